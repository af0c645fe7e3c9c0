/**
 * One public page of the web app, declared once (issue 25): the web router
 * (src/web/app/routes.tsx) draws it with its layout and login wall from here, and the server
 * renders it (src/server/plugins/ssr.ts) when `ssr` says so. The server answers a path outside
 * this table with HTTP 404 (and the app's 404 page) instead of a soft 200.
 */
export type PageSpec = {
  path: string;
  /**
   * rendered on the server (ADR 190): a page the same for every visitor (and the login page,
   * whose form the island script hands to the app, ADR 391). A page of a signed-in person, the other forms and the
   * back office get the empty shell, so no personal data is put in server-made HTML or its cache.
   */
  ssr?: true;
  /**
   * the query parameters a server-rendered page reads (ADR 239), each with the value the page
   * makes of it: the value kept for the render and its cache key, or null when the page reads it
   * as absent (ADR 387: `?page=abc` is page 1, so it is the cached page 1). Every other parameter
   * is left out of the render and of its cache key, so `/tours?x=<random>` is the cached `/tours`.
   */
  ssrParams?: Readonly<Record<string, QueryValue>>;
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

/** What a page makes of one query parameter's value: the value it reads, or null for none. */
export type QueryValue = (value: string) => string | null;

/** The most pages a public list is paged into (notices, tenders, advertorials). */
export const MAX_LIST_PAGE = 999;

/**
 * A public list's page (`?page=2`, ADR 387): a whole number from 1 to MAX_LIST_PAGE written
 * plainly (digits, no leading zero), else null (the first page). The web page and the server
 * render read it alike, so the server renders the page the browser will show, and a flood of
 * `?page=<random>` costs at most MAX_LIST_PAGE renders of a list.
 */
export function listPage(value: string | null): number | null {
  if (value === null || !/^[1-9][0-9]*$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_LIST_PAGE ? n : null;
}

/** The tour categories the footer links filter by (`/tours?category=3`), as the tours page reads them. */
export const TOUR_CATEGORIES = 4;

/** A tours filter (`?category=3`, ADR 387): a category from 1 to TOUR_CATEGORIES, else null (all). */
export function tourCategory(value: string | null): number | null {
  if (value === null || !/^[1-9][0-9]*$/.test(value)) return null;
  const n = Number(value);
  return n <= TOUR_CATEGORIES ? n : null;
}

/** The page of a list as the server render keys it: page 1 is the page without the parameter. */
const pageParam: QueryValue = (v) => {
  const n = listPage(v);
  return n === null || n === 1 ? null : String(n);
};

/** The tours filter as the server render keys it: all tours is the page without the parameter. */
const categoryParam: QueryValue = (v) => {
  const n = tourCategory(v);
  return n === null ? null : String(n);
};

/** The login page's note back from the emailed unlock link (`?unlock=ok`, ADR 237), else null. */
export const unlockNote = (value: string | null): 'ok' | 'expired' | null =>
  value === 'ok' || value === 'expired' ? value : null;

export const pages = {
  home: { path: '/', ssr: true, island: true },
  allHotels: { path: '/allhotel/', ssr: true, island: true, aliases: ['/allhotel'] },
  // the availability check for tonight is rendered by the server too (ADR 391)
  hotel: { path: '/hotel/:hotelID', ssr: true, island: true },
  about: { path: '/About', ssr: true, island: true },
  orgStructure: { path: '/organizational-structure', ssr: true, island: true },
  destination: { path: '/destination/:id', ssr: true, island: true },
  login: {
    path: '/login',
    ssr: true,
    island: true,
    // where to go after signing in, and the note of the emailed unlock link (ADR 237, 391)
    ssrParams: { next: (v) => v, unlock: unlockNote },
    bare: true,
  },
  signup: { path: '/signup', bare: true },
  forgotPassword: { path: '/forgot-password', bare: true },
  availability: { path: '/availibilty' },
  // no login wall: a guest without a session signs in on the page by a mobile code (ADR 316)
  bookHotel: { path: '/availibilty/book-hotel/:hotelID', bare: true },
  bookingSuccess: { path: '/booking-success/:orderId', bare: true },
  bookingFailed: { path: '/booking-failed', bare: true },
  retryPayment: { path: '/booking-payment/:bookingId', bare: true, auth: true },
  tenders: { path: '/tenders', ssr: true, island: true, ssrParams: { page: pageParam } },
  notice: { path: '/notice', ssr: true, island: true, ssrParams: { page: pageParam } },
  advanceBooking: { path: '/advanceBooking' },
  rescheduleBooking: { path: '/rescheduleBooking' },
  manageBooking: { path: '/manage-booking', bare: true },
  advertorials: {
    path: '/advertorial',
    ssr: true,
    island: true,
    bare: true,
    ssrParams: { page: pageParam },
  },
  advertorial: { path: '/advertorial/:id', ssr: true, island: true, bare: true },
  bookingView: { path: '/booking-view/:P_intBookingID', bare: true },
  bookingInvoice: { path: '/booking-Invoice/:P_intBookingID', bare: true },
  creditNote: { path: '/credit-note/:bookingId/:creditNoteId', bare: true },
  debitNote: { path: '/debit-note/:bookingId/:debitNoteId', bare: true },
  tourDetails: { path: '/tour-details/:id', ssr: true, island: true },
  tours: { path: '/tours', ssr: true, island: true, ssrParams: { category: categoryParam } },
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
