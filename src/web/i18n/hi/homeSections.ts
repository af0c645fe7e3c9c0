import type * as en from '../en/homeSections';
import type { Shape } from '../shape';

/** मुखपृष्ठ के नीचे वाले खंडों के पाठ (अंग्रेज़ी: ../en/homeSections.ts)। */
export const homeSectionsText: Shape<typeof en.homeSectionsText> = {
  officials: {
    title: 'विभाग प्रमुख',
    intro: 'राज्य में पर्यटन की कमान सँभालने वाले लोग।',
  },

  about: {
    eyebrow: 'हमारे बारे में',
    title: 'झारखंड पर्यटन विकास निगम',
    text: '2002 से निगम पूरे झारखंड में होटल, पर्यटक सूचना केंद्र, रेस्तराँ और टूर चला रहा है, ताकि सैलानी एक भरोसेमंद मेज़बान के साथ राज्य के झरने, वन्यजीवन, मंदिर और जनजातीय विरासत देख सकें।',
    figures: [
      { value: '11', label: 'होटल' },
      { value: '9', label: 'पर्यटक सूचना केंद्र' },
      { value: '10', label: 'रेस्तराँ' },
    ],
    readMore: 'और पढ़ें',
    readMoreBefore: 'निगम के बारे में ',
    readMoreAfter: '',
    imageAlt: 'जंगलों से ढकी पठारी पहाड़ियों पर सुबह',
  },

  hotels: {
    title: 'हमारे यहाँ ठहरिए',
    intro: 'झारखंड की झीलों, पहाड़ों और शहरों में निगम के होटल।',
    topChoice: 'सबसे पसंदीदा',
    price: 'प्रति रात किराया',
    rupee: '₹',
    from: 'शुरुआती',
    perNight: 'प्रति रात',
    rooms: (n: number) => `${n} कमरे`,
    bookNow: 'अभी बुक करें',
    bookNowLabel: (name: string) => `अभी बुक करें: ${name}`,
    exploreMore: 'और होटल देखें',
    loadError: 'होटलों की जानकारी नहीं मिल सकी।',
    retry: 'फिर से कोशिश करें',
  },

  destinations: {
    title: 'पर्यटन स्थल देखें',
    intro: 'झारखंड देखने के चार अंदाज़।',
    carouselLabel: 'पर्यटन स्थलों की श्रेणियाँ',
    showDetails: 'विवरण देखें',
    showDetailsLabel: (title: string) => `विवरण देखें: ${title}`,
    loadError: 'पर्यटन स्थलों की जानकारी नहीं मिल सकी।',
    retry: 'फिर से कोशिश करें',
    controls: {
      previous: 'पिछला पर्यटन स्थल',
      next: 'अगला पर्यटन स्थल',
      pause: 'अपने-आप बदलना रोकें',
      play: 'अपने-आप बदलना शुरू करें',
      slide: (i: number, n: number) => `${n} में से ${i}`,
      goTo: (i: number, n: number, name: string) => `${n} में से पर्यटन स्थल ${i} दिखाएँ: ${name}`,
      dots: 'पर्यटन स्थल चुनें',
    },
  },

  videos: {
    title: 'चलचित्रों में झारखंड',
    intro: 'राज्य के कोने-कोने से छोटी फ़िल्में।',
    choose: (title: string) => `वीडियो दिखाएँ: ${title}`,
    play: (title: string) => `वीडियो चलाएँ: ${title}`,
    playVideo: 'वीडियो चलाएँ',
    more: 'और वीडियो',
    popupClose: 'वीडियो बंद करें',
    noVideoSupport: 'आपका ब्राउज़र यह वीडियो नहीं चला सकता।',
    loadError: 'वीडियो नहीं मिल सके।',
  },

  social: {
    title: 'इंस्टाग्राम की झलकियाँ',
    intro: 'हमारे यात्रियों और हमारी टीम के यादगार पल।',
    follow: 'इंस्टाग्राम पर हमें फ़ॉलो करें',
    opensNewTab: (kind: string | null) =>
      kind ? `(${kind}, इंस्टाग्राम नए टैब में खुलेगा)` : '(इंस्टाग्राम नए टैब में खुलेगा)',
    postFallback: (n: number) => `इंस्टाग्राम पोस्ट ${n}`,
    video: 'वीडियो',
    album: 'एल्बम',
    empty: 'नई पोस्ट जल्द आ रही हैं। ताज़ा अपडेट के लिए इंस्टाग्राम पर हमें फ़ॉलो करें।',
  },

  app: {
    title: 'झारखंड पर्यटन, आपकी जेब में',
    text: 'निगम के होटल बुक करें, अपनी रसीदें रखें और यात्रा की ख़बरें अपने फ़ोन पर पाएँ।',
    points: ['कुछ ही टैप में कमरे बुक करें', 'बुकिंग इतिहास और रसीदें ऑफ़लाइन भी', 'त्योहारों और ऑफ़र की सूचनाएँ'],
    playStore: 'Google Play पर पाएँ',
    appStore: 'App Store से डाउनलोड करें',
    comingSoon: 'ऐप जल्द ही App Store और Google Play पर आ रहा है।',
    imageAlt: 'बुकिंग ऐप दिखाता एक फ़ोन',
  },
};
