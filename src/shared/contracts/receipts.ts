import { z } from 'zod';
import { isoDate } from './hotels';

/* Receipt contracts: the booking view, history and the GST tax invoice. */

// Receipts and history

/** One row per room (spec "Booking view record"), with clear names for reused fields. */
export const bookingViewRow = z.object({
  BookingID: z.number(),
  RoomBookingID: z.number(),
  HotelID: z.number(),
  PropertyName: z.string(),
  PropertyAddress: z.string(),
  vchMRNumber: z.string(),
  BookingRefNo: z.string(),
  BillDate: z.string(),
  CustomerName: z.string(),
  CustomerType: z.string(),
  Address: z.string(),
  MobileNo: z.string(),
  EmailID: z.string(),
  GSTIN: z.string().nullable(),
  CheckinDate: z.string(),
  CheckinTime: z.string(),
  CheckOutDate: z.string(),
  CheckOutTime: z.string(),
  NoOfDay: z.number(),
  RoomTypeName: z.string(),
  RoomNo: z.string(),
  NoOfPerson: z.number(),
  NoOfChild: z.number(),
  PricePerDay: z.number(),
  ExtraPerson: z.number(),
  ExtraPersonRate: z.number(),
  Amount: z.number(),
  TaxType: z.string(),
  /** the tax amount (spec name) */
  TotalAmount: z.number(),
  TaxPercentage: z.number(),
  /** status text: 'Confirmed' | 'Cancelled' */
  Remarks: z.string(),
  /** spec reuse: the receipt date */
  ChildAge2: z.string(),
  ReceiptDate: z.string(),
  /** spec reuse: the booking type */
  ChildAge1: z.string(),
  BookingType: z.string(),
  /** spec reuse: the payment mode */
  Age: z.string(),
  PaymentMethod: z.string(),
  /** spec reuse: the transaction number */
  PaymentMode: z.string(),
  TransactionNo: z.string(),
  InvoiceNo: z.string(),
  BookingStatus: z.string(),
  RefundAmount: z.number().nullable(),
  CancellationCharge: z.number().nullable(),
});
export type BookingViewRow = z.infer<typeof bookingViewRow>;

export const taxRow = z.object({
  TaxType: z.string(),
  TaxPercentage: z.number(),
  TaxAmount: z.number(),
});
export type TaxRow = z.infer<typeof taxRow>;

export const extraPersonRow = z.object({
  RoomBookingID: z.number(),
  RoomTypeName: z.string(),
  ExtraPerson: z.number(),
  ExtraPersonRate: z.number(),
  NoOfDay: z.number(),
  Amount: z.number(),
});
export type ExtraPersonRow = z.infer<typeof extraPersonRow>;

export const historyQuery = z.object({
  fromDate: isoDate('From date').optional(),
  toDate: isoDate('To date').optional(),
  bookingRefNo: z.string().trim().max(40).optional(),
  UserId: z.coerce.number().int().optional(),
});

export const historyRoom = z.object({
  RoomBookingID: z.number(),
  RoomTypeName: z.string(),
  Status: z.string(),
  Amount: z.number(),
  RefundAmount: z.number().nullable(),
});

export const historyRow = z.object({
  BookingID: z.number(),
  BookingRefNo: z.string(),
  HotelID: z.number(),
  PropertyName: z.string(),
  CheckinDate: z.string(),
  CheckOutDate: z.string(),
  NoOfDay: z.number(),
  TotalRoom: z.number(),
  BookingDate: z.string(),
  /** pending_payment | confirmed | failed | expired | partially_cancelled | cancelled */
  Status: z.string(),
  RoomTotal: z.number(),
  GST: z.number(),
  TotalAmount: z.number(),
  RefundAmount: z.number(),
  CanCancel: z.boolean(),
  HasReceipt: z.boolean(),
  Rooms: z.array(historyRoom),
  /** the GST credit notes of the booking's refunded cancellations (ADR 160) */
  CreditNotes: z.array(z.object({ CreditNoteID: z.number(), CreditNoteNo: z.string() })),
  /** the GST debit notes of its dearer date changes and stay extensions (ADR 369, 381) */
  DebitNotes: z.array(z.object({ DebitNoteID: z.number(), DebitNoteNo: z.string() })),
});
export type HistoryRow = z.infer<typeof historyRow>;

