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
  roomTypePhotos,
  roomTypes,
  type HotelRow,
  type RoomTypeRow,
} from '../../db/schema/index';
import { isUniqueViolation } from '../../db/errors';

export type { HotelRow, RoomTypeRow };

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

/**
 * Each hotel's lowest nightly room price (paise) over the nights in [from, to) that still have a
 * free room (neither booked nor closed): the seasonal rate of that night, else the room type's base price.
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

// ---- staff edits (ADR 143) -------------------------------------------------------------------

export type HotelPatch = Partial<
  Pick<
    HotelRow,
    | 'unitName'
    | 'locationName'
    | 'mobileNo'
    | 'email'
    | 'priceRange'
    | 'description'
    | 'address'
    | 'location'
    | 'unitNameHi'
    | 'locationNameHi'
    | 'descriptionHi'
    | 'addressHi'
    | 'locationHi'
    | 'checkInTime'
    | 'checkOutTime'
    | 'noShowCutoffHours'
    | 'photo'
    | 'photoAlt'
    | 'totalRooms'
  >
>;

export async function updateHotel(tx: DbOrTx, id: number, patch: HotelPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await tx.update(hotels).set(patch).where(eq(hotels.id, id));
}

/**
 * Whether an error is a write that broke the one-hotel-per-name index (ADR 215), however the
 * driver wraps it.
 */
export const isDuplicateHotelName = (err: unknown): boolean =>
  isUniqueViolation(err, 'hotels_unit_name_idx');

export async function replaceFacilities(
  tx: DbOrTx,
  hotelId: number,
  list: { name: string; icon: string }[],
): Promise<void> {
  await tx.delete(hotelFacilities).where(eq(hotelFacilities.hotelId, hotelId));
  if (list.length) await tx.insert(hotelFacilities).values(list.map((f) => ({ hotelId, ...f })));
}

export function roomTypesOfHotel(db: DbOrTx, hotelId: number): Promise<RoomTypeRow[]> {
  return db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypes.basePricePaise), asc(roomTypes.id));
}

export type RoomTypeValues = Omit<RoomTypeRow, 'id' | 'hotelId'>;
/** A new room type's values: its description may come later (ADR 335). */
export type NewRoomTypeValues = Omit<typeof roomTypes.$inferInsert, 'id' | 'hotelId'>;

export async function updateRoomType(
  tx: DbOrTx,
  id: number,
  patch: Partial<RoomTypeValues>,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await tx.update(roomTypes).set(patch).where(eq(roomTypes.id, id));
}

export async function insertRoomType(
  tx: DbOrTx,
  hotelId: number,
  values: NewRoomTypeValues,
): Promise<RoomTypeRow> {
  const [row] = await tx
    .insert(roomTypes)
    .values({ hotelId, ...values })
    .returning();
  return row!;
}

/** The hotel's number of rooms: the sum over its room types. */
export async function roomsOfHotel(db: DbOrTx, hotelId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${roomTypes.totalRooms}), 0)::int` })
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId));
  return Number(row?.n ?? 0);
}

// ---- photos ----------------------------------------------------------------------------------

export type PhotoRow = typeof hotelPhotos.$inferSelect;
export type RoomPhotoRow = typeof roomTypePhotos.$inferSelect;

export async function insertHotelPhoto(
  tx: DbOrTx,
  v: { hotelId: number; url: string; alt: string; uploadId: string; widths: number[] },
): Promise<PhotoRow> {
  const [max] = await tx
    .select({ n: sql<number>`coalesce(max(${hotelPhotos.sortOrder}), -1)::int` })
    .from(hotelPhotos)
    .where(eq(hotelPhotos.hotelId, v.hotelId));
  const [row] = await tx
    .insert(hotelPhotos)
    .values({ ...v, sortOrder: Number(max?.n ?? -1) + 1 })
    .returning();
  return row!;
}

export async function deleteHotelPhoto(
  tx: DbOrTx,
  hotelId: number,
  id: number,
): Promise<PhotoRow | null> {
  const rows = await tx
    .delete(hotelPhotos)
    .where(and(eq(hotelPhotos.id, id), eq(hotelPhotos.hotelId, hotelId)))
    .returning();
  return rows[0] ?? null;
}

/** Sets the order of the hotel's photos; returns how many of `ids` are its photos. */
export async function setHotelPhotoOrder(
  tx: DbOrTx,
  hotelId: number,
  ids: number[],
): Promise<number> {
  let found = 0;
  for (const [i, id] of ids.entries()) {
    const rows = await tx
      .update(hotelPhotos)
      .set({ sortOrder: i })
      .where(and(eq(hotelPhotos.id, id), eq(hotelPhotos.hotelId, hotelId)))
      .returning({ id: hotelPhotos.id });
    found += rows.length;
  }
  return found;
}

export function roomPhotosOf(db: DbOrTx, roomTypeIds: number[]): Promise<RoomPhotoRow[]> {
  if (roomTypeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(roomTypePhotos)
    .where(inArray(roomTypePhotos.roomTypeId, roomTypeIds))
    .orderBy(asc(roomTypePhotos.sortOrder), asc(roomTypePhotos.id));
}

export async function insertRoomPhoto(
  tx: DbOrTx,
  v: { roomTypeId: number; alt: string; uploadId: string; widths: number[] },
): Promise<RoomPhotoRow> {
  const [max] = await tx
    .select({ n: sql<number>`coalesce(max(${roomTypePhotos.sortOrder}), -1)::int` })
    .from(roomTypePhotos)
    .where(eq(roomTypePhotos.roomTypeId, v.roomTypeId));
  const [row] = await tx
    .insert(roomTypePhotos)
    .values({ ...v, sortOrder: Number(max?.n ?? -1) + 1 })
    .returning();
  return row!;
}

export async function deleteRoomPhoto(
  tx: DbOrTx,
  roomTypeId: number,
  id: number,
): Promise<RoomPhotoRow | null> {
  const rows = await tx
    .delete(roomTypePhotos)
    .where(and(eq(roomTypePhotos.id, id), eq(roomTypePhotos.roomTypeId, roomTypeId)))
    .returning();
  return rows[0] ?? null;
}

/** Sets the order of the room type's photos; returns how many of `ids` are its photos. */
export async function setRoomPhotoOrder(
  tx: DbOrTx,
  roomTypeId: number,
  ids: number[],
): Promise<number> {
  let found = 0;
  for (const [i, id] of ids.entries()) {
    const rows = await tx
      .update(roomTypePhotos)
      .set({ sortOrder: i })
      .where(and(eq(roomTypePhotos.id, id), eq(roomTypePhotos.roomTypeId, roomTypeId)))
      .returning({ id: roomTypePhotos.id });
    found += rows.length;
  }
  return found;
}

/** Every hotel's id and when it was added, for /sitemap.xml and the site's last-updated date. */
export function hotelStamps(db: DbOrTx): Promise<{ id: number; createdAt: Date }[]> {
  return db
    .select({ id: hotels.id, createdAt: hotels.createdAt })
    .from(hotels)
    .orderBy(asc(hotels.sortOrder), asc(hotels.id));
}
