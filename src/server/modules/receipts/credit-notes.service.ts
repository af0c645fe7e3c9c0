import type { CreditNoteDto } from '../../../shared/contracts/receipts';
import {
  documentYear,
  financialYear,
  formatDate,
  taxRecordsKeptFrom,
  todayIst,
} from '../../../shared/dates';
import type { Language } from '../../../shared/language';
import {
  accommodationPlaceOfSupply,
  placeOfSupplyName,
  refundLines,
  SAC_ACCOMMODATION,
  shareOverRooms,
} from '../../../shared/gst';
import { amountInWords, formatRupees, paiseToRupees } from '../../../shared/money';
import { splitGst, type TaxLine } from '../../../shared/pricing';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { CreditNoteLine } from './credit-notes.repo';
import { notFound } from '../../http-errors';
import { enqueueMail } from '../../notify/outbox';
import * as auth from '../auth/auth.service';
import * as bookings from '../bookings/bookings.service';
import * as einvoices from '../einvoices/einvoices.service';
import * as hotels from '../hotels/hotels.service';
import * as repo from './credit-notes.repo';
import { pdfFilename } from '../../lib/pdf-reply';

export type CreditNoteRow = repo.CreditNoteRow;

/** The IST calendar date of an instant. */
const istDate = (d: Date) => todayIst(d);

/**
 * "CN/2627/000001": the credit note series, its own counter per financial year (ADR 160), at most
 * 16 characters like an invoice number (rule 46(b), ADR 249).
 */
export function creditNoteNumber(fy: string, serial: number): string {
  return `CN/${documentYear(fy)}/${String(serial).padStart(6, '0')}`;
}

export type CreditNoteInput = {
  /** the language of the customer's mail (ADR 121); English when not given */
  lang?: Language;
  booking: {
    id: number;
    bookingRefNo: string;
    invoiceNo: string | null;
    confirmedAt: Date | null;
    createdAt: Date;
    customerName: string;
    gstin: string | null;
    email: string;
  };
  refundId: number;
  /** the cancelled rooms with what goes back on each (GST included) */
  rooms: {
    id: number;
    roomTypeName: string;
    amountPaise: number;
    gstPaise: number;
    /** the room's lines as invoiced: each share of the refund keeps its line's rate (ADR 220) */
    taxLines: TaxLine[];
    refundPaise: number;
  }[];
  reason: string;
  at: Date;
  /** the refund of a date change's lower price, not of a cancellation (the mail says which) */
  dateChange?: boolean;
};

/**
 * The tax document of a cancellation (ADR 160, 251): the credit note of what was refunded, or,
 * when nothing was refunded and the whole booking is cancelled, the cancellation of its
 * e-invoice's IRN (within its 24 hours) instead.
 */
export async function cancellationTaxDocument(
  tx: DbOrTx,
  c: { bookingId: number; bookingCancelled: boolean; at: Date; refunded: CreditNoteInput | null },
): Promise<void> {
  if (c.refunded) await issueCreditNote(tx, c.refunded);
  else if (c.bookingCancelled) await einvoices.cancelInvoiceIrn(tx, c.bookingId, c.at);
}

