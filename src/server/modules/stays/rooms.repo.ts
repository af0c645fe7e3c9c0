import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { HousekeepingStatus } from '../../../shared/statuses';
import {
  bookingRooms,
  bookings,
  roomNights,
  roomOutOfOrder,
  rooms,
  roomTypes,
} from '../../db/schema/index';
import { isUniqueViolation } from '../../db/errors';

/** The only writer of rooms and room_nights (issue 27, ADR 265). */
export type RoomRow = typeof rooms.$inferSelect;
export type RoomWithType = RoomRow & { roomTypeName: string };

const withType = {
  id: rooms.id,
  hotelId: rooms.hotelId,
  roomTypeId: rooms.roomTypeId,
  number: rooms.number,
  floor: rooms.floor,
  features: rooms.features,
  retiredAt: rooms.retiredAt,
  createdAt: rooms.createdAt,
  housekeeping: rooms.housekeeping,
  housekeepingAt: rooms.housekeepingAt,
  housekeepingBy: rooms.housekeepingBy,
  roomTypeName: roomTypes.name,
};

/** A hotel's rooms (retired ones too), by floor and number. */
export function roomsOfHotel(db: DbOrTx, hotelId: number): Promise<RoomWithType[]> {
  return db
    .select(withType)
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .where(eq(rooms.hotelId, hotelId))
    .orderBy(asc(rooms.floor), asc(sql`length(${rooms.number})`), asc(rooms.number));
}

/** A room of this hotel (null: none, or another hotel's); `lock` takes its row lock. */
export async function roomOf(
  db: DbOrTx,
  hotelId: number,
  roomId: number,
  lock = false,
): Promise<RoomWithType | null> {
  const q = db
    .select(withType)
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .where(and(eq(rooms.id, roomId), eq(rooms.hotelId, hotelId)));
  const rows = lock ? await q.for('update', { of: rooms }) : await q;
  return rows[0] ?? null;
}

/** Rooms of a room type in use (not retired). */
export async function roomsInUse(db: DbOrTx, roomTypeId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rooms)
    .where(and(eq(rooms.roomTypeId, roomTypeId), isNull(rooms.retiredAt)));
  return Number(row?.n ?? 0);
}

export async function insertRoom(
  tx: DbOrTx,
  values: {
    hotelId: number;
    roomTypeId: number;
    number: string;
    floor: number;
    features: string[];
  },
): Promise<RoomRow> {
  const [row] = await tx.insert(rooms).values(values).returning();
  return row!;
}

export async function updateRoom(
  tx: DbOrTx,
  id: number,
  patch: Partial<Pick<RoomRow, 'number' | 'floor' | 'features' | 'retiredAt'>>,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await tx.update(rooms).set(patch).where(eq(rooms.id, id));
}

/** Whether an error is the unique index of room numbers (another room in use has the number). */
export const isDuplicateNumber = (err: unknown): boolean =>
  isUniqueViolation(err, 'rooms_hotel_number_idx');

/** Whether an error is the primary key of room_nights (the room is taken that night). */
export const isNightTaken = (err: unknown): boolean =>
  isUniqueViolation(err, 'room_nights_room_id_night_pk');

// ---- room-nights -----------------------------------------------------------------------------

/** A stay still holding its room: a booked room of a booking not cancelled, failed or no-show. */
const holding = sql`${bookingRooms.status} = 'booked' AND ${bookings.status} IN ('pending_payment', 'confirmed', 'partially_cancelled', 'checked_in', 'checked_out')`;

/**
 * Frees the nights in [from, to) of a room held by stays that no longer hold it (a cancelled room
 * or booking, a no-show): cancellation does not know about rooms, so an assignment clears them.
 */
export async function freeStaleNights(
  tx: DbOrTx,
  roomId: number,
  from: string,
  to: string,
): Promise<void> {
  await tx.execute(sql`
    DELETE FROM room_nights rn
    USING booking_rooms br, bookings b
    WHERE rn.room_id = ${roomId} AND rn.night >= ${from}::date AND rn.night < ${to}::date
      AND br.id = rn.booking_room_id AND b.id = br.booking_id
      AND NOT (br.status = 'booked' AND b.status IN ('pending_payment', 'confirmed', 'partially_cancelled', 'checked_in', 'checked_out'))`);
}

