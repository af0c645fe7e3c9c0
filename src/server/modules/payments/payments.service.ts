import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { PAYMENT_FAILURE_DEFAULTS } from '../../../shared/constants';
import type {
  PaymentFailureError,
  PaymentSuccess,
  VerifiedPayment,
} from '../../../shared/contracts/payments';
import type { Reconciliation } from '../../../shared/contracts/desk';
import { DATE_CHANGE_MSG } from '../../../shared/contracts/date-changes';
import { istDayBounds } from '../../../shared/dates';
import { paiseToRupees } from '../../../shared/money';
import type { Tx } from '../../db/client';
import { retryOnce } from '../../db/retry';
import { badRequest, conflict, notFound } from '../../http-errors';
import { enqueueMail } from '../../notify/outbox';
import { DESK_GATEWAY, type PaymentGateway } from '../../payments/gateway';
import * as auth from '../../db/customer-language';
import * as bookings from '../bookings/bookings.service';
import * as einvoices from '../einvoices/einvoices.service';
import * as repo from './payments.repo';
import * as refunds from '../refunds/refunds.service';
import * as tours from '../tours/tours.service';

/** What the payments module needs: the booking deps plus the gateway (AppDeps has both). */
export type PaymentDeps = bookings.BookingDeps & {
  gateway: PaymentGateway;
  /** who registers B2B e-invoices (ADR 251) */
  einvoice?: einvoices.EinvoiceProvider | undefined;
  log?: refunds.RefundDeps['log'];
};
type Deps = PaymentDeps;

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

/** The payments module's side of POST /api/bookings: opens and finds gateway orders. */
export function orderPort(deps: Deps): bookings.OrderPort {
  const info = (p: repo.PaymentRow): bookings.OrderInfo => ({
    orderId: p.orderId,
    amountPaise: p.amountPaise,
    gateway: deps.gateway.name,
    keyId: deps.gateway.keyId,
    checkoutUrl: deps.gateway.checkoutUrl(p.orderId),
  });
  return {
    async open(booking) {
      const order = await deps.gateway.createOrder({
        amountPaise: booking.totalPaise,
        receipt: booking.bookingRefNo,
        notes: { bookingRef: booking.bookingRefNo, bookingId: String(booking.id) },
      });
      const pay = await repo.insertPayment(deps.db, {
        bookingId: booking.id,
        gateway: deps.gateway.name,
        orderId: order.orderId,
        amountPaise: booking.totalPaise,
      });
      return info(pay);
    },
    async latest(bookingId) {
      const p = await repo.latestPaymentOf(deps.db, bookingId);
      return p ? info(p) : null;
    },
  };
}

export type ConfirmResult =
  | { kind: 'confirmed'; booking: bookings.BookingRow; token: string }
  /**
   * the hold had expired and its rooms were sold meanwhile, or the GST slab set changed between
   * the hold and the payment (ADR 220): the payment is refunded
   */
  | {
      kind: 'refunded';
      booking: bookings.BookingRow;
      refundId: number;
      why?: 'hold_expired' | 'gst_rate_changed' | 'dates_taken';
    };

export const DUPLICATE_PAYMENT_REASON = 'duplicate_payment';
/** The refund of a date change's difference paid when its dates could no longer be had (ADR 315). */
export const DATE_CHANGE_REFUSED_REASON = 'date_change_refused';

/**
 * Opens the gateway order of a date change's difference (ADR 315), after the change's commit: a
 * payment row of the booking marked with the change, which confirmPayment applies when captured.
 */
export async function openDateChangeOrder(
  deps: Deps,
  booking: bookings.BookingRow,
  change: { id: number; differencePaise: number },
): Promise<bookings.OrderInfo> {
  const order = await deps.gateway.createOrder({
    amountPaise: change.differencePaise,
    receipt: `${booking.bookingRefNo}-D${change.id}`,
    notes: {
      bookingRef: booking.bookingRefNo,
      bookingId: String(booking.id),
      dateChangeId: String(change.id),
    },
  });
  const pay = await repo.insertPayment(deps.db, {
    bookingId: booking.id,
    gateway: deps.gateway.name,
    orderId: order.orderId,
    amountPaise: change.differencePaise,
    dateChangeId: change.id,
  });
  return {
    orderId: pay.orderId,
    amountPaise: pay.amountPaise,
    gateway: deps.gateway.name,
    keyId: deps.gateway.keyId,
    checkoutUrl: deps.gateway.checkoutUrl(pay.orderId),
  };
}

