import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  AUTH_MSG,
  MOBILE_PATTERN,
  type MobileLoginBody,
  type ProfileUser,
  type RegisterBody,
} from '../../../shared/contracts/auth';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
} from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import type { Language } from '../../../shared/language';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, forbidden, tooManyFor, unauthorized } from '../../http-errors';
import { enqueueMail, enqueueSms } from '../../notify/outbox';
import { loginUnlockMail } from '../../notify/security-mail';
import {
  loginEmailOtp,
  loginSmsOtp,
  passwordChangedMail,
  resetEmailOtp,
  signupEmailOtp,
  signupSmsOtp,
  welcomeMail,
} from '../../notify/templates';
import { clientKey, countTry, enforceLimits } from '../../plugins/rate-limit';
import { endAllSessions, hashToken } from '../../plugins/session';
import type { SessionCustomer } from '../../plugins/session.repo';
import * as consents from '../consents/consents.service';
import * as repo from './auth.repo';

/** Registration needs both codes verified within this many minutes. */
export const VERIFIED_WINDOW_MINUTES = 30;
/** A reset grant lives this long after the reset code was verified. */
export const RESET_GRANT_MINUTES = 10;
/**
 * Login throttling (ADR 070): failures per (IP, account) and per IP are counted over 15 minutes,
 * failures per account from all IPs together over an hour; the numbers are configuration.
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_ACCOUNT_WINDOW_MINUTES = 60;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** send-otp is limited per mobile prefix of this many digits (an operator's number series). */
export const MOBILE_PREFIX_DIGITS = 6;

// ---- passwords (argon2id, OWASP's parameters: 19 MiB, 2 passes, 1 lane) ----

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, which isolatedModules cannot read)
const ARGON = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // not an argon2 hash
  }
}

/** Compared against when the identifier names no account, so both cases take as long. */
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

// ---- one-time codes ----

type Channel = repo.OtpChannel;

const newCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** Codes are kept as an HMAC under the app secret: a database dump alone cannot reverse them. */
function codeHash(
  secret: string,
  purpose: string,
  channel: Channel,
  target: string,
  code: string,
): string {
  return createHmac('sha256', secret)
    .update(`${purpose}|${channel}|${target}|${code}`)
    .digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

const lockKey = (channel: Channel, target: string) => `otp:${channel}:${target}`;

/**
 * Seconds until the target may be sent another code for this purpose (0 when it may now). Per
 * purpose, so a person who has just signed up can still ask for a reset code at once.
 */
async function resendWait(
  db: DbOrTx,
  purpose: repo.OtpPurpose,
  channel: Channel,
  target: string,
  now: Date,
): Promise<number> {
  const last = await repo.lastOtpSentAt(db, purpose, channel, target);
  if (!last) return 0;
  const left = last.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

async function issueCode(
  tx: DbOrTx,
  config: Config,
  now: Date,
  purpose: repo.OtpPurpose,
  channel: Channel,
  target: string,
): Promise<string> {
  const code = newCode();
  await repo.insertOtp(tx, {
    purpose,
    channel,
    target,
    codeHash: codeHash(config.appSecret, purpose, channel, target, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE),
    createdAt: now,
  });
  return code;
}

/**
 * Seconds until the target may be sent another code of this purpose under the daily cap
 * (config.OTP_DAILY_MAX codes per 24 hours), 0 when it may now.
 */
async function dailyCapWait(
  db: DbOrTx,
  config: Config,
  purpose: repo.OtpPurpose,
  channel: Channel,
  target: string,
  now: Date,
): Promise<number> {
  const sent = await repo.codesSentSince(
    db,
    purpose,
    channel,
    target,
    new Date(now.getTime() - DAY),
  );
  if (sent.n < config.OTP_DAILY_MAX || !sent.first) return 0;
  return Math.max(1, Math.ceil((sent.first.getTime() + DAY - now.getTime()) / 1000));
}

/** The per-IP and global limits on sending codes (send-otp and sendResetPassword-otp). */
const sendLimits = (config: Config, ip: string) => [
  { key: `otp-send:ip:${clientKey(ip)}`, max: config.OTP_SEND_PER_IP, windowMs: 10 * MINUTE },
  { key: 'otp-send:all', max: config.OTP_SEND_GLOBAL, windowMs: 10 * MINUTE },
];

/**
 * POST /api/auth/send-otp: a code to the email and another to the mobile, queued in the same
 * transaction. First the limits per client IP, per mobile prefix and for everyone (429 with
 * Retry-After); then 409 when either belongs to an account; 429 within 60 s of the last code to
 * either, or past the daily cap of either, or past the daily SMS budget. The advisory locks make
 * the 60-second rule and the daily cap hold across server processes.
 */
export async function sendSignupOtps(
  db: Db,
  config: Config,
  now: Date,
  email: string,
  mobile: string,
  ip: string,
  lang: Language = 'en',
): Promise<void> {
  const [perIp, all] = sendLimits(config, ip);
  await enforceLimits(
    db,
    now,
    [
      perIp!,
      {
        key: `otp-send:prefix:${mobile.slice(0, MOBILE_PREFIX_DIGITS)}`,
        max: config.OTP_SEND_PER_PREFIX,
        windowMs: HOUR,
      },
      all!,
    ],
    AUTH_MSG.tooManyRequests,
  );
  await db.transaction(async (tx) => {
    await repo.lockKeys(tx, [lockKey('email', email), lockKey('sms', mobile)]);
    if (await repo.emailOrMobileTaken(tx, email, mobile)) throw conflict(MSG.userAlreadyRegistered);
    const wait = Math.max(
      await resendWait(tx, 'signup', 'email', email, now),
      await resendWait(tx, 'signup', 'sms', mobile, now),
    );
    if (wait > 0) throw tooManyFor(AUTH_MSG.otpResendWait(wait), wait);
    const capWait = Math.max(
      await dailyCapWait(tx, config, 'signup', 'email', email, now),
      await dailyCapWait(tx, config, 'signup', 'sms', mobile, now),
    );
    if (capWait > 0) throw tooManyFor(AUTH_MSG.tooManyRequests(capWait), capWait);
    // last, inside the transaction: a send refused above uses none of the budget
    await enforceLimits(
      tx,
      now,
      [{ key: 'sms-budget:day', max: config.SMS_DAILY_BUDGET, windowMs: DAY }],
      AUTH_MSG.tooManyRequests,
    );
    const emailCode = await issueCode(tx, config, now, 'signup', 'email', email);
    const smsCode = await issueCode(tx, config, now, 'signup', 'sms', mobile);
    await enqueueMail(tx, {
      to: email,
      ...signupEmailOtp(config, emailCode, OTP_TTL_MINUTES, lang),
    });
    await enqueueSms(tx, {
      to: mobile,
      text: signupSmsOtp(config, smsCode, OTP_TTL_MINUTES, lang),
    });
  });
}

/**
 * Checks the latest code sent to a target (signup or reset). Verifications are limited per client
 * IP and for everyone (429); every try is counted atomically before the comparison; the code dies
 * after OTP_MAX_ATTEMPTS tries, after its life, or once used. A signup code is recorded as
 * verified by `browser` (the SHA-256 of the browser's `sv` token), which register checks.
 */
export async function verifyCode(
  db: Db,
  config: Config,
  now: Date,
  channel: Channel,
  target: string,
  code: string,
  client: { ip: string; browser: string | null },
  /** the purposes this call accepts; a sign-in code is only taken where it is asked for */
  accept: readonly repo.OtpPurpose[] = ['signup', 'reset'],
): Promise<{ purpose: repo.OtpPurpose }> {
  await enforceLimits(
    db,
    now,
    [
      {
        key: `otp-verify:ip:${clientKey(client.ip)}`,
        max: config.OTP_VERIFY_PER_IP,
        windowMs: 10 * MINUTE,
      },
      { key: 'otp-verify:all', max: config.OTP_VERIFY_GLOBAL, windowMs: 10 * MINUTE },
    ],
    AUTH_MSG.tooManyRequests,
  );
  const row = await repo.latestOtp(db, channel, target);
  const purpose: repo.OtpPurpose =
    row?.purpose === 'reset' ? 'reset' : row?.purpose === 'login' ? 'login' : 'signup';
  if (!row || !accept.includes(purpose)) throw badRequest(AUTH_MSG.otpNotRequested);
  if (row.consumed) throw badRequest(AUTH_MSG.otpUsed);
  if (row.expiresAt.getTime() <= now.getTime()) throw badRequest(AUTH_MSG.otpExpired);
  const counted = await repo.countOtpTry(db, row.id, now, OTP_MAX_ATTEMPTS);
  if (!counted) throw badRequest(AUTH_MSG.otpTooManyTries);
  if (!sameHash(codeHash(config.appSecret, purpose, channel, target, code), row.codeHash)) {
    throw badRequest(
      counted.attempts >= OTP_MAX_ATTEMPTS ? AUTH_MSG.otpTooManyTries : MSG.resetInvalidOtp,
    );
  }
  const by = purpose === 'signup' ? client.browser : null;
  if (!(await repo.consumeOtp(db, row.id, now, by))) throw badRequest(AUTH_MSG.otpUsed);
  return { purpose };
}

// ---- sign-in by a one-time code (ADR 316) ----

/** The password hash of an account made by a code: no password matches it until one is set. */
export const NO_PASSWORD = '!no-password-set';

/**
 * A sign-in code to a mobile (SMS) or an account's email, under the same limits as the sign-up
 * codes: per IP and for everyone, per mobile series, one per 60 s and OTP_DAILY_MAX a day per
 * address, and the SMS budget. `quiet`: a resend too soon or the daily cap sends nothing and says
 * nothing (the manage-booking form must not tell whether a booking matched); otherwise 429.
 */
export async function sendLoginCode(
  db: Db,
  config: Config,
  now: Date,
  to: { channel: Channel; target: string },
  ip: string,
  lang: Language = 'en',
  opts: { quiet?: boolean } = {},
): Promise<void> {
  const [perIp, all] = sendLimits(config, ip);
  await enforceLimits(
    db,
    now,
    [
      perIp!,
      ...(to.channel === 'sms'
        ? [
            {
              key: `otp-send:prefix:${to.target.slice(0, MOBILE_PREFIX_DIGITS)}`,
              max: config.OTP_SEND_PER_PREFIX,
              windowMs: HOUR,
            },
          ]
        : []),
      all!,
    ],
    AUTH_MSG.tooManyRequests,
  );
  await db.transaction(async (tx) => {
    await repo.lockKeys(tx, [lockKey(to.channel, to.target)]);
    const wait = await resendWait(tx, 'login', to.channel, to.target, now);
    if (wait > 0) {
      if (opts.quiet) return;
      throw tooManyFor(AUTH_MSG.otpResendWait(wait), wait);
    }
    const capWait = await dailyCapWait(tx, config, 'login', to.channel, to.target, now);
    if (capWait > 0) {
      if (opts.quiet) return;
      throw tooManyFor(AUTH_MSG.tooManyRequests(capWait), capWait);
    }
    if (to.channel === 'sms')
      await enforceLimits(
        tx,
        now,
        [{ key: 'sms-budget:day', max: config.SMS_DAILY_BUDGET, windowMs: DAY }],
        AUTH_MSG.tooManyRequests,
      );
    const code = await issueCode(tx, config, now, 'login', to.channel, to.target);
    if (to.channel === 'sms')
      await enqueueSms(tx, {
        to: to.target,
        text: loginSmsOtp(config, code, OTP_TTL_MINUTES, lang),
      });
    else
      await enqueueMail(tx, {
        to: to.target,
        ...loginEmailOtp(config, code, OTP_TTL_MINUTES, lang),
      });
  });
}

/**
 * POST /api/auth/mobile-login: the sign-in code of a mobile signs in its account; a mobile with no
 * account gets one made from the name and email given (no password: the guest may set one later
 * with "Forgot password"). What is missing or taken is refused before the code is tried, so a
 * refusal does not use the code up.
 */
export async function loginByMobileCode(
  db: Db,
  config: Config,
  now: Date,
  body: MobileLoginBody,
  ip: string,
): Promise<repo.CustomerRow> {
  const mobile = body.mobileNumber;
  const existing = await repo.customerByMobile(db, mobile);
  if (existing?.deletedAt) throw forbidden(AUTH_MSG.accountClosed);
  if (!existing) {
    if (!body.Customer_Name || !body.EmailId) throw badRequest(AUTH_MSG.detailsForNewGuest);
    if (await repo.customerByEmail(db, body.EmailId))
      throw conflict(AUTH_MSG.emailOfAnotherAccount);
  }
  await verifyCode(db, config, now, 'sms', mobile, body.otp, { ip, browser: null }, ['login']);
  if (existing) return existing;
  const email = body.EmailId!;
  for (let attempt = 0; attempt < 5; attempt++) {
    const userId = makeUserId(email, attempt);
    try {
      return await db.transaction(async (tx) => {
        const c = await repo.insertCustomer(tx, {
          userId,
          email,
          mobile,
          name: body.Customer_Name!,
          passwordHash: NO_PASSWORD,
          language: body.language ?? 'en',
          createdAt: now,
        });
        // the booking form links the terms; booking is agreeing to them (ADR 122)
        await consents.recordConsent(tx, {
          kind: 'terms',
          source: 'booking',
          customerId: c.id,
          now,
        });
        return c;
      });
    } catch (err) {
      const constraint = repo.uniqueViolation(err);
      if (constraint && /user_id/.test(constraint)) continue;
      if (constraint && /mobile/.test(constraint)) {
        // the same guest's other tab made the account a moment ago
        const c = await repo.customerByMobile(db, mobile);
        if (c && !c.deletedAt) return c;
      }
      if (constraint) throw conflict(AUTH_MSG.emailOfAnotherAccount);
      throw err;
    }
  }
  throw new Error('could not find a free user id');
}

// ---- registration ----

/**
 * A login user id from the email's local part: lowercase letters, digits and underscores, starting
 * with a letter (so it never reads as a mobile number or a customer id), plus random digits.
 */
export function makeUserId(email: string, attempt = 0): string {
  let base = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '')
    .slice(0, 20);
  if (!/^[a-z]/.test(base)) base = `u${base}`;
  const digits = 4 + attempt;
  return `${base}${String(randomInt(0, 10 ** digits)).padStart(digits, '0')}`;
}

/**
 * Creates the account when this browser (`browser`: the SHA-256 of its `sv` token) verified both
 * the email's and the mobile's signup codes within the last 30 minutes.
 */
export async function register(
  db: Db,
  config: Config,
  now: Date,
  body: RegisterBody,
  browser: string | null,
): Promise<repo.CustomerRow> {
  const email = body.EmailId;
  const mobile = body.Mobile_Number;
  if (!browser) throw badRequest(MSG.verifyBothOtps);
  const since = new Date(now.getTime() - VERIFIED_WINDOW_MINUTES * MINUTE);
  const emailOk = await repo.verifiedSince(db, 'signup', 'email', email, since, browser);
  const mobileOk = await repo.verifiedSince(db, 'signup', 'sms', mobile, since, browser);
  if (!emailOk || !mobileOk) throw badRequest(MSG.verifyBothOtps);
  if (await repo.emailOrMobileTaken(db, email, mobile)) throw conflict(MSG.userAlreadyRegistered);
  const passwordHash = await hashPassword(body.User_Password);
  for (let attempt = 0; attempt < 5; attempt++) {
    const userId = makeUserId(email, attempt);
    try {
      return await db.transaction(async (tx) => {
        const c = await repo.insertCustomer(tx, {
          userId,
          email,
          mobile,
          name: body.Customer_Name,
          passwordHash,
          language: body.language ?? 'en',
          createdAt: now,
        });
        // signing up is agreeing to the Terms and Conditions the form links to (ADR 122)
        await consents.recordConsent(tx, {
          kind: 'terms',
          source: 'signup',
          customerId: c.id,
          now,
        });
        await enqueueMail(tx, {
          to: email,
          ...welcomeMail(config, { name: c.name, userId, email, mobile }, c.language),
        });
        return c;
      });
    } catch (err) {
      const constraint = repo.uniqueViolation(err);
      if (constraint && /user_id/.test(constraint)) continue;
      if (constraint) throw conflict(MSG.userAlreadyRegistered);
      throw err;
    }
  }
  throw new Error('could not find a free user id');
}

// ---- login ----

/** The account an identifier names: email, 10-digit mobile, numeric customer id, or user id. */
export function findByIdentifier(db: DbOrTx, identifier: string): Promise<repo.CustomerRow | null> {
  const id = identifier.trim();
  if (id.includes('@')) return repo.customerByEmail(db, id.toLowerCase());
  if (MOBILE_PATTERN.test(id)) return repo.customerByMobile(db, id);
  if (/^\d+$/.test(id)) {
    const n = Number(id);
    return n >= 1 && n <= 2_147_483_647 ? repo.customerById(db, n) : Promise.resolve(null);
  }
  return repo.customerByUserId(db, id);
}

/**
 * Records a login attempt and refuses it (429) when a limit is reached. Each attempt is recorded
 * before it is judged, then the failures up to and including it are counted, so parallel guesses
 * cannot slip past a limit; a refused attempt is not counted as a failure. Limits (ADR 070): per
 * (IP, account), so a stranger failing from elsewhere does not lock the owner out; per account
 * from all IPs, slower, against a spread attack (`accountWide`; staff logins skip it, ADR 132),
 * which a browser holding the account's login pass passes (`passFor`, ADR 237: the owner gets it
 * from the emailed unlock link this refusal sends); per IP over all accounts, generous for a
 * carrier-grade NAT. Returns the attempt's id for loginSucceeded.
 */
export async function beginLoginAttempt(
  db: DbOrTx,
  config: Config,
  now: Date,
  account: repo.LoginAccount | null,
  clientIp: string,
  opts: { accountWide: boolean; passFor?: number | null } = { accountWide: true },
): Promise<number> {
  // an IPv6 client is counted by its /64, like every per-IP limit
  const ip = clientKey(clientIp);
  const attemptId = await repo.insertLoginAttempt(db, { account, ip, createdAt: now });
  const since = new Date(now.getTime() - LOGIN_WINDOW_MINUTES * MINUTE);
  const accountSince = new Date(now.getTime() - LOGIN_ACCOUNT_WINDOW_MINUTES * MINUTE);
  const customerId = account !== null && 'customerId' in account ? account.customerId : null;
  const passed = customerId !== null && opts.passFor === customerId;
  let retryMinutes = 0;
  let accountLocked = false;
  if (
    account !== null &&
    (await repo.ipAccountFailures(db, account, ip, since, attemptId)) >
      config.LOGIN_IP_ACCOUNT_FAILURES
  )
    retryMinutes = LOGIN_WINDOW_MINUTES;
  else if (
    account !== null &&
    opts.accountWide &&
    !passed &&
    (await repo.accountFailures(db, account, accountSince, attemptId)) >
      config.LOGIN_ACCOUNT_FAILURES
  ) {
    retryMinutes = LOGIN_ACCOUNT_WINDOW_MINUTES;
    accountLocked = true;
  } else if ((await repo.ipFailures(db, ip, since, attemptId)) > config.LOGIN_IP_FAILURES)
    retryMinutes = LOGIN_WINDOW_MINUTES;
  if (retryMinutes > 0) {
    await repo.deleteLoginAttempt(db, attemptId);
    if (accountLocked && customerId !== null) {
      await mailUnlockLink(db, config, now, customerId);
      throw tooManyFor(AUTH_MSG.loginAccountLocked, retryMinutes * 60);
    }
    throw tooManyFor(AUTH_MSG.loginThrottled, retryMinutes * 60);
  }
  return attemptId;
}

// ---- the owner's way past the account-wide lock (ADR 237) ----

export const LOGIN_PASS_COOKIE = 'login_pass';
/** The emailed link works this long; the pass it gives the browser lasts LOGIN_PASS_DAYS. */
const UNLOCK_LINK_HOURS = 24;
const LOGIN_PASS_DAYS = 30;

const signed = (config: Config, purpose: string, id: number, expires: number) =>
  createHmac('sha256', config.appSecret).update(`${purpose}|${id}|${expires}`).digest('base64url');

const makeSigned = (config: Config, purpose: string, id: number, expires: number) =>
  `${id}.${expires}.${signed(config, purpose, id, expires)}`;

/** The customer id a token of this purpose names, when its signature is right and it is live. */
function readSigned(
  config: Config,
  purpose: string,
  token: string | undefined,
  now: Date,
): number | null {
  const m = token ? /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!m) return null;
  const id = Number(m[1]);
  const expires = Number(m[2]);
  if (expires <= now.getTime()) return null;
  const want = Buffer.from(signed(config, purpose, id, expires));
  const got = Buffer.from(m[3]!);
  return want.length === got.length && timingSafeEqual(want, got) ? id : null;
}

