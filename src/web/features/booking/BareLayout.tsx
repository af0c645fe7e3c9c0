import type { ReactNode } from 'react';
import { useLocalePath, useT } from '../../i18n';
import styles from './booking.module.css';

/**
 * The frame of booking pages that show no header or footer: a slim brand bar
 * with the way home and an optional link back, then the page's <main>.
 */
export function BareLayout({
  back,
  children,
}: {
  back?: { href: string; label: string };
  children: ReactNode;
}) {
  const lp = useLocalePath();
  const { common } = useT();
  return (
    <>
      <div className={styles.bar}>
        <a href={lp('/')} className={styles.brand}>
          <img src="/media/logo.svg" alt="" width="36" height="36" />
          <span className={styles.brandName}>{common.siteName}</span>
          <span className="visually-hidden">{common.brandHomeSuffix}</span>
        </a>
        {back ? (
          <a href={lp(back.href)} className={styles.barLink}>
            {back.label}
          </a>
        ) : null}
      </div>
      <main id="main" className={styles.bareMain}>
        {children}
      </main>
    </>
  );
}
