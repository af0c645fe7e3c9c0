import { createElement, lazy, type ComponentType } from 'react';
import { ADMIN_ROOT, routePattern, splitLangPrefix } from '../../shared/routes';
import { paths } from '../lib/paths';

type Page = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page in its own chunk (React.lazy for a named export). Once its chunk is loaded it renders at
 * once, without suspending: a page the server rendered is loaded before hydration (preloadRoute),
 * so React hydrates the server's HTML instead of dropping it while the chunk loads (ADR 191).
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page {
  let loaded: ComponentType | undefined;
  const preload = async () => (loaded ??= (await load())[name]);
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload });
}

export type RouteDef = {
  path: string;
  component: Page;
  /** header and footer hidden */
  bare?: boolean;
  /** login required */
  auth?: boolean;
  /** the path and every path under it (the component routes the rest itself) */
  nest?: boolean;
};

/** Every route of the site. Each page is its own chunk. */
export const routes: RouteDef[] = [
  { path: paths.home, component: page(() => import('../features/home/HomePage'), 'HomePage') },
  {
    path: paths.allHotels,
    component: page(() => import('../features/hotels/AllHotelsPage'), 'AllHotelsPage'),
  },
  {
    path: '/allhotel',
    component: page(() => import('../features/hotels/AllHotelsPage'), 'AllHotelsPage'),
  },
  { path: paths.hotel, component: page(() => import('../features/hotels/HotelPage'), 'HotelPage') },
  {
    path: paths.about,
    component: page(() => import('../features/content/AboutPage'), 'AboutPage'),
  },
  {
    path: paths.orgStructure,
    component: page(() => import('../features/content/OrgStructurePage'), 'OrgStructurePage'),
  },
  {
    path: paths.destination,
    component: page(() => import('../features/content/DestinationPage'), 'DestinationPage'),
  },
  {
    path: paths.login,
    bare: true,
    component: page(() => import('../features/auth/LoginPage'), 'LoginPage'),
  },
  {
    path: paths.signup,
    bare: true,
    component: page(() => import('../features/auth/SignupPage'), 'SignupPage'),
  },
  {
    path: paths.forgotPassword,
    bare: true,
    component: page(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
  },
  {
    path: paths.availability,
    component: page(() => import('../features/booking/AvailabilityPage'), 'AvailabilityPage'),
  },
  {
    path: paths.bookHotel,
    bare: true,
    auth: true,
    component: page(() => import('../features/booking/BookHotelPage'), 'BookHotelPage'),
  },
  {
    path: paths.bookingSuccess,
    bare: true,
    component: page(() => import('../features/booking/BookingSuccessPage'), 'BookingSuccessPage'),
  },
  {
    path: paths.retryPayment,
    bare: true,
    auth: true,
    component: page(() => import('../features/booking/RetryPaymentPage'), 'RetryPaymentPage'),
  },
  {
    path: paths.bookingFailed,
    bare: true,
    component: page(() => import('../features/booking/BookingFailedPage'), 'BookingFailedPage'),
  },
  {
    path: paths.tenders,
    component: page(() => import('../features/content/TendersPage'), 'TendersPage'),
  },
  {
    path: paths.notice,
    component: page(() => import('../features/content/NoticePage'), 'NoticePage'),
  },
  {
    path: paths.advanceBooking,
    component: page(() => import('../features/requests/AdvanceBookingPage'), 'AdvanceBookingPage'),
  },
  {
    path: paths.rescheduleBooking,
    component: page(
      () => import('../features/requests/RescheduleBookingPage'),
      'RescheduleBookingPage',
    ),
  },
  {
    path: paths.advertorials,
    bare: true,
    component: page(() => import('../features/content/AdvertorialsPage'), 'AdvertorialsPage'),
  },
  {
    path: paths.advertorial,
    bare: true,
    component: page(() => import('../features/content/AdvertorialPage'), 'AdvertorialPage'),
  },
  {
    path: paths.bookingView,
    bare: true,
    component: page(() => import('../features/account/BookingViewPage'), 'BookingViewPage'),
  },
  {
    path: paths.bookingInvoice,
    bare: true,
    component: page(() => import('../features/account/BookingInvoicePage'), 'BookingInvoicePage'),
  },
  {
    path: paths.creditNote,
    bare: true,
    component: page(() => import('../features/account/CreditNotePage'), 'CreditNotePage'),
  },
  {
    path: paths.tourDetails,
    component: page(() => import('../features/content/TourDetailsPage'), 'TourDetailsPage'),
  },
  {
    path: paths.tours,
    component: page(() => import('../features/content/ToursPage'), 'ToursPage'),
  },
  {
    path: paths.bookingHistory,
    bare: true,
    auth: true,
    component: page(() => import('../features/account/BookingHistoryPage'), 'BookingHistoryPage'),
  },
  {
    path: paths.cancelBooking,
    auth: true,
    component: page(
      () => import('../features/cancellation/CancelBookingPage'),
      'CancelBookingPage',
    ),
  },
  // the back office: its own lazily loaded chunk with its own route table (ADR 130)
  {
    path: ADMIN_ROOT,
    bare: true,
    nest: true,
    component: page(() => import('../admin/AdminApp'), 'AdminApp'),
  },
  {
    path: paths.privacyPolicy,
    component: page(() => import('../features/info/InfoPage'), 'PrivacyPolicyPage'),
  },
  { path: paths.terms, component: page(() => import('../features/info/InfoPage'), 'TermsPage') },
  {
    path: paths.refundPolicy,
    component: page(() => import('../features/info/InfoPage'), 'RefundPolicyPage'),
  },
  {
    path: paths.hyperlinkPolicy,
    component: page(() => import('../features/info/InfoPage'), 'HyperlinkPolicyPage'),
  },
  {
    path: paths.copyrightPolicy,
    component: page(() => import('../features/info/InfoPage'), 'CopyrightPolicyPage'),
  },
  {
    path: paths.disclaimer,
    component: page(() => import('../features/info/InfoPage'), 'DisclaimerPage'),
  },
  {
    path: paths.accessibility,
    component: page(() => import('../features/info/InfoPage'), 'AccessibilityPage'),
  },
  {
    path: paths.screenReader,
    component: page(() => import('../features/info/InfoPage'), 'ScreenReaderPage'),
  },
  { path: paths.help, component: page(() => import('../features/info/InfoPage'), 'HelpPage') },
  {
    path: paths.feedback,
    component: page(() => import('../features/info/FeedbackPage'), 'FeedbackPage'),
  },
  {
    path: paths.sitemap,
    component: page(() => import('../features/info/SitemapPage'), 'SitemapPage'),
  },
  {
    path: paths.devOutbox,
    component: page(() => import('../features/dev/DevOutboxPage'), 'DevOutboxPage'),
  },
];

/** Loads the chunk of the page at this pathname (either language), if it is one of the table's. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const { path } = splitLangPrefix(pathname);
  const r = routes.find((route) => !route.nest && routePattern(route.path).test(path));
  return r ? r.component.preload() : Promise.resolve();
}
