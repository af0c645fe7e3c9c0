import type { RequestKind } from '../../../shared/statuses';
import { ADVANCE_PURPOSES, ADVANCE_PURPOSES_HI } from '../../../shared/constants';
import { formatDate } from '../../../shared/dates';
import type { Language } from '../../../shared/language';

/**
 * Mail and SMS texts of the requests module, in the language of the person who filed the request
 * (ADR 185, 186). English texts exact; the Hindi ones carry the same facts.
 */

export type SignOff = { corpName: string; corpPhone: string };
type Mail = { subject: string; text: string };

const signOff = (ctx: SignOff, lang: Language) =>
  ['', ctx.corpName, `${lang === 'hi' ? 'फ़ोन' : 'Phone'} ${ctx.corpPhone}`].join('\n');

/**
 * The acknowledgements go to an address or mobile the visitor typed, which may be someone else's:
 * they quote only fixed texts and what the server checked or holds itself (the reference, the
 * hotel's and the tour's names from the database, dates, a purpose from the fixed list), never
 * the visitor's free text (name, remarks, reason, a typed purpose), so the forms cannot carry
 * someone's message to a third party (ADR 244).
 */

/** A stored purpose ('Marriage', or the text typed for Other) as the acknowledgement names it. */
const listedPurpose = (p: string): (typeof ADVANCE_PURPOSES)[number] =>
  (ADVANCE_PURPOSES as readonly string[]).includes(p)
    ? (p as (typeof ADVANCE_PURPOSES)[number])
    : 'Other';
const purposeText = (p: string, lang: Language) =>
  lang === 'hi' ? ADVANCE_PURPOSES_HI[listedPurpose(p)] : listedPurpose(p);

type AdvanceRow = {
  ref: string;
  purpose: string;
  hotelName: string | null;
  tourName: string | null;
  fromDate: string | null;
  toDate: string | null;
};

const datesText = (from: string | null, to: string | null, lang: Language) => {
  if (lang === 'hi')
    return from && to ? `${formatDate(from, 'hi')} से ${formatDate(to, 'hi')}` : 'तारीखें तय नहीं';
  return from && to ? `${formatDate(from)} to ${formatDate(to)}` : 'dates open';
};

/** The acknowledgement of a Bulk/Shaadi package request or a tour package enquiry. */
export function advanceReceivedMail(row: AdvanceRow, ctx: SignOff, lang: Language): Mail {
  if (lang === 'hi') {
    const what = row.tourName
      ? `${row.tourName} टूर पैकेज के बारे में आपकी पूछताछ`
      : 'बल्क/शादी पैकेज बुकिंग का आपका अनुरोध';
    return {
      subject: `${row.tourName ? 'टूर पैकेज पूछताछ' : 'पैकेज बुकिंग अनुरोध'} प्राप्त हुआ: ${row.ref}`,
      text: [
        'नमस्कार,',
        '',
        `हमें ${what} मिल गया है (संदर्भ: ${row.ref})।`,
        '',
        ...(row.tourName
          ? [`टूर पैकेज: ${row.tourName}`]
          : [`प्रयोजन: ${purposeText(row.purpose, 'hi')}`]),
        ...(row.hotelName ? [`होटल: ${row.hotelName}`] : []),
        ...(row.fromDate && row.toDate
          ? [`से: ${formatDate(row.fromDate, 'hi')}`, `तक: ${formatDate(row.toDate, 'hi')}`]
          : ['तारीखें: अभी तय नहीं, आपसे बात करके तय की जाएँगी']),
        '',
        'हमारी आरक्षण टीम दो कार्य-दिवसों के भीतर उपलब्धता और कोटेशन के साथ आपको फ़ोन करेगी।',
        'अभी कोई भुगतान नहीं लिया गया है और कोई कमरा रोका नहीं गया है।',
        'यदि यह अनुरोध आपने नहीं भेजा, तो इस संदेश को अनदेखा करें।',
        signOff(ctx, lang),
      ].join('\n'),
    };
  }
  const what = row.tourName
    ? `tour package enquiry for ${row.tourName}`
    : 'Bulk/Shaadi package booking request';
  return {
    subject: `${row.tourName ? 'Tour package enquiry' : 'Package booking request'} received: ${row.ref}`,
    text: [
      'Hello,',
      '',
      `We have received your ${what} (Ref: ${row.ref}).`,
      '',
      ...(row.tourName
        ? [`Tour package: ${row.tourName}`]
        : [`Purpose: ${purposeText(row.purpose, 'en')}`]),
      ...(row.hotelName ? [`Hotel: ${row.hotelName}`] : []),
      ...(row.fromDate && row.toDate
        ? [`From: ${formatDate(row.fromDate)}`, `To: ${formatDate(row.toDate)}`]
        : ['Dates: open, to be agreed with you']),
      '',
      'Our reservations team will call you within two working days with availability and a quotation.',
      'No payment has been taken and no rooms are held yet.',
      'If you did not send this request, please ignore this message.',
      signOff(ctx, lang),
    ].join('\n'),
  };
}

