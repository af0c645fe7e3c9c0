/**
 * One public page of the web app, declared once (issue 25): the web router
 * (src/web/app/routes.tsx) draws it with its layout and login wall from here, and the server
 * renders it (src/server/plugins/ssr.ts) when `ssr` says so. The server answers a path outside
 * this table with HTTP 404 (and the app's 404 page) instead of a soft 200.
 */
export type PageSpec = {
  path: string;
  /**
   * rendered on the server (ADR 190): a page the same for every visitor (and the login page, its
   * form disabled until hydrated, ADR 212). A page of a signed-in person, the other forms and the
   * back office get the empty shell, so no personal data is put in server-made HTML or its cache.
   */
  ssr?: true;
  /**
   * the query parameters a server-rendered page reads (ADR 239); every other one is left out of
   * the render and of its cache key, so `/tours?x=<random>` is the cached `/tours`
   */
  ssrParams?: readonly string[];
  /**
   * an island page (ADR 363): server-rendered HTML whole without React, so it loads only the
   * small island script and the app's code when a visitor first uses a control
   */
  island?: true;
  /** login required */
  auth?: true;
  /** header and footer hidden */
  bare?: true;
  /** other paths that show the same page (not in the spec's table) */
  aliases?: readonly string[];
};

export const pages = {
  home: { path: '/', ssr: true },
  allHotels: { path: '/allhotel/', ssr: true, aliases: ['/allhotel'] },
  hotel: { path: '/hotel/:hotelID', ssr: true },
  about: { path: '/About', ssr: true, island: true },
  orgStructure: { path: '/organizational-structure', ssr: true, island: true },
  destination: { path: '/destination/:id', ssr: true, island: true },
  login: { path: '/login', ssr: true, ssrParams: ['next'], bare: true },
  signup: { path: '/signup', bare: true },
  forgotPassword: { path: '/forgot-password', bare: true },
  availability: { path: '/availibilty' },
  // no login wall: a guest without a session signs in on the page by a mobile code (ADR 316)
  bookHotel: { path: '/availibilty/book-hotel/:hotelID', bare: true },
  bookingSuccess: { path: '/booking-success/:orderId', bare: true },
  bookingFailed: { path: '/booking-failed', bare: true },
  retryPayment: { path: '/booking-payment/:bookingId', bare: true, auth: true },
  tenders: { path: '/tenders', ssr: true },
  notice: { path: '/notice', ssr: true },
  advanceBooking: { path: '/advanceBooking' },
  rescheduleBooking: { path: '/rescheduleBooking' },
  manageBooking: { path: '/manage-booking', bare: true },
  advertorials: { path: '/advertorial', ssr: true, island: true, bare: true },
  advertorial: { path: '/advertorial/:id', ssr: true, island: true, bare: true },
  bookingView: { path: '/booking-view/:P_intBookingID', bare: true },
  bookingInvoice: { path: '/booking-Invoice/:P_intBookingID', bare: true },
  creditNote: { path: '/credit-note/:bookingId/:creditNoteId', bare: true },
  debitNote: { path: '/debit-note/:bookingId/:debitNoteId', bare: true },
  tourDetails: { path: '/tour-details/:id', ssr: true },
  tours: { path: '/tours', ssr: true },
  // tours sold online (issue 29)
  // no login wall, as rooms: a guest signs in on the page by a mobile code (ADR 316)
  tourBook: { path: '/book-tour/:id', bare: true },
  tourVoucher: { path: '/tour-voucher/:id', bare: true },
  tourCreditNote: { path: '/tour-credit-note/:tourBookingId/:creditNoteId', bare: true },
  bookingHistory: { path: '/booking-history', bare: true, auth: true },
  cancelBooking: { path: '/cancel-booking/:bookingId', auth: true },
  reviewStay: { path: '/review-stay/:bookingId', auth: true },
  myRequests: { path: '/my-requests', auth: true },
  devOutbox: { path: '/dev/outbox' },
  // policy, help and accessibility pages (GIGW)
  privacyPolicy: { path: '/privacy-policy', ssr: true, island: true },
  terms: { path: '/terms-and-conditions', ssr: true, island: true },
  refundPolicy: { path: '/cancellation-refund-policy', ssr: true, island: true },
  hyperlinkPolicy: { path: '/hyperlink-policy', ssr: true, island: true },
  copyrightPolicy: { path: '/copyright-policy', ssr: true, island: true },
  disclaimer: { path: '/disclaimer', ssr: true, island: true },
  accessibility: { path: '/accessibility-statement', ssr: true, island: true },
  screenReader: { path: '/screen-reader-access', ssr: true, island: true },
  help: { path: '/help', ssr: true, island: true },
  feedback: { path: '/feedback' },
  sitemap: { path: '/sitemap', ssr: true, island: true },
} as const satisfies Record<string, PageSpec>;

export type PageName = keyof typeof pages;

/** The table's entries, typed (Object.entries loses the keys). */
export const pageEntries = Object.entries(pages) as Array<[PageName, PageSpec]>;

/** Every page's path by its name, for links (`href('hotel', { hotelID: 1 })`). */
export const appPaths = Object.fromEntries(pageEntries.map(([name, p]) => [name, p.path])) as {
  readonly [K in PageName]: (typeof pages)[K]['path'];
};

/** Every path of a page: its own and its aliases. */
export const pathsOf = (p: PageSpec): string[] => [p.path, ...(p.aliases ?? [])];

/**
 * The back office (src/web/admin): /admin and every path under it is the admin app's, which
 * answers an unknown one with its own 404 page (its route table is its own, ADR 130).
 */
export const ADMIN_ROOT = '/admin';
export const isAdminPath = (pathname: string) => /^\/admin(\/|$)/i.test(pathname);

/**
 * A route pattern as the router reads it (wouter's regexparam): `:name` is one non-empty path
 * segment, a trailing slash is optional, letters match in any case.
 */
export function routePattern(path: string): RegExp {
  const body = path
    .split('/')
    .filter(Boolean)
    .map((seg) =>
      seg.startsWith(':') ? '/([^/]+?)' : `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
}

const patterns = pageEntries.flatMap(([, p]) => pathsOf(p)).map(routePattern);

/** Every public page also answers in Hindi under this prefix: /hi/, /hi/hotel/1 … */
export const HINDI_PREFIX = '/hi';

/** The language a pathname is in ('hi' under /hi, else 'en') and the path without that prefix. */
export function splitLangPrefix(pathname: string): { lang: 'en' | 'hi'; path: string } {
  if (/^\/hi(\/|$)/i.test(pathname))
    return { lang: 'hi', path: pathname.slice(HINDI_PREFIX.length) || '/' };
  return { lang: 'en', path: pathname };
}

/** Whether the web app has a page for this pathname (no query string), in either language. */
export function isAppPath(pathname: string): boolean {
  const { path } = splitLangPrefix(pathname);
  return isAdminPath(pathname) || patterns.some((p) => p.test(path));
}
