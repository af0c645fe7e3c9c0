import { isPaidStatus } from '../../../shared/booking-status';
import {
  type BookingViewRow,
  type ExtraPersonRow,
  type HistoryRow,
  type InvoiceDto,
  type TaxRow,
} from '../../../shared/contracts/receipts';
import { byRate, SAC_ACCOMMODATION, splitLine } from '../../../shared/gst';
import { IST_OFFSET_MINUTES } from '../../../shared/dates';
import type { TaxLine } from '../../../shared/pricing';
import { amountInWords, paiseToRupees } from '../../../shared/money';
import type { Language } from '../../../shared/language';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { forbidden } from '../../http-errors';
import * as auth from '../auth/auth.service';
import * as bookings from '../bookings/bookings.service';
import * as hotels from '../hotels/hotels.service';
import * as einvoices from '../einvoices/einvoices.service';
import { creditNotesByBooking } from './credit-notes.service';
import { debitNotesByBooking } from './debit-notes.service';

type Reader = bookings.BookingReader;

/** "2026-11-22 14:05:09" in IST. */
export function istDateTime(d: Date): string {
  return new Date(d.getTime() + IST_OFFSET_MINUTES * 60_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');
}
const istDate = (d: Date) => istDateTime(d).slice(0, 10);
/** ISO 8601 in IST with its offset ('2026-11-23T11:44:32+05:30'), as every timestamp of the API is (docs/api.md). */
const istIso = (d: Date) => `${istDateTime(d).replace(' ', 'T')}+05:30`;

function paymentMode(method: string | null | undefined, gateway: string | undefined): string {
  if (gateway === 'sandbox') return 'Online (Sandbox)';
  if (!method) return 'Online';
  const names: Record<string, string> = {
    upi: 'UPI',
    card: 'Card',
    netbanking: 'Net Banking',
    wallet: 'Wallet',
    emi: 'EMI',
  };
  return `Online (${names[method] ?? method})`;
}

const roomRemarks = (status: string) => (status === 'cancelled' ? 'Cancelled' : 'Confirmed');

/** GET /api/dashboard/admin/booking-view/{id}: one row per room, the spec's fields. */
export async function bookingView(
  db: DbOrTx,
  config: Config,
  bookingId: number,
  reader: Reader,
): Promise<BookingViewRow[]> {
  const {
    booking: b,
    rooms,
    payment,
  } = await bookings.getReadableBooking(db, config, bookingId, reader);
  const hotel = await hotels.requireHotel(db, b.hotelId);
  const paidAt = payment?.capturedAt ?? b.confirmedAt ?? b.createdAt;
  const mode = paymentMode(payment?.method, payment?.gateway);
  const txn = payment?.paymentId ?? '';
  return rooms.map((r) => {
    // the room's rate; a room whose nights were taxed at two rates shows the higher (ADR 220)
    const rate = Math.max(0, ...r.taxLines.map((l) => l.rateBp)) / 100;
    return {
      BookingID: b.id,
      RoomBookingID: r.id,
      HotelID: hotel.id,
      PropertyName: hotel.unitName,
      PropertyAddress: hotel.address,
      vchMRNumber: b.mrNumber ?? '',
      BookingRefNo: b.bookingRefNo,
      BillDate: istDateTime(b.confirmedAt ?? b.createdAt),
      CustomerName: b.customerName,
      CustomerType: b.customerType,
      Address: b.address,
      MobileNo: b.mobile,
      EmailID: b.email,
      GSTIN: b.gstin,
      CheckinDate: b.checkIn,
      CheckinTime: hotel.checkInTime,
      CheckOutDate: b.checkOut,
      CheckOutTime: hotel.checkOutTime,
      NoOfDay: b.nights,
      RoomTypeName: r.roomTypeName,
      RoomNo: r.roomNo ?? '',
      NoOfPerson: r.adults,
      NoOfChild: r.children,
      PricePerDay: paiseToRupees(r.pricePerDayPaise),
      ExtraPerson: r.extraPersons,
      ExtraPersonRate: paiseToRupees(r.extraPersonRatePaise),
      Amount: paiseToRupees(r.amountPaise),
      TaxType: 'GST',
      TotalAmount: paiseToRupees(r.gstPaise),
      TaxPercentage: rate,
      Remarks: roomRemarks(r.status),
      ChildAge2: istDate(paidAt),
      ReceiptDate: istDate(paidAt),
      ChildAge1: 'Online',
      BookingType: 'Online',
      Age: mode,
      PaymentMethod: mode,
      PaymentMode: txn,
      TransactionNo: txn,
      InvoiceNo: b.invoiceNo ?? '',
      BookingStatus: b.status,
      RefundAmount: r.refundPaise === null ? null : paiseToRupees(r.refundPaise),
      CancellationCharge:
        r.cancellationChargePaise === null ? null : paiseToRupees(r.cancellationChargePaise),
    };
  });
}

/** CGST and SGST rows by rate: each room's lines at their own rates (ADR 220). */
function taxRows(rooms: { taxLines: TaxLine[] }[]) {
  return byRate(rooms.flatMap((r) => r.taxLines)).flatMap((t) => [
    { TaxType: 'CGST', TaxPercentage: t.rateBp / 200, TaxAmount: paiseToRupees(t.cgstPaise) },
    { TaxType: 'SGST', TaxPercentage: t.rateBp / 200, TaxAmount: paiseToRupees(t.sgstPaise) },
  ]);
}

/** GET /api/dashboard/admin/booking-payment/{id}/{totalAmount}: CGST and SGST rows (the path amount is ignored). */
export async function bookingTaxes(
  db: DbOrTx,
  config: Config,
  bookingId: number,
  reader: Reader,
): Promise<TaxRow[]> {
  const { rooms } = await bookings.getReadableBooking(db, config, bookingId, reader);
  return taxRows(rooms);
}

/** GET /api/dashboard/admin/booking-extraperson/{id}: rooms with extra persons. */
export async function bookingExtraPersons(
  db: DbOrTx,
  config: Config,
  bookingId: number,
  reader: Reader,
): Promise<ExtraPersonRow[]> {
  const { booking, rooms } = await bookings.getReadableBooking(db, config, bookingId, reader);
  return rooms
    .filter((r) => r.extraPersons > 0)
    .map((r) => ({
      RoomBookingID: r.id,
      RoomTypeName: r.roomTypeName,
      ExtraPerson: r.extraPersons,
      ExtraPersonRate: paiseToRupees(r.extraPersonRatePaise),
      NoOfDay: booking.nights,
      Amount: paiseToRupees(r.extraAmountPaise),
    }));
}

// ---- invoice ---------------------------------------------------------------------------------

export type Invoice = InvoiceDto;
const NO_EINVOICE = { irn: null, ackNo: null, ackDate: null, signedQr: null };
type InvoiceLine = InvoiceDto['Lines'][number];

/** The GST tax invoice as issued at confirmation (a later cancellation is a separate credit). */
export async function invoiceOf(
  db: DbOrTx,
  config: Config,
  bookingId: number,
  reader: Reader,
): Promise<Invoice> {
  const {
    booking: b,
    rooms,
    payment,
  } = await bookings.getReadableBooking(db, config, bookingId, reader);
  const hotel = await hotels.requireHotel(db, b.hotelId);
  // one line per room and rate: a room whose nights fell in two slabs has two lines (ADR 220)
  const lines: InvoiceLine[] = rooms.flatMap((r) => {
    const who = `${r.roomTypeName}, ${r.adults} adult${r.adults > 1 ? 's' : ''}${r.children ? `, ${r.children} child${r.children > 1 ? 'ren' : ''}` : ''}`;
    const single = r.taxLines.length === 1;
    return r.taxLines.map((tl) => {
      const l = splitLine(tl);
      return {
        RoomBookingID: r.id,
        Description: single ? who : `${who}, ${l.nights} night${l.nights > 1 ? 's' : ''}`,
        SAC: SAC_ACCOMMODATION,
        Nights: l.nights,
        // a split room: the line's average value a night, extra persons included
        Rate: paiseToRupees(
          single ? r.pricePerDayPaise : Math.round(l.taxablePaise / Math.max(1, l.nights)),
        ),
        ExtraPersons: r.extraPersons,
        ExtraAmount: paiseToRupees(single ? r.extraAmountPaise : 0),
        TaxableValue: paiseToRupees(l.taxablePaise),
        GSTRate: l.rateBp / 100,
        gstRateBp: l.rateBp,
        CGST: paiseToRupees(l.cgstPaise),
        SGST: paiseToRupees(l.sgstPaise),
        Total: paiseToRupees(l.taxablePaise + l.gstPaise),
      };
    });
  });
  const taxes = taxRows(rooms);
  const roomTotal = rooms.reduce((s, r) => s + r.amountPaise, 0);
  const gst = rooms.reduce((s, r) => s + r.gstPaise, 0);
  return {
    InvoiceNo: b.invoiceNo ?? '',
    InvoiceDate: istDate(b.confirmedAt ?? b.createdAt),
    BookingID: b.id,
    BookingRefNo: b.bookingRefNo,
    PlaceOfSupply: `Jharkhand (${config.CORP_GSTIN.slice(0, 2)})`,
    Supplier: {
      Name: config.CORP_NAME,
      GSTIN: config.CORP_GSTIN,
      Address: config.CORP_ADDRESS,
      Phone: config.CORP_PHONE,
      Email: config.CORP_EMAIL,
    },
    Hotel: {
      Name: hotel.unitName,
      Address: hotel.address,
      NameHi: hotel.unitNameHi,
      AddressHi: hotel.addressHi,
    },
    Guest: {
      Name: b.customerName,
      Type: b.customerType,
      Address: b.address,
      MobileNo: b.mobile,
      EmailID: b.email,
      GSTIN: b.gstin,
    },
    CheckIn: b.checkIn,
    CheckOut: b.checkOut,
    Nights: b.nights,
    Lines: lines,
    TaxableValue: paiseToRupees(roomTotal),
    Taxes: taxes,
    TotalTax: paiseToRupees(gst),
    Total: paiseToRupees(roomTotal + gst),
    AmountInWords: amountInWords(roomTotal + gst),
    TransactionNo: payment?.paymentId ?? '',
    PaymentMode: paymentMode(payment?.method, payment?.gateway),
    // the IRN, acknowledgement and signed QR code of a registered B2B invoice (ADR 251)
    ...(b.gstin ? await einvoices.invoiceEinvoice(db, b.id) : NO_EINVOICE),
  };
}

// ---- history ---------------------------------------------------------------------------------

/** GET /api/dashboard/admin/booking-history: the session customer's bookings only. */
export async function bookingHistory(
  db: DbOrTx,
  customerId: number,
  q: { fromDate?: string; toDate?: string; bookingRefNo?: string; UserId?: number },
): Promise<HistoryRow[]> {
  if (q.UserId !== undefined && q.UserId > 0 && q.UserId !== customerId) {
    throw forbidden('You can only see your own bookings.');
  }
  const entries = await bookings.customerHistory(db, {
    customerId,
    ...(q.fromDate ? { fromDate: q.fromDate } : {}),
    ...(q.toDate ? { toDate: q.toDate } : {}),
    ...(q.bookingRefNo ? { bookingRefNo: q.bookingRefNo } : {}),
  });
  const ids = entries.map((e) => e.booking.id);
  const notes = await creditNotesByBooking(db, ids);
  const debits = await debitNotesByBooking(db, ids);
  return entries.map(({ booking: b, hotelName, rooms, refunds }) => {
    const roomRefunds = rooms.reduce((s, r) => s + (r.refundPaise ?? 0), 0);
    const refundTotal = Math.max(
      roomRefunds,
      refunds.filter((r) => r.status !== 'failed').reduce((s, r) => s + r.amountPaise, 0),
    );
    return {
      BookingID: b.id,
      BookingRefNo: b.bookingRefNo,
      HotelID: b.hotelId,
      PropertyName: hotelName,
      CheckinDate: b.checkIn,
      CheckOutDate: b.checkOut,
      NoOfDay: b.nights,
      TotalRoom: rooms.length,
      BookingDate: istIso(b.createdAt),
      Status: b.status,
      RoomTotal: paiseToRupees(b.roomTotalPaise),
      GST: paiseToRupees(b.gstPaise),
      TotalAmount: paiseToRupees(b.totalPaise),
      RefundAmount: paiseToRupees(refundTotal),
      CanCancel: b.status === 'confirmed' || b.status === 'partially_cancelled',
      HasReceipt: isPaidStatus(b.status),
      Rooms: rooms.map((r) => ({
        RoomBookingID: r.id,
        RoomTypeName: r.roomTypeName,
        Status: r.status,
        Amount: paiseToRupees(r.amountPaise + r.gstPaise),
        RefundAmount: r.refundPaise === null ? null : paiseToRupees(r.refundPaise),
      })),
      CreditNotes: (notes.get(b.id) ?? []).map((n) => ({
        CreditNoteID: n.id,
        CreditNoteNo: n.creditNoteNo,
      })),
      DebitNotes: (debits.get(b.id) ?? []).map((n) => ({
        DebitNoteID: n.id,
        DebitNoteNo: n.debitNoteNo,
      })),
    };
  });
}

/** The language of the booking's customer: the invoice PDF's language by default (ADR 124). */
export async function invoiceLanguage(db: DbOrTx, bookingId: number): Promise<Language> {
  const b = await bookings.findBooking(db, bookingId);
  return b ? auth.languageOf(db, b.customerId) : 'en';
}
