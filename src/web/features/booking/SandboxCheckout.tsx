import { useState } from 'react';
import type { BookingCreated } from '../../../shared/contracts/bookings';
import { formatRupees } from '../../../shared/money';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { useT } from '../../i18n';
import styles from './booking.module.css';

/**
 * The sandbox gateway's checkout, in the page like Razorpay's: a person chooses the outcome, and
 * the page then handles it exactly as it handles Razorpay's handler and failure callbacks.
 */
export function SandboxCheckout({
  booking,
  open,
  onOutcome,
  onClose,
}: {
  booking: BookingCreated;
  open: boolean;
  onOutcome: (outcome: 'success' | 'failed') => Promise<void>;
  onClose: () => void;
}) {
  const { booking: t } = useT();
  const [busy, setBusy] = useState<'success' | 'failed' | null>(null);
  const amount = formatRupees(booking.payment.amount, { decimals: true });
  const choose = async (o: 'success' | 'failed') => {
    setBusy(o);
    try {
      await onOutcome(o);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      title={t.sandboxTitle}
      closeLabel={t.close}
      description={t.sandboxText}
      size="sm"
      footer={
        <div className={styles.sandboxActions}>
          <Button
            variant="danger"
            onClick={() => void choose('failed')}
            loading={busy === 'failed'}
            disabled={busy !== null}
          >
            {t.sandboxFail}
          </Button>
          <Button
            onClick={() => void choose('success')}
            loading={busy === 'success'}
            disabled={busy !== null}
          >
            {t.sandboxPay(amount)}
          </Button>
        </div>
      }
    >
      <dl className={styles.facts}>
        <div>
          <dt>{t.bookingRef}</dt>
          <dd>{booking.BookingRefNo}</dd>
        </div>
        <div>
          <dt>{t.sandboxAmount}</dt>
          <dd>{amount}</dd>
        </div>
      </dl>
      {booking.payment.checkoutUrl ? (
        <p className={styles.small}>
          <a href={booking.payment.checkoutUrl} data-native="true">
            {t.sandboxHosted}
          </a>
        </p>
      ) : null}
    </Modal>
  );
}
