import type { FastifyBaseLogger } from 'fastify';
import type { RefundRow, RefundStatus } from '../../../shared/contracts/cancellation';
import { paiseToRupees } from '../../../shared/money';
import type { Db, DbOrTx } from '../../db/client';
import { enqueueMail, enqueueSms } from '../../notify/outbox';
import { DESK_GATEWAY, type PaymentGateway } from '../../payments/gateway';
import * as auth from '../auth/auth.service';
import * as bookings from '../bookings/bookings.service';
import { refundUpdateMail, refundUpdateSms } from './refund.messages';
import * as repo from './refunds.repo';

/**
 * Refunds, end to end (ADR 061). The refunds module is their only owner (ADR 255):
 * 1. record: a refund row (the intent) is written inside the caller's transaction; no gateway call.
 * 2. send: after the commit, one process claims the row (sentAt) and asks the gateway, with our
 *    refund id in the notes. A reply stores the gateway's id; a lost reply leaves it "unknown".
 * 3. reconcile (the refunds job): an unknown refund is looked up at the gateway by our id; only
 *    when the gateway has none is it sent again. Webhooks (refund.created / processed / failed)
 *    record the gateway id and the outcome.
 */
export type RefundGateway = Pick<PaymentGateway, 'name' | 'refund' | 'listRefunds'>;

export type RefundDeps = {
  db: Db;
  gateway: RefundGateway;
  now: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'> | undefined;
};

/** How long a sent refund waits for its reply before reconciliation looks it up (> gateway timeout). */
export const UNKNOWN_AFTER_MS = 60_000;

export function toRefundRow(r: repo.RefundDbRow): RefundRow {
  const status: RefundStatus =
    r.status === 'processed' || r.status === 'failed' ? r.status : 'pending';
  return {
    RefundID: r.id,
    RoomBookingID: r.bookingRoomId,
    Amount: paiseToRupees(r.amountPaise),
    Status: status,
    CreatedAt: r.createdAt.toISOString(),
  };
}

/** Records a refund (pending, not sent) in the caller's transaction. */
export function recordRefund(
  tx: DbOrTx,
  input: Parameters<typeof repo.insertRefund>[1],
): Promise<repo.RefundDbRow> {
  return repo.insertRefund(tx, input);
}

export const refundedOnPayment = repo.refundedOnPayment;

/**
 * What is left to refund on each payment of a booking (ADR 369): its own payment first, then the
 * differences paid for date changes, each less what was refunded on it already.
 */
export async function refundablePayments(
  tx: DbOrTx,
  bookingId: number,
): Promise<{ paymentId: number; leftPaise: number }[]> {
  const out: { paymentId: number; leftPaise: number }[] = [];
  for (const p of await repo.capturedBookingPayments(tx, bookingId)) {
    const left = p.amountPaise - (await repo.refundedOnPayment(tx, p.id));
    if (left > 0) out.push({ paymentId: p.id, leftPaise: left });
  }
  return out;
}

/**
 * Records a booking's refund of `amountPaise` over what is left on its payments (ADR 369): one
 * refund row per payment drawn on, the booking's own payment first, never above what each has
 * left; pending, sent after the caller's commit. Returns the rows (none for nothing to give).
 */
export async function recordBookingRefund(
  tx: DbOrTx,
  input: {
    bookingId: number;
    amountPaise: number;
    reason: string;
    bookingRoomId?: number | null;
    at: Date;
  },
): Promise<repo.RefundDbRow[]> {
  const { amountPaise, ...rest } = input;
  const rows: repo.RefundDbRow[] = [];
  let want = amountPaise;
  for (const p of await refundablePayments(tx, input.bookingId)) {
    if (want <= 0) break;
    const give = Math.min(want, p.leftPaise);
    rows.push(await repo.insertRefund(tx, { ...rest, paymentId: p.paymentId, amountPaise: give }));
    want -= give;
  }
  return rows;
}
/** The captured payment of a booking (the one its refunds go back to), or null. */
export const capturedPayment = repo.capturedPayment;
export const refundOfGatewayPayment = repo.refundOfGatewayPayment;