export type Holder = { night: string; bookingRoomId: number; bookingRefNo: string };

/** The first night in [from, to) the room is given to another booked room (null: free). */
export async function firstTaken(
  db: DbOrTx,
  roomId: number,
  from: string,
  to: string,
  except: number,
): Promise<Holder | null> {
  const rows = await db
    .select({
      night: roomNights.night,
      bookingRoomId: roomNights.bookingRoomId,
      bookingRefNo: bookings.bookingRefNo,
    })
    .from(roomNights)
    .innerJoin(bookingRooms, eq(bookingRooms.id, roomNights.bookingRoomId))
    .innerJoin(bookings, eq(bookings.id, bookingRooms.bookingId))
    .where(
      and(
        eq(roomNights.roomId, roomId),
        gte(roomNights.night, from),
        lt(roomNights.night, to),
        sql`${roomNights.bookingRoomId} <> ${except}`,
        holding,
      ),
    )
    .orderBy(asc(roomNights.night))
    .limit(1);
  return rows[0] ?? null;
}

/** The nights of booked rooms and the room each is in. */
export function nightsOf(
  db: DbOrTx,
  bookingRoomIds: number[],
): Promise<{ bookingRoomId: number; night: string; roomId: number; number: string }[]> {
  if (bookingRoomIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bookingRoomId: roomNights.bookingRoomId,
      night: roomNights.night,
      roomId: roomNights.roomId,
      number: rooms.number,
    })
    .from(roomNights)
    .innerJoin(rooms, eq(rooms.id, roomNights.roomId))
    .where(inArray(roomNights.bookingRoomId, bookingRoomIds))
    .orderBy(asc(roomNights.night));
}

/** Takes the room for a booked room's nights; a night already taken is a unique violation. */
export async function insertNights(
  tx: DbOrTx,
  roomId: number,
  bookingRoomId: number,
  nights: string[],
): Promise<void> {
  if (nights.length === 0) return;
  await tx.insert(roomNights).values(nights.map((night) => ({ roomId, night, bookingRoomId })));
}

/** Gives back a booked room's nights from `from` on (all of them without `from`). */
export async function deleteNights(
  tx: DbOrTx,
  bookingRoomIds: number[],
  from?: string,
): Promise<void> {
  if (bookingRoomIds.length === 0) return;
  await tx
    .delete(roomNights)
    .where(
      and(
        inArray(roomNights.bookingRoomId, bookingRoomIds),
        from ? gte(roomNights.night, from) : undefined,
      ),
    );
}

/** Whether a room is given to a stay on any night from `from` on. */
export async function nextHeldNight(
  db: DbOrTx,
  roomId: number,
  from: string,
): Promise<Holder | null> {
  return firstTaken(db, roomId, from, '9999-12-31', 0);
}

// ---- the chart -------------------------------------------------------------------------------

export type ChartRoomNight = {
  roomId: number;
  night: string;
  bookingRoomId: number;
  bookingId: number;
  bookingRefNo: string;
  guestName: string;
  status: (typeof bookings.$inferSelect)['status'];
};

/** The room-nights of a hotel in [from, to), of stays that hold their room. */
export function chartNights(
  db: DbOrTx,
  hotelId: number,
  from: string,
  to: string,
): Promise<ChartRoomNight[]> {
  return db
    .select({
      roomId: roomNights.roomId,
      night: roomNights.night,
      bookingRoomId: roomNights.bookingRoomId,
      bookingId: bookings.id,
      bookingRefNo: bookings.bookingRefNo,
      guestName: bookings.customerName,
      status: bookings.status,
    })
    .from(roomNights)
    .innerJoin(rooms, eq(rooms.id, roomNights.roomId))
    .innerJoin(bookingRooms, eq(bookingRooms.id, roomNights.bookingRoomId))
    .innerJoin(bookings, eq(bookings.id, bookingRooms.bookingId))
    .where(
      and(
        eq(rooms.hotelId, hotelId),
        gte(roomNights.night, from),
        lt(roomNights.night, to),
        holding,
      ),
    )
    .orderBy(asc(roomNights.night));
}