/** The customer a browser's login pass (cookie) was given for, or null. */
const loginPassOwner = (config: Config, cookie: string | undefined, now: Date) =>
  readSigned(config, 'login-pass', cookie, now);

/**
 * GET /api/auth/login-unlock: the emailed link's token, when live, gives this browser a login pass
 * for the account (a signed cookie value, LOGIN_PASS_DAYS long); null for a wrong or old link.
 */
export function loginPassFromLink(
  config: Config,
  token: string | undefined,
  now: Date,
): { value: string; maxAgeSeconds: number } | null {
  const id = readSigned(config, 'login-unlock', token, now);
  if (id === null) return null;
  const expires = now.getTime() + LOGIN_PASS_DAYS * DAY;
  return {
    value: makeSigned(config, 'login-pass', id, expires),
    maxAgeSeconds: LOGIN_PASS_DAYS * 86_400,
  };
}

/**
 * Mails the owner of an account locked by failures from many addresses a link that lets their own
 * browser log in (ADR 237): at most one such mail per account per lock window, so the lock cannot
 * be used to flood the owner's inbox.
 */
async function mailUnlockLink(db: DbOrTx, config: Config, now: Date, customerId: number) {
  const sent = await countTry(
    db,
    `login-unlock-mail:${customerId}`,
    LOGIN_ACCOUNT_WINDOW_MINUTES * MINUTE,
    now,
  );
  if (sent.count !== 1) return;
  const customer = await customerById(db, customerId);
  if (!customer) return;
  const token = makeSigned(
    config,
    'login-unlock',
    customerId,
    now.getTime() + UNLOCK_LINK_HOURS * HOUR,
  );
  await enqueueMail(db, {
    to: customer.email,
    ...loginUnlockMail(
      config,
      {
        name: customer.name,
        url: `${config.publicUrl}/api/auth/login-unlock?token=${encodeURIComponent(token)}`,
        hours: UNLOCK_LINK_HOURS,
      },
      customer.language,
    ),
  });
}

