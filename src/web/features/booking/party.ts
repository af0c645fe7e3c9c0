import type { RoomTypeAvailability } from '../../../shared/contracts/hotels';
import { MAX_ROOMS_PER_BOOKING } from '../../../shared/constants';
import { rupeesToPaise } from '../../../shared/money';
import { allocateParty, type PartyRoomType } from '../../../shared/party';
import type { RoomChoice } from './RoomsPicker';

/**
 * The party and the suggested rooms, carried from the search to the booking page in its query:
 * `adults`, `children` and `plan` (`typeId.adults.children.extra` per room, joined by `_`).
 */
export type PartyQuery = { adults: number; children: number };

export function planParam(rooms: readonly RoomChoice[]): string {
  return rooms
    .map((r) => [r.RoomTypeID, r.NoOfAdult, r.NoOfChild, r.ExtraPerson].join('.'))
    .join('_');
}

const count = (v: string | undefined, min: number, max: number): number | null => {
  if (v === undefined || !/^\d{1,3}$/.test(v)) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
};

/** The rooms of a `plan` parameter, or null when it is missing or not well formed. */
export function parsePlan(value: string | null): RoomChoice[] | null {
  if (!value) return null;
  const parts = value.split('_');
  if (parts.length < 1 || parts.length > MAX_ROOMS_PER_BOOKING) return null;
  const rooms: RoomChoice[] = [];
  for (const p of parts) {
    const [id, a, c, e, ...rest] = p.split('.');
    const room = {
      RoomTypeID: id && /^\d{1,9}$/.test(id) ? Number(id) : null,
      NoOfAdult: count(a, 1, 40),
      NoOfChild: count(c, 0, 40),
      ExtraPerson: count(e, 0, 40),
    };
    if (rest.length || Object.values(room).some((v) => v === null)) return null;
    rooms.push(room as RoomChoice);
  }
  return rooms;
}

/** The party of the query (`adults`, `children`), or null when the page was opened without one. */
export function partyFromQuery(q: URLSearchParams): PartyQuery | null {
  const adults = count(q.get('adults') ?? undefined, 1, 40);
  if (adults === null) return null;
  return { adults, children: count(q.get('children') ?? undefined, 0, 20) ?? 0 };
}

/** A room type of the booking page's availability (rupees) as the allocation reads it (paise). */
export function partyTypeOf(x: RoomTypeAvailability): PartyRoomType {
  return {
    id: x.RoomTypeID,
    maxAdults: x.MaxAdults,
    maxChildren: x.MaxChildren,
    allowedExtraPerson: x.AllowedExtraPerson,
    available: x.AvailableRooms,
    nightPricesPaise: x.nights.map((n) => rupeesToPaise(n.price)),
    nightExtraRatesPaise: x.nights.map((n) => rupeesToPaise(n.extraPersonRate)),
  };
}

/** The rooms for a party in `rooms` rooms (of one type when asked), cheapest first; null: none. */
export function roomsForParty(
  types: readonly RoomTypeAvailability[],
  party: PartyQuery,
  rooms: number,
  roomTypeId?: number,
): RoomChoice[] | null {
  const only = types.filter((x) => x.RoomTypeID === roomTypeId);
  const plan =
    (only.length ? allocateParty(only.map(partyTypeOf), { ...party, rooms }, null) : null) ??
    allocateParty(types.map(partyTypeOf), { ...party, rooms }, null);
  return plan
    ? plan.rooms.map((r) => ({
        RoomTypeID: r.roomTypeId,
        NoOfAdult: r.adults,
        NoOfChild: r.children,
        ExtraPerson: r.extraPersons,
      }))
    : null;
}

/** Persons in the rooms (adults, children and extra persons). */
export const seated = (rooms: readonly RoomChoice[]): number =>
  rooms.reduce((s, r) => s + r.NoOfAdult + r.NoOfChild + r.ExtraPerson, 0);
