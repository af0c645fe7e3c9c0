import { toCsv } from '../../../shared/csv';
import type {
  CancellationRow,
  GstRegister,
  GstRegisterRow,
  OccupancyRow,
  Reports,
  RevenueRow,
} from '../../../shared/contracts/reports';
import { REPORT_MAX_DAYS } from '../../../shared/contracts/reports';
import { addDays, daysBetween, todayIst } from '../../../shared/dates';
import { accommodationPlaceOfSupply, placeOfSupplyName } from '../../../shared/gst';
import { paiseToRupees } from '../../../shared/money';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../http-errors';
import * as hotels from '../hotels/hotels.service';
import { istStart, monthDates } from './month';
import * as repo from './reports.repo';

export { gstr1 } from './gstr1';

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

/**
 * The GST register of a month (ADR 161): every tax invoice issued in the month (IST) and every
 * credit note, one row per document and GST rate, credit notes negative, so the totals are the
 * month's invoices less its credit notes. The rows are summed by the database, one aggregate for
 * the invoices and one for the credit notes (ADR 282), in paise, and shown in rupees.
 */
export async function gstRegister(db: DbOrTx, config: Config, month: string): Promise<GstRegister> {
  const { first, last } = monthDates(month);
  const pos = placeOfSupplyName(accommodationPlaceOfSupply(config.CORP_GSTIN));
  const amounts = (r: repo.TaxAtRate): Amounts => ({
    taxable: r.taxablePaise,
    cgst: r.cgstPaise,
    sgst: r.sgstPaise,
    igst: r.igstPaise,
  });

  // invoices: the rooms as invoiced at confirmation (a later cancellation is a credit note), each
  // line at its own rate (ADR 220)
  const [invoiceRows, noteRows] = await repo.withoutJit(db, async (tx) => [
    await repo.invoiceTaxByRate(tx, istStart(first), istStart(addDays(last, 1))),
    await repo.creditNoteTaxByRate(tx, first, last),
  ]);
  const out = invoiceRows.map((r) =>
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
      },
      r.rateBp,
      amounts(r),
      1,
    ),
  );
  for (const n of noteRows) {
    out.push(
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
        },
        n.rateBp,
        amounts(n),
        -1,
      ),
    );
  }

  const sum = (f: (a: Amounts) => number) => out.reduce((s, r) => s + f(r.paise), 0);
  return {
    month,
    rows: out.map((r) => r.row),
    totals: {
      invoices: new Set(invoiceRows.map((r) => r.id)).size,
      creditNotes: new Set(noteRows.map((n) => n.id)).size,
      taxableValue: paiseToRupees(sum((a) => a.taxable)),
      cgst: paiseToRupees(sum((a) => a.cgst)),
      sgst: paiseToRupees(sum((a) => a.sgst)),
      igst: paiseToRupees(sum((a) => a.igst)),
      total: paiseToRupees(sum(total)),
    },
  };
}

const GST_HEADER = [
  'Document type',
  'Number',
  'Date',
  'Original invoice number',
  'Original invoice date',
  'Guest name',
  'Guest GSTIN',
  'Place of supply',
  'Taxable value',
  'Rate',
  'CGST',
  'SGST',
  'IGST',
  'Total',
] as const;

/** Rupees with two decimals, from a rupee amount computed in paise. */
const r2 = (rupees: number) => rupees.toFixed(2);

