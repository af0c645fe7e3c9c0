import { policyBands, type PolicyRule } from '../../../shared/cancellation-policy';
import { CANCELLATION_POLICY } from '../../../shared/constants';
import { formatDate } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import { byRate } from '../../../shared/gst';
import { ratesText } from '../../../shared/pricing';
import type { Config } from '../../config';
import { bookingConfirmedMail } from '../../notify/booking-mail';
import type { Language } from '../../notify/templates';
import type { MailMessage, SmsMessage } from '../../notify/outbox';
import type { BookingRoomWithType, BookingRow } from './bookings.repo';
import { pdfFilename } from '../../lib/pdf-reply';

type Hotel = {
  unitName: string;
  address: string;
  mobileNo: string;
  checkInTime: string;
  checkOutTime: string;
};

/** The outbox templates of a booking's confirmation (ADR 300); params: `{ bookingId }`. */
export const CONFIRMATION_MAIL = 'booking-confirmed-mail';
export const CONFIRMATION_SMS = 'booking-confirmed-sms';

/** Public links to a booking's receipt and invoice, carrying the signed token. */
export function bookingLinks(config: Config, bookingId: number, token: string) {
  const q = `?token=${encodeURIComponent(token)}`;
  return {
    receipt: `${config.publicUrl}/booking-view/${bookingId}${q}`,
    invoice: `${config.publicUrl}/booking-Invoice/${bookingId}${q}`,
    invoicePdf: `${config.publicUrl}/api/bookings/${bookingId}/invoice.pdf${q}`,
    /** the cancel page asks the customer to log in */
    cancel: `${config.publicUrl}/cancel-booking/${bookingId}`,
  };
}

export function invoiceFilename(b: Pick<BookingRow, 'invoiceNo' | 'bookingRefNo'>): string {
  return pdfFilename('Invoice', b.invoiceNo ?? b.bookingRefNo);
}

function roomSummary(rooms: BookingRoomWithType[]): string {
  const counts = new Map<string, number>();
  for (const r of rooms) counts.set(r.roomTypeName, (counts.get(r.roomTypeName) ?? 0) + 1);
  return [...counts.entries()].map(([name, n]) => `${name} x ${n}`).join(', ');
}

/**
 * The confirmation mail (HTML and text, notify/booking-mail.ts): the booking, buttons to view
 * it, its invoice and its cancellation, the hotel's details, the cancellation policy, and the
 * invoice PDF attached.
 */
export function confirmationMail(
  config: Config,
  b: BookingRow,
  rooms: BookingRoomWithType[],
  hotel: Hotel,
  token: string,
  policy: readonly PolicyRule[] = CANCELLATION_POLICY,
  lang: Language = 'en',
): MailMessage {
  const links = bookingLinks(config, b.id, token);
  const mail = bookingConfirmedMail(
    config,
    {
      bookingRefNo: b.bookingRefNo,
      invoiceNo: b.invoiceNo,
      customerName: b.customerName,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      roomSummary: roomSummary(rooms),
      roomCount: rooms.length,
      roomTotalPaise: b.roomTotalPaise,
      gstPaise: b.gstPaise,
      gstByRate: byRate(rooms.flatMap((r) => r.taxLines)),
      totalPaise: b.totalPaise,
      hotel: {
        name: hotel.unitName,
        address: hotel.address,
        phone: hotel.mobileNo,
        checkInTime: hotel.checkInTime,
        checkOutTime: hotel.checkOutTime,
      },
      links: { view: links.receipt, invoice: links.invoice, cancel: links.cancel },
      policy: policyBands(policy),
    },
    lang,
  );
  return {
    to: b.email,
    ...mail,
    attachments: [
      {
        kind: 'invoice',
        bookingId: b.id,
        filename: invoiceFilename(b),
        contentType: 'application/pdf',
      },
    ],
  };
}