export type ChartBookedRoom = {
  bookingRoomId: number;
  roomTypeId: number;
  bookingId: number;
  bookingRefNo: string;
  guestName: string;
  status: (typeof bookings.$inferSelect)['status'];
  checkIn: string;
  checkOut: string;
};

/** The booked rooms of a hotel's stays that overlap [from, to) and hold their rooms. */
export function bookedRoomsBetween(
  db: DbOrTx,
  hotelId: number,
  from: string,
  to: string,
): Promise<ChartBookedRoom[]> {
  return db
    .select({
      bookingRoomId: bookingRooms.id,
      roomTypeId: bookingRooms.roomTypeId,
      bookingId: bookings.id,
      bookingRefNo: bookings.bookingRefNo,
      guestName: bookings.customerName,
      status: bookings.status,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
    })
    .from(bookingRooms)
    .innerJoin(bookings, eq(bookings.id, bookingRooms.bookingId))
    .where(
      and(
        eq(bookings.hotelId, hotelId),
        lt(bookings.checkIn, to),
        sql`${bookings.checkOut} > ${from}`,
        sql`${bookings.status} IN ('confirmed', 'partially_cancelled', 'checked_in')`,
        eq(bookingRooms.status, 'booked'),
      ),
    )
    .orderBy(asc(bookings.checkIn), asc(bookingRooms.id));
}

// ---- housekeeping and out of order (ADR 310) --------------------------------------------------

/** The hotel a room belongs to (null: no such room). */
export async function hotelOfRoom(db: DbOrTx, roomId: number): Promise<number | null> {
  const [row] = await db.select({ hotelId: rooms.hotelId }).from(rooms).where(eq(rooms.id, roomId));
  return row?.hotelId ?? null;
}

export async function setHousekeeping(
  tx: DbOrTx,
  roomIds: number[],
  status: HousekeepingStatus,
  at: Date,
  by: number | null,
): Promise<void> {
  if (roomIds.length === 0) return;
  await tx
    .update(rooms)
    .set({ housekeeping: status, housekeepingAt: at, housekeepingBy: by })
    .where(inArray(rooms.id, roomIds));
}

