import {
  FOLIO_KIND_LABELS,
  FOLIO_KIND_LABELS_HI,
  type FolioInvoiceDocument,
} from '../../../shared/contracts/folio';
import { formatDate } from '../../../shared/dates';
import type { Language } from '../../../shared/language';
import { formatIndianAmount, paiseToRupees } from '../../../shared/money';
import { amountInWordsHi } from '../../../shared/money-hi';
import { drawLetterhead, PDF_INK, renderA4, rs, tableRow, write } from './tax-document-pdf';

/**
 * The tax invoice of the charges posted on a stay's folio (ADR 287, 345), drawn with the room
 * invoice's letterhead, fonts and table. Its words in each language (ADR 124); the data prints as
 * stored, the kind of charge in Hindi on a Hindi document.
 */
const LABELS = {
  en: {
    title: 'TAX INVOICE',
    sub: 'Charges during the stay',
    supplierLine: (gstin: string, phone: string, email: string) =>
      `GSTIN: ${gstin}    Phone: ${phone}    Email: ${email}`,
    invoiceNo: 'Invoice No',
    invoiceDate: 'Invoice Date',
    bookingRef: 'Booking Ref',
    placeOfSupply: 'Place of Supply',
    hotel: 'Hotel',
    hotelName: (h: FolioInvoiceDocument['hotel']) => h.Name,
    stay: 'Stay',
    stayText: (from: string, to: string) => `${from} to ${to}`,
    billedTo: 'Billed to',
    mobile: 'Mobile',
    email: 'Email',
    cols: ['Description', 'SAC', 'Qty', 'Rate (₹)', 'GST %', 'Taxable (₹)', 'CGST (₹)', 'SGST (₹)'],
    taxable: 'Taxable value',
    totalTax: 'Total tax',
    total: 'Total (incl. GST)',
    inWords: 'Amount in words',
    roomNote: (ref: string) =>
      `The room charges of booking ${ref} were invoiced when it was booked; this invoice is for the charges posted during the stay.`,
    reverseCharge: 'Tax is not payable on reverse charge basis.',
    computerGenerated: 'This is a computer-generated invoice and needs no signature.',
    description: (d: string) => d,
    date: (d: string) => formatDate(d),
  },
  hi: {
    title: 'कर बीजक (TAX INVOICE)',
    sub: 'ठहराव के दौरान के शुल्क',
    supplierLine: (gstin: string, phone: string, email: string) =>
      `जीएसटीआईएन: ${gstin}    फ़ोन: ${phone}    ईमेल: ${email}`,
    invoiceNo: 'बीजक संख्या',
    invoiceDate: 'बीजक तिथि',
    bookingRef: 'बुकिंग संदर्भ',
    placeOfSupply: 'आपूर्ति का स्थान',
    hotel: 'होटल',
    hotelName: (h: FolioInvoiceDocument['hotel']) => h.NameHi ?? h.Name,
    stay: 'ठहराव',
    stayText: (from: string, to: string) => `${from} से ${to}`,
    billedTo: 'प्राप्तकर्ता',
    mobile: 'मोबाइल',
    email: 'ईमेल',
    cols: ['विवरण', 'SAC', 'मात्रा', 'दर (₹)', 'जीएसटी %', 'कर योग्य (₹)', 'CGST (₹)', 'SGST (₹)'],
    taxable: 'कर योग्य मूल्य',
    totalTax: 'कुल कर',
    total: 'कुल (जीएसटी सहित)',
    inWords: 'राशि शब्दों में',
    roomNote: (ref: string) =>
      `बुकिंग ${ref} के कमरे का बीजक बुकिंग के समय जारी हुआ था; यह बीजक ठहराव के दौरान लगे शुल्कों का है।`,
    reverseCharge: 'रिवर्स चार्ज के आधार पर कर देय नहीं है।',
    computerGenerated: 'यह कंप्यूटर द्वारा बनाया गया बीजक है, इस पर हस्ताक्षर की आवश्यकता नहीं है।',
    /** "Laundry: Shirts pressed" -> "लॉन्ड्री: Shirts pressed" (what the desk typed stays) */
    description: (d: string) => {
      for (const [kind, label] of Object.entries(FOLIO_KIND_LABELS)) {
        if (d.startsWith(`${label}: `))
          return `${FOLIO_KIND_LABELS_HI[kind as keyof typeof FOLIO_KIND_LABELS]}${d.slice(label.length)}`;
      }
      return d;
    },
    date: (d: string) => formatDate(d, 'hi'),
  },
} as const;

