import { csvLine } from '../../../shared/csv';
import { z } from 'zod';
import type {
  CancellationRow,
  DepartureSeatsRow,
  GstRegister,
  GstRegisterRow,
  GstRegisterTotals,
  OccupancyRow,
  Reports,
  RevenueRow,
  SourceRow,
} from '../../../shared/contracts/reports';
import { REPORT_MAX_DAYS } from '../../../shared/contracts/reports';
import { addDays, daysBetween, isIsoDate, istDayStart, todayIst } from '../../../shared/dates';
import {
  accommodationPlaceOfSupply,
  placeOfSupplyName,
  SAC_ACCOMMODATION,
} from '../../../shared/gst';
import { paiseToRupees, percentOf } from '../../../shared/money';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../http-errors';
import * as hotels from '../hotels/hotels.service';
import { monthDates } from './month';
import * as repo from './reports.repo';

export { gstr1 } from './gstr1';
export { compactReportDays } from './reports.repo';

type Amounts = { taxable: number; cgst: number; sgst: number; igst: number };
const total = (a: Amounts) => a.taxable + a.cgst + a.sgst + a.igst;

function registerRow(
  base: Omit<GstRegisterRow, 'taxableValue' | 'rate' | 'cgst' | 'sgst' | 'igst' | 'total'>,
  rateBp: number,
  a: Amounts,
  sign: 1 | -1,
): { row: GstRegisterRow; paise: Amounts } {
  const p = {
    taxable: sign * a.taxable,
    cgst: sign * a.cgst,
    sgst: sign * a.sgst,
    igst: sign * a.igst,
  };
  return {
    row: {
      ...base,
      rate: rateBp / 100,
      taxableValue: paiseToRupees(p.taxable),
      cgst: paiseToRupees(p.cgst),
      sgst: paiseToRupees(p.sgst),
      igst: paiseToRupees(p.igst),
      total: paiseToRupees(total(p)),
    },
    paise: p,
  };
}

/** A document of the register (an invoice or a credit note) and its rows, one per GST rate. */
type RegisterDoc = { cursor: Cursor; rows: GstRegisterRow[] };

/**
 * Where the next page starts: after a room invoice (`i`), a tour invoice (`t`, they follow the
 * room invoices, ADR 367), a credit note (`c`, they follow the invoices) or a debit note (`d`,
 * after the credit notes, ADR 369).
 */
type Cursor = { k: 'i' | 't'; at: string; id: number } | { k: 'c' | 'd'; date: string; id: number };

const cursorShape = z.union([
  z.object({
    k: z.enum(['i', 't']),
    at: z.string().max(64),
    id: z.number().int().positive(),
  }),
  z.object({
    k: z.enum(['c', 'd']),
    date: z.string().refine(isIsoDate),
    id: z.number().int().positive(),
  }),
]);

/** The opaque `next` of a page: the last document's key as base64url JSON. */
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

function decodeCursor(text: string): Cursor {
  try {
    const parsed = cursorShape.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString()));
    if (parsed.success && (parsed.data.k !== 'i' || !Number.isNaN(Date.parse(parsed.data.at)))) {
      return parsed.data;
    }
  } catch {
    // not JSON: refused below
  }
  throw badRequest('The page cursor is not valid.');
}

const amountsOf = (r: repo.TaxAtRate): Amounts => ({
  taxable: r.taxablePaise,
  cgst: r.cgstPaise,
  sgst: r.sgstPaise,
  igst: r.igstPaise,
});

/**
 * The register's documents of a month after `after`, at most `limit` of them, in the register's
 * order: the invoices by confirmation, then the credit notes by issue date (ADR 326). Reads at
 * most `limit + 1` documents, whatever the month holds; `more` says whether any follow.
 */