/** The register as CSV: rupees with two decimals, a totals row; text cells made formula-safe. */
export function gstRegisterCsv(reg: GstRegister): string {
  const rows = reg.rows.map((r) => [
    r.documentType,
    r.number,
    r.date,
    r.originalInvoiceNo,
    r.originalInvoiceDate,
    r.guestName,
    r.guestGstin,
    r.placeOfSupply,
    r2(r.taxableValue),
    r2(r.rate),
    r2(r.cgst),
    r2(r.sgst),
    r2(r.igst),
    r2(r.total),
  ]);
  const t = reg.totals;
  rows.push([
    'Total',
    `${t.invoices} invoices, ${t.creditNotes} credit notes`,
    reg.month,
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
  return toCsv(GST_HEADER, rows);
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
): Promise<Reports> {
  if (daysBetween(q.from, q.to) + 1 > REPORT_MAX_DAYS) {
    throw badRequest(`Choose at most ${REPORT_MAX_DAYS} days.`);
  }
  const names = new Map((await hotels.hotelNames(db)).map((h) => [h.PropertyID, h.UnitName]));
  let ids: number[] | null = scope;
  if (q.hotelId !== undefined) {
    ids = scope === null || scope.includes(q.hotelId) ? [q.hotelId] : [];
  }
  const visible = [...names.entries()]
    .filter(([id]) => ids === null || ids.includes(id))
    .map(([id, name]) => ({ id, name }));
  const name = (id: number) => names.get(id) ?? `Hotel ${id}`;
  const from = istStart(q.from);
  const to = istStart(addDays(q.to, 1));

  // occupancy
  const key = (hotelId: number, date: string) => `${hotelId}|${date}`;
  const sold = new Map(
    (await repo.roomNightsSold(db, q.from, q.to, ids)).map((r) => [
      key(r.hotelId, r.night),
      r.rooms,
    ]),
  );
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

  // revenue: invoices by the IST day they were issued, credit notes by theirs
  type Rev = { bookings: Set<number>; taxable: number; gst: number; credited: number };
  const rev = new Map<string, Rev & { hotelId: number; date: string }>();
  const revOf = (hotelId: number, date: string) => {
    const k = key(hotelId, date);
    const cur = rev.get(k) ?? {
      hotelId,
      date,
      bookings: new Set<number>(),
      taxable: 0,
      gst: 0,
      credited: 0,
    };
    rev.set(k, cur);
    return cur;
  };
  for (const r of await repo.invoicesIssued(db, from, to, ids)) {
    const e = revOf(r.hotelId, todayIst(r.confirmedAt ?? new Date(0)));
    e.bookings.add(r.id);
    e.taxable += r.roomAmountPaise;
    e.gst += r.roomGstPaise;
  }
  for (const { note, hotelId } of await repo.creditNotesIssued(db, q.from, q.to, ids)) {
    revOf(hotelId, note.issueDate).credited += note.totalPaise;
  }
  const revenue: RevenueRow[] = [...rev.values()]
    .sort((a, b) => a.date.localeCompare(b.date) || a.hotelId - b.hotelId)
    .map((e) => ({
      date: e.date,
      hotelId: e.hotelId,
      hotelName: name(e.hotelId),
      bookings: e.bookings.size,
      taxableValue: paiseToRupees(e.taxable),
      gst: paiseToRupees(e.gst),
      credited: paiseToRupees(e.credited),
      net: paiseToRupees(e.taxable + e.gst - e.credited),
    }));

  // cancellations by the IST day the room was cancelled
  const canc = new Map<string, CancellationRow & { chargePaise: number; refundPaise: number }>();
  for (const r of await repo.roomsCancelled(db, from, to, ids)) {
    const date = todayIst(r.cancelledAt ?? new Date(0));
    const k = key(r.hotelId, date);
    const cur = canc.get(k) ?? {
      date,
      hotelId: r.hotelId,
      hotelName: name(r.hotelId),
      roomsCancelled: 0,
      charges: 0,
      refunds: 0,
      chargePaise: 0,
      refundPaise: 0,
    };
    cur.roomsCancelled += 1;
    cur.chargePaise += r.chargePaise ?? 0;
    cur.refundPaise += r.refundPaise ?? 0;
    canc.set(k, cur);
  }
  const cancellations: CancellationRow[] = [...canc.values()]
    .sort((a, b) => a.date.localeCompare(b.date) || a.hotelId - b.hotelId)
    .map(({ chargePaise, refundPaise, ...c }) => ({
      ...c,
      charges: paiseToRupees(chargePaise),
      refunds: paiseToRupees(refundPaise),
    }));

  return { from: q.from, to: q.to, hotels: visible, occupancy, revenue, cancellations };
}
