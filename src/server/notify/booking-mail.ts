import type { PolicyBand } from '../../shared/cancellation-policy';
import { formatDate } from '../../shared/dates';
import type { SplitLine } from '../../shared/gst';
import { formatRupees } from '../../shared/money';
import {
  endSentence,
  esc,
  htmlLayout,
  para,
  textFooter,
  type ComposedMail,
  type Corp,
  type Language,
} from './templates';

/** What the booking confirmation mail shows (ADR 086). Amounts in paise, dates IST YYYY-MM-DD. */
export type ConfirmationMailData = {
  bookingRefNo: string;
  invoiceNo: string | null;
  customerName: string;
  checkIn: string;
  checkOut: string;
  /** e.g. "Deluxe Room x 2" */
  roomSummary: string;
  roomCount: number;
  roomTotalPaise: number;
  gstPaise: number;
  /** the GST by rate with its CGST/SGST halves, lowest rate first (ADR 220) */
  gstByRate: readonly SplitLine[];
  totalPaise: number;
  hotel: {
    name: string;
    address: string;
    /** 10-digit mobile or a full phone number */
    phone: string;
    checkInTime: string;
    checkOutTime: string;
  };
  /** Public pages (PUBLIC_URL): the receipt and invoice links carry the signed token. */
  links: { view: string; invoice: string; cancel: string };
  /** The deduction bands, highest first, with the refused band last (policyBands()). */
  policy: readonly PolicyBand[];
};

const BRAND = '#0b5d3b';

/**
 * "GST 5% (CGST 2.5% ₹80.00 + SGST 2.5% ₹80.00)": one row per rate charged, never a rate that
 * was not (ADR 220).
 */
function gstRows(d: ConfirmationMailData, lang: Language): [string, string][] {
  const rs = (p: number) => formatRupees(p, { decimals: true });
  const [cg, sg, label] =
    lang === 'hi' ? ['सीजीएसटी', 'एसजीएसटी', 'जीएसटी'] : ['CGST', 'SGST', 'GST'];
  if (d.gstByRate.length === 0) return [[label, rs(d.gstPaise)]];
  return d.gstByRate.map((l) => [
    `${label} ${l.rateBp / 100}%`,
    `${rs(l.gstPaise)} (${cg} ${l.rateBp / 200}% ${rs(l.cgstPaise)} + ${sg} ${l.rateBp / 200}% ${rs(l.sgstPaise)})`,
  ]);
}

/** "15 days or more before check-in: 20% of the amount paid is deducted." */
export function policyLine(b: PolicyBand): string {
  const when =
    b.maxDays === null
      ? `${b.minDays} days or more before check-in`
      : b.minDays === 0
        ? `Less than ${b.maxDays + 1} days before check-in`
        : `${b.minDays} to ${b.maxDays} days before check-in`;
  const what =
    b.deductionPercent === null
      ? 'cancellation is not possible'
      : `${b.deductionPercent}% of the amount paid is deducted, the rest refunded`;
  return `${when}: ${what}.`;
}

/** "चेक-इन से 15 या अधिक दिन पहले: भुगतान की गई राशि का 20% काटा जाता है, शेष लौटाया जाता है।" */
export function policyLineHi(b: PolicyBand): string {
  const when =
    b.maxDays === null
      ? `चेक-इन से ${b.minDays} या अधिक दिन पहले`
      : b.minDays === 0
        ? `चेक-इन से ${b.maxDays + 1} दिन से कम पहले`
        : `चेक-इन से ${b.minDays} से ${b.maxDays} दिन पहले`;
  const what =
    b.deductionPercent === null
      ? 'रद्द करना संभव नहीं है'
      : `भुगतान की गई राशि का ${b.deductionPercent}% काटा जाता है, शेष लौटाया जाता है`;
  return `${when}: ${what}।`;
}

const phoneText = (p: string) => (/^\d{10}$/.test(p) ? `+91 ${p}` : p);
const telHref = (p: string) => `tel:${(/^\d{10}$/.test(p) ? `+91${p}` : p).replace(/[^\d+]/g, '')}`;