async function registerDocs(
  db: DbOrTx,
  config: Config,
  month: string,
  after: Cursor | null,
  limit: number,
): Promise<{ docs: RegisterDoc[]; more: boolean }> {
  const { first, last } = monthDates(month);
  const pos = placeOfSupplyName(accommodationPlaceOfSupply(config.CORP_GSTIN));
  const docs: RegisterDoc[] = [];
  const push = (cursor: Cursor, row: GstRegisterRow) => {
    const cur = docs.at(-1);
    if (cur && cur.cursor.k === cursor.k && cur.cursor.id === cursor.id) cur.rows.push(row);
    else docs.push({ cursor, rows: [row] });
  };
  // invoices: the rooms as invoiced at confirmation (a later cancellation is a credit note), each
  // line at its own rate (ADR 220)
  if (after === null || after.k === 'i') {
    const rows = await repo.invoiceTaxByRate(
      db,
      istDayStart(first),
      istDayStart(addDays(last, 1)),
      {
        after: after ? { at: after.at, id: after.id } : null,
        limit: limit + 1,
      },
    );
    for (const r of rows) {
      push(
        { k: 'i', at: r.key.at, id: r.id },
        registerRow(
          {
            documentType: 'Invoice',
            number: r.invoiceNo,
            date: todayIst(r.confirmedAt),
            originalInvoiceNo: null,
            originalInvoiceDate: null,
            guestName: r.customerName,
            guestGstin: r.gstin,
            placeOfSupply: pos,
            sac: SAC_ACCOMMODATION,
          },
          r.rateBp,
          amountsOf(r),
          1,
        ).row,
      );
    }
  }
  // tour invoices (ADR 367): one line each, at the tour's rate and SAC; the guest gives no GSTIN
  // and the place of supply is the corporation's state (IGST Act s. 12(2)(b): no address on record)
  if (docs.length <= limit && (after === null || after.k !== 'c')) {
    const rows = await repo.tourInvoiceTaxByRate(
      db,
      istDayStart(first),
      istDayStart(addDays(last, 1)),
      {
        after: after?.k === 't' ? { at: after.at, id: after.id } : null,
        limit: limit + 1 - docs.length,
      },
    );
    for (const r of rows) {
      push(
        { k: 't', at: r.key.at, id: r.id },
        registerRow(
          {
            documentType: 'Invoice',
            number: r.invoiceNo,
            date: todayIst(r.confirmedAt),
            originalInvoiceNo: null,
            originalInvoiceDate: null,
            guestName: r.customerName,
            guestGstin: null,
            placeOfSupply: pos,
            sac: r.sac,
          },
          r.rateBp,
          amountsOf(r),
          1,
        ).row,
      );
    }
  }
  if (docs.length <= limit && after?.k !== 'd') {
    const rows = await repo.creditNoteTaxByRate(db, first, last, {
      after: after?.k === 'c' ? { date: after.date, id: after.id } : null,
      limit: limit + 1 - docs.length,
    });
    for (const n of rows) {
      push(
        { k: 'c', date: n.key.date, id: n.id },
        registerRow(
          {
            documentType: 'Credit note',
            number: n.creditNoteNo,
            date: n.issueDate,
            originalInvoiceNo: n.invoiceNo,
            originalInvoiceDate: n.invoiceDate,
            guestName: n.guestName,
            guestGstin: n.guestGstin,
            placeOfSupply: pos,
            sac: n.tourSac ?? SAC_ACCOMMODATION,
          },
          n.rateBp,
          amountsOf(n),
          -1,
        ).row,
      );
    }
  }
  // debit notes of dearer date changes (ADR 369), after the credit notes, added
  if (docs.length <= limit) {
    const rows = await repo.debitNoteTaxByRate(db, first, last, {
      after: after?.k === 'd' ? { date: after.date, id: after.id } : null,
      limit: limit + 1 - docs.length,
    });
    for (const n of rows) {
      push(
        { k: 'd', date: n.key.date, id: n.id },
        registerRow(
          {
            documentType: 'Debit note',
            sac: SAC_ACCOMMODATION,
            number: n.debitNoteNo,
            date: n.issueDate,
            originalInvoiceNo: n.invoiceNo,
            originalInvoiceDate: n.invoiceDate,
            guestName: n.guestName,
            guestGstin: n.guestGstin,
            placeOfSupply: pos,
          },
          n.rateBp,
          amountsOf(n),
          1,
        ).row,
      );
    }
  }
  const more = docs.length > limit;
  return { docs: docs.slice(0, limit), more };
}

/**
 * The month's totals in rupees: from the daily summary (ADR 373), or with `fromRows` summed from
 * the documents themselves (one summary query, ADR 326; the summary's test compares the two).
 */
export async function registerTotals(
  db: DbOrTx,
  month: string,
  { fromRows = false }: { fromRows?: boolean } = {},
): Promise<GstRegisterTotals> {
  const { first, last } = monthDates(month);
  const t = fromRows
    ? await repo.withoutJit(db, (tx) =>
        repo.registerTotals(tx, istDayStart(first), istDayStart(addDays(last, 1)), first, last),
      )
    : await repo.summaryRegisterTotals(db, first, last);
  return {
    invoices: t.invoices,
    creditNotes: t.creditNotes,
    debitNotes: t.debitNotes,
    taxableValue: paiseToRupees(t.taxablePaise),
    cgst: paiseToRupees(t.cgstPaise),
    sgst: paiseToRupees(t.sgstPaise),
    igst: paiseToRupees(t.igstPaise),
    total: paiseToRupees(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise),
  };
}

