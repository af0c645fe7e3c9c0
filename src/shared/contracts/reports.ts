import { z } from 'zod';
import { isIsoDate } from '../dates';
import { isoMonth, okReply } from './common';

/** Back-office reports (ADR 161, 162): the GST register of a month, occupancy, revenue, cancellations. */

export const gstRegisterQuery = z.object({
  month: isoMonth('The month must be written as YYYY-MM, e.g. 2026-11.'),
});

/** One row of the register: a tax invoice or a credit note, at one GST rate. Rupees. */
export const gstRegisterRow = z.object({
  documentType: z.enum(['Invoice', 'Credit note']),
  number: z.string(),
  date: z.string(),
  /** a credit note's original invoice number and date */
  originalInvoiceNo: z.string().nullable(),
  originalInvoiceDate: z.string().nullable(),
  guestName: z.string(),
  guestGstin: z.string().nullable(),
  placeOfSupply: z.string(),
  /** credit notes are negative, so the columns add up to the month's net */
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
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});

export const gstRegister = z.object({
  month: z.string(),
  rows: z.array(gstRegisterRow),
  totals: gstRegisterTotals,
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
});
export type Reports = z.infer<typeof reports>;
export const reportsReply = okReply(reports);
