import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookingRooms,
  bookings,
  creditNotes,
  roomInventory,
  roomTypes,
} from '../../db/schema/index';

/**
 * Read-only queries of the reports (ADR 161, 162): this module writes nothing; the tables belong
 * to bookings, availability and receipts.
 */

/** Booking statuses whose rooms were never sold (an unpaid hold) or no longer are. */
const NOT_SOLD = ['pending_payment', 'failed', 'expired', 'cancelled'] as const;

const inHotels = (hotelIds: number[] | null): SQL | undefined =>
  hotelIds === null ? undefined : inArray(bookings.hotelId, hotelIds.length ? hotelIds : [-1]);

/** Tax invoices issued in [from, to): the confirmed bookings with their rooms as invoiced. */
export async function invoicesIssued(db: DbOrTx, from: Date, to: Date, hotelIds: number[] | null) {
  const rows = await db
    .select({
      id: bookings.id,
      hotelId: bookings.hotelId,
      invoiceNo: bookings.invoiceNo,
      confirmedAt: bookings.confirmedAt,
      customerName: bookings.customerName,
      gstin: bookings.gstin,
      roomAmountPaise: bookingRooms.amountPaise,
      roomGstPaise: bookingRooms.gstPaise,
      roomTaxLines: bookingRooms.taxLines,
    })
    .from(bookings)
    .innerJoin(bookingRooms, eq(bookingRooms.bookingId, bookings.id))
    .where(
      and(
        isNotNull(bookings.invoiceNo),
        gte(bookings.confirmedAt, from),
        lt(bookings.confirmedAt, to),
        inHotels(hotelIds),
      ),
    )
    .orderBy(asc(bookings.confirmedAt), asc(bookings.id), asc(bookingRooms.id));
  return rows;
}

/**
 * Runs a report's aggregates in one transaction without JIT compilation. PostgreSQL guesses 100
 * tax lines a room for jsonb_array_elements (there are one or two), so a month's aggregate looks
 * costly enough to compile, and compiling it takes longer than running it (ADR 282).
 */
export function withoutJit<T>(db: DbOrTx, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    return fn(tx);
  });
}

