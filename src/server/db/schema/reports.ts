import { bigint, date, index, integer, pgTable } from 'drizzle-orm/pg-core';

const paise = () => bigint({ mode: 'number' }).notNull().default(0);
const count = () => integer().notNull().default(0);

/**
 * The reports' daily summary (ADR 373): per hotel and IST calendar day, what the occupancy,
 * revenue and cancellation reports and the GST register's totals add up, so that a report reads
 * one row per hotel and day however many years of bookings there are.
 *
 * Rows are additive: triggers on bookings, booking_rooms and credit_notes (hand-written in the
 * migration) append a row of differences in the same transaction as each change, and the
 * reports sum the rows of a (hotel, day). The reports module folds each (hotel, day)'s rows into
 * one now and then (`compactReportDays`), and `report_days_rebuild()` recomputes the table from
 * the bookings (the migration, and the bench's history loaded with triggers off).
 */
export const reportDays = pgTable(
  'report_days',
  {
    hotelId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    /** bookings (any status) whose stay starts on `day`: the staff search's count (ADR 373) */
    checkIns: count(),
    /** booked rooms of paid bookings not cancelled, staying the night that starts on `day` */
    roomsSold: count(),
    /** tax invoices issued on `day` (by confirmation), their rooms' taxable value and GST */
    invoices: count(),
    taxablePaise: paise(),
    gstPaise: paise(),
    /** the GST register's invoices of `day`: those with tax lines, their lines' sums as split */
    registerInvoices: count(),
    registerTaxablePaise: paise(),
    registerCgstPaise: paise(),
    registerSgstPaise: paise(),
    /** room bookings' credit notes issued on `day`: all of them and their totals (the revenue report) */
    notes: count(),
    creditedPaise: paise(),
    /** the GST register's credit notes of `day`: those with lines, their lines' sums */
    registerNotes: count(),
    noteTaxablePaise: paise(),
    noteCgstPaise: paise(),
    noteSgstPaise: paise(),
    noteIgstPaise: paise(),
    /** rooms cancelled on `day`, their charges and refunds */
    roomsCancelled: count(),
    cancellationChargePaise: paise(),
    cancellationRefundPaise: paise(),
    /**
     * bookings by source (ADR 393, 397): of the invoices issued on `day`, those still sold (not
     * cancelled), with their booked rooms' count, taxable value and GST; and of those, the
     * counter's (a desk account's, ADR 151). The website's are the difference; OTA bookings carry
     * no invoice of ours and are read from channel_bookings.
     */
    soldInvoices: count(),
    soldRooms: count(),
    soldTaxablePaise: paise(),
    soldGstPaise: paise(),
    counterInvoices: count(),
    counterRooms: count(),
    counterTaxablePaise: paise(),
    counterGstPaise: paise(),
  },
  (t) => [index('report_days_day_idx').on(t.day, t.hotelId)],
);
