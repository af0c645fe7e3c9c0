import { z } from 'zod';
import { GSTIN_MESSAGES, gstinProblem } from '../gstin';
import { idParam, okReply } from './common';
import { isoDate } from './hotels';

/**
 * The guest folio of a stay (issue 28, ADR 285–287): charges the desk posts (each with its SAC and
 * GST rate from the folio_tax_rates data), payments taken at the desk, and the bill at check-out.
 * Amounts are integer paise, as the issue's API names them.
 */

/** folio_postings.kind and folio_tax_rates.kind (CHECK). */
export const FOLIO_KINDS = ['food', 'laundry', 'extra_bed', 'damages', 'other'] as const;
export type FolioKind = (typeof FOLIO_KINDS)[number];

export const FOLIO_KIND_LABELS: Record<FolioKind, string> = {
  food: 'Food and beverages',
  laundry: 'Laundry',
  extra_bed: 'Extra bed',
  damages: 'Damages',
  other: 'Other',
};

/** folio_payments.method (CHECK): money at the desk, or the bill sent to a company. */
export const FOLIO_PAYMENT_METHODS = ['cash', 'card', 'upi', 'company'] as const;
export type FolioPaymentMethod = (typeof FOLIO_PAYMENT_METHODS)[number];

export const FOLIO_METHOD_LABELS: Record<FolioPaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  upi: 'UPI',
  company: 'Bill to company',
};

/** The largest single charge or payment the desk may enter: ₹10,00,000. */
const FOLIO_MAX_PAISE = 100_000_000;

const FOLIO_MSG = {
  upiReference: 'Enter the UPI transaction reference (UTR) for a UPI payment.',
  companyName: 'Enter the company name to bill to.',
  companyGstin: "Enter the company's GSTIN to bill to a company.",
} as const;

export const folioPostingBody = z.object({
  kind: z.enum(FOLIO_KINDS, { message: 'Choose the kind of charge.' }),
  sac: z
    .string({ message: 'Enter the SAC code of the charge.' })
    .trim()
    .regex(/^\d{6}$/, 'The SAC code is 6 digits, e.g. 996331.'),
  description: z
    .string({ message: 'Describe the charge.' })
    .trim()
    .min(1, 'Describe the charge.')
    .max(120, 'The description can be at most 120 characters.'),
  quantity: z
    .number({ message: 'The quantity must be a whole number.' })
    .int('The quantity must be a whole number.')
    .min(1, 'The quantity must be at least 1.')
    .max(1000, 'The quantity can be at most 1000.'),
  unitPaise: z
    .number({ message: 'The unit price must be a whole number of paise.' })
    .int('The unit price must be a whole number of paise.')
    .min(1, 'The unit price must be more than zero.')
    .max(FOLIO_MAX_PAISE, 'The unit price can be at most ₹10,00,000.'),
});
export type FolioPostingBody = z.infer<typeof folioPostingBody>;

export const folioReverseBody = z.object({
  reason: z
    .string({ message: 'Give the reason for the correction.' })
    .trim()
    .min(3, 'Give the reason for the correction (at least 3 characters).')
    .max(200, 'The reason can be at most 200 characters.'),
});

