import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roomInventory, roomRates, roomTypes, type RoomTypeRow } from '../../db/schema/index';

export type { RoomTypeRow };

export function roomTypesOf(db: DbOrTx, hotelIds: number[]): Promise<RoomTypeRow[]> {
  if (hotelIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(roomTypes)
    .where(inArray(roomTypes.hotelId, hotelIds))
    .orderBy(asc(roomTypes.hotelId), asc(roomTypes.basePricePaise), asc(roomTypes.id));
}

export type NightRow = { roomTypeId: number; night: string; free: number; pricePaise: number };

/** Free rooms and the price of each night in [checkIn, checkOut) for the given room types. */
export async function nightsOf(
  db: DbOrTx,
  roomTypeIds: number[],
  checkIn: string,
  checkOut: string,
): Promise<NightRow[]> {
  if (roomTypeIds.length === 0) return [];
  return db
    .select({
      roomTypeId: roomInventory.roomTypeId,
      night: roomInventory.night,
      free: sql<number>`(${roomInventory.total} - ${roomInventory.booked})::int`,
      pricePaise: sql<number>`coalesce(${roomRates.pricePaise}, ${roomTypes.basePricePaise})::int`,
    })
    .from(roomInventory)
    .innerJoin(roomTypes, eq(roomTypes.id, roomInventory.roomTypeId))
    .leftJoin(
      roomRates,
      and(
        eq(roomRates.roomTypeId, roomInventory.roomTypeId),
        eq(roomRates.night, roomInventory.night),
      ),
    )
    .where(
      and(
        inArray(roomInventory.roomTypeId, roomTypeIds),
        gte(roomInventory.night, checkIn),
        lt(roomInventory.night, checkOut),
      ),
    )
    .orderBy(asc(roomInventory.roomTypeId), asc(roomInventory.night));
}
