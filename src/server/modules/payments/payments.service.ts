import { z } from 'zod';
import { PAYMENT_FAILURE_DEFAULTS } from '../../../shared/constants';
import type {
  PaymentFailureError,
  PaymentSuccess,
  VerifiedPayment,
} from '../../../shared/contracts/booking';
import { paiseToRupees } from '../../../shared/money';
import { badRequest, conflict } from '../../http-errors';
import { getGateway } from '../../payments/index';
import * as bookings from '../bookings/bookings.service';
import * as cancellation from '../cancellation/cancellation.service';
import * as repo from './payments.repo';

type Deps = bookings.BookingDeps;

/** The spec's failure defaults under whatever the gateway or the page reported. */
export function withFailureDefaults(e: PaymentFailureError | undefined): Required<
  Omit<PaymentFailureError, 'metadata'>
> & {
  metadata: { payment_id?: string; order_id?: string };
} {
  return {
    code: e?.code || PAYMENT_FAILURE_DEFAULTS.code,
    description: e?.description || PAYMENT_FAILURE_DEFAULTS.description,
    reason: e?.reason || PAYMENT_FAILURE_DEFAULTS.reason,
    step: e?.step || PAYMENT_FAILURE_DEFAULTS.step,
    source: e?.source || PAYMENT_FAILURE_DEFAULTS.source,
    metadata: { ...(e?.metadata ?? {}) },
  };
}

function verifiedReply(r: Extract<bookings.ConfirmResult, { kind: 'confirmed' }>): VerifiedPayment {
  return {
    bookingId: r.booking.id,
    BookingRefNo: r.booking.bookingRefNo,
    status: 'confirmed',
    totalPaid: paiseToRupees(r.booking.totalPaise),
    token: r.token,
  };
}

const refundedConflict = (r: Extract<bookings.ConfirmResult, { kind: 'refunded' }>) =>
  conflict(
    'Your 15-minute hold had expired and the rooms were booked meanwhile, so your payment has been refunded in full.',
    { status: 'refunded', BookingRefNo: r.booking.bookingRefNo },
  );

/** POST /api/payments/verify: a valid signature confirms the booking (once). */
export async function verifyPayment(
  deps: Deps,
  customerId: number,
  body: PaymentSuccess,
): Promise<VerifiedPayment> {
  const ok = getGateway(deps).verifyPaymentSignature({
    orderId: body.razorpay_order_id,
    paymentId: body.razorpay_payment_id,
    signature: body.razorpay_signature,
  });
  if (!ok) throw badRequest('Payment verification failed: the signature does not match.');
  const r = await bookings.confirmPayment(deps, {
    orderId: body.razorpay_order_id,
    paymentId: body.razorpay_payment_id,
    customerId,
  });
  if (r.kind === 'refunded') throw refundedConflict(r);
  return verifiedReply(r);
}

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number().optional(),
  method: z.string().nullable().optional(),
  error_code: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
  error_reason: z.string().nullable().optional(),
  error_step: z.string().nullable().optional(),
  error_source: z.string().nullable().optional(),
});
const refundEntity = z.object({
  id: z.string(),
  notes: z
    .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
    .optional()
    .nullable(),
});
const REFUND_EVENTS = { 'refund.processed': 'processed', 'refund.failed': 'failed' } as const;

/** Our own refund id, sent as the `refund_id` note with every refund. */
function ourRefundIdOf(notes: z.infer<typeof refundEntity>['notes']): number | undefined {
  const raw = notes && !Array.isArray(notes) ? notes.refund_id : undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

const webhookBody = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      refund: z.object({ entity: refundEntity }).optional(),
    })
    .passthrough()
    .optional(),
});

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * POST /api/payments/webhook: raw-body HMAC checked, deduplicated on the event id;
 * payment.captured confirms, payment.failed fails, refund.processed / refund.failed update the
 * refund (cancellation module). Confirmation itself is idempotent, so a
 * delivery racing the verify call (or a duplicate racing itself) still confirms once.
 */
export async function handleWebhook(
  deps: Deps,
  raw: string,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<WebhookOutcome> {
  if (!signature || !getGateway(deps).verifyWebhookSignature(raw, signature)) {
    throw badRequest('Invalid webhook signature.');
  }
  if (!eventId || eventId.length > 100)
    throw badRequest('The x-razorpay-event-id header is missing.');
  let parsed: z.infer<typeof webhookBody>;
  try {
    parsed = webhookBody.parse(JSON.parse(raw));
  } catch {
    throw badRequest('The webhook body is not a Razorpay event.');
  }
  if (await repo.webhookEventSeen(deps.db, eventId)) return 'duplicate';
  const entity = parsed.payload?.payment?.entity;
  let outcome: WebhookOutcome = 'ignored';
  if (
    entity?.order_id &&
    (parsed.event === 'payment.captured' || parsed.event === 'payment.failed')
  ) {
    const known = await bookings.paymentOrderOf(deps.db, entity.order_id);
    if (known) {
      if (parsed.event === 'payment.captured') {
        await bookings.confirmPayment(deps, {
          orderId: entity.order_id,
          paymentId: entity.id,
          method: entity.method ?? null,
          ...(entity.amount !== undefined ? { amountPaise: entity.amount } : {}),
        });
      } else {
        await bookings.failPayment(deps, {
          orderId: entity.order_id,
          failure: withFailureDefaults({
            code: entity.error_code ?? undefined,
            description: entity.error_description ?? undefined,
            reason: entity.error_reason ?? undefined,
            step: entity.error_step ?? undefined,
            source: entity.error_source ?? undefined,
            metadata: { payment_id: entity.id, order_id: entity.order_id },
          }),
        });
      }
      outcome = 'processed';
    }
  }
  const refund = parsed.payload?.refund?.entity;
  if (refund && (parsed.event === 'refund.processed' || parsed.event === 'refund.failed')) {
    const ourRefundId = ourRefundIdOf(refund.notes);
    const applied = await cancellation.applyRefundEvent(
      deps.db,
      {
        refundId: refund.id,
        status: REFUND_EVENTS[parsed.event],
        ...(ourRefundId !== undefined ? { ourRefundId } : {}),
      },
      deps.now(),
    );
    if (applied) outcome = 'processed';
  }
  const first = await repo.recordWebhookEvent(deps.db, eventId, parsed.event);
  return first ? outcome : 'duplicate';
}

/**
 * POST /api/payment/log-failed-payment: always logged; the booking becomes failed (rooms
 * released) only when the session's customer owns it and it is still an unpaid hold.
 */
export async function logFailedPayment(
  deps: Deps,
  customerId: number | null,
  body: { bookingRef: string; error: PaymentFailureError },
): Promise<void> {
  const error = withFailureDefaults(body.error);
  await repo.insertFailedPaymentLog(deps.db, body.bookingRef, error);
  if (customerId !== null) {
    await bookings.failPayment(deps, { bookingRef: body.bookingRef, customerId, failure: error });
  }
}