/** Marks a login attempt as a success (it no longer counts as a failure). */
export const loginSucceeded = (db: DbOrTx, attemptId: number) =>
  repo.markLoginSuccess(db, attemptId);

/**
 * Whether the password matches the hash; with no hash (no such account) a dummy hash is checked,
 * so both cases take as long, and the answer is false.
 */
export async function checkPassword(passwordHash: string | null, password: string) {
  if (passwordHash === null) {
    await verifyPassword(await dummy(), password);
    return false;
  }
  return verifyPassword(passwordHash, password);
}

/**
 * Checks the credentials under the login limits (beginLoginAttempt); `loginPass` is the browser's
 * login pass cookie, if any (ADR 237).
 */
export async function login(
  db: Db,
  config: Config,
  now: Date,
  identifier: string,
  password: string,
  clientIp: string,
  loginPass?: string,
): Promise<repo.CustomerRow> {
  const customer = await findByIdentifier(db, identifier);
  const attemptId = await beginLoginAttempt(
    db,
    config,
    now,
    customer ? { customerId: customer.id } : null,
    clientIp,
    { accountWide: true, passFor: loginPassOwner(config, loginPass, now) },
  );
  const ok = await checkPassword(customer?.passwordHash ?? null, password);
  if (!customer || !ok) throw unauthorized(MSG.loginFailed);
  await repo.markLoginSuccess(db, attemptId);
  return customer;
}

