import { and, asc, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { IST_OFFSET_MINUTES, addDays, istDayStart } from '../../../shared/dates';
import type { DbOrTx } from '../../db/client';
import type { TaxLine } from '../../../shared/pricing';
import {
  bookingRooms,
  bookings,
  channelBookings,
  channelCommissions,
  creditNotes,
  customers,
  debitNotes,
  reportDays,
  roomInventory,
  roomTypes,
  tourBookings,
  tourDepartures,
  tourTravellers,
  tours,
} from '../../db/schema/index';

/**
 * Queries of the reports (ADR 161, 162): the tables read belong to bookings, availability and
 * receipts; the one this module writes is its daily summary, report_days (ADR 373), which the
 * database's triggers keep in step and `compactReportDays` folds.
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
      // the lines as invoiced, before any date change repriced the room (ADR 369)
      roomTaxLines: sql<
        TaxLine[]
      >`coalesce(${bookingRooms.invoicedTaxLines}, ${bookingRooms.taxLines})`,
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

/** Where a page of the register starts: after this invoice (its exact confirmation instant, as text). */
export type InvoiceKey = { at: string; id: number };
/** Where a page of the register's credit notes starts: after this note. */
export type CreditNoteKey = { date: string; id: number };
/** A page: the documents after `after` (null = from the first), at most `limit` of them. */
export type Page<K> = { after: K | null; limit: number };

/**
 * Tax invoices issued in [from, to), one row per invoice and GST rate, summed in one aggregate
 * over the rooms' tax lines (ADR 282). Each line is split as the invoice splits it before summing
 * (CGST takes the odd paisa: ceil(gst / 2), as `splitLine`), so the halves are the invoice's.
 * Ordered as the register lists them: by confirmation, invoice, rate. Only the page's invoices
 * are read (ADR 326): the next `limit` after the key, walked in the order of
 * `bookings_invoiced_idx` (confirmed_at, id).
 */
export async function invoiceTaxByRate(
  db: DbOrTx,
  from: Date,
  to: Date,
  page: Page<InvoiceKey>,
): Promise<
  (TaxAtRate & {
    key: InvoiceKey;
    invoiceNo: string;
    confirmedAt: Date;
    customerName: string;
    gstin: string | null;
  })[]
> {
  const after = page.after
    ? sql`AND (b.confirmed_at, b.id) > (${page.after.at}::timestamptz, ${page.after.id}::int)`
    : sql``;
  const res = await db.execute(sql`
    WITH page AS (
      SELECT b.id FROM ${bookings} b
       WHERE b.invoice_no IS NOT NULL
         AND b.confirmed_at >= ${from.toISOString()}::timestamptz
         AND b.confirmed_at < ${to.toISOString()}::timestamptz
         ${after}
       ORDER BY b.confirmed_at, b.id
       LIMIT ${page.limit})
    SELECT b.id, b.invoice_no, b.confirmed_at, b.confirmed_at::text AS confirmed_key,
           b.customer_name, b.gstin,
           (l->>'rateBp')::int AS rate_bp,
           sum((l->>'taxablePaise')::int)::bigint AS taxable,
           sum(ceil((l->>'gstPaise')::int / 2.0))::bigint AS cgst,
           sum((l->>'gstPaise')::int - ceil((l->>'gstPaise')::int / 2.0))::bigint AS sgst
      FROM page
      JOIN ${bookings} b ON b.id = page.id
      JOIN ${bookingRooms} br ON br.booking_id = b.id
     CROSS JOIN LATERAL jsonb_array_elements(coalesce(br.invoiced_tax_lines, br.tax_lines)) AS l
     GROUP BY b.id, rate_bp
     ORDER BY b.confirmed_at, b.id, rate_bp`);
  return (
    res as unknown as {
      rows: {
        id: number;
        invoice_no: string;
        confirmed_at: string | Date;
        confirmed_key: string;
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
    key: { at: r.confirmed_key, id: Number(r.id) },
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

type NoteAtRate = TaxAtRate & {
  key: CreditNoteKey;
  issueDate: string;
  invoiceNo: string;
  invoiceDate: string;
  guestName: string;
  guestGstin: string | null;
};

/**
 * Credit or debit notes issued between two IST dates (inclusive), one row per note and GST rate,
 * summed in the database from the note's lines (ADR 282), ordered by issue date, note, rate; only
 * the page's notes (ADR 326). A credit note of a tour booking carries the tour's SAC (ADR 367).
 */
async function noteTaxByRate(
  db: DbOrTx,
  kind: 'credit' | 'debit',
  from: string,
  to: string,
  page: Page<CreditNoteKey>,
): Promise<(NoteAtRate & { number: string; tourSac: string | null })[]> {
  const notes = kind === 'credit' ? creditNotes : debitNotes;
  const number = kind === 'credit' ? sql`n.credit_note_no` : sql`n.debit_note_no`;
  const tour =
    kind === 'credit'
      ? { sac: sql`tb.sac`, join: sql`LEFT JOIN ${tourBookings} tb ON tb.id = n.tour_booking_id` }
      : { sac: sql`NULL::text`, join: sql`` };
  const after = page.after
    ? sql`AND (n.issue_date, n.id) > (${page.after.date}::date, ${page.after.id}::int)`
    : sql``;
  const res = await db.execute(sql`
    WITH page AS (
      SELECT n.id FROM ${notes} n
       WHERE n.issue_date >= ${from} AND n.issue_date <= ${to}
         ${after}
       ORDER BY n.issue_date, n.id
       LIMIT ${page.limit})
    SELECT n.id, ${number} AS note_no, n.issue_date::text AS issue_date, n.invoice_no,
           n.invoice_date::text AS invoice_date, n.guest_name, n.guest_gstin,
           ${tour.sac} AS tour_sac,
           (l->>'rateBp')::int AS rate_bp,
           sum((l->>'taxablePaise')::int)::bigint AS taxable,
           sum((l->>'cgstPaise')::int)::bigint AS cgst,
           sum((l->>'sgstPaise')::int)::bigint AS sgst,
           sum((l->>'igstPaise')::int)::bigint AS igst
      FROM page
      JOIN ${notes} n ON n.id = page.id
      ${tour.join}
     CROSS JOIN LATERAL jsonb_array_elements(n.lines) AS l
     GROUP BY n.id, tour_sac, rate_bp
     ORDER BY n.issue_date, n.id, rate_bp`);
  return (
    res as unknown as {
      rows: {
        id: number;
        note_no: string;
        issue_date: string;
        invoice_no: string;
        invoice_date: string;
        guest_name: string;
        guest_gstin: string | null;
        tour_sac: string | null;
        rate_bp: number;
        taxable: string | number;
        cgst: string | number;
        sgst: string | number;
        igst: string | number;
      }[];
    }
  ).rows.map((r) => ({
    id: Number(r.id),
    key: { date: r.issue_date, id: Number(r.id) },
    number: r.note_no,
    tourSac: r.tour_sac,
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

/** Credit notes of a date range by rate (`noteTaxByRate`), with the tour's SAC where a tour's. */
export async function creditNoteTaxByRate(
  db: DbOrTx,
  from: string,
  to: string,
  page: Page<CreditNoteKey>,
): Promise<(NoteAtRate & { creditNoteNo: string; tourSac: string | null })[]> {
  return (await noteTaxByRate(db, 'credit', from, to, page)).map(({ number, ...r }) => ({
    ...r,
    creditNoteNo: number,
  }));
}

/** Debit notes (ADR 369) of a date range by rate, as the credit notes. */
export async function debitNoteTaxByRate(
  db: DbOrTx,
  from: string,
  to: string,
  page: Page<CreditNoteKey>,
): Promise<(NoteAtRate & { debitNoteNo: string })[]> {
  return (await noteTaxByRate(db, 'debit', from, to, page)).map(
    ({ number, tourSac: _tourSac, ...r }) => ({ ...r, debitNoteNo: number }),
  );
}

/** The register's totals of a month in paise: documents counted, credit notes subtracted, debit notes added. */
export type RegisterTotals = {
  invoices: number;
  creditNotes: number;
  debitNotes: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/**
 * A CTE of the register's totals: the tour invoices confirmed in [from, to), counted, with their
 * GST split as the tour's invoice splits it (CGST takes the odd paisa).
 */
const tourInvoiceSums = (from: Date, to: Date): SQL => sql`
      SELECT count(*)::int AS docs,
             coalesce(sum(t.amount_paise), 0)::bigint AS taxable,
             coalesce(sum(ceil(t.gst_paise / 2.0)), 0)::bigint AS cgst,
             coalesce(sum(t.gst_paise - ceil(t.gst_paise / 2.0)), 0)::bigint AS sgst
        FROM ${tourBookings} t
       WHERE t.invoice_no IS NOT NULL
         AND t.confirmed_at >= ${from.toISOString()}::timestamptz
         AND t.confirmed_at < ${to.toISOString()}::timestamptz`;

/**
 * A CTE of the register's totals: the credit or debit notes issued between two IST dates
 * (inclusive), counted, their lines' tax summed (ADR 282); `only` narrows which notes.
 */
const noteSums = (
  notes: typeof creditNotes | typeof debitNotes,
  from: string,
  to: string,
  only: SQL = sql``,
): SQL => sql`
      SELECT count(DISTINCT n.id)::int AS docs,
             coalesce(sum((l->>'taxablePaise')::int), 0)::bigint AS taxable,
             coalesce(sum((l->>'cgstPaise')::int), 0)::bigint AS cgst,
             coalesce(sum((l->>'sgstPaise')::int), 0)::bigint AS sgst,
             coalesce(sum((l->>'igstPaise')::int), 0)::bigint AS igst
        FROM ${notes} n
       CROSS JOIN LATERAL jsonb_array_elements(n.lines) AS l
       WHERE n.issue_date >= ${from}::date AND n.issue_date <= ${to}::date
         ${only}`;

/** The one row of a register-totals query, in paise (none: zeros). */
function registerTotalsOf(res: unknown): RegisterTotals {
  const r = (res as Raw<Record<string, string | number>>).rows[0];
  return {
    invoices: Number(r?.invoices ?? 0),
    creditNotes: Number(r?.credit_notes ?? 0),
    debitNotes: Number(r?.debit_notes ?? 0),
    taxablePaise: Number(r?.taxable ?? 0),
    cgstPaise: Number(r?.cgst ?? 0),
    sgstPaise: Number(r?.sgst ?? 0),
    igstPaise: Number(r?.igst ?? 0),
  };
}

/**
 * The whole month's register totals in one summary query (ADR 326): the same lines and splits as
 * the rows (`invoiceTaxByRate`, `creditNoteTaxByRate`), summed without returning a row per
 * document. Invoices in [from, to) by confirmation; credit notes by issue date, inclusive.
 */
export async function registerTotals(
  db: DbOrTx,
  from: Date,
  to: Date,
  fromDate: string,
  toDate: string,
): Promise<RegisterTotals> {
  const res = await db.execute(sql`
    WITH inv AS (
      SELECT count(DISTINCT b.id)::int AS docs,
             coalesce(sum((l->>'taxablePaise')::int), 0)::bigint AS taxable,
             coalesce(sum(ceil((l->>'gstPaise')::int / 2.0)), 0)::bigint AS cgst,
             coalesce(sum((l->>'gstPaise')::int - ceil((l->>'gstPaise')::int / 2.0)), 0)::bigint AS sgst
        FROM ${bookings} b
        JOIN ${bookingRooms} br ON br.booking_id = b.id
       CROSS JOIN LATERAL jsonb_array_elements(coalesce(br.invoiced_tax_lines, br.tax_lines)) AS l
       WHERE b.invoice_no IS NOT NULL
         AND b.confirmed_at >= ${from.toISOString()}::timestamptz
         AND b.confirmed_at < ${to.toISOString()}::timestamptz),
    tour AS (${tourInvoiceSums(from, to)}),
    cn AS (${noteSums(creditNotes, fromDate, toDate)}),
    dn AS (${noteSums(debitNotes, fromDate, toDate)})
    SELECT inv.docs + tour.docs AS invoices, cn.docs AS credit_notes, dn.docs AS debit_notes,
           inv.taxable + tour.taxable + dn.taxable - cn.taxable AS taxable,
           inv.cgst + tour.cgst + dn.cgst - cn.cgst AS cgst,
           inv.sgst + tour.sgst + dn.sgst - cn.sgst AS sgst, dn.igst - cn.igst AS igst
      FROM inv, tour, cn, dn`);
  return registerTotalsOf(res);
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

/** Debit notes (ADR 369, 381) issued between two IST dates (inclusive), oldest first: GSTR-1. */
export function debitNotesIssued(db: DbOrTx, from: string, to: string) {
  return db
    .select()
    .from(debitNotes)
    .where(and(gte(debitNotes.issueDate, from), lte(debitNotes.issueDate, to)))
    .orderBy(asc(debitNotes.issueDate), asc(debitNotes.id));
}

/**
 * Tour invoices issued in [from, to) (ADR 367): one line each, the travellers' prices as invoiced at
 * the booking's tour rate and SAC (a later cancellation is a credit note), in the register's order.
 * CGST takes the odd paisa, as the tour's invoice and credit note split it (`splitGst`).
 */
export async function tourInvoiceTaxByRate(
  db: DbOrTx,
  from: Date,
  to: Date,
  page: Page<InvoiceKey>,
): Promise<
  (TaxAtRate & {
    key: InvoiceKey;
    invoiceNo: string;
    confirmedAt: Date;
    customerName: string;
    sac: string;
  })[]
> {
  const after = page.after
    ? sql`AND (t.confirmed_at, t.id) > (${page.after.at}::timestamptz, ${page.after.id}::int)`
    : sql``;
  const res = (await db.execute(sql`
    SELECT t.id, t.invoice_no, t.confirmed_at, t.confirmed_at::text AS confirmed_key,
           t.customer_name, t.sac, t.gst_rate_bp AS rate_bp, t.amount_paise AS taxable,
           ceil(t.gst_paise / 2.0)::bigint AS cgst,
           (t.gst_paise - ceil(t.gst_paise / 2.0))::bigint AS sgst
      FROM ${tourBookings} t
     WHERE t.invoice_no IS NOT NULL
       AND t.confirmed_at >= ${from.toISOString()}::timestamptz
       AND t.confirmed_at < ${to.toISOString()}::timestamptz
       ${after}
     ORDER BY t.confirmed_at, t.id
     LIMIT ${page.limit}`)) as unknown as Raw<{
    id: number;
    invoice_no: string;
    confirmed_at: string | Date;
    confirmed_key: string;
    customer_name: string;
    sac: string;
    rate_bp: number;
    taxable: string | number;
    cgst: string | number;
    sgst: string | number;
  }>;
  return res.rows.map((r) => ({
    id: Number(r.id),
    key: { at: r.confirmed_key, id: Number(r.id) },
    invoiceNo: r.invoice_no,
    confirmedAt: new Date(r.confirmed_at),
    customerName: r.customer_name,
    sac: r.sac,
    rateBp: Number(r.rate_bp),
    taxablePaise: Number(r.taxable),
    cgstPaise: Number(r.cgst),
    sgstPaise: Number(r.sgst),
    igstPaise: 0,
  }));
}

/** Tour credit notes issued between two IST dates (inclusive), with the tour booking's SAC. */
export function tourCreditNotesIssued(db: DbOrTx, from: string, to: string) {
  return db
    .select({ note: creditNotes, sac: tourBookings.sac })
    .from(creditNotes)
    .innerJoin(tourBookings, eq(tourBookings.id, creditNotes.tourBookingId))
    .where(and(gte(creditNotes.issueDate, from), lte(creditNotes.issueDate, to)))
    .orderBy(asc(creditNotes.issueDate), asc(creditNotes.id));
}

/**
 * The departures leaving between two IST dates (inclusive) with their seats (ADR 367): sold are
 * the travellers still booked on paid bookings; free are the seats neither sold nor held by an
 * unpaid hold (seats_taken counts both, ADR 295).
 */
export async function departureSeats(
  db: DbOrTx,
  from: string,
  to: string,
): Promise<
  {
    departureId: number;
    tourId: number;
    tourTitle: string;
    date: string;
    time: string;
    status: string;
    seatsTotal: number;
    seatsSold: number;
    seatsFree: number;
  }[]
> {
  const res = (await db.execute(sql`
    SELECT d.id, d.tour_id, t.title, d.date::text AS date, d.time, d.status, d.seats_total,
           (SELECT count(*) FROM ${tourTravellers} tt
              JOIN ${tourBookings} b ON b.id = tt.tour_booking_id
             WHERE b.departure_id = d.id AND tt.status = 'booked'
               AND b.status IN ('confirmed', 'partially_cancelled'))::int AS sold,
           d.seats_taken
      FROM ${tourDepartures} d JOIN ${tours} t ON t.id = d.tour_id
     WHERE d.date >= ${from}::date AND d.date <= ${to}::date
     ORDER BY d.date, d.time, d.id`)) as unknown as Raw<{
    id: number;
    tour_id: number;
    title: string;
    date: string;
    time: string;
    status: string;
    seats_total: number;
    sold: number | string;
    seats_taken: number;
  }>;
  return res.rows.map((r) => ({
    departureId: Number(r.id),
    tourId: Number(r.tour_id),
    tourTitle: r.title,
    date: String(r.date).slice(0, 10),
    time: r.time,
    status: r.status,
    seatsTotal: Number(r.seats_total),
    seatsSold: Number(r.sold),
    seatsFree: Number(r.seats_total) - Number(r.seats_taken),
  }));
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

/** `AND <column> IN (...)` for a hotel scope in raw SQL (null = every hotel, [] = none). */
const hotelIn = (column: SQL, hotelIds: number[] | null): SQL =>
  hotelIds === null
    ? sql``
    : sql`AND ${column} IN (${sql.join(
        (hotelIds.length ? hotelIds : [-1]).map((id) => sql`${id}`),
        sql`, `,
      )})`;

/** The IST calendar date of an instant, in SQL. */
const istDate = (instant: SQL): SQL =>
  sql`((${instant} + ${IST_OFFSET_MINUTES} * interval '1 minute') AT TIME ZONE 'UTC')::date`;

type Raw<T> = { rows: T[] };

/**
 * Rooms of paid bookings that are not cancelled, per hotel per night they occupy, counted in the
 * database (ADR 326): the stays overlapping the period are read from `bookings_sold_stay_idx`
 * (only paid bookings, dates and hotel in the index), their booked rooms from
 * `booking_rooms_booking_cover_idx`, and each stay's nights in the period come from
 * generate_series, not from a join with the inventory. The status list is written as constants so
 * that the planner can match the partial index.
 */
export async function roomNightsSold(
  db: DbOrTx,
  from: string,
  to: string,
  hotelIds: number[] | null,
): Promise<{ hotelId: number; night: string; rooms: number }[]> {
  const notSold = sql.raw(NOT_SOLD.map((s) => `'${s}'`).join(', '));
  const res = (await db.execute(sql`
    WITH stays AS MATERIALIZED (
      SELECT b.id, b.hotel_id, b.check_in, b.check_out FROM ${bookings} b
       WHERE b.status NOT IN (${notSold})
         AND b.check_out > ${from}::date AND b.check_in <= ${to}::date
         ${hotelIn(sql`b.hotel_id`, hotelIds)})
    SELECT s.hotel_id, n.night::date::text AS night, count(*)::int AS rooms
      FROM stays s
      JOIN ${bookingRooms} br ON br.booking_id = s.id AND br.status = 'booked'
     CROSS JOIN LATERAL generate_series(greatest(s.check_in, ${from}::date),
                                        least(s.check_out - 1, ${to}::date),
                                        interval '1 day') AS n(night)
     GROUP BY s.hotel_id, n.night`)) as unknown as Raw<{
    hotel_id: number;
    night: string;
    rooms: number | string;
  }>;
  return res.rows.map((r) => ({
    hotelId: Number(r.hotel_id),
    night: String(r.night).slice(0, 10),
    rooms: Number(r.rooms),
  }));
}

/** Where a booking came from (ADR 393): the hotel's website, its counter, or an OTA by name. */
export type SourceFigures = {
  kind: 'website' | 'counter' | 'ota';
  /** the OTA's name; null for the website and the counter */
  otaName: string | null;
  bookings: number;
  rooms: number;
  taxablePaise: number;
  gstPaise: number;
  /** the OTA's commission in basis points, null when not known (and for website and counter) */
  commissionBp: number | null;
};

/** Each booking `b`'s booked rooms: their count `r.n`, taxable value and GST (by source). */
const bookedRoomsOfB = sql`CROSS JOIN LATERAL (
  SELECT count(*) AS n, sum(br.amount_paise) AS taxable, sum(br.gst_paise) AS gst
    FROM ${bookingRooms} br WHERE br.booking_id = b.id AND br.status = 'booked') r`;

/** The bookings of a source and their booked rooms' sums, as `sourceSum` reads them. */
const bookedRoomSums = sql.raw(`count(*)::int AS bookings, coalesce(sum(r.n), 0)::int AS rooms,
           coalesce(sum(r.taxable), 0)::bigint AS taxable, coalesce(sum(r.gst), 0)::bigint AS gst`);

export type SourceSum = { bookings: number; rooms: number; taxablePaise: number; gstPaise: number };

type SourceSumRow = {
  bookings: number | string;
  rooms: number | string;
  taxable: number | string;
  gst: number | string;
};

const sourceSum = (r: SourceSumRow): SourceSum => ({
  bookings: Number(r.bookings),
  rooms: Number(r.rooms),
  taxablePaise: Number(r.taxable),
  gstPaise: Number(r.gst),
});

/** A source's figures before its commission: the website's or the counter's (ADR 397). */
export type DirectSource = Omit<SourceFigures, 'otaName' | 'commissionBp'> & {
  kind: 'website' | 'counter';
};

/**
 * The website's and the counter's bookings sold in [from, to), summed from the bookings
 * themselves (ADR 393; the reports read them from the daily summary, ADR 397, and a test holds
 * the two together): tax invoices issued in the period (`bookings_invoiced_idx`) whose booking
 * is not cancelled, with their booked rooms' value as booked now (after a promo code, before and
 * of GST). A counter booking is one filed under a desk account (ADR 151).
 */
export async function directSourcesFromRows(
  db: DbOrTx,
  from: Date,
  to: Date,
  hotelIds: number[] | null,
): Promise<DirectSource[]> {
  const notSold = sql.raw(NOT_SOLD.map((s) => `'${s}'`).join(', '));
  const res = (await db.execute(sql`
    SELECT left(c.user_id, 11) = 'desk_staff_' AS counter, ${bookedRoomSums}
      FROM ${bookings} b
      JOIN ${customers} c ON c.id = b.customer_id
     ${bookedRoomsOfB}
     WHERE b.invoice_no IS NOT NULL
       AND b.confirmed_at >= ${from.toISOString()}::timestamptz
       AND b.confirmed_at < ${to.toISOString()}::timestamptz
       AND b.status NOT IN (${notSold})
       ${hotelIn(sql`b.hotel_id`, hotelIds)}
     GROUP BY 1`)) as unknown as Raw<
    {
      counter: boolean;
    } & SourceSumRow
  >;
  return res.rows.map((r) => ({
    kind: r.counter ? 'counter' : 'website',
    ...sourceSum(r),
  }));
}

/**
 * OTA bookings that arrived through the channel manager in [from, to) (channel_bookings; they
 * carry no invoice of ours), per OTA, not cancelled, with their booked rooms' value and each
 * OTA's commission as kept with the mapping (ADR 393).
 */
export async function otaSources(
  db: DbOrTx,
  from: Date,
  to: Date,
  hotelIds: number[] | null,
): Promise<SourceFigures[]> {
  const notSold = sql.raw(NOT_SOLD.map((s) => `'${s}'`).join(', '));
  const res = (await db.execute(sql`
    SELECT cb.ota_name, cc.commission_bp, ${bookedRoomSums}
      FROM ${channelBookings} cb
      JOIN ${bookings} b ON b.id = cb.booking_id
      LEFT JOIN ${channelCommissions} cc ON cc.ota_name = cb.ota_name
     ${bookedRoomsOfB}
     WHERE cb.created_at >= ${from.toISOString()}::timestamptz
       AND cb.created_at < ${to.toISOString()}::timestamptz
       AND b.status NOT IN (${notSold})
       ${hotelIn(sql`cb.hotel_id`, hotelIds)}
     GROUP BY 1, 2`)) as unknown as Raw<
    {
      ota_name: string;
      commission_bp: number | string | null;
    } & SourceSumRow
  >;
  return res.rows.map((r) => ({
    kind: 'ota',
    otaName: r.ota_name,
    ...sourceSum(r),
    commissionBp: r.commission_bp === null ? null : Number(r.commission_bp),
  }));
}

/**
 * Tax invoices issued in [from, to) per hotel and IST day: how many, and their rooms' taxable
 * value and GST as invoiced, summed in the database (ADR 326) from the covering indexes
 * `bookings_invoiced_idx` and `booking_rooms_booking_cover_idx`.
 */
export async function revenueByDay(
  db: DbOrTx,
  from: Date,
  to: Date,
  hotelIds: number[] | null,
): Promise<
  { hotelId: number; date: string; bookings: number; taxablePaise: number; gstPaise: number }[]
> {
  const res = (await db.execute(sql`
    SELECT b.hotel_id, ${istDate(sql`b.confirmed_at`)}::text AS day, count(*)::int AS bookings,
           coalesce(sum(r.taxable), 0)::bigint AS taxable, coalesce(sum(r.gst), 0)::bigint AS gst
      FROM ${bookings} b
     CROSS JOIN LATERAL (
       SELECT sum(br.amount_paise) AS taxable, sum(br.gst_paise) AS gst
         FROM ${bookingRooms} br WHERE br.booking_id = b.id) r
     WHERE b.invoice_no IS NOT NULL
       AND b.confirmed_at >= ${from.toISOString()}::timestamptz
       AND b.confirmed_at < ${to.toISOString()}::timestamptz
       ${hotelIn(sql`b.hotel_id`, hotelIds)}
     GROUP BY 1, 2`)) as unknown as Raw<{
    hotel_id: number;
    day: string;
    bookings: number | string;
    taxable: number | string;
    gst: number | string;
  }>;
  return res.rows.map((r) => ({
    hotelId: Number(r.hotel_id),
    date: String(r.day).slice(0, 10),
    bookings: Number(r.bookings),
    taxablePaise: Number(r.taxable),
    gstPaise: Number(r.gst),
  }));
}

/** Credit notes issued between two IST dates (inclusive), summed per hotel and issue date (GST included). */
export async function creditedByDay(
  db: DbOrTx,
  from: string,
  to: string,
  hotelIds: number[] | null,
): Promise<{ hotelId: number; date: string; creditedPaise: number }[]> {
  const res = (await db.execute(sql`
    SELECT b.hotel_id, n.issue_date::text AS day, sum(n.total_paise)::bigint AS credited
      FROM ${creditNotes} n JOIN ${bookings} b ON b.id = n.booking_id
     WHERE n.issue_date >= ${from}::date AND n.issue_date <= ${to}::date
       ${hotelIn(sql`b.hotel_id`, hotelIds)}
     GROUP BY 1, 2`)) as unknown as Raw<{
    hotel_id: number;
    day: string;
    credited: number | string;
  }>;
  return res.rows.map((r) => ({
    hotelId: Number(r.hotel_id),
    date: String(r.day).slice(0, 10),
    creditedPaise: Number(r.credited),
  }));
}

/** Rooms cancelled in [from, to) per hotel and IST day, with their charges and refunds summed. */
export async function cancellationsByDay(
  db: DbOrTx,
  from: Date,
  to: Date,
  hotelIds: number[] | null,
): Promise<
  { hotelId: number; date: string; rooms: number; chargePaise: number; refundPaise: number }[]
> {
  const res = (await db.execute(sql`
    SELECT b.hotel_id, ${istDate(sql`br.cancelled_at`)}::text AS day, count(*)::int AS rooms,
           coalesce(sum(br.cancellation_charge_paise), 0)::bigint AS charge,
           coalesce(sum(br.refund_paise), 0)::bigint AS refund
      FROM ${bookingRooms} br JOIN ${bookings} b ON b.id = br.booking_id
     WHERE br.status = 'cancelled'
       AND br.cancelled_at >= ${from.toISOString()}::timestamptz
       AND br.cancelled_at < ${to.toISOString()}::timestamptz
       ${hotelIn(sql`b.hotel_id`, hotelIds)}
     GROUP BY 1, 2`)) as unknown as Raw<{
    hotel_id: number;
    day: string;
    rooms: number | string;
    charge: number | string;
    refund: number | string;
  }>;
  return res.rows.map((r) => ({
    hotelId: Number(r.hotel_id),
    date: String(r.day).slice(0, 10),
    rooms: Number(r.rooms),
    chargePaise: Number(r.charge),
    refundPaise: Number(r.refund),
  }));
}

// ---- the daily summary (ADR 373) ----------------------------------------------------------------

/** A (hotel, IST day) of the daily summary: its rows summed. */
export type SummaryDay = {
  hotelId: number;
  date: string;
  roomsSold: number;
  invoices: number;
  taxablePaise: number;
  gstPaise: number;
  notes: number;
  creditedPaise: number;
  roomsCancelled: number;
  cancellationChargePaise: number;
  cancellationRefundPaise: number;
  /** invoices of the day still sold, their booked rooms and value; the counter's of them */
  sold: SourceSum;
  counter: SourceSum;
};

/**
 * The daily summary between two IST dates (inclusive) per hotel and day: a (hotel, day)'s rows
 * summed (the triggers append differences, the compaction folds them), read from
 * `report_days_day_idx`.
 */
export async function summaryByDay(
  db: DbOrTx,
  from: string,
  to: string,
  hotelIds: number[] | null,
): Promise<SummaryDay[]> {
  const res = (await db.execute(sql`
    SELECT d.hotel_id, d.day::text AS day, sum(d.rooms_sold)::bigint AS rooms_sold,
           sum(d.invoices)::bigint AS invoices, sum(d.taxable_paise)::bigint AS taxable,
           sum(d.gst_paise)::bigint AS gst, sum(d.notes)::bigint AS notes,
           sum(d.credited_paise)::bigint AS credited, sum(d.rooms_cancelled)::bigint AS cancelled,
           sum(d.cancellation_charge_paise)::bigint AS charge,
           sum(d.cancellation_refund_paise)::bigint AS refund,
           sum(d.sold_invoices)::bigint AS sold_invoices, sum(d.sold_rooms)::bigint AS sold_rooms,
           sum(d.sold_taxable_paise)::bigint AS sold_taxable, sum(d.sold_gst_paise)::bigint AS sold_gst,
           sum(d.counter_invoices)::bigint AS counter_invoices,
           sum(d.counter_rooms)::bigint AS counter_rooms,
           sum(d.counter_taxable_paise)::bigint AS counter_taxable,
           sum(d.counter_gst_paise)::bigint AS counter_gst
      FROM ${reportDays} d
     WHERE d.day >= ${from}::date AND d.day <= ${to}::date
       ${hotelIn(sql`d.hotel_id`, hotelIds)}
     GROUP BY 1, 2`)) as unknown as Raw<Record<string, string | number>>;
  return res.rows.map((r) => ({
    hotelId: Number(r.hotel_id),
    date: String(r.day).slice(0, 10),
    roomsSold: Number(r.rooms_sold),
    invoices: Number(r.invoices),
    taxablePaise: Number(r.taxable),
    gstPaise: Number(r.gst),
    notes: Number(r.notes),
    creditedPaise: Number(r.credited),
    roomsCancelled: Number(r.cancelled),
    cancellationChargePaise: Number(r.charge),
    cancellationRefundPaise: Number(r.refund),
    sold: {
      bookings: Number(r.sold_invoices),
      rooms: Number(r.sold_rooms),
      taxablePaise: Number(r.sold_taxable),
      gstPaise: Number(r.sold_gst),
    },
    counter: {
      bookings: Number(r.counter_invoices),
      rooms: Number(r.counter_rooms),
      taxablePaise: Number(r.counter_taxable),
      gstPaise: Number(r.counter_gst),
    },
  }));
}

/**
 * The GST register's totals between two IST dates (inclusive): room invoices and room credit notes
 * from the daily summary (ADR 373); tour invoices and tour credit notes (ADR 367) and the few debit
 * notes of dearer date changes (ADR 369) read from their own tables by date (indexed), added.
 */
export async function summaryRegisterTotals(
  db: DbOrTx,
  from: string,
  to: string,
): Promise<RegisterTotals> {
  const res = await db.execute(sql`
    WITH s AS (
      SELECT coalesce(sum(d.register_invoices), 0)::bigint AS invoices,
             coalesce(sum(d.register_notes), 0)::bigint AS credit_notes,
             coalesce(sum(d.register_taxable_paise - d.note_taxable_paise), 0)::bigint AS taxable,
             coalesce(sum(d.register_cgst_paise - d.note_cgst_paise), 0)::bigint AS cgst,
             coalesce(sum(d.register_sgst_paise - d.note_sgst_paise), 0)::bigint AS sgst,
             coalesce(sum(0 - d.note_igst_paise), 0)::bigint AS igst
        FROM ${reportDays} d
       WHERE d.day >= ${from}::date AND d.day <= ${to}::date),
    tour AS (${tourInvoiceSums(istDayStart(from), istDayStart(addDays(to, 1)))}),
    tcn AS (${noteSums(creditNotes, from, to, sql`AND n.booking_id IS NULL`)}),
    dn AS (${noteSums(debitNotes, from, to)})
    SELECT s.invoices + tour.docs AS invoices, s.credit_notes + tcn.docs AS credit_notes,
           dn.docs AS debit_notes,
           s.taxable + tour.taxable + dn.taxable - tcn.taxable AS taxable,
           s.cgst + tour.cgst + dn.cgst - tcn.cgst AS cgst,
           s.sgst + tour.sgst + dn.sgst - tcn.sgst AS sgst, s.igst + dn.igst - tcn.igst AS igst
      FROM s, tour, tcn, dn`);
  return registerTotalsOf(res);
}

/**
 * Folds each (hotel, day)'s rows of the daily summary into one (ADR 373). The rows are taken and
 * their sum written back in one statement: a difference appended meanwhile by a transaction not
 * yet committed is not taken and stays a row of its own, so the sums never change. Returns how
 * many rows were folded.
 */
export async function compactReportDays(db: DbOrTx): Promise<number> {
  const res = (await db.execute(sql`
    WITH many AS (
      SELECT hotel_id, day FROM ${reportDays} GROUP BY 1, 2 HAVING count(*) > 1),
    gone AS (
      DELETE FROM ${reportDays} d USING many
       WHERE d.hotel_id = many.hotel_id AND d.day = many.day
      RETURNING d.*),
    kept AS (
      INSERT INTO ${reportDays} (hotel_id, day, check_ins, rooms_sold, invoices, taxable_paise,
             gst_paise, register_invoices, register_taxable_paise, register_cgst_paise,
             register_sgst_paise, notes, credited_paise, register_notes, note_taxable_paise,
             note_cgst_paise, note_sgst_paise, note_igst_paise, rooms_cancelled,
             cancellation_charge_paise, cancellation_refund_paise, sold_invoices, sold_rooms,
             sold_taxable_paise, sold_gst_paise, counter_invoices, counter_rooms,
             counter_taxable_paise, counter_gst_paise)
      SELECT hotel_id, day, sum(check_ins), sum(rooms_sold), sum(invoices), sum(taxable_paise), sum(gst_paise),
             sum(register_invoices), sum(register_taxable_paise), sum(register_cgst_paise),
             sum(register_sgst_paise), sum(notes), sum(credited_paise), sum(register_notes),
             sum(note_taxable_paise), sum(note_cgst_paise), sum(note_sgst_paise),
             sum(note_igst_paise), sum(rooms_cancelled), sum(cancellation_charge_paise),
             sum(cancellation_refund_paise), sum(sold_invoices), sum(sold_rooms),
             sum(sold_taxable_paise), sum(sold_gst_paise), sum(counter_invoices),
             sum(counter_rooms), sum(counter_taxable_paise), sum(counter_gst_paise)
        FROM gone GROUP BY hotel_id, day
      RETURNING 1)
    SELECT (SELECT count(*) FROM gone)::int AS folded`)) as unknown as Raw<{
    folded: number | string;
  }>;
  return Number(res.rows[0]?.folded ?? 0);
}