export const folioPaymentBody = z
  .object({
    method: z.enum(FOLIO_PAYMENT_METHODS, {
      message: 'The method must be cash, card, upi or company.',
    }),
    amountPaise: z
      .number({ message: 'The amount must be a whole number of paise.' })
      .int('The amount must be a whole number of paise.')
      .min(1, 'The amount must be more than zero.')
      .max(FOLIO_MAX_PAISE, 'The amount can be at most ₹10,00,000.'),
    reference: z
      .string()
      .trim()
      .max(40, 'The reference can be at most 40 characters.')
      .optional()
      .transform((v) => (v ? v : undefined)),
    companyName: z
      .string()
      .trim()
      .max(120, 'The company name can be at most 120 characters.')
      .optional()
      .transform((v) => (v ? v : undefined)),
    companyGstin: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine((v, ctx) => {
    if (v.method === 'upi' && !v.reference)
      ctx.addIssue({ code: 'custom', path: ['reference'], message: FOLIO_MSG.upiReference });
    if (v.method === 'company') {
      if (!v.companyName)
        ctx.addIssue({ code: 'custom', path: ['companyName'], message: FOLIO_MSG.companyName });
      if (!v.companyGstin)
        ctx.addIssue({ code: 'custom', path: ['companyGstin'], message: FOLIO_MSG.companyGstin });
      else {
        const problem = gstinProblem(v.companyGstin);
        if (problem)
          ctx.addIssue({
            code: 'custom',
            path: ['companyGstin'],
            message: GSTIN_MESSAGES[problem],
          });
      }
    }
  });
export type FolioPaymentBody = z.output<typeof folioPaymentBody>;

export const folioPostingParams = z.object({ id: idParam, postingId: idParam });

const posting = z.object({
  id: z.number(),
  kind: z.enum(FOLIO_KINDS),
  sac: z.string(),
  description: z.string(),
  quantity: z.number(),
  unitPaise: z.number(),
  amountPaise: z.number(),
  rateBp: z.number(),
  gstPaise: z.number(),
  reversesId: z.number().nullable(),
  reversedById: z.number().nullable(),
  reason: z.string().nullable(),
  postedBy: z.string(),
  postedAt: z.string(),
});

const payment = z.object({
  id: z.number(),
  method: z.enum(FOLIO_PAYMENT_METHODS),
  amountPaise: z.number(),
  reference: z.string().nullable(),
  companyName: z.string().nullable(),
  companyGstin: z.string().nullable(),
  advance: z.boolean(),
  takenBy: z.string(),
  at: z.string(),
});

const refund = z.object({
  id: z.number(),
  amountPaise: z.number(),
  status: z.string(),
  at: z.string(),
});

const rateLine = z.object({
  rateBp: z.number(),
  taxablePaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
});

const invoiceLine = z.object({
  postingId: z.number(),
  description: z.string(),
  sac: z.string(),
  quantity: z.number(),
  unitPaise: z.number(),
  taxablePaise: z.number(),
  rateBp: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
});

const folioInvoice = z.object({
  invoiceNo: z.string(),
  issueDate: z.string(),
  billedToName: z.string(),
  billedToGstin: z.string().nullable(),
  lines: z.array(invoiceLine),
  gstByRate: z.array(rateLine),
  taxablePaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  totalPaise: z.number(),
});
export type FolioInvoiceDto = z.infer<typeof folioInvoice>;

/** A kind of charge the desk may post today, with its SAC and rate in force. */
const chargeRate = z.object({
  kind: z.enum(FOLIO_KINDS),
  sac: z.string(),
  description: z.string(),
  rateBp: z.number(),
});

const folio = z.object({
  bookingId: z.number(),
  bookingRefNo: z.string(),
  hotelId: z.number(),
  status: z.string(),
  guestName: z.string(),
  room: z.object({
    invoiceNo: z.string().nullable(),
    /** the room charges as invoiced (cancelled rooms' refunds taken off) */
    chargesPaise: z.number(),
    /** what was paid for them when booked (online or at the counter) */
    paidPaise: z.number(),
  }),
  postings: z.array(posting),
  gstByRate: z.array(rateLine),
  payments: z.array(payment),
  refunds: z.array(refund),
  totals: z.object({
    roomPaise: z.number(),
    /** postings with their GST */
    postingsPaise: z.number(),
    chargesPaise: z.number(),
    paidPaise: z.number(),
    refundedPaise: z.number(),
    /** due from the guest; negative when they paid more (a refund is owed) */
    balancePaise: z.number(),
  }),
  billedToCompany: z.object({ name: z.string(), gstin: z.string() }).nullable(),
  invoice: folioInvoice.nullable(),
  rates: z.array(chargeRate),
  canPost: z.boolean(),
  canPay: z.boolean(),
  canCheckOut: z.boolean(),
});
export type Folio = z.infer<typeof folio>;
export const folioReply = okReply(folio);

/** The guest's own read-only view: the same folio without who posted it. */
export const guestFolioReply = okReply(folio);

export const cashierQuery = z.object({
  hotelId: z.coerce.number().int().positive(),
  date: isoDate('The date'),
});

const methodTotals = z.object({
  cash: z.number(),
  card: z.number(),
  upi: z.number(),
  company: z.number(),
});
export type MethodTotals = z.infer<typeof methodTotals>;

const cashierReport = z.object({
  hotelId: z.number(),
  date: z.string(),
  /** the cashier shifts opened that day at the hotel, each with its takings and cash count */
  shifts: z.array(z.lazy(() => cashierShift)),
  /** no shifts are kept: each staff member's takings are their own line (ADR 287) */
  byStaff: z.array(
    z.object({
      staffId: z.number(),
      staff: z.string(),
      byMethod: methodTotals,
      refundsPaise: z.number(),
      netPaise: z.number(),
    }),
  ),
  byMethod: methodTotals,
  /** money (not company bills) taken, less refunds paid back */
  refundsPaise: z.number(),
  totalPaise: z.number(),
  lines: z.array(
    z.object({
      at: z.string(),
      bookingRefNo: z.string(),
      method: z.enum(FOLIO_PAYMENT_METHODS),
      amountPaise: z.number(),
      reference: z.string().nullable(),
      staff: z.string(),
      kind: z.enum(['payment', 'refund']),
    }),
  ),
});
export type CashierReport = z.infer<typeof cashierReport>;
export const cashierReply = okReply(cashierReport);

export const folioRefundReply = okReply(z.object({ folio, refundIds: z.array(z.number()) }));

/** The kinds of charge in Hindi, for the postings' invoice in Hindi. */
export const FOLIO_KIND_LABELS_HI: Record<FolioKind, string> = {
  food: 'भोजन और पेय',
  laundry: 'लॉन्ड्री',
  extra_bed: 'अतिरिक्त बिस्तर',
  damages: 'क्षति',
  other: 'अन्य',
};

/**
 * The postings' tax invoice as a document (its PDF, ADR 345): the invoice as stored with the
 * supplier, the hotel and the guest it is printed with.
 */
export type FolioInvoiceDocument = FolioInvoiceDto & {
  bookingRefNo: string;
  placeOfSupply: string;
  supplier: { Name: string; GSTIN: string; Address: string; Phone: string; Email: string };
  hotel: { Name: string; NameHi: string | null };
  checkIn: string;
  checkOut: string;
  guest: { address: string; mobile: string; email: string };
  amountInWords: string;
};

// Back office: the GST rates of folio charges (GET/POST/DELETE /api/staff/folio-tax-rates, ADR 346)

/** The GST rates a folio charge may carry, in percent (the CGST rate schedules' rates). */
export const FOLIO_GST_RATES_PERCENT = [0, 5, 12, 18, 28] as const;

export const FOLIO_RATE_MSG = {
  afterToday: 'The effective date must be after today: a rate in force or past cannot change.',
  rate: `The rate must be one of the GST rates ${FOLIO_GST_RATES_PERCENT.join(', ')} (percent).`,
  notFuture: 'Only a rate that has not yet taken effect can be withdrawn.',
  notFound: 'There is no such folio tax rate.',
  noHotel: 'There is no such hotel.',
} as const;

/** A new folio tax rate: for all hotels (hotelId null) or one hotel, from a date after today. */
export const folioTaxRateBody = z.object({
  kind: z.enum(FOLIO_KINDS, { message: 'Choose the kind of charge.' }),
  sac: z
    .string({ message: 'Enter the SAC code.' })
    .trim()
    .regex(/^\d{6}$/, 'The SAC code is 6 digits, e.g. 996331.'),
  description: z
    .string({ message: 'Describe the service.' })
    .trim()
    .min(3, 'Describe the service (at least 3 characters).')
    .max(120, 'The description can be at most 120 characters.'),
  ratePercent: z
    .number({ message: FOLIO_RATE_MSG.rate })
    .refine((v) => (FOLIO_GST_RATES_PERCENT as readonly number[]).includes(v), {
      message: FOLIO_RATE_MSG.rate,
    }),
  hotelId: z.number({ message: 'Choose all hotels or one hotel.' }).int().positive().nullable(),
  effectiveFrom: isoDate('The effective date'),
});
export type FolioTaxRateBody = z.infer<typeof folioTaxRateBody>;

export const FOLIO_RATE_STATUSES = ['past', 'in_force', 'future'] as const;

export const staffFolioTaxRate = z.object({
  id: z.number(),
  kind: z.enum(FOLIO_KINDS),
  sac: z.string(),
  description: z.string(),
  ratePercent: z.number(),
  hotelId: z.number().nullable(),
  /** the hotel's name; null: every hotel without its own rate */
  hotelName: z.string().nullable(),
  effectiveFrom: z.string(),
  /** the last day it applies (the day before the next rate of its kind, SAC and hotel) */
  until: z.string().nullable(),
  status: z.enum(FOLIO_RATE_STATUSES),
});
export type StaffFolioTaxRate = z.infer<typeof staffFolioTaxRate>;
export const staffFolioTaxRatesReply = okReply(z.array(staffFolioTaxRate));
export const staffFolioTaxRateReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: staffFolioTaxRate,
});

