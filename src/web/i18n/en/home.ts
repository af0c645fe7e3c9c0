/** UI text of the home page. English; Hindi is planned. */
export const homeText = {
  metaTitle: 'Jharkhand Tourism: hotels, tours and destinations',
  metaDescription:
    'Plan a holiday in Jharkhand with its tourism corporation: stay at JTDC hotels in Patratu, Ranchi and Netarhat, explore heritage, eco, religious and tribal destinations, and book online.',

  hero: {
    eyebrow: 'Jharkhand Tourism Development Corporation',
    title: 'Discover the heart of Jharkhand',
    text: 'Waterfalls, forests, hill stations and living tribal culture, with a stay at a corporation hotel wherever you go.',
    bookStay: 'Book a Stay',
    exploreTours: 'Explore Tours',
    secondTitle: 'Lakes, hills and warm welcomes',
    secondText: 'Plan a wedding, a family celebration or a corporate retreat at a JTDC property.',
    packageBooking: 'Bulk/Shaadi Package Booking',
    pauseVideo: 'Pause the background video',
    playVideo: 'Play the background video',
  },

  search: {
    label: 'Search hotels',
    where: 'Where',
    wherePlaceholder: 'Destination or hotel',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    guests: 'Guests',
    rooms: 'Rooms',
    submit: 'Search',
    pastDate: 'Check-in cannot be in the past.',
    badRange: 'Check-out must be after check-in.',
  },
} as const;
