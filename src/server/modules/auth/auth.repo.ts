import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  min,
  or,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  customers,
  loginAttempts,
  otpCodes,
  rateLimits,
  resetGrants,
  sessions,
} from '../../db/schema/index';
import { dbError, SQLSTATE } from '../../db/errors';

export type CustomerRow = typeof customers.$inferSelect;
export type OtpRow = typeof otpCodes.$inferSelect;
/** login: a sign-in code (booking without a password, manage a booking; ADR 316) */
export type OtpPurpose = 'signup' | 'reset' | 'login';
export type OtpChannel = 'email' | 'sms';

// ---- customers ----

async function one(rows: Promise<CustomerRow[]>): Promise<CustomerRow | null> {
  return (await rows)[0] ?? null;
}

export const customerByEmail = (db: DbOrTx, email: string) =>
  one(db.select().from(customers).where(eq(customers.email, email)).limit(1));
export const customerByMobile = (db: DbOrTx, mobile: string) =>
  one(db.select().from(customers).where(eq(customers.mobile, mobile)).limit(1));
export const customerById = (db: DbOrTx, id: number) =>
  one(db.select().from(customers).where(eq(customers.id, id)).limit(1));
export const customerByUserId = (db: DbOrTx, userId: string) =>
  one(
    db
      .select()
      .from(customers)
      .where(sql`lower(${customers.userId}) = ${userId.toLowerCase()}`)
      .limit(1),
  );

export async function emailOrMobileTaken(
  db: DbOrTx,
  email: string,
  mobile: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(or(eq(customers.email, email), eq(customers.mobile, mobile)))
    .limit(1);
  return rows.length > 0;
}

export async function insertCustomer(
  db: DbOrTx,
  c: {
    userId: string;
    email: string;
    mobile: string;
    name: string;
    passwordHash: string;
    language?: 'en' | 'hi';
    createdAt: Date;
  },
): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(c).returning();
  return row!;
}

export async function setPassword(
  db: DbOrTx,
  customerId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
}

/** The name of the unique constraint a failed insert broke, or null for any other error. */
export function uniqueViolation(err: unknown): string | null {
  const e = dbError(err);
  if (e?.code !== SQLSTATE.uniqueViolation) return null;
  if (e.constraint) return e.constraint;
  const text = `${e.detail} ${e.message}`;
  return /user_id/.test(text)
    ? 'customers_user_id_unique'
    : /email/.test(text)
      ? 'customers_email_unique'
      : 'unique';
}

// ---- serialising per email / mobile across processes ----

/**
 * Transaction-scoped advisory locks on the given keys (in a fixed order, so two transactions never
 * wait on each other crosswise). Held until the transaction ends; works on PGlite and PostgreSQL.
 */
export async function lockKeys(tx: DbOrTx, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

// ---- one-time codes ----

export async function lastOtpSentAt(
  db: DbOrTx,
  purpose: OtpPurpose,
  channel: OtpChannel,
  target: string,
): Promise<Date | null> {
  const rows = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.purpose, purpose),
        eq(otpCodes.channel, channel),
        eq(otpCodes.target, target),
      ),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return rows[0]?.createdAt ?? null;
}

export async function insertOtp(
  db: DbOrTx,
  o: {
    purpose: OtpPurpose;
    channel: OtpChannel;
    target: string;
    codeHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(otpCodes).values(o);
}

/** The latest code sent to a target on a channel (any purpose). */
export async function latestOtp(
  db: DbOrTx,
  channel: OtpChannel,
  target: string,
): Promise<OtpRow | null> {
  const rows = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.channel, channel), eq(otpCodes.target, target)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Counts one try against a code, atomically: only a live code (unused, unexpired, under the try
 * limit) is counted, so parallel guesses can never get more than `maxTries` comparisons.
 * Returns the row after the count, or null when the code was not live.
 */
export async function countOtpTry(
  db: DbOrTx,
  id: number,
  now: Date,
  maxTries: number,
): Promise<OtpRow | null> {
  const rows = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, id),
        eq(otpCodes.consumed, false),
        lt(otpCodes.attempts, maxTries),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/**
 * Codes of this purpose sent to the target since `since`: how many, and when the first of them
 * was sent (the per-address daily cap).
 */
export async function codesSentSince(
  db: DbOrTx,
  purpose: OtpPurpose,
  channel: OtpChannel,
  target: string,
  since: Date,
): Promise<{ n: number; first: Date | null }> {
  const [row] = await db
    .select({ n: count(), first: min(otpCodes.createdAt) })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.purpose, purpose),
        eq(otpCodes.channel, channel),
        eq(otpCodes.target, target),
        gte(otpCodes.createdAt, since),
      ),
    );
  return { n: row?.n ?? 0, first: row?.first ? new Date(row.first) : null };
}

/**
 * Marks a code used and verified (by the browser whose token hashes to `verifiedBy`); false when
 * another request used it first.
 */