/** GET /api/bookings/{id}/invoice: the GST tax invoice (the page and the PDF show the same). */
export const invoiceLine = z.object({
  RoomBookingID: z.number(),
  Description: z.string(),
  SAC: z.string(),
  Nights: z.number(),
  Rate: z.number(),
  ExtraPersons: z.number(),
  ExtraAmount: z.number(),
  TaxableValue: z.number(),
  /** percent, e.g. 5 */
  GSTRate: z.number(),
  /** the same rate in basis points (500 = 5%): each line's own rate (ADR 220) */
  gstRateBp: z.number().int(),
  CGST: z.number(),
  SGST: z.number(),
  Total: z.number(),
});
export const invoiceDto = z.object({
  InvoiceNo: z.string(),
  InvoiceDate: z.string(),
  BookingID: z.number(),
  BookingRefNo: z.string(),
  PlaceOfSupply: z.string(),
  Supplier: z.object({
    Name: z.string(),
    GSTIN: z.string(),
    Address: z.string(),
    Phone: z.string(),
    Email: z.string(),
  }),
  Hotel: z.object({
    Name: z.string(),
    Address: z.string(),
    /** the hotel's name and address in Hindi, where the hotel has them (ADR 180) */
    NameHi: z.string().nullable().default(null),
    AddressHi: z.string().nullable().default(null),
  }),
  Guest: z.object({
    Name: z.string(),
    Type: z.string(),
    Address: z.string(),
    MobileNo: z.string(),
    EmailID: z.string(),
    GSTIN: z.string().nullable(),
  }),
  CheckIn: z.string(),
  CheckOut: z.string(),
  Nights: z.number(),
  Lines: z.array(invoiceLine),
  TaxableValue: z.number(),
  Taxes: z.array(taxRow),
  TotalTax: z.number(),
  Total: z.number(),
  AmountInWords: z.string(),
  TransactionNo: z.string(),
  PaymentMode: z.string(),
  /** the e-invoice of a B2B invoice (ADR 251): null until registered, and when not B2B */
  irn: z.string().nullable().default(null),
  ackNo: z.string().nullable().default(null),
  /** "2026-11-22 14:05:09", IST, as the portal writes it */
  ackDate: z.string().nullable().default(null),
  /** the portal's signed QR code (a JWT), drawn as a QR code on the invoice */
  signedQr: z.string().nullable().default(null),
});
export type InvoiceDto = z.infer<typeof invoiceDto>;

/** GET /api/bookings/{id}/credit-notes/{creditNoteId}: a GST credit note (ADR 160), page and PDF. */
export const creditNoteLine = z.object({
  RoomBookingID: z.number(),
  Description: z.string(),
  SAC: z.string(),
  GSTRate: z.number(),
  /** the original invoice's rate of this share, in basis points (ADR 220) */
  gstRateBp: z.number().int(),
  TaxableValue: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  IGST: z.number(),
  Total: z.number(),
});
export const creditNoteDto = z.object({
  CreditNoteID: z.number(),
  CreditNoteNo: z.string(),
  CreditNoteDate: z.string(),
  InvoiceNo: z.string(),
  InvoiceDate: z.string(),
  BookingID: z.number(),
  BookingRefNo: z.string(),
  PlaceOfSupply: z.string(),
  Reason: z.string(),
  Supplier: invoiceDto.shape.Supplier,
  Hotel: invoiceDto.shape.Hotel,
  /** a tour booking's credit note (ADR 350, 367): the tour and its departure, in place of a hotel */
  Tour: z
    .object({ Title: z.string(), TitleHi: z.string().nullable(), Departure: z.string() })
    .optional(),
  Guest: invoiceDto.shape.Guest,
  Lines: z.array(creditNoteLine),
  TaxableValue: z.number(),
  Taxes: z.array(taxRow),
  TotalTax: z.number(),
  Total: z.number(),
  AmountInWords: z.string(),
});
export type CreditNoteDto = z.infer<typeof creditNoteDto>;

/**
 * GET /api/bookings/{id}/debit-notes/{debitNoteId}: a GST debit note (ADR 369, 381), page and PDF:
 * what a dearer date change or a stay extension added to the booking's tax invoice. The shape of a
 * credit note, numbered in its own series.
 */
export const debitNoteDto = creditNoteDto
  .omit({ CreditNoteID: true, CreditNoteNo: true, CreditNoteDate: true, Tour: true })
  .extend({
    DebitNoteID: z.number(),
    DebitNoteNo: z.string(),
    DebitNoteDate: z.string(),
  });
export type DebitNoteDto = z.infer<typeof debitNoteDto>;