/** A document's tax at one rate, summed in the database: the GST register's row (in paise). */
export type TaxAtRate = {
  id: number;
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/**
 * Tax invoices issued in [from, to), one row per invoice and GST rate, summed in one aggregate
 * over the rooms' tax lines (ADR 282). Each line is split as the invoice splits it before summing
 * (CGST takes the odd paisa: ceil(gst / 2), as `splitLine`), so the halves are the invoice's.
 * Ordered as the register lists them: by confirmation, invoice, rate.
 */
export async function invoiceTaxByRate(
  db: DbOrTx,
  from: Date,
  to: Date,
): Promise<
  (TaxAtRate & {
    invoiceNo: string;
    confirmedAt: Date;
    customerName: string;
    gstin: string | null;
  })[]
> {
  const res = await db.execute(sql`
    SELECT b.id, b.invoice_no, b.confirmed_at, b.customer_name, b.gstin,
           (l->>'rateBp')::int AS rate_bp,
           sum((l->>'taxablePaise')::int)::bigint AS taxable,
           sum(ceil((l->>'gstPaise')::int / 2.0))::bigint AS cgst,
           sum((l->>'gstPaise')::int - ceil((l->>'gstPaise')::int / 2.0))::bigint AS sgst
      FROM ${bookings} b
      JOIN ${bookingRooms} br ON br.booking_id = b.id
     CROSS JOIN LATERAL jsonb_array_elements(br.tax_lines) AS l
     WHERE b.invoice_no IS NOT NULL
       AND b.confirmed_at >= ${from.toISOString()}::timestamptz
       AND b.confirmed_at < ${to.toISOString()}::timestamptz
     GROUP BY b.id, rate_bp
     ORDER BY b.confirmed_at, b.id, rate_bp`);
  return (
    res as unknown as {
      rows: {
        id: number;
        invoice_no: string;
        confirmed_at: string | Date;
        customer_name: string;
        gstin: string | null;
        rate_bp: number;
        taxable: string | number;
        cgst: string | number;
        sgst: string | number;
      }[];
    }
  ).rows.map((r) => ({
    id: Number(r.id),
    invoiceNo: r.invoice_no,
    confirmedAt: new Date(r.confirmed_at),
    customerName: r.customer_name,
    gstin: r.gstin,
    rateBp: Number(r.rate_bp),
    taxablePaise: Number(r.taxable),
    cgstPaise: Number(r.cgst),
    sgstPaise: Number(r.sgst),
    igstPaise: 0,
  }));
}

/**
 * Credit notes issued between two IST dates (inclusive), one row per note and GST rate, summed in
 * the database from the note's lines (ADR 282), ordered by issue date, note, rate.
 */
export async function creditNoteTaxByRate(
  db: DbOrTx,
  from: string,
  to: string,
): Promise<
  (TaxAtRate & {
    creditNoteNo: string;
    issueDate: string;
    invoiceNo: string;
    invoiceDate: string;
    guestName: string;
    guestGstin: string | null;
  })[]
> {
  const res = await db.execute(sql`
    SELECT n.id, n.credit_note_no, n.issue_date::text AS issue_date, n.invoice_no,
           n.invoice_date::text AS invoice_date, n.guest_name, n.guest_gstin,
           (l->>'rateBp')::int AS rate_bp,
           sum((l->>'taxablePaise')::int)::bigint AS taxable,
           sum((l->>'cgstPaise')::int)::bigint AS cgst,
           sum((l->>'sgstPaise')::int)::bigint AS sgst,
           sum((l->>'igstPaise')::int)::bigint AS igst
      FROM ${creditNotes} n
     CROSS JOIN LATERAL jsonb_array_elements(n.lines) AS l
     WHERE n.issue_date >= ${from} AND n.issue_date <= ${to}
       -- rooms only: tour invoices and their credit notes are not in the register yet (ADR 350)
       AND n.booking_id IS NOT NULL
     GROUP BY n.id, rate_bp
     ORDER BY n.issue_date, n.id, rate_bp`);
  return (
    res as unknown as {
      rows: {
        id: number;
        credit_note_no: string;
        issue_date: string;
        invoice_no: string;
        invoice_date: string;
        guest_name: string;
        guest_gstin: string | null;
        rate_bp: number;
        taxable: string | number;
        cgst: string | number;
        sgst: string | number;
        igst: string | number;
      }[];
    }
  ).rows.map((r) => ({
    id: Number(r.id),
    creditNoteNo: r.credit_note_no,
    issueDate: r.issue_date,
    invoiceNo: r.invoice_no,
    invoiceDate: r.invoice_date,
    guestName: r.guest_name,
    guestGstin: r.guest_gstin,
    rateBp: Number(r.rate_bp),
    taxablePaise: Number(r.taxable),
    cgstPaise: Number(r.cgst),
    sgstPaise: Number(r.sgst),
    igstPaise: Number(r.igst),
  }));
}

/** Credit notes issued between two IST dates (inclusive), with the booking's hotel. */
export function creditNotesIssued(db: DbOrTx, from: string, to: string, hotelIds: number[] | null) {
  return db
    .select({ note: creditNotes, hotelId: bookings.hotelId })
    .from(creditNotes)
    .innerJoin(bookings, eq(bookings.id, creditNotes.bookingId))
    .where(
      and(gte(creditNotes.issueDate, from), lte(creditNotes.issueDate, to), inHotels(hotelIds)),
    )
    .orderBy(asc(creditNotes.issueDate), asc(creditNotes.id));
}

/** Rooms for sale per hotel per night: the inventory's totals less the rooms closed (out of order). */
export async function roomNightsAvailable(
  db: DbOrTx,
  from: string,
  to: string,
  hotelIds: number[] | null,
) {
  const rows = await db
    .select({
      hotelId: roomTypes.hotelId,
      night: roomInventory.night,
      rooms: sql<string>`sum(${roomInventory.total} - ${roomInventory.closed})`,
    })
    .from(roomInventory)
    .innerJoin(roomTypes, eq(roomTypes.id, roomInventory.roomTypeId))
    .where(
      and(
        gte(roomInventory.night, from),
        lte(roomInventory.night, to),
        hotelIds === null
          ? undefined
          : inArray(roomTypes.hotelId, hotelIds.length ? hotelIds : [-1]),
      ),
    )
    .groupBy(roomTypes.hotelId, roomInventory.night);
  return rows.map((r) => ({ hotelId: r.hotelId, night: r.night, rooms: Number(r.rooms ?? 0) }));
}

/** Rooms of paid bookings that are not cancelled, per hotel per night they occupy. */
export function roomNightsSold(db: DbOrTx, from: string, to: string, hotelIds: number[] | null) {
  return db
    .select({ hotelId: bookings.hotelId, night: roomInventory.night, rooms: count() })
    .from(bookingRooms)
    .innerJoin(bookings, eq(bookings.id, bookingRooms.bookingId))
    .innerJoin(
      roomInventory,
      and(
        eq(roomInventory.roomTypeId, bookingRooms.roomTypeId),
        gte(roomInventory.night, bookings.checkIn),
        lt(roomInventory.night, bookings.checkOut),
      ),
    )
    .where(
      and(
        notInArray(bookings.status, [...NOT_SOLD]),
        eq(bookingRooms.status, 'booked'),
        // implied by the nights' join, written out so that only the stays overlapping the
        // period are read (their dates are indexed), not years of history (ADR 242)
        lte(bookings.checkIn, to),
        gt(bookings.checkOut, from),
        gte(roomInventory.night, from),
        lte(roomInventory.night, to),
        inHotels(hotelIds),
      ),
    )
    .groupBy(bookings.hotelId, roomInventory.night);
}

/** Rooms cancelled in [from, to), with their charge and refund. */
export function roomsCancelled(db: DbOrTx, from: Date, to: Date, hotelIds: number[] | null) {
  return db
    .select({
      hotelId: bookings.hotelId,
      cancelledAt: bookingRooms.cancelledAt,
      chargePaise: bookingRooms.cancellationChargePaise,
      refundPaise: bookingRooms.refundPaise,
    })
    .from(bookingRooms)
    .innerJoin(bookings, eq(bookings.id, bookingRooms.bookingId))
    .where(
      and(
        eq(bookingRooms.status, 'cancelled'),
        gte(bookingRooms.cancelledAt, from),
        lt(bookingRooms.cancelledAt, to),
        inHotels(hotelIds),
      ),
    );
}
