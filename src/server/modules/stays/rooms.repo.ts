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
  /** the OTA the booking came from (channel_bookings, ADR 395); null: website or counter */
  source: string | null;
};

/** A room of the chart: its stay on each night it is given (the shape of GET .../chart). */
export type ChartRoomRow = {
  id: number;
  number: string;
  floor: number;
  roomTypeId: number;
  roomTypeName: string;
  retired: boolean;
  housekeeping: HousekeepingStatus;
  outOfOrder: { id: number; from: string; to: string; reason: string }[];
  stays: Omit<ChartRoomNight, 'roomId'>[];
};

/** A night of a booked room with no room yet (the chart's list above the rooms). */
export type ChartUnassignedRow = Omit<ChartRoomNight, 'roomId'> & { roomTypeId: number };

/**
 * The room chart of a hotel's nights [from, to) in one statement (ADR 383): Postgres builds the
 * JSON, so the desk's chart costs one round trip and one JSON.parse however many rooms and nights.
 * - rooms: the rooms in use, and retired rooms holding a stay, by floor and number; each with the
 *   periods out of order overlapping the nights and its room-nights of stays that hold it, by night;
 * - unassigned: each night in [from, to) of a booked room of a confirmed, partly cancelled or
 *   checked-in booking that no room holds, by arrival, booked room and night.
 */
export async function chartOf(
  db: DbOrTx,
  hotelId: number,
  from: string,
  to: string,
): Promise<{ rooms: ChartRoomRow[]; unassigned: ChartUnassignedRow[] }> {
  const res = (await db.execute(sql`
    WITH held AS MATERIALIZED (
      SELECT rn.room_id, rn.night, rn.booking_room_id, b.id AS booking_id, b.booking_ref_no,
             b.customer_name, b.status, cb.ota_name AS source
      FROM room_nights rn
      JOIN rooms r ON r.id = rn.room_id
      JOIN booking_rooms br ON br.id = rn.booking_room_id
      JOIN bookings b ON b.id = br.booking_id
      LEFT JOIN channel_bookings cb ON cb.booking_id = b.id
      WHERE r.hotel_id = ${hotelId} AND rn.night >= ${from}::date AND rn.night < ${to}::date
        AND br.status = 'booked'
        AND b.status IN ('pending_payment', 'confirmed', 'partially_cancelled', 'checked_in', 'checked_out')
    )
    SELECT
      (SELECT coalesce(json_agg(json_build_object(
          'id', r.id, 'number', r.number, 'floor', r.floor, 'roomTypeId', r.room_type_id,
          'roomTypeName', rt.name, 'retired', r.retired_at IS NOT NULL,
          'housekeeping', r.housekeeping,
          'outOfOrder', coalesce((
            SELECT json_agg(json_build_object('id', o.id, 'from', o."from", 'to', o."to", 'reason', o.reason)
                            ORDER BY o."from", o.id)
            FROM room_out_of_order o
            WHERE o.room_id = r.id AND o."to" > ${from}::date AND o."from" < ${to}::date), '[]'::json),
          'stays', coalesce((
            SELECT json_agg(json_build_object(
                     'night', h.night, 'bookingRoomId', h.booking_room_id, 'bookingId', h.booking_id,
                     'bookingRefNo', h.booking_ref_no, 'guestName', h.customer_name, 'status', h.status,
                     'source', h.source)
                   ORDER BY h.night)
            FROM held h WHERE h.room_id = r.id), '[]'::json)
        ) ORDER BY r.floor, length(r.number), r.number), '[]'::json)
       FROM rooms r JOIN room_types rt ON rt.id = r.room_type_id
       WHERE r.hotel_id = ${hotelId}
         AND (r.retired_at IS NULL OR EXISTS (SELECT 1 FROM held h WHERE h.room_id = r.id))
      ) AS rooms,
      (SELECT coalesce(json_agg(json_build_object(
          'night', g.night, 'bookingRoomId', br.id, 'bookingId', b.id,
          'bookingRefNo', b.booking_ref_no, 'guestName', b.customer_name, 'status', b.status,
          'roomTypeId', br.room_type_id, 'source', cb.ota_name
        ) ORDER BY b.check_in, br.id, g.night), '[]'::json)
       FROM booking_rooms br
       JOIN bookings b ON b.id = br.booking_id
       LEFT JOIN channel_bookings cb ON cb.booking_id = b.id
       CROSS JOIN LATERAL (
         SELECT d::date AS night
         FROM generate_series(greatest(b.check_in, ${from}::date), least(b.check_out, ${to}::date) - 1, interval '1 day') d
       ) g
       WHERE b.hotel_id = ${hotelId} AND b.check_in < ${to}::date AND b.check_out > ${from}::date
         AND b.status IN ('confirmed', 'partially_cancelled', 'checked_in')
         AND br.status = 'booked'
         AND NOT EXISTS (SELECT 1 FROM held h WHERE h.booking_room_id = br.id AND h.night = g.night)
      ) AS unassigned`)) as unknown as {
    rows: { rooms: ChartRoomRow[] | string; unassigned: ChartUnassignedRow[] | string }[];
  };
  const row = res.rows[0];
  // node-postgres and PGlite both parse json; a driver that does not hands back the text
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return { rooms: parse(row?.rooms ?? []), unassigned: parse(row?.unassigned ?? []) };
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
