import { z } from 'zod';
import { isValidGstin } from '../shared/gstin';

/** The only reader of process.env. Validated once at boot; a bad value names its variable. */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
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
    ADMIN_SITE_URL: z.string().url().default('https://admin.example.gov.in/login'),
    SEED_DEMO: bool.optional(),
    TRUST_PROXY: bool.default(false),

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

    // Social feed
    INSTAGRAM_TOKEN: z.string().optional(),
    INSTAGRAM_GRAPH_URL: z.string().url().default('https://graph.instagram.com'),

    // Public forms that send mail (newsletter, package and reschedule requests): at most this
    // many requests per client IP per 10 minutes.
    FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
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
    /** Short name in SMS texts and mail subjects. */
    CORP_SHORT_NAME: z.string().min(2).max(20).default('JTDC'),
    /** SMS gateway: how long one HTTP call may take. */
    SMS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && !c.APP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'is required in production' });
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
    if (c.SMS_GATEWAY_URL && !c.SMS_DLT_TEMPLATE_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_DLT_TEMPLATE_ID'],
        message: 'is required with SMS_GATEWAY_URL',
      });
    }
  });

type Parsed = z.infer<typeof schema>;
export type Config = Parsed & {
  appSecret: string;
  publicUrl: string;
  /** dev transports are on: /api/dev/outbox exists */
  devTransports: boolean;
  seedDemo: boolean;
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
    appSecret: c.APP_SECRET ?? 'development-only-secret-do-not-use-in-production',
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    devTransports,
    seedDemo: c.SEED_DEMO ?? !c.DATABASE_URL,
  };
}

/** A config for tests: defaults plus overrides, never reading the real environment. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