/**
 * Issues the GST credit note of a cancellation's refund, inside the transaction that records the
 * refund: the next number of the financial year, each room's refund split into taxable value and
 * GST in the proportion the invoice charged them, CGST and SGST (accommodation is always supplied
 * in the corporation's own state, ADR 160), and the mail with the PDF queued for the guest.
 * Nothing is issued for a refund of nothing.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  input: CreditNoteInput,
): Promise<CreditNoteRow | null> {
  const lines: CreditNoteLine[] = input.rooms
    .filter((r) => r.refundPaise > 0)
    .flatMap((r) =>
      refundLines(r.taxLines, r.refundPaise).map((share) => {
        const { cgstPaise, sgstPaise } = splitGst(share.gstPaise);
        return {
          bookingRoomId: r.id,
          description: r.roomTypeName,
          rateBp: share.rateBp,
          taxablePaise: share.taxablePaise,
          cgstPaise,
          sgstPaise,
          igstPaise: 0,
        };
      }),
    );
  if (lines.length === 0) return null;
  const sum = (f: (l: CreditNoteLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const issueDate = istDate(input.at);
  const serial = await repo.nextCreditNoteNo(tx, financialYear(issueDate));
  const b = input.booking;
  const taxablePaise = sum((l) => l.taxablePaise);
  const cgstPaise = sum((l) => l.cgstPaise);
  const sgstPaise = sum((l) => l.sgstPaise);
  const igstPaise = sum((l) => l.igstPaise);
  const note = await repo.insertCreditNote(tx, {
    creditNoteNo: creditNoteNumber(financialYear(issueDate), serial),
    bookingId: b.id,
    refundId: input.refundId,
    invoiceNo: b.invoiceNo ?? '',
    invoiceDate: istDate(b.confirmedAt ?? b.createdAt),
    issueDate,
    guestName: b.customerName,
    guestGstin: b.gstin,
    reason: input.reason,
    lines,
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise: taxablePaise + cgstPaise + sgstPaise + igstPaise,
    createdAt: input.at,
  });
  // to a guest with a GSTIN: registered with the portal as the invoice was (ADR 251)
  await einvoices.queueCreditNote(tx, { ...note, bookingId: b.id });
  await enqueueMail(tx, {
    to: b.email,
    ...creditNoteMail(note, b, input.lang ?? 'en', input.dateChange === true),
    attachments: [
      {
        kind: 'credit_note',
        bookingId: b.id,
        creditNoteId: note.id,
        contentType: 'application/pdf',
        filename: creditNoteFilename(note.creditNoteNo),
      },
    ],
  });
  return note;
}

/**
 * The GST credit note of a date change's lower price (ADR 369), in the transaction that records
 * its refund: the refund shared over the rooms' lines before the change (those the guest paid at)
 * and split at each line's rate; the mail in the customer's language. Nothing for no refund.
 */
export async function issueDateChangeCreditNote(
  tx: DbOrTx,
  input: {
    booking: CreditNoteInput['booking'] & { customerId: number };
    refundId: number;
    /** the booked rooms as they were before the change */
    rooms: Omit<CreditNoteInput['rooms'][number], 'refundPaise'>[];
    refundPaise: number;
    reason: string;
    at: Date;
  },
): Promise<CreditNoteRow | null> {
  const perRoom = new Map<number, number>();
  for (const s of shareOverRooms(input.rooms, input.refundPaise))
    perRoom.set(s.room.id, (perRoom.get(s.room.id) ?? 0) + s.taxablePaise + s.gstPaise);
  return issueCreditNote(tx, {
    lang: await auth.languageOf(tx, input.booking.customerId),
    booking: input.booking,
    refundId: input.refundId,
    rooms: input.rooms.map((r) => ({ ...r, refundPaise: perRoom.get(r.id) ?? 0 })),
    reason: input.reason,
    at: input.at,
    dateChange: true,
  });
}

export type TourCreditNoteInput = {
  lang?: Language;
  booking: {
    id: number;
    bookingRefNo: string;
    invoiceNo: string | null;
    confirmedAt: Date | null;
    createdAt: Date;
    customerName: string;
    email: string;
  };
  refundId: number;
  /** e.g. "Netarhat tour, 2 travellers" */
  description: string;
  rateBp: number;
  /** the refund (GST included) and the taxable value within it */
  refundPaise: number;
  taxablePaise: number;
  reason: string;
  at: Date;
};

/**
 * Issues the GST credit note of a tour booking's refund (ADR 350), in the transaction that records
 * the refund: the same number series as rooms, one line (SAC 998555) with CGST and SGST, and the
 * mail queued for the guest. A tour guest gives no GSTIN, so no e-invoice is registered.
 */
