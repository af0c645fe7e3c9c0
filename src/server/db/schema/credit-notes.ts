import { sql } from 'drizzle-orm';
import {
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
import { bookingDateChanges, bookings, payments, refunds } from './bookings';
import { tourBookings } from './tours';
import { DEBIT_NOTE_KINDS } from '../../../shared/statuses';
import { inSet } from './closed-set';

/** One room's share of a credit note: what of that room's price and GST goes back. */
export type CreditNoteLine = {
  /** the room credited; null on a tour booking's line (ADR 350) */
  bookingRoomId: number | null;
  description: string;
  /** the GST rate of this share on the original invoice, in basis points (500 = 5%) */
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/**
 * GST credit notes (ADR 160): one per refund recorded for a cancellation, written in the same
 * transaction as the refund row. Its own number series (CN/2627/000001, ADR 249) per financial year.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial().primaryKey(),
    creditNoteNo: text().notNull().unique(),
    /** the room booking credited, or (ADR 350) the tour booking: exactly one is set */
    bookingId: integer().references(() => bookings.id, { onDelete: 'cascade' }),
    tourBookingId: integer().references(() => tourBookings.id, { onDelete: 'cascade' }),
    refundId: integer()
      .notNull()
      .unique()
      .references(() => refunds.id),
    /** the original tax invoice */
    invoiceNo: text().notNull(),
    invoiceDate: date({ mode: 'string' }).notNull(),
    /** the IST calendar date of issue (the month of the GST register it belongs to) */
    issueDate: date({ mode: 'string' }).notNull(),
    guestName: text().notNull(),
    guestGstin: text(),
    reason: text().notNull(),
    lines: jsonb().$type<CreditNoteLine[]>().notNull(),
    taxablePaise: integer().notNull(),
    cgstPaise: integer().notNull(),
    sgstPaise: integer().notNull(),
    igstPaise: integer().notNull(),
    totalPaise: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_notes_booking_idx').on(t.bookingId),
    index('credit_notes_tour_booking_idx').on(t.tourBookingId),
    index('credit_notes_issue_idx').on(t.issueDate),
    check(
      'credit_notes_subject_row_check',
      sql`(${t.bookingId} IS NULL) <> (${t.tourBookingId} IS NULL)`,
    ),
  ],
);

/**
 * Credit note serial numbers, one row per Indian financial year, apart from the invoice counter
 * so the two series never wait on each other.
 */
export const creditNoteCounters = pgTable('credit_note_counters', {
  financialYear: text().primaryKey(),
  lastNo: integer().notNull().default(0),
});

/**
 * GST debit notes (ADR 369, 382): one per date change whose dearer dates the guest paid for,
 * written by the bookings module in the transaction that applies the change and captures the
 * payment, and one per stay extension at the desk, in the extension's transaction. It adds the
 * difference (taxable value and GST, split like the rooms' new lines) or the added nights (their
 * own lines) to the booking's tax invoice. Its own series (DN/2627/000001) per financial year.
 * kind: one of DEBIT_NOTE_KINDS (CHECK), with its reference: date_change the date change's id,
 * extension the nights added [extended_from, extended_to).
 */
export const debitNotes = pgTable(
  'debit_notes',
  {
    id: serial().primaryKey(),
    debitNoteNo: text().notNull().unique(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text({ enum: DEBIT_NOTE_KINDS }).notNull().default('date_change'),
    dateChangeId: integer().references(() => bookingDateChanges.id, { onDelete: 'cascade' }),
    /** an extension's added nights: the old check-out (the first night added) and the new one */
    extendedFrom: date({ mode: 'string' }),
    extendedTo: date({ mode: 'string' }),
    paymentId: integer().references(() => payments.id),
    /** the original tax invoice */
    invoiceNo: text().notNull(),
    invoiceDate: date({ mode: 'string' }).notNull(),
    /** the IST calendar date of issue (the month of the GST register it belongs to) */
    issueDate: date({ mode: 'string' }).notNull(),
    guestName: text().notNull(),
    guestGstin: text(),
    reason: text().notNull(),
    lines: jsonb().$type<CreditNoteLine[]>().notNull(),
    taxablePaise: integer().notNull(),
    cgstPaise: integer().notNull(),
    sgstPaise: integer().notNull(),
    igstPaise: integer().notNull(),
    totalPaise: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('debit_notes_booking_idx').on(t.bookingId),
    index('debit_notes_issue_idx').on(t.issueDate),
    uniqueIndex('debit_notes_date_change_idx').on(t.dateChangeId),
    check('debit_notes_kind_check', inSet(t.kind, DEBIT_NOTE_KINDS)),
    check(
      'debit_notes_reference_check',
      sql`CASE ${t.kind} WHEN 'date_change' THEN ${t.dateChangeId} IS NOT NULL AND ${t.extendedFrom} IS NULL
          ELSE ${t.dateChangeId} IS NULL AND ${t.extendedFrom} IS NOT NULL AND ${t.extendedTo} > ${t.extendedFrom} END`,
    ),
  ],
);

/** Debit note serial numbers, one row per Indian financial year. */
export const debitNoteCounters = pgTable('debit_note_counters', {
  financialYear: text().primaryKey(),
  lastNo: integer().notNull().default(0),
});
