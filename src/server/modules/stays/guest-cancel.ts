import type { CancelBody, DeskCancelPreview } from '../../../shared/contracts/desk';
import { formatRupees } from '../../../shared/money';
import { badRequest } from '../../http-errors';
import type { StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import type { StaysPorts } from './stays.ports';
import { OPEN, reachableBooking, statusRefusal, type StaysDeps } from './stays.rules';

// Cancelling on the guest's behalf at the desk (issue 12): the preview, then the cancellation,
// both by the cancellation module through the port app.ts hands in (ADR 330).

/** GET /api/staff/bookings/{id}/cancel-preview: the policy's charge and refund now. */
export async function cancelPreview(
  deps: StaysDeps,
  cancellation: StaysPorts['cancellation'],
  staff: StaffMember,
  id: number,
): Promise<DeskCancelPreview> {
  const full = await reachableBooking(deps.db, staff, id);
  const b = full.booking;
  if (!OPEN.has(b.status)) throw statusRefusal(b, 'only a confirmed booking can be cancelled.');
  const quote = await cancellation.quote(b, deps.now());
  if (!quote.refused)
    return {
      paidPaise: quote.paidPaise,
      chargePaise: quote.chargePaise,
      refundPaise: quote.refundPaise,
      deductionPercent: quote.deductionPercent,
      daysBeforeCheckIn: quote.daysBeforeCheckIn,
      policyRefusal: null,
    };
  // the policy refuses: the whole amount is kept unless staff override it
  const paid = full.rooms
    .filter((r) => r.status === 'booked')
    .reduce((s, r) => s + r.amountPaise + r.gstPaise, 0);
  return {
    paidPaise: paid,
    chargePaise: paid,
    refundPaise: 0,
    deductionPercent: null,
    daysBeforeCheckIn: quote.daysBeforeCheckIn,
    policyRefusal: quote.message,
  };
}

/**
 * POST /api/staff/bookings/{id}/cancel: every remaining room, under the policy or with an override
 * refund and a reason; through the cancellation service (inventory, refund, guest mail). A desk
 * payment's refund is recorded as paid at the desk.
 */
export async function cancel(
  deps: StaysDeps,
  cancellation: StaysPorts['cancellation'],
  staff: StaffMember,
  id: number,
  body: CancelBody,
): Promise<void> {
  const full = await reachableBooking(deps.db, staff, id);
  const b = full.booking;
  if (!OPEN.has(b.status)) throw statusRefusal(b, 'only a confirmed booking can be cancelled.');
  const override = body.mode === 'override' ? body : null;
  if (override) {
    const paid = full.rooms
      .filter((r) => r.status === 'booked')
      .reduce((s, r) => s + r.amountPaise + r.gstPaise, 0);
    if (override.refundPaise > paid)
      throw badRequest(
        `The refund cannot be more than what the remaining rooms were paid (${formatRupees(paid, { decimals: true })}).`,
        [{ path: 'refundPaise', message: 'More than was paid.' }],
      );
  }
  const before = {
    status: b.status,
    rooms: full.rooms.map((r) => ({ id: r.id, status: r.status })),
  };
  await cancellation.cancel(b, {
    overrideRefundPaise: override?.refundPaise,
    inTx: async (tx, done) => {
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: override ? 'cancel-override' : 'cancel',
        entity: 'booking',
        entityId: id,
        before,
        after: {
          status: done.status,
          refundPaise: done.refundPaise,
          ...(override
            ? { overrideRefundPaise: override.refundPaise, reason: override.reason }
            : {}),
        },
        at: deps.now(),
      });
    },
  });
}
