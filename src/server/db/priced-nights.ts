import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { roomInventory, roomRates, roomTypes } from './schema/index';

/*
 * The pieces of a "priced inventory night" query, shared by the availability search and the
 * hotels' "from" prices (ADR 095): FROM room_inventory INNER JOIN room_types ON roomTypeOfNight
 * LEFT JOIN room_rates ON rateOfNight.
 */

export const roomTypeOfNight = eq(roomTypes.id, roomInventory.roomTypeId);

/** The room type's seasonal rate for that night, if it has one. */
export const rateOfNight = and(
  eq(roomRates.roomTypeId, roomInventory.roomTypeId),
  eq(roomRates.night, roomInventory.night),
);

/**
 * Rooms of a type still free on a night: THE one expression of it, used by the availability reads
 * and by the conditional UPDATE that takes rooms (a night's closed rooms get subtracted here).
 */
export const freeRooms = sql`(${roomInventory.total} - ${roomInventory.booked} - ${roomInventory.closed})`;

/** A night's price (paise): the seasonal rate of that night, else the room type's base price. */
export const nightPricePaise = sql`coalesce(${roomRates.pricePaise}, ${roomTypes.basePricePaise})`;

/** A night's extra-person rate (paise): that night's rate if staff set one, else the room type's. */
export const nightExtraRatePaise = sql`coalesce(${roomRates.extraPersonRatePaise}, ${roomTypes.extraPersonRatePaise})`;

/** Inventory nights in [from, to). */
export const nightsWithin = (from: string, to: string) =>
  and(gte(roomInventory.night, from), lt(roomInventory.night, to));
