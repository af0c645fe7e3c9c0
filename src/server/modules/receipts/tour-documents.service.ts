import type { TourBookingDetail } from '../../../shared/contracts/tours';
import { formatDate } from '../../../shared/dates';
import type { Language } from '../../../shared/language';
import { paiseToRupees } from '../../../shared/money';
import {
  drawLetterhead,
  PDF_INK,
  renderA4,
  rs,
  tableRow,
  write,
  type Supplier,
} from './tax-document-pdf';

/*
 * The tour voucher as an A4 PDF (issue 29, ADR 367): the letterhead, table and fonts of the
 * corporation's tax documents (`tax-document-pdf.ts`), in English or Hindi. The data (names,
 * pickup point, ID types) prints as stored; the tour's title and inclusions in Hindi where the
 * tour has them.
 */

const LABELS = {
  en: {
    title: 'TOUR VOUCHER',
    supplierLine: (s: Supplier) => `GSTIN: ${s.GSTIN}    Phone: ${s.Phone}    Email: ${s.Email}`,
    bookingRef: 'Booking Ref',
    status: 'Status',
    tour: 'Tour',
    departure: 'Departure',
    pickup: 'Pickup',
    guide: 'Guide',
    invoice: 'GST Invoice',
    guest: 'Booked by',
    mobile: 'Mobile',
    email: 'Email',
    cols: ['Traveller', 'Age', 'ID type', 'Fare', 'Status'],
    adult: 'Adult',
    child: 'Child',
    booked: 'Booked',
    cancelled: 'Cancelled',
    includes: 'Included',
    paid: 'Paid (incl. GST)',
    gst: (rate: number, sac: string) => `GST @ ${rate}% (SAC ${sac})`,
    note: 'Carry this voucher and the ID named for each traveller. Be at the pickup point 15 minutes before its time.',
    footer: 'This is a computer-generated voucher and needs no signature.',
    date: (d: string) => formatDate(d),
    statusText: {
      pending_payment: 'Awaiting payment',
      confirmed: 'Confirmed',
      failed: 'Payment failed',
      expired: 'Hold expired',
      partially_cancelled: 'Partly cancelled',
      cancelled: 'Cancelled',
    },
    tourTitle: (b: TourBookingDetail) => b.tourTitle,
    includesOf: (b: TourBookingDetail) => b.includes,
  },
  hi: {
    title: 'टूर वाउचर (TOUR VOUCHER)',
    supplierLine: (s: Supplier) => `जीएसटीआईएन: ${s.GSTIN}    फ़ोन: ${s.Phone}    ईमेल: ${s.Email}`,
    bookingRef: 'बुकिंग संदर्भ',
    status: 'स्थिति',
    tour: 'टूर',
    departure: 'प्रस्थान',
    pickup: 'पिकअप',
    guide: 'गाइड',
    invoice: 'जीएसटी बीजक',
    guest: 'बुक करने वाले',
    mobile: 'मोबाइल',
    email: 'ईमेल',
    cols: ['यात्री', 'आयु', 'पहचान पत्र', 'किराया', 'स्थिति'],
    adult: 'वयस्क',
    child: 'बच्चा',
    booked: 'बुक',
    cancelled: 'रद्द',
    includes: 'शामिल',
    paid: 'भुगतान (जीएसटी सहित)',
    gst: (rate: number, sac: string) => `जीएसटी @ ${rate}% (SAC ${sac})`,
    note: 'यह वाउचर और हर यात्री का बताया गया पहचान पत्र साथ रखें। पिकअप के समय से 15 मिनट पहले पहुँचें।',
    footer: 'यह कंप्यूटर द्वारा बनाया गया वाउचर है, इस पर हस्ताक्षर की आवश्यकता नहीं है।',
    date: (d: string) => formatDate(d, 'hi'),
    statusText: {
      pending_payment: 'भुगतान बाकी',
      confirmed: 'पुष्ट',
      failed: 'भुगतान विफल',
      expired: 'होल्ड समाप्त',
      partially_cancelled: 'आंशिक रूप से रद्द',
      cancelled: 'रद्द',
    },
    tourTitle: (b: TourBookingDetail) => b.tourTitleHi ?? b.tourTitle,
    includesOf: (b: TourBookingDetail) => b.includesHi ?? b.includes,
  },
} as const;

