import { retryOnce } from '../../db/retry';
import { conflict } from '../../http-errors';
import type { StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as bookings from '../bookings/bookings.service';
import * as repo from './stays.repo';
import { auditShape, lockReachable, statusRefusal, type StaysDeps } from './stays.rules';

/** POST /api/staff/bookings/{id}/check-out: only a checked-in guest. */
export async function checkOut(deps: StaysDeps, staff: StaffMember, id: number): Promise<void> {
  const at = deps.now();
  await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const full = await lockReachable(tx, staff, id);
      const b = full.booking;
      if (b.status === 'checked_out')
        throw conflict(`Booking ${b.bookingRefNo} is already checked out.`);
      if (b.status !== 'checked_in')
        throw statusRefusal(b, 'only a checked-in guest can be checked out.');
      const before = auditShape(full, await repo.stayOf(tx, id));
      await bookings.setStayStatus(tx, id, 'checked_out');
      await repo.saveStay(tx, id, { checkedOutAt: at, checkedOutBy: staff.id });
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: 'check-out',
        entity: 'booking',
        entityId: id,
        before,
        after: { ...before, status: 'checked_out', stay: await repo.stayOf(tx, id) },
        at,
      });
    }),
  );
}
