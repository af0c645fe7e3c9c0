import type {
  Chart,
  RoomCreateBody,
  RoomUpdateBody,
  StaffRoom,
} from '../../../shared/contracts/rooms';
import { formatDate, nightsOf, todayIst } from '../../../shared/dates';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { retryOnce } from '../../db/retry';
import { conflict, HttpError, notFound } from '../../http-errors';
import { assertHotelReach, type StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as availability from '../availability/availability.service';
import * as hotels from '../hotels/hotels.service';
import * as repo from './rooms.repo';
import type { FullBooking } from './stays.rules';

/*
 * A hotel's physical rooms and the nights each is given to a booked room (issue 27, ADR 265).
 * A room type's number of rooms is its rooms in use: adding one raises every future night's
 * inventory total, retiring one lowers it (409 when that night has more rooms booked or closed).
 */

type Ctx = { db: Db; staff: StaffMember; now: Date };

export const ROOMS_MSG = { roomNotFound: 'Room not found.' } as const;

const dto = (r: repo.RoomWithType): StaffRoom => ({
  id: r.id,
  hotelId: r.hotelId,
  roomTypeId: r.roomTypeId,
  roomTypeName: r.roomTypeName,
  number: r.number,
  floor: r.floor,
  features: r.features,
  retired: r.retiredAt !== null,
});

const auditRoom = (r: repo.RoomWithType) => ({
  number: r.number,
  floor: r.floor,
  features: r.features,
  roomTypeId: r.roomTypeId,
  retired: r.retiredAt !== null,
});

export async function listRooms(c: Ctx, hotelId: number): Promise<StaffRoom[]> {
  assertHotelReach(c.staff, hotelId);
  await hotels.requireHotel(c.db, hotelId);
  return (await repo.roomsOfHotel(c.db, hotelId)).map(dto);
}

const duplicate = (number: string) => {
  const message = `Another room of this hotel is already numbered ${number}.`;
  return new HttpError(409, message, [{ path: 'number', message }]);
};

/** Runs a room change in the hotel's change (public caches dropped on commit), 23505 -> 409. */
async function roomChange<T>(
  c: Ctx,
  hotelId: number,
  number: string | undefined,
  fn: (tx: DbOrTx) => Promise<T>,
) {
  try {
    return await retryOnce(() => hotels.changeHotel(c.db, hotelId, fn));
  } catch (err) {
    if (number !== undefined && repo.isDuplicateNumber(err)) throw duplicate(number);
    throw err;
  }
}

/** The room type's count and future inventory follow its rooms in use. */
async function recount(tx: DbOrTx, hotelId: number, roomTypeId: number, today: string) {
  const t = await hotels.roomTypeOf(tx, hotelId, roomTypeId, true);
  const n = await repo.roomsInUse(tx, roomTypeId);
  if (n === t.totalRooms) return;
  await availability.resizeInventory(tx, { id: t.id, name: t.name }, n, today);
  await hotels.setRoomCount(tx, t, n);
}

export async function createRoom(
  c: Ctx,
  hotelId: number,
  body: RoomCreateBody,
): Promise<StaffRoom> {
  assertHotelReach(c.staff, hotelId);
  await hotels.requireHotel(c.db, hotelId);
  const number = body.number.trim();
  const id = await roomChange(c, hotelId, number, async (tx) => {
    // the room type first (its lock orders this change before its inventory, ADR 064)
    await hotels.roomTypeOf(tx, hotelId, body.roomTypeId, true);
    const row = await repo.insertRoom(tx, {
      hotelId,
      roomTypeId: body.roomTypeId,
      number,
      floor: body.floor,
      features: body.features ?? [],
    });
    await recount(tx, hotelId, body.roomTypeId, todayIst(c.now));
    const room = (await repo.roomOf(tx, hotelId, row.id))!;
    await audit.recordAudit(tx, {
      staffId: c.staff.id,
      action: 'create',
      entity: 'room',
      entityId: row.id,
      before: null,
      after: { hotelId, ...auditRoom(room) },
      at: c.now,
    });
    return row.id;
  });
  return dto((await repo.roomOf(c.db, hotelId, id))!);
}

/** Renames, re-floors, re-describes, retires or brings back a room. */
export async function updateRoom(
  c: Ctx,
  hotelId: number,
  roomId: number,
  body: RoomUpdateBody,
): Promise<StaffRoom> {
  assertHotelReach(c.staff, hotelId);
  const today = todayIst(c.now);
  const number = body.number?.trim();
  await roomChange(c, hotelId, number, async (tx) => {
    const found = await repo.roomOf(tx, hotelId, roomId);
    if (!found) throw notFound(ROOMS_MSG.roomNotFound);
    await hotels.roomTypeOf(tx, hotelId, found.roomTypeId, true);
    const before = (await repo.roomOf(tx, hotelId, roomId, true))!;
    const retire = body.retired === true && before.retiredAt === null;
    const restore = body.retired === false && before.retiredAt !== null;
    if (retire) {
      const [ooo] = await repo.outOfOrderOverlapping(tx, roomId, today, '9999-12-31');
      if (ooo)
        throw conflict(
          `Room ${before.number} is out of order until ${formatDate(ooo.to)}: put it back in service before retiring it.`,
        );
      const held = await repo.nextHeldNight(tx, roomId, today);
      if (held)
        throw conflict(
          `Room ${before.number} is given to booking ${held.bookingRefNo} on the night of ${formatDate(
            held.night,
          )}: move that stay to another room before retiring it.`,
          { night: held.night },
        );
    }
    await repo.updateRoom(tx, roomId, {
      ...(number !== undefined ? { number } : {}),
      ...(body.floor !== undefined ? { floor: body.floor } : {}),
      ...(body.features !== undefined ? { features: body.features } : {}),
      ...(retire ? { retiredAt: c.now } : restore ? { retiredAt: null } : {}),
    });
    if (retire || restore) await recount(tx, hotelId, before.roomTypeId, today);
    await audit.recordAudit(tx, {
      staffId: c.staff.id,
      action: retire ? 'retire' : 'update',
      entity: 'room',
      entityId: roomId,
      before: auditRoom(before),
      after: auditRoom((await repo.roomOf(tx, hotelId, roomId))!),
      at: c.now,
    });
  });
  return dto((await repo.roomOf(c.db, hotelId, roomId))!);
}

// ---- assignment ------------------------------------------------------------------------------

type BookedRoom = FullBooking['rooms'][number];

/** A 409 naming the room and the night it is taken. */
const taken = (number: string, h: repo.Holder | null) =>
  conflict(
    h
      ? `Room ${number} is taken on the night of ${formatDate(h.night)} (booking ${h.bookingRefNo}). Choose another room.`
      : `Room ${number} was just given to another stay. Choose another room.`,
    { room: number, ...(h ? { night: h.night } : {}) },
  );

/**
 * Gives room `roomId` to a booked room for the nights [from, checkOut) (the booking is locked by
 * the caller). The room must be in use, of this hotel and of the booked room type. The primary key
 * of room_nights refuses a night another stay holds, even under a race (409 naming the room).
 */
export async function giveRoom(
  tx: Tx,
  full: FullBooking,
  bookedRoom: BookedRoom,
  roomId: number,
  from: string,
): Promise<repo.RoomWithType> {
  const b = full.booking;
  // the room's row lock orders this against the room going out of order (ADR 310)
  const room = await repo.roomOf(tx, b.hotelId, roomId, true);
  if (!room) throw notFound(ROOMS_MSG.roomNotFound);
  if (room.retiredAt !== null) throw conflict(`Room ${room.number} is retired.`);
  const [ooo] = await repo.outOfOrderOverlapping(tx, roomId, from, b.checkOut);
  if (ooo)
    throw conflict(
      `Room ${room.number} is out of order from ${formatDate(ooo.from)} to ${formatDate(ooo.to)} (${ooo.reason}). Choose another room.`,
      { room: room.number },
    );
  if (room.roomTypeId !== bookedRoom.roomTypeId)
    throw conflict(
      `Room ${room.number} is a ${room.roomTypeName}; this booked room is a ${bookedRoom.roomTypeName}.`,
    );
  const nights = nightsOf(from, b.checkOut);
  await repo.freeStaleNights(tx, roomId, from, b.checkOut);
  const holder = await repo.firstTaken(tx, roomId, from, b.checkOut, bookedRoom.id);
  if (holder) throw taken(room.number, holder);
  await repo.deleteNights(tx, [bookedRoom.id], from);
  try {
    await repo.insertNights(tx, roomId, bookedRoom.id, nights);
  } catch (err) {
    if (repo.isNightTaken(err)) throw taken(room.number, null);
    throw err;
  }
  return room;
}

/** The physical room of each booked room on a night (booked room id -> room number). */
export async function roomsOnNight(
  db: DbOrTx,
  bookingRoomIds: number[],
  night: string,
): Promise<Map<number, { roomId: number; number: string }>> {
  const rows = await repo.nightsOf(db, bookingRoomIds);
  return new Map(
    rows
      .filter((r) => r.night === night)
      .map((r) => [r.bookingRoomId, { roomId: r.roomId, number: r.number }]),
  );
}

/** Rooms of a room type named out of order on each night of [from, to) (ADR 310). */
export function outOfOrderByNight(
  db: DbOrTx,
  roomTypeId: number,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  return repo.outOfOrderCounts(db, roomTypeId, from, to);
}

/**
 * Check-out leaves the rooms the guest slept in dirty (ADR 310): the room of each booked room's
 * latest night up to today.
 */
export async function markDirtyAfterCheckOut(
  tx: Tx,
  bookingRoomIds: number[],
  today: string,
  at: Date,
): Promise<void> {
  const roomIds = await repo.lastRoomsOf(tx, bookingRoomIds, today);
  await repo.setHousekeeping(tx, roomIds, 'dirty', at, null);
}

/** Gives back the rooms of booked rooms from `from` on (a no-show, an early departure). */
export function releaseRoomNights(tx: Tx, bookingRoomIds: number[], from: string): Promise<void> {
  return repo.deleteNights(tx, bookingRoomIds, from);
}

// ---- the room chart --------------------------------------------------------------------------

/**
 * GET /api/staff/hotels/{id}/chart: the hotel's rooms with the stay on each of their nights in
 * [from, to), and the booked rooms that have no room on a night (guest name, status, reference).
 */
export async function chart(c: Ctx, hotelId: number, from: string, to: string): Promise<Chart> {
  assertHotelReach(c.staff, hotelId);
  // the hotel's existence (404) and the chart itself, side by side: one round trip of waiting
  const [, chart] = await Promise.all([
    hotels.requireHotel(c.db, hotelId),
    repo.chartOf(c.db, hotelId, from, to),
  ]);
  return { from, to, nights: nightsOf(from, to), ...chart };
}
