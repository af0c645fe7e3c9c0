import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { ratePlans } from './rates';
import { MEAL_PLANS } from '../../../shared/rate-plans';
import { hotels, roomTypes } from './hotels';
import { BOOKING_STATUSES } from '../../../shared/booking-status';
import type { TaxLine } from '../../../shared/pricing';
import {
  BOOKING_ROOM_STATUSES,
  DATE_CHANGE_STATUSES,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  PAYMENT_SUBJECTS,
  REFUND_STATUSES,
} from '../../../shared/statuses';
import { tourBookings } from './tours';
import { inSet } from './closed-set';

/** status: one of BOOKING_STATUSES (src/shared/booking-status.ts), enforced by a CHECK. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial().primaryKey(),
    bookingRefNo: text().notNull().unique(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id),
    checkIn: date({ mode: 'string' }).notNull(),
    checkOut: date({ mode: 'string' }).notNull(),
    nights: integer().notNull(),
    status: text({ enum: BOOKING_STATUSES }).notNull(),
    customerName: text().notNull(),
    customerType: text().notNull().default('Individual'),
    email: text().notNull(),
    mobile: text().notNull(),
    address: text().notNull(),
    identityType: text().notNull(),
    identityNo: text().notNull(),
    gstin: text(),
    /** the guest's special requests for the desk, typed with the booking (ADR 321) */
    specialRequests: text(),
    roomTotalPaise: integer().notNull(),
    gstPaise: integer().notNull(),
    totalPaise: integer().notNull(),
    /** the promo code the booking was priced with and its discount before GST (ADR 365) */
    promoCode: text(),
    discountPaise: integer().notNull().default(0),
    /** the highest GST rate of the booking's room-nights */
    gstRateBp: integer().notNull(),
    /** the effective date of the GST slab set the booking was priced with (ADR 220) */
    gstSlabsFrom: date({ mode: 'string' }),
    /**
     * the cancellation policy version the booking was sold under: the one in force when the guest
     * accepted the terms and the hold was made (ADR 222); null only for a booking made with no
     * policy in the database
     */
    cancellationPolicyVersionId: integer().references(() => cancellationPolicyVersions.id),
    holdExpiresAt: timestamp({ withTimezone: true }).notNull(),
    idempotencyKey: text(),
    invoiceNo: text().unique(),
    mrNumber: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bookings_idempotency_idx').on(t.customerId, t.idempotencyKey),
    index('bookings_customer_idx').on(t.customerId, t.createdAt),
    index('bookings_status_hold_idx').on(t.status, t.holdExpiresAt),
    // years of history (ADR 242): the staff search's order and check-in filters, arrivals,
    // departures, and the GST register's invoices of a month
    index('bookings_check_in_idx').on(t.checkIn, t.id),
    index('bookings_check_out_idx').on(t.checkOut),
    // the staff search of one hotel's check-ins in a period, and its count (ADR 373)
    index('bookings_hotel_check_in_idx').on(t.hotelId, t.checkIn, t.id),
    // the GST register's pages walk it in order (confirmed_at, id) and the revenue report reads
    // the hotel from it without visiting the table (ADR 326)
    index('bookings_invoiced_idx')
      .on(t.confirmedAt, t.id, t.hotelId)
      .where(sql`${t.invoiceNo} IS NOT NULL`),
    // the occupancy report's stays overlapping a period: only paid bookings, read from the index
    // alone (ADR 326); the status list is the reports' NOT_SOLD, written as constants
    index('bookings_sold_stay_idx')
      .on(t.checkOut, t.checkIn, t.hotelId, t.id)
      .where(sql`${t.status} NOT IN ('pending_payment', 'failed', 'expired', 'cancelled')`),
    // the staff search finds a part of a mobile, name or reference anywhere in it (ILIKE '%q%'):
    // trigram indexes (pg_trgm, created by the migration) answer it without reading every booking
    index('bookings_mobile_trgm_idx').using('gin', t.mobile.op('gin_trgm_ops')),
    index('bookings_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    index('bookings_ref_trgm_idx').using('gin', t.bookingRefNo.op('gin_trgm_ops')),
    // one unpaid hold per customer (ADR 063): a new booking replaces the customer's open hold
    uniqueIndex('bookings_one_hold_idx')
      .on(t.customerId)
      .where(sql`${t.status} = 'pending_payment'`),
    check('bookings_status_check', inSet(t.status, BOOKING_STATUSES)),
  ],
);

