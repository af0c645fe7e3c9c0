/**
 * Every route of the web app, shared by the web router and the server, which
 * answers a path outside this table with HTTP 404 (and the app's 404 page) instead of a soft 200.
 */
export const appPaths = {
  home: '/',
  allHotels: '/allhotel/',
  hotel: '/hotel/:hotelID',
  about: '/About',
  orgStructure: '/organizational-structure',
  destination: '/destination/:id',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  availability: '/availibilty',
  bookHotel: '/availibilty/book-hotel/:hotelID',
  bookingSuccess: '/booking-success/:orderId',
  bookingFailed: '/booking-failed',
  retryPayment: '/booking-payment/:bookingId',
  tenders: '/tenders',
  notice: '/notice',
  advanceBooking: '/advanceBooking',
  rescheduleBooking: '/rescheduleBooking',
  manageBooking: '/manage-booking',
  advertorials: '/advertorial',
  advertorial: '/advertorial/:id',
  bookingView: '/booking-view/:P_intBookingID',
  bookingInvoice: '/booking-Invoice/:P_intBookingID',
  creditNote: '/credit-note/:bookingId/:creditNoteId',
  tourDetails: '/tour-details/:id',
  tours: '/tours',
  // tours sold online (issue 29)
  tourBook: '/book-tour/:id',
  tourVoucher: '/tour-voucher/:id',
  bookingHistory: '/booking-history',
  cancelBooking: '/cancel-booking/:bookingId',
  reviewStay: '/review-stay/:bookingId',
  myRequests: '/my-requests',
  devOutbox: '/dev/outbox',
  // policy, help and accessibility pages (GIGW)
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-conditions',
  refundPolicy: '/cancellation-refund-policy',
  hyperlinkPolicy: '/hyperlink-policy',
  copyrightPolicy: '/copyright-policy',
  disclaimer: '/disclaimer',
  accessibility: '/accessibility-statement',
  screenReader: '/screen-reader-access',
  help: '/help',
  feedback: '/feedback',
  sitemap: '/sitemap',
} as const;

/** Paths the router also serves that are not in the spec's table (e.g. /allhotel without '/'). */
export const extraAppPaths = ['/allhotel'] as const;

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

const patterns = [...Object.values(appPaths), ...extraAppPaths].map(routePattern);

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