/** The confirmation SMS: the reference and the receipt link. */
export function confirmationSms(
  config: Config,
  b: BookingRow,
  rooms: BookingRoomWithType[],
  hotel: Hotel,
  token: string,
  lang: Language = 'en',
): SmsMessage {
  const links = bookingLinks(config, b.id, token);
  const rs = (p: number) => formatRupees(p, { decimals: true }).replace('₹', 'Rs ');
  const paid = rs(b.totalPaise);
  // the rate(s) charged and the tax (ADR 220): "GST 5% Rs 320.00"
  const gstText = `GST ${ratesText(rooms.flatMap((r) => r.taxLines))} ${rs(b.gstPaise)}`;
  if (lang === 'hi')
    return {
      to: b.mobile,
      text:
        `JTDC: ${hotel.unitName} में बुकिंग ${b.bookingRefNo} की पुष्टि हो गई है, ` +
        `${formatDate(b.checkIn, 'hi')} से ${formatDate(b.checkOut, 'hi')}, ${rooms.length} कमरे। ` +
        `भुगतान ${paid} (${gstText} सहित)। रसीद: ${links.receipt}`,
    };
  return {
    to: b.mobile,
    text:
      `JTDC: Booking ${b.bookingRefNo} confirmed at ${hotel.unitName}, ${formatDate(b.checkIn)} to ` +
      `${formatDate(b.checkOut)}, ${rooms.length} room${rooms.length > 1 ? 's' : ''}. Paid ${paid} incl. ${gstText}. ` +
      `Receipt: ${links.receipt}`,
  };
}

/** A payment arrived after its hold expired and the rooms were gone: it is refunded. */
export function refundedMail(
  config: Config,
  b: BookingRow,
  lang: Language = 'en',
  why: 'hold_expired' | 'gst_rate_changed' = 'hold_expired',
): MailMessage {
  const gstHi =
    'आपके भुगतान से पहले GST की दर बदल गई (नई दर आज से लागू है), इसलिए यह बुकिंग पुरानी दर पर पक्की नहीं की जा सकती। कृपया नई दर पर फिर से बुक करें।';
  const gstEn =
    'The GST rate changed before your payment arrived (the new rate is in force from today), so this booking cannot be confirmed at the old rate. Please book again at the new rate.';
  if (lang === 'hi')
    return {
      to: b.email,
      subject: `भुगतान लौटाया गया: ${b.bookingRefNo}`,
      text: [
        `प्रिय ${b.customerName},`,
        '',
        why === 'gst_rate_changed'
          ? `बुकिंग ${b.bookingRefNo} के लिए आपका ${formatRupees(b.totalPaise, { decimals: true })} का भुगतान मिला। ${gstHi}`
          : `बुकिंग ${b.bookingRefNo} के लिए आपका ${formatRupees(b.totalPaise, { decimals: true })} का भुगतान कमरों की ` +
            '15 मिनट की होल्ड समाप्त होने के बाद पहुँचा, और इस बीच वे कमरे किसी और ने बुक कर लिए।',
        'पूरी राशि आपके मूल भुगतान माध्यम में लौटा दी गई है; बैंक इसे आम तौर पर 5 से 7 कार्य-दिवसों में दिखा देते हैं।',
        '',
        config.CORP_NAME,
        `${config.CORP_PHONE} | ${config.CORP_EMAIL}`,
      ].join('\n'),
    };
  return {
    to: b.email,
    subject: `Payment refunded: ${b.bookingRefNo}`,
    text: [
      `Dear ${b.customerName},`,
      '',
      why === 'gst_rate_changed'
        ? `We received your payment of ${formatRupees(b.totalPaise, { decimals: true })} for booking ${b.bookingRefNo}. ${gstEn}`
        : `Your payment of ${formatRupees(b.totalPaise, { decimals: true })} for booking ${b.bookingRefNo} arrived after ` +
          'the 15-minute hold on the rooms had ended, and the rooms were booked by someone else meanwhile.',
      'The full amount has been refunded to your original payment method; banks usually show it within 5 to 7 working days.',
      '',
      config.CORP_NAME,
      `${config.CORP_PHONE} | ${config.CORP_EMAIL}`,
    ].join('\n'),
  };
}