/** One row per booked room (RoomBookingID). status: one of BOOKING_ROOM_STATUSES (CHECK). */
export const bookingRooms = pgTable(
  'booking_rooms',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    roomTypeId: integer()
      .notNull()
      .references(() => roomTypes.id),
    adults: integer().notNull(),
    children: integer().notNull(),
    extraPersons: integer().notNull(),
    /** average room price per night (paise), for display */
    pricePerDayPaise: integer().notNull(),
    extraPersonRatePaise: integer().notNull(),
    /** room total for the stay before GST, extra persons included */
    amountPaise: integer().notNull(),
    extraAmountPaise: integer().notNull(),
    gstPaise: integer().notNull(),
    /** the room's nights grouped by GST rate, as invoiced (ADR 220); they add up to amount and gst */
    taxLines: jsonb().$type<TaxLine[]>().notNull(),
    /**
     * the lines of the tax invoice when a date change has since repriced the room (ADR 369): the
     * register reports the invoice as issued; null while taxLines still are the invoiced ones
     */
    invoicedTaxLines: jsonb().$type<TaxLine[]>(),
    roomNo: text(),
    status: text({ enum: BOOKING_ROOM_STATUSES }).notNull().default('booked'),
    cancelledAt: timestamp({ withTimezone: true }),
    cancellationChargePaise: integer(),
    refundPaise: integer(),
    /** the rate plan the room was sold on (ADR 360); null: the standard rate */
    ratePlanId: integer().references(() => ratePlans.id),
    /** the plan's name and terms as sold, kept when the plan changes later */
    ratePlanName: text().notNull().default('Standard rate'),
    mealPlan: text({ enum: MEAL_PLANS }).notNull().default('ep'),
    /** false: a non-refundable rate, cancelling refunds nothing */
    refundable: boolean().notNull().default(true),
    /** sold on a government-employee rate: the desk sees the government ID at check-in (ADR 366) */
    governmentId: boolean().notNull().default(false),
  },
  (t) => [
    // a booking's rooms; the reports read a room's status, type and amounts from the index alone
    // (ADR 326)
    index('booking_rooms_booking_idx').on(
      t.bookingId,
      t.status,
      t.roomTypeId,
      t.amountPaise,
      t.gstPaise,
    ),
    // the reports' rooms cancelled in a period (ADR 242)
    index('booking_rooms_cancelled_idx')
      .on(t.cancelledAt)
      .where(sql`${t.status} = 'cancelled'`),
    check('booking_rooms_status_check', inSet(t.status, BOOKING_ROOM_STATUSES)),
    check('booking_rooms_meal_plan_check', inSet(t.mealPlan, MEAL_PLANS)),
  ],
);

/** status: one of PAYMENT_STATUSES (src/shared/statuses.ts), enforced by a CHECK. */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    /** what the payment is for (ADR 296): exactly one of bookingId and tourBookingId is set */
    subject: text({ enum: PAYMENT_SUBJECTS }).notNull().default('booking'),
    bookingId: integer().references(() => bookings.id, { onDelete: 'cascade' }),
    tourBookingId: integer().references(() => tourBookings.id, { onDelete: 'cascade' }),
    gateway: text().notNull(),
    orderId: text().notNull().unique(),
    paymentId: text().unique(),
    amountPaise: integer().notNull(),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default('created'),
    method: text(),
    /** the booking's own payment, or money taken at the desk for the folio (ADR 286) */
    purpose: text({ enum: PAYMENT_PURPOSES }).notNull().default('booking'),
    failure: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp({ withTimezone: true }),
    /**
     * set when the order pays the difference of a self-service date change (ADR 315), not the
     * booking itself; null for the booking's own payment
     */
    dateChangeId: integer(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    index('payments_tour_booking_idx').on(t.tourBookingId),
    check('payments_status_check', inSet(t.status, PAYMENT_STATUSES)),
    check('payments_purpose_check', inSet(t.purpose, PAYMENT_PURPOSES)),
    check('payments_subject_check', inSet(t.subject, PAYMENT_SUBJECTS)),
    check(
      'payments_subject_row_check',
      sql`(${t.subject} = 'booking' AND ${t.bookingId} IS NOT NULL AND ${t.tourBookingId} IS NULL) OR (${t.subject} = 'tour_booking' AND ${t.tourBookingId} IS NOT NULL AND ${t.bookingId} IS NULL)`,
    ),
  ],
);

/**
 * status: one of REFUND_STATUSES (CHECK): pending | processed | failed. A pending refund with no gatewayRefundId is either not
 * sent yet (sentAt null) or sent with its reply lost (sentAt set: "unknown" until the reconcile
 * job finds it at the gateway by our id in its notes, ADR 061).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial().primaryKey(),
    /** what is refunded (ADR 350): a room booking (bookingId) or a tour booking (tourBookingId) */
    subject: text({ enum: PAYMENT_SUBJECTS }).notNull().default('booking'),
    bookingId: integer().references(() => bookings.id, { onDelete: 'cascade' }),
    tourBookingId: integer().references(() => tourBookings.id, { onDelete: 'cascade' }),
    paymentId: integer()
      .notNull()
      .references(() => payments.id),
    bookingRoomId: integer().references(() => bookingRooms.id),
    amountPaise: integer().notNull(),
    status: text({ enum: REFUND_STATUSES }).notNull().default('pending'),
    gatewayRefundId: text().unique(),
    reason: text().notNull(),
    /** when it was last handed to the gateway; null = never sent */
    sentAt: timestamp({ withTimezone: true }),
    /** the gateway payment refunded, when not the payment row's own (a second capture) */
    gatewayPaymentId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_booking_idx').on(t.bookingId),
    index('refunds_tour_booking_idx').on(t.tourBookingId),
    uniqueIndex('refunds_gateway_payment_idx').on(t.gatewayPaymentId),
    check('refunds_status_check', inSet(t.status, REFUND_STATUSES)),
    check('refunds_subject_check', inSet(t.subject, PAYMENT_SUBJECTS)),
    check(
      'refunds_subject_row_check',
      sql`(${t.subject} = 'booking' AND ${t.bookingId} IS NOT NULL AND ${t.tourBookingId} IS NULL) OR (${t.subject} = 'tour_booking' AND ${t.tourBookingId} IS NOT NULL AND ${t.bookingId} IS NULL)`,
    ),
  ],
);

