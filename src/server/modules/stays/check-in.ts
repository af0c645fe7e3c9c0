import type { z } from 'zod';
import type { checkInBody } from '../../../shared/contracts/desk';
import { formatDate, todayIst } from '../../../shared/dates';
import { retryOnce } from '../../db/retry';
import { badRequest, conflict } from '../../http-errors';
import type { StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as bookings from '../bookings/bookings.service';
import * as repo from './stays.repo';
import { auditShape, lockReachable, OPEN, statusRefusal, type StaysDeps } from './stays.rules';

/** POST /api/staff/bookings/{id}/check-in: ID seen, room numbers; on or after the arrival day. */
export async function checkIn(
  deps: StaysDeps,
  staff: StaffMember,
  id: number,
  body: z.output<typeof checkInBody>,
): Promise<void> {
  const at = deps.now();
  const date = todayIst(at);
  await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const full = await lockReachable(tx, staff, id);
      const b = full.booking;
      if (b.status === 'checked_in')
        throw conflict(`Booking ${b.bookingRefNo} is already checked in.`);
      if (!OPEN.has(b.status))
        throw statusRefusal(b, 'only a confirmed booking can be checked in.');
      const booked = full.rooms.filter((r) => r.status === 'booked');
      if (booked.length === 0)
        throw conflict(`Every room of booking ${b.bookingRefNo} is cancelled.`);
      if (date < b.checkIn)
        throw conflict(
          `Check-in opens on the arrival day, ${formatDate(b.checkIn)}; today is ${formatDate(date)}.`,
        );
      if (date >= b.checkOut)
        throw conflict(
          `The stay ended on ${formatDate(b.checkOut)}: booking ${b.bookingRefNo} can no longer be checked in.`,
        );
      const given = new Map(body.rooms.map((r) => [r.roomId, r.roomNo]));
      for (const roomId of given.keys()) {
        if (!booked.some((r) => r.id === roomId))
          throw badRequest(
            'A room number was given for a room that is not booked on this booking.',
          );
      }
      const missing = booked.filter((r) => !given.get(r.id));
      if (missing.length)
        throw badRequest(
          `Enter a room number for every room (${booked.length} room${booked.length > 1 ? 's' : ''}).`,
          missing.map((r) => ({
            path: `rooms.${r.id}`,
            message: `Room number for ${r.roomTypeName}`,
          })),
        );
      const before = auditShape(full, await repo.stayOf(tx, id));
      await bookings.setRoomNumbers(
        tx,
        id,
        booked.map((r) => ({ roomId: r.id, roomNo: given.get(r.id)! })),
      );
      await bookings.setStayStatus(tx, id, 'checked_in');
      await repo.saveStay(tx, id, {
        idSeen: body.idSeen,
        idType: body.idSeen ? (body.idType ?? null) : null,
        checkedInAt: at,
        checkedInBy: staff.id,
      });
      const after = auditShape(
        (await bookings.lockStaffBooking(tx, id))!,
        await repo.stayOf(tx, id),
      );
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: 'check-in',
        entity: 'booking',
        entityId: id,
        before,
        after,
        at,
      });
    }),
  );
}
