import { encode } from 'uqr';
import { formatDate } from '../../../shared/dates';
import type { Language } from '../../../shared/language';
import { formatIndianAmount, rupeesToPaise } from '../../../shared/money';
import { lineDescriptionHi } from '../../../shared/hindi';
import { amountInWordsHi } from '../../../shared/money-hi';
import type { Invoice } from './receipts.service';
import { drawTaxDocument, PDF_INK, renderA4, rs, write } from './tax-document-pdf';

/**
 * The invoice's words in each language (ADR 124). The Hindi ones are those GST invoices in Hindi
 * use (कर बीजक, कर योग्य मूल्य, सीजीएसटी...); the data (names, numbers, GSTIN) prints as stored.
 */
/** The hotel's names: the Hindi one on a Hindi document where the hotel has it. */
type HotelNames = { Name: string; NameHi: string | null };

const LABELS = {
  en: {
    title: 'TAX INVOICE',
    supplierLine: (gstin: string, phone: string, email: string) =>
      `GSTIN: ${gstin}    Phone: ${phone}    Email: ${email}`,
    invoiceNo: 'Invoice No',
    invoiceDate: 'Invoice Date',
    bookingRef: 'Booking Ref',
    placeOfSupply: 'Place of Supply',
    hotel: 'Hotel',
    hotelName: (h: HotelNames) => h.Name,
    stay: 'Stay',
    stayText: (from: string, to: string, n: number) =>
      `${from} to ${to} (${n} night${n > 1 ? 's' : ''})`,
    billedTo: 'Billed to',
    mobile: 'Mobile',
    email: 'Email',
    cols: [
      'Description',
      'SAC',
      'Nights',
      'Rate (₹)',
      'Extra (₹)',
      'Taxable (₹)',
      'CGST (₹)',
      'SGST (₹)',
    ],
    gst: 'GST',
    taxable: 'Taxable value',
    totalTax: 'Total tax',
    total: 'Total (incl. GST)',
    inWords: 'Amount in words',
    payment: (mode: string, txn: string) =>
      `Payment: ${mode}${txn ? `, transaction ${txn}` : ''}. Paid in full.`,
    reverseCharge: 'Tax is not payable on reverse charge basis.',
    computerGenerated: 'This is a computer-generated invoice and needs no signature.',
    description: (d: string) => d,
    date: formatDate,
  },
  hi: {
    title: 'कर बीजक (TAX INVOICE)',
    supplierLine: (gstin: string, phone: string, email: string) =>
      `जीएसटीआईएन: ${gstin}    फ़ोन: ${phone}    ईमेल: ${email}`,
    invoiceNo: 'बीजक संख्या',
    invoiceDate: 'बीजक तिथि',
    bookingRef: 'बुकिंग संदर्भ',
    placeOfSupply: 'आपूर्ति का स्थान',
    hotel: 'होटल',
    hotelName: (h: HotelNames) => h.NameHi ?? h.Name,
    stay: 'ठहराव',
    stayText: (from: string, to: string, n: number) => `${from} से ${to} (${n} रात)`,
    billedTo: 'प्राप्तकर्ता',
    mobile: 'मोबाइल',
    email: 'ईमेल',
    cols: ['विवरण', 'SAC', 'रातें', 'दर (₹)', 'अतिरिक्त (₹)', 'कर योग्य (₹)', 'CGST (₹)', 'SGST (₹)'],
    gst: 'जीएसटी',
    taxable: 'कर योग्य मूल्य',
    totalTax: 'कुल कर',
    total: 'कुल (जीएसटी सहित)',
    inWords: 'राशि शब्दों में',
    payment: (mode: string, txn: string) =>
      `भुगतान: ${mode}${txn ? `, लेन-देन ${txn}` : ''}। पूरा भुगतान प्राप्त।`,
    reverseCharge: 'रिवर्स चार्ज के आधार पर कर देय नहीं है।',
    computerGenerated: 'यह कंप्यूटर द्वारा बनाया गया बीजक है, इस पर हस्ताक्षर की आवश्यकता नहीं है।',
    /** "Deluxe Room, 2 adults, 1 child" -> "Deluxe Room, 2 वयस्क, 1 बच्चा" (the room type's name stays) */
    description: lineDescriptionHi,
    date: (d: string) => formatDate(d, 'hi'),
  },
} as const;
/**
 * The signed QR code as squares (drawn here from the portal's signed string, never fetched), at
 * `size` points with a quiet zone of two modules.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { data } = encode(text, { border: 2 });
  const n = data.length;
  const m = size / n;
  doc.save().rect(x, y, size, size).fill('#ffffff');
  data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + c * m, y + r * m, m, m);
    }),
  );
  doc.fill('#000000').restore();
}

/** The e-invoice block of a B2B invoice (ADR 251): IRN, acknowledgement and the signed QR code. */
function drawEinvoice(
  doc: PDFKit.PDFDocument,
  inv: Invoice,
  lang: Language,
  left: number,
  width: number,
) {
  const size = 120;
  doc.moveDown(0.8);
  if (doc.y + size > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  drawQr(doc, inv.signedQr ?? '', left + width - size, y, size);
  doc.fillColor(PDF_INK).fontSize(9);
  const hi = lang === 'hi';
  write(doc, hi ? 'ई-इनवॉइस' : 'E-invoice', left, y, { width: width - size - 10, bold: true });
  for (const [k, v] of [
    ['IRN', inv.irn ?? ''],
    [hi ? 'पावती संख्या' : 'Ack No.', inv.ackNo ?? ''],
    [hi ? 'पावती तिथि' : 'Ack Date', inv.ackDate ?? ''],
  ] as const) {
    write(doc, `${k}: ${v}`, left, doc.y + 2, { width: width - size - 10 });
  }
  doc.y = Math.max(doc.y, y + size);
}

/**
 * The GST tax invoice as an A4 PDF (pdfkit, no network): the corporation's logo, Noto Sans
 * (Latin and Devanagari) embedded, so Hindi names and the ₹ sign print (ADR 087); the layout is
 * the tax documents' one (`tax-document-pdf.ts`).
 */
export function renderInvoicePdf(inv: Invoice, lang: Language = 'en'): Promise<Buffer> {
  const L = LABELS[lang];
  const info = {
    Title: `Tax Invoice ${inv.InvoiceNo}`,
    Author: inv.Supplier.Name,
    Subject: `Booking ${inv.BookingRefNo}`,
  };
  const amt = formatIndianAmount;
  const widths = [150, 42, 36, 62, 50, 66, 52, 52];
  const words = lang === 'hi' ? amountInWordsHi(rupeesToPaise(inv.Total)) : inv.AmountInWords;
  return renderA4(
    info,
    (doc) =>
      drawTaxDocument(doc, {
        supplier: inv.Supplier,
        title: L.title,
        supplierLine: L.supplierLine(inv.Supplier.GSTIN, inv.Supplier.Phone, inv.Supplier.Email),
        facts: [
          [L.invoiceNo, inv.InvoiceNo],
          [L.invoiceDate, L.date(inv.InvoiceDate)],
          [L.bookingRef, inv.BookingRefNo],
          [L.placeOfSupply, inv.PlaceOfSupply],
          [L.hotel, L.hotelName(inv.Hotel)],
          [L.stay, L.stayText(L.date(inv.CheckIn), L.date(inv.CheckOut), inv.Nights)],
        ],
        partyLabel: L.billedTo,
        party: [
          inv.Guest.Name,
          inv.Guest.Address,
          `${L.mobile}: ${inv.Guest.MobileNo}`,
          `${L.email}: ${inv.Guest.EmailID}`,
          ...(inv.Guest.GSTIN ? [`GSTIN: ${inv.Guest.GSTIN}`] : []),
        ],
        columns: widths.map((w, i) => ({ w, a: i < 2 ? ('left' as const) : ('right' as const) })),
        header: [...L.cols],
        rows: inv.Lines.map((l) => [
          `${L.description(l.Description)} (${L.gst} ${l.GSTRate}%)`,
          l.SAC,
          String(l.Nights),
          amt(l.Rate),
          l.ExtraPersons ? `${l.ExtraPersons} / ${amt(l.ExtraAmount)}` : '-',
          amt(l.TaxableValue),
          amt(l.CGST),
          amt(l.SGST),
        ]),
        totals: [
          [L.taxable, rs(inv.TaxableValue)],
          ...inv.Taxes.map((t): [string, string] => [
            `${t.TaxType} @ ${t.TaxPercentage}%`,
            rs(t.TaxAmount),
          ]),
          [L.totalTax, rs(inv.TotalTax)],
          [L.total, rs(inv.Total)],
        ],
        inWords: `${L.inWords}: ${words}`,
        notes: [L.payment(inv.PaymentMode, inv.TransactionNo), L.reverseCharge],
        after: (d, left, width) => {
          if (inv.irn && inv.signedQr) drawEinvoice(d, inv, lang, left, width);
        },
        footer: L.computerGenerated,
      }),
    lang,
  );
}