/**
 * A page of the GST register of a month (ADR 161, 326): the tax invoices issued in the month (IST)
 * and then its credit notes, one row per document and GST rate, credit notes negative, summed by
 * the database in paise (ADR 282) and shown in rupees; with the whole month's totals (the
 * invoices less the credit notes) and the cursor of the next page. A page costs the same in the
 * first month of the corporation and after years of bookings.
 */
export async function gstRegister(
  db: DbOrTx,
  config: Config,
  q: { month: string; after?: string | undefined; limit: number },
): Promise<GstRegister> {
  const after = q.after === undefined ? null : decodeCursor(q.after);
  const totals = await registerTotals(db, q.month);
  const { docs, more } = await registerDocs(db, config, q.month, after, q.limit);
  const lastDoc = docs.at(-1);
  return {
    month: q.month,
    rows: docs.flatMap((d) => d.rows),
    totals,
    next: more && lastDoc ? encodeCursor(lastDoc.cursor) : null,
  };
}

/** Documents read per query while the CSV streams. */
const CSV_PAGE = 1000;

const GST_HEADER = [
  'Document type',
  'Number',
  'Date',
  'Original invoice number',
  'Original invoice date',
  'Guest name',
  'Guest GSTIN',
  'Place of supply',
  'SAC',
  'Taxable value',
  'Rate',
  'CGST',
  'SGST',
  'IGST',
  'Total',
] as const;

/** Rupees with two decimals, from a rupee amount computed in paise. */
const r2 = (rupees: number) => rupees.toFixed(2);

const csvRow = (r: GstRegisterRow) =>
  csvLine([
    r.documentType,
    r.number,
    r.date,
    r.originalInvoiceNo,
    r.originalInvoiceDate,
    r.guestName,
    r.guestGstin,
    r.placeOfSupply,
    r.sac,
    r2(r.taxableValue),
    r2(r.rate),
    r2(r.cgst),
    r2(r.sgst),
    r2(r.igst),
    r2(r.total),
  ]);

/**
 * The whole month's register as CSV, streamed (ADR 326): the header, every row read a page of
 * documents at a time (memory stays one page whatever the month holds), then a totals row;
 * rupees with two decimals; text cells made formula-safe.
 */
export async function* gstRegisterCsv(
  db: DbOrTx,
  config: Config,
  month: string,
  pageSize = CSV_PAGE,
): AsyncGenerator<string> {
  const t = await registerTotals(db, month);
  yield csvLine(GST_HEADER);
  let after: Cursor | null = null;
  for (;;) {
    const page = await registerDocs(db, config, month, after, pageSize);
    yield page.docs.flatMap((d) => d.rows.map(csvRow)).join('');
    const lastDoc = page.docs.at(-1);
    if (!page.more || !lastDoc) break;
    after = lastDoc.cursor;
  }
  yield csvLine([
    'Total',
    `${t.invoices} invoices, ${t.creditNotes} credit notes, ${t.debitNotes} debit notes`,
    month,
    null,
    null,
    null,
    null,
    null,
    null,
    r2(t.taxableValue),
    null,
    r2(t.cgst),
    r2(t.sgst),
    r2(t.igst),
    r2(t.total),
  ]);
}

// ---- occupancy, revenue, cancellations ---------------------------------------------------------

/**
 * Occupancy per hotel per day (room-nights sold / for sale), revenue (invoiced, credited, net) and
 * cancellations per hotel per day, for an IST date range of at most REPORT_MAX_DAYS days. A hotel
 * manager's reports cover only their hotels (`hotelIds`; null = every hotel).
 */
export async function reports(
  db: DbOrTx,
  q: { from: string; to: string; hotelId?: number | undefined },
  scope: number[] | null,
  { fromRows = false }: { fromRows?: boolean } = {},
): Promise<Reports> {
  if (daysBetween(q.from, q.to) + 1 > REPORT_MAX_DAYS) {
    throw badRequest(`Choose at most ${REPORT_MAX_DAYS} days.`);
  }
  if (!fromRows) return reportsIn(db, q, scope, summaryFigures);
  // without JIT: PostgreSQL guesses 1000 nights a stay for generate_series and compiles the
  // occupancy query for longer than it runs (ADR 326)
  return repo.withoutJit(db, (tx) => reportsIn(tx, q, scope, rowFigures));
}

