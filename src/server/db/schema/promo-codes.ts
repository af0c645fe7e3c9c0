import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { PROMO_KINDS } from '../../../shared/promo-codes';
import { customers } from './accounts';
import { bookings } from './bookings';
import { hotels } from './hotels';
import { inSet } from './closed-set';

/**
 * Promo codes (ADR 365), written by the `rates` module: a percentage or an amount off a stay's
 * room-nights, at one hotel or all, for nights within [validFrom, validTo], with limits of uses in
 * all and per customer. `uses` counts the redemptions not released; the CHECK keeps it within the
 * limit, and a use is taken by one conditional UPDATE of this row (race-safe).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial().primaryKey(),
    /** in capitals, unique */
    code: text().notNull().unique(),
    description: text().notNull().default(''),
    /** null: every hotel */
    hotelId: integer().references(() => hotels.id),
    /** one of PROMO_KINDS, enforced by a CHECK */
    kind: text({ enum: PROMO_KINDS }).notNull(),
    /** percent codes: off each night, in basis points */
    discountBp: integer(),
    /** amount codes: off the stay */
    discountPaise: integer(),
    validFrom: date({ mode: 'string' }).notNull(),
    validTo: date({ mode: 'string' }).notNull(),
    minNights: integer().notNull().default(1),
    /** null: no limit */
    usageLimit: integer(),
    perCustomerLimit: integer(),
    uses: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promo_codes_kind_check', inSet(t.kind, PROMO_KINDS)),
    check(
      'promo_codes_discount_check',
      sql`(${t.kind} = 'percent' AND ${t.discountBp} BETWEEN 1 AND 10000 AND ${t.discountPaise} IS NULL) OR (${t.kind} = 'amount' AND ${t.discountPaise} > 0 AND ${t.discountBp} IS NULL)`,
    ),
    check(
      'promo_codes_uses_check',
      sql`${t.uses} >= 0 AND (${t.usageLimit} IS NULL OR ${t.uses} <= ${t.usageLimit})`,
    ),
    check('promo_codes_dates_check', sql`${t.validTo} >= ${t.validFrom} AND ${t.minNights} >= 1`),
  ],
);

/**
 * One use of a code by a booking. A hold that ends unpaid releases it (`releasedAt`) and gives the
 * use back to the code; a paid booking keeps it.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial().primaryKey(),
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id),
    bookingId: integer()
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    /**
     * a counter booking's guest, by mobile number: walk-ins share the desk's account, so their
     * per-guest limit counts by this instead (ADR 396); null for a booking made online
     */
    guestMobile: text(),
    /** the discount the booking was given, before GST */
    discountPaise: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    releasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('promo_redemptions_customer_idx')
      .on(t.promoCodeId, t.customerId)
      .where(sql`${t.releasedAt} IS NULL`),
    index('promo_redemptions_walk_in_idx')
      .on(t.promoCodeId, t.guestMobile)
      .where(sql`${t.releasedAt} IS NULL AND ${t.guestMobile} IS NOT NULL`),
  ],
);

export type PromoCodeRow = typeof promoCodes.$inferSelect;
