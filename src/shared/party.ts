/**
 * Rooms for a party (issue 26): which room types, and who sleeps where, for the guests and rooms
 * a search asks for. Both sides run it: the server to suggest a combination with each hotel's
 * result (and its price, from `priceStay` on the server's GST slabs), the booking page to check
 * the party it was handed. The server prices the booking itself; this only chooses (ADR 258).
 */
import { priceStay, type GstSlab, type PricedStay } from './pricing';

/** A room type as the allocation needs it: its limits, free rooms and the stay's nightly prices. */
export type PartyRoomType = {
  id: number;
  maxAdults: number;
  maxChildren: number;
  /** persons beyond maxAdults / maxChildren, each charged the extra-person rate */
  allowedExtraPerson: number;
  /** rooms free for every night of the stay */
  available: number;
  nightPricesPaise: readonly number[];
  nightExtraRatesPaise: readonly number[];
};

export type Party = { adults: number; children: number; rooms: number };

/** One room of a plan: the booking's NoOfAdult, NoOfChild and ExtraPerson. */
export type PartyRoom = {
  roomTypeId: number;
  adults: number;
  children: number;
  /** adults or children over the room's included places */
  extraPersons: number;
};

export type PartyPlan = { rooms: PartyRoom[]; priced: PricedStay };

/** Without a GST slab set in force the plans are ranked by their price before tax. */
const NO_TAX: GstSlab[] = [{ minTariffPaise: 0, rateBp: 0 }];

/** Every multiset of `n` rooms from the types, within each type's free rooms (types in id order). */
function combinations(types: readonly PartyRoomType[], n: number): PartyRoomType[][] {
  const out: PartyRoomType[][] = [];
  const walk = (from: number, left: number, acc: PartyRoomType[]) => {
    if (left === 0) {
      out.push(acc);
      return;
    }
    for (let i = from; i < types.length; i += 1) {
      const t = types[i]!;
      const used = acc.filter((x) => x === t).length;
      if (used < t.available) walk(i, left - 1, [...acc, t]);
    }
  };
  walk(0, n, []);
  return out;
}

/**
 * Spreads `total` over places with a floor per place and a cap per place, as evenly as the caps
 * allow (the fullest places are the roomiest). Assumes sum(floor) <= total <= sum(cap).
 */
function waterFill(total: number, caps: readonly number[], floor: number): number[] {
  const got = caps.map(() => floor);
  let left = total - floor * caps.length;
  while (left > 0) {
    // the least filled place that still has room; ties go to the larger cap, then the first
    let best = -1;
    for (let i = 0; i < caps.length; i += 1) {
      if (got[i]! >= caps[i]!) continue;
      if (best < 0 || got[i]! < got[best]! || (got[i] === got[best] && caps[i]! > caps[best]!))
        best = i;
    }
    if (best < 0) break;
    got[best]! += 1;
    left -= 1;
  }
  return got;
}

/** Every way to put `total` extra persons in rooms with these caps. */
function spreads(total: number, caps: readonly number[]): number[][] {
  if (caps.length === 0) return total === 0 ? [[]] : [];
  const [cap, ...rest] = caps;
  const out: number[][] = [];
  for (let k = Math.min(cap!, total); k >= 0; k -= 1) {
    for (const tail of spreads(total - k, rest)) out.push([k, ...tail]);
  }
  return out;
}

const persons = (r: PartyRoom) => r.adults + r.children + r.extraPersons;
const unevenness = (rooms: readonly PartyRoom[]) =>
  Math.max(...rooms.map(persons)) - Math.min(...rooms.map(persons));

