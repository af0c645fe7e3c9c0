import { and, asc, eq } from 'drizzle-orm';
import { notFound } from '../http-errors';
import type { DbOrTx } from './client';
import { hotels, roomTypes, type HotelRow, type RoomTypeRow } from './schema/index';

/*
 * Reads of a hotel and its room types that most modules need (a booking's hotel, a policy's,
 * a channel's room type): the hotels module owns and writes these tables, and the other modules
 * read them here instead of importing the hotels module for a lookup (issue 25: a module leans
 * on at most four others).
 */

export type { HotelRow, RoomTypeRow };

/** The hotel, or a 404. */
export async function requireHotel(db: DbOrTx, id: number): Promise<HotelRow> {
  const rows = await db.select().from(hotels).where(eq(hotels.id, id)).limit(1);
  if (!rows[0]) throw notFound('Hotel not found.');
  return rows[0];
}

/** Every hotel's id and name, in the corporation's order. */
export function hotelNames(db: DbOrTx) {
  return db
    .select({ PropertyID: hotels.id, UnitName: hotels.unitName })
    .from(hotels)
    .orderBy(asc(hotels.sortOrder), asc(hotels.id));
}

/** A room type of the hotel (locked for update when `lock`), or a 404. */
export async function roomTypeOf(
  db: DbOrTx,
  hotelId: number,
  roomTypeId: number,
  lock = false,
): Promise<RoomTypeRow> {
  const q = db
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.id, roomTypeId), eq(roomTypes.hotelId, hotelId)));
  const rows = lock ? await q.for('update') : await q;
  if (!rows[0]) throw notFound('Room type not found.');
  return rows[0];
}
