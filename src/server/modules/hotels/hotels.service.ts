import type { HotelDetail, HotelSummary } from '../../../shared/contracts/hotels';
import { addDays, todayIst } from '../../../shared/dates';
import { paiseToRupees } from '../../../shared/money';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../http-errors';
import { ReplyCache } from '../../lib/reply-cache';
import * as repo from './hotels.repo';

// ---- reply caches (ADR 172) --------------------------------------------------------------------

/** How long a process serves the hotel list and details it built (other processes: see ADR 172). */
export const HOTEL_CACHE_MS = 60_000;

type HotelCaches = { list: ReplyCache<'all'>; detail: ReplyCache<number> };
const caches = new WeakMap<object, HotelCaches>();

/** The serialised replies of GET /api/hotels and /api/hotel/{id}, one set per database. */
export function hotelReplyCaches(db: Db): HotelCaches {
  let c = caches.get(db);
  if (!c) {
    c = { list: new ReplyCache(HOTEL_CACHE_MS), detail: new ReplyCache(HOTEL_CACHE_MS) };
    caches.set(db, c);
  }
  return c;
}

/**
 * Drops the cached hotel list and the hotel's details (every hotel's without an id), so the next
 * request reads the database. Every writer of what these replies show (hotel content, photos,
 * facilities, room types, rates, closures: the "from" price) calls it AFTER its transaction
 * commits, with the database handle (not the transaction): a change shows at once in this process.
 */
export function invalidateHotelCache(db: Db, hotelId?: number): void {
  const c = caches.get(db);
  if (!c) return;
  c.list.clear();
  if (hotelId === undefined) c.detail.clear();
  else c.detail.delete(hotelId);
}

/** "from ₹X per night" looks this far ahead (the coming months). */
export const FROM_PRICE_DAYS = 90;

function fromPrices(db: DbOrTx, hotelIds?: number[]): Promise<Map<number, number>> {
  const today = todayIst();
  return repo.lowestFreePrices(db, today, addDays(today, FROM_PRICE_DAYS), hotelIds);
}

function summary(
  h: repo.HotelRow,
  amenities: string[],
  fromPricePaise: number | undefined,
): HotelSummary {
  return {
    PropertyID: h.id,
    UnitName: h.unitName,
    LocationName: h.locationName,
    Photo: h.photo,
    PhotoAlt: h.photoAlt,
    TotalRooms: h.totalRooms,
    MobileNo: h.mobileNo,
    PriceRange: h.priceRange,
    FromPrice: fromPricePaise === undefined ? null : paiseToRupees(fromPricePaise),
    Amenities: amenities,
  };
}

export async function listHotels(db: DbOrTx): Promise<HotelSummary[]> {
  const rows = await repo.listHotels(db);
  const facilities = await repo.facilitiesOf(
    db,
    rows.map((h) => h.id),
  );
  const prices = await fromPrices(db);
  return rows.map((h) =>
    summary(
      h,
      facilities.filter((f) => f.hotelId === h.id).map((f) => f.name),
      prices.get(h.id),
    ),
  );
}

export async function getHotel(db: DbOrTx, id: number): Promise<HotelDetail> {
  const h = await repo.findHotel(db, id);
  if (!h) throw notFound('Hotel not found.');
  const [facilities, photos] = [await repo.facilitiesOf(db, [id]), await repo.photosOf(db, id)];
  const prices = await fromPrices(db, [id]);
  return {
    ...summary(
      h,
      facilities.map((f) => f.name),
      prices.get(id),
    ),
    Description: h.description,
    Address: h.address,
    Location: h.location,
    EmailID: h.email,
    CheckInTime: h.checkInTime,
    CheckOutTime: h.checkOutTime,
    facilities: facilities.map((f) => ({ id: f.id, name: f.name, icon: f.icon })),
    hotelPhotos: photos.map((p) => ({ id: p.id, url: p.url, alt: p.alt })),
  };
}

/** Throws 404 for an unknown hotel; other modules use it to check a hotel id. */
export async function requireHotel(db: DbOrTx, id: number): Promise<repo.HotelRow> {
  const h = await repo.findHotel(db, id);
  if (!h) throw notFound('Hotel not found.');
  return h;
}

export function hotelNames(db: DbOrTx) {
  return repo.hotelNames(db);
}