/** The cheapest way to seat the party in these rooms (each with an adult), or null when it can't. */
function seat(
  rooms: readonly PartyRoomType[],
  party: Party,
  slabs: readonly GstSlab[],
): PartyPlan | null {
  if (party.adults < rooms.length) return null;
  const adultPlaces = rooms.reduce((s, t) => s + t.maxAdults, 0);
  const childPlaces = rooms.reduce((s, t) => s + t.maxChildren, 0);
  const extraPlaces = rooms.reduce((s, t) => s + t.allowedExtraPerson, 0);
  const seatedAdults = Math.min(party.adults, adultPlaces);
  const seatedChildren = Math.min(party.children, childPlaces);
  const extras = party.adults - seatedAdults + (party.children - seatedChildren);
  if (extras > extraPlaces) return null;
  const adults = waterFill(
    seatedAdults,
    rooms.map((t) => t.maxAdults),
    1,
  );
  const children = waterFill(
    seatedChildren,
    rooms.map((t) => t.maxChildren),
    0,
  );
  let best: PartyPlan | null = null;
  for (const spread of spreads(
    extras,
    rooms.map((t) => t.allowedExtraPerson),
  )) {
    const plan = rooms.map((t, i) => ({
      roomTypeId: t.id,
      adults: adults[i]!,
      children: children[i]!,
      extraPersons: spread[i]!,
    }));
    const priced = priceStay(
      rooms.map((t, i) => ({
        nightPricesPaise: t.nightPricesPaise,
        extraPersons: spread[i]!,
        extraPersonRatePaise: Math.max(0, ...t.nightExtraRatesPaise),
        nightExtraRatesPaise: t.nightExtraRatesPaise,
      })),
      slabs,
    );
    if (better({ rooms: plan, priced }, best)) best = { rooms: plan, priced };
  }
  return best;
}

/** Cheaper (total with GST) wins; at the same price, the more even split. */
function better(a: PartyPlan, b: PartyPlan | null): boolean {
  if (!b) return true;
  if (a.priced.totalPaise !== b.priced.totalPaise) return a.priced.totalPaise < b.priced.totalPaise;
  return unevenness(a.rooms) < unevenness(b.rooms);
}

/**
 * The cheapest combination of `party.rooms` free rooms that holds the party, priced with
 * `priceStay` on the slabs (null: no set in force, ranked before tax and priced without GST).
 * Each room has at least one adult; nobody is added: the persons of the rooms are the party.
 * Adults and children take a room's included places, as evenly as the rooms allow; only those
 * left over are extra persons. Rooms come roomiest-first. Null when no combination holds them.
 */
export function allocateParty(
  types: readonly PartyRoomType[],
  party: Party,
  slabs: readonly GstSlab[] | null,
): PartyPlan | null {
  const free = [...types].filter((t) => t.available > 0).sort((a, b) => a.id - b.id);
  const rates = slabs && slabs.length > 0 ? slabs : NO_TAX;
  let best: PartyPlan | null = null;
  for (const combo of combinations(free, party.rooms)) {
    const plan = seat(combo, party, rates);
    if (plan && better(plan, best)) best = plan;
  }
  if (!best) return null;
  const order = best.rooms
    .map((room, i) => ({ room, priced: best.priced.rooms[i]! }))
    .sort((a, b) => persons(b.room) - persons(a.room) || a.room.roomTypeId - b.room.roomTypeId);
  const rooms = order.map((o) => o.room);
  // priced again in the rooms' order, so the lines match the rooms
  return {
    rooms,
    priced: {
      ...best.priced,
      rooms: order.map((o) => o.priced),
    },
  };
}

/** What the guest should change when no combination holds the party. */
export type PartyChange =
  /** more rooms than adults: every room needs an adult */
  | { change: 'fewerRooms' }
  /** more rooms would hold the party: the fewest that would */
  | { change: 'addRoom'; rooms: number }
  /** not even `maxRooms` rooms hold it: fewer guests per room (a second booking) */
  | { change: 'fewerGuestsPerRoom' };

/**
 * Why no hotel's rooms hold the party, over the room types of each hotel searched (a booking is
 * at one hotel): null when some hotel's rooms do (the rooms are not what stopped it).
 */
export function partyChange(
  hotels: readonly (readonly PartyRoomType[])[],
  party: Party,
  maxRooms: number,
): PartyChange | null {
  if (party.adults < party.rooms) return { change: 'fewerRooms' };
  const fits = (rooms: number) =>
    hotels.some((types) => allocateParty(types, { ...party, rooms }, null) !== null);
  if (fits(party.rooms)) return null;
  for (let rooms = party.rooms + 1; rooms <= Math.min(maxRooms, party.adults); rooms += 1) {
    if (fits(rooms)) return { change: 'addRoom', rooms };
  }
  return { change: 'fewerGuestsPerRoom' };
}
