/** Texts of the home page's sections below the fold: they load with them (ADR 195, 197). */
export const homeSectionsText = {
  officials: {
    title: 'Head of Department',
    intro: 'The people who lead tourism in the state.',
  },

  about: {
    eyebrow: 'About us',
    title: 'Jharkhand Tourism Development Corporation',
    text: 'Since 2002 the corporation has run hotels, tourist information centres, restaurants and tours across Jharkhand, so visitors can discover the state’s waterfalls, wildlife, temples and tribal heritage with a trusted host.',
    figures: [
      { value: '11', label: 'Hotels' },
      { value: '9', label: 'Tourist information centres' },
      { value: '10', label: 'Restaurants' },
    ],
    readMore: 'Read More',
    readMoreBefore: '',
    readMoreAfter: ' about the corporation',
    imageAlt: 'Morning over forested plateau hills',
  },

  hotels: {
    title: 'Stay with us',
    intro: 'Corporation hotels at the lakes, hills and cities of Jharkhand.',
    topChoice: 'Top Choice',
    price: 'Price per night',
    rupee: '₹',
    from: 'From',
    perNight: 'per night',
    rooms: (n: number) => `${n} rooms`,
    bookNow: 'Book Now',
    bookNowLabel: (name: string) => `Book Now: ${name}`,
    exploreMore: 'Explore More Hotels',
    loadError: 'We could not load the hotels.',
    retry: 'Try again',
  },

  destinations: {
    title: 'Explore destinations',
    intro: 'Four ways to see Jharkhand.',
    carouselLabel: 'Destination categories',
    showDetails: 'Show Details',
    showDetailsLabel: (title: string) => `Show Details: ${title}`,
    loadError: 'We could not load the destinations.',
    retry: 'Try again',
    controls: {
      previous: 'Previous destination',
      next: 'Next destination',
      pause: 'Stop the automatic rotation',
      play: 'Start the automatic rotation',
      slide: (i: number, n: number) => `${i} of ${n}`,
      goTo: (i: number, n: number, name: string) => `Show destination ${i} of ${n}: ${name}`,
      dots: 'Choose a destination',
    },
  },

  videos: {
    title: 'Experience in Motion',
    intro: 'Short films from across the state.',
    choose: (title: string) => `Show video: ${title}`,
    play: (title: string) => `Play video: ${title}`,
    playVideo: 'Play video',
    more: 'More videos',
    popupClose: 'Close video',
    noVideoSupport: 'Your browser cannot play this video.',
    loadError: 'We could not load the videos.',
  },

  social: {
    title: 'Instagram Highlights',
    intro: 'Moments from our travellers and our team.',
    follow: 'Follow us on Instagram',
    opensNewTab: (kind: string | null) =>
      kind
        ? `(${kind.toLowerCase()}, opens Instagram in a new tab)`
        : '(opens Instagram in a new tab)',
    postFallback: (n: number) => `Instagram post ${n}`,
    video: 'Video',
    album: 'Album',
    empty: 'New posts are on their way. Follow us on Instagram for the latest.',
  },

  app: {
    title: 'Jharkhand Tourism in your pocket',
    text: 'Book corporation hotels, keep your receipts and get travel updates on your phone.',
    points: [
      'Book rooms in a few taps',
      'Booking history and receipts offline',
      'Festival and offer alerts',
    ],
    playStore: 'Get it on Google Play',
    appStore: 'Download on the App Store',
    comingSoon: 'The app is on its way to the App Store and Google Play.',
    imageAlt: 'A phone showing the booking app',
  },
} as const;
