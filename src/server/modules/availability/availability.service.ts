import type { RoomTypeAvailability } from '../../../shared/contracts/hotels';
import { formatDate, nightsOf as stayNights } from '../../../shared/dates';
import { paiseToRupees } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../http-errors';
import * as repo from './availability.repo';

export type RoomTypeQuote = {
  roomType: repo.RoomTypeRow;
  available: number;
  nights: { date: string; pricePaise: number; available: number }[];
};

/**
 * Every room type of the given hotels with its free rooms (the minimum over the nights) and each
 * night's price. A night with no inventory row counts as sold out.
 */
export async function quoteRoomTypes(
  db: DbOrTx,
  hotelIds: number[],
  checkIn: string,
  checkOut: string,
): Promise<RoomTypeQuote[]> {
  const types = await repo.roomTypesOf(db, hotelIds);
  const rows = await repo.nightsOf(
    db,
    types.map((t) => t.id),
    checkIn,
    checkOut,
  );
  const byKey = new Map(rows.map((r) => [`${r.roomTypeId}|${r.night}`, r]));
  const dates = stayNights(checkIn, checkOut);
  return types.map((t) => {
    const nights = dates.map((date) => {
      const r = byKey.get(`${t.id}|${date}`);
      return {
        date,
        pricePaise: r?.pricePaise ?? t.basePricePaise,
        available: Math.max(0, r?.free ?? 0),
      };
    });
    return { roomType: t, nights, available: Math.min(...nights.map((n) => n.available)) };
  });
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

export async function hotelAvailability(
  db: DbOrTx,
  hotelId: number,
  checkIn: string,
  checkOut: string,
): Promise<RoomTypeAvailability[]> {
  const quotes = await quoteRoomTypes(db, [hotelId], checkIn, checkOut);
  return quotes.map(toAvailabilityDto);
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
