import { isIP } from 'node:net';
import { z } from 'zod';
import { isValidGstin } from '../shared/gstin';

/** The only reader of process.env. Validated once at boot; a bad value names its variable. */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
/** Whether a listen address reaches only this machine. */
export const isLoopback = (host: string) => LOOPBACK_HOSTS.has(host) || /^127\./.test(host);

/** A proxy address or CIDR range (`10.0.0.0/8`, `fd00::/8`), as Fastify's trustProxy takes them. */
function isAddressOrCidr(v: string): boolean {
  const [addr = '', bits, ...rest] = v.split('/');
  const family = isIP(addr);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false`, a hop count (`1` = one proxy in front), or a comma-separated list of proxy
 * addresses/CIDRs. `true` is refused: it takes the client's own left-most X-Forwarded-For.
 */
const trustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  const v = raw.trim();
  if (v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true' || v === 'yes') {
    ctx.addIssue({
      code: 'custom',
      message:
        "'true' is refused (it trusts the client's own X-Forwarded-For): give the number of proxies in front (1) or their addresses/CIDRs",
    });
    return z.NEVER;
  }
  const list = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const bad = list.filter((x) => !isAddressOrCidr(x));
  if (list.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a hop count or a comma-separated list of proxy addresses/CIDRs (not ${bad.join(', ') || 'empty'})`,
    });
    return z.NEVER;
  }
  return list;
});

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Loopback by default: the development outbox (codes) and the dev secret stay on this machine. */
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    /**
     * Where uploaded photos' variants are kept (ADR 240, 327): the shared database, an
     * S3-compatible bucket (S3_*), or a local folder (PHOTO_DIR; development only: one machine's
     * disk, refused in production).
     */
    PHOTO_STORE: z.enum(['database', 's3', 'filesystem']).default('database'),
    /** PHOTO_STORE=filesystem: the folder (default DATA_DIR/photos). */
    PHOTO_DIR: z.string().min(1).optional(),
    /** PHOTO_STORE=s3: the endpoint, e.g. https://s3.ap-south-1.amazonaws.com or a MinIO URL. */
    S3_ENDPOINT: z
      .string()
      .url('must be a URL such as https://s3.ap-south-1.amazonaws.com')
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)',
      )
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** The keys' prefix in the bucket. */
    S3_PREFIX: z
      .string()
      .regex(/^([A-Za-z0-9._-]+\/)*$/, 'must be empty or folder names ending in /, e.g. photos/')
      .default('photos/'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** HMAC key for signed receipt links; required in production. */
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    PUBLIC_URL: z.string().url().optional(),
    /** 'Login as Admin/HM': the back office in this app unless the corporation runs another */
    ADMIN_SITE_URL: z.string().url().optional(),
    /** the corporation's app in the stores; the home page shows a store's button only when set */
    APP_STORE_URL: z.string().url().optional(),
    PLAY_STORE_URL: z.string().url().optional(),
    SEED_DEMO: bool.optional(),
    /** Password of the demo staff accounts the demo seed adds (ADR 131); default in development only. */
    DEMO_STAFF_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    /** Every staff account must use TOTP two-factor sign-in; default true in production. */
    STAFF_TOTP_REQUIRED: bool.optional(),
    TRUST_PROXY: trustProxy.default(false),
    /**
     * The test clock (ADR 280): the server lives this many whole days ahead (or behind) of the
     * machine's time. Development and test only; refused in production.
     */
    CLOCK_OFFSET_DAYS: z.coerce.number().int().min(-3660).max(3660).optional(),

    // Mail and SMS
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('JTDC Bookings <bookings@jtdc.example.in>'),
    SMS_GATEWAY_URL: z.string().url().optional(),
    SMS_API_KEY: z.string().optional(),
    SMS_SENDER_ID: z.string().max(6).default('JTDCIN'),
    SMS_DLT_TEMPLATE_ID: z.string().optional(),
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(1000),

    // Payments
    PAYMENT_GATEWAY: z.enum(['sandbox', 'razorpay']).default('sandbox'),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    /** Razorpay's API host; set only to reach a test double or an outbound proxy. */
    RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
    HOLD_SWEEP_MS: z.coerce.number().int().min(100).default(30_000),

    // E-invoices of B2B invoices and credit notes (ADR 251)
    /** off | sandbox (local schema check and signing) | gsp; sandbox outside production, off in it */
    EINVOICE: z.enum(['off', 'sandbox', 'gsp']).optional(),
    /** the sandbox's RS256 private key (PEM); else one made once in DATA_DIR */
    EINVOICE_SANDBOX_KEY: z
      .string()
      .regex(/-----BEGIN (RSA )?PRIVATE KEY-----/, 'must be a PEM private key')
      .optional(),
    /** the GST Suvidha Provider's host (the NIC e-invoice API paths under it) */
    EINVOICE_GSP_URL: z.string().url().optional(),
    EINVOICE_GSP_CLIENT_ID: z.string().min(1).optional(),
    EINVOICE_GSP_CLIENT_SECRET: z.string().min(1).optional(),
    EINVOICE_GSP_USERNAME: z.string().min(1).optional(),
    EINVOICE_GSP_PASSWORD: z.string().min(1).optional(),
    /** one call to the GSP may take this long */
    EINVOICE_GSP_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    /** how often queued e-invoices are registered (and failed tries retried) */
    EINVOICE_JOB_MS: z.coerce.number().int().min(100).default(60_000),
    // Channel manager (ADR 260): off, or Channex's PMS API (a real one, or the local stand-in)
    CHANNEL_MANAGER: z.enum(['off', 'channex']).default('off'),
    /** Channex's API host: https://app.channex.io, https://staging.channex.io or the stand-in. */
    CHANNEX_API_URL: z.string().url().default('https://staging.channex.io'),
    /** Channex's `user-api-key`; required in production when CHANNEL_MANAGER=channex. */
    CHANNEX_API_KEY: z.string().min(8).optional(),
    /**
     * The secret Channex's webhook sends in its `X-Webhook-Secret` header (set in the webhook's
     * `headers` at Channex, ADR 385); unset: every webhook call is refused and the feed is polled.
     */
    CHANNEX_WEBHOOK_SECRET: z.string().min(32).optional(),
    /** How often pending availability changes are pushed, and the booking feed polled. */
    CHANNEL_PUSH_MS: z.coerce.number().int().min(100).default(1000),
    CHANNEL_POLL_MS: z.coerce.number().int().min(100).default(5000),
    /** Bookings one customer may start per hour (each holds rooms for 15 minutes). */
    BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    /** A request must arrive whole (headers and body) within this time, or its socket is closed. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    /** How often the refunds job sends unsent refunds and reconciles lost replies. */
    REFUND_JOB_MS: z.coerce.number().int().min(100).default(60_000),

    /**
     * GET /metrics answers only a request with `Authorization: Bearer <METRICS_TOKEN>`; unset, it
     * answers nobody (ADR 175, 225).
     */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters.').optional(),

    // Social feed
    INSTAGRAM_TOKEN: z.string().optional(),
    INSTAGRAM_GRAPH_URL: z.string().url().default('https://graph.instagram.com'),

    // Public forms that send mail (newsletter, package and reschedule requests): at most this
    // many requests per client IP per 10 minutes.
    FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    /**
     * Acknowledgements (mail or SMS) of package requests and tour enquiries sent per hour, all
     * senders together: beyond it a request is still stored, but not acknowledged (ADR 244).
     */
    REQUEST_ACK_PER_HOUR: z.coerce.number().int().min(0).default(200),
    /**
     * Availability searches (a hotel's rooms, the search over hotels) one client address may make
     * per minute, counted in each process's memory (ADR 227).
     */
    AVAILABILITY_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
    // Abuse limits (ADR 070). Counted in the database, so every server process shares them.
    /** send-otp and sendResetPassword-otp calls per client IP per 10 minutes. */
    OTP_SEND_PER_IP: z.coerce.number().int().min(1).default(20),
    /** send-otp calls per mobile prefix (first 6 digits) per hour. */
    OTP_SEND_PER_PREFIX: z.coerce.number().int().min(1).default(10),
    /** send-otp calls from everyone per 10 minutes. */
    OTP_SEND_GLOBAL: z.coerce.number().int().min(1).default(300),
    /** SMS codes sent per 24 hours, all numbers together. */
    SMS_DAILY_BUDGET: z.coerce.number().int().min(1).default(2000),
    /** Codes per email or mobile per purpose (signup, reset) per 24 hours. */
    OTP_DAILY_MAX: z.coerce.number().int().min(1).default(10),
    /** Code verifications per client IP per 10 minutes. */
    OTP_VERIFY_PER_IP: z.coerce.number().int().min(1).default(60),
    /** Code verifications from everyone per 10 minutes. */
    OTP_VERIFY_GLOBAL: z.coerce.number().int().min(1).default(3000),
    /** Login failures for one account from one IP per 15 minutes. */
    LOGIN_IP_ACCOUNT_FAILURES: z.coerce.number().int().min(1).default(10),
    /** Login failures for one account from all IPs together per hour. */
    LOGIN_ACCOUNT_FAILURES: z.coerce.number().int().min(1).default(100),
    /** Login failures from one IP, all accounts together, per 15 minutes. */
    LOGIN_IP_FAILURES: z.coerce.number().int().min(1).default(300),
    /** How long one call to the Graph API may take before the last good posts are served. */
    INSTAGRAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),

    // The corporation (invoices, mail footers)
    CORP_NAME: z.string().default('Jharkhand Tourism Development Corporation Ltd.'),
    CORP_GSTIN: z
      .string()
      .refine(isValidGstin, 'must be a valid GSTIN (15 characters with a correct check character)')
      .default('20AABCJ1234K1Z3'),
    CORP_ADDRESS: z.string().default('Tourism Bhawan, Main Road, Ranchi, Jharkhand 834001'),
    CORP_PHONE: z.string().default('+91 651 233 1828'),
    CORP_EMAIL: z.string().email().default('info@jtdc.example.in'),
    /** Where the feedback form's messages go (POST /api/feedback). */
    FEEDBACK_EMAIL: z.string().email().default('feedback@jtdc.example.in'),
    /** Feedback messages one client IP may send per hour. */
    FEEDBACK_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /**
     * Server renders of public pages (cache misses) one client IP may cause per 10 seconds, and
     * renders running at once in a process; past either, the page is the shell (ADR 239).
     */
    SSR_RENDERS_PER_CLIENT: z.coerce.number().int().min(1).default(30),
    SSR_CONCURRENT_RENDERS: z.coerce.number().int().min(1).default(4),
    /** The grievance officer under the DPDP Act 2023, named on the Privacy Policy page. */
    GRIEVANCE_OFFICER_NAME: z.string().min(2).max(200).default('Shri Anil Kumar Sinha'),
    GRIEVANCE_OFFICER_EMAIL: z.string().email().default('grievance@jtdc.example.in'),
    GRIEVANCE_OFFICER_PHONE: z.string().min(5).max(40).default('+91 651 233 1829'),
    /** Short name in SMS texts and mail subjects. */
    CORP_SHORT_NAME: z.string().min(2).max(20).default('JTDC'),
    /** SMS gateway: how long one HTTP call may take. */
    SMS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && !c.APP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'is required in production' });
    } else if (!c.APP_SECRET && !isLoopback(c.HOST)) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message: `is required to listen on HOST=${c.HOST} (a network address): the development secret is public`,
      });
    }
    // links in mail and SMS, canonical and share tags name the site: in production they come from
    // this setting, never from a request's Host header, which the client writes (ADR 226)
    if (c.NODE_ENV === 'production' && !c.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          "is required in production (the site's public address, e.g. https://tourism.jharkhand.gov.in)",
      });
    }
    // a moved clock picks the wrong GST slabs and dates every document wrongly (ADR 280)
    if (c.NODE_ENV === 'production' && c.CLOCK_OFFSET_DAYS !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['CLOCK_OFFSET_DAYS'],
        message:
          "is a test clock and is refused in production (it moves the server's date, so invoices, GST rates and bookings would be dated wrongly): unset it",
      });
    }
    // the sandbox confirms bookings nobody paid for: never in production (ADR 060)
    if (c.NODE_ENV === 'production' && c.PAYMENT_GATEWAY !== 'razorpay') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_GATEWAY'],
        message:
          'must be set to razorpay in production (the sandbox gateway confirms bookings that were never paid)',
      });
    }
    if (c.PAYMENT_GATEWAY === 'razorpay') {
      for (const k of [
        'RAZORPAY_KEY_ID',
        'RAZORPAY_KEY_SECRET',
        'RAZORPAY_WEBHOOK_SECRET',
      ] as const) {
        if (!c[k])
          ctx.addIssue({
            code: 'custom',
            path: [k],
            message: 'is required when PAYMENT_GATEWAY=razorpay',
          });
      }
    }
    // the e-invoice sandbox signs with a key of its own: its IRNs are not the portal's (ADR 251)
    if (c.NODE_ENV === 'production' && c.EINVOICE === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['EINVOICE'],
        message:
          'must be gsp or off in production (the sandbox signs e-invoices with its own key; the portal never saw them)',
      });
    }
    if (c.EINVOICE === 'gsp') {
      for (const k of [
        'EINVOICE_GSP_URL',
        'EINVOICE_GSP_CLIENT_ID',
        'EINVOICE_GSP_CLIENT_SECRET',
        'EINVOICE_GSP_USERNAME',
        'EINVOICE_GSP_PASSWORD',
      ] as const) {
        if (!c[k])
          ctx.addIssue({ code: 'custom', path: [k], message: 'is required when EINVOICE=gsp' });
      }
    }
    // without its key nothing reaches the channel manager and OTAs sell rooms that are gone
    if (c.NODE_ENV === 'production' && c.CHANNEL_MANAGER === 'channex' && !c.CHANNEX_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['CHANNEX_API_KEY'],
        message: 'is required in production when CHANNEL_MANAGER=channex',
      });
    }
    // every process must serve every photo: a local folder holds one machine's uploads only
    if (c.NODE_ENV === 'production' && c.PHOTO_STORE === 'filesystem') {
      ctx.addIssue({
        code: 'custom',
        path: ['PHOTO_STORE'],
        message:
          "=filesystem is refused in production (one machine's folder: the other processes would not find its photos); use database or s3",
      });
    }
    if (c.PHOTO_STORE === 's3') {
      for (const k of [
        'S3_ENDPOINT',
        'S3_BUCKET',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
      ] as const) {
        if (!c[k])
          ctx.addIssue({ code: 'custom', path: [k], message: 'is required when PHOTO_STORE=s3' });
      }
      if (c.NODE_ENV === 'production' && c.S3_ENDPOINT && !c.S3_ENDPOINT.startsWith('https://')) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_ENDPOINT'],
          message:
            'must be https:// in production (the keys sign every request; the photos travel)',
        });
      }
    }
    if (c.SMS_GATEWAY_URL && !c.SMS_DLT_TEMPLATE_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_DLT_TEMPLATE_ID'],
        message: 'is required with SMS_GATEWAY_URL',
      });
    }
  });

