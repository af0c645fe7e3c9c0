import type { ReactNode } from 'react';
import { common } from '../../i18n/en/common';
import { bookingText as t } from '../../i18n/en/booking';
import styles from './account.module.css';

/** The frame of account pages without header or footer (spec section 2): a slim brand bar, then <main>. */
export function AccountLayout({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <div className={styles.bar} data-print="hide">
        <a href="/" className={styles.brand} aria-label={t.brandHome}>
          <img src="/media/logo.svg" alt="" width="36" height="36" />
          <span className={styles.brandName}>{common.siteName}</span>
        </a>
        {actions ? <div className={styles.barActions}>{actions}</div> : null}
      </div>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </>
  );
}