export const toProfile = (c: {
  id: number;
  email: string;
  name: string;
  mobile: string;
  language: Language;
}): ProfileUser => ({
  customerId: c.id,
  EmailId: c.email,
  Customer_Name: c.name,
  Mobile_Number: c.mobile,
  language: c.language,
});

// ---- password reset ----

/**
 * POST /api/auth/sendResetPassword-otp: after the per-IP and global send limits (429, which say
 * nothing about the account), a code only to a real account, at most one per 60 s and
 * config.OTP_DAILY_MAX per day; the caller answers the same whatever happened, so the reply tells
 * nobody whether the email has an account.
 */
export async function requestReset(
  db: Db,
  config: Config,
  now: Date,
  email: string,
  ip: string,
): Promise<void> {
  await enforceLimits(db, now, sendLimits(config, ip), AUTH_MSG.tooManyRequests);
  await db.transaction(async (tx) => {
    await repo.lockKeys(tx, [lockKey('email', email)]);
    const customer = await repo.customerByEmail(tx, email);
    if (!customer) return;
    if ((await resendWait(tx, 'reset', 'email', email, now)) > 0) return;
    if ((await dailyCapWait(tx, config, 'reset', 'email', email, now)) > 0) return;
    const code = await issueCode(tx, config, now, 'reset', 'email', email);
    await enqueueMail(tx, {
      to: email,
      ...resetEmailOtp(config, code, OTP_TTL_MINUTES, customer.language),
    });
  });
}