/** The per-hotel, per-day figures a report is made of, whatever they are read from. */
type DayFigures = {
  sold: { hotelId: number; night: string; rooms: number }[];
  revenue: {
    hotelId: number;
    date: string;
    bookings: number;
    taxablePaise: number;
    gstPaise: number;
  }[];
  credited: { hotelId: number; date: string; creditedPaise: number }[];
  cancellations: {
    hotelId: number;
    date: string;
    rooms: number;
    chargePaise: number;
    refundPaise: number;
  }[];
  /** the website's and the counter's bookings sold (ADR 393, 397); OTAs are read apart */
  sources: repo.DirectSource[];
};
type FiguresSource = (
  db: DbOrTx,
  q: { from: string; to: string },
  ids: number[] | null,
) => Promise<DayFigures>;

/** The figures from the daily summary (ADR 373): one row per hotel and day of the period. */
const summaryFigures: FiguresSource = async (db, q, ids) => {
  const days = await repo.summaryByDay(db, q.from, q.to, ids);
  return {
    sold: days
      .filter((d) => d.roomsSold !== 0)
      .map((d) => ({ hotelId: d.hotelId, night: d.date, rooms: d.roomsSold })),
    revenue: days
      .filter((d) => d.invoices !== 0)
      .map((d) => ({
        hotelId: d.hotelId,
        date: d.date,
        bookings: d.invoices,
        taxablePaise: d.taxablePaise,
        gstPaise: d.gstPaise,
      })),
    credited: days
      .filter((d) => d.notes !== 0)
      .map((d) => ({ hotelId: d.hotelId, date: d.date, creditedPaise: d.creditedPaise })),
    cancellations: days
      .filter((d) => d.roomsCancelled !== 0)
      .map((d) => ({
        hotelId: d.hotelId,
        date: d.date,
        rooms: d.roomsCancelled,
        chargePaise: d.cancellationChargePaise,
        refundPaise: d.cancellationRefundPaise,
      })),
    sources: directSourcesOf(days),
  };
};

/** The website's and the counter's sold bookings from the summary's days (ADR 397). */
function directSourcesOf(days: repo.SummaryDay[]): repo.DirectSource[] {
  const plus = (a: repo.SourceSum, b: repo.SourceSum, k = 1): repo.SourceSum => ({
    bookings: a.bookings + k * b.bookings,
    rooms: a.rooms + k * b.rooms,
    taxablePaise: a.taxablePaise + k * b.taxablePaise,
    gstPaise: a.gstPaise + k * b.gstPaise,
  });
  const none = { bookings: 0, rooms: 0, taxablePaise: 0, gstPaise: 0 };
  const sold = days.reduce((t, d) => plus(t, d.sold), none);
  const counter = days.reduce((t, d) => plus(t, d.counter), none);
  // the website's are the invoices sold that were not the counter's
  const sources: repo.DirectSource[] = [
    { kind: 'website', ...plus(sold, counter, -1) },
    { kind: 'counter', ...counter },
  ];
  return sources.filter((x) => x.bookings !== 0);
}

/** The figures summed from the bookings, rooms and credit notes themselves (ADR 326). */
const rowFigures: FiguresSource = async (db, q, ids) => {
  const from = istDayStart(q.from);
  const to = istDayStart(addDays(q.to, 1));
  return {
    sold: await repo.roomNightsSold(db, q.from, q.to, ids),
    revenue: await repo.revenueByDay(db, from, to, ids),
    credited: await repo.creditedByDay(db, q.from, q.to, ids),
    cancellations: await repo.cancellationsByDay(db, from, to, ids),
    sources: await repo.directSourcesFromRows(db, from, to, ids),
  };
};

