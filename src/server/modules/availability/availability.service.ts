import type { z } from 'zod';
import {
  ROOM_TYPE_FILTERS,
  type availabilitySearchRequest,
  type HotelResult,
  type SearchFilters,
} from '../../../shared/contracts/availability';
import type {
  HotelPhoto,
  HotelSummary,
  RoomTypeAvailability,
} from '../../../shared/contracts/hotels';
import { isRoomAmenity } from '../../../shared/room-content';
import { AMENITIES, MAX_ROOMS_PER_BOOKING } from '../../../shared/constants';
import { addDays, formatDate, nightsOf as stayNights } from '../../../shared/dates';
import { paiseToRupees } from '../../../shared/money';
import {
  allocateParty,
  partyChange,
  type PartyChange,
  type PartyRoomType,
} from '../../../shared/party';
import { priceStay, type GstSlab } from '../../../shared/pricing';
import { matchesWhere } from '../../../shared/search';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { availabilityGeneration, keepsAnswers } from '../../db/write-generation';
import { conflict, notFound } from '../../http-errors';
import * as repo from './availability.repo';

type AvailabilitySearch = z.output<typeof availabilitySearchRequest>;

type RoomTypeRow = repo.RoomTypeRow;

export type RoomTypeQuote = {
  roomType: repo.RoomTypeRow;
  available: number;
  nights: { date: string; pricePaise: number; extraPersonRatePaise: number; available: number }[];
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
        extraPersonRatePaise: r?.extraPersonRatePaise ?? t.extraPersonRatePaise,
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

export function toAvailabilityDto(
  q: RoomTypeQuote,
  photos: ReadonlyMap<number, HotelPhoto[]> = new Map(),
): RoomTypeAvailability {
  const t = q.roomType;
  return {
    RoomTypeID: t.id,
    RoomTypeName: t.name,
    Category: t.category,
    MaxAdults: t.maxAdults,
    MaxChildren: t.maxChildren,
    AllowedExtraPerson: t.allowedExtraPerson,
    ExtraPersonRate: paiseToRupees(
      q.nights.length
        ? Math.max(...q.nights.map((n) => n.extraPersonRatePaise))
        : t.extraPersonRatePaise,
    ),
    PricePerDay: paiseToRupees(q.nights[0]?.pricePaise ?? t.basePricePaise),
    AvailableRooms: q.available,
    RoomTypeNameHi: t.nameHi,
    Description: t.description,
    DescriptionHi: t.descriptionHi,
    SizeSqm: t.sizeSqm,
    BedType: t.bedType,
    BedCount: t.bedCount,
    RoomAmenities: t.amenities.filter(isRoomAmenity),
    Photos: photos.get(t.id) ?? [],
    nights: q.nights.map((n) => ({
      date: n.date,
      price: paiseToRupees(n.pricePaise),
      extraPersonRate: paiseToRupees(n.extraPersonRatePaise),
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
  photosOf: PhotosOf,
): Promise<RoomTypeAvailability[]> {
  if (!keepsAnswers(db)) return quoteHotel(db, hotelId, checkIn, checkOut, photosOf);
  // the answer is kept until a write to the tables it reads (ADR 206)
  const key = `${hotelId}|${checkIn}|${checkOut}`;
  let kept = keptQuotes.get(db);
  if (!kept) keptQuotes.set(db, (kept = new Map()));
  const generation = availabilityGeneration();
  const hit = kept.get(key);
  if (hit && hit.generation === generation) return hit.answer;
  const answer = await quoteHotel(db, hotelId, checkIn, checkOut, photosOf);
  if (kept.size >= KEPT_QUOTES_MAX) kept.clear();
  kept.set(key, { generation, answer });
  return answer;
}

const KEPT_QUOTES_MAX = 2_000;
const keptQuotes = new WeakMap<
  Db,
  Map<string, { generation: number; answer: RoomTypeAvailability[] }>
>();

async function quoteHotel(
  db: Db,
  hotelId: number,
  checkIn: string,
  checkOut: string,
  photosOf: PhotosOf,
): Promise<RoomTypeAvailability[]> {
  const rows = await repo.hotelQuoteRows(db, hotelId, checkIn, checkOut);
  if (rows.length === 0) throw notFound('Hotel not found.');
  const quotes = quotesOf(rows, checkIn, checkOut);
  const photos = await photosOf(
    db,
    quotes.map((q) => q.roomType.id),
  );
  return quotes.map((q) => toAvailabilityDto(q, photos));
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
  const short = await takeEach(tx, sorted, checkIn, checkOut);
  if (short)
    throw conflict(short.message, {
      RoomTypeID: short.roomTypeId,
      RoomTypeName: short.roomTypeName,
      night: short.night,
    });
}

/** A room type ran out on a night: the first one, and a sentence naming both. */
export type RoomShortage = {
  roomTypeId: number;
  roomTypeName: string;
  night: string;
  message: string;
};

/** Takes each type's rooms (nights already locked); the first shortage, or null when all were taken. */
async function takeEach(
  tx: DbOrTx,
  sorted: RoomCount[],
  checkIn: string,
  checkOut: string,
): Promise<RoomShortage | null> {
  const stay = stayNights(checkIn, checkOut);
  for (const w of sorted) {
    const taken = new Set(await repo.takeRooms(tx, w.roomTypeId, w.n, checkIn, checkOut));
    if (taken.size < stay.length) {
      const night = stay.find((d) => !taken.has(d)) ?? checkIn;
      const name = w.name ?? 'This room type';
      return {
        roomTypeId: w.roomTypeId,
        roomTypeName: name,
        night,
        message: `${name} ${w.n > 1 ? `does not have ${w.n} rooms` : 'has no room'} left for the night of ${formatDate(night)}.`,
      };
    }
  }
  return null;
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

/**
 * Moves rooms from one stay to another (a reschedule): every inventory row of both stays is locked
 * first in the one global order, then the old nights are given back and the new ones taken, in a
 * savepoint. When a night of the new stay has run out, the savepoint is rolled back (nothing has
 * moved, the locks stay held) and the shortage is returned: a value, not an error.
 */
export async function moveRooms(
  tx: Tx,
  rooms: RoomCount[],
  from: { checkIn: string; checkOut: string },
  to: { checkIn: string; checkOut: string },
): Promise<RoomShortage | null> {
  return exchangeRooms(tx, { rooms, ...from }, { rooms, ...to });
}

/** Rooms of a stay: how many of each type, for which nights. */
export type StayRooms = { rooms: RoomCount[]; checkIn: string; checkOut: string };

/**
 * Gives back one stay's rooms and takes another's, which may differ in room types and counts as
 * well as dates (an OTA's modification, ADR 388): every inventory row of both, over both stays'
 * nights, is locked first in the one global order, then the old rooms are released and the new
 * ones taken in a savepoint. When a night of the new stay has run out the savepoint is rolled back
 * (nothing has moved, the locks stay held) and the shortage is returned.
 */
export async function exchangeRooms(
  tx: Tx,
  from: StayRooms,
  to: StayRooms,
): Promise<RoomShortage | null> {
  const sortedOf = (rooms: RoomCount[]) =>
    [...rooms].filter((r) => r.n > 0).sort((a, b) => a.roomTypeId - b.roomTypeId);
  const [old, wanted] = [sortedOf(from.rooms), sortedOf(to.rooms)];
  const first = from.checkIn < to.checkIn ? from.checkIn : to.checkIn;
  const last = from.checkOut > to.checkOut ? from.checkOut : to.checkOut;
  const types = [...new Set([...old, ...wanted].map((r) => r.roomTypeId))].sort((a, b) => a - b);
  await repo.lockNights(tx, types, first, last);
  let short: RoomShortage | null = null;
  try {
    await tx.transaction(async (sp) => {
      for (const r of old)
        await repo.releaseRooms(sp, r.roomTypeId, r.n, from.checkIn, from.checkOut);
      short = await takeEach(sp, wanted, to.checkIn, to.checkOut);
      if (short) throw new MoveUndone();
    });
  } catch (err) {
    if (!(err instanceof MoveUndone)) throw err;
  }
  return short;
}

/** Thrown inside moveRooms' savepoint to roll it back when the new stay does not fit. */
class MoveUndone extends Error {}

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

/** A quoted room type as the party allocation reads it. */
function partyType(q: RoomTypeQuote): PartyRoomType {
  return {
    id: q.roomType.id,
    maxAdults: q.roomType.maxAdults,
    maxChildren: q.roomType.maxChildren,
    allowedExtraPerson: q.roomType.allowedExtraPerson,
    available: q.available,
    nightPricesPaise: q.nights.map((n) => n.pricePaise),
    nightExtraRatesPaise: q.nights.map((n) => n.extraPersonRatePaise),
  };
}

/** rupees, or null without a GST set in force */
const rupeesOrNull = (paise: number, slabs: readonly GstSlab[] | null) =>
  slabs ? paiseToRupees(paise) : null;

/**
 * What the search reads from the modules that build on this one, handed in by app.ts so that
 * availability imports no other module: the public list of hotels (`hotels`) and the GST slab set
 * in force (`bookings`, ADR 220; it fails with a 503 when there is none).
 */
export type SearchPorts = {
  listHotels(db: DbOrTx): Promise<HotelSummary[]>;
  gstSlabs(db: DbOrTx, date: string): Promise<GstSlab[]>;
  roomTypePhotos: PhotosOf;
};

/** the photos of room types (`hotels` owns them, ADR 335), by room type id */
export type PhotosOf = (db: DbOrTx, roomTypeIds: number[]) => Promise<Map<number, HotelPhoto[]>>;

/**
 * Every hotel (of `all`, the public list) with its free room types for the dates, filtered by room category, nightly price
 * (rupees; the highest night of the stay) and amenities (all chosen must be among the hotel's
 * facilities). A hotel is listed when its matching free rooms hold the party in the rooms asked;
 * its result carries the cheapest such combination, priced on `slabs` (ADR 258). When no hotel is
 * listed because of the party, `party` says what to change.
 */
export async function searchAvailability(
  db: DbOrTx,
  q: AvailabilitySearch,
  slabs: readonly GstSlab[] | null,
  all: readonly HotelSummary[],
  photosOf: PhotosOf,
): Promise<{ hotels: HotelResult[]; party: PartyChange | null }> {
  const wanted = all.filter(
    (h) => matchesWhere(h, q.where) && q.amenities.every((a) => h.Amenities.includes(a)),
  );
  const quotes = await quoteRoomTypes(
    db,
    wanted.map((h) => h.PropertyID),
    q.checkIn,
    q.checkOut,
  );
  const party = { adults: q.guests, children: q.children, rooms: q.rooms };
  const photos = await photosOf(
    db,
    quotes.map((x) => x.roomType.id),
  );
  const results: HotelResult[] = [];
  const unfit: PartyRoomType[][] = [];
  for (const h of wanted) {
    const rooms = quotes.filter((x) => {
      if (x.roomType.hotelId !== h.PropertyID || x.available < 1) return false;
      if (q.roomType !== 'All' && x.roomType.category !== q.roomType) return false;
      const nightly = paiseToRupees(Math.max(...x.nights.map((n) => n.pricePaise)));
      if (q.minPrice !== undefined && nightly < q.minPrice) return false;
      if (q.maxPrice !== undefined && nightly > q.maxPrice) return false;
      return true;
    });
    if (rooms.length === 0) continue;
    const types = rooms.map(partyType);
    const plan = allocateParty(types, party, slabs);
    if (!plan) {
      unfit.push(types);
      continue;
    }
    const byId = new Map(rooms.map((x) => [x.roomType.id, x]));
    results.push({
      PropertyID: h.PropertyID,
      UnitName: h.UnitName,
      LocationName: h.LocationName,
      Photo: h.Photo,
      PhotoAlt: h.PhotoAlt,
      Amenities: h.Amenities,
      rooms: rooms.map((x) => ({
        ...toAvailabilityDto(x, photos),
        StayTotal: slabs
          ? paiseToRupees(
              priceStay(
                [
                  {
                    nightPricesPaise: x.nights.map((n) => n.pricePaise),
                    extraPersons: 0,
                    extraPersonRatePaise: 0,
                  },
                ],
                slabs,
              ).totalPaise,
            )
          : null,
      })),
      suggestion: {
        rooms: plan.rooms.map((r) => ({
          RoomTypeID: r.roomTypeId,
          RoomTypeName: byId.get(r.roomTypeId)!.roomType.name,
          NoOfAdult: r.adults,
          NoOfChild: r.children,
          ExtraPerson: r.extraPersons,
        })),
        RoomTotal: paiseToRupees(plan.priced.roomTotalPaise),
        Gst: rupeesOrNull(plan.priced.gstPaise, slabs),
        Total: rupeesOrNull(plan.priced.totalPaise, slabs),
      },
      UnitNameHi: h.UnitNameHi,
      LocationNameHi: h.LocationNameHi,
    });
  }
  const change =
    results.length === 0 && (unfit.length > 0 || party.adults < party.rooms)
      ? partyChange(unfit, party, MAX_ROOMS_PER_BOOKING)
      : null;
  return { hotels: results, party: change };
}

// ---- staff: rates, closures and room counts (ADR 140–142) ------------------------------------

/** IST weekday of a calendar date: 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export type RatesChange = {
  from: string;
  /** exclusive, like a stay's check-out */
  to: string;
  /** only these weekdays (0 Sunday … 6 Saturday); absent: every night */
  weekdays?: number[];
  /** null: remove the nightly price, back to the room type's base price */
  pricePaise: number | null;
  /** null: the room type's extra-person rate */
  extraPersonRatePaise: number | null;
};

/**
 * Writes a nightly price (and extra-person rate) for every chosen night of [from, to). Returns the
 * nights written and the overrides they had before, for the audit log.
 */
export async function setRates(
  tx: DbOrTx,
  roomTypeId: number,
  change: RatesChange,
): Promise<{ nights: string[]; before: repo.RateRow[] }> {
  const nights = stayNights(change.from, change.to).filter(
    (d) => !change.weekdays || change.weekdays.includes(weekdayOf(d)),
  );
  const before = await repo.ratesOf(tx, roomTypeId, nights);
  if (change.pricePaise === null) await repo.deleteRates(tx, roomTypeId, nights);
  else
    await repo.upsertRates(tx, roomTypeId, nights, change.pricePaise, change.extraPersonRatePaise);
  return { nights, before };
}

/** Rooms out of order need inventory rows; they exist a year ahead (the inventory top-up). */
function missingNights(rows: repo.InventoryRow[], from: string, to: string): string | null {
  const have = new Set(rows.map((r) => r.night));
  return stayNights(from, to).find((d) => !have.has(d)) ?? null;
}

/**
 * Sets `rooms` rooms out of order for every night in [from, to) (0 reopens them). Locks the nights
 * in the global order first (ADR 064), so a booking racing the closure either gets its room or a
 * clean 409; refuses with 409 naming the first night that has fewer free rooms than asked.
 */
export async function setClosures(
  tx: DbOrTx,
  roomType: { id: number; name: string },
  from: string,
  to: string,
  rooms: number,
  /** rooms named out of order on a night (ADR 310): the count may not go below them */
  outOfOrder: (tx: DbOrTx) => Promise<Map<string, number>> = async () => new Map(),
): Promise<{ before: { night: string; closed: number }[] }> {
  await repo.lockNights(tx, [roomType.id], from, to);
  const rows = await repo.inventoryOf(tx, roomType.id, from, to);
  const missing = missingNights(rows, from, to);
  if (missing)
    throw conflict(
      `Rooms can be closed only for nights open for booking; ${formatDate(missing)} is not.`,
    );
  const named = await outOfOrder(tx);
  const under = rows.find((r) => (named.get(r.night) ?? 0) > rooms);
  if (under) {
    const n = named.get(under.night) ?? 0;
    throw conflict(
      `${n} room${n === 1 ? ' is' : 's are'} of ${roomType.name} out of order on the night of ${formatDate(under.night)}: close at least ${n}, or put ${n === 1 ? 'that room' : 'those rooms'} back in service from the housekeeping board.`,
      { night: under.night, outOfOrder: n },
    );
  }
  const short = rows.find((r) => r.booked + rooms > r.total);
  if (short) {
    const closable = short.total - short.booked;
    throw conflict(
      `Cannot close ${rooms} room${rooms === 1 ? '' : 's'} of ${roomType.name}: only ${closable} ${
        closable === 1 ? 'is' : 'are'
      } free on the night of ${formatDate(short.night)}.`,
      { night: short.night, free: closable },
    );
  }
  await repo.setClosed(tx, roomType.id, rooms, from, to);
  return { before: rows.map((r) => ({ night: r.night, closed: r.closed })) };
}

/**
 * One named room goes out of order (+1) or back into service (-1) for every night in [from, to)
 * (issue 27, ADR 310): the nights' closed rooms change by `delta`, under the same night locks as a
 * booking (ADR 064), so a booking racing it either gets its room or a clean 409. Going out of order
 * is refused (409 naming the night) when a night has no free room left to take off sale.
 */
export async function adjustClosures(
  tx: DbOrTx,
  roomType: { id: number; name: string },
  from: string,
  to: string,
  delta: 1 | -1,
  room: string,
): Promise<void> {
  await repo.lockNights(tx, [roomType.id], from, to);
  const rows = await repo.inventoryOf(tx, roomType.id, from, to);
  if (delta > 0) {
    const missing = missingNights(rows, from, to);
    if (missing)
      throw conflict(
        `Room ${room} can be out of order only on nights open for booking; ${formatDate(missing)} is not.`,
      );
    const full = rows.find((r) => r.booked + r.closed + 1 > r.total);
    if (full)
      throw conflict(
        `Room ${room} cannot go out of order on the night of ${formatDate(full.night)}: every ${roomType.name} room is booked or out of order that night (${full.booked} booked, ${full.closed} closed of ${full.total}). Move or cancel a booking first.`,
        { night: full.night },
      );
  }
  await repo.addClosed(tx, roomType.id, delta, from, to);
}

/**
 * A room type's number of rooms changes from `today` on: every future inventory night gets the
 * new total, never below that night's booked + closed rooms (409 naming the first such night).
 */
export async function resizeInventory(
  tx: DbOrTx,
  roomType: { id: number; name: string },
  total: number,
  today: string,
): Promise<void> {
  const last = await repo.lastNight(tx, roomType.id);
  if (!last || last < today) return;
  const end = addDays(last, 1);
  await repo.lockNights(tx, [roomType.id], today, end);
  const rows = await repo.inventoryOf(tx, roomType.id, today, end);
  const short = rows.find((r) => r.booked + r.closed > total);
  if (short)
    throw conflict(
      `${roomType.name} has ${short.booked + short.closed} rooms booked or closed on the night of ${formatDate(
        short.night,
      )}; it cannot have fewer rooms than that.`,
      { night: short.night },
    );
  await repo.setTotal(tx, roomType.id, total, today);
}

export type CalendarNight = {
  date: string;
  pricePaise: number;
  extraPersonRatePaise: number;
  /** a nightly price set by staff (else the base price) */
  custom: boolean;
  /** null: no inventory that night (beyond the year open for booking) */
  total: number | null;
  booked: number;
  closed: number;
  free: number;
};

/** Every night of [from, to) of a room type: price, extra-person rate, booked / closed / free. */
export async function ratesCalendar(
  db: DbOrTx,
  roomType: RoomTypeRow,
  from: string,
  to: string,
): Promise<CalendarNight[]> {
  const dates = stayNights(from, to);
  const [rates, rows] = [
    await repo.ratesOf(db, roomType.id, dates),
    await repo.inventoryOf(db, roomType.id, from, to),
  ];
  const rateBy = new Map(rates.map((r) => [r.night, r]));
  const invBy = new Map(rows.map((r) => [r.night, r]));
  return dates.map((date) => {
    const rate = rateBy.get(date);
    const inv = invBy.get(date);
    return {
      date,
      pricePaise: rate?.pricePaise ?? roomType.basePricePaise,
      extraPersonRatePaise: rate?.extraPersonRatePaise ?? roomType.extraPersonRatePaise,
      custom: rate !== undefined,
      total: inv?.total ?? null,
      booked: inv?.booked ?? 0,
      closed: inv?.closed ?? 0,
      free: inv ? Math.max(0, inv.total - inv.booked - inv.closed) : 0,
    };
  });
}

/** How far ahead rooms can be booked: every room type has inventory rows this many nights ahead. */
export const INVENTORY_DAYS = 365;

/** A year of bookable nights for a new room type (the inventory top-up keeps it a year ahead). */
export function openInventory(
  tx: DbOrTx,
  roomTypeId: number,
  total: number,
  today: string,
): Promise<void> {
  return repo.openNights(tx, roomTypeId, total, today, INVENTORY_DAYS);
}

/**
 * The inventory top-up: every room type has a row for each night from today to today + 364
 * (idempotent; existing nights are left as they are). Run at start and by the
 * `inventory-top-up` job (src/server/jobs), so a server running for months keeps a year ahead.
 */
export function topUpInventory(db: DbOrTx, today: string): Promise<void> {
  return repo.openAllNights(db, today, INVENTORY_DAYS);
}

/** Free rooms (total - booked - closed, never below 0) of each night in [from, to); 0 without inventory. */
export async function freeRooms(
  db: DbOrTx,
  roomTypeId: number,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await repo.inventoryOf(db, roomTypeId, from, to);
  const free = new Map(stayNights(from, to).map((d) => [d, 0]));
  for (const r of rows) free.set(r.night, Math.max(0, r.total - r.booked - r.closed));
  return free;
}
