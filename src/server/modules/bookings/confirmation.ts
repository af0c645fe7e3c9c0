import { formatDate } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import type { Config } from '../../config';
import type { MailMessage, SmsMessage } from '../../notify/outbox';
import type { BookingRoomWithType, BookingRow } from './bookings.repo';

type Hotel = {
  unitName: string;
  address: string;
  mobileNo: string;
  checkInTime: string;
  checkOutTime: string;
};

/** Public links to a booking's receipt and invoice, carrying the signed token. */
export function bookingLinks(config: Config, bookingId: number, token: string) {
  const q = `?token=${encodeURIComponent(token)}`;
  return {
    receipt: `${config.publicUrl}/booking-view/${bookingId}${q}`,
    invoice: `${config.publicUrl}/booking-Invoice/${bookingId}${q}`,
    invoicePdf: `${config.publicUrl}/api/bookings/${bookingId}/invoice.pdf${q}`,
  };
}

export function invoiceFilename(b: Pick<BookingRow, 'invoiceNo' | 'bookingRefNo'>): string {
  return `Invoice-${(b.invoiceNo ?? b.bookingRefNo).replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

function roomSummary(rooms: BookingRoomWithType[]): string {
  const counts = new Map<string, number>();
  for (const r of rooms) counts.set(r.roomTypeName, (counts.get(r.roomTypeName) ?? 0) + 1);
  return [...counts.entries()].map(([name, n]) => `${name} x ${n}`).join(', ');
}

/** The confirmation mail: the booking, the receipt link, and the invoice PDF attached. */
export function confirmationMail(
  config: Config,
  b: BookingRow,
  rooms: BookingRoomWithType[],
  hotel: Hotel,
  token: string,
): MailMessage {
  const links = bookingLinks(config, b.id, token);
  const text = [
    `Dear ${b.customerName},`,
    '',
    `Your booking at ${hotel.unitName} is confirmed. Thank you for choosing ${config.CORP_NAME}.`,
    '',
    `Booking reference: ${b.bookingRefNo}`,
    `Invoice number: ${b.invoiceNo ?? ''}`,
    `Check-in: ${formatDate(b.checkIn)}, ${hotel.checkInTime}`,
    `Check-out: ${formatDate(b.checkOut)}, ${hotel.checkOutTime}`,
    `Rooms: ${rooms.length} (${roomSummary(rooms)})`,
    `Room total: ${formatRupees(b.roomTotalPaise, { decimals: true })}`,
    `GST: ${formatRupees(b.gstPaise, { decimals: true })}`,
    `Total paid: ${formatRupees(b.totalPaise, { decimals: true })}`,
    '',
    `Booking receipt: ${links.receipt}`,
    `Tax invoice: ${links.invoice}`,
    'Your GST tax invoice is attached to this mail as a PDF.',
    '',
    `${hotel.unitName}, ${hotel.address}. Phone +91 ${hotel.mobileNo}.`,
    '',
    config.CORP_NAME,
    `${config.CORP_ADDRESS} | ${config.CORP_PHONE} | ${config.CORP_EMAIL}`,
  ].join('\n');
  return {
    to: b.email,
    subject: `Booking Confirmed: ${b.bookingRefNo}, ${hotel.unitName}`,
    text,
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
): SmsMessage {
  const links = bookingLinks(config, b.id, token);
  const paid = formatRupees(b.totalPaise, { decimals: true }).replace('₹', 'Rs ');
  return {
    to: b.mobile,
    text:
      `JTDC: Booking ${b.bookingRefNo} confirmed at ${hotel.unitName}, ${formatDate(b.checkIn)} to ` +
      `${formatDate(b.checkOut)}, ${rooms.length} room${rooms.length > 1 ? 's' : ''}. Paid ${paid}. ` +
      `Receipt: ${links.receipt}`,
  };
}

/** A payment arrived after its hold expired and the rooms were gone: it is refunded. */
export function refundedMail(config: Config, b: BookingRow): MailMessage {
  return {
    to: b.email,
    subject: `Payment refunded: ${b.bookingRefNo}`,
    text: [
      `Dear ${b.customerName},`,
      '',
      `Your payment of ${formatRupees(b.totalPaise, { decimals: true })} for booking ${b.bookingRefNo} arrived after ` +
        'the 15-minute hold on the rooms had ended, and the rooms were booked by someone else meanwhile.',
      'The full amount has been refunded to your original payment method; banks usually show it within 5 to 7 working days.',
      '',
      config.CORP_NAME,
      `${config.CORP_PHONE} | ${config.CORP_EMAIL}`,
    ].join('\n'),
  };
}
