import type { AssignBody, MoveBody } from '../../../shared/contracts/rooms';
import { formatDate, todayIst } from '../../../shared/dates';
import { retryOnce } from '../../db/retry';
import { badRequest, conflict, notFound } from '../../http-errors';
import type { StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as bookings from '../bookings/bookings.service';
import * as rooms from './rooms.service';
import {
  lockReachable,
  OPEN,
  statusRefusal,
  type FullBooking,
  type StaysDeps,
} from './stays.rules';

/** The booked room of a booking that may be given a physical room (404 / 409 otherwise). */
function bookedRoomOf(full: FullBooking, bookingRoomId: number) {
  const r = full.rooms.find((x) => x.id === bookingRoomId);
  if (!r) throw notFound('Booked room not found on this booking.');
  if (r.status !== 'booked') throw conflict('This booked room is cancelled.');
  const b = full.booking;
  if (!OPEN.has(b.status) && b.status !== 'checked_in')
    throw statusRefusal(b, 'only a confirmed or checked-in booking is given a room.');
  return r;
}

/**
 * POST /api/staff/bookings/{id}/rooms/{bookingRoomId}/assign: gives a room to a booked room for
 * every night of the stay not yet past (from the arrival day, or today for a guest in house).
 */
export async function assignRoom(
  deps: StaysDeps,
  staff: StaffMember,
  id: number,
  bookingRoomId: number,
  body: AssignBody,
): Promise<void> {
  const at = deps.now();
  const today = todayIst(at);
  await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const full = await lockReachable(tx, staff, id);
      const r = bookedRoomOf(full, bookingRoomId);
      const b = full.booking;
      if (today >= b.checkOut) throw conflict(`The stay of booking ${b.bookingRefNo} has ended.`);
      const from = today > b.checkIn ? today : b.checkIn;
      const before = await rooms.roomsOnNight(tx, [r.id], from);
      const room = await rooms.giveRoom(tx, full, r, body.roomId, from);
      if (b.status === 'checked_in')
        await bookings.setRoomNumbers(tx, id, [{ roomId: r.id, roomNo: room.number }]);
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: 'assign-room',
        entity: 'booking',
        entityId: id,
        before: { bookingRoomId: r.id, room: before.get(r.id)?.number ?? null },
        after: { bookingRoomId: r.id, room: room.number, from, to: b.checkOut },
        at,
      });
    }),
  );
}

/**
 * POST /api/staff/bookings/{id}/rooms/{bookingRoomId}/move: the nights from `from` on go to
 * another room; the nights before stay on the old one (the history of the stay).
 */
export async function moveRoom(
  deps: StaysDeps,
  staff: StaffMember,
  id: number,
  bookingRoomId: number,
  body: MoveBody,
): Promise<void> {
  const at = deps.now();
  const today = todayIst(at);
  await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const full = await lockReachable(tx, staff, id);
      const r = bookedRoomOf(full, bookingRoomId);
      const b = full.booking;
      if (body.from < b.checkIn || body.from >= b.checkOut)
        throw badRequest(
          `Move from a night of the stay: ${formatDate(b.checkIn)} to ${formatDate(b.checkOut)} (the last night is the day before).`,
          [{ path: 'from', message: 'Choose a night of the stay.' }],
        );
      if (body.from < today)
        throw badRequest(
          `A past night cannot be moved: move from today, ${formatDate(today)}, on.`,
          [{ path: 'from', message: 'Choose today or a later night.' }],
        );
      const before = await rooms.roomsOnNight(tx, [r.id], body.from);
      const old = before.get(r.id);
      if (!old) throw conflict('This booked room has no room that night: assign one instead.');
      if (old.roomId === body.roomId) throw conflict(`The stay is already in room ${old.number}.`);
      const room = await rooms.giveRoom(tx, full, r, body.roomId, body.from);
      if (b.status === 'checked_in' && body.from <= today)
        await bookings.setRoomNumbers(tx, id, [{ roomId: r.id, roomNo: room.number }]);
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: 'move-room',
        entity: 'booking',
        entityId: id,
        before: { bookingRoomId: r.id, room: old.number },
        after: { bookingRoomId: r.id, room: room.number, from: body.from },
        at,
      });
    }),
  );
}
