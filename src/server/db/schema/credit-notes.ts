import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings, refunds } from './bookings';

/** One room's share of a credit note: what of that room's price and GST goes back. */
export type CreditNoteLine = {
  bookingRoomId: number;
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
 * transaction as the refund row. Its own number series (CN/2627/000001) per financial year.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial().primaryKey(),
    creditNoteNo: text().notNull().unique(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
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
    index('credit_notes_issue_idx').on(t.issueDate),
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