/** The tour voucher as an A4 PDF in the guest's language. */
export function renderTourVoucherPdf(
  b: TourBookingDetail,
  supplier: Supplier,
  lang: Language = 'en',
): Promise<Buffer> {
  const L = LABELS[lang];
  const info = {
    Title: `Tour voucher ${b.BookingRefNo}`,
    Author: supplier.Name,
    Subject: `${b.tourTitle}, ${b.departure.date} ${b.departure.time}`,
  };
  return renderA4(
    info,
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
      drawLetterhead(doc, supplier, L.title, L.supplierLine(supplier));

      const facts: [string, string][] = [
        [L.bookingRef, b.BookingRefNo],
        [L.status, L.statusText[b.status]],
        [L.tour, L.tourTitle(b)],
        [L.departure, `${L.date(b.departure.date)}, ${b.departure.time}`],
        [L.pickup, `${b.pickupPoint.name}, ${b.pickupPoint.time}`],
        ...(b.guidePhone ? [[L.guide, b.guidePhone] as [string, string]] : []),
        ...(b.invoiceNo ? [[L.invoice, b.invoiceNo] as [string, string]] : []),
      ];
      const y0 = doc.y;
      doc.fillColor(PDF_INK).fontSize(9);
      let y = y0;
      for (const [k, v] of facts) {
        write(doc, `${k}:`, left, y, { width: 88, bold: true });
        write(doc, v, left + 90, y, { width: width / 2 - 98 });
        y = doc.y + 2;
      }
      const gx = left + width / 2 + 10;
      let gy = y0;
      for (const [line, bold] of [
        [L.guest, true],
        [b.CustomerName, false],
        [`${L.mobile}: ${b.MobileNo}`, false],
        [`${L.email}: ${b.EmailID}`, false],
      ] as const) {
        write(doc, line, gx, gy, { width: width / 2 - 10, bold });
        gy = doc.y + 1;
      }
      doc.y = Math.max(y, gy) + 10;

      const widths = [200, 50, 130, 70, 65];
      const cols = widths.map((w, i) => ({
        w,
        a: i === 1 || i === 3 ? ('right' as const) : ('left' as const),
      }));
      tableRow(doc, cols, [...L.cols], true);
      for (const t of b.travellers) {
        tableRow(doc, cols, [
          `${t.name} (${t.child ? L.child : L.adult})`,
          String(t.age),
          t.idType,
          rs(paiseToRupees(t.pricePaise)),
          t.status === 'booked' ? L.booked : L.cancelled,
        ]);
      }
      doc.moveDown(0.5);
      for (const [k, v, bold] of [
        [L.gst(b.gstRateBp / 100, b.sac), rs(paiseToRupees(b.gstPaise)), false],
        [L.paid, rs(paiseToRupees(b.totalPaise)), true],
      ] as const) {
        const ty = doc.y;
        doc.fontSize(bold ? 10 : 9);
        write(doc, k, left + width - 270, ty, { width: 160, align: 'right', bold });
        write(doc, v, left + width - 105, ty, { width: 105, align: 'right', bold });
        doc.moveDown(0.2);
      }
      const included = L.includesOf(b);
      doc.moveDown(0.6).fontSize(9);
      if (included.length) {
        write(doc, `${L.includes}: ${included.join(', ')}`, left, doc.y, { width });
        doc.moveDown(0.4);
      }
      write(doc, L.note, left, doc.y, { width });
      doc.moveDown(1.5);
      doc.fontSize(8).fillColor('#55615a');
      write(doc, L.footer, left, doc.y, { width, align: 'center' });
    },
    lang,
  );
}
