import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hotelFacilities, hotelPhotos, hotels, type HotelRow } from '../../db/schema/index';

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