/**
 * A captured payment for an order (verify, webhook or the sandbox page). Confirms the booking
 * exactly once. Locks: the booking first, then the payment (ADR 064). A payment for an expired
 * hold confirms if the rooms can be taken again, else it is refunded and the booking ends failed.
 * A second, different captured payment on an order already paid is refunded, never dropped.
 * Refunds are recorded in the transaction and sent to the gateway after the commit.
 */
export async function confirmPayment(
  deps: Deps,
  input: {
    orderId: string;
    paymentId: string;
    method?: string | null;
    amountPaise?: number;
    customerId?: number;
    /**
     * More writes that must commit with the confirmation or not at all (the desk's payment
     * record and audit entry, ADR 236): run in its transaction, on its handle, after the booking
     * is confirmed; a throw rolls the confirmation back.
     */
    alsoInTransaction?: (tx: Tx, booking: bookings.BookingRow) => Promise<void>;
  },
): Promise<ConfirmResult> {
  const { db, config } = deps;
  const now = deps.now();
  const found = await repo.findPaymentByOrder(db, input.orderId);
  if (!found?.bookingId) throw notFound('Unknown payment order.');
  const bookingId = found.bookingId;
  const done = await retryOnce(() =>
    db.transaction(async (tx): Promise<{ result: ConfirmResult; refundToSend: number }> => {
      const booking = await bookings.lockBooking(tx, bookingId);
      if (!booking || (input.customerId !== undefined && booking.customerId !== input.customerId)) {
        throw notFound('Unknown payment order.');
      }
      const pay = (await repo.lockPayment(tx, found.id))!;
      const token = bookings.bookingLinkToken(config, booking.id);
      if (pay.status === 'captured' || pay.status === 'refunded') {
        let refundToSend = 0;
        if (pay.paymentId && pay.paymentId !== input.paymentId) {
          // a second payment captured on an order already paid: give it back
          const seen = await refunds.refundOfGatewayPayment(tx, input.paymentId);
          if (!seen) {
            const r = await refunds.recordRefund(tx, {
              bookingId: booking.id,
              paymentId: pay.id,
              gatewayPaymentId: input.paymentId,
              amountPaise: input.amountPaise ?? pay.amountPaise,
              reason: DUPLICATE_PAYMENT_REASON,
              at: now,
            });
            refundToSend = r.id;
            deps.log?.warn(
              { bookingId: booking.id, paymentId: input.paymentId },
              'second captured payment on a paid order: refunded',
            );
          }
        }
        if (pay.status === 'refunded') {
          const [refund] = await refunds.refundsOfBookings(tx, [booking.id]);
          return {
            result: { kind: 'refunded', booking, refundId: refund?.id ?? 0 },
            refundToSend,
          };
        }
        return { result: { kind: 'confirmed', booking, token }, refundToSend };
      }
      if (input.amountPaise !== undefined && input.amountPaise !== pay.amountPaise) {
        throw badRequest('The paid amount does not match the order.');
      }
      if (pay.dateChangeId !== null) {
        // the difference of a guest's date change (ADR 315): the booking moves now, or, when the
        // rooms were taken meanwhile (or newer dates were asked), the payment is refunded in full
        const capture = {
          paymentId: input.paymentId,
          method: input.method ?? (pay.gateway === 'sandbox' ? 'sandbox' : null),
          capturedAt: now,
          failure: null,
        };
        const out = await bookings.applyPaidDateChange(tx, booking, pay.dateChangeId, now, pay.id);
        if (out.kind === 'applied') {
          await repo.updatePayment(tx, pay.id, { ...capture, status: 'captured' });
          return { result: { kind: 'confirmed', booking: out.booking, token }, refundToSend: 0 };
        }
        await repo.updatePayment(tx, pay.id, { ...capture, status: 'refunded' });
        const refund = await refunds.recordRefund(tx, {
          bookingId: booking.id,
          paymentId: pay.id,
          amountPaise: pay.amountPaise,
          reason: DATE_CHANGE_REFUSED_REASON,
          at: now,
        });
        return {
          result: { kind: 'refunded', booking, refundId: refund.id, why: 'dates_taken' },
          refundToSend: refund.id,
        };
      }
      // the time of supply is the payment: a hold priced under another slab set is not
      // confirmed at its old rate (ADR 220)
      const taxRight = await bookings.pricedWithSlabsInForce(tx, booking, now);
      if (!taxRight && booking.status === 'pending_payment') {
        await bookings.releaseHold(tx, booking, 'failed');
      }
      let roomsHeld = taxRight && booking.status === 'pending_payment';
      if (taxRight && (booking.status === 'expired' || booking.status === 'failed')) {
        roomsHeld = await bookings.retakeRooms(tx, booking);
      }
      const paid = {
        paymentId: input.paymentId,
        method: input.method ?? (pay.gateway === 'sandbox' ? 'sandbox' : null),
        capturedAt: now,
        failure: null,
      };
      if (!roomsHeld) {
        await repo.updatePayment(tx, pay.id, { ...paid, status: 'refunded' });
        const refund = await refunds.recordRefund(tx, {
          bookingId: booking.id,
          paymentId: pay.id,
          amountPaise: pay.amountPaise,
          reason: taxRight ? bookings.HOLD_EXPIRED_REASON : bookings.GST_CHANGED_REASON,
          at: now,
        });
        await bookings.markFailed(tx, booking.id);
        // in the language the customer chose (ADR 121)
        const lang = await auth.languageOf(tx, booking.customerId);
        const why = taxRight ? 'hold_expired' : 'gst_rate_changed';
        await enqueueMail(tx, bookings.refundedMail(config, booking, lang, why));
        return {
          result: {
            kind: 'refunded',
            booking: { ...booking, status: 'failed' },
            refundId: refund.id,
            why,
          },
          refundToSend: refund.id,
        };
      }
      await repo.updatePayment(tx, pay.id, { ...paid, status: 'captured' });
      // a guest with a GSTIN: the e-invoice is queued with the confirmation (ADR 251)
      await einvoices.queueInvoice(tx, booking, now);
      const confirmed = await bookings.confirmBooking(tx, deps, booking);
      if (input.alsoInTransaction) await input.alsoInTransaction(tx, confirmed.booking);
      return { result: { kind: 'confirmed', ...confirmed }, refundToSend: 0 };
    }),
  );
  if (done.result.kind === 'confirmed' && done.result.booking.gstin) {
    // after the commit, registered at once; whatever fails, the job retries (ADR 251)
    await einvoices.registerSoon(deps, done.result.booking.id, {
      ...(deps.log ? { log: deps.log } : {}),
    });
  }
  if (done.refundToSend) {
    // after the commit. The webhook must answer within 5 s: a slow gateway finishes in the
    // background, and the refunds job reconciles whatever reply is lost.
    const sent = refunds.sendRefund(deps, done.refundToSend).catch(() => undefined);
    await Promise.race([sent, new Promise((r) => setTimeout(r, 3000).unref())]);
  }
  return done.result;
}

