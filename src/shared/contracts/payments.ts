import { z } from 'zod';
import { PAYMENT_SUBJECTS } from '../statuses';

/* Payment contracts: the gateway order, checkout outcomes and their verification. */

export const paymentOrder = z.object({
  gateway: z.enum(['sandbox', 'razorpay']),
  orderId: z.string(),
  /** paise */
  amount: z.number(),
  currency: z.literal('INR'),
  keyId: z.string(),
  checkoutUrl: z.string().optional(),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

// Payments

export const sandboxPayRequest = z.object({
  outcome: z.enum(['success', 'failed'], { message: "outcome must be 'success' or 'failed'." }),
});

export const paymentSuccess = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type PaymentSuccess = z.infer<typeof paymentSuccess>;

/** Razorpay's failure object (the spec's payment failure log). */
export const paymentFailureError = z.object({
  code: z.string().max(100).optional(),
  description: z.string().max(500).optional(),
  reason: z.string().max(200).optional(),
  step: z.string().max(100).optional(),
  source: z.string().max(100).optional(),
  metadata: z
    .object({
      payment_id: z.string().max(100).optional(),
      order_id: z.string().max(100).optional(),
    })
    .optional(),
});
export type PaymentFailureError = z.infer<typeof paymentFailureError>;
export const paymentFailure = z.object({ error: paymentFailureError });

export const verifiedPayment = z.object({
  bookingId: z.number(),
  BookingRefNo: z.string(),
  /** 'confirmed'; a verify replayed after a cancellation says the booking's real status */
  status: z.enum([
    'confirmed',
    'partially_cancelled',
    'cancelled',
    'checked_in',
    'checked_out',
    'no_show',
  ]),
  /** rupees, GST included */
  totalPaid: z.number(),
  /** signed receipt-link token */
  token: z.string(),
  /** what was paid for (ADR 296): a room booking (the default) or a tour booking (bookingId is its id) */
  subject: z.enum(PAYMENT_SUBJECTS).optional(),
});
export type VerifiedPayment = z.infer<typeof verifiedPayment>;

export const logFailedPaymentRequest = z.object({
  bookingRef: z.string().trim().min(1, 'bookingRef is required.').max(40),
  error: paymentFailureError.default({}),
});

/** GET /api/bookings/by-order/{orderId}: what the success page shows. */
