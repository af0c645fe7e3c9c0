import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import type { Db, DbOrTx } from '../../db/client';
import {
  freeRooms,
  nightExtraRatePaise,
  nightPricePaise,
  nightsWithin,
  rateOfNight,
  roomTypeOfNight,
} from '../../db/priced-nights';
import {
  hotels,
  roomInventory,
  roomRates,
  roomTypes,
  type RoomTypeRow,
} from '../../db/schema/index';

export type { RoomTypeRow };

/**
 * One row per (room type, night in the stay) with the night's free rooms and price; a room type
 * with no inventory row in the stay comes once with `night` null (sold out). ADR 173.
 */
export type QuoteRow = {
  roomType: RoomTypeRow | null;
  night: string | null;
  free: number | null;
  pricePaise: number | null;
  extraPersonRatePaise: number | null;
};

const quoteFields = {
  roomType: roomTypes,
  night: roomInventory.night,
  free: sql<number | null>`(${freeRooms})::int`,
  pricePaise: sql<number | null>`(${nightPricePaise})::int`,
  extraPersonRatePaise: sql<number | null>`(${nightExtraRatePaise})::int`,
};

const nightsOfStay = (checkIn: unknown, checkOut: unknown) =>
  and(
    roomTypeOfNight,
    gte(roomInventory.night, sql`${checkIn}`),
    lt(roomInventory.night, sql`${checkOut}`),
  );

/**
 * Room types of the given hotels with their nights in [checkIn, checkOut), in one query (room
 * types ordered by hotel, base price, id; nights ascending).
 */
export async function quoteRows(
  db: DbOrTx,
  hotelIds: number[],
  checkIn: string,
  checkOut: string,
): Promise<QuoteRow[]> {
  if (hotelIds.length === 0) return [];
  return db
    .select(quoteFields)
    .from(roomTypes)
    .leftJoin(roomInventory, nightsOfStay(checkIn, checkOut))
    .leftJoin(roomRates, rateOfNight)
    .where(inArray(roomTypes.hotelId, hotelIds))
    .orderBy(
      asc(roomTypes.hotelId),
      asc(roomTypes.basePricePaise),
      asc(roomTypes.id),
      asc(roomInventory.night),
    );
}

/** The availability screen's query: a prepared statement, built once per database. */
function prepareHotelQuote(db: Db) {
  return db
    .select(quoteFields)
    .from(hotels)
    .leftJoin(roomTypes, eq(roomTypes.hotelId, hotels.id))
    .leftJoin(roomInventory, nightsOfStay(sql.placeholder('checkIn'), sql.placeholder('checkOut')))
    .leftJoin(roomRates, rateOfNight)
    .where(eq(hotels.id, sql.placeholder('hotelId')))
    .orderBy(asc(roomTypes.basePricePaise), asc(roomTypes.id), asc(roomInventory.night))
    .prepare('availability_hotel_quote');
}
const prepared = new WeakMap<Db, ReturnType<typeof prepareHotelQuote>>();

/**
 * One hotel's room types and nights for a stay in one prepared query: no rows means no such
 * hotel; a hotel without room types gives one row with `roomType` null.
 */
export function hotelQuoteRows(
  db: Db,
  hotelId: number,
  checkIn: string,
  checkOut: string,
): Promise<QuoteRow[]> {
  let q = prepared.get(db);
  if (!q) {
    q = prepareHotelQuote(db);
    prepared.set(db, q);
  }
  return q.execute({ hotelId, checkIn, checkOut });
}

// ---- inventory writes (this repository is the only writer of room_inventory, ADR 060) ----------

/**
 * Locks the inventory rows of these room types for [checkIn, checkOut) in the one global order,
 * (room_type_id, night) ascending, before any of them is changed (ADR 064). Every writer of
 * room_inventory goes through this, so two transactions never wait on each other in a circle.
 */
export async function lockNights(
  tx: DbOrTx,
  roomTypeIds: number[],
  checkIn: string,
  checkOut: string,
): Promise<void> {
  if (roomTypeIds.length === 0) return;
  await tx
    .select({ id: roomInventory.roomTypeId })
    .from(roomInventory)
    .where(
      and(
        inArray(roomInventory.roomTypeId, roomTypeIds),
        gte(roomInventory.night, checkIn),
        lt(roomInventory.night, checkOut),
      ),
    )
    .orderBy(asc(roomInventory.roomTypeId), asc(roomInventory.night))
    .for('update');
}

/**
 * Takes `n` rooms of a room type for every night in [checkIn, checkOut) with one conditional
 * UPDATE; returns the nights it could take. Fewer nights than the stay means a night ran out.
 */
export async function takeRooms(
  tx: DbOrTx,
  roomTypeId: number,
  n: number,
  checkIn: string,
  checkOut: string,
): Promise<string[]> {
  const rows = await tx
    .update(roomInventory)
    .set({ booked: sql`${roomInventory.booked} + ${n}` })
    .where(
      and(
        eq(roomInventory.roomTypeId, roomTypeId),
        gte(roomInventory.night, checkIn),
        lt(roomInventory.night, checkOut),
        sql`${freeRooms} >= ${n}`,
      ),
    )
    .returning({ night: roomInventory.night });
  return rows.map((r) => r.night);
}

/** Gives `n` rooms of a room type back for every night in [checkIn, checkOut). */
export async function releaseRooms(
  tx: DbOrTx,
  roomTypeId: number,
  n: number,
  checkIn: string,
  checkOut: string,
): Promise<void> {
  await tx
    .update(roomInventory)
    .set({ booked: sql`greatest(${roomInventory.booked} - ${n}, 0)` })
    .where(
      and(
        eq(roomInventory.roomTypeId, roomTypeId),
        gte(roomInventory.night, checkIn),
        lt(roomInventory.night, checkOut),
      ),
    );
}