/**
 * A failed or abandoned payment: records the failure on the order and, while the booking is still
 * an unpaid hold, ends it failed and gives its rooms back. Returns the booking's status after.
 * Locks: the booking first, then the payment (ADR 064).
 */
export async function failPayment(
  deps: Deps,
  input: { orderId?: string; bookingRef?: string; customerId?: number; failure: unknown },
): Promise<string | null> {
  let bookingId: number | null = null;
  let paymentId: number | null = null;
  if (input.orderId) {
    const p = await repo.findPaymentByOrder(deps.db, input.orderId);
    if (p?.subject === 'tour_booking') return failTourPayment(deps, p, input);
    if (p?.bookingId) {
      bookingId = p.bookingId;
      paymentId = p.id;
    }
  } else if (input.bookingRef) {
    const b = await bookings.findBookingByRef(deps.db, input.bookingRef);
    if (b) {
      bookingId = b.id;
      paymentId = (await repo.latestPaymentOf(deps.db, b.id))?.id ?? null;
    }
  }
  if (bookingId === null) return null;
  const id = bookingId;
  return retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const booking = await bookings.lockBooking(tx, id);
      if (!booking) return null;
      if (input.customerId !== undefined && booking.customerId !== input.customerId) return null;
      const pay = paymentId === null ? null : await repo.lockPayment(tx, paymentId);
      if (pay && pay.status === 'created') {
        await repo.updatePayment(tx, pay.id, { status: 'failed', failure: input.failure ?? null });
      }
      if (booking.status !== 'pending_payment') return booking.status;
      await bookings.releaseHold(tx, booking, 'failed');
      return 'failed';
    }),
  );
}