export async function consumeOtp(
  db: DbOrTx,
  id: number,
  now: Date,
  verifiedBy: string | null,
): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumed: true, verifiedAt: now, verifiedBy })
    .where(and(eq(otpCodes.id, id), eq(otpCodes.consumed, false)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

/** Whether a code of this purpose was verified for the target since `since`, by this browser. */
export async function verifiedSince(
  db: DbOrTx,
  purpose: OtpPurpose,
  channel: OtpChannel,
  target: string,
  since: Date,
  verifiedBy: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.purpose, purpose),
        eq(otpCodes.channel, channel),
        eq(otpCodes.target, target),
        isNotNull(otpCodes.verifiedAt),
        gte(otpCodes.verifiedAt, since),
        eq(otpCodes.verifiedBy, verifiedBy),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ---- password-reset grants ----

export async function insertResetGrant(
  db: DbOrTx,
  id: string,
  email: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(resetGrants).values({ id, email, expiresAt });
}

/** Whether a live, unused grant for this email exists (checked before any password hashing). */
export async function liveResetGrant(
  db: DbOrTx,
  id: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: resetGrants.id })
    .from(resetGrants)
    .where(
      and(
        eq(resetGrants.id, id),
        eq(resetGrants.email, email),
        isNull(resetGrants.usedAt),
        gt(resetGrants.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Uses a live grant for this email once; false when missing, expired, used or for another email. */
export async function useResetGrant(
  db: DbOrTx,
  id: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(resetGrants)
    .set({ usedAt: now })
    .where(
      and(
        eq(resetGrants.id, id),
        eq(resetGrants.email, email),
        isNull(resetGrants.usedAt),
        gt(resetGrants.expiresAt, now),
      ),
    )
    .returning({ id: resetGrants.id });
  return rows.length > 0;
}

// ---- login attempts ----

/** Whose login an attempt was: a customer's or a staff member's (ADR 132). */
export type LoginAccount = { customerId: number } | { staffId: number };

export async function insertLoginAttempt(
  db: DbOrTx,
  a: { account: LoginAccount | null; ip: string; createdAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({
      customerId: a.account && 'customerId' in a.account ? a.account.customerId : null,
      staffId: a.account && 'staffId' in a.account ? a.account.staffId : null,
      ip: a.ip,
      createdAt: a.createdAt,
      success: false,
    })
    .returning({ id: loginAttempts.id });
  return row!.id;
}

const accountIs = (account: LoginAccount) =>
  'customerId' in account
    ? eq(loginAttempts.customerId, account.customerId)
    : eq(loginAttempts.staffId, account.staffId);

/**
 * Failed logins matching `who` (an account, an IP, or both) since `since`, counting only attempts
 * up to `uptoId` (this one included).
 */
async function failuresOf(
  db: DbOrTx,
  who: { account?: LoginAccount; ip?: string },
  since: Date,
  uptoId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        who.account === undefined ? undefined : accountIs(who.account),
        who.ip === undefined ? undefined : eq(loginAttempts.ip, who.ip),
        eq(loginAttempts.success, false),
        gte(loginAttempts.createdAt, since),
        lte(loginAttempts.id, uptoId),
      ),
    );
  return row?.n ?? 0;
}

/** Failures of one account since `since` (up to `uptoId`). */
export function accountFailures(
  db: DbOrTx,
  account: LoginAccount,
  since: Date,
  uptoId: number,
): Promise<number> {
  return failuresOf(db, { account }, since, uptoId);
}

/** Failures of one account from one IP since `since` (up to `uptoId`). */
export function ipAccountFailures(
  db: DbOrTx,
  account: LoginAccount,
  ip: string,
  since: Date,
  uptoId: number,
): Promise<number> {
  return failuresOf(db, { account, ip }, since, uptoId);
}

/** Forgets an account's failed logins (a password reset lifts any lock). */
export async function clearLoginFailures(db: DbOrTx, customerId: number): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.customerId, customerId), eq(loginAttempts.success, false)));
}

/** Failures from one IP over every account since `since` (up to `uptoId`). */
export function ipFailures(db: DbOrTx, ip: string, since: Date, uptoId: number): Promise<number> {
  return failuresOf(db, { ip }, since, uptoId);
}

export async function deleteLoginAttempt(db: DbOrTx, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

export async function markLoginSuccess(db: DbOrTx, id: number): Promise<void> {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, id));
}

// ---- housekeeping ----

/** Deletes rows nothing reads any more (expired sessions, old codes, grants and attempts). */
export async function deleteStale(db: DbOrTx, now: Date, keepBefore: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(otpCodes).where(lt(otpCodes.createdAt, keepBefore));
  await db.delete(resetGrants).where(lt(resetGrants.expiresAt, keepBefore));
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, keepBefore));
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}

/** Inserts a customer unless the user id is taken; then returns the existing one. */
export async function upsertCustomerByUserId(
  db: DbOrTx,
  c: { userId: string; email: string; mobile: string; name: string; passwordHash: string },
): Promise<CustomerRow> {
  await db.insert(customers).values(c).onConflictDoNothing();
  return (await customerByUserId(db, c.userId))!;
}

// ---- language and erasure (ADR 120, 123) ----

export async function setLanguage(db: DbOrTx, id: number, language: 'en' | 'hi'): Promise<void> {
  await db.update(customers).set({ language }).where(eq(customers.id, id));
}

/**
 * Erases the personal fields of an account: placeholders that can never match a login (an
 * address in the reserved .invalid domain, a mobile and a user id that fail the input rules, a
 * password hash that no password verifies), so the email and mobile are free to register again.
 */
export async function eraseCustomer(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(customers)
    .set({
      userId: `deleted_${id}`,
      email: `deleted-${id}@deleted.invalid`,
      mobile: `deleted-${id}`,
      name: 'Deleted customer',
      passwordHash: '!deleted',
      deletedAt: now,
    })
    .where(eq(customers.id, id));
}

/**
 * Forgets the one-time codes sent to this email and mobile (signup and reset) and the reset
 * grants of the email (ADR 238). The daily cap per address starts again: the account is gone.
 */
export async function deleteCodesOf(db: DbOrTx, email: string, mobile: string): Promise<void> {
  await db.delete(otpCodes).where(inArray(otpCodes.target, [email, mobile]));
  await db.delete(resetGrants).where(eq(resetGrants.email, email));
}