// ---- search ----------------------------------------------------------------------------------

/** Lowest and highest base tariff over every room type (paise). */
export async function tariffRange(db: DbOrTx): Promise<{ min: number; max: number }> {
  const [row] = await db
    .select({
      min: sql<number>`coalesce(min(${roomTypes.basePricePaise}), 0)::int`,
      max: sql<number>`coalesce(max(${roomTypes.basePricePaise}), 0)::int`,
    })
    .from(roomTypes);
  return { min: Number(row?.min ?? 0), max: Number(row?.max ?? 0) };
}

/** Highest seasonal rate over every room type (paise), so the price filter covers every tariff. */
export async function highestRate(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${roomRates.pricePaise}), 0)::int` })
    .from(roomRates);
  return Number(row?.max ?? 0);
}

// ---- staff: rates, closures, room counts (ADR 140–142) ---------------------------------------

export type RateRow = { night: string; pricePaise: number; extraPersonRatePaise: number | null };

/** The nightly price overrides of a room type for the given nights. */
export function ratesOf(db: DbOrTx, roomTypeId: number, nights: string[]): Promise<RateRow[]> {
  if (nights.length === 0) return Promise.resolve([]);
  return db
    .select({
      night: roomRates.night,
      pricePaise: roomRates.pricePaise,
      extraPersonRatePaise: roomRates.extraPersonRatePaise,
    })
    .from(roomRates)
    .where(and(eq(roomRates.roomTypeId, roomTypeId), inArray(roomRates.night, nights)))
    .orderBy(asc(roomRates.night));
}

/** Writes one price override per night (insert or replace). */
export async function upsertRates(
  tx: DbOrTx,
  roomTypeId: number,
  nights: string[],
  pricePaise: number,
  extraPersonRatePaise: number | null,
): Promise<void> {
  if (nights.length === 0) return;
  await tx
    .insert(roomRates)
    .values(nights.map((night) => ({ roomTypeId, night, pricePaise, extraPersonRatePaise })))
    .onConflictDoUpdate({
      target: [roomRates.roomTypeId, roomRates.night],
      set: { pricePaise, extraPersonRatePaise },
    });
}

/** Removes the overrides of those nights: they go back to the room type's base price. */
export async function deleteRates(tx: DbOrTx, roomTypeId: number, nights: string[]): Promise<void> {
  if (nights.length === 0) return;
  await tx
    .delete(roomRates)
    .where(and(eq(roomRates.roomTypeId, roomTypeId), inArray(roomRates.night, nights)));
}

export type InventoryRow = { night: string; total: number; booked: number; closed: number };

/** A room type's inventory nights in [from, to). */
export function inventoryOf(
  db: DbOrTx,
  roomTypeId: number,
  from: string,
  to: string,
): Promise<InventoryRow[]> {
  return db
    .select({
      night: roomInventory.night,
      total: roomInventory.total,
      booked: roomInventory.booked,
      closed: roomInventory.closed,
    })
    .from(roomInventory)
    .where(and(eq(roomInventory.roomTypeId, roomTypeId), nightsWithin(from, to)))
    .orderBy(asc(roomInventory.night));
}

/** Sets the rooms out of order for every night in [from, to) (the caller locked and checked them). */
export async function setClosed(
  tx: DbOrTx,
  roomTypeId: number,
  closed: number,
  from: string,
  to: string,
): Promise<void> {
  await tx
    .update(roomInventory)
    .set({ closed })
    .where(and(eq(roomInventory.roomTypeId, roomTypeId), nightsWithin(from, to)));
}

/** Adds `delta` to the closed rooms of every night in [from, to) (the caller locked and checked them). */
export async function addClosed(
  tx: DbOrTx,
  roomTypeId: number,
  delta: number,
  from: string,
  to: string,
): Promise<void> {
  await tx
    .update(roomInventory)
    .set({ closed: sql`greatest(0, ${roomInventory.closed} + ${delta})` })
    .where(and(eq(roomInventory.roomTypeId, roomTypeId), nightsWithin(from, to)));
}

/** A room type's number of rooms from `from` on (the caller locked and checked the nights). */
export async function setTotal(
  tx: DbOrTx,
  roomTypeId: number,
  total: number,
  from: string,
): Promise<void> {
  await tx
    .update(roomInventory)
    .set({ total })
    .where(and(eq(roomInventory.roomTypeId, roomTypeId), gte(roomInventory.night, from)));
}

/** The last inventory night of a room type (null: none). */
export async function lastNight(db: DbOrTx, roomTypeId: number): Promise<string | null> {
  const [row] = await db
    .select({ last: sql<string | null>`max(${roomInventory.night})::text` })
    .from(roomInventory)
    .where(eq(roomInventory.roomTypeId, roomTypeId));
  return row?.last ?? null;
}

/** Creates a new room type's inventory nights [from, from + days) with `total` rooms each. */
/** Inventory rows for every room type's nights in [from, from + days) that have none yet. */
export async function openAllNights(db: DbOrTx, from: string, days: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO room_inventory (room_type_id, night, total, booked)
    SELECT rt.id, d::date, rt.total_rooms, 0
    FROM room_types rt,
      generate_series(${from}::date, ${addDays(from, days - 1)}::date, interval '1 day') AS d
    ON CONFLICT DO NOTHING`);
}

export async function openNights(
  tx: DbOrTx,
  roomTypeId: number,
  total: number,
  from: string,
  days: number,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO room_inventory (room_type_id, night, total, booked)
    SELECT ${roomTypeId}, d::date, ${total}, 0
    FROM generate_series(${from}::date, ${addDays(from, days - 1)}::date, interval '1 day') AS d
    ON CONFLICT DO NOTHING`);
}