/** The order and its booking (the sandbox pages). */
export async function paymentOrderOf(db: Deps['db'], orderId: string) {
  const payment = await repo.findPaymentByOrder(db, orderId);
  if (!payment?.bookingId) return null;
  const booking = await bookings.findBooking(db, payment.bookingId);
  return booking ? { payment, booking } : null;
}

function verifiedReply(r: Extract<ConfirmResult, { kind: 'confirmed' }>): VerifiedPayment {
  // a replay after a cancellation says the booking's real status, never 'confirmed'
  return {
    bookingId: r.booking.id,
    BookingRefNo: r.booking.bookingRefNo,
    status: r.booking.status as VerifiedPayment['status'],
    totalPaid: paiseToRupees(r.booking.totalPaise),
    token: r.token,
  };
}

const refundedConflict = (r: Extract<ConfirmResult, { kind: 'refunded' }>) =>
  conflict(
    r.why === 'dates_taken'
      ? DATE_CHANGE_MSG.datesTaken
      : r.why === 'gst_rate_changed'
        ? 'The GST rate changed before your payment arrived, so your payment has been refunded in full. Please book again at the new rate.'
        : 'Your 15-minute hold had expired and the rooms were booked meanwhile, so your payment has been refunded in full.',
    { status: 'refunded', BookingRefNo: r.booking.bookingRefNo },
  );

