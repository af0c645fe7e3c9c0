import { z } from 'zod';
import { isIsoDate } from '../dates';
import { isoMonth, okReply } from './common';

/** Back-office reports (ADR 161, 162): the GST register of a month, occupancy, revenue, cancellations. */

export const gstRegisterQuery = z.object({
  month: isoMonth('The month must be written as YYYY-MM, e.g. 2026-11.'),
});

/** The most documents (invoices and credit notes) one page of the register holds. */
export const GST_REGISTER_MAX_PAGE = 500;

/**
 * A page of the register (ADR 326): `after` is the `next` cursor of the page before (opaque),
 * `limit` the number of documents (each one row per GST rate).
 */
export const gstRegisterPageQuery = gstRegisterQuery.extend({
  after: z
    .string()
    .max(200, 'The page cursor is not valid.')
    .regex(/^[A-Za-z0-9_-]+$/, 'The page cursor is not valid.')
    .optional(),
  limit: z.coerce
    .number({ message: 'The page size must be a number.' })
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(GST_REGISTER_MAX_PAGE, `The page size must be at most ${GST_REGISTER_MAX_PAGE}.`)
    .default(100),
});

/** One row of the register: a tax invoice, a credit note or a debit note, at one GST rate. Rupees. */
export const gstRegisterRow = z.object({
  documentType: z.enum(['Invoice', 'Credit note', 'Debit note']),
  number: z.string(),
  date: z.string(),
  /** a credit or debit note's original invoice number and date */
  originalInvoiceNo: z.string().nullable(),
  originalInvoiceDate: z.string().nullable(),
  guestName: z.string(),
  guestGstin: z.string().nullable(),
  placeOfSupply: z.string(),
  /** the service: 996311 a hotel room, 998555 a tour (ADR 367) */
  sac: z.string(),
  /** credit notes are negative (debit notes positive), so the columns add up to the month's net */
  taxableValue: z.number(),
  rate: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});
export type GstRegisterRow = z.infer<typeof gstRegisterRow>;

export const gstRegisterTotals = z.object({
  invoices: z.number(),
  creditNotes: z.number(),
  /** debit notes of dearer date changes (ADR 369) */
  debitNotes: z.number(),
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});

export type GstRegisterTotals = z.infer<typeof gstRegisterTotals>;

/**
 * One page of the month's register (ADR 326): its rows, the whole month's totals (one summary
 * query), and the cursor of the next page (null on the last).
 */
export const gstRegister = z.object({
  month: z.string(),
  rows: z.array(gstRegisterRow),
  totals: gstRegisterTotals,
  next: z.string().nullable(),
});
export type GstRegister = z.infer<typeof gstRegister>;
export const gstRegisterReply = okReply(gstRegister);

/** The longest range the charts report on at once. */
export const REPORT_MAX_DAYS = 92;

const isoDate = (label: string) =>
  z
    .string({ message: `Choose the ${label} date.` })
    .refine(isIsoDate, `The ${label} date must be a date (YYYY-MM-DD).`);

export const reportsQuery = z
  .object({
    from: isoDate('from'),
    to: isoDate('to'),
    hotelId: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => q.from <= q.to, {
    message: 'The from date must not be after the to date.',
    path: ['to'],
  });

export const occupancyRow = z.object({
  date: z.string(),
  hotelId: z.number(),
  hotelName: z.string(),
  roomNightsSold: z.number(),
  roomNightsAvailable: z.number(),
  /** sold / available, in percent with one decimal */
  occupancy: z.number(),
});
export const revenueRow = z.object({
  date: z.string(),
  hotelId: z.number(),
  hotelName: z.string(),
  bookings: z.number(),
  /** rupees: taxable value invoiced, GST, credit notes (GST included) and the net */
  taxableValue: z.number(),
  gst: z.number(),
  credited: z.number(),
  net: z.number(),
});
export const cancellationRow = z.object({
  date: z.string(),
  hotelId: z.number(),
  hotelName: z.string(),
  roomsCancelled: z.number(),
  charges: z.number(),
  refunds: z.number(),
});
/** A departure leaving in the range and its seats (ADR 367): sold, and free for sale. */
export const departureSeatsRow = z.object({
  date: z.string(),
  time: z.string(),
  departureId: z.number(),
  tourId: z.number(),
  tourTitle: z.string(),
  status: z.string(),
  seatsTotal: z.number(),
  /** travellers still booked on paid bookings */
  seatsSold: z.number(),
  /** seats neither sold nor held by an unpaid booking */
  seatsFree: z.number(),
});
export type DepartureSeatsRow = z.infer<typeof departureSeatsRow>;

/**
 * Bookings sold in the range by where they came from (ADR 393): the website, the counter, or an
 * OTA by its name. Rupees; the commission is the OTA's share of the value before GST, at the rate
 * kept with the channel mapping (null: not known; none for the website and the counter).
 */
export const sourceRow = z.object({
  source: z.string(),
  kind: z.enum(['website', 'counter', 'ota']),
  bookings: z.number(),
  rooms: z.number(),
  taxableValue: z.number(),
  gst: z.number(),
  total: z.number(),
  /** basis points (1550 = 15.5 %) */
  commissionBp: z.number().nullable(),
  commission: z.number().nullable(),
});
export type SourceRow = z.infer<typeof sourceRow>;
export type OccupancyRow = z.infer<typeof occupancyRow>;
export type RevenueRow = z.infer<typeof revenueRow>;
export type CancellationRow = z.infer<typeof cancellationRow>;

export const reports = z.object({
  from: z.string(),
  to: z.string(),
  hotels: z.array(z.object({ id: z.number(), name: z.string() })),
  occupancy: z.array(occupancyRow),
  revenue: z.array(revenueRow),
  cancellations: z.array(cancellationRow),
  /** tour departures in the range (every tour; none for a hotel manager, whose scope is hotels) */
  departures: z.array(departureSeatsRow),
  /** bookings by source (ADR 393), website first, then the counter, then the OTAs by name */
  bySource: z.array(sourceRow),
});
export type Reports = z.infer<typeof reports>;
export const reportsReply = okReply(reports);

// ---- GSTR-1 (ADR 249) ---------------------------------------------------------------------------

/**
 * The GSTR-1 return of a month as the GST portal's offline tool imports it (ADR 249): field names
 * and codes of the portal's JSON. Amounts are rupees with at most two decimals, made from paise.
 * A zod mirror of `src/server/modules/reports/gstr1.schema.json` (the JSON Schema the tests
 * validate the reply against).
 */
const rupees = z.number().refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
  message: 'at most two decimals',
});
const portalDate = z.string().regex(/^\d{2}-\d{2}-\d{4}$/);
const stateCode = z.string().regex(/^\d{2}$/);

