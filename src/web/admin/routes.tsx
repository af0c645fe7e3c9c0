import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffRole } from '../../shared/contracts/staff';
import type { IconName } from '../components/Icon';

type Page = LazyExoticComponent<ComponentType>;

/** React.lazy for a named export: every back-office page is its own chunk. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page {
  return lazy(async () => ({ default: (await load())[name] }));
}

export type AdminRoute = {
  /** path under /admin ('/' is /admin itself); wouter patterns (':id') */
  path: string;
  component: Page;
  /** roles that may open it besides admin; empty: every role */
  roles: readonly StaffRole[];
  /** label in the side navigation; absent: not in the navigation (a detail page) */
  nav?: string;
  icon?: IconName;
};

/**
 * The back office's route table (ADR 130). Each area adds its pages here, from src/web/admin/<area>/.
 * The side navigation lists the entries with a `nav` label that the staff member's role may open.
 */
export const adminRoutes: AdminRoute[] = [
  {
    path: '/',
    nav: 'Dashboard',
    icon: 'home',
    roles: [],
    component: page(() => import('./dashboard/DashboardPage'), 'DashboardPage'),
  },
  // the front desk (bookings, refunds, requests); more specific paths before their section
  {
    path: '/arrivals',
    nav: 'Arrivals and departures',
    icon: 'calendar',
    roles: ['hotel_manager', 'front_desk'],
    component: page(() => import('./bookings/TodayPage'), 'TodayPage'),
  },
  {
    path: '/cashier-shifts',
    nav: 'Cashier shifts',
    icon: 'calendar',
    roles: ['hotel_manager', 'front_desk'],
    component: page(() => import('./bookings/CashierPage'), 'CashierShiftsPage'),
  },
  {
    path: '/cashier-report',
    nav: 'Cashier report',
    icon: 'calendar',
    roles: ['hotel_manager'],
    component: page(() => import('./bookings/CashierPage'), 'CashierReportPage'),
  },
  {
    path: '/departures',
    nav: 'Departure report',
    icon: 'calendar',
    roles: ['hotel_manager'],
    component: page(() => import('./bookings/DeparturesPage'), 'DeparturesPage'),
  },
  {
    path: '/bookings/new',
    roles: ['hotel_manager', 'front_desk'],
    component: page(() => import('./bookings/CounterBookingPage'), 'CounterBookingPage'),
  },
  {
    path: '/bookings/:id/registration-card',
    roles: ['hotel_manager', 'front_desk'],
    component: page(() => import('./registration/RegistrationCardPage'), 'RegistrationCardPage'),
  },
  {
    path: '/form-c',
    nav: 'Form C',
    icon: 'print',
    roles: ['hotel_manager', 'front_desk'],
    component: page(() => import('./registration/FormCPage'), 'FormCPage'),
  },
  {
    path: '/bookings/:id',
    roles: ['hotel_manager', 'front_desk'],
    component: page(() => import('./bookings/BookingDetailPage'), 'BookingDetailPage'),
  },
  {
    path: '/bookings',
    nav: 'Bookings',
    icon: 'bed',
    roles: ['hotel_manager', 'front_desk'],
    component: page(() => import('./bookings/BookingsPage'), 'BookingsPage'),
  },
  {
    path: '/housekeeping',
    nav: 'Housekeeping',
    icon: 'check',
    roles: ['hotel_manager', 'front_desk', 'housekeeping'],
    component: page(() => import('./housekeeping/HousekeepingPage'), 'HousekeepingPage'),
  },
  {
    path: '/out-of-order',
    nav: 'Rooms out of order',
    icon: 'info',
    roles: ['hotel_manager', 'front_desk'],
    component: page(() => import('./outoforder/OutOfOrderPage'), 'OutOfOrderPage'),
  },
  {
    path: '/night-audit',
    nav: 'Night audit',
    icon: 'clock',
    roles: ['hotel_manager', 'front_desk', 'accounts'],
    component: page(() => import('./nightaudit/NightAuditPage'), 'NightAuditPage'),
  },
  {
    path: '/hotels/:hotelId/rate-grid',
    roles: ['hotel_manager'],
    component: page(() => import('./hotels/RateGridPage'), 'RateGridPage'),
  },
  {
    path: '/hotels/:hotelId/room-types/:roomTypeId/rates',
    roles: ['hotel_manager'],
    component: page(() => import('./hotels/RatesPage'), 'RatesPage'),
  },
  {
    path: '/hotels/:hotelId/room-types/:roomTypeId',
    roles: ['hotel_manager'],
    component: page(() => import('./hotels/RoomTypePage'), 'RoomTypePage'),
  },
  {
    path: '/hotels/:hotelId/chart',
    roles: ['hotel_manager', 'front_desk'],
    component: page(() => import('./chart/ChartPage'), 'ChartPage'),
  },
  {
    path: '/hotels/:hotelId',
    roles: ['hotel_manager'],
    component: page(() => import('./hotels/HotelEditPage'), 'HotelEditPage'),
  },
  {
    path: '/hotels',
    nav: 'Hotels and rates',
    icon: 'bed',
    roles: ['hotel_manager'],
    component: page(() => import('./hotels/HotelsPage'), 'HotelsPage'),
  },
  {
    path: '/requests',
    nav: 'Requests',
    icon: 'mail',
    roles: ['hotel_manager'],
    component: page(() => import('./requests/RequestsPage'), 'RequestsPage'),
  },
  {
    path: '/reviews',
    nav: 'Reviews',
    icon: 'star',
    roles: ['hotel_manager', 'content_editor'],
    component: page(() => import('./reviews/ReviewsPage'), 'ReviewsPage'),
  },
  {
    path: '/refunds/reconcile',
    roles: ['accounts'],
    component: page(() => import('./refunds/ReconcilePage'), 'ReconcilePage'),
  },
  {
    path: '/refunds',
    nav: 'Refunds and payments',
    icon: 'rupee',
    roles: ['accounts'],
    component: page(() => import('./refunds/RefundsPage'), 'RefundsPage'),
  },
  {
    path: '/content/:kind/new',
    roles: ['content_editor'],
    component: page(() => import('./content/ContentEditPage'), 'ContentEditPage'),
  },
  {
    path: '/content/:kind/:id',
    roles: ['content_editor'],
    component: page(() => import('./content/ContentEditPage'), 'ContentEditPage'),
  },
  {
    path: '/content/:kind',
    roles: ['content_editor'],
    component: page(() => import('./content/ContentListPage'), 'ContentListPage'),
  },
  {
    path: '/content',
    nav: 'Content',
    icon: 'info',
    roles: ['content_editor'],
    component: page(() => import('./content/ContentListPage'), 'ContentListPage'),
  },
  {
    path: '/tour-departures/:id/manifest',
    roles: ['content_editor', 'tour_operator'],
    component: page(() => import('./tours/ManifestPage'), 'ManifestPage'),
  },
  {
    path: '/tour-departures',
    nav: 'Tour departures',
    icon: 'map-pin',
    roles: ['content_editor', 'tour_operator'],
    component: page(() => import('./tours/TourDeparturesPage'), 'TourDeparturesPage'),
  },
  {
    path: '/gst-register',
    nav: 'GST register',
    icon: 'rupee',
    roles: ['accounts'],
    component: page(() => import('./reports/GstReportPage'), 'GstReportPage'),
  },
  {
    path: '/gstr1',
    nav: 'GSTR-1',
    icon: 'download',
    roles: ['accounts'],
    component: page(() => import('./reports/Gstr1Page'), 'Gstr1Page'),
  },
  {
    path: '/einvoices',
    nav: 'E-invoices',
    icon: 'rupee',
    roles: ['accounts'],
    component: page(() => import('./einvoices/EinvoicesPage'), 'EinvoicesPage'),
  },
  {
    path: '/gst-slabs',
    nav: 'GST rates',
    icon: 'rupee',
    roles: ['accounts'],
    component: page(() => import('./tax/GstSlabsPage'), 'GstSlabsPage'),
  },
  {
    path: '/folio-tax-rates',
    nav: 'Folio GST rates',
    icon: 'rupee',
    roles: ['accounts'],
    component: page(() => import('./tax/FolioTaxRatesPage'), 'FolioTaxRatesPage'),
  },
  {
    path: '/reports',
    nav: 'Reports',
    icon: 'calendar',
    roles: ['accounts', 'hotel_manager'],
    component: page(() => import('./reports/ReportsPage'), 'ReportsPage'),
  },
  {
    path: '/channels',
    nav: 'Channel manager',
    icon: 'calendar',
    roles: ['admin'],
    component: page(() => import('./channels/ChannelsPage'), 'ChannelsPage'),
  },
  {
    path: '/promo-codes',
    nav: 'Promo codes',
    icon: 'rupee',
    roles: ['admin'],
    component: page(() => import('./promo/PromoCodesPage'), 'PromoCodesPage'),
  },
  {
    path: '/audit',
    nav: 'Audit log',
    icon: 'clock',
    roles: ['admin'],
    component: page(() => import('./audit/AuditPage'), 'AuditPage'),
  },
  {
    path: '/accounts',
    nav: 'Staff accounts',
    icon: 'users',
    roles: ['admin'],
    component: page(() => import('./accounts/AccountsPage'), 'AccountsPage'),
  },
  {
    path: '/security',
    nav: 'Two-factor sign-in',
    icon: 'check',
    roles: [],
    component: page(() => import('./security/SecurityPage'), 'SecurityPage'),
  },
];

/** An absolute link to a back-office path ('/audit' -> '/admin/audit'). */
export const adminHref = (path: string) => (path === '/' ? '/admin' : `/admin${path}`);
