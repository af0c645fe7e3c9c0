import type { RoomTypeAvailability } from '../../../shared/contracts/hotels';
import { nightsOf as stayNights } from '../../../shared/dates';
import { paiseToRupees } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
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
