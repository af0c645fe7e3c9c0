import { DEBIT_NOTE_REASONS_HI, REFUND_REASONS_HI } from '../../../shared/document-reasons';
import type { Shape } from '../shape';
import type { creditNoteText as en } from '../en/creditNote';

/** The GST credit note page in Hindi: the words Hindi GST documents use (जमा पत्र, कर योग्य मूल्य). */
export const creditNoteText: Shape<typeof en> = {
  title: 'जीएसटी क्रेडिट नोट (जमा पत्र)',
  meta: 'रद्द की गई बुकिंग की वापसी का जीएसटी क्रेडिट नोट, प्रिंट करने योग्य, PDF के साथ।',
  number: 'क्रेडिट नोट संख्या',
  date: 'क्रेडिट नोट तिथि',
  againstInvoice: 'बीजक संख्या, जिसके विरुद्ध',
  invoiceDate: 'बीजक तिथि',
  reason: 'कारण',
  issuedTo: 'प्राप्तकर्ता',
  credited: 'कुल जमा राशि (जीएसटी सहित)',
  igst: 'IGST (₹)',
  rate: 'जीएसटी %',
  footer: 'यह कंप्यूटर द्वारा बनाया गया क्रेडिट नोट है, इस पर हस्ताक्षर की आवश्यकता नहीं है।',
  explain: (invoice: string) =>
    `यह क्रेडिट नोट बीजक ${invoice} के कर योग्य मूल्य और कर को नीचे दी गई राशियों से घटाता है, जो आपको लौटाई गई हैं।`,
  historyLink: (no: string) => `क्रेडिट नोट ${no}`,
  tour: 'टूर',
  departure: 'प्रस्थान',
  reasonText: (reason: string) => REFUND_REASONS_HI[reason] ?? reason,
  debit: {
    title: 'जीएसटी डेबिट नोट (नामे पत्र)',
    meta: 'तारीख बदलने या ठहराव बढ़ाने पर बढ़ी राशि का जीएसटी डेबिट नोट, प्रिंट करने योग्य, PDF के साथ।',
    number: 'डेबिट नोट संख्या',
    date: 'डेबिट नोट तिथि',
    charged: 'कुल नामे राशि (जीएसटी सहित)',
    footer: 'यह कंप्यूटर द्वारा बनाया गया डेबिट नोट है, इस पर हस्ताक्षर की आवश्यकता नहीं है।',
    explain: (invoice: string) =>
      `यह डेबिट नोट बीजक ${invoice} के कर योग्य मूल्य और कर को नीचे दी गई राशियों से बढ़ाता है, जो आपसे ली गई हैं।`,
    historyLink: (no: string) => `डेबिट नोट ${no}`,
    reasonText: (reason: string) => DEBIT_NOTE_REASONS_HI[reason] ?? reason,
  },
};