async function reportsIn(
  db: DbOrTx,
  q: { from: string; to: string; hotelId?: number | undefined },
  scope: number[] | null,
  source: FiguresSource,
): Promise<Reports> {
  const names = new Map((await hotels.hotelNames(db)).map((h) => [h.PropertyID, h.UnitName]));
  let ids: number[] | null = scope;
  if (q.hotelId !== undefined) {
    ids = scope === null || scope.includes(q.hotelId) ? [q.hotelId] : [];
  }
  const visible = [...names.entries()]
    .filter(([id]) => ids === null || ids.includes(id))
    .map(([id, name]) => ({ id, name }));
  const name = (id: number) => names.get(id) ?? `Hotel ${id}`;
  const figures = await source(db, q, ids);

  // occupancy
  const key = (hotelId: number, date: string) => `${hotelId}|${date}`;
  const sold = new Map(figures.sold.map((r) => [key(r.hotelId, r.night), r.rooms]));
  const occupancy: OccupancyRow[] = (await repo.roomNightsAvailable(db, q.from, q.to, ids))
    .map((r) => {
      const s = sold.get(key(r.hotelId, r.night)) ?? 0;
      return {
        date: r.night,
        hotelId: r.hotelId,
        hotelName: name(r.hotelId),
        roomNightsSold: s,
        roomNightsAvailable: r.rooms,
        occupancy: r.rooms > 0 ? Math.round((s * 1000) / r.rooms) / 10 : 0,
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.hotelId - b.hotelId);

  // revenue: invoices by the IST day they were issued, credit notes by theirs; each summed per
  // hotel and day by the database (ADR 326)
  type Rev = {
    hotelId: number;
    date: string;
    bookings: number;
    taxable: number;
    gst: number;
    credited: number;
  };
  const rev = new Map<string, Rev>();
  const revOf = (hotelId: number, date: string) => {
    const k = key(hotelId, date);
    const cur = rev.get(k) ?? { hotelId, date, bookings: 0, taxable: 0, gst: 0, credited: 0 };
    rev.set(k, cur);
    return cur;
  };
  for (const r of figures.revenue) {
    const e = revOf(r.hotelId, r.date);
    e.bookings += r.bookings;
    e.taxable += r.taxablePaise;
    e.gst += r.gstPaise;
  }
  for (const r of figures.credited) {
    revOf(r.hotelId, r.date).credited += r.creditedPaise;
  }
  const revenue: RevenueRow[] = [...rev.values()]
    .sort((a, b) => a.date.localeCompare(b.date) || a.hotelId - b.hotelId)
    .map((e) => ({
      date: e.date,
      hotelId: e.hotelId,
      hotelName: name(e.hotelId),
      bookings: e.bookings,
      taxableValue: paiseToRupees(e.taxable),
      gst: paiseToRupees(e.gst),
      credited: paiseToRupees(e.credited),
      net: paiseToRupees(e.taxable + e.gst - e.credited),
    }));

  // cancellations by the IST day the room was cancelled
  const cancellations: CancellationRow[] = figures.cancellations
    .sort((a, b) => a.date.localeCompare(b.date) || a.hotelId - b.hotelId)
    .map((c) => ({
      date: c.date,
      hotelId: c.hotelId,
      hotelName: name(c.hotelId),
      roomsCancelled: c.rooms,
      charges: paiseToRupees(c.chargePaise),
      refunds: paiseToRupees(c.refundPaise),
    }));

  // tour departures and their seats (ADR 367): tours belong to no hotel, so a manager's reports
  // (scoped to hotels) and a report of one hotel show none
  const departures: DepartureSeatsRow[] =
    ids === null ? await repo.departureSeats(db, q.from, q.to) : [];

  const bySource = sourceRows([
    ...figures.sources.map((f) => ({ ...f, otaName: null, commissionBp: null })),
    ...(await repo.otaSources(db, istDayStart(q.from), istDayStart(addDays(q.to, 1)), ids)),
  ]);

  return {
    from: q.from,
    to: q.to,
    hotels: visible,
    occupancy,
    revenue,
    cancellations,
    departures,
    bySource,
  };
}

const SOURCE_ORDER = { website: 0, counter: 1, ota: 2 } as const;

/** Bookings by source (ADR 393) as the report shows them: rupees, website, counter, then OTAs. */
function sourceRows(figures: repo.SourceFigures[]): SourceRow[] {
  return [...figures]
    .sort(
      (a, b) =>
        SOURCE_ORDER[a.kind] - SOURCE_ORDER[b.kind] ||
        (a.otaName ?? '').localeCompare(b.otaName ?? ''),
    )
    .map((f) => {
      const commission =
        // the OTA's share of the value before GST, rounded to the paisa once
        f.commissionBp === null ? null : percentOf(f.taxablePaise, f.commissionBp);
      return {
        source:
          f.kind === 'ota' ? (f.otaName ?? 'OTA') : f.kind === 'counter' ? 'Counter' : 'Website',
        kind: f.kind,
        bookings: f.bookings,
        rooms: f.rooms,
        taxableValue: paiseToRupees(f.taxablePaise),
        gst: paiseToRupees(f.gstPaise),
        total: paiseToRupees(f.taxablePaise + f.gstPaise),
        commissionBp: f.commissionBp,
        commission: commission === null ? null : paiseToRupees(commission),
      };
    });
}
