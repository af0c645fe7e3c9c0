import type { z } from 'zod';
import type { checkInBody } from '../../../shared/contracts/desk';
import { formatDate, todayIst } from '../../../shared/dates';
import { retryOnce } from '../../db/retry';
import { badRequest, conflict } from '../../http-errors';
import type { StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as bookings from '../bookings/bookings.service';
import * as rooms from './rooms.service';
import * as repo from './stays.repo';
import { auditShape, lockReachable, OPEN, statusRefusal, type StaysDeps } from './stays.rules';

const STAYS_GOVT_ID_MSG = (ref: string) =>
  `Booking ${ref} is on the government-employee rate: see the guest's government ID card before check-in.`;

/**
 * POST /api/staff/bookings/{id}/check-in: ID seen and a physical room for every booked room (given
 * here, or assigned before); from the arrival day on, never before.
 */
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
      // the government-employee rate is sold to anyone; the desk sees the ID card (ADR 366)
      if (booked.some((r) => r.governmentId) && body.governmentIdSeen !== true)
        throw badRequest(STAYS_GOVT_ID_MSG(b.bookingRefNo), [
          { path: 'governmentIdSeen', message: STAYS_GOVT_ID_MSG(b.bookingRefNo) },
        ]);
      const given = new Map(body.rooms.map((r) => [r.bookingRoomId, r.roomId]));
      for (const bookingRoomId of given.keys()) {
        if (!booked.some((r) => r.id === bookingRoomId))
          throw badRequest('A room was chosen for a booked room that is not on this booking.');
      }
      const before = auditShape(full, await repo.stayOf(tx, id));
      const numbers = new Map<number, string>();
      for (const r of booked) {
        const roomId = given.get(r.id);
        if (roomId !== undefined)
          numbers.set(r.id, (await rooms.giveRoom(tx, full, r, roomId, date)).number);
      }
      const assigned = await rooms.roomsOnNight(
        tx,
        booked.map((r) => r.id),
        date,
      );
      const missing = booked.filter((r) => !assigned.has(r.id));
      if (missing.length)
        throw badRequest(
          `Choose a room for every booked room (${booked.length} room${booked.length > 1 ? 's' : ''}).`,
          missing.map((r) => ({
            path: `rooms.${r.id}`,
            message: `Room for ${r.roomTypeName}`,
          })),
        );
      await bookings.setRoomNumbers(
        tx,
        id,
        booked.map((r) => ({ roomId: r.id, roomNo: assigned.get(r.id)!.number })),
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
