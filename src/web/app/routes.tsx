import { createElement, type ComponentType } from 'react';
import {
  ADMIN_ROOT,
  pageEntries,
  pathsOf,
  routePattern,
  splitLangPrefix,
  type PageName,
} from '../../shared/routes';
import type { Area } from '../i18n';
import { reportedModule } from '../lib/deferred';

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

export type RouteDef = View & {
  path: string;
  /** header and footer hidden */
  bare?: boolean;
  /** login required */
  auth?: boolean;
  /** the path and every path under it (the component routes the rest itself) */
  nest?: boolean;
};

/** What the web app draws for each page of the table: its chunk and its areas of texts. */
type View = {
  component: Page;
  /** the areas of texts the page reads besides the core ones (loaded before it draws, ADR 195) */
  areas: readonly Area[];
};

/**
 * The page of each entry of the route table (src/shared/routes.ts): one for every entry, none
 * besides (the compiler holds both). Each page is its own chunk.
 */
const views: Record<PageName, View> = {
  home: {
    areas: ['home'],
    component: page(() => import('../features/home/HomePage'), 'HomePage'),
  },
  allHotels: {
    areas: ['hotels'],
    component: page(() => import('../features/hotels/AllHotelsPage'), 'AllHotelsPage'),
  },
  hotel: {
    areas: ['hotels', 'policy', 'rooms'],
    component: page(() => import('../features/hotels/HotelPage'), 'HotelPage'),
  },
  about: {
    areas: ['about'],
    component: page(() => import('../features/content/AboutPage'), 'AboutPage'),
  },
  orgStructure: {
    areas: ['org', 'orgChart'],
    component: page(() => import('../features/content/OrgStructurePage'), 'OrgStructurePage'),
  },
  destination: {
    areas: ['destination'],
    component: page(() => import('../features/content/DestinationPage'), 'DestinationPage'),
  },
  login: {
    areas: ['auth'],
    component: page(() => import('../features/auth/LoginPage'), 'LoginPage'),
  },
  signup: {
    areas: ['account', 'auth'],
    component: page(() => import('../features/auth/SignupPage'), 'SignupPage'),
  },
  forgotPassword: {
    areas: ['auth'],
    component: page(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
  },
  availability: {
    areas: ['booking', 'rooms'],
    component: page(() => import('../features/booking/AvailabilityPage'), 'AvailabilityPage'),
  },
  bookHotel: {
    areas: ['booking', 'policy'],
    component: page(() => import('../features/booking/BookHotelPage'), 'BookHotelPage'),
  },
  manageBooking: {
    areas: ['booking'],
    component: page(() => import('../features/booking/ManageBookingPage'), 'ManageBookingPage'),
  },
  bookingSuccess: {
    areas: ['booking'],
    component: page(() => import('../features/booking/BookingSuccessPage'), 'BookingSuccessPage'),
  },
  retryPayment: {
    areas: ['booking'],
    component: page(() => import('../features/booking/RetryPaymentPage'), 'RetryPaymentPage'),
  },
  bookingFailed: {
    areas: ['booking', 'shell'],
    component: page(() => import('../features/booking/BookingFailedPage'), 'BookingFailedPage'),
  },
  tenders: {
    areas: ['access', 'content'],
    component: page(() => import('../features/content/TendersPage'), 'TendersPage'),
  },
  notice: {
    areas: ['access', 'content'],
    component: page(() => import('../features/content/NoticePage'), 'NoticePage'),
  },
  advanceBooking: {
    areas: ['requests'],
    component: page(() => import('../features/requests/AdvanceBookingPage'), 'AdvanceBookingPage'),
  },
  rescheduleBooking: {
    areas: ['requests'],
    component: page(
      () => import('../features/requests/RescheduleBookingPage'),
      'RescheduleBookingPage',
    ),
  },
  advertorials: {
    areas: ['content'],
    component: page(() => import('../features/content/AdvertorialsPage'), 'AdvertorialsPage'),
  },
  advertorial: {
    areas: ['content'],
    component: page(() => import('../features/content/AdvertorialPage'), 'AdvertorialPage'),
  },
  bookingView: {
    areas: ['booking', 'shell'],
    component: page(() => import('../features/account/BookingViewPage'), 'BookingViewPage'),
  },
  bookingInvoice: {
    areas: ['booking'],
    component: page(() => import('../features/account/BookingInvoicePage'), 'BookingInvoicePage'),
  },
  creditNote: {
    areas: ['booking', 'creditNote'],
    component: page(() => import('../features/account/CreditNotePage'), 'CreditNotePage'),
  },
  debitNote: {
    areas: ['booking', 'creditNote'],
    component: page(() => import('../features/account/DebitNotePage'), 'DebitNotePage'),
  },
  tourDetails: {
    areas: ['content'],
    component: page(() => import('../features/content/TourDetailsPage'), 'TourDetailsPage'),
  },
  tourBook: {
    areas: ['tours', 'booking'],
    component: page(() => import('../features/booking/TourBookPage'), 'TourBookPage'),
  },
  tourVoucher: {
    areas: ['tours'],
    component: page(() => import('../features/booking/TourVoucherPage'), 'TourVoucherPage'),
  },
  tourCreditNote: {
    areas: ['booking', 'creditNote'],
    component: page(() => import('../features/account/CreditNotePage'), 'TourCreditNotePage'),
  },
  tours: {
    areas: ['content'],
    component: page(() => import('../features/content/ToursPage'), 'ToursPage'),
  },
  bookingHistory: {
    areas: ['account', 'booking', 'creditNote', 'tours'],
    component: page(() => import('../features/account/BookingHistoryPage'), 'BookingHistoryPage'),
  },
  cancelBooking: {
    areas: ['cancellation'],
    component: page(
      () => import('../features/cancellation/CancelBookingPage'),
      'CancelBookingPage',
    ),
  },
  myRequests: {
    areas: ['requests'],
    component: page(() => import('../features/requests/MyRequestsPage'), 'MyRequestsPage'),
  },
  reviewStay: {
    areas: ['requests'],
    component: page(() => import('../features/reviews/ReviewStayPage'), 'ReviewStayPage'),
  },
  privacyPolicy: {
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'PrivacyPolicyPage'),
  },
  terms: {
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'TermsPage'),
  },
  refundPolicy: {
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'RefundPolicyPage'),
  },
  hyperlinkPolicy: {
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'HyperlinkPolicyPage'),
  },
  copyrightPolicy: {
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'CopyrightPolicyPage'),
  },
  disclaimer: {
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'DisclaimerPage'),
  },
  accessibility: {
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'AccessibilityPage'),
  },
  screenReader: {
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'ScreenReaderPage'),
  },
  help: {
    areas: ['info', 'policy'],
    component: page(() => import('../features/info/InfoPage'), 'HelpPage'),
  },
  feedback: {
    areas: ['access', 'info'],
    component: page(() => import('../features/info/FeedbackPage'), 'FeedbackPage'),
  },
  sitemap: {
    areas: ['access', 'info'],
    component: page(() => import('../features/info/SitemapPage'), 'SitemapPage'),
  },
  devOutbox: {
    areas: ['auth'],
    component: page(() => import('../features/dev/DevOutboxPage'), 'DevOutboxPage'),
  },
};

/** The back office: its own lazily loaded chunk with its own route table (ADR 130). */
const admin: RouteDef = {
  path: ADMIN_ROOT,
  areas: [],
  bare: true,
  nest: true,
  component: page(() => import('../admin/AdminApp'), 'AdminApp'),
};

/**
 * Every route of the site: each path of the table's pages (aliases too) with its page, layout and
 * login wall as the table declares them, then the back office.
 */
export const routes: RouteDef[] = [
  ...pageEntries.flatMap(([name, spec]) =>
    pathsOf(spec).map((path): RouteDef => ({
      path,
      ...views[name],
      ...(spec.bare ? { bare: true } : {}),
      ...(spec.auth ? { auth: true } : {}),
    })),
  ),
  admin,
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
