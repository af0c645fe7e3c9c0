import { useEffect, useRef, useState } from 'react';
import { Icon } from '../components/Icon';
import { common } from '../i18n/en/common';
import { href } from '../lib/paths';
import styles from './Header.module.css';
import { Menu } from './Menu';

/** Hides while scrolling down, returns on scrolling up. */
function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    last.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last.current) < 8) return;
      setHidden(y > last.current && y > 80);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
}

export function Header() {
  const hidden = useHideOnScroll();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  return (
    <header className={`${styles.header} ${hidden && !open ? styles.hidden : ''}`}>
      <div className={styles.bar}>
        <a href="/" className={styles.brand} aria-label={common.logoAlt}>
          <img src="/media/logo.svg" alt="" width="44" height="44" />
          <span className={styles.brandText}>
            <span className={styles.brandShort}>{common.siteShortName}</span>
            <span className={styles.brandLong}>{common.siteName}</span>
          </span>
        </a>
        <div className={styles.actions}>
          <a href={href('availability')} className={styles.cta}>
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
      <Menu
        open={open}
        onClose={() => {
          setOpen(false);
          toggleRef.current?.focus();
        }}
      />
    </header>
  );
}
