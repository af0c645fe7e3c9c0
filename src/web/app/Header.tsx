import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Icon } from '../components/Icon';
import { LangSwitch } from '../components/LangSwitch';
import { Texts, useLocalePath, useT, type Area } from '../i18n';
import { emailName, useAuth } from '../lib/auth';
import { href, loginHref } from '../lib/paths';
import styles from './Header.module.css';

/** The menu drawer comes in its own chunk with its texts when first opened (ADR 197). */
export const MENU_AREAS = ['shell'] as const satisfies readonly Area[];
const Menu = lazy(() => import('./Menu').then((m) => ({ default: m.Menu })));

/**
 * Hides while scrolling down, returns on scrolling up. Until React has an island page, the island
 * script does the same with the header's `data-hidden` (src/web/islands.ts, ADR 387): React reads
 * what it left once, as it takes over, and goes on from there.
 */
function useHideOnScroll(header: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    last.current = window.scrollY;
    if (header.current?.hasAttribute('data-hidden')) setHidden(true);
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last.current) < 8) return;
      setHidden(y > last.current && y > 80);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [header]);
  return hidden;
}

/** The page a person is on, to come back to after logging in. */
export function useHere(): string {
  const [location] = useLocation();
  const search = useSearch();
  return location + (search ? `?${search}` : '');
}

export function Header() {
  const lp = useLocalePath();
  const n = useT().common.nav;
  const { common } = useT();
  const headerRef = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(headerRef);
  const [open, setOpen] = useState(false);
  // the drawer's chunk is fetched on the first opening
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { user, logout } = useAuth();
  const [, navigate] = useLocation();
  const here = useHere();
  return (
    <header
      ref={headerRef}
      className={styles.header}
      data-hide-on-scroll=""
      data-hidden={hidden && !open ? '' : undefined}
    >
      <div className={styles.bar}>
        <a href={lp('/')} className={styles.brand}>
          <img src="/media/logo.svg" alt="" width="44" height="44" />
          <span className={styles.brandText}>
            <span className={styles.brandShort}>{common.siteShortName}</span>
            <span className={styles.brandLong}>{common.siteName}</span>
            <span className="visually-hidden">{common.brandHomeSuffix}</span>
          </span>
        </a>
        <nav className={styles.nav} aria-label={common.mainNav}>
          <ul className={styles.navList}>
            <li>
              <a href={lp(href('allHotels'))} className={styles.navLink}>
                {n.hotels}
              </a>
            </li>
            <li>
              <a href={lp('/#home-destinations-title')} className={styles.navLink}>
                {n.destinations}
              </a>
            </li>
            <li>
              <a href={lp(href('tours'))} className={styles.navLink}>
                {n.tours}
              </a>
            </li>
            {user ? (
              <>
                <li>
                  <a href={lp(href('bookingHistory'))} className={styles.navLink}>
                    {n.myBookings}
                  </a>
                </li>
                <li className={styles.account}>
                  <span className={styles.accountName}>
                    <Icon name="users" />
                    <span className="visually-hidden">{n.signedInAs}</span>
                    {emailName(user.EmailId)}
                  </span>
                  <button
                    type="button"
                    className={styles.navLink}
                    onClick={() => {
                      void logout().then(() => navigate(href('login')));
                    }}
                  >
                    {n.logOut}
                  </button>
                </li>
              </>
            ) : (
              <li>
                <a href={lp(loginHref(here))} className={styles.navLink}>
                  {n.logIn}
                </a>
              </li>
            )}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LangSwitch />
          <a href={lp(href('availability'))} className={styles.cta}>
            {common.bookStay}
          </a>
          <button
            ref={toggleRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls="site-menu"
            onClick={() => setOpen(true)}
          >
            <Icon name="menu" />
            <span className="visually-hidden">{common.openMenu}</span>
          </button>
        </div>
      </div>
      {opened && (
        <Suspense fallback={null}>
          <Texts areas={MENU_AREAS}>
            <Menu
              open={open}
              here={here}
              onClose={() => {
                setOpen(false);
                toggleRef.current?.focus();
              }}
            />
          </Texts>
        </Suspense>
      )}
    </header>
  );
}
