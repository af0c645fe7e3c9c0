import PDFDocument from 'pdfkit';
import { encode } from 'uqr';
import { formatDate } from '../../../shared/dates';
import type { Language } from '../../../shared/language';
import { formatIndianAmount, rupeesToPaise } from '../../../shared/money';
import { lineDescriptionHi } from '../../../shared/hindi';
import { amountInWordsHi } from '../../../shared/money-hi';
import { fontName, parsedPdfFonts, scriptRuns } from './pdf-fonts';
import { drawLogo } from './pdf-logo';
import type { Invoice } from './receipts.service';

/** Rupees for the PDF, with the ₹ sign (the embedded Noto font has it). */
export function rs(rupees: number): string {
  return `₹${formatIndianAmount(rupees)}`;
}

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

export type TextOpts = { width: number; align?: 'left' | 'right' | 'center'; bold?: boolean };

/**
 * Writes text in the embedded fonts, one font per script run (Latin, Latin Extended, Devanagari
 * and ₹), so a Hindi name or an amount in rupees prints as typed. Text of one script wraps as
 * pdfkit wraps it; mixed text is written left-aligned as continued runs, or (right/centre
 * aligned, one line: amounts) measured and placed run by run.
 */
export function write(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  o: TextOpts,
): void {
  const bold = o.bold ?? false;
  const runs = scriptRuns(text);
  if (runs.length <= 1) {
    const script = runs[0]?.script ?? 'latin';
    doc.font(fontName(script, bold)).text(text, x, y, { width: o.width, align: o.align });
    return;
  }
  if (o.align && o.align !== 'left') {
    const widths = runs.map((r) => doc.font(fontName(r.script, bold)).widthOfString(r.text));
    const total = widths.reduce((a, b) => a + b, 0);
    let cx = o.align === 'right' ? x + o.width - total : x + (o.width - total) / 2;
    const height = doc.currentLineHeight(true);
    runs.forEach((r, i) => {
      doc.font(fontName(r.script, bold)).text(r.text, cx, y, { lineBreak: false });
      cx += widths[i]!;
    });
    doc.x = x;
    doc.y = y + height;
    return;
  }
  runs.forEach((r, i) => {
    const continued = i < runs.length - 1;
    doc.font(fontName(r.script, bold));
    if (i === 0) doc.text(r.text, x, y, { width: o.width, continued });
    else doc.text(r.text, { continued });
  });
}

export const PDF_GREEN = '#0b5d3b';
export const PDF_INK = '#1f2a24';

/** An A4 document with the embedded fonts; `draw` fills it, the promise gives the bytes. */
export function renderA4(
  info: PDFKit.DocumentInfo,
  draw: (doc: PDFKit.PDFDocument) => void,
  lang: Language = 'en',
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 40,
      lang: lang === 'hi' ? 'hi-IN' : 'en-IN',
      info,
    });
    // a parsed font in place of its bytes: pdfkit accepts either (its types name only the bytes)
    for (const [name, font] of Object.entries(parsedPdfFonts()))
      doc.registerFont(name, font as unknown as Buffer);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

export type TableColumn = { w: number; a: 'left' | 'right' | 'center' };

/** One row of a document's table (invoice, credit note): cells in their columns, a rule below. */
export function tableRow(
  doc: PDFKit.PDFDocument,
  cols: readonly TableColumn[],
  cells: string[],
  bold = false,
): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const top = doc.y;
  let x = left;
  let bottom = top;
  doc.fontSize(8.5);
  cells.forEach((c, i) => {
    const col = cols[i]!;
    write(doc, c, x + 2, top, { width: col.w - 4, align: col.a, bold });
    bottom = Math.max(bottom, doc.y);
    x += col.w;
  });
  doc.y = bottom + 4;
  doc
    .moveTo(left, doc.y - 2)
    .lineTo(left + width, doc.y - 2)
    .strokeColor('#d9d2c5')
    .lineWidth(0.5)
    .stroke();
}

/** The supplier beside the logo, then the document's title centred ('TAX INVOICE'). */
export function drawLetterhead(
  doc: PDFKit.PDFDocument,
  supplier: Invoice['Supplier'],
  title: string,
  supplierLine = `GSTIN: ${supplier.GSTIN}    Phone: ${supplier.Phone}    Email: ${supplier.Email}`,
) {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const logo = 56;
  drawLogo(doc, left, 36, logo, fontName('latin', true));
  const sx = left + logo + 12;
  const sw = width - logo - 12;
  doc.fillColor(PDF_GREEN).fontSize(15);
  write(doc, supplier.Name, sx, 40, { width: sw, bold: true });
  doc.fillColor(PDF_INK).fontSize(9);
  write(doc, supplier.Address, sx, doc.y, { width: sw });
  write(doc, supplierLine, sx, doc.y, { width: sw });
  doc.y = Math.max(doc.y, 36 + logo) + 8;
  doc.fillColor(PDF_GREEN).fontSize(13);
  write(doc, title, left, doc.y, { width, align: 'center', bold: true });
  doc.moveDown(0.4);
}