type Parsed = z.infer<typeof schema>;
/** The demo staff accounts' password outside production when DEMO_STAFF_PASSWORD is not set. */
export const DEMO_STAFF_DEFAULT_PASSWORD = 'demo-staff-password';
export type Config = Omit<Parsed, 'EINVOICE'> & {
  /** e-invoice registration (ADR 251): sandbox outside production, off in it unless set */
  EINVOICE: 'off' | 'sandbox' | 'gsp';
  appSecret: string;
  publicUrl: string;
  /** dev transports are on: /api/dev/outbox exists */
  devTransports: boolean;
  seedDemo: boolean;
  staffTotpRequired: boolean;
  /** demo staff password, or null: no demo staff (production without DEMO_STAFF_PASSWORD) */
  demoStaffPassword: string | null;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clean = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = schema.safeParse(clean);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.data;
  const devTransports = c.NODE_ENV !== 'production' && !c.SMTP_URL && !c.SMS_GATEWAY_URL;
  return {
    ...c,
    EINVOICE: c.EINVOICE ?? (c.NODE_ENV === 'production' ? 'off' : 'sandbox'),
    appSecret: c.APP_SECRET ?? 'development-only-secret-do-not-use-in-production',
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    devTransports,
    seedDemo: c.SEED_DEMO ?? !c.DATABASE_URL,
    staffTotpRequired: c.STAFF_TOTP_REQUIRED ?? c.NODE_ENV === 'production',
    demoStaffPassword:
      c.DEMO_STAFF_PASSWORD ?? (c.NODE_ENV === 'production' ? null : DEMO_STAFF_DEFAULT_PASSWORD),
  };
}

/** A config for tests: defaults plus overrides, never reading the real environment. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
