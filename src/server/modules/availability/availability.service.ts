import type { z } from 'zod';
import {
  ROOM_TYPE_FILTERS,
  type availabilitySearchRequest,
  type HotelResult,
  type SearchFilters,
} from '../../../shared/contracts/availability';
import type { RoomTypeAvailability } from '../../../shared/contracts/hotels';
import { AMENITIES } from '../../../shared/constants';
import { formatDate, nightsOf as stayNights } from '../../../shared/dates';
import { paiseToRupees } from '../../../shared/money';
import { matchesWhere } from '../../../shared/search';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../http-errors';
import * as hotels from '../hotels/hotels.service';
import * as repo from './availability.repo';

type AvailabilitySearch = z.output<typeof availabilitySearchRequest>;

export type RoomTypeQuote = {
  roomType: repo.RoomTypeRow;
  available: number;
  nights: { date: string; pricePaise: number; available: number }[];
};

/**
 * Room types with their free rooms (the minimum over the nights) and each night's price, from
 * the rows of one query. A night with no inventory row counts as sold out.
 */
function quotesOf(rows: repo.QuoteRow[], checkIn: string, checkOut: string): RoomTypeQuote[] {
  const types = new Map<
    number,
    { roomType: repo.RoomTypeRow; byNight: Map<string, repo.QuoteRow> }
  >();
  for (const r of rows) {
    if (!r.roomType) continue;
    let t = types.get(r.roomType.id);
    if (!t) {
      t = { roomType: r.roomType, byNight: new Map() };
      types.set(r.roomType.id, t);
    }
    if (r.night !== null) t.byNight.set(r.night, r);
  }
  const dates = stayNights(checkIn, checkOut);
  return [...types.values()].map(({ roomType: t, byNight }) => {
    const nights = dates.map((date) => {
      const r = byNight.get(date);
      return {
        date,
        pricePaise: r?.pricePaise ?? t.basePricePaise,
        available: Math.max(0, r?.free ?? 0),
      };
    });
    return { roomType: t, nights, available: Math.min(...nights.map((n) => n.available)) };
  });
}

/** Every room type of the given hotels, quoted for the stay (one query). */
export async function quoteRoomTypes(
  db: DbOrTx,
  hotelIds: number[],
  checkIn: string,
  checkOut: string,
): Promise<RoomTypeQuote[]> {
  return quotesOf(await repo.quoteRows(db, hotelIds, checkIn, checkOut), checkIn, checkOut);
}

export function toAvailabilityDto(q: RoomTypeQuote): RoomTypeAvailability {
  const t = q.roomType;
  return {
    RoomTypeID: t.id,
    RoomTypeName: t.name,
    Category: t.category,
    MaxAdults: t.maxAdults,
    MaxChildren: t.maxChildren,
    AllowedExtraPerson: t.allowedExtraPerson,
    ExtraPersonRate: paiseToRupees(t.extraPersonRatePaise),
    PricePerDay: paiseToRupees(q.nights[0]?.pricePaise ?? t.basePricePaise),
    AvailableRooms: q.available,
    nights: q.nights.map((n) => ({
      date: n.date,
      price: paiseToRupees(n.pricePaise),
      available: n.available,
    })),
  };
}

/**
 * A hotel's room types for a stay (POST /api/checkAvailibilty/{id}): one prepared query that
 * also tells an unknown hotel (404).
 */
export async function hotelAvailability(
  db: Db,
  hotelId: number,
  checkIn: string,
  checkOut: string,
): Promise<RoomTypeAvailability[]> {
  const rows = await repo.hotelQuoteRows(db, hotelId, checkIn, checkOut);
  if (rows.length === 0) throw notFound('Hotel not found.');
  return quotesOf(rows, checkIn, checkOut).map(toAvailabilityDto);
}

// ---- holding and releasing rooms (the only way inventory changes) -----------------------------

export type RoomCount = { roomTypeId: number; n: number; name?: string };

/** Room counts per type, sorted by room type id (the global lock order). */
export function countByType(rooms: { roomTypeId: number; roomTypeName?: string }[]): RoomCount[] {
  const m = new Map<number, RoomCount>();
  for (const r of rooms) {
    const c = m.get(r.roomTypeId) ?? {
      roomTypeId: r.roomTypeId,
      n: 0,
      ...(r.roomTypeName !== undefined ? { name: r.roomTypeName } : {}),
    };
    c.n += 1;
    m.set(r.roomTypeId, c);
  }
  return [...m.values()].sort((a, b) => a.roomTypeId - b.roomTypeId);
}

/**
 * Takes the rooms of each type for the stay; throws 409 naming the room type and the first night
 * that ran out (the caller's transaction rolls back). Rows are locked in (room type, night) order.
 */
