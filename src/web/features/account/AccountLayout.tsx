import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { useLocalePath, useT } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { href } from '../../lib/paths';
import styles from './account.module.css';

/** The frame of account pages without header or footer: a slim brand bar, then <main>. */
export function AccountLayout({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  const lp = useLocalePath();
  const { common } = useT();
  return (
    <>
      <div className={styles.bar} data-print="hide">
        <a href={lp('/')} className={styles.brand}>
          <img src="/media/logo.svg" alt="" width="36" height="36" />
          <span className={styles.brandName}>{common.siteName}</span>
          <span className="visually-hidden">{common.brandHomeSuffix}</span>
        </a>
        {actions ? <div className={styles.barActions}>{actions}</div> : null}
      </div>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </>
  );
}

/** A receipt or invoice while it loads: the page's title for screen readers and a spinner. */
export function DocumentLoading({ title, label }: { title: string; label: string }) {
  return (
    <AccountLayout>
      <h1 className="visually-hidden">{title}</h1>
      <Spinner block label={label} />
    </AccountLayout>
  );
}

/**
 * A receipt or invoice that is not there for this visitor (unknown, someone else's, a bad link):
 * 'No Booking Details Found', then the history for a customer or a login that comes back here.
 */
export function DocumentNotFound({ title, path }: { title: string; path: string }) {
  const lp = useLocalePath();
  const { booking: t, msg: MSG } = useT();
  const { user } = useAuth();
  return (
    <AccountLayout>
      <h1 className={styles.title}>{title}</h1>
      <EmptyState
        title={MSG.noBookingDetails}
        description={t.notFoundText}
        action={
          user ? (
            <Button href={lp(href('bookingHistory'))}>{t.historyLink}</Button>
          ) : (
            <Button href={`${href('login')}?next=${encodeURIComponent(path)}`}>{t.logIn}</Button>
          )
        }
      />
    </AccountLayout>
  );
}
