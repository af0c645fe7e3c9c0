import type { CreditNoteDto, DebitNoteDto } from '../../../shared/contracts/receipts';
import { DEBIT_NOTE_REASONS_HI, REFUND_REASONS_HI } from '../../../shared/document-reasons';
import { formatDate } from '../../../shared/dates';
import { lineDescriptionHi } from '../../../shared/hindi';
import type { Language } from '../../../shared/language';
import { formatIndianAmount, rupeesToPaise } from '../../../shared/money';
import { amountInWordsHi } from '../../../shared/money-hi';
import { drawTaxDocument, renderA4, rs } from './tax-document-pdf';

const amt = formatIndianAmount;

/**
 * The credit note's words in each language, as the invoice's (ADR 124, 188); the data (names,
 * numbers, GSTIN) prints as stored.
 */
/** The hotel's names: the Hindi one on a Hindi document where the hotel has it. */
type HotelNames = { Name: string; NameHi: string | null };

const LABELS = {
  en: {
    title: 'CREDIT NOTE (GST)',
    supplierLine: (gstin: string, phone: string, email: string) =>
      `GSTIN: ${gstin}    Phone: ${phone}    Email: ${email}`,
    creditNoteNo: 'Credit Note No',
    date: 'Date',
    againstInvoice: 'Against Invoice',
    invoiceDate: 'Invoice Date',
    bookingRef: 'Booking Ref',
    placeOfSupply: 'Place of Supply',
    hotel: 'Hotel',
    hotelName: (h: HotelNames) => h.Name,
    tour: 'Tour',
    departure: 'Departure',
    tourName: (t: { Title: string; TitleHi: string | null }) => t.Title,
    reason: 'Reason',
    issuedTo: 'Issued to',
    mobile: 'Mobile',
    email: 'Email',
    cols: ['Description', 'SAC', 'GST %', 'Taxable (₹)', 'CGST (₹)', 'SGST (₹)', 'IGST (₹)'],
    taxable: 'Taxable value',
    totalTax: 'Total tax',
    credited: 'Total credited (incl. GST)',
    inWords: 'Amount in words',
    explain: (invoice: string) =>
      `This credit note reduces the taxable value and tax of invoice ${invoice} by the amounts above, refunded to the guest.`,
    computerGenerated: 'This is a computer-generated credit note and needs no signature.',
    formatDate: (d: string) => formatDate(d),
    description: (d: string) => d,
    reasonText: (r: string) => r,
  },
  hi: {
    title: 'जीएसटी क्रेडिट नोट (CREDIT NOTE)',
    supplierLine: (gstin: string, phone: string, email: string) =>
      `जीएसटीआईएन: ${gstin}    फ़ोन: ${phone}    ईमेल: ${email}`,
    creditNoteNo: 'क्रेडिट नोट संख्या',
    date: 'तिथि',
    againstInvoice: 'बीजक संख्या',
    invoiceDate: 'बीजक तिथि',
    bookingRef: 'बुकिंग संदर्भ',
    placeOfSupply: 'आपूर्ति का स्थान',
    hotel: 'होटल',
    hotelName: (h: HotelNames) => h.NameHi ?? h.Name,
    tour: 'टूर',
    departure: 'प्रस्थान',
    tourName: (t: { Title: string; TitleHi: string | null }) => t.TitleHi ?? t.Title,
    reason: 'कारण',
    issuedTo: 'प्राप्तकर्ता',
    mobile: 'मोबाइल',
    email: 'ईमेल',
    cols: ['विवरण', 'SAC', 'जीएसटी %', 'कर योग्य (₹)', 'CGST (₹)', 'SGST (₹)', 'IGST (₹)'],
    taxable: 'कर योग्य मूल्य',
    totalTax: 'कुल कर',
    credited: 'कुल जमा राशि (जीएसटी सहित)',
    inWords: 'राशि शब्दों में',
    explain: (invoice: string) =>
      `यह क्रेडिट नोट बीजक ${invoice} के कर योग्य मूल्य और कर को ऊपर दी गई राशियों से घटाता है, जो अतिथि को लौटाई गई हैं।`,
    computerGenerated: 'यह कंप्यूटर द्वारा बनाया गया क्रेडिट नोट है, इस पर हस्ताक्षर की आवश्यकता नहीं है।',
    formatDate: (d: string) => formatDate(d, 'hi'),
    description: lineDescriptionHi,
    reasonText: (r: string) => REFUND_REASONS_HI[r] ?? r,
  },
} as const;

/** The labels' shape, with the words widened to any text (the debit note's replace some). */
type Widened<T> = T extends string ? string : T extends readonly string[] ? readonly string[] : T;
type NoteLabels = { [K in keyof (typeof LABELS)['en']]: Widened<(typeof LABELS)['en'][K]> };