export async function issueTourCreditNote(
  tx: DbOrTx,
  input: TourCreditNoteInput,
): Promise<CreditNoteRow | null> {
  if (input.refundPaise <= 0) return null;
  const gst = input.refundPaise - input.taxablePaise;
  const { cgstPaise, sgstPaise } = splitGst(gst);
  const issueDate = istDate(input.at);
  const serial = await repo.nextCreditNoteNo(tx, financialYear(issueDate));
  const b = input.booking;
  const note = await repo.insertCreditNote(tx, {
    creditNoteNo: creditNoteNumber(financialYear(issueDate), serial),
    tourBookingId: b.id,
    refundId: input.refundId,
    invoiceNo: b.invoiceNo ?? '',
    invoiceDate: istDate(b.confirmedAt ?? b.createdAt),
    issueDate,
    guestName: b.customerName,
    guestGstin: null,
    reason: input.reason,
    lines: [
      {
        bookingRoomId: null,
        description: input.description,
        rateBp: input.rateBp,
        taxablePaise: input.taxablePaise,
        cgstPaise,
        sgstPaise,
        igstPaise: 0,
      },
    ],
    taxablePaise: input.taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise: 0,
    totalPaise: input.refundPaise,
    createdAt: input.at,
  });
  await enqueueMail(tx, {
    to: b.email,
    ...creditNoteMail(note, b, input.lang ?? 'en'),
  });
  return note;
}

/** The mail that carries a booking's credit note, in the customer's language (ADR 121). */
function creditNoteMail(
  note: Pick<CreditNoteRow, 'creditNoteNo' | 'invoiceNo' | 'invoiceDate' | 'totalPaise'>,
  b: { customerName: string; bookingRefNo: string },
  lang: Language,
  dateChange = false,
): { subject: string; text: string } {
  const n = {
    customerName: b.customerName,
    bookingRefNo: b.bookingRefNo,
    creditNoteNo: note.creditNoteNo,
    invoiceNo: note.invoiceNo || b.bookingRefNo,
    invoiceDate: note.invoiceDate,
    totalPaise: note.totalPaise,
  };
  const amount = formatRupees(n.totalPaise, { decimals: true });
  if (lang === 'hi')
    return {
      subject: `जीएसटी क्रेडिट नोट ${n.creditNoteNo}: बुकिंग ${n.bookingRefNo}`,
      text: [
        `प्रिय ${n.customerName},`,
        '',
        `${dateChange ? `आपकी बुकिंग ${n.bookingRefNo} की तारीखें बदलने पर` : `आपकी रद्द की गई बुकिंग ${n.bookingRefNo} पर`} ${amount} की वापसी के लिए हमने ${formatDate(n.invoiceDate, 'hi')} के ` +
          `टैक्स इनवॉइस ${n.invoiceNo} के विरुद्ध जीएसटी क्रेडिट नोट ${n.creditNoteNo} जारी किया है।`,
        'क्रेडिट नोट PDF के रूप में संलग्न है। आप इसे हमारी वेबसाइट पर अपनी बुकिंग हिस्ट्री से भी खोल सकते हैं।',
        '',
        'झारखंड पर्यटन विकास निगम (Jharkhand Tourism Development Corporation)',
      ].join('\n'),
    };
  return {
    subject: `GST credit note ${n.creditNoteNo}: booking ${n.bookingRefNo}`,
    text: [
      `Dear ${n.customerName},`,
      '',
      `For the refund of ${amount} ${dateChange ? 'after the change of dates of your booking' : 'on your cancelled booking'} ${n.bookingRefNo}, ` +
        `we have issued GST credit note ${n.creditNoteNo} against tax invoice ${n.invoiceNo} ` +
        `of ${formatDate(n.invoiceDate)}.`,
      'The credit note is attached as a PDF. You can also open it from your booking history on our website.',
      '',
      'Jharkhand Tourism Development Corporation',
    ].join('\n'),
  };
}

export function creditNoteFilename(no: string): string {
  return pdfFilename('Credit-Note', no);
}

/** The credit note numbers of some bookings (the history list links them). */
export async function creditNotesByBooking(
  db: DbOrTx,
  bookingIds: number[],
): Promise<Map<number, CreditNoteRow[]>> {
  const map = new Map<number, CreditNoteRow[]>();
  for (const n of await repo.creditNotesOfBookings(db, bookingIds)) {
    if (n.bookingId === null) continue; // a tour booking's (ADR 350)
    map.set(n.bookingId, [...(map.get(n.bookingId) ?? []), n]);
  }
  return map;
}

