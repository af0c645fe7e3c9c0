import { formatDate } from '../../../shared/dates';
import type { Language } from '../../../shared/language';
import { formatRupees } from '../../../shared/money';

/** Mail and SMS texts of the cancellation module. */

const rs = (paise: number) => formatRupees(paise, { decimals: true });

export type CancelledRoomLine = {
  roomTypeName: string;
  paidPaise: number;
  chargePaise: number;
  refundPaise: number;
};

type CancellationMailInput = {
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
};

/** The cancellation mail for a customer who chose Hindi (ADR 121): the same facts. */
function cancellationMailHi(input: CancellationMailInput): { subject: string; text: string } {
  const lines = input.rooms.map(
    (r, i) =>
      `  ${i + 1}. ${r.roomTypeName}: भुगतान ${rs(r.paidPaise)}, रद्दीकरण शुल्क ${rs(r.chargePaise)}, वापसी ${rs(r.refundPaise)}`,
  );
  const charge = input.rooms.reduce((s, r) => s + r.chargePaise, 0);
  const what = input.bookingCancelled
    ? `आपकी बुकिंग ${input.bookingRefNo} अब पूरी तरह रद्द हो गई है।`
    : `आपकी बुकिंग ${input.bookingRefNo} के ${input.rooms.length} कमरे रद्द कर दिए गए हैं; ${input.remainingRooms} कमरे बुक रहेंगे।`;
  const refund =
    input.refundPaise > 0
      ? `${rs(input.refundPaise)} की वापसी उसी खाते में शुरू कर दी गई है जिससे आपने भुगतान किया था। यह आम तौर पर 5 से 7 कार्य-दिवसों में पहुँच जाती है।`
      : 'इस रद्दीकरण पर कोई राशि वापस नहीं होगी।';
  return {
    subject: `रद्दीकरण की पुष्टि: बुकिंग ${input.bookingRefNo}`,
    text: [
      `प्रिय ${input.customerName},`,
      '',
      what,
      '',
      `होटल: ${input.hotelName}`,
      `ठहराव: ${formatDate(input.checkIn, 'hi')} से ${formatDate(input.checkOut, 'hi')}`,
      'रद्द किए गए:',
      ...lines,
      `रद्दीकरण शुल्क (भुगतान की गई राशि का ${input.deductionPercent}%, जीएसटी सहित): ${rs(charge)}`,
      '',
      refund,
      '',
      'Jharkhand Tourism Development Corporation',
    ].join('\n'),
  };
}

export function cancellationMail(
  input: CancellationMailInput,
  lang: Language = 'en',
): { subject: string; text: string } {
  if (lang === 'hi') return cancellationMailHi(input);
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

export function cancellationSms(
  input: {
    bookingRefNo: string;
    bookingCancelled: boolean;
    rooms: number;
    refundPaise: number;
  },
  lang: Language = 'en',
) {
  if (lang === 'hi') {
    const what = input.bookingCancelled
      ? `बुकिंग ${input.bookingRefNo} रद्द हो गई।`
      : `बुकिंग ${input.bookingRefNo} के ${input.rooms} कमरे रद्द हुए।`;
    const back = input.refundPaise > 0 ? ` ${rs(input.refundPaise)} की वापसी शुरू।` : '';
    return `JTDC: ${what}${back}`;
  }
  const what = input.bookingCancelled
    ? `Booking ${input.bookingRefNo} cancelled.`
    : `${input.rooms} room${input.rooms === 1 ? '' : 's'} of booking ${input.bookingRefNo} cancelled.`;
  const refund = input.refundPaise > 0 ? ` Refund of ${rs(input.refundPaise)} initiated.` : '';
  return `JTDC: ${what}${refund}`;
}
