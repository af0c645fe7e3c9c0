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
  {
    path: '/hotels',
    nav: 'Hotels and rates',
    icon: 'bed',
    roles: ['hotel_manager'],
    component: page(() => import('./hotels/HotelsPage'), 'HotelsPage'),
  },
  {
    path: '/hotels/:hotelId',
    roles: ['hotel_manager'],
    component: page(() => import('./hotels/HotelEditPage'), 'HotelEditPage'),
  },
  {
    path: '/hotels/:hotelId/room-types/:roomTypeId',
    roles: ['hotel_manager'],
    component: page(() => import('./hotels/RoomTypePage'), 'RoomTypePage'),
  },
  {
    path: '/hotels/:hotelId/room-types/:roomTypeId/rates',
    roles: ['hotel_manager'],
    component: page(() => import('./hotels/RatesPage'), 'RatesPage'),
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