/** A tour booking's credit notes, oldest first: id, number and date of issue (ADR 350). */
export async function tourCreditNotesOf(
  db: DbOrTx,
  tourBookingId: number,
): Promise<{ id: number; no: string; date: string }[]> {
  return (await repo.creditNotesOfTourBooking(db, tourBookingId)).map((n) => ({
    id: n.id,
    no: n.creditNoteNo,
    date: n.issueDate,
  }));
}

/** A credit note's taxes by rate, as its PDF and page list them. */
function taxesOf(lines: CreditNoteRow['lines']): CreditNoteDto['Taxes'] {
  const byRate = new Map<number, { cgst: number; sgst: number; igst: number }>();
  for (const l of lines) {
    const cur = byRate.get(l.rateBp) ?? { cgst: 0, sgst: 0, igst: 0 };
    byRate.set(l.rateBp, {
      cgst: cur.cgst + l.cgstPaise,
      sgst: cur.sgst + l.sgstPaise,
      igst: cur.igst + l.igstPaise,
    });
  }
  return [...byRate.entries()]
    .sort((x, y) => x[0] - y[0])
    .flatMap(([bp, t]) => [
      ...(t.igst
        ? [{ TaxType: 'IGST', TaxPercentage: bp / 100, TaxAmount: paiseToRupees(t.igst) }]
        : []),
      ...(t.cgst || t.sgst
        ? [
            { TaxType: 'CGST', TaxPercentage: bp / 200, TaxAmount: paiseToRupees(t.cgst) },
            { TaxType: 'SGST', TaxPercentage: bp / 200, TaxAmount: paiseToRupees(t.sgst) },
          ]
        : []),
    ]);
}

/** A credit note of a booking the reader may see (its customer or its signed link), as issued. */
export async function creditNoteOf(
  db: DbOrTx,
  config: Config,
  bookingId: number,
  creditNoteId: number,
  reader: bookings.BookingReader,
): Promise<CreditNoteDto> {
  const { booking: b, rooms } = await bookings.getReadableBooking(db, config, bookingId, reader);
  const note = await repo.findCreditNote(db, bookingId, creditNoteId);
  if (!note) throw notFound('Credit note not found.');
  return {
    CreditNoteID: note.id,
    CreditNoteNo: note.creditNoteNo,
    CreditNoteDate: note.issueDate,
    ...(await roomNoteBody(db, config, b, rooms, note)),
  };
}

/** A room booking's credit or debit note as its page and PDF show it, all but its own number. */
export async function roomNoteBody(
  db: DbOrTx,
  config: Config,
  b: bookings.BookingRow,
  rooms: { id: number }[],
  note: Pick<
    CreditNoteRow,
    | 'invoiceNo'
    | 'invoiceDate'
    | 'reason'
    | 'guestName'
    | 'guestGstin'
    | 'lines'
    | 'taxablePaise'
    | 'cgstPaise'
    | 'sgstPaise'
    | 'igstPaise'
    | 'totalPaise'
  >,
  /** the nights the lines are of: the stay's, or an extension's added nights (ADR 382) */
  nights = b.nights,
): Promise<Omit<CreditNoteDto, 'CreditNoteID' | 'CreditNoteNo' | 'CreditNoteDate' | 'Tour'>> {
  const hotel = await hotels.requireHotel(db, b.hotelId);
  const tax = note.cgstPaise + note.sgstPaise + note.igstPaise;
  return {
    InvoiceNo: note.invoiceNo,
    InvoiceDate: note.invoiceDate,
    BookingID: b.id,
    BookingRefNo: b.bookingRefNo,
    PlaceOfSupply: placeOfSupplyName(accommodationPlaceOfSupply(config.CORP_GSTIN)),
    Reason: note.reason,
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
      Name: note.guestName,
      Type: b.customerType,
      Address: b.address,
      MobileNo: b.mobile,
      EmailID: b.email,
      GSTIN: note.guestGstin,
    },
    Lines: note.lines.map((l) => {
      const room = rooms.find((r) => r.id === l.bookingRoomId);
      return {
        // a room booking’s lines always name their room; only tour lines have none (ADR 350)
        RoomBookingID: l.bookingRoomId ?? 0,
        Description: `${l.description}${room ? `, ${nights} night${nights > 1 ? 's' : ''}` : ''}`,
        SAC: SAC_ACCOMMODATION,
        GSTRate: l.rateBp / 100,
        gstRateBp: l.rateBp,
        TaxableValue: paiseToRupees(l.taxablePaise),
        CGST: paiseToRupees(l.cgstPaise),
        SGST: paiseToRupees(l.sgstPaise),
        IGST: paiseToRupees(l.igstPaise),
        Total: paiseToRupees(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise),
      };
    }),
    TaxableValue: paiseToRupees(note.taxablePaise),
    Taxes: taxesOf(note.lines),
    TotalTax: paiseToRupees(tax),
    Total: paiseToRupees(note.totalPaise),
    AmountInWords: amountInWords(note.totalPaise),
  };
}