export async function holdRooms(
  tx: DbOrTx,
  wanted: RoomCount[],
  checkIn: string,
  checkOut: string,
): Promise<void> {
  const sorted = [...wanted].sort((a, b) => a.roomTypeId - b.roomTypeId);
  await repo.lockNights(
    tx,
    sorted.map((w) => w.roomTypeId),
    checkIn,
    checkOut,
  );
  const stay = stayNights(checkIn, checkOut);
  for (const w of sorted) {
    const taken = new Set(await repo.takeRooms(tx, w.roomTypeId, w.n, checkIn, checkOut));
    if (taken.size < stay.length) {
      const night = stay.find((d) => !taken.has(d)) ?? checkIn;
      const name = w.name ?? 'This room type';
      throw conflict(
        `${name} ${w.n > 1 ? `does not have ${w.n} rooms` : 'has no room'} left for the night of ${formatDate(night)}.`,
        { RoomTypeID: w.roomTypeId, RoomTypeName: name, night },
      );
    }
  }
}

/** Gives rooms back for the stay (cancellation, failure, expiry), locking in the global order. */
export async function releaseRooms(
  tx: DbOrTx,
  rooms: RoomCount[],
  checkIn: string,
  checkOut: string,
): Promise<void> {
  const sorted = [...rooms].filter((r) => r.n > 0).sort((a, b) => a.roomTypeId - b.roomTypeId);
  await repo.lockNights(
    tx,
    sorted.map((r) => r.roomTypeId),
    checkIn,
    checkOut,
  );
  for (const r of sorted) await repo.releaseRooms(tx, r.roomTypeId, r.n, checkIn, checkOut);
}

// ---- availability search (the /availibilty screen) -------------------------------------------

/** Bounds and choices of the search filters: the real tariff range over every room type. */
export async function searchFilters(db: DbOrTx): Promise<SearchFilters> {
  const range = await repo.tariffRange(db);
  const top = Math.max(range.max, await repo.highestRate(db));
  return {
    minPrice: Math.floor(paiseToRupees(range.min) / 100) * 100,
    maxPrice: Math.ceil(paiseToRupees(top) / 100) * 100,
    roomTypes: [...ROOM_TYPE_FILTERS],
    amenities: [...AMENITIES],
  };
}

/**
 * Every hotel with its free room types for the dates, filtered by room category, nightly price
 * (rupees; the highest night of the stay) and amenities (all chosen must be among the hotel's
 * facilities). A hotel is listed when its matching free rooms can hold the rooms and guests asked.
 */
export async function searchAvailability(
  db: DbOrTx,
  q: AvailabilitySearch,
): Promise<HotelResult[]> {
  const all = await hotels.listHotels(db);
  const wanted = all.filter(
    (h) => matchesWhere(h, q.where) && q.amenities.every((a) => h.Amenities.includes(a)),
  );
  const quotes = await quoteRoomTypes(
    db,
    wanted.map((h) => h.PropertyID),
    q.checkIn,
    q.checkOut,
  );
  const results: HotelResult[] = [];
  for (const h of wanted) {
    const rooms = quotes.filter((x) => {
      if (x.roomType.hotelId !== h.PropertyID || x.available < 1) return false;
      if (q.roomType !== 'All' && x.roomType.category !== q.roomType) return false;
      const nightly = paiseToRupees(Math.max(...x.nights.map((n) => n.pricePaise)));
      if (q.minPrice !== undefined && nightly < q.minPrice) return false;
      if (q.maxPrice !== undefined && nightly > q.maxPrice) return false;
      return true;
    });
    // greedy: the roomiest types first, up to the rooms asked for
    let roomsLeft = q.rooms;
    let capacity = 0;
    let free = 0;
    for (const x of [...rooms].sort(
      (a, b) =>
        b.roomType.maxAdults +
        b.roomType.allowedExtraPerson -
        (a.roomType.maxAdults + a.roomType.allowedExtraPerson),
    )) {
      free += x.available;
      const take = Math.min(roomsLeft, x.available);
      capacity +=
        take * (x.roomType.maxAdults + x.roomType.maxChildren + x.roomType.allowedExtraPerson);
      roomsLeft -= take;
    }
    if (rooms.length === 0 || free < q.rooms || capacity < q.guests) continue;
    results.push({
      PropertyID: h.PropertyID,
      UnitName: h.UnitName,
      LocationName: h.LocationName,
      Photo: h.Photo,
      PhotoAlt: h.PhotoAlt,
      Amenities: h.Amenities,
      rooms: rooms.map(toAvailabilityDto),
    });
  }
  return results;
}
