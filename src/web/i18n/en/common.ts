/** UI text of the shell (header, menu, footer, shared states). English; Hindi is planned. */
export const common = {
  siteName: 'Jharkhand Tourism Development Corporation',
  siteShortName: 'JTDC',
  siteDescription:
    "Book the Jharkhand Tourism Development Corporation's hotels, tours and holidays: Patratu, Ranchi, Netarhat, Betla, Deoghar and more.",
  skipToContent: 'Skip to main content',
  /** after the visible brand text, for screen readers only (its name contains what is seen) */
  brandHomeSuffix: ', home',
  /** the accessibility strip at the top of every page (skip link, text size, contrast) */
  strip: {
    label: 'Accessibility options',
    skip: 'Skip to main content',
    textSize: 'Text size',
    smaller: 'A−',
    smallerLabel: 'Smaller text',
    normal: 'A',
    normalLabel: 'Normal text size',
    larger: 'A+',
    largerLabel: 'Larger text',
    contrast: 'High contrast',
    contrastLabel: 'High contrast',
    screenReader: 'Screen Reader Access',
  },
  mainNav: 'Main',
  nav: {
    hotels: 'Hotels',
    destinations: 'Destinations',
    tours: 'Tours',
    myBookings: 'My Bookings',
    logIn: 'Log In',
    logOut: 'Log Out',
    signedInAs: 'Signed in as ',
  },
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  bookStay: 'Book a Stay',
  notFound: {
    title: 'Page not found',
    text: 'The page you were looking for does not exist or has moved.',
    home: 'Back to the homepage',
  },
  error: {
    title: 'Something went wrong',
    retry: 'Try again',
  },
} as const;