async function callGateway(
  deps: RefundDeps,
  row: repo.RefundToSend,
): Promise<repo.RefundDbRow | null> {
  if (row.paymentGateway === DESK_GATEWAY) {
    // no gateway holds a desk payment: the refund is handed over at the desk, recorded as paid
    return repo.recordIssuedRefund(deps.db, {
      id: row.refund.id,
      gatewayRefundId: `desk_refund_${row.refund.id}`,
      status: 'processed',
      at: deps.now(),
    });
  }
  let r: Awaited<ReturnType<RefundGateway['refund']>>;
  try {
    r = await deps.gateway.refund({
      paymentId: row.gatewayPaymentId!,
      amountPaise: row.refund.amountPaise,
      notes: {
        refund_id: String(row.refund.id),
        ...(row.refund.bookingId !== null
          ? { booking_id: String(row.refund.bookingId) }
          : { tour_booking_id: String(row.refund.tourBookingId) }),
      },
    });
  } catch (err) {
    // the gateway may have made it: the reply is lost, the refund is "unknown" until reconciled
    deps.log?.warn({ err, refundId: row.refund.id }, 'refund reply lost; it will be reconciled');
    return null;
  }
  // The gateway has sent the money: recording it is tried again for about 15 s (a connection cut
  // at this moment); if it still fails, reconciliation finds the refund at the gateway by our id.
  for (let i = 0; ; i++) {
    try {
      return await repo.recordIssuedRefund(deps.db, {
        id: row.refund.id,
        gatewayRefundId: r.refundId,
        status: r.status,
        at: deps.now(),
      });
    } catch (err) {
      if (i >= 8) {
        deps.log?.error(
          { err, refundId: row.refund.id, gatewayRefundId: r.refundId },
          'refund accepted by the gateway but not recorded; it will be reconciled',
        );
        return null;
      }
      await new Promise((res) => setTimeout(res, Math.min(100 * 2 ** i, 5_000)));
    }
  }
}

/**
 * Sends a recorded refund that was never sent (after the caller's commit; no transaction is
 * open). Returns the row as it stands afterwards.
 */
export async function sendRefund(deps: RefundDeps, refundId: number): Promise<repo.RefundDbRow> {
  const row = await repo.findRefundToSend(deps.db, refundId);
  if (!row) throw new Error(`refund ${refundId} does not exist`);
  if (row.gatewayPaymentId && (await repo.claimForSend(deps.db, refundId, null, deps.now()))) {
    await callGateway(deps, row);
  }
  return (await repo.findRefund(deps.db, refundId)) ?? row.refund;
}

/**
 * Reconciles one unknown refund: found at the gateway by our id → recorded; not found → sent
 * again (claimed, so one process only). Returns what happened.
 */
async function reconcileOne(
  deps: RefundDeps,
  row: repo.RefundToSend,
): Promise<'recorded' | 'resent' | 'skipped'> {
  if (!row.gatewayPaymentId || !row.refund.sentAt) return 'skipped';
  const listed = await deps.gateway.listRefunds(row.gatewayPaymentId);
  const match = listed.find((r) => r.notes.refund_id === String(row.refund.id));
  if (match) {
    await repo.recordIssuedRefund(deps.db, {
      id: row.refund.id,
      gatewayRefundId: match.refundId,
      status: match.status,
      at: deps.now(),
    });
    return 'recorded';
  }
  if (!(await repo.claimForSend(deps.db, row.refund.id, row.refund.sentAt, deps.now())))
    return 'skipped';
  await callGateway(deps, row);
  return 'resent';
}

export type RefundJobResult = { sent: number; recorded: number; resent: number };

/**
 * The refunds job: sends refunds recorded but never sent (older than `graceMs`, so the request
 * that recorded one sends it itself), and reconciles refunds whose reply was lost. Never sends a
 * refund twice: each send is claimed, and a resend only follows a gateway listing without it.
 */
