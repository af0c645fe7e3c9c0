import { useEffect, useRef } from 'react';
import { toast } from 'react-toastify';
import { useSearch } from 'wouter';
import { PAYMENT_FAILURE_DEFAULTS } from '../../../shared/constants';
import type { PaymentFailureError } from '../../../shared/contracts/payments';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { useAuth } from '../../lib/auth';
import { logFailedPayment } from './api/logFailedPayment';
import { bookingIdFromRef } from './api/retryPayment';
import { BareLayout } from './BareLayout';
import styles from './booking.module.css';

/** The failure from the query, with the spec's defaults for whatever is missing. */
function failureFrom(q: URLSearchParams): PaymentFailureError {
  const v = (k: string) => q.get(k) || undefined;
  return {
    code: v('code') ?? PAYMENT_FAILURE_DEFAULTS.code,
    description: v('description') ?? PAYMENT_FAILURE_DEFAULTS.description,
    reason: v('reason') ?? PAYMENT_FAILURE_DEFAULTS.reason,
    step: v('step') ?? PAYMENT_FAILURE_DEFAULTS.step,
    source: v('source') ?? PAYMENT_FAILURE_DEFAULTS.source,
    metadata: { payment_id: v('payment_id'), order_id: v('order_id') },
  };
}

const logged = new Set<string>();

/**
 * /booking-failed?bookingRef=&...: 'Booking Failed', a retry-or-contact message and a homepage
 * link. With a bookingRef the failure is logged once (also across re-renders and reloads of the
 * same failure); a reply of status 'logged' shows the info toast.
 */
export function BookingFailedPage() {
  const { booking: t, msg: MSG, shell } = useT();
  usePageMeta(MSG.bookingFailedTitle, t.failedMeta);
  const search = useSearch();
  const q = new URLSearchParams(search);
  const bookingRef = q.get('bookingRef') ?? '';
  const failure = failureFrom(q);
  const once = useRef(false);
  const { user } = useAuth();
  const retryId = user ? bookingIdFromRef(bookingRef) : null;

  useEffect(() => {
    if (!bookingRef || once.current) return;
    once.current = true;
    const key = `payment-failure-logged:${bookingRef}:${failure.metadata?.payment_id ?? ''}`;
    try {
      if (logged.has(key) || window.sessionStorage.getItem(key)) return;
      window.sessionStorage.setItem(key, '1');
    } catch {
      // storage unavailable: the in-memory guard still holds
    }
    logged.add(key);
    logFailedPayment(bookingRef, failure)
      .then((r) => {
        if (r.status === 'logged') toast.info(MSG.paymentFailureRecorded);
      })
      .catch(() => toast.error(MSG.paymentFailed));
    // the failure is read once from the URL
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bookingRef]);

  return (
    <BareLayout>
      <div className={styles.result}>
        <span className={styles.resultIconBad} aria-hidden="true">
          <Icon name="alert" size={40} />
        </span>
        <h1 className={styles.pageTitle}>{MSG.bookingFailedTitle}</h1>
        <p className={styles.lead}>{t.failedText}</p>
        {bookingRef ? (
          <dl className={styles.resultFacts}>
            <div>
              <dt>{t.failedRef}</dt>
              <dd>{bookingRef}</dd>
            </div>
            {q.get('description') ? (
              <div>
                <dt>{t.failedReason}</dt>
                <dd>{q.get('description')}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <p className={styles.muted}>{t.contact(shell.footer.phone, shell.footer.email)}</p>
        <div className={styles.resultActions}>
          {retryId ? (
            <Button href={href('retryPayment', { bookingId: retryId })} variant="accent">
              {t.retryButton}
            </Button>
          ) : null}
          <Button href={href('availability')} iconStart="search">
            {t.tryAgain}
          </Button>
          <Button href={href('home')} variant="secondary" iconStart="home">
            {t.homeLink}
          </Button>
        </div>
      </div>
    </BareLayout>
  );
}