/**
 * A tour booking's credit note (ADR 350, 367), as issued: the caller (the tours module) has
 * checked the reader may see the tour booking and gives its facts. One line, SAC 998555.
 */
export async function tourCreditNoteOf(
  db: DbOrTx,
  config: Config,
  tb: {
    id: number;
    bookingRefNo: string;
    mobile: string;
    email: string;
    sac: string;
    tour: { title: string; titleHi: string | null; departure: string };
  },
  creditNoteId: number,
): Promise<CreditNoteDto> {
  const note = await repo.findTourCreditNote(db, tb.id, creditNoteId);
  if (!note) throw notFound('Credit note not found.');
  return {
    CreditNoteID: note.id,
    CreditNoteNo: note.creditNoteNo,
    CreditNoteDate: note.issueDate,
    InvoiceNo: note.invoiceNo,
    InvoiceDate: note.invoiceDate,
    BookingID: tb.id,
    BookingRefNo: tb.bookingRefNo,
    PlaceOfSupply: placeOfSupplyName(accommodationPlaceOfSupply(config.CORP_GSTIN)),
    Reason: note.reason,
    Supplier: {
      Name: config.CORP_NAME,
      GSTIN: config.CORP_GSTIN,
      Address: config.CORP_ADDRESS,
      Phone: config.CORP_PHONE,
      Email: config.CORP_EMAIL,
    },
    Hotel: { Name: tb.tour.title, Address: '', NameHi: tb.tour.titleHi, AddressHi: null },
    Tour: { Title: tb.tour.title, TitleHi: tb.tour.titleHi, Departure: tb.tour.departure },
    Guest: {
      Name: note.guestName,
      Type: 'Individual',
      Address: '',
      MobileNo: tb.mobile,
      EmailID: tb.email,
      GSTIN: null,
    },
    Lines: note.lines.map((l) => ({
      RoomBookingID: 0,
      Description: l.description,
      SAC: tb.sac,
      GSTRate: l.rateBp / 100,
      gstRateBp: l.rateBp,
      TaxableValue: paiseToRupees(l.taxablePaise),
      CGST: paiseToRupees(l.cgstPaise),
      SGST: paiseToRupees(l.sgstPaise),
      IGST: paiseToRupees(l.igstPaise),
      Total: paiseToRupees(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise),
    })),
    TaxableValue: paiseToRupees(note.taxablePaise),
    Taxes: taxesOf(note.lines),
    TotalTax: paiseToRupees(note.cgstPaise + note.sgstPaise + note.igstPaise),
    Total: paiseToRupees(note.totalPaise),
    AmountInWords: amountInWords(note.totalPaise),
  };
}

/** Renders a credit note (a room's or a tour's) as its PDF, in a language. */
export { renderCreditNotePdf } from './credit-note-pdf';

/** The 72-month purge (ADR 328): deleted accounts' names leave credit notes past retention. */
export async function purgeRetainedGuests(deps: { db: DbOrTx; now: () => Date }): Promise<number> {
  return repo.purgeErasedGuestsBefore(deps.db, taxRecordsKeptFrom(todayIst(deps.now())));
}
