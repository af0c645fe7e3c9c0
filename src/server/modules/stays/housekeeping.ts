import type {
  Board,
  BoardRoom,
  HousekeepingBody,
  OutOfOrderBody,
  OutOfOrderPeriod,
} from '../../../shared/contracts/rooms';
import { addDays, formatDate, todayIst } from '../../../shared/dates';
import type { Db, DbOrTx } from '../../db/client';
import { retryOnce } from '../../db/retry';
import { conflict, notFound } from '../../http-errors';
import { assertHotelReach, type StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as availability from '../availability/availability.service';
import * as hotels from '../hotels/hotels.service';
import * as repo from './rooms.repo';
import { ROOMS_MSG } from './rooms.service';

/*
 * Housekeeping (issue 27, ADR 310): each room's status (clean, dirty, inspected), set by
 * housekeepers on the board and made dirty by check-out, and the periods a room is out of order,
 * which take it off sale for their nights under the inventory's night locks.
 */

type Ctx = { db: Db; staff: StaffMember; now: Date };

/** The room's hotel, within the staff member's reach: another hotel's room is "not found". */
async function reachableRoom(c: Ctx, roomId: number): Promise<number> {
  const hotelId = await repo.hotelOfRoom(c.db, roomId);
  if (hotelId === null) throw notFound(ROOMS_MSG.roomNotFound);
  try {
    assertHotelReach(c.staff, hotelId);
  } catch {
    throw notFound(ROOMS_MSG.roomNotFound);
  }
  return hotelId;
}

const period = (r: repo.OutOfOrderRow): OutOfOrderPeriod => ({
  id: r.id,
  from: r.from,
  to: r.to,
  reason: r.reason,
});

/** GET /api/staff/hotels/{hotelId}/housekeeping: every room in use, today. */
export async function board(c: Ctx, hotelId: number): Promise<Board> {
  assertHotelReach(c.staff, hotelId);
  await hotels.requireHotel(c.db, hotelId);
  const today = todayIst(c.now);
  const yesterday = addDays(today, -1);
  const all = (await repo.roomsOfHotel(c.db, hotelId)).filter((r) => r.retiredAt === null);
  const periods = await repo.outOfOrderOfHotel(c.db, hotelId, today);
  const holders = await repo.holdersOn(c.db, hotelId, [yesterday, today]);
  return { today, rooms: all.map((r) => boardRoom(r, today, periods, holders)) };
}

/**
 * A guest who left early gave back tonight's and later nights (no holder is left), but the room is
 * still the one they left today: check-out made it dirty (by nobody: `housekeepingBy` is null).
 */
function leftToday(r: repo.RoomWithType, today: string): boolean {
  return (
    r.housekeeping === 'dirty' &&
    r.housekeepingBy === null &&
    r.housekeepingAt !== null &&
    todayIst(r.housekeepingAt) === today
  );
}

function boardRoom(
  r: repo.RoomWithType,
  today: string,
  periods: repo.OutOfOrderRow[],
  holders: Awaited<ReturnType<typeof repo.holdersOn>>,
): BoardRoom {
  const mine = periods.filter((p) => p.roomId === r.id);
  const tonight = holders.find((h) => h.roomId === r.id && h.night === today);
  const lastNight = holders.find((h) => h.roomId === r.id && h.night !== today);
  const occupancy: BoardRoom['occupancy'] = tonight
    ? tonight.status === 'checked_in'
      ? 'in_house'
      : tonight.status === 'checked_out'
        ? 'departed'
        : 'arriving'
    : lastNight?.status === 'checked_out' || leftToday(r, today)
      ? 'departed'
      : 'vacant';
  const current = mine.find((p) => p.from <= today);
  return {
    id: r.id,
    number: r.number,
    floor: r.floor,
    roomTypeName: r.roomTypeName,
    status: r.housekeeping,
    statusAt: r.housekeepingAt ? r.housekeepingAt.toISOString() : null,
    outOfOrder: current ? period(current) : null,
    upcomingOutOfOrder: mine.filter((p) => p.from > today).map(period),
    occupancy,
  };
}

/** The board's line of one room after a change. */
async function boardRoomOf(c: Ctx, hotelId: number, roomId: number): Promise<BoardRoom> {
  const b = await board(c, hotelId);
  const room = b.rooms.find((r) => r.id === roomId);
  if (!room) throw notFound(ROOMS_MSG.roomNotFound);
  return room;
}

/** PUT /api/staff/rooms/{id}/housekeeping {status} */
export async function setHousekeeping(
  c: Ctx,
  roomId: number,
  body: HousekeepingBody,
): Promise<BoardRoom> {
  const hotelId = await reachableRoom(c, roomId);
  await retryOnce(() =>
    c.db.transaction(async (tx) => {
      const room = await repo.roomOf(tx, hotelId, roomId, true);
      if (!room) throw notFound(ROOMS_MSG.roomNotFound);
      if (room.retiredAt !== null) throw conflict(`Room ${room.number} is retired.`);
      if (room.housekeeping === body.status) return;
      await repo.setHousekeeping(tx, [roomId], body.status, c.now, c.staff.id);
      await audit.recordAudit(tx, {
        staffId: c.staff.id,
        action: 'housekeeping',
        entity: 'room',
        entityId: roomId,
        before: { number: room.number, status: room.housekeeping },
        after: { number: room.number, status: body.status },
        at: c.now,
      });
    }),
  );
  return boardRoomOf(c, hotelId, roomId);
}

/**
 * PUT /api/staff/rooms/{id}/out-of-order {from, to, reason}: the room is off sale for the nights
 * [from, to). 409 when a night is in the past, overlaps another period of the room, is given to a
 * stay in this room, or has no free room of its type left (it would oversell).
 */
export async function setOutOfOrder(
  c: Ctx,
  roomId: number,
  body: OutOfOrderBody,
): Promise<BoardRoom> {
  const hotelId = await reachableRoom(c, roomId);
  const today = todayIst(c.now);
  if (body.from < today)
    throw conflict(
      `A room can be out of order from today, ${formatDate(today)}, on; ${formatDate(body.from)} has passed.`,
    );
  await retryOnce(() =>
    hotels.changeHotel(c.db, hotelId, async (tx: DbOrTx) => {
      const found = await repo.roomOf(tx, hotelId, roomId);
      if (!found) throw notFound(ROOMS_MSG.roomNotFound);
      // the global lock order (ADR 064): room type, its nights, then the room
      const t = await hotels.roomTypeOf(tx, hotelId, found.roomTypeId, true);
      await availability.adjustClosures(
        tx,
        { id: t.id, name: t.name },
        body.from,
        body.to,
        1,
        found.number,
      );
      const room = (await repo.roomOf(tx, hotelId, roomId, true))!;
      if (room.retiredAt !== null) throw conflict(`Room ${room.number} is retired.`);
      const [other] = await repo.outOfOrderOverlapping(tx, roomId, body.from, body.to);
      if (other)
        throw conflict(
          `Room ${room.number} is already out of order from ${formatDate(other.from)} to ${formatDate(other.to)} (${other.reason}).`,
        );
      await repo.freeStaleNights(tx, roomId, body.from, body.to);
      const held = await repo.firstTaken(tx, roomId, body.from, body.to, 0);
      if (held)
        throw conflict(
          `Room ${room.number} is given to booking ${held.bookingRefNo} on the night of ${formatDate(held.night)}: move that stay to another room first.`,
          { night: held.night },
        );
      const row = await repo.insertOutOfOrder(tx, {
        roomId,
        from: body.from,
        to: body.to,
        reason: body.reason.trim(),
        staffId: c.staff.id,
      });
      await audit.recordAudit(tx, {
        staffId: c.staff.id,
        action: 'out-of-order',
        entity: 'room',
        entityId: roomId,
        before: null,
        after: { number: room.number, ...period(row) },
        at: c.now,
      });
    }),
  );
  return boardRoomOf(c, hotelId, roomId);
}

/**
 * DELETE /api/staff/rooms/{id}/out-of-order/{periodId}: the room is back in service from today (a
 * period not begun yet is removed); its remaining nights go back on sale.
 */
export async function endOutOfOrder(c: Ctx, roomId: number, periodId: number): Promise<BoardRoom> {
  const hotelId = await reachableRoom(c, roomId);
  const today = todayIst(c.now);
  await retryOnce(() =>
    hotels.changeHotel(c.db, hotelId, async (tx: DbOrTx) => {
      const found = await repo.roomOf(tx, hotelId, roomId);
      if (!found) throw notFound(ROOMS_MSG.roomNotFound);
      const t = await hotels.roomTypeOf(tx, hotelId, found.roomTypeId, true);
      const p = await repo.outOfOrderById(tx, roomId, periodId);
      if (!p) throw notFound('This room has no such out-of-order period.');
      if (p.to <= today)
        throw conflict(`This period ended on ${formatDate(p.to)}; it cannot change now.`);
      const from = p.from > today ? p.from : today;
      await availability.adjustClosures(
        tx,
        { id: t.id, name: t.name },
        from,
        p.to,
        -1,
        found.number,
      );
      await repo.endOutOfOrder(tx, p.id, p.from >= today ? null : today);
      await audit.recordAudit(tx, {
        staffId: c.staff.id,
        action: 'back-in-service',
        entity: 'room',
        entityId: roomId,
        before: { number: found.number, ...period(p) },
        after: { number: found.number, backFrom: from },
        at: c.now,
      });
    }),
  );
  return boardRoomOf(c, hotelId, roomId);
}
