import type { BookingCreated } from '../../../shared/contracts/bookings';
import type { PaymentFailureError, PaymentSuccess } from '../../../shared/contracts/payments';

/** The part of Razorpay's checkout.js this page uses. */
type RazorpayInstance = {
  open: () => void;
  on: (event: 'payment.failed', cb: (r: { error: PaymentFailureError }) => void) => void;
};
type RazorpayCtor = new (options: Record<string, unknown>) => RazorpayInstance;

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
let loading: Promise<RazorpayCtor> | null = null;

/** Loads checkout.js once (only when the Razorpay gateway is configured; the CSP allows it then). */
function loadCheckout(): Promise<RazorpayCtor> {
  const existing = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayCtor>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = SCRIPT;
    s.async = true;
    s.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('checkout.js did not load'));
    };
    s.onerror = () => {
      loading = null;
      reject(new Error('checkout.js did not load'));
    };
    document.head.appendChild(s);
  });
  return loading;
}

/** Opens Razorpay Checkout for the booking's order; the handler gets the signed payment. */
export async function openRazorpay(
  // a room booking's hold, or a tour booking's with its title as `hotelName`
  b: Pick<BookingCreated, 'payment' | 'prefill' | 'BookingRefNo' | 'hotelName'>,
  on: {
    success: (r: PaymentSuccess) => void;
    failure: (e: PaymentFailureError) => void;
    dismiss: () => void;
  },
): Promise<void> {
  const Razorpay = await loadCheckout();
  const rzp = new Razorpay({
    key: b.payment.keyId,
    amount: b.payment.amount,
    currency: b.payment.currency,
    order_id: b.payment.orderId,
    name: 'Jharkhand Tourism',
    description: `${b.hotelName}, ${b.BookingRefNo}`,
    prefill: b.prefill,
    notes: { bookingRef: b.BookingRefNo },
    theme: { color: '#0b5d3b' },
    handler: on.success,
    modal: { ondismiss: on.dismiss, confirm_close: true },
  });
  rzp.on('payment.failed', (r) => on.failure(r.error));
  rzp.open();
}
