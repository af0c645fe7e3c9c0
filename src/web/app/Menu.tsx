import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'wouter';
import { Icon } from '../components/Icon';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants';
import { useLocalePath, useT } from '../i18n';
import { emailName, useAuth } from '../lib/auth';
import { href, loginHref, signupHref } from '../lib/paths';
import { useMediaQuery } from '../lib/useMediaQuery';
import styles from './Menu.module.css';

type Item = { label: string; to?: string; onSelect?: () => void };
type Group = { id: string; title: string; items: Item[] };

function MenuGroup({
  group,
  mobile,
  onNavigate,
}: {
  group: Group;
  mobile: boolean;
  onNavigate: () => void;
}) {
  const lp = useLocalePath();
  const [expanded, setExpanded] = useState(false);
  const listId = `menu-group-${group.id}`;
  const show = !mobile || expanded;
  return (
    <section className={styles.group} aria-labelledby={`${listId}-title`}>
      {mobile ? (
        <h2 className={styles.groupTitle} id={`${listId}-title`}>
          <button
            type="button"
            className={styles.groupToggle}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((v) => !v)}
          >
            <span>{group.title}</span>
            <Icon name={expanded ? 'minus' : 'plus'} />
          </button>
        </h2>
      ) : (
        <h2 className={styles.groupTitle} id={`${listId}-title`}>
          {group.title}
        </h2>
      )}
      <ul id={listId} className={styles.list} hidden={!show}>
        {group.items.map((item) => (
          <li key={item.label}>
            {item.to ? (
              <a href={lp(item.to)} className={styles.link} onClick={onNavigate}>
                {item.label}
              </a>
            ) : (
              <button
                type="button"
                className={styles.link}
                onClick={() => {
                  item.onSelect?.();
                  onNavigate();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The hamburger's full menu with its four groups. It is rendered into <body>
 * (a portal), not inside the header: the sticky header's backdrop-filter (and its hide-on-scroll
 * transform) make it the containing block of a `position: fixed` child, which shrank the open
 * menu to the header's 64 px strip.
 */
export function Menu({
  open,
  onClose,
  here = '/',
}: {
  open: boolean;
  onClose: () => void;
  /** the page the menu was opened on: Log In and Sign Up come back to it */
  here?: string;
}) {
  const t = useT().shell.menu;
  const { common } = useT();
  const lp = useLocalePath();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const { user, logout } = useAuth();
  const [, navigate] = useLocation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === 'Tab' && panelRef.current) {
        const f = panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
        const first = f[0];
        const last = f[f.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last?.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open, onClose]);

  const account: Item[] = user
    ? [
        { label: t.myBookings, to: href('bookingHistory') },
        { label: t.forgotPassword, to: href('forgotPassword') },
        {
          label: t.logOut,
          onSelect: () => {
            void logout().then(() => navigate(href('login')));
          },
        },
      ]
    : [
        { label: t.logIn, to: loginHref(here) },
        { label: t.signUp, to: signupHref(here) },
        { label: t.forgotPassword, to: href('forgotPassword') },
      ];

  const groups: Group[] = [
    {
      id: 'discover',
      title: t.discover,
      items: [
        { label: t.aboutUs, to: href('about') },
        { label: t.orgStructure, to: href('orgStructure') },
        { label: t.notices, to: href('notice') },
        { label: t.tenders, to: href('tenders') },
      ],
    },
    {
      id: 'hotel',
      title: t.hotelServices,
      items: [
        { label: t.bookStay, to: href('availability') },
        { label: t.packageBooking, to: href('advanceBooking') },
        { label: t.rescheduleBooking, to: href('rescheduleBooking') },
        { label: t.bookingHistory, to: href('bookingHistory') },
      ],
    },
    {
      id: 'explore',
      title: t.explore,
      items: [
        { label: t.tours, to: href('tours') },
        { label: t.advertorials, to: href('advertorials') },
      ],
    },
    {
      id: 'account',
      title: user ? t.hello(emailName(user.EmailId)) : t.myAccount,
      items: account,
    },
  ];

  if (!open) return null;
  return createPortal(
    <div className={styles.overlay} onClick={onClose}>
      <div
        id="site-menu"
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={common.menuTitle}
        onClick={(e) => e.stopPropagation()}
      >
        <div className={styles.top}>
          <span className={styles.title}>{common.menuTitle}</span>
          <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
            <Icon name="close" />
            <span className="visually-hidden">{common.closeMenu}</span>
          </button>
        </div>
        <nav className={styles.groups} aria-label={common.menuTitle}>
          {/* what most people open the menu for, first and never collapsed (issue 26 item 10) */}
          <ul className={styles.lead}>
            {[
              { label: common.nav.hotels, to: href('allHotels') },
              { label: common.nav.destinations, to: '/#home-destinations-title' },
            ].map((item) => (
              <li key={item.to}>
                <a href={lp(item.to)} className={styles.link} onClick={onClose}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          {groups.map((g) => (
            <MenuGroup key={g.id} group={g} mobile={mobile} onNavigate={onClose} />
          ))}
        </nav>
      </div>
    </div>,
    document.body,
  );
}
