import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const customers = pgTable('customers', {
  id: serial().primaryKey(),
  /** login user id: letters, digits, underscore */
  userId: text().notNull().unique(),
  email: text().notNull().unique(),
  mobile: text().notNull().unique(),
  name: text().notNull(),
  passwordHash: text().notNull(),
  /** the language of the customer's mail, SMS and invoice: 'en' | 'hi' (ADR 120) */
  language: text({ enum: ['en', 'hi'] })
    .notNull()
    .default('en'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** set when the account was deleted and its personal fields erased (ADR 123) */
  deletedAt: timestamp({ withTimezone: true }),
});

/** Server-side sessions; id is the SHA-256 of the cookie token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

/** One-time codes, stored hashed. purpose: signup | reset; channel: email | sms. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial().primaryKey(),
    purpose: text().notNull(),
    channel: text().notNull(),
    target: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    verifiedAt: timestamp({ withTimezone: true }),
    /** Signup codes: SHA-256 of the browser token (cookie `sv`) that verified the code. */
    verifiedBy: text(),
    consumed: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_target_idx').on(t.channel, t.target, t.createdAt)],
);

/** Password-reset grant bound to a browser cookie; id is the SHA-256 of the cookie token. */
export const resetGrants = pgTable('reset_grants', {
  id: text().primaryKey(),
  email: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/** Login attempts for per-account and per-IP throttling across server processes. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial().primaryKey(),
    customerId: integer(),
    /** a staff login (src/server/modules/staff); customerId is then null */
    staffId: integer(),
    ip: text().notNull(),
    success: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_customer_idx').on(t.customerId, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('login_attempts_staff_idx').on(t.staffId, t.createdAt),
  ],
);

/**
 * Fixed-window request counters of the public forms (@fastify/rate-limit's store), shared by
 * every server process: one row per key, reset when its window has passed.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