// Cashier shifts (ADR 347)

export const openShiftBody = z.object({
  hotelId: z.number({ message: 'Choose the hotel.' }).int().positive(),
  openingFloatPaise: z
    .number({ message: 'The opening float must be a whole number of paise.' })
    .int('The opening float must be a whole number of paise.')
    .min(0, 'The opening float cannot be negative.')
    .max(FOLIO_MAX_PAISE, 'The opening float can be at most ₹10,00,000.'),
});
export type OpenShiftBody = z.infer<typeof openShiftBody>;

export const closeShiftBody = z.object({
  countedCashPaise: z
    .number({ message: 'The cash counted must be a whole number of paise.' })
    .int('The cash counted must be a whole number of paise.')
    .min(0, 'The cash counted cannot be negative.')
    .max(FOLIO_MAX_PAISE, 'The cash counted can be at most ₹10,00,000.'),
  note: z
    .string()
    .trim()
    .max(200, 'The note can be at most 200 characters.')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type CloseShiftBody = z.output<typeof closeShiftBody>;

export const cashierShift = z.object({
  id: z.number(),
  hotelId: z.number(),
  staffId: z.number(),
  staff: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  openingFloatPaise: z.number(),
  byMethod: methodTotals,
  /** cash paid back in the shift */
  cashRefundsPaise: z.number(),
  /** float + cash taken − cash paid back */
  expectedCashPaise: z.number(),
  countedCashPaise: z.number().nullable(),
  /** counted − expected: negative is cash short, positive is cash over; null while open */
  differencePaise: z.number().nullable(),
  note: z.string().nullable(),
});
export type CashierShift = z.infer<typeof cashierShift>;
export const cashierShiftReply = okReply(cashierShift);
export const cashierShiftsReply = okReply(z.array(cashierShift));
export const shiftsQuery = z.object({ hotelId: z.coerce.number().int().positive() });

// The departure report (GET /api/staff/hotels/{id}/departures?date=)

export const departuresQuery = z.object({ date: isoDate('The date').optional() });

const departure = z.object({
  bookingId: z.number(),
  bookingRefNo: z.string(),
  guestName: z.string(),
  mobile: z.string(),
  status: z.string(),
  roomNos: z.array(z.string()),
  chargesPaise: z.number(),
  paidPaise: z.number(),
  /** due from the guest; negative when a refund is owed */
  balancePaise: z.number(),
  billedToCompany: z.string().nullable(),
  invoiceNo: z.string().nullable(),
});

export const departureReport = z.object({
  hotelId: z.number(),
  hotelName: z.string(),
  date: z.string(),
  departures: z.array(departure),
  /** the balances still due (checked-in guests only), added up */
  dueTotalPaise: z.number(),
});
export type DepartureReport = z.infer<typeof departureReport>;
export const departureReportReply = okReply(departureReport);
