import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { BookingCreated } from '../../../shared/contracts/bookings';
import type { PricedStay } from '../../../shared/pricing';
import type { PolicyBandRow } from '../../../shared/contracts/cancellation';
import { formatRupees } from '../../../shared/money';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/Field';
import { PolicyList } from '../../components/PolicyList';
import { useT } from '../../i18n';
import { PriceTable, type PriceDiscount, type PriceRow } from './PriceTable';
import { mmss } from '../../lib/countdown';
import styles from './booking.module.css';

type Props = {
  rows: PriceRow[];
  stay: PricedStay;
  discount?: PriceDiscount | null;
  policy: PolicyBandRow[];
  acceptTerms: UseFormRegisterReturn<'AcceptTerms'>;
  acceptError: string | undefined;
  hold: BookingCreated | null;
  secondsLeft: number | null;
  holdOver: boolean;
  canPay: boolean;
  busy: boolean;
};

/**
 * Publishes the Pay bar's real height as `--paybar-block` on the root while the bar is on the page:
 * its text and button may wrap, and the page's bottom room, the scroll padding and the phone's
 * toasts (which sit above the bar, ADR 079) follow the bar's height rather than a guess.
 */
function usePayBarHeight(ref: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty('--paybar-block', `${el.getBoundingClientRect().height}px`);
    publish();
    const ro = new ResizeObserver(publish);
    ro.observe(el);
    return () => {
      ro.disconnect();
      root.style.removeProperty('--paybar-block');
    };
  }, [ref]);
}

/**
 * The price side of the booking form: the price table, the cancellation policy next to the total,
 * the unticked terms box, the hold countdown, and the Pay bar. On a phone the Pay bar (total and
 * Pay) stays fixed at the bottom of the screen; the page reserves its height (see .bookPage).
 */
export function CheckoutPanel(p: Props) {
  const { booking: t } = useT();
  const total = formatRupees(p.stay.totalPaise, { decimals: true });
  const bar = useRef<HTMLDivElement>(null);
  usePayBarHeight(bar);
  return (
    <aside className={styles.bookSide} aria-labelledby="price-title">
      <div className={styles.panel}>
        <h2 id="price-title">{t.stepPrice}</h2>
        {p.rows.length > 0 ? (
          <PriceTable rows={p.rows} stay={p.stay} discount={p.discount} />
        ) : null}
        <p className={styles.small}>{t.priceNote}</p>
        <div className={styles.policyBox}>
          <PolicyList bands={p.policy} headingLevel={3} id="booking-policy-title" />
        </div>
        <CheckboxField
          label={t.acceptTerms}
          form="guest-form"
          required
          disabled={p.hold !== null}
          error={p.acceptError}
          {...p.acceptTerms}
        />
        {p.hold && p.secondsLeft !== null && !p.holdOver ? (
          <div className={styles.hold} role="status">
            <p className={styles.holdTitle}>{t.holdTitle}</p>
            <p>
              {t.bookingRef}: <strong>{p.hold.BookingRefNo}</strong>
            </p>
            <p aria-live="off">{t.holdCountdown(mmss(p.secondsLeft))}</p>
          </div>
        ) : null}
        <div ref={bar} className={styles.payBar} data-testid="pay-bar" data-toast-avoid="">
          <p className={styles.payTotal}>
            <span className={styles.payTotalLabel}>{t.totalLabel}</span> <strong>{total}</strong>
          </p>
          <Button
            type="submit"
            form="guest-form"
            size="lg"
            variant="accent"
            className={styles.payButton}
            disabled={!p.canPay || p.holdOver}
            loading={p.busy}
          >
            {p.hold ? t.continuePayment : t.pay(total)}
          </Button>
        </div>
      </div>
    </aside>
  );
}
