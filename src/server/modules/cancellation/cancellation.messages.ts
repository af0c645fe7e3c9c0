import { formatDate } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';

/** Mail and SMS texts of the cancellation module. */

const rs = (paise: number) => formatRupees(paise, { decimals: true });

export type CancelledRoomLine = {
  roomTypeName: string;
  paidPaise: number;
  chargePaise: number;
  refundPaise: number;
};

export function cancellationMail(input: {
  customerName: string;
  bookingRefNo: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  rooms: CancelledRoomLine[];
  deductionPercent: number;
  refundPaise: number;
  bookingCancelled: boolean;
  remainingRooms: number;
}): { subject: string; text: string } {
  const lines = input.rooms.map(
    (r, i) =>
      `  ${i + 1}. ${r.roomTypeName}: paid ${rs(r.paidPaise)}, cancellation charge ${rs(r.chargePaise)}, refund ${rs(r.refundPaise)}`,
  );
  const charge = input.rooms.reduce((s, r) => s + r.chargePaise, 0);
  const what = input.bookingCancelled
    ? `Your booking ${input.bookingRefNo} is now fully cancelled.`
    : `${input.rooms.length === 1 ? 'One room' : `${input.rooms.length} rooms`} of your booking ${input.bookingRefNo} ${input.rooms.length === 1 ? 'has' : 'have'} been cancelled; ${input.remainingRooms} room${input.remainingRooms === 1 ? '' : 's'} remain${input.remainingRooms === 1 ? 's' : ''} booked.`;
  const refund =
    input.refundPaise > 0
      ? `A refund of ${rs(input.refundPaise)} has been initiated to the account you paid from. It usually reaches you within 5 to 7 working days.`
      : 'No amount is refundable for this cancellation.';
  return {
    subject: `Cancellation confirmed: booking ${input.bookingRefNo}`,
    text: [
      `Dear ${input.customerName},`,
      '',
      what,
      '',
      `Hotel: ${input.hotelName}`,
      `Stay: ${formatDate(input.checkIn)} to ${formatDate(input.checkOut)}`,
      'Cancelled:',
      ...lines,
      `Cancellation charge (${input.deductionPercent}% of the amount paid, GST included): ${rs(charge)}`,
      '',
      refund,
      '',
      'Jharkhand Tourism Development Corporation',
    ].join('\n'),
  };
}

export function cancellationSms(input: {
  bookingRefNo: string;
  bookingCancelled: boolean;
  rooms: number;
  refundPaise: number;
}) {
  const what = input.bookingCancelled
    ? `Booking ${input.bookingRefNo} cancelled.`
    : `${input.rooms} room${input.rooms === 1 ? '' : 's'} of booking ${input.bookingRefNo} cancelled.`;
  const refund = input.refundPaise > 0 ? ` Refund of ${rs(input.refundPaise)} initiated.` : '';
  return `JTDC: ${what}${refund}`;
}
