import type { Language } from '../../../shared/language';
import { formatRupees } from '../../../shared/money';

/** Mail and SMS texts when the gateway reports a refund's outcome. */

const rs = (paise: number) => formatRupees(paise, { decimals: true });

type RefundOutcome = {
  customerName: string;
  bookingRefNo: string;
  amountPaise: number;
  status: 'processed' | 'failed';
};

/** The refund's outcome for a customer who chose Hindi (ADR 121): the same facts. */
function refundUpdateMailHi(input: RefundOutcome): { subject: string; text: string } {
  const processed = input.status === 'processed';
  return {
    subject: processed
      ? `रिफ़ंड हो गया: बुकिंग ${input.bookingRefNo}`
      : `रिफ़ंड पूरा नहीं हो सका: बुकिंग ${input.bookingRefNo}`,
    text: [
      `प्रिय ${input.customerName},`,
      '',
      processed
        ? `बुकिंग ${input.bookingRefNo} के लिए ${rs(input.amountPaise)} का रिफ़ंड पेमेंट गेटवे ने कर दिया है। आपके बैंक के अनुसार इसे आपके खाते में दिखने में कुछ कार्य-दिवस लग सकते हैं।`
        : `बुकिंग ${input.bookingRefNo} के लिए ${rs(input.amountPaise)} का रिफ़ंड पेमेंट गेटवे पूरा नहीं कर सका। राशि लौटाने के लिए हमारी टीम आपसे संपर्क करेगी; आप हमारी वेबसाइट पर दिए संपर्क विवरण से भी हमसे बात कर सकते हैं।`,
      '',
      'झारखंड पर्यटन विकास निगम (Jharkhand Tourism Development Corporation)',
    ].join('\n'),
  };
}

export function refundUpdateMail(
  input: RefundOutcome,
  lang: Language = 'en',
): { subject: string; text: string } {
  if (lang === 'hi') return refundUpdateMailHi(input);
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

export function refundUpdateSms(
  input: {
    bookingRefNo: string;
    amountPaise: number;
    status: 'processed' | 'failed';
  },
  lang: Language = 'en',
) {
  if (lang === 'hi')
    return input.status === 'processed'
      ? `JTDC: बुकिंग ${input.bookingRefNo} के ${rs(input.amountPaise)} का रिफ़ंड हो गया।`
      : `JTDC: बुकिंग ${input.bookingRefNo} के ${rs(input.amountPaise)} का रिफ़ंड विफल रहा। हम आपसे संपर्क करेंगे।`;
  return input.status === 'processed'
    ? `JTDC: Refund of ${rs(input.amountPaise)} for booking ${input.bookingRefNo} processed.`
    : `JTDC: Refund of ${rs(input.amountPaise)} for booking ${input.bookingRefNo} failed. We will contact you.`;
}