/** After a reset code was verified: a grant for this email, bound to the browser by a cookie. */
export async function createResetGrant(db: Db, now: Date, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertResetGrant(
    db,
    hashToken(token),
    email,
    new Date(now.getTime() + RESET_GRANT_MINUTES * MINUTE),
  );
  return token;
}

/**
 * Sets the new password with a live grant of this browser for this email (used once), ends
 * every session of the account and lifts any login lock, in one transaction; otherwise 403 and
 * nothing changes. The grant is checked before the password is hashed: a flood of bogus grants
 * costs no argon2 work.
 */
export async function resetPassword(
  db: Db,
  config: Config,
  now: Date,
  grantToken: string | undefined,
  email: string,
  newPassword: string,
): Promise<void> {
  if (!grantToken || grantToken.length > 200) throw forbidden(AUTH_MSG.resetNotVerified);
  if (!(await repo.liveResetGrant(db, hashToken(grantToken), email, now)))
    throw forbidden(AUTH_MSG.resetNotVerified);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    if (!(await repo.useResetGrant(tx, hashToken(grantToken), email, now)))
      throw forbidden(AUTH_MSG.resetNotVerified);
    const customer = await repo.customerByEmail(tx, email);
    if (!customer) throw forbidden(AUTH_MSG.resetNotVerified);
    await repo.setPassword(tx, customer.id, passwordHash);
    await endAllSessions(tx, customer.id);
    await repo.clearLoginFailures(tx, customer.id);
    await enqueueMail(tx, {
      to: email,
      ...passwordChangedMail(config, customer.name, customer.language),
    });
  });
}

