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

/** A tax document's actions: download its PDF, print the page (invoice, credit note). */
export function DocumentActions({ pdfHref }: { pdfHref: string }) {
  const { booking: t } = useT();
  return (
    <>
      <Button
        href={pdfHref}
        download
        data-native="true"
        variant="secondary"
        size="sm"
        iconStart="download"
      >
        {t.downloadPdf}
      </Button>
      <Button onClick={() => window.print()} iconStart="print" size="sm">
        {t.print}
      </Button>
    </>
  );
}

type Supplier = { Name: string; Address: string; GSTIN: string; Phone: string; Email: string };

/** A tax document's letterhead: the corporation with its GSTIN, then the document's title. */
export function DocumentHead({ supplier, title }: { supplier: Supplier; title: string }) {
  const { booking: t } = useT();
  return (
    <header className={styles.docHead}>
      <div>
        <p className={styles.corp}>{supplier.Name}</p>
        <p className={styles.muted}>{supplier.Address}</p>
        <p className={styles.muted}>
          {t.gstinLabel}: <span className={styles.mono}>{supplier.GSTIN}</span> · {supplier.Phone} ·{' '}
          {supplier.Email}
        </p>
      </div>
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