/**
 * The GST tax invoice as an A4 PDF (pdfkit, no network): the corporation's logo, Noto Sans
 * (Latin and Devanagari) embedded, so Hindi names and the ₹ sign print (ADR 087).
 */
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

export function renderInvoicePdf(inv: Invoice, lang: Language = 'en'): Promise<Buffer> {
  const L = LABELS[lang];
  const info = {
    Title: `Tax Invoice ${inv.InvoiceNo}`,
    Author: inv.Supplier.Name,
    Subject: `Booking ${inv.BookingRefNo}`,
  };
  return renderA4(
    info,
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
      const ink = PDF_INK;
      drawLetterhead(
        doc,
        inv.Supplier,
        L.title,
        L.supplierLine(inv.Supplier.GSTIN, inv.Supplier.Phone, inv.Supplier.Email),
      );

      // invoice facts and guest
      const y0 = doc.y;
      doc.fillColor(ink).fontSize(9);
      const facts: [string, string][] = [
        [L.invoiceNo, inv.InvoiceNo],
        [L.invoiceDate, L.date(inv.InvoiceDate)],
        [L.bookingRef, inv.BookingRefNo],
        [L.placeOfSupply, inv.PlaceOfSupply],
        [L.hotel, L.hotelName(inv.Hotel)],
        [L.stay, L.stayText(L.date(inv.CheckIn), L.date(inv.CheckOut), inv.Nights)],
      ];
      let y = y0;
      for (const [k, v] of facts) {
        write(doc, `${k}:`, left, y, { width: 80, bold: true });
        write(doc, v, left + 82, y, { width: width / 2 - 90 });
        y = doc.y + 2;
      }
      const gx = left + width / 2 + 10;
      let gy = y0;
      write(doc, L.billedTo, gx, gy, { width: width / 2 - 10, bold: true });
      gy = doc.y + 1;
      const guest = [
        inv.Guest.Name,
        inv.Guest.Address,
        `${L.mobile}: ${inv.Guest.MobileNo}`,
        `${L.email}: ${inv.Guest.EmailID}`,
        ...(inv.Guest.GSTIN ? [`GSTIN: ${inv.Guest.GSTIN}`] : []),
      ];
      for (const line of guest) {
        write(doc, line, gx, gy, { width: width / 2 - 10 });
        gy = doc.y + 1;
      }
      doc.y = Math.max(y, gy) + 10;

      // lines
      const cols = [
        { w: 150, a: 'left' as const },
        { w: 42, a: 'left' as const },
        { w: 36, a: 'right' as const },
        { w: 62, a: 'right' as const },
        { w: 50, a: 'right' as const },
        { w: 66, a: 'right' as const },
        { w: 52, a: 'right' as const },
        { w: 52, a: 'right' as const },
      ].map((c, i) => ({ ...c, h: L.cols[i]! }));
      const row = (cells: string[], bold = false) => tableRow(doc, cols, cells, bold);
      row(
        cols.map((c) => c.h),
        true,
      );
      const amt = formatIndianAmount;
      for (const l of inv.Lines) {
        row([
          `${L.description(l.Description)} (${L.gst} ${l.GSTRate}%)`,
          l.SAC,
          String(l.Nights),
          amt(l.Rate),
          l.ExtraPersons ? `${l.ExtraPersons} / ${amt(l.ExtraAmount)}` : '-',
          amt(l.TaxableValue),
          amt(l.CGST),
          amt(l.SGST),
        ]);
      }
      doc.moveDown(0.5);

      // totals
      const totals: [string, string][] = [
        [L.taxable, rs(inv.TaxableValue)],
        ...inv.Taxes.map((t): [string, string] => [
          `${t.TaxType} @ ${t.TaxPercentage}%`,
          rs(t.TaxAmount),
        ]),
        [L.totalTax, rs(inv.TotalTax)],
        [L.total, rs(inv.Total)],
      ];
      for (const [k, v] of totals) {
        const ty = doc.y;
        const bold = k === L.total;
        doc.fontSize(bold ? 10 : 9);
        write(doc, k, left + width - 250, ty, { width: 140, align: 'right', bold });
        write(doc, v, left + width - 105, ty, { width: 105, align: 'right', bold });
        doc.moveDown(0.2);
      }
      doc.moveDown(0.6);
      doc.fontSize(9);
      const words = lang === 'hi' ? amountInWordsHi(rupeesToPaise(inv.Total)) : inv.AmountInWords;
      write(doc, `${L.inWords}: ${words}`, left, doc.y, { width });
      doc.moveDown(0.4);
      write(doc, L.payment(inv.PaymentMode, inv.TransactionNo), left, doc.y, { width });
      write(doc, L.reverseCharge, left, doc.y, { width });
      if (inv.irn && inv.signedQr) drawEinvoice(doc, inv, lang, left, width);
      doc.moveDown(1.5);
      doc.fontSize(8).fillColor('#55615a');
      write(doc, L.computerGenerated, left, doc.y, {
        width,
        align: 'center',
      });
    },
    lang,
  );
}
