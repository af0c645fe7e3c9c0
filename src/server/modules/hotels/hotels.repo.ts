import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  nightPricePaise,
  nightsWithin,
  freeRooms,
  rateOfNight,
  roomTypeOfNight,
} from '../../db/priced-nights';
import {
  hotelFacilities,
  hotelPhotos,
  hotels,
  roomInventory,
  roomRates,
  roomTypes,
  type HotelRow,
} from '../../db/schema/index';

export type { HotelRow };

export function listHotels(db: DbOrTx): Promise<HotelRow[]> {
  return db.select().from(hotels).orderBy(asc(hotels.sortOrder), asc(hotels.id));
}

export async function findHotel(db: DbOrTx, id: number): Promise<HotelRow | null> {
  const rows = await db.select().from(hotels).where(eq(hotels.id, id)).limit(1);
  return rows[0] ?? null;
}

export function facilitiesOf(db: DbOrTx, hotelIds: number[]) {
  if (hotelIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(hotelFacilities)
    .where(inArray(hotelFacilities.hotelId, hotelIds))
    .orderBy(asc(hotelFacilities.id));
}

export function photosOf(db: DbOrTx, hotelId: number) {
  return db
    .select()
    .from(hotelPhotos)
    .where(eq(hotelPhotos.hotelId, hotelId))
    .orderBy(asc(hotelPhotos.sortOrder), asc(hotelPhotos.id));
}

export function hotelNames(db: DbOrTx) {
  return db
    .select({ PropertyID: hotels.id, UnitName: hotels.unitName })
    .from(hotels)
    .orderBy(asc(hotels.sortOrder), asc(hotels.id));
}

/**
 * Each hotel's lowest nightly room price (paise) over the nights in [from, to) that still have a
 * free room: the seasonal rate of that night, else the room type's base price.
 */
export async function lowestFreePrices(
  db: DbOrTx,
  from: string,
  to: string,
  hotelIds?: number[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({
      hotelId: roomTypes.hotelId,
      pricePaise: sql<number>`min(${nightPricePaise})::int`,
    })
    .from(roomInventory)
    .innerJoin(roomTypes, roomTypeOfNight)
    .leftJoin(roomRates, rateOfNight)
    .where(
      and(
        nightsWithin(from, to),
        sql`${freeRooms} > 0`,
        hotelIds ? inArray(roomTypes.hotelId, hotelIds) : undefined,
      ),
    )
    .groupBy(roomTypes.hotelId);
  return new Map(rows.map((r) => [r.hotelId, Number(r.pricePaise)]));
}