function button(label: string, url: string, primary: boolean): string {
  const colours = primary
    ? `background:${BRAND};color:#ffffff;border:2px solid ${BRAND};`
    : `background:#ffffff;color:${BRAND};border:2px solid ${BRAND};`;
  return `<a href="${esc(url)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600;${colours}">${esc(label)}</a>`;
}

function factsTable(rows: [string, string][]): string {
  const trs = rows
    .map(
      ([k, v]) =>
        `<tr><th scope="row" align="left" style="padding:6px 12px 6px 0;font-weight:600;color:#55615a;vertical-align:top;">${esc(k)}</th><td style="padding:6px 0;">${esc(v)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;font-size:15px;border-collapse:collapse;">${trs}</table>`;
}

const heading = (s: string) =>
  `<h2 style="margin:24px 0 8px;font-size:17px;color:${BRAND};">${esc(s)}</h2>`;

/**
 * The booking confirmation: HTML with buttons (View booking, Invoice, Cancel booking), the
 * booking facts, the hotel's address, phone and check-in time, and the cancellation policy;
 * the same in the plain-text part. The invoice PDF is attached by the caller.
 */
export function bookingConfirmedMail(
  config: Corp,
  d: ConfirmationMailData,
  lang: Language = 'en',
): ComposedMail {
  if (lang === 'hi') return bookingConfirmedMailHi(config, d);
  const subject = `Booking Confirmed: ${d.bookingRefNo}, ${d.hotel.name}`;
  const intro = `Your booking at ${d.hotel.name} is confirmed. Thank you for choosing ${endSentence(config.CORP_NAME)}`;
  const facts: [string, string][] = [
    ['Booking reference', d.bookingRefNo],
    ...(d.invoiceNo ? ([['Invoice number', d.invoiceNo]] as [string, string][]) : []),
    ['Check-in', `${formatDate(d.checkIn)}, from ${d.hotel.checkInTime}`],
    ['Check-out', `${formatDate(d.checkOut)}, by ${d.hotel.checkOutTime}`],
    ['Rooms', `${d.roomCount} (${d.roomSummary})`],
    ['Room total', formatRupees(d.roomTotalPaise, { decimals: true })],
    ...gstRows(d, 'en'),
    ['Total paid', formatRupees(d.totalPaise, { decimals: true })],
  ];
  const hotelLines = [
    d.hotel.name,
    d.hotel.address,
    `Phone: ${phoneText(d.hotel.phone)}`,
    `Check-in time: ${d.hotel.checkInTime}; check-out time: ${d.hotel.checkOutTime}`,
  ];
  const policyLines = d.policy.map(policyLine);
  const policyNote =
    'Days are counted to the check-in date in Indian Standard Time. Cancel from your booking history or with the Cancel booking button above.';
  const invoiceNote = 'Your GST tax invoice is attached to this mail as a PDF.';

  const text = [
    `Dear ${d.customerName},`,
    '',
    intro,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    `View booking: ${d.links.view}`,
    `Invoice: ${d.links.invoice}`,
    `Cancel booking: ${d.links.cancel}`,
    invoiceNote,
    '',
    'Your hotel',
    ...hotelLines,
    '',
    'Cancellation policy',
    ...policyLines.map((l) => `- ${l}`),
    policyNote,
    '',
    textFooter(config, 'en'),
  ].join('\n');

  const body = [
    para(`Dear ${d.customerName},`),
    para(intro),
    `<p style="margin:0 0 16px;">${button('View booking', d.links.view, true)}${button('Invoice', d.links.invoice, false)}${button('Cancel booking', d.links.cancel, false)}</p>`,
    factsTable(facts),
    para(invoiceNote),
    heading('Your hotel'),
    `<p style="margin:0 0 16px;"><strong>${esc(d.hotel.name)}</strong><br>${esc(d.hotel.address)}<br>Phone: <a href="${esc(telHref(d.hotel.phone))}" style="color:${BRAND};">${esc(phoneText(d.hotel.phone))}</a><br>${esc(hotelLines[3]!)}</p>`,
    heading('Cancellation policy'),
    `<ul style="margin:0 0 12px;padding-left:20px;">${policyLines.map((l) => `<li style="margin:0 0 4px;">${esc(l)}</li>`).join('')}</ul>`,
    para(policyNote),
  ].join('\n');

  return { subject, text, html: htmlLayout(config, subject, body) };
}

/** The same confirmation for a customer who chose Hindi (ADR 121): the same facts and links. */
function bookingConfirmedMailHi(config: Corp, d: ConfirmationMailData): ComposedMail {
  const subject = `बुकिंग की पुष्टि: ${d.bookingRefNo}, ${d.hotel.name}`;
  const intro = `${d.hotel.name} में आपकी बुकिंग की पुष्टि हो गई है। ${config.CORP_NAME} को चुनने के लिए धन्यवाद।`;
  const rs = (p: number) => formatRupees(p, { decimals: true });
  const facts: [string, string][] = [
    ['बुकिंग संदर्भ संख्या', d.bookingRefNo],
    ...(d.invoiceNo ? ([['इनवॉइस संख्या', d.invoiceNo]] as [string, string][]) : []),
    ['चेक-इन', `${formatDate(d.checkIn, 'hi')}, ${d.hotel.checkInTime} से`],
    ['चेक-आउट', `${formatDate(d.checkOut, 'hi')}, ${d.hotel.checkOutTime} तक`],
    ['कमरे', `${d.roomCount} (${d.roomSummary})`],
    ['कमरों का कुल किराया', rs(d.roomTotalPaise)],
    ...gstRows(d, 'hi'),
    ['कुल भुगतान', rs(d.totalPaise)],
  ];
  const timeLine = `चेक-इन का समय: ${d.hotel.checkInTime}; चेक-आउट का समय: ${d.hotel.checkOutTime}`;
  const hotelLines = [d.hotel.name, d.hotel.address, `फ़ोन: ${phoneText(d.hotel.phone)}`, timeLine];
  const policyLines = d.policy.map(policyLineHi);
  const policyNote =
    'दिन चेक-इन की तारीख तक भारतीय मानक समय के अनुसार गिने जाते हैं। अपनी बुकिंग हिस्ट्री से या ऊपर दिए "बुकिंग रद्द करें" बटन से रद्द करें।';
  const invoiceNote = 'आपका जीएसटी टैक्स इनवॉइस इस मेल के साथ PDF के रूप में संलग्न है।';
  const labels = { view: 'बुकिंग देखें', invoice: 'इनवॉइस', cancel: 'बुकिंग रद्द करें' };

  const text = [
    `प्रिय ${d.customerName},`,
    '',
    intro,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    `${labels.view}: ${d.links.view}`,
    `${labels.invoice}: ${d.links.invoice}`,
    `${labels.cancel}: ${d.links.cancel}`,
    invoiceNote,
    '',
    'आपका होटल',
    ...hotelLines,
    '',
    'रद्दीकरण नीति',
    ...policyLines.map((l) => `- ${l}`),
    policyNote,
    '',
    textFooter(config, 'hi'),
  ].join('\n');

  const body = [
    para(`प्रिय ${d.customerName},`),
    para(intro),
    `<p style="margin:0 0 16px;">${button(labels.view, d.links.view, true)}${button(labels.invoice, d.links.invoice, false)}${button(labels.cancel, d.links.cancel, false)}</p>`,
    factsTable(facts),
    para(invoiceNote),
    heading('आपका होटल'),
    `<p style="margin:0 0 16px;"><strong>${esc(d.hotel.name)}</strong><br>${esc(d.hotel.address)}<br>फ़ोन: <a href="${esc(telHref(d.hotel.phone))}" style="color:${BRAND};">${esc(phoneText(d.hotel.phone))}</a><br>${esc(timeLine)}</p>`,
    heading('रद्दीकरण नीति'),
    `<ul style="margin:0 0 12px;padding-left:20px;">${policyLines.map((l) => `<li style="margin:0 0 4px;">${esc(l)}</li>`).join('')}</ul>`,
    para(policyNote),
  ].join('\n');

  return { subject, text, html: htmlLayout(config, subject, body, 'hi') };
}