/** A debit note's words (ADR 381): the credit note's, but for what is added to the invoice. */
const DEBIT_LABELS: Record<Language, NoteLabels> = {
  en: {
    ...LABELS.en,
    title: 'DEBIT NOTE (GST)',
    creditNoteNo: 'Debit Note No',
    credited: 'Total debited (incl. GST)',
    explain: (invoice: string) =>
      `This debit note increases the taxable value and tax of invoice ${invoice} by the amounts above, charged to the guest.`,
    computerGenerated: 'This is a computer-generated debit note and needs no signature.',
  },
  hi: {
    ...LABELS.hi,
    title: 'जीएसटी डेबिट नोट (DEBIT NOTE)',
    creditNoteNo: 'डेबिट नोट संख्या',
    credited: 'कुल नामे राशि (जीएसटी सहित)',
    explain: (invoice: string) =>
      `यह डेबिट नोट बीजक ${invoice} के कर योग्य मूल्य और कर को ऊपर दी गई राशियों से बढ़ाता है, जो अतिथि से ली गई हैं।`,
    computerGenerated: 'यह कंप्यूटर द्वारा बनाया गया डेबिट नोट है, इस पर हस्ताक्षर की आवश्यकता नहीं है।',
    reasonText: (r: string) => DEBIT_NOTE_REASONS_HI[r] ?? r,
  },
};

/** The GST debit note as an A4 PDF (ADR 381): the credit note's letterhead, table and totals. */
export function renderDebitNotePdf(dn: DebitNoteDto, lang: Language = 'en'): Promise<Buffer> {
  const { DebitNoteID, DebitNoteNo, DebitNoteDate, ...rest } = dn;
  return renderNotePdf(
    {
      ...rest,
      CreditNoteID: DebitNoteID,
      CreditNoteNo: DebitNoteNo,
      CreditNoteDate: DebitNoteDate,
    },
    DEBIT_LABELS[lang],
    lang,
    'Debit Note',
  );
}

/** The GST credit note as an A4 PDF, with the invoice's letterhead, fonts and table (ADR 160). */
export function renderCreditNotePdf(cn: CreditNoteDto, lang: Language = 'en'): Promise<Buffer> {
  return renderNotePdf(cn, LABELS[lang], lang, 'Credit Note');
}

function renderNotePdf(
  cn: CreditNoteDto,
  L: NoteLabels,
  lang: Language,
  kind: 'Credit Note' | 'Debit Note',
): Promise<Buffer> {
  const info = {
    Title: `${kind} ${cn.CreditNoteNo}`,
    Author: cn.Supplier.Name,
    Subject: `Booking ${cn.BookingRefNo}, invoice ${cn.InvoiceNo}`,
  };
  const widths = [170, 44, 40, 70, 56, 56, 50];
  const words = lang === 'hi' ? amountInWordsHi(rupeesToPaise(cn.Total)) : cn.AmountInWords;
  return renderA4(
    info,
    (doc) =>
      drawTaxDocument(doc, {
        supplier: cn.Supplier,
        title: L.title,
        supplierLine: L.supplierLine(cn.Supplier.GSTIN, cn.Supplier.Phone, cn.Supplier.Email),
        facts: [
          [L.creditNoteNo, cn.CreditNoteNo],
          [L.date, L.formatDate(cn.CreditNoteDate)],
          [L.againstInvoice, cn.InvoiceNo || '-'],
          [L.invoiceDate, L.formatDate(cn.InvoiceDate)],
          [L.bookingRef, cn.BookingRefNo],
          [L.placeOfSupply, cn.PlaceOfSupply],
          // a tour's credit note names the tour and its departure (ADR 367), a room's its hotel
          ...((cn.Tour
            ? [
                [L.tour, L.tourName(cn.Tour)],
                [L.departure, cn.Tour.Departure],
              ]
            : [[L.hotel, L.hotelName(cn.Hotel)]]) as [string, string][]),
          [L.reason, L.reasonText(cn.Reason)],
        ],
        partyLabel: L.issuedTo,
        party: [
          cn.Guest.Name,
          ...(cn.Guest.Address ? [cn.Guest.Address] : []),
          `${L.mobile}: ${cn.Guest.MobileNo}`,
          `${L.email}: ${cn.Guest.EmailID}`,
          ...(cn.Guest.GSTIN ? [`GSTIN: ${cn.Guest.GSTIN}`] : []),
        ],
        columns: widths.map((w, i) => ({ w, a: i < 2 ? ('left' as const) : ('right' as const) })),
        header: [...L.cols],
        rows: cn.Lines.map((l) => [
          L.description(l.Description),
          l.SAC,
          String(l.GSTRate),
          amt(l.TaxableValue),
          amt(l.CGST),
          amt(l.SGST),
          amt(l.IGST),
        ]),
        totals: [
          [L.taxable, rs(cn.TaxableValue)],
          ...cn.Taxes.map((t): [string, string] => [
            `${t.TaxType} @ ${t.TaxPercentage}%`,
            rs(t.TaxAmount),
          ]),
          [L.totalTax, rs(cn.TotalTax)],
          [L.credited, rs(cn.Total)],
        ],
        inWords: `${L.inWords}: ${words}`,
        notes: [L.explain(cn.InvoiceNo || cn.BookingRefNo)],
        footer: L.computerGenerated,
      }),
    lang,
  );
}
