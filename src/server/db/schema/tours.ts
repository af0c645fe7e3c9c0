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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { tours } from './content';
import {
  TOUR_BOOKING_STATUSES,
  TOUR_DEPARTURE_STATUSES,
  TOUR_TRAVELLER_STATUSES,
} from '../../../shared/statuses';
import { inSet } from './closed-set';

/*
 * Tours sold online (ADR 295): a tour's departures, their pickup points, the bookings of seats on
 * a departure and their travellers, and the GST rate of tour operator services. Owned by the
 * `tours` module; the tour itself (title, texts, photo) stays a content row.
 */

/**
 * One departure of a tour. seatsTaken counts the seats of unpaid holds and of paid bookings; a
 * CHECK keeps it within seatsTotal, so a conditional UPDATE is what sells the last seat once.
 */
export const tourDepartures = pgTable(
  'tour_departures',
  {
    id: serial().primaryKey(),
    tourId: integer()
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    /** IST calendar date */
    date: date({ mode: 'string' }).notNull(),
    /** HH:MM, IST */
    time: text().notNull(),
    seatsTotal: integer().notNull(),
    seatsTaken: integer().notNull().default(0),
    adultPricePaise: integer().notNull(),
    childPricePaise: integer().notNull(),
    /** charged once per booking of a single adult travelling alone; null where none applies */
    singleSupplementPaise: integer(),
    /** the guide's mobile, printed on the voucher */
    guidePhone: text(),
    status: text({ enum: TOUR_DEPARTURE_STATUSES }).notNull().default('open'),
    cancelReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tour_departures_tour_date_time_idx').on(t.tourId, t.date, t.time),
    index('tour_departures_date_idx').on(t.date),
    check(
      'tour_departures_seats_check',
      sql`${t.seatsTaken} >= 0 AND ${t.seatsTaken} <= ${t.seatsTotal}`,
    ),
    check(
      'tour_departures_prices_check',
      sql`${t.adultPricePaise} >= 0 AND ${t.childPricePaise} >= 0`,
    ),
    check('tour_departures_status_check', inSet(t.status, TOUR_DEPARTURE_STATUSES)),
  ],
);

/** Where and when a departure picks travellers up. */
export const tourPickupPoints = pgTable(
  'tour_pickup_points',
  {
    id: serial().primaryKey(),
    departureId: integer()
      .notNull()
      .references(() => tourDepartures.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** HH:MM, IST */
    time: text().notNull(),
  },
  (t) => [index('tour_pickup_points_departure_idx').on(t.departureId)],
);

/** A booking of seats on one departure (status: TOUR_BOOKING_STATUSES, CHECK). */
export const tourBookings = pgTable(
  'tour_bookings',
  {
    id: serial().primaryKey(),
    bookingRefNo: text().notNull().unique(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    departureId: integer()
      .notNull()
      .references(() => tourDepartures.id),
    pickupPointId: integer()
      .notNull()
      .references(() => tourPickupPoints.id),
    status: text({ enum: TOUR_BOOKING_STATUSES }).notNull(),
    customerName: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    seats: integer().notNull(),
    /** the travellers' prices and any single supplement, before GST */
    amountPaise: integer().notNull(),
    gstRateBp: integer().notNull(),
    gstPaise: integer().notNull(),
    totalPaise: integer().notNull(),
    sac: text().notNull(),
    /** the effective date of the tour GST rate the booking was priced with */
    gstRateFrom: date({ mode: 'string' }).notNull(),
    holdExpiresAt: timestamp({ withTimezone: true }).notNull(),
    invoiceNo: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('tour_bookings_customer_idx').on(t.customerId, t.createdAt),
    index('tour_bookings_departure_idx').on(t.departureId),
    index('tour_bookings_status_hold_idx').on(t.status, t.holdExpiresAt),
    check('tour_bookings_status_check', inSet(t.status, TOUR_BOOKING_STATUSES)),
    check('tour_bookings_seats_check', sql`${t.seats} > 0`),
  ],
);

/** One traveller of a tour booking (status: TOUR_TRAVELLER_STATUSES, CHECK). */
export const tourTravellers = pgTable(
  'tour_travellers',
  {
    id: serial().primaryKey(),
    tourBookingId: integer()
      .notNull()
      .references(() => tourBookings.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    age: integer().notNull(),
    idType: text().notNull(),
    child: boolean().notNull(),
    pricePaise: integer().notNull(),
    status: text({ enum: TOUR_TRAVELLER_STATUSES }).notNull().default('booked'),
  },
  (t) => [
    index('tour_travellers_booking_idx').on(t.tourBookingId),
    check('tour_travellers_status_check', inSet(t.status, TOUR_TRAVELLER_STATUSES)),
    check('tour_travellers_age_check', sql`${t.age} >= 0 AND ${t.age} <= 120`),
  ],
);

/**
 * The GST rate of tour operator services (SAC 998555) in force from an IST date until the next
 * row's (ADR 297); a booking is priced with the row in force on the day it is paid.
 */
export const tourGstRates = pgTable(
  'tour_gst_rates',
  {
    id: serial().primaryKey(),
    sac: text().notNull(),
    rateBp: integer().notNull(),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    /** the rule the rate follows, shown to staff */
    basis: text().notNull(),
  },
  (t) => [
    uniqueIndex('tour_gst_rates_from_idx').on(t.effectiveFrom),
    check('tour_gst_rates_rate_check', sql`${t.rateBp} >= 0 AND ${t.rateBp} <= 10000`),
  ],
);

/**
 * A tour's cancellation policy (ADR 295): the deduction of each band of days before departure,
 * shown before paying. A tour without rows sells under TOUR_CANCELLATION_POLICY.
 */
export const tourCancellationBands = pgTable(
  'tour_cancellation_bands',
  {
    id: serial().primaryKey(),
    tourId: integer()
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    minDays: integer().notNull(),
    maxDays: integer(),
    deductionPercent: integer().notNull(),
  },
  (t) => [
    index('tour_cancellation_bands_tour_idx').on(t.tourId),
    check(
      'tour_cancellation_bands_percent_check',
      sql`${t.deductionPercent} >= 0 AND ${t.deductionPercent} <= 100`,
    ),
  ],
);

/** Tour invoice serial numbers, one series per Indian financial year (ADR 297). */
export const tourInvoiceCounters = pgTable('tour_invoice_counters', {
  financialYear: text().primaryKey(),
  lastNo: integer().notNull().default(0),
});
