import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { retryPayment } from './api/retryPayment';
import { BareLayout } from './BareLayout';
import { SandboxCheckout } from './SandboxCheckout';
import { useCheckout } from './useCheckout';
import { mmss, useSecondsLeft } from '../../lib/countdown';
import styles from './booking.module.css';

/**
 * /booking-payment/{bookingId}: pay again for an unpaid booking while its 15-minute hold lasts
 * (from the failure page or the booking history). The server re-holds the rooms or answers 409.
 */
export function RetryPaymentPage() {
  const { booking: t } = useT();
  usePageMeta(t.retryTitle, t.retryMeta);
  const { bookingId = '' } = useParams<{ bookingId: string }>();
  const hold = useQuery({
    queryKey: ['booking', 'retry-payment', bookingId],
    queryFn: () => retryPayment(bookingId),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const b = hold.data ?? null;
  const checkout = useCheckout(() => b?.prefill.name ?? '');
  const secondsLeft = useSecondsLeft(b ? Date.parse(b.holdExpiresAt) : null);
  const over = b !== null && secondsLeft === 0;

  if (hold.isPending) {
    return (
      <BareLayout>
        <h1 className={styles.pageTitle}>{t.retryTitle}</h1>
        <Spinner block label={t.retryLoading} />
      </BareLayout>
    );
  }
  if (hold.isError || b === null || over) {
    return (
      <BareLayout>
        <h1 className={styles.pageTitle}>{t.retryTitle}</h1>
        <EmptyState
          tone="error"
          title={hold.error?.message || t.holdOverText}
          action={<Button href={href('availability')}>{t.tryAgain}</Button>}
        />
      </BareLayout>
    );
  }
  const total = formatRupees(rupeesToPaise(b.totalPayable), { decimals: true });
  return (
    <BareLayout back={{ href: href('hotel', { hotelID: b.hotelID }), label: t.backToHotel }}>
      <div className={styles.result}>
        <h1 className={styles.pageTitle}>{t.retryTitle}</h1>
        <p className={styles.lead}>{t.retryStay(b.hotelName)}</p>
        <dl className={styles.resultFacts}>
          <div>
            <dt>{t.bookingRef}</dt>
            <dd>{b.BookingRefNo}</dd>
          </div>
          <div>
            <dt>{t.retryTotal}</dt>
            <dd>{total}</dd>
          </div>
        </dl>
        {secondsLeft !== null ? (
          <div className={styles.hold} role="status">
            <p className={styles.holdTitle}>{t.holdTitle}</p>
            <p aria-live="off">{t.holdCountdown(mmss(secondsLeft))}</p>
          </div>
        ) : null}
        <div className={styles.resultActions}>
          <Button
            variant="accent"
            size="lg"
            loading={checkout.paying}
            onClick={() => void checkout.open(b)}
          >
            {t.retryPay(total)}
          </Button>
        </div>
      </div>
      {checkout.sandboxFor ? (
        <SandboxCheckout
          booking={checkout.sandboxFor}
          open
          onOutcome={checkout.sandboxOutcome}
          onClose={checkout.closeSandbox}
        />
      ) : null}
    </BareLayout>
  );
}
