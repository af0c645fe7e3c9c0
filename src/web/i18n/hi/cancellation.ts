import type * as en from '../en/cancellation';
import type { Shape } from '../shape';

/** बुकिंग रद्द करने के पेज के पाठ (अंग्रेज़ी: ../en/cancellation.ts)। */
export const cancellationText: Shape<typeof en.cancellationText> = {
  pageTitle: 'बुकिंग रद्द करें',
  metaDescription: 'अपनी होटल बुकिंग पूरी या एक-एक कमरा करके रद्द करें और पुष्टि से पहले धनवापसी की राशि देखें।',
  breadcrumb: 'ब्रेडक्रम्ब',
  home: 'मुखपृष्ठ',
  bookingHistory: 'बुकिंग इतिहास',
  subtitle: (ref: string, hotel: string) => `${hotel} में बुकिंग ${ref}`,
  stay: 'ठहराव',
  stayDates: (from: string, to: string, nights: number) => `${from} से ${to} (${nights} रात)`,
  rooms: 'कमरे',
  roomsCount: (n: number) => `${n} कमरे`,
  status: 'स्थिति',
  statusText: {
    pending_payment: 'भुगतान बाक़ी',
    confirmed: 'पक्की',
    failed: 'भुगतान विफल',
    expired: 'रोक की अवधि ख़त्म',
    partially_cancelled: 'आंशिक रूप से रद्द',
    cancelled: 'रद्द',
    checked_in: 'चेक-इन हो चुका',
    checked_out: 'चेक-आउट हो चुका',
    no_show: 'नहीं पहुँचे',
  },
  notPaid: 'भुगतान नहीं हुआ',
  daysToCheckIn: 'चेक-इन में बाक़ी दिन',
  days: (n: number) => (n < 0 ? 'ठहराव शुरू हो चुका है' : n === 0 ? 'आज' : `${n} दिन`),

  typeLabel: 'रद्दीकरण का प्रकार',
  typePlaceholder: 'रद्दीकरण का प्रकार चुनें',
  typeFull: 'पूरा रद्दीकरण',
  typePartial: 'आंशिक रद्दीकरण',
  typeHintPartialStarted: 'इस बुकिंग का आंशिक रद्दीकरण शुरू हो चुका है, इसलिए बाक़ी कमरे एक-एक करके रद्द होंगे।',
  typeHintChoose: 'चुनें कि पूरी बुकिंग रद्द करनी है या एक-एक कमरा।',

  policyTitle: 'रद्दीकरण नीति',
  policyCaption: 'चेक-इन से पहले के दिनों के अनुसार कटौती, भारतीय मानक समय में गिनी गई',
  policyDays: 'चेक-इन से पहले के दिन',
  policyDeduction: 'कटौती',
  policyBand: (min: number, max: number | null) =>
    max === null ? `${min} या अधिक दिन` : min === 0 ? `${max + 1} दिन से कम` : `${min} से ${max} दिन`,
  policyPercent: (p: number) => `चुकाई गई राशि का ${p}%`,
  policyNotAllowed: 'रद्द नहीं किया जा सकता',
  policyApplies: 'अभी इस बुकिंग पर लागू',
  policyNote:
    'कटौती कमरे के लिए चुकाई गई राशि (GST सहित) से होती है; बाक़ी राशि उसी खाते में लौटाई जाती है जिससे भुगतान हुआ था।',

  roomsTitle: 'इस बुकिंग के कमरे',
  roomsCaption: 'बुकिंग के कमरे और हर कमरे के लिए चुकाई गई राशि',
  colRoom: 'कमरा',
  colGuests: 'मेहमान',
  colPrice: 'किराया',
  colPaid: 'भुगतान (GST सहित)',
  colAction: 'कार्य',
  colStatus: 'स्थिति',
  roomN: (n: number) => `कमरा ${n}`,
  guests: (adults: number, children: number, extra: number) =>
    [
      `${adults} वयस्क`,
      children > 0 ? `${children} बच्चे` : null,
      extra > 0 ? `${extra} अतिरिक्त` : null,
    ]
      .filter(Boolean)
      .join(', '),
  cancelRoom: 'रद्द करें',
  cancelRoomLabel: (name: string, n: number) => `कमरा ${n} रद्द करें: ${name}`,
  cancelled: 'रद्द',
  booked: 'बुक',
  refunded: (amount: string) => `धनवापसी ${amount}`,
  noRoomsLeft: 'इस बुकिंग का हर कमरा रद्द हो चुका है।',

  fullTitle: 'पूरी बुकिंग रद्द करें',
  fullText: (n: number) =>
    n === 1
      ? 'इस बुकिंग का कमरा एक साथ रद्द करता है।'
      : `इस बुकिंग के बाक़ी सभी ${n} कमरे एक साथ रद्द करता है।`,
  fullButton: 'बुकिंग रद्द करें',

  confirmFullTitle: 'पूरी बुकिंग रद्द करें?',
  confirmRoomTitle: 'यह कमरा रद्द करें?',
  confirmClose: 'बंद करें',
  keep: 'बुकिंग रखें',
  keepRoom: 'कमरा रखें',
  confirmFull: 'हाँ, बुकिंग रद्द करें',
  confirmRoom: 'हाँ, कमरा रद्द करें',
  totalAmount: 'कुल भुगतान (GST सहित)',
  taxAmount: 'शामिल GST',
  cancellationCharge: 'रद्दीकरण शुल्क',
  refundAmount: 'धनवापसी',
  deduction: (p: number, days: number) => `${p}% कटौती, चेक-इन से ${days} दिन पहले`,
  confirmRoomIntro: (name: string) => `${name}`,
  totalPaid: 'कुल भुगतान (किराया + GST)',
  charge: 'रद्दीकरण शुल्क',
  refundTo: 'धनवापसी उसी खाते में जाती है जिससे भुगतान हुआ था, आम तौर पर 5 से 7 कार्यदिवसों में।',

  tooLate: 'यह बुकिंग अब रद्द नहीं की जा सकती।',
  notCancellable: 'केवल पक्की बुकिंग ही रद्द की जा सकती है।',
  alreadyCancelled: 'यह बुकिंग रद्द हो चुकी है।',
  returning: '5 सेकंड में आपके बुकिंग इतिहास पर लौट रहे हैं।',
  goNow: 'अभी बुकिंग इतिहास पर जाएँ',

  refundsTitle: 'धनवापसी',
  refundsCaption: 'इस बुकिंग की धनवापसी',
  colDate: 'तारीख़',
  colFor: 'किसके लिए',
  colAmount: 'राशि',
  refundFor: (n: number | null) => (n === null ? 'बुकिंग' : `कमरा ${n}`),
  refundStatus: { pending: 'प्रक्रिया में', processed: 'पूरी हुई', failed: 'विफल' },

  loadError: 'यह बुकिंग नहीं खुल सकी।',
  notFound: 'बुकिंग नहीं मिली',
  notFoundText: 'यह बुकिंग मौजूद नहीं है या आपकी नहीं है।',
  retry: 'फिर से कोशिश करें',
  backToHistory: 'बुकिंग इतिहास पर लौटें',
};
