import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { STAFF_ROLE_LABELS } from '../../shared/contracts/staff';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { adminHref, adminRoutes } from './routes';
import { roleAllows, useStaffSession } from './useStaff';
import styles from './AdminLayout.module.css';

/** Whether a navigation entry is the current page (a section stays current on its detail pages). */
function isCurrent(location: string, path: string): boolean {
  if (path === '/') return location === '/' || location === '';
  return location === path || location.startsWith(`${path}/`);
}

/**
 * The back office's frame: a top bar (who is signed in, sign out) and the side navigation of the
 * pages the staff member's role may open. Below 1024 px (phones and tablets) the navigation is a
 * menu behind a "Menu" button above the page; from 1024 px it is a sidebar.
 */
export function AdminLayout({ children, nav = true }: { children: ReactNode; nav?: boolean }) {
  const { me, signOut } = useStaffSession();
  const [location] = useLocation();
  const entries = me ? adminRoutes.filter((r) => r.nav && roleAllows(me.role, r.roles)) : [];
  // below 1024 px the navigation is a menu behind one button (ADR 312); a new page closes it
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [location]);
  return (
    <div className={styles.shell}>
      <header className={styles.topbar} data-print="hide">
        <a className={styles.brand} href={adminHref('/')}>
          JTDC <span className={styles.brandSub}>Back office</span>
        </a>
        {me ? (
          <div className={styles.who}>
            <span className={styles.email}>{me.email}</span>
            <span className={styles.role}>{STAFF_ROLE_LABELS[me.role]}</span>
            <Button variant="secondary" size="sm" onClick={() => void signOut()}>
              Sign out
            </Button>
          </div>
        ) : null}
      </header>
      <div className={styles.body}>
        {nav && entries.length > 0 ? (
          <nav className={styles.nav} aria-label="Back office" data-print="hide">
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={open}
              aria-controls="admin-nav-list"
              onClick={() => setOpen((o) => !o)}
            >
              <Icon name="menu" className={styles.navIcon} />
              Menu
            </button>
            <ul id="admin-nav-list" className={`${styles.navList} ${open ? styles.navOpen : ''}`}>
              {entries.map((r) => {
                const current = isCurrent(location, r.path);
                return (
                  <li key={r.path}>
                    <a
                      className={styles.navLink}
                      href={adminHref(r.path)}
                      aria-current={current ? 'page' : undefined}
                    >
                      {r.icon ? <Icon name={r.icon} className={styles.navIcon} /> : null}
                      {r.nav}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
