import type { DebitNoteDto } from '../../../shared/contracts/receipts';
import { formatDate, nightsOf } from '../../../shared/dates';
import type { Language } from '../../../shared/language';
import { formatRupees } from '../../../shared/money';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http-errors';
import type { RenderedMessage } from '../../notify/renderers';
import * as auth from '../auth/auth.service';
import * as bookings from '../bookings/bookings.service';
import { roomNoteBody } from './credit-notes.service';
import * as repo from './credit-notes.repo';
import { pdfFilename } from '../../lib/pdf-reply';

/*
 * GST debit notes as the guest gets them (ADR 381): the page, the PDF and the mail. The bookings
 * module issues them (a dearer date change paid for, ADR 369; a stay extended at the desk); they
 * are drawn here with the credit note's layout.
 */

export type DebitNoteRow = repo.DebitNoteRow;

/** A debit note of a booking the reader may see (its customer or its signed link), as issued. */
export async function debitNoteOf(
  db: DbOrTx,
  config: Config,
  bookingId: number,
  debitNoteId: number,
  reader: bookings.BookingReader,
): Promise<DebitNoteDto> {
  const { booking: b, rooms } = await bookings.getReadableBooking(db, config, bookingId, reader);
  const note = await repo.findDebitNote(db, bookingId, debitNoteId);
  if (!note) throw notFound('Debit note not found.');
  return {
    DebitNoteID: note.id,
    DebitNoteNo: note.debitNoteNo,
    DebitNoteDate: note.issueDate,
    // an extension's lines are of the added nights only (ADR 382)
    ...(await roomNoteBody(
      db,
      config,
      b,
      rooms,
      note,
      note.extendedFrom && note.extendedTo
        ? nightsOf(note.extendedFrom, note.extendedTo).length
        : b.nights,
    )),
  };
}

export function debitNoteFilename(no: string): string {
  return pdfFilename('Debit-Note', no);
}

/** The debit notes of some bookings (the history and manage-booking pages link them). */
export async function debitNotesByBooking(
  db: DbOrTx,
  bookingIds: number[],
): Promise<Map<number, DebitNoteRow[]>> {
  const map = new Map<number, DebitNoteRow[]>();
  for (const n of await repo.debitNotesOfBookings(db, bookingIds))
    map.set(n.bookingId, [...(map.get(n.bookingId) ?? []), n]);
  return map;
}

/**
 * The mail that carries a debit note (outbox template `DEBIT_NOTE_MAIL`, rendered when sent, ADR
 * 300): what changed (the new dates of a date change, the new check-out of an extension), the note
 * against the invoice, a signed link to its page, and its PDF attached; in the customer's language.
 */
export async function renderDebitNoteMail(
  db: DbOrTx,
  config: Config,
  bookingId: number,
  debitNoteId: number,
): Promise<RenderedMessage> {
  const b = await bookings.findBooking(db, bookingId);
  const note = await repo.findDebitNote(db, bookingId, debitNoteId);
  if (!b || !note) throw new Error(`booking ${bookingId} has no debit note ${debitNoteId}`);
  const lang = await auth.languageOf(db, b.customerId);
  const token = encodeURIComponent(bookings.bookingLinkToken(config, b.id));
  const link = `${config.publicUrl}${lang === 'hi' ? '/hi' : ''}/debit-note/${b.id}/${note.id}?token=${token}`;
  return {
    ...debitNoteMailText(
      {
        customerName: b.customerName,
        bookingRefNo: b.bookingRefNo,
        checkIn: b.checkIn,
        checkOut: b.checkOut,
        extension: note.kind === 'extension',
        debitNoteNo: note.debitNoteNo,
        invoiceNo: note.invoiceNo || b.bookingRefNo,
        invoiceDate: note.invoiceDate,
        totalPaise: note.totalPaise,
        link,
      },
      lang,
    ),
    attachments: [
      {
        kind: 'debit_note',
        bookingId: b.id,
        debitNoteId: note.id,
        contentType: 'application/pdf',
        filename: debitNoteFilename(note.debitNoteNo),
      },
    ],
  };
}

type MailFacts = {
  customerName: string;
  bookingRefNo: string;
  checkIn: string;
  checkOut: string;
  /** an extension's note (else a date change's) */
  extension: boolean;
  debitNoteNo: string;
  invoiceNo: string;
  invoiceDate: string;
  totalPaise: number;
  link: string;
};

/** The debit note mail's subject and text in one language. */
export function debitNoteMailText(n: MailFacts, lang: Language): { subject: string; text: string } {
  const amount = formatRupees(n.totalPaise, { decimals: true });
  if (lang === 'hi') {
    const what = n.extension
      ? `आपकी बुकिंग ${n.bookingRefNo} का ठहराव बढ़ा दिया गया है: अब चेक-आउट ${formatDate(n.checkOut, 'hi')} को है। जोड़ी गई रातों (${amount}) के लिए`
      : `आपकी बुकिंग ${n.bookingRefNo} की तारीखें बदल गई हैं: अब ${formatDate(n.checkIn, 'hi')} से ${formatDate(n.checkOut, 'hi')} तक। चुकाए गए अंतर (${amount}) के लिए`;
    return {
      subject: n.extension
        ? `ठहराव बढ़ाया गया, जीएसटी डेबिट नोट ${n.debitNoteNo}: बुकिंग ${n.bookingRefNo}`
        : `तारीखें बदलीं, जीएसटी डेबिट नोट ${n.debitNoteNo}: बुकिंग ${n.bookingRefNo}`,
      text: [
        `प्रिय ${n.customerName},`,
        '',
        `${what} हमने ${formatDate(n.invoiceDate, 'hi')} के टैक्स इनवॉइस ${n.invoiceNo} के विरुद्ध ` +
          `जीएसटी डेबिट नोट ${n.debitNoteNo} जारी किया है।`,
        ...(n.extension ? ['यह राशि होटल में आपके बिल में जोड़ दी गई है।'] : []),
        'डेबिट नोट PDF के रूप में संलग्न है। आप इसे यहाँ भी खोल सकते हैं:',
        n.link,
        '',
        'झारखंड पर्यटन विकास निगम (Jharkhand Tourism Development Corporation)',
      ].join('\n'),
    };
  }
  const what = n.extension
    ? `Your stay on booking ${n.bookingRefNo} has been extended: you now check out on ${formatDate(n.checkOut)}. For the added nights (${amount})`
    : `The dates of your booking ${n.bookingRefNo} have been changed: you now stay from ${formatDate(n.checkIn)} to ${formatDate(n.checkOut)}. For the difference you paid (${amount})`;
  return {
    subject: n.extension
      ? `Stay extended, GST debit note ${n.debitNoteNo}: booking ${n.bookingRefNo}`
      : `Dates changed, GST debit note ${n.debitNoteNo}: booking ${n.bookingRefNo}`,
    text: [
      `Dear ${n.customerName},`,
      '',
      `${what} we have issued GST debit note ${n.debitNoteNo} against tax invoice ${n.invoiceNo} ` +
        `of ${formatDate(n.invoiceDate)}.`,
      ...(n.extension ? ['The amount is added to your bill at the hotel.'] : []),
      'The debit note is attached as a PDF. You can also open it here:',
      n.link,
      '',
      'Jharkhand Tourism Development Corporation',
    ].join('\n'),
  };
}