const amt = (paise: number) => formatIndianAmount(paiseToRupees(paise));

/** The postings' invoice as an A4 PDF (pdfkit, the embedded fonts, no network). */
export function renderFolioInvoicePdf(
  inv: FolioInvoiceDocument,
  lang: Language = 'en',
): Promise<Buffer> {
  const L = LABELS[lang];
  const info = {
    Title: `Tax Invoice ${inv.invoiceNo}`,
    Author: inv.supplier.Name,
    Subject: `Booking ${inv.bookingRefNo}: charges during the stay`,
  };
  return renderA4(
    info,
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
      drawLetterhead(
        doc,
        inv.supplier,
        L.title,
        L.supplierLine(inv.supplier.GSTIN, inv.supplier.Phone, inv.supplier.Email),
      );
      doc.fillColor(PDF_INK).fontSize(10);
      write(doc, L.sub, left, doc.y, { width, align: 'center' });
      doc.moveDown(0.6);

      const y0 = doc.y;
      doc.fontSize(9);
      const facts: [string, string][] = [
        [L.invoiceNo, inv.invoiceNo],
        [L.invoiceDate, L.date(inv.issueDate)],
        [L.bookingRef, inv.bookingRefNo],
        [L.placeOfSupply, inv.placeOfSupply],
        [L.hotel, L.hotelName(inv.hotel)],
        [L.stay, L.stayText(L.date(inv.checkIn), L.date(inv.checkOut))],
      ];
      let y = y0;
      for (const [k, v] of facts) {
        write(doc, `${k}:`, left, y, { width: 80, bold: true });
        write(doc, v, left + 82, y, { width: width / 2 - 90 });
        y = doc.y + 2;
      }
      const gx = left + width / 2 + 10;
      const gw = width / 2 - 10;
      write(doc, L.billedTo, gx, y0, { width: gw, bold: true });
      let gy = doc.y + 1;
      const billed = [
        inv.billedToName,
        ...(inv.billedToGstin ? [`GSTIN: ${inv.billedToGstin}`] : []),
        inv.guest.address,
        `${L.mobile}: ${inv.guest.mobile}`,
        `${L.email}: ${inv.guest.email}`,
      ].filter((l) => l.trim() !== '');
      for (const line of billed) {
        write(doc, line, gx, gy, { width: gw });
        gy = doc.y + 1;
      }
      doc.y = Math.max(y, gy) + 10;

      const cols = [
        { w: 165, a: 'left' as const },
        { w: 44, a: 'left' as const },
        { w: 30, a: 'right' as const },
        { w: 58, a: 'right' as const },
        { w: 40, a: 'right' as const },
        { w: 66, a: 'right' as const },
        { w: 56, a: 'right' as const },
        { w: 56, a: 'right' as const },
      ];
      tableRow(doc, cols, [...L.cols], true);
      for (const l of inv.lines) {
        tableRow(doc, cols, [
          L.description(l.description),
          l.sac,
          String(l.quantity),
          amt(l.unitPaise),
          String(l.rateBp / 100),
          amt(l.taxablePaise),
          amt(l.cgstPaise),
          amt(l.sgstPaise),
        ]);
      }
      doc.moveDown(0.5);

      const totals: [string, string][] = [
        [L.taxable, rs(paiseToRupees(inv.taxablePaise))],
        ...inv.gstByRate.flatMap((g): [string, string][] => [
          [`CGST @ ${g.rateBp / 200}%`, rs(paiseToRupees(g.cgstPaise))],
          [`SGST @ ${g.rateBp / 200}%`, rs(paiseToRupees(g.sgstPaise))],
        ]),
        [L.totalTax, rs(paiseToRupees(inv.cgstPaise + inv.sgstPaise))],
        [L.total, rs(paiseToRupees(inv.totalPaise))],
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
      const words = lang === 'hi' ? amountInWordsHi(inv.totalPaise) : inv.amountInWords;
      write(doc, `${L.inWords}: ${words}`, left, doc.y, { width });
      doc.moveDown(0.4);
      write(doc, L.roomNote(inv.bookingRefNo), left, doc.y, { width });
      write(doc, L.reverseCharge, left, doc.y, { width });
      doc.moveDown(1.5);
      doc.fontSize(8).fillColor('#55615a');
      write(doc, L.computerGenerated, left, doc.y, { width, align: 'center' });
    },
    lang,
  );
}