const gstr1ItemDetail = z.object({
  txval: rupees,
  rt: z.number(),
  iamt: rupees,
  camt: rupees,
  samt: rupees,
  csamt: rupees,
});
const gstr1Item = z.object({ num: z.number().int().positive(), itm_det: gstr1ItemDetail });

const gstr1B2bInvoice = z.object({
  inum: z.string(),
  idt: portalDate,
  val: rupees,
  pos: stateCode,
  rchrg: z.enum(['Y', 'N']),
  inv_typ: z.literal('R'),
  itms: z.array(gstr1Item).min(1),
});
const gstr1B2csRow = z.object({
  sply_ty: z.enum(['INTRA', 'INTER']),
  pos: stateCode,
  typ: z.literal('OE'),
  rt: z.number(),
  txval: rupees,
  iamt: rupees,
  camt: rupees,
  samt: rupees,
  csamt: rupees,
});
const gstr1CreditNote = z.object({
  ntty: z.enum(['C', 'D']),
  nt_num: z.string(),
  nt_dt: portalDate,
  val: rupees,
  pos: stateCode,
  rchrg: z.enum(['Y', 'N']),
  inv_typ: z.literal('R'),
  itms: z.array(gstr1Item).min(1),
});
const gstr1HsnRow = z.object({
  num: z.number().int().positive(),
  hsn_sc: z.string(),
  desc: z.string(),
  uqc: z.string(),
  qty: z.number(),
  rt: z.number(),
  txval: rupees,
  iamt: rupees,
  camt: rupees,
  samt: rupees,
  csamt: rupees,
});
const gstr1DocRange = z.object({
  num: z.number().int().positive(),
  from: z.string(),
  to: z.string(),
  totnum: z.number().int().nonnegative(),
  cancel: z.number().int().nonnegative(),
  net_issue: z.number().int().nonnegative(),
});

export const gstr1 = z.object({
  gstin: z.string(),
  /** the return period, MMYYYY */
  fp: z.string().regex(/^(0[1-9]|1[0-2])\d{4}$/),
  b2b: z.array(z.object({ ctin: z.string(), inv: z.array(gstr1B2bInvoice).min(1) })).optional(),
  b2cs: z.array(gstr1B2csRow).optional(),
  cdnr: z.array(z.object({ ctin: z.string(), nt: z.array(gstr1CreditNote).min(1) })).optional(),
  /** table 12: split by recipient from May 2025 (`hsn_b2b`, `hsn_b2c`), one `data` list before */
  hsn: z.object({
    data: z.array(gstr1HsnRow).optional(),
    hsn_b2b: z.array(gstr1HsnRow).optional(),
    hsn_b2c: z.array(gstr1HsnRow).optional(),
  }),
  /** table 13: document series; doc_num 1 invoices for outward supply, 4 debit notes, 5 credit notes */
  doc_issue: z.object({
    doc_det: z.array(
      z.object({ doc_num: z.number().int().positive(), docs: z.array(gstr1DocRange).min(1) }),
    ),
  }),
});
export type Gstr1 = z.infer<typeof gstr1>;
export type Gstr1B2csRow = z.infer<typeof gstr1B2csRow>;
export type Gstr1HsnRow = z.infer<typeof gstr1HsnRow>;
export type Gstr1Item = z.infer<typeof gstr1Item>;

/** The portal's document kinds of table 13 this engine issues. */
export const GSTR1_DOC_KINDS = {
  1: 'Invoices for outward supply',
  4: 'Debit notes',
  5: 'Credit notes',
} as const;

type TaxSums = { txval: number; iamt: number; camt: number; samt: number; csamt: number };

/**
 * The month's net of a return, summed in paise: B2B and B2CS less the credit notes and plus the
 * debit notes to registered guests (B2CS is already net of the notes to unregistered ones). It equals the HSN summary and the
 * GST register's totals.
 */
export function gstr1Totals(r: Gstr1): TaxSums {
  const p = { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 };
  const add = (d: TaxSums, sign: 1 | -1) => {
    for (const k of Object.keys(p) as (keyof TaxSums)[]) p[k] += sign * Math.round(d[k] * 100);
  };
  for (const g of r.b2b ?? []) for (const i of g.inv) for (const it of i.itms) add(it.itm_det, 1);
  for (const row of r.b2cs ?? []) add(row, 1);
  // credit notes reduce the month, debit notes (ADR 381) add to it
  for (const g of r.cdnr ?? [])
    for (const n of g.nt) for (const it of n.itms) add(it.itm_det, n.ntty === 'D' ? 1 : -1);
  return {
    txval: p.txval / 100,
    iamt: p.iamt / 100,
    camt: p.camt / 100,
    samt: p.samt / 100,
    csamt: p.csamt / 100,
  };
}