export const webhookEvents = pgTable('webhook_events', {
  eventId: text().primaryKey(),
  event: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const failedPaymentLogs = pgTable('failed_payment_logs', {
  id: serial().primaryKey(),
  bookingRef: text().notNull(),
  error: jsonb().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Invoice serial numbers, one sequence per Indian financial year (e.g. "2026-27"). */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text().primaryKey(),
  lastNo: integer().notNull().default(0),
});

/**
 * GST slab sets: the rows of one effectiveFrom form the set in force from that IST date until the
 * next set; each row is the rate for a room-night whose value is at least minTariffPaise (ADR 220).
 */
export const gstSlabs = pgTable(
  'gst_slabs',
  {
    id: serial().primaryKey(),
    minTariffPaise: integer().notNull(),
    rateBp: integer().notNull(),
    effectiveFrom: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('gst_slabs_from_min_idx').on(t.effectiveFrom, t.minTariffPaise),
    check('gst_slabs_rate_check', sql`${t.rateBp} >= 0 AND ${t.rateBp} <= 10000`),
    check('gst_slabs_min_check', sql`${t.minTariffPaise} >= 0`),
  ],
);

/**
 * Versions of a cancellation policy (ADR 222): hotelId null is the corporation-wide standard. The
 * version of a hotel in force on a date is its latest effectiveFrom not after it, else the
 * standard's. A version in force or past never changes; bookings point at the one they were sold
 * under.
 */
export const cancellationPolicyVersions = pgTable(
  'cancellation_policy_versions',
  {
    id: serial().primaryKey(),
    hotelId: integer().references(() => hotels.id, { onDelete: 'cascade' }),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one version per hotel (or the standard, hotel 0 here) and date
    uniqueIndex('cancellation_policy_versions_hotel_from_idx').on(
      sql`coalesce(${t.hotelId}, 0)`,
      t.effectiveFrom,
    ),
  ],
);

/** The deduction bands of a cancellation policy version. */
export const cancellationPolicies = pgTable('cancellation_policies', {
  id: serial().primaryKey(),
  versionId: integer()
    .notNull()
    .references(() => cancellationPolicyVersions.id, { onDelete: 'cascade' }),
  minDays: integer().notNull(),
  maxDays: integer(),
  deductionPercent: integer().notNull(),
});

/** The rooms' new prices a date change writes when it is applied (ADR 315). */
export type DateChangeRoomPrice = {
  bookingRoomId: number;
  pricePerDayPaise: number;
  amountPaise: number;
  extraAmountPaise: number;
  gstPaise: number;
  taxLines: TaxLine[];
  /** the booking's promo code's discount on this room's new nights (ADR 389); absent before it */
  discountPaise?: number;
};

/**
 * A self-service change of a booking's dates (ADR 315): the new dates and the server's price for
 * them. One with a difference to pay waits for its payment (`awaiting_payment`) and is applied by
 * the capture; one with nothing to pay, or money back, is applied at once. `refused`: its payment
 * came when the rooms were no longer free (the payment is refunded); `replaced`: the guest asked
 * for other dates before paying.
 */
export const bookingDateChanges = pgTable(
  'booking_date_changes',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromCheckIn: date({ mode: 'string' }).notNull(),
    fromCheckOut: date({ mode: 'string' }).notNull(),
    toCheckIn: date({ mode: 'string' }).notNull(),
    toCheckOut: date({ mode: 'string' }).notNull(),
    /** what the booking's booked rooms cost before (room + GST) */
    oldTotalPaise: integer().notNull(),
    newRoomTotalPaise: integer().notNull(),
    newGstPaise: integer().notNull(),
    newTotalPaise: integer().notNull(),
    /** new minus old: > 0 is paid online, < 0 is refunded under the policy */
    differencePaise: integer().notNull(),
    /** what is refunded when the difference is negative (the policy may keep a part) */
    refundPaise: integer().notNull().default(0),
    gstRateBp: integer().notNull(),
    gstSlabsFrom: date({ mode: 'string' }).notNull(),
    rooms: jsonb().$type<DateChangeRoomPrice[]>().notNull(),
    status: text({ enum: DATE_CHANGE_STATUSES }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('booking_date_changes_booking_idx').on(t.bookingId, t.id),
    check('booking_date_changes_status_check', inSet(t.status, DATE_CHANGE_STATUSES)),
  ],
);