export async function processRefunds(
  deps: RefundDeps,
  opts: { graceMs?: number; unknownAfterMs?: number } = {},
): Promise<RefundJobResult> {
  const now = deps.now();
  const out: RefundJobResult = { sent: 0, recorded: 0, resent: 0 };
  const unsent = await repo.unsentRefunds(deps.db, new Date(now.getTime() - (opts.graceMs ?? 0)));
  for (const row of unsent) {
    if (!row.gatewayPaymentId) continue;
    if (!(await repo.claimForSend(deps.db, row.refund.id, null, deps.now()))) continue;
    if (await callGateway(deps, row)) out.sent += 1;
  }
  const unknown = await repo.unknownRefunds(
    deps.db,
    new Date(now.getTime() - (opts.unknownAfterMs ?? UNKNOWN_AFTER_MS)),
  );
  for (const row of unknown) {
    try {
      const r = await reconcileOne(deps, row);
      if (r === 'recorded') out.recorded += 1;
      if (r === 'resent') out.resent += 1;
    } catch (err) {
      deps.log?.warn({ err, refundId: row.refund.id }, 'refund reconciliation failed; retrying');
    }
  }
  return out;
}

/**
 * A refund status reported by the gateway (refund.created / refund.processed / refund.failed
 * webhooks). `refundId` is the gateway's id; `ourRefundId` (the refund_id note) finds a refund
 * whose gateway id was not stored yet. A processed or failed refund does not change again. The
 * customer gets a mail and an SMS when a refund is processed or fails. False for an unknown refund.
 */
export async function applyRefundEvent(
  db: Db,
  event: { refundId: string; status: RefundStatus; ourRefundId?: number },
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await repo.refundForEvent(tx, event.refundId, event.ourRefundId);
    if (!current) return false;
    if (current.status !== 'pending' || event.status === 'pending') {
      if (!current.gatewayRefundId) {
        await repo.recordIssuedRefund(tx, {
          id: current.id,
          gatewayRefundId: event.refundId,
          status: current.status,
          at: now,
        });
      }
      return true;
    }
    const updated = await repo.setRefundStatus(tx, {
      id: current.id,
      gatewayRefundId: current.gatewayRefundId ?? event.refundId,
      status: event.status,
      at: now,
    });
    if (!updated) return true;
    const booking =
      current.bookingId !== null
        ? await bookings.bookingContact(tx, current.bookingId)
        : current.tourBookingId !== null
          ? await repo.tourBookingContact(tx, current.tourBookingId)
          : null;
    if (booking) {
      // in the language the customer chose (ADR 121)
      const lang = await auth.languageOf(tx, booking.customerId);
      const mail = refundUpdateMail(
        {
          customerName: booking.customerName,
          bookingRefNo: booking.bookingRefNo,
          amountPaise: current.amountPaise,
          status: event.status,
        },
        lang,
      );
      await enqueueMail(tx, { to: booking.email, ...mail });
      await enqueueSms(tx, {
        to: booking.mobile,
        text: refundUpdateSms(
          {
            bookingRefNo: booking.bookingRefNo,
            amountPaise: current.amountPaise,
            status: event.status,
          },
          lang,
        ),
      });
    }
    return true;
  });
}

/** Refunds of the given bookings (history, receipts, the cancel page), by booking id. */
export async function refundsByBooking(
  db: DbOrTx,
  bookingIds: number[],
): Promise<Map<number, RefundRow[]>> {
  const rows = await repo.refundsOfBookings(db, bookingIds);
  const out = new Map<number, RefundRow[]>();
  for (const r of rows) {
    if (r.bookingId === null) continue;
    const list = out.get(r.bookingId) ?? [];
    list.push(toRefundRow(r));
    out.set(r.bookingId, list);
  }
  return out;
}

export const refundsOfBookings = repo.refundsOfBookings;

// ---- tour bookings (ADR 350) ----

/** The captured payment of a tour booking (the one its refunds go back to), or null. */
export const capturedTourPayment = repo.capturedTourPayment;
export const refundsOfTourBookings = repo.refundsOfTourBookings;
