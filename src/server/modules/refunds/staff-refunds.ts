import type { z } from 'zod';
import { isHotelScoped } from '../../../shared/contracts/staff';
import type { refundsQuery } from '../../../shared/contracts/desk';
import { addDays, istDayStart } from '../../../shared/dates';
import { retryOnce } from '../../db/retry';
import { conflict, notFound } from '../../http-errors';
import { hotelScope, type StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as bookings from '../bookings/bookings.service';
import * as repo from './refunds.repo';
import { sendRefund, type RefundDeps } from './refunds.service';

/**
 * The refunds page of the back office (issue 12, ADR 150 and 153): every refund with its gateway
 * state, and the retry of a failed one. Values in paise; `refunds.presenter.ts` makes the reply.
 */
export const REFUND_NOT_FOUND = 'Refund not found.';

export type RefundListRow = Awaited<ReturnType<typeof repo.listRefunds>>[number];
/** A refund as staff see it: the row, its booking and payment, and the refund that replaced it. */
export type StaffRefund = RefundListRow & { retriedAs: number | null };

/** GET /api/staff/refunds: filters by state and by creation date (IST days, both included). */
export async function listStaffRefunds(
  db: RefundDeps['db'],
  staff: StaffMember,
  q: z.output<typeof refundsQuery>,
): Promise<StaffRefund[]> {
  const rows = await repo.listRefunds(db, {
    status: q.status,
    from: q.from ? istDayStart(q.from) : undefined,
    to: q.to ? istDayStart(addDays(q.to, 1)) : undefined,
    hotelIds: hotelScope(staff),
  });
  const retries = await repo.retriesOf(
    db,
    rows.filter((r) => r.refund.status === 'failed').map((r) => r.refund.id),
  );
  const by = new Map(retries.map((r) => [r.failedRefundId, r.newRefundId]));
  return rows.map((r) => ({ ...r, retriedAs: by.get(r.refund.id) ?? null }));
}

/**
 * Records a new refund replacing a failed one (same booking, payment, room and amount), in the
 * caller's transaction (the booking locked first). Null when the refund is not failed.
 */
async function recordRetry(
  tx: Parameters<typeof repo.lockRefund>[0],
  failedId: number,
  at: Date,
): Promise<{ failed: repo.RefundDbRow; retry: repo.RefundDbRow } | null> {
  const failed = await repo.lockRefund(tx, failedId);
  if (!failed || failed.status !== 'failed') return null;
  // the same subject: a room booking's refund, or a tour booking's (ADR 350, 368)
  const subject =
    failed.bookingId !== null
      ? { bookingId: failed.bookingId }
      : failed.tourBookingId !== null
        ? { tourBookingId: failed.tourBookingId }
        : null;
  if (!subject) return null;
  const retry = await repo.insertRefund(tx, {
    ...subject,
    paymentId: failed.paymentId,
    bookingRoomId: failed.bookingRoomId,
    amountPaise: failed.amountPaise,
    gatewayPaymentId: failed.gatewayPaymentId,
    reason: `retry of refund ${failed.id}: ${failed.reason}`.slice(0, 300),
    at,
  });
  return { failed, retry };
}

/**
 * POST /api/staff/refunds/{id}/retry: a failed refund is replaced by a new one for the same amount,
 * sent through sendRefund like every refund (ADR 153). Idempotent: a second retry of the same
 * failed refund returns the first retry.
 */
export async function retryRefund(
  deps: RefundDeps,
  staff: StaffMember,
  id: number,
): Promise<StaffRefund> {
  const found = await repo.findRefund(deps.db, id);
  if (!found) throw notFound(REFUND_NOT_FOUND);
  const { bookingId, tourBookingId } = found;
  const at = deps.now();
  const newId = await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      // the booking is locked first (ADR 064): the room booking, or the tour booking (ADR 368),
      // which belongs to no hotel, so a hotel-scoped member does not reach it
      if (bookingId !== null) {
        const full = await bookings.lockStaffBooking(tx, bookingId);
        if (!full) throw notFound(REFUND_NOT_FOUND);
        if (isHotelScoped(staff.role) && !staff.hotelIds.includes(full.booking.hotelId))
          throw notFound(REFUND_NOT_FOUND);
      } else {
        if (tourBookingId === null || isHotelScoped(staff.role)) throw notFound(REFUND_NOT_FOUND);
        if (!(await repo.lockTourBooking(tx, tourBookingId))) throw notFound(REFUND_NOT_FOUND);
      }
      const [done] = await repo.retriesOf(tx, [id]);
      if (done) return done.newRefundId;
      if (found.gatewayPaymentId)
        throw conflict(
          "This refund of a second payment on the same order must be retried from the gateway's dashboard.",
        );
      const made = await recordRetry(tx, id, at);
      if (!made)
        throw conflict(
          `Refund ${id} is ${found.status === 'processed' ? 'processed' : 'still pending'}: only a failed refund can be retried.`,
        );
      await repo.insertRetry(tx, {
        failedRefundId: id,
        newRefundId: made.retry.id,
        staffId: staff.id,
        at,
      });
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: 'retry',
        entity: 'refund',
        entityId: id,
        before: { id, status: made.failed.status, gatewayRefundId: made.failed.gatewayRefundId },
        after: { retriedAs: made.retry.id, amountPaise: made.retry.amountPaise },
        at,
      });
      return made.retry.id;
    }),
  );
  // after the commit, through the one send path (claimed, so never sent twice)
  await sendRefund(deps, newId).catch((err: unknown) => {
    deps.log?.warn({ err, refundId: newId }, 'retried refund not sent now; the refunds job will');
  });
  const rows = await repo.listRefunds(deps.db, { hotelIds: null });
  const row = rows.find((r) => r.refund.id === newId)!;
  return { ...row, retriedAs: null };
}
