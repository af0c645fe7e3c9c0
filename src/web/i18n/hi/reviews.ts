import type * as en from '../en/reviews';
import type { Shape } from '../shape';

/** मेहमान की पूरी हो चुकी ठहरने की समीक्षा (ADR 320)। */
export const reviewsText: Shape<typeof en.reviewsText> = {
  title: 'अपने ठहरने की समीक्षा करें',
  meta: 'JTDC होटल में पूरे हुए ठहरने को रेटिंग दें और दूसरे मेहमानों को उसके बारे में बताएँ।',
  stayAt: (hotel: string, from: string, to: string) => `${hotel}, ${from} से ${to} तक`,
  bookingRef: (ref: string) => `बुकिंग ${ref}`,
  ratingLegend: 'आपकी रेटिंग',
  starLabel: (n: number) => `${n} स्टार`,
  ratingHint: '1 स्टार ख़राब, 5 स्टार बहुत अच्छा।',
  textLabel: 'आपकी समीक्षा (वैकल्पिक)',
  textHint: (max: number) =>
    `आपको क्या अच्छा लगा, और क्या बेहतर हो सकता है? ${max} अक्षरों तक। कृपया नाम या फ़ोन नंबर न लिखें।`,
  submit: 'समीक्षा भेजें',
  ratingRequired: 'कृपया 1 से 5 स्टार में से रेटिंग चुनें।',
  tooLong: (max: number) => `आपकी समीक्षा ${max} अक्षरों से लंबी नहीं हो सकती।`,
  notYet: 'चेक-आउट के बाद आप इस ठहरने की समीक्षा कर सकते हैं। ठहरना पूरा होने पर फिर आएँ।',
  yourReview: 'आपकी समीक्षा',
  status: {
    pending: 'हमारे कर्मचारी जाँच रहे हैं',
    published: 'होटल के पेज पर प्रकाशित',
    hidden: 'प्रकाशित नहीं',
  },
  statusLabel: 'स्थिति',
  hotelReply: 'होटल का जवाब:',
  ratedOutOf5: (r: number) => `5 में से ${r} रेटिंग`,
  notFound: 'यह बुकिंग आपके खाते में नहीं मिली।',
  loadError: 'यह बुकिंग लोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
  backToHistory: 'मेरी बुकिंग पर वापस',
  seeHotel: 'होटल का पेज देखें',
};
