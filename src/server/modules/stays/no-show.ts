import { formatDate, todayIst } from '../../../shared/dates';
import { retryOnce } from '../../db/retry';
import { conflict } from '../../http-errors';
import type { StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as availability from '../availability/availability.service';
import * as bookings from '../bookings/bookings.service';
import * as repo from './stays.repo';
import { auditShape, lockReachable, OPEN, statusRefusal, type StaysDeps } from './stays.rules';

/**
 * POST /api/staff/bookings/{id}/no-show: a confirmed booking not checked in, once its arrival day
 * has begun. The rooms of the nights from today on go back to the inventory (ADR 152); the
 * payment is kept (no refund).
 */
export async function noShow(deps: StaysDeps, staff: StaffMember, id: number): Promise<void> {
  const at = deps.now();
  const date = todayIst(at);
  await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const full = await lockReachable(tx, staff, id);
      const b = full.booking;
      if (b.status === 'no_show') throw conflict(`Booking ${b.bookingRefNo} is already a no-show.`);
      if (b.status === 'checked_in' || b.status === 'checked_out')
        throw statusRefusal(b, 'a guest who checked in is not a no-show.');
      if (!OPEN.has(b.status))
        throw statusRefusal(b, 'only a confirmed booking can be marked a no-show.');
      if (date < b.checkIn)
        throw conflict(
          `A no-show can be marked from the arrival day, ${formatDate(b.checkIn)}, on; today is ${formatDate(date)}.`,
        );
      const before = auditShape(full, await repo.stayOf(tx, id));
      const booked = full.rooms.filter((r) => r.status === 'booked');
      const from = date > b.checkIn ? date : b.checkIn;
      if (from < b.checkOut)
        await availability.releaseRooms(tx, availability.countByType(booked), from, b.checkOut);
      await bookings.setStayStatus(tx, id, 'no_show');
      await repo.saveStay(tx, id, { noShowAt: at, noShowBy: staff.id });
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: 'no-show',
        entity: 'booking',
        entityId: id,
        before,
        after: {
          ...before,
          status: 'no_show',
          stay: await repo.stayOf(tx, id),
          releasedNights: from < b.checkOut ? { from, to: b.checkOut } : null,
        },
        at,
      });
    }),
  );
}
