import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { REQUEST_KINDS } from '../../../shared/statuses';
import { bookings, payments, refunds } from './bookings';
import { inSet } from './closed-set';

/**
 * The front desk's record of a stay (issue 12): who checked the guest in and out or marked the
 * booking a no-show, and the identity document seen at the desk. One row per booking, written by
 * the desk module only; the booking's status itself is written by the bookings module.
 */
export const bookingStays = pgTable('booking_stays', {
  bookingId: integer()
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  idSeen: boolean(),
  idType: text(),
  checkedInAt: timestamp({ withTimezone: true }),
  checkedInBy: integer(),
  checkedOutAt: timestamp({ withTimezone: true }),
  checkedOutBy: integer(),
  noShowAt: timestamp({ withTimezone: true }),
  noShowBy: integer(),
});

/** A payment taken at the desk (counter booking): how it was paid and the slip/UPI reference. */
export const deskPayments = pgTable(
  'desk_payments',
  {
    paymentId: integer()
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    method: text().notNull(),
    reference: text(),
    staffId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('desk_payments_method_check', sql`${t.method} IN ('cash', 'card', 'upi')`)],
);

/**
 * One counter booking request per (staff member, Idempotency-Key) (ADR 236): the hash of the body
 * it came with, the booking it made (set in the transaction that confirms it) and the reply sent,
 * so the same request sent again gets the same reply and never a second booking.
 */
export const deskIdempotency = pgTable(
  'desk_idempotency',
  {
    staffId: integer().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    /** the request that holds the key now (a random id): only it may record a booking */
    claim: text().notNull(),
    bookingId: integer().references(() => bookings.id, { onDelete: 'cascade' }),
    reply: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.key] })],
);

/** A failed refund sent again by staff: the new refund that replaces it (once per failed one). */
export const refundRetries = pgTable('refund_retries', {
  failedRefundId: integer()
    .primaryKey()
    .references(() => refunds.id, { onDelete: 'cascade' }),
  newRefundId: integer()
    .notNull()
    .references(() => refunds.id, { onDelete: 'cascade' }),
  staffId: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where staff are with a guest request (advance/bulk/wedding, tour enquiry, reschedule).
 * kind: advance | reschedule; status: new | in_progress | accepted | declined. A request with no
 * row is new. For an accepted reschedule, the stay it moved from and the price difference.
 */
export const requestHandling = pgTable(
  'request_handling',
  {
    kind: text().notNull(),
    requestId: integer().notNull(),
    status: text().notNull(),
    reply: text(),
    staffId: integer().notNull(),
    previousCheckIn: date({ mode: 'string' }),
    previousCheckOut: date({ mode: 'string' }),
    priceDifferencePaise: integer(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.requestId] }),
    check('request_handling_kind_check', inSet(t.kind, REQUEST_KINDS)),
    check(
      'request_handling_status_check',
      sql`${t.status} IN ('new', 'in_progress', 'accepted', 'declined')`,
    ),
  ],
);