/** The acknowledgement by SMS, when the request gave no email. */
export function advanceReceivedSms(row: AdvanceRow, lang: Language): string {
  if (lang === 'hi') {
    const where = row.tourName ?? `${purposeText(row.purpose, 'hi')}, ${row.hotelName ?? ''}`;
    return `JTDC: ${row.tourName ? 'टूर पूछताछ' : 'पैकेज बुकिंग अनुरोध'} ${row.ref} प्राप्त हुआ (${where}, ${datesText(row.fromDate, row.toDate, 'hi')})। हम 2 कार्य-दिवसों में आपको फ़ोन करेंगे।`;
  }
  const where = row.tourName ?? `${purposeText(row.purpose, 'en')} at ${row.hotelName ?? ''}`;
  const summary = `${where}, ${datesText(row.fromDate, row.toDate, 'en')}`;
  return `JTDC: ${row.tourName ? 'tour enquiry' : 'package booking request'} ${row.ref} received (${summary}). We will call you within 2 working days.`;
}

/** The acknowledgement of a request to reschedule a booking. */
export function rescheduleReceivedMail(
  row: {
    ref: string;
    bookingRefNo: string;
    hotelName: string;
    newCheckIn: string;
    newCheckOut: string;
  },
  ctx: SignOff,
  lang: Language,
): Mail {
  if (lang === 'hi')
    return {
      subject: `तारीख बदलने का अनुरोध प्राप्त हुआ: ${row.ref}`,
      text: [
        'नमस्कार,',
        '',
        `हमें बुकिंग ${row.bookingRefNo} की तारीखें बदलने का आपका अनुरोध मिल गया है (संदर्भ: ${row.ref})।`,
        '',
        `होटल: ${row.hotelName}`,
        `नया चेक-इन: ${formatDate(row.newCheckIn, 'hi')}`,
        `नया चेक-आउट: ${formatDate(row.newCheckOut, 'hi')}`,
        '',
        'जब तक हम नई तारीखों की पुष्टि नहीं करते, आपकी बुकिंग जैसी है वैसी ही रहेगी। हम दो कार्य-दिवसों के भीतर आपको लिखेंगे; किराये में कोई अंतर होगा तो तभी बताया जाएगा।',
        signOff(ctx, lang),
      ].join('\n'),
    };
  return {
    subject: `Reschedule request received: ${row.ref}`,
    text: [
      'Hello,',
      '',
      `We have received your request to reschedule booking ${row.bookingRefNo} (Ref: ${row.ref}).`,
      '',
      `Hotel: ${row.hotelName}`,
      `New check-in: ${formatDate(row.newCheckIn)}`,
      `New check-out: ${formatDate(row.newCheckOut)}`,
      '',
      'Your booking stays as it is until we confirm the new dates. We will write to you within two working days; a difference in tariff, if any, will be explained then.',
      signOff(ctx, lang),
    ].join('\n'),
  };
}

export type HandlingStatus = 'new' | 'in_progress' | 'accepted' | 'declined';

/** A status as the person who filed the request reads it. */
export const STATUS_TEXT: Record<Language, Record<HandlingStatus, string>> = {
  en: { new: 'new', in_progress: 'in progress', accepted: 'accepted', declined: 'declined' },
  hi: { new: 'नया', in_progress: 'प्रक्रिया में', accepted: 'स्वीकार', declined: 'अस्वीकार' },
};

type Decided = {
  ref: string;
  name: string;
  kind: RequestKind;
  bookingRefNo: string | null;
};

/** Staff's reply to a request, in the frame of the requester's language (ADR 186). */
export function requestReplyMail(
  r: Decided,
  to: HandlingStatus,
  reply: string,
  ctx: SignOff,
  lang: Language,
): Mail {
  const status = STATUS_TEXT[lang][to];
  if (lang === 'hi')
    return {
      subject: `आपका अनुरोध ${r.ref}: ${status}`,
      text: [
        `प्रिय ${r.name},`,
        '',
        `${r.kind === 'reschedule' ? `बुकिंग ${r.bookingRefNo ?? ''} की तारीखें बदलने का आपका अनुरोध` : r.kind === 'special' ? `बुकिंग ${r.ref} के आपके विशेष अनुरोध` : 'आपका अनुरोध'} (संदर्भ: ${r.ref}) अब "${status}" है।`,
        '',
        reply,
        signOff(ctx, lang),
      ].join('\n'),
    };
  return {
    subject: `Your request ${r.ref}: ${status}`,
    text: [
      `Dear ${r.name},`,
      '',
      `Your ${r.kind === 'reschedule' ? `request to reschedule booking ${r.bookingRefNo ?? ''}` : r.kind === 'special' ? `special requests for booking ${r.ref}` : 'request'} (Ref: ${r.ref}) ${r.kind === 'special' ? 'are' : 'is'} now ${status}.`,
      '',
      reply,
      signOff(ctx, lang),
    ].join('\n'),
  };
}

export function requestReplySms(
  r: Decided,
  to: HandlingStatus,
  reply: string,
  lang: Language,
): string {
  const status = STATUS_TEXT[lang][to];
  const text =
    lang === 'hi'
      ? `JTDC: आपका अनुरोध ${r.ref} अब "${status}" है। ${reply}`
      : `JTDC: your request ${r.ref} is ${status}. ${reply}`;
  return text.slice(0, 300);
}

/**
 * The language of staff's reply to someone who filed a request without logging in: no language
 * is stored for them (ADR 186), so a reply staff wrote in Devanagari gets the Hindi frame.
 */
export const replyLanguage = (reply: string): Language =>
  /[\u0900-\u097F]/.test(reply) ? 'hi' : 'en';