/** POST /api/payments/verify: a valid signature confirms the booking (once). */
export async function verifyPayment(
  deps: Deps,
  customerId: number,
  body: PaymentSuccess,
): Promise<VerifiedPayment> {
  const ok = deps.gateway.verifyPaymentSignature({
    orderId: body.razorpay_order_id,
    paymentId: body.razorpay_payment_id,
    signature: body.razorpay_signature,
  });
  if (!ok) throw badRequest('Payment verification failed: the signature does not match.');
  const r = await confirmAnyPayment(deps, {
    orderId: body.razorpay_order_id,
    paymentId: body.razorpay_payment_id,
    customerId,
  });
  if (r.kind === 'refunded') throw refundedConflict(r);
  if (r.kind === 'tour_refund_due') throw tourRefundConflict(r.tourBooking);
  if (r.kind === 'tour_confirmed') return tourVerifiedReply(r);
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
const REFUND_EVENTS = {
  'refund.created': 'pending',
  'refund.processed': 'processed',
  'refund.failed': 'failed',
} as const;
const isRefundEvent = (e: string): e is keyof typeof REFUND_EVENTS => e in REFUND_EVENTS;

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
  if (!signature || !deps.gateway.verifyWebhookSignature(raw, signature)) {
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
    const known = await repo.findPaymentByOrder(deps.db, entity.order_id);
    if (known) {
      if (parsed.event === 'payment.captured') {
        await confirmAnyPayment(deps, {
          orderId: entity.order_id,
          paymentId: entity.id,
          method: entity.method ?? null,
          ...(entity.amount !== undefined ? { amountPaise: entity.amount } : {}),
        });
      } else {
        await failPayment(deps, {
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
  if (refund && isRefundEvent(parsed.event)) {
    const ourRefundId = ourRefundIdOf(refund.notes);
    const applied = await refunds.applyRefundEvent(
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
    await failPayment(deps, { bookingRef: body.bookingRef, customerId, failure: error });
  }
}

// ---- the front desk: payments taken at the counter, and the day's reconciliation ------------------

/**
 * The order port of a counter booking: the "order" is a desk payment row (gateway `desk`) for the
 * booking's total, so the booking goes through the same hold → payment → confirmation path.
 */
export function deskOrderPort(deps: Deps): bookings.OrderPort {
  const info = (p: repo.PaymentRow): bookings.OrderInfo => ({
    orderId: p.orderId,
    amountPaise: p.amountPaise,
    gateway: deps.gateway.name,
    keyId: '',
  });
  return {
    async open(booking) {
      const pay = await repo.insertPayment(deps.db, {
        bookingId: booking.id,
        gateway: DESK_GATEWAY,
        orderId: `desk_${booking.bookingRefNo}`,
        amountPaise: booking.totalPaise,
      });
      return info(pay);
    },
    async latest(bookingId) {
      const p = await repo.latestPaymentOf(deps.db, bookingId);
      return p ? info(p) : null;
    },
  };
}

/**
 * The money for a counter booking was taken at the desk: the booking is confirmed (once), and the
 * desk's own writes (`record`, given the confirmation's transaction and the payment row's id)
 * commit with it or not at all (ADR 236).
 */
export function confirmDeskPayment(
  deps: Deps,
  input: {
    orderId: string;
    method: 'cash' | 'card' | 'upi';
    record: (tx: Tx, booking: bookings.BookingRow, paymentRowId: number) => Promise<void>;
  },
): Promise<ConfirmResult> {
  return confirmPayment(deps, {
    orderId: input.orderId,
    paymentId: input.orderId.replace(/^desk_/, 'desk_pay_'),
    method: input.method,
    alsoInTransaction: async (tx, booking) => {
      const pay = await repo.findPaymentByOrder(tx, input.orderId);
      if (!pay) throw new Error(`desk payment order ${input.orderId} vanished`);
      await input.record(tx, booking, pay.id);
    },
  });
}

/**
 * Money taken at the desk for a stay's folio (cash, card, UPI; ADR 286): a captured payments row
 * of gateway `desk` and purpose `folio`, in the caller's transaction, so its refund goes the
 * refunds module's one way. Never "the booking's payment". Returns the row's id.
 */
export async function recordFolioPayment(
  tx: Tx,
  v: { bookingId: number; method: 'cash' | 'card' | 'upi'; amountPaise: number; at: Date },
): Promise<number> {
  const row = await repo.insertFolioPayment(tx, { ...v, gateway: DESK_GATEWAY, key: randomUUID() });
  return row.id;
}

export type ReconcileLine = {
  paymentId: string;
  orderId: string | null;
  bookingRefNo: string | null;
  localPaise: number | null;
  gatewayPaise: number | null;
  state: 'matched' | 'missing_at_gateway' | 'missing_locally' | 'amount_differs';
};

/**
 * A day's gateway payments (captured in that IST day) against the gateway's own listing: matched,
 * missing at the gateway, missing locally (a payment we have under another day counts as ours),
 * and amount differences. Desk payments are not the gateway's and are left out.
 */
export async function reconcileDay(
  deps: Deps,
  date: string,
  hotelIds: number[] | null,
): Promise<ReconcileLine[]> {
  const { from, to } = istDayBounds(date);
  const local = (await repo.capturedBetween(deps.db, deps.gateway.name, from, to)).filter(
    (l) => hotelIds === null || hotelIds.includes(l.hotelId),
  );
  const remote = await deps.gateway.listCapturedPayments(date);
  const remoteById = new Map(remote.map((r) => [r.paymentId, r]));
  const out: ReconcileLine[] = [];
  for (const l of local) {
    const pid = l.payment.paymentId!;
    const r = remoteById.get(pid);
    remoteById.delete(pid);
    out.push({
      paymentId: pid,
      orderId: l.payment.orderId,
      bookingRefNo: l.bookingRefNo,
      localPaise: l.payment.amountPaise,
      gatewayPaise: r?.amountPaise ?? null,
      state: !r
        ? 'missing_at_gateway'
        : r.amountPaise === l.payment.amountPaise
          ? 'matched'
          : 'amount_differs',
    });
  }
  const rest = [...remoteById.values()];
  const elsewhere = new Map(
    (
      await repo.paymentsByGatewayIds(
        deps.db,
        rest.map((r) => r.paymentId),
      )
    ).map((p) => [p.payment.paymentId, p]),
  );
  // a hotel manager sees only lines of their hotels: unknown gateway lines are for accounts/admin
  if (hotelIds !== null) return out;
  for (const r of rest) {
    const ours = elsewhere.get(r.paymentId);
    out.push({
      paymentId: r.paymentId,
      orderId: r.orderId,
      bookingRefNo: ours?.bookingRefNo ?? null,
      localPaise: ours?.payment.amountPaise ?? null,
      gatewayPaise: r.amountPaise,
      state: !ours
        ? 'missing_locally'
        : ours.payment.amountPaise === r.amountPaise
          ? 'matched'
          : 'amount_differs',
    });
  }
  return out;
}

/** GET /api/staff/payments/reconcile?date: the day's lines and how many are in each state. */
export async function reconciliation(deps: Deps, date: string): Promise<Reconciliation> {
  const lines = await reconcileDay(deps, date, null);
  const counts: Record<string, number> = {
    matched: 0,
    missing_at_gateway: 0,
    missing_locally: 0,
    amount_differs: 0,
  };
  for (const l of lines) counts[l.state] = (counts[l.state] ?? 0) + 1;
  return { date, gateway: deps.gateway.name, lines, counts };
}

// ---- tour bookings: the same gateway path, another subject (ADR 296) ----------------------------

/** The payments module's side of POST /api/tour-bookings: opens the gateway order of a hold. */
export function tourOrderPort(deps: Deps): tours.TourOrderPort {
  return {
    async open(b) {
      const order = await deps.gateway.createOrder({
        amountPaise: b.totalPaise,
        receipt: b.bookingRefNo,
        notes: { bookingRef: b.bookingRefNo, tourBookingId: String(b.id) },
      });
      const pay = await repo.insertPayment(deps.db, {
        tourBookingId: b.id,
        gateway: deps.gateway.name,
        orderId: order.orderId,
        amountPaise: b.totalPaise,
      });
      return tourOrderInfo(deps, pay);
    },
    async latest(tourBookingId) {
      const p = await repo.latestTourPaymentOf(deps.db, tourBookingId);
      return p ? tourOrderInfo(deps, p) : null;
    },
  };
}

export function tourOrderInfo(deps: Deps, p: repo.PaymentRow): tours.TourOrderInfo {
  return {
    orderId: p.orderId,
    amountPaise: p.amountPaise,
    gateway: deps.gateway.name,
    keyId: deps.gateway.keyId,
    checkoutUrl: deps.gateway.checkoutUrl(p.orderId),
  };
}

export type TourConfirmResult =
  | { kind: 'tour_confirmed'; tourBooking: tours.TourBookingRow; token: string }
  /**
   * the hold had expired and its seats were sold meanwhile: the booking ends failed and the
   * payment is marked for a refund by staff (refunds of tour payments: ADR 296)
   */
  | { kind: 'tour_refund_due'; tourBooking: tours.TourBookingRow };

export const TOUR_SEATS_SOLD_REASON = 'tour_seats_sold_after_hold';

/**
 * A captured payment of a tour booking: confirms it exactly once. Locks: the tour booking first,
 * then the payment (as rooms, ADR 064). A payment for an expired hold confirms if its seats can
 * be taken again.
 */
async function confirmTourPayment(
  deps: Deps,
  found: repo.PaymentRow,
  input: { paymentId: string; method?: string | null; amountPaise?: number; customerId?: number },
): Promise<TourConfirmResult> {
  const id = found.tourBookingId!;
  const now = deps.now();
  return retryOnce(() =>
    deps.db.transaction(async (tx): Promise<TourConfirmResult> => {
      const b = await tours.lockTourBooking(tx, id);
      if (!b || (input.customerId !== undefined && b.customerId !== input.customerId)) {
        throw notFound('Unknown payment order.');
      }
      const pay = (await repo.lockPayment(tx, found.id))!;
      const token = tours.tourLinkToken(deps.config, b.id);
      if (pay.status === 'captured') return { kind: 'tour_confirmed', tourBooking: b, token };
      if (pay.status === 'failed' && b.status === 'failed' && pay.paymentId === input.paymentId) {
        return { kind: 'tour_refund_due', tourBooking: b };
      }
      if (input.amountPaise !== undefined && input.amountPaise !== pay.amountPaise) {
        throw badRequest('The paid amount does not match the order.');
      }
      let seatsHeld = b.status === 'pending_payment';
      if (b.status === 'expired' || b.status === 'failed')
        seatsHeld = await tours.retakeSeats(tx, b);
      const paid = {
        paymentId: input.paymentId,
        method: input.method ?? (pay.gateway === 'sandbox' ? 'sandbox' : null),
        capturedAt: now,
      };
      if (!seatsHeld) {
        await repo.updatePayment(tx, pay.id, {
          ...paid,
          status: 'failed',
          failure: { reason: TOUR_SEATS_SOLD_REASON, refundDue: true },
        });
        await tours.markFailed(tx, b.id);
        await tours.queueRefundedMail(tx, b);
        deps.log?.error(
          { tourBookingId: b.id, paymentId: input.paymentId },
          'tour payment after its hold expired and the seats were sold: refund due',
        );
        return { kind: 'tour_refund_due', tourBooking: { ...b, status: 'failed' } };
      }
      await repo.updatePayment(tx, pay.id, { ...paid, status: 'captured', failure: null });
      const confirmed = await tours.confirmTourBooking(tx, deps, b);
      return { kind: 'tour_confirmed', tourBooking: confirmed, token };
    }),
  );
}

/** A captured payment of either subject (verify, webhook, the sandbox page). */
export async function confirmAnyPayment(
  deps: Deps,
  input: {
    orderId: string;
    paymentId: string;
    method?: string | null;
    amountPaise?: number;
    customerId?: number;
  },
): Promise<ConfirmResult | TourConfirmResult> {
  const found = await repo.findPaymentByOrder(deps.db, input.orderId);
  if (!found) throw notFound('Unknown payment order.');
  if (found.subject === 'tour_booking') return confirmTourPayment(deps, found, input);
  return confirmPayment(deps, input);
}

/** A failed or abandoned tour payment: the unpaid hold ends failed and its seats go back. */
async function failTourPayment(
  deps: Deps,
  found: repo.PaymentRow,
  input: { customerId?: number; failure: unknown },
): Promise<string | null> {
  const id = found.tourBookingId!;
  return retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const b = await tours.lockTourBooking(tx, id);
      if (!b) return null;
      if (input.customerId !== undefined && b.customerId !== input.customerId) return null;
      const pay = await repo.lockPayment(tx, found.id);
      if (pay && pay.status === 'created') {
        await repo.updatePayment(tx, pay.id, { status: 'failed', failure: input.failure ?? null });
      }
      if (b.status !== 'pending_payment') return b.status;
      await tours.releaseHold(tx, b, 'failed');
      return 'failed';
    }),
  );
}

function tourVerifiedReply(
  r: Extract<TourConfirmResult, { kind: 'tour_confirmed' }>,
): VerifiedPayment {
  const status = r.tourBooking.status;
  return {
    bookingId: r.tourBooking.id,
    BookingRefNo: r.tourBooking.bookingRefNo,
    status: status === 'partially_cancelled' || status === 'cancelled' ? status : 'confirmed',
    totalPaid: paiseToRupees(r.tourBooking.totalPaise),
    token: r.token,
    subject: 'tour_booking',
  };
}

const tourRefundConflict = (b: tours.TourBookingRow) =>
  conflict(
    'Your 15-minute hold had expired and the seats were booked meanwhile, so your payment will be refunded in full.',
    { status: 'refunded', BookingRefNo: b.bookingRefNo },
  );

/** The order of a tour booking (the sandbox pages). */
export async function tourPaymentOrderOf(db: Deps['db'], orderId: string) {
  const payment = await repo.findPaymentByOrder(db, orderId);
  if (!payment?.tourBookingId) return null;
  const tourBooking = await tours.findTourBooking(db, payment.tourBookingId);
  return tourBooking ? { payment, tourBooking } : null;
}
