import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { useLocation } from 'wouter';
import type { BookingCreated } from '../../../shared/contracts/bookings';
import type { PaymentFailureError, PaymentSuccess } from '../../../shared/contracts/payments';
import { useT } from '../../i18n';
import { ApiError } from '../../lib/api';
import { href } from '../../lib/paths';
import { sandboxPay } from './api/sandboxPay';
import { verifyPayment } from './api/verifyPayment';
import { openRazorpay } from './razorpay';

/** The failure page's query: bookingRef plus Razorpay's failure fields. */
export function failedHref(bookingRef: string, e?: PaymentFailureError): string {
  return href(
    'bookingFailed',
    {},
    {
      bookingRef,
      code: e?.code,
      description: e?.description,
      reason: e?.reason,
      step: e?.step,
      source: e?.source,
      payment_id: e?.metadata?.payment_id,
      order_id: e?.metadata?.order_id,
    },
  );
}

/**
 * Paying for a held booking: opens the gateway's checkout (the sandbox dialog or Razorpay),
 * verifies a success with the server and goes to the success page, or to the failure page.
 */
export function useCheckout(guestName: () => string) {
  const { booking: t, msg: MSG } = useT();
  const [, navigate] = useLocation();
  const [sandboxFor, setSandboxFor] = useState<BookingCreated | null>(null);
  const [paying, setPaying] = useState(false);
  const closeSandbox = useCallback(() => setSandboxFor(null), []);

  const confirmed = async (paid: PaymentSuccess, b: BookingCreated) => {
    setPaying(true);
    try {
      const v = await verifyPayment(paid);
      toast.success(MSG.bookingSuccessful(v.BookingRefNo));
      navigate(
        href(
          'bookingSuccess',
          { orderId: b.payment.orderId },
          { guestName: guestName(), amount: v.totalPaid.toFixed(2), bookingRef: v.BookingRefNo },
        ),
      );
    } catch (err) {
      const message = err instanceof ApiError ? err.message : MSG.somethingWentWrongBang;
      toast.error(message);
      navigate(
        failedHref(b.BookingRefNo, {
          code: 'VERIFICATION_FAILED',
          description: message,
          step: 'payment_verification',
          source: 'business',
        }),
      );
    } finally {
      setPaying(false);
    }
  };

  const open = async (b: BookingCreated) => {
    if (b.payment.gateway === 'sandbox') {
      setSandboxFor(b);
      return;
    }
    try {
      await openRazorpay(b, {
        success: (paid) => void confirmed(paid, b),
        failure: (e) => navigate(failedHref(b.BookingRefNo, e)),
        dismiss: () => undefined,
      });
    } catch {
      toast.error(t.checkoutUnavailable);
    }
  };

  const sandboxOutcome = async (outcome: 'success' | 'failed') => {
    const b = sandboxFor;
    if (!b) return;
    const r = await sandboxPay(b.payment.orderId, outcome);
    if ('razorpay_signature' in r) {
      await confirmed(r, b);
      return;
    }
    setSandboxFor(null);
    navigate(failedHref(b.BookingRefNo, r.error));
  };

  return { open, paying, sandboxFor, sandboxOutcome, closeSandbox };
}