/** The room each booked room slept in last: its latest night up to `night` (inclusive). */
export async function lastRoomsOf(
  db: DbOrTx,
  bookingRoomIds: number[],
  night: string,
): Promise<number[]> {
  if (bookingRoomIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([roomNights.bookingRoomId], { roomId: roomNights.roomId })
    .from(roomNights)
    .where(and(inArray(roomNights.bookingRoomId, bookingRoomIds), lte(roomNights.night, night)))
    .orderBy(asc(roomNights.bookingRoomId), desc(roomNights.night));
  return rows.map((r) => r.roomId);
}

export type OutOfOrderRow = typeof roomOutOfOrder.$inferSelect;

/** A room's periods out of order that overlap [from, to). */
export function outOfOrderOverlapping(
  db: DbOrTx,
  roomId: number,
  from: string,
  to: string,
): Promise<OutOfOrderRow[]> {
  return db
    .select()
    .from(roomOutOfOrder)
    .where(
      and(
        eq(roomOutOfOrder.roomId, roomId),
        lt(roomOutOfOrder.from, to),
        gt(roomOutOfOrder.to, from),
      ),
    )
    .orderBy(asc(roomOutOfOrder.from));
}

export async function outOfOrderById(
  db: DbOrTx,
  roomId: number,
  id: number,
): Promise<OutOfOrderRow | null> {
  const [row] = await db
    .select()
    .from(roomOutOfOrder)
    .where(and(eq(roomOutOfOrder.id, id), eq(roomOutOfOrder.roomId, roomId)));
  return row ?? null;
}

export async function insertOutOfOrder(
  tx: DbOrTx,
  values: { roomId: number; from: string; to: string; reason: string; staffId: number },
): Promise<OutOfOrderRow> {
  const [row] = await tx.insert(roomOutOfOrder).values(values).returning();
  return row!;
}

/** Ends a period on `to` (the room is back that day); a period not begun yet is deleted. */
export async function endOutOfOrder(tx: DbOrTx, id: number, to: string | null): Promise<void> {
  if (to === null) await tx.delete(roomOutOfOrder).where(eq(roomOutOfOrder.id, id));
  else await tx.update(roomOutOfOrder).set({ to }).where(eq(roomOutOfOrder.id, id));
}

/** Rooms of a room type out of order on each night of [from, to). */
export async function outOfOrderCounts(
  db: DbOrTx,
  roomTypeId: number,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const res = (await db.execute(sql`
    SELECT to_char(d, 'YYYY-MM-DD') AS night, count(*)::int AS n
    FROM room_out_of_order o
    JOIN rooms r ON r.id = o.room_id
    CROSS JOIN LATERAL generate_series(greatest(o."from", ${from}::date), least(o."to", ${to}::date) - 1, interval '1 day') d
    WHERE r.room_type_id = ${roomTypeId} AND o."from" < ${to}::date AND o."to" > ${from}::date
    GROUP BY d`)) as unknown as { rows: { night: string; n: number }[] };
  return new Map(res.rows.map((r) => [r.night, Number(r.n)]));
}

/** The hotel's periods out of order that end after `from`. */
export function outOfOrderOfHotel(
  db: DbOrTx,
  hotelId: number,
  from: string,
): Promise<OutOfOrderRow[]> {
  return db
    .select({
      id: roomOutOfOrder.id,
      roomId: roomOutOfOrder.roomId,
      from: roomOutOfOrder.from,
      to: roomOutOfOrder.to,
      reason: roomOutOfOrder.reason,
      staffId: roomOutOfOrder.staffId,
      createdAt: roomOutOfOrder.createdAt,
    })
    .from(roomOutOfOrder)
    .innerJoin(rooms, eq(rooms.id, roomOutOfOrder.roomId))
    .where(and(eq(rooms.hotelId, hotelId), gt(roomOutOfOrder.to, from)))
    .orderBy(asc(roomOutOfOrder.from));
}

/** The stays holding a hotel's rooms on two nights (yesterday and today), with their status. */
export function holdersOn(
  db: DbOrTx,
  hotelId: number,
  nights: string[],
): Promise<{ roomId: number; night: string; status: ChartRoomNight['status'] }[]> {
  return db
    .select({ roomId: roomNights.roomId, night: roomNights.night, status: bookings.status })
    .from(roomNights)
    .innerJoin(rooms, eq(rooms.id, roomNights.roomId))
    .innerJoin(bookingRooms, eq(bookingRooms.id, roomNights.bookingRoomId))
    .innerJoin(bookings, eq(bookings.id, bookingRooms.bookingId))
    .where(and(eq(rooms.hotelId, hotelId), inArray(roomNights.night, nights), holding));
}

// ---- a stay changed elsewhere (an OTA's modification, ADR 388) --------------------------------

/** The nights of booked rooms with the room and its room type, by night. */
export function nightsWithType(
  db: DbOrTx,
  bookingRoomIds: number[],
): Promise<{ bookingRoomId: number; night: string; roomId: number; roomTypeId: number }[]> {
  if (bookingRoomIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bookingRoomId: roomNights.bookingRoomId,
      night: roomNights.night,
      roomId: roomNights.roomId,
      roomTypeId: rooms.roomTypeId,
    })
    .from(roomNights)
    .innerJoin(rooms, eq(rooms.id, roomNights.roomId))
    .where(inArray(roomNights.bookingRoomId, bookingRoomIds))
    .orderBy(asc(roomNights.night));
}

/** Gives back some nights of one booked room. */
export async function deleteNightsOn(
  tx: DbOrTx,
  bookingRoomId: number,
  nights: string[],
): Promise<void> {
  if (nights.length === 0) return;
  await tx
    .delete(roomNights)
    .where(and(eq(roomNights.bookingRoomId, bookingRoomId), inArray(roomNights.night, nights)));
}