// ---- housekeeping ----

export const deleteStale = (db: Db, now: Date) =>
  repo.deleteStale(db, now, new Date(now.getTime() - 24 * 60 * MINUTE));

/**
 * The account counter bookings of one staff member belong to (ADR 151): a customer row nobody
 * can sign in to (no password hash matches, an address under .invalid), so every booking keeps a
 * customer and the one-open-hold rule applies per staff member, not to all desks at once.
 */
export async function counterAccount(db: DbOrTx, staffId: number): Promise<SessionCustomer> {
  const c = await repo.upsertCustomerByUserId(db, {
    userId: `desk_staff_${staffId}`,
    email: `desk-staff-${staffId}@counter.invalid`,
    mobile: `desk-${staffId}`,
    name: 'Front desk (walk-in guests)',
    passwordHash: '!counter-account-no-sign-in',
  });
  return {
    id: c.id,
    email: c.email,
    name: c.name,
    mobile: c.mobile,
    userId: c.userId,
    language: c.language,
  };
}

/**
 * The account an OTA's bookings are filed under (ADR 262): one per OTA name, no sign-in. The
 * guest's own name and contact are on each booking.
 */
export async function channelAccount(db: DbOrTx, otaName: string): Promise<{ id: number }> {
  const slug =
    otaName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'ota';
  const c = await repo.upsertCustomerByUserId(db, {
    userId: `channel_${slug}`,
    email: `channel-${slug}@channel.invalid`,
    mobile: `channel-${slug}`,
    name: `${otaName} (channel manager)`,
    passwordHash: '!channel-account-no-sign-in',
  });
  return { id: c.id };
}

// ---- the account's language and its erasure (ADR 120, 123) ----

export const setLanguage = (db: DbOrTx, customerId: number, language: Language) =>
  repo.setLanguage(db, customerId, language);

/** The account, or null when there is none (or it was deleted). */
export async function customerById(db: DbOrTx, id: number): Promise<repo.CustomerRow | null> {
  const c = await repo.customerById(db, id);
  return c && !c.deletedAt ? c : null;
}

/** The password asked again before a grave step (account deletion); false when it is wrong. */
export async function checkCustomerPassword(
  db: DbOrTx,
  customerId: number,
  password: string,
): Promise<boolean> {
  const c = await customerById(db, customerId);
  return c ? verifyPassword(c.passwordHash, password) : false;
}

/**
 * Erases the account's personal fields, forgets the one-time codes and reset grants sent to its
 * email and mobile, and ends every session of it, in the caller's transaction (ADR 123, 238).
 */
export async function eraseAccount(tx: DbOrTx, customerId: number, now: Date): Promise<void> {
  const c = await repo.customerById(tx, customerId);
  if (c) await repo.deleteCodesOf(tx, c.email, c.mobile);
  await repo.eraseCustomer(tx, customerId, now);
  await endAllSessions(tx, customerId);
}

// a customer's language, as every module reads it (db/customer-language.ts)
export { languageOf } from '../../db/customer-language';
