import { createElement, type ComponentType } from 'react';
import { ADMIN_ROOT, routePattern, splitLangPrefix } from '../../shared/routes';
import type { Area } from '../i18n';
import { reportedModule } from '../lib/deferred';
import { paths } from '../lib/paths';

type Page = ComponentType & { preload: () => Promise<unknown>; source: () => string | null };

/**
 * A page in its own chunk (React.lazy for a named export). Once its chunk is loaded it renders at
 * once, without suspending: a page the server rendered is loaded before hydration (preloadRoute),
 * so React hydrates the server's HTML instead of dropping it while the chunk loads (ADR 191).
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page {
  const m = reportedModule(load, name, false);
  const Page = () => createElement(m.isLoaded() ? m.Loaded : m.Lazy);
  return Object.assign(Page, { preload: m.preload, source: m.source });
}

export type RouteDef = {
  path: string;
  component: Page;
  /** the areas of texts the page reads besides the core ones (loaded before it draws, ADR 195) */
  areas: readonly Area[];
  /** header and footer hidden */
  bare?: boolean;
  /** login required */
  auth?: boolean;
  /** the path and every path under it (the component routes the rest itself) */
  nest?: boolean;
};

/** Every route of the site. Each page is its own chunk. */
export const routes: RouteDef[] = [
  {
    path: paths.home,
    areas: ['home'],
    component: page(() => import('../features/home/HomePage'), 'HomePage'),
  },
  {
    path: paths.allHotels,
    areas: ['hotels'],
    component: page(() => import('../features/hotels/AllHotelsPage'), 'AllHotelsPage'),
  },
  {
    path: '/allhotel',
    areas: ['hotels'],
    component: page(() => import('../features/hotels/AllHotelsPage'), 'AllHotelsPage'),
  },
  {
    path: paths.hotel,
    areas: ['hotels', 'policy', 'rooms'],
    component: page(() => import('../features/hotels/HotelPage'), 'HotelPage'),
  },
  {
    path: paths.about,
    areas: ['about'],
    component: page(() => import('../features/content/AboutPage'), 'AboutPage'),
  },
  {
    path: paths.orgStructure,
    areas: ['org', 'orgChart'],
    component: page(() => import('../features/content/OrgStructurePage'), 'OrgStructurePage'),
  },
  {
    path: paths.destination,
    areas: ['destination'],
    component: page(() => import('../features/content/DestinationPage'), 'DestinationPage'),
  },
  {
    path: paths.login,
    areas: ['auth'],
    bare: true,
    component: page(() => import('../features/auth/LoginPage'), 'LoginPage'),
  },
  {
    path: paths.signup,
    areas: ['account', 'auth'],
    bare: true,
    component: page(() => import('../features/auth/SignupPage'), 'SignupPage'),
  },
  {
    path: paths.forgotPassword,
    areas: ['auth'],
    bare: true,
    component: page(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
  },
  {
    path: paths.availability,
    areas: ['booking', 'rooms'],
    component: page(() => import('../features/booking/AvailabilityPage'), 'AvailabilityPage'),
  },
  {
    path: paths.bookHotel,
    areas: ['booking', 'policy'],
    bare: true,
    // no login wall: a guest without a session signs in on the page by a mobile code (ADR 316)
    component: page(() => import('../features/booking/BookHotelPage'), 'BookHotelPage'),
  },
  {
    path: paths.manageBooking,
    areas: ['booking'],
    bare: true,
    component: page(() => import('../features/booking/ManageBookingPage'), 'ManageBookingPage'),
  },
  {
    path: paths.bookingSuccess,
    areas: ['booking'],
    bare: true,
    component: page(() => import('../features/booking/BookingSuccessPage'), 'BookingSuccessPage'),
  },
  {
    path: paths.retryPayment,
    areas: ['booking'],
    bare: true,
    auth: true,
    component: page(() => import('../features/booking/RetryPaymentPage'), 'RetryPaymentPage'),
  },
  {
    path: paths.bookingFailed,
    areas: ['booking', 'shell'],
    bare: true,
    component: page(() => import('../features/booking/BookingFailedPage'), 'BookingFailedPage'),
  },
  {
    path: paths.tenders,
    areas: ['access', 'content'],
    component: page(() => import('../features/content/TendersPage'), 'TendersPage'),
  },
  {
    path: paths.notice,
    areas: ['access', 'content'],
    component: page(() => import('../features/content/NoticePage'), 'NoticePage'),
  },
  {
    path: paths.advanceBooking,
    areas: ['requests'],
    component: page(() => import('../features/requests/AdvanceBookingPage'), 'AdvanceBookingPage'),
  },
  {
    path: paths.rescheduleBooking,
    areas: ['requests'],
    component: page(
      () => import('../features/requests/RescheduleBookingPage'),
      'RescheduleBookingPage',
    ),
  },
  {
    path: paths.advertorials,
    areas: ['content'],
    bare: true,
    component: page(() => import('../features/content/AdvertorialsPage'), 'AdvertorialsPage'),
  },
  {
    path: paths.advertorial,
    areas: ['content'],
    bare: true,
    component: page(() => import('../features/content/AdvertorialPage'), 'AdvertorialPage'),
  },
  {
    path: paths.bookingView,
    areas: ['booking', 'shell'],
    bare: true,
    component: page(() => import('../features/account/BookingViewPage'), 'BookingViewPage'),
  },
  {
    path: paths.bookingInvoice,
    areas: ['booking'],
    bare: true,
    component: page(() => import('../features/account/BookingInvoicePage'), 'BookingInvoicePage'),
  },
  {
    path: paths.creditNote,
    areas: ['booking', 'creditNote'],
    bare: true,
    component: page(() => import('../features/account/CreditNotePage'), 'CreditNotePage'),
  },
  {
    path: paths.tourDetails,
    areas: ['content'],
    component: page(() => import('../features/content/TourDetailsPage'), 'TourDetailsPage'),
  },
  {
    path: paths.tourBook,
    areas: ['tours', 'booking'],
    bare: true,
    auth: true,
    component: page(() => import('../features/booking/TourBookPage'), 'TourBookPage'),
  },
  {
    path: paths.tourVoucher,
    areas: ['tours'],
    bare: true,
    component: page(() => import('../features/booking/TourVoucherPage'), 'TourVoucherPage'),
  },
  {
    path: paths.tours,
    areas: ['content'],
    component: page(() => import('../features/content/ToursPage'), 'ToursPage'),
  },
  {
    path: paths.bookingHistory,
    areas: ['account', 'booking', 'creditNote', 'tours'],
    bare: true,
    auth: true,
    component: page(() => import('../features/account/BookingHistoryPage'), 'BookingHistoryPage'),
  },
  {
    path: paths.cancelBooking,
    areas: ['cancellation'],
    auth: true,
    component: page(
      () => import('../features/cancellation/CancelBookingPage'),
      'CancelBookingPage',
    ),
  },
  {
    path: paths.myRequests,
    areas: ['requests'],
    auth: true,
    component: page(() => import('../features/requests/MyRequestsPage'), 'MyRequestsPage'),
  },
  {
    path: paths.reviewStay,
    areas: ['requests'],
    auth: true,
    component: page(() => import('../features/reviews/ReviewStayPage'), 'ReviewStayPage'),
  },
  // the back office: its own lazily loaded chunk with its own route table (ADR 130)
  {
    path: ADMIN_ROOT,
    areas: [],
    bare: true,
    nest: true,
    component: page(() => import('../admin/AdminApp'), 'AdminApp'),
  },
  {
    path: paths.privacyPolicy,
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'PrivacyPolicyPage'),
  },
  {
    path: paths.terms,
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'TermsPage'),
  },
  {
    path: paths.refundPolicy,
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'RefundPolicyPage'),
  },
  {
    path: paths.hyperlinkPolicy,
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'HyperlinkPolicyPage'),
  },
  {
    path: paths.copyrightPolicy,
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'CopyrightPolicyPage'),
  },
  {
    path: paths.disclaimer,
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'DisclaimerPage'),
  },
  {
    path: paths.accessibility,
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'AccessibilityPage'),
  },
  {
    path: paths.screenReader,
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'ScreenReaderPage'),
  },
  {
    path: paths.help,
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'HelpPage'),
  },
  {
    path: paths.feedback,
    areas: ['access', 'info'],
    component: page(() => import('../features/info/FeedbackPage'), 'FeedbackPage'),
  },
  {
    path: paths.sitemap,
    areas: ['access', 'info'],
    component: page(() => import('../features/info/SitemapPage'), 'SitemapPage'),
  },
  {
    path: paths.devOutbox,
    areas: ['auth'],
    component: page(() => import('../features/dev/DevOutboxPage'), 'DevOutboxPage'),
  },
];

/**
 * The route of a path (without the /hi prefix): the first that matches, as the router picks it.
 * The first page's chunk and texts load together before the first render.
 */
export function routeOfPath(path: string): RouteDef | undefined {
  return routes.find((r) =>
    r.nest ? new RegExp(`^${r.path}(/|$)`, 'i').test(path) : routePattern(r.path).test(path),
  );
}

/** Loads the chunk of the page at this pathname (either language), if it is one of the table's. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const { path } = splitLangPrefix(pathname);
  const r = routes.find((route) => !route.nest && routePattern(route.path).test(path));
  return r ? r.component.preload() : Promise.resolve();
}
