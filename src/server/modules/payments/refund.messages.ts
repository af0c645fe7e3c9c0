import { formatRupees } from '../../../shared/money';

/** Mail and SMS texts when the gateway reports a refund's outcome. */

const rs = (paise: number) => formatRupees(paise, { decimals: true });

export function refundUpdateMail(input: {
  customerName: string;
  bookingRefNo: string;
  amountPaise: number;
  status: 'processed' | 'failed';
}): { subject: string; text: string } {
  const processed = input.status === 'processed';
  return {
    subject: processed
      ? `Refund processed: booking ${input.bookingRefNo}`
      : `Refund could not be completed: booking ${input.bookingRefNo}`,
    text: [
      `Dear ${input.customerName},`,
      '',
      processed
        ? `Your refund of ${rs(input.amountPaise)} for booking ${input.bookingRefNo} has been processed by the payment gateway. Depending on your bank it can take a few working days to show in your account.`
        : `Your refund of ${rs(input.amountPaise)} for booking ${input.bookingRefNo} could not be completed by the payment gateway. Our team will contact you to return the amount; you can also reach us at the contact details on our website.`,
      '',
      'Jharkhand Tourism Development Corporation',
    ].join('\n'),
  };
}

export function refundUpdateSms(input: {
  bookingRefNo: string;
  amountPaise: number;
  status: 'processed' | 'failed';
}) {
  return input.status === 'processed'
    ? `JTDC: Refund of ${rs(input.amountPaise)} for booking ${input.bookingRefNo} processed.`
    : `JTDC: Refund of ${rs(input.amountPaise)} for booking ${input.bookingRefNo} failed. We will contact you.`;
}
