import { nightsOf, todayIst } from '../../../shared/dates';
import { priceStay } from '../../../shared/pricing';
import type { Tx } from '../../db/client';
import { badRequest, HttpError } from '../../http-errors';
import * as availability from '../availability/availability.service';
import * as ratePlans from '../rates/rate-plans.service';
import { bookingRef, pricedRoomColumns } from './booking-rows';
import { gstSlabSet } from './gst-in-force';
import { releaseBookingRooms } from './holds';
import * as repo from './bookings.repo';

// Bookings from the channel manager (OTAs, ADR 262): taken in confirmed, cancelled by the OTA.

export type ChannelBookingInput = {
  customerId: number;
  hotelId: number;
  checkIn: string;
  checkOut: string;
  /** ratePlanId: our plan the OTA's rate plan maps to (ADR 395); null or absent: the standard rate */
  rooms: { roomTypeId: number; adults: number; children: number; ratePlanId?: number | null }[];
  guest: { name: string; email: string; mobile: string; source: string };
  now: Date;
};

/**
 * The OTA's rooms priced with the hotel's nightly prices under the plan each was sold on (its meals
 * and discount, ADR 395) and the GST slabs in force today.
 */
async function priceChannelStay(
  tx: Tx,
  input: Pick<ChannelBookingInput, 'hotelId' | 'checkIn' | 'checkOut' | 'rooms' | 'now'>,
) {
  const quotes = await availability.quoteRoomTypes(
    tx,
    [input.hotelId],
    input.checkIn,
    input.checkOut,
  );
  const byId = new Map(quotes.map((q) => [q.roomType.id, q]));
  const chosen = input.rooms.map((r) => {
    const quote = byId.get(r.roomTypeId);
    if (!quote)
      throw badRequest(`Room type ${r.roomTypeId} is not offered by hotel ${input.hotelId}.`);
    return { input: r, quote };
  });
  const planned = await ratePlans.planChannelRooms(
    tx,
    chosen.map((c) => ({
      roomType: { id: c.quote.roomType.id, name: c.quote.roomType.name },
      ratePlanId: c.input.ratePlanId ?? undefined,
      party: { adults: c.input.adults, children: c.input.children, extraPersons: 0 },
      roomNightsPaise: c.quote.nights.map((n) => n.pricePaise),
    })),
  );
  const slabSet = await gstSlabSet(tx, todayIst(input.now));
  const priced = priceStay(
    chosen.map((c, i) => ({
      nightPricesPaise: planned[i]!.nightPricesPaise,
      extraPersons: 0,
      extraPersonRatePaise: c.quote.roomType.extraPersonRatePaise,
      nightExtraRatesPaise: c.quote.nights.map((n) => n.extraPersonRatePaise),
    })),
    slabSet.slabs,
  );
  return { chosen, byId, priced, slabSet, planned };
}

/**
 * An OTA's booking, paid to the OTA or at the hotel, written confirmed in the caller's
 * transaction. Its rooms are taken through the same inventory path as every booking
 * (availability.holdRooms under the night locks, in a savepoint); when a night is already sold out
 * the booking is still written, holding no rooms, and `soldOutNight` names the night: the caller
 * marks it overbooked (the OTA has sold the room; it is never dropped). Priced with the hotel's
 * own nightly prices and the GST slabs in force, like a counter booking.
 */
export async function createChannelBooking(
  tx: Tx,
  input: ChannelBookingInput,
): Promise<{ booking: repo.BookingRow; soldOutNight: string | null }> {
  const { now } = input;
  const { chosen, byId, priced, slabSet, planned } = await priceChannelStay(tx, input);
  let soldOutNight: string | null = null;
  try {
    await tx.transaction(async (sp) => {
      await availability.holdRooms(
        sp,
        availability
          .countByType(chosen.map((c) => ({ roomTypeId: c.quote.roomType.id })))
          .map((w) => ({ ...w, name: byId.get(w.roomTypeId)!.roomType.name })),
        input.checkIn,
        input.checkOut,
      );
    });
  } catch (err) {
    if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
    soldOutNight = typeof err.extra?.night === 'string' ? err.extra.night : input.checkIn;
  }
  const id = await repo.nextBookingId(tx);
  const booking = await repo.insertBooking(tx, {
    id,
    bookingRefNo: bookingRef(id, now),
    customerId: input.customerId,
    hotelId: input.hotelId,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    nights: nightsOf(input.checkIn, input.checkOut).length,
    status: 'confirmed',
    customerName: input.guest.name,
    customerType: 'Individual',
    email: input.guest.email,
    mobile: input.guest.mobile,
    address: '',
    identityType: input.guest.source,
    identityNo: '',
    gstin: null,
    roomTotalPaise: priced.roomTotalPaise,
    gstPaise: priced.gstPaise,
    totalPaise: priced.totalPaise,
    gstRateBp: Math.max(...priced.rooms.map((r) => r.gstRateBp)),
    gstSlabsFrom: slabSet.effectiveFrom,
    holdExpiresAt: now,
    createdAt: now,
    confirmedAt: now,
  });
  await repo.insertBookingRooms(
    tx,
    chosen.map((c, i) => {
      const p = priced.rooms[i]!;
      return {
        bookingId: id,
        roomTypeId: c.quote.roomType.id,
        adults: c.input.adults,
        children: c.input.children,
        extraPersons: 0,
        ...pricedRoomColumns(p, c.quote.nights),
        ...ratePlans.bookedPlan(planned[i]!),
      };
    }),
  );
  return { booking, soldOutNight };
}

/**
 * The OTA cancelled: every booked room of the booking is cancelled (no charge or refund here: the
 * OTA settles with the guest) and, when the booking held rooms, they go back to the inventory.
 * False when the booking was cancelled already.
 */
export async function cancelChannelBooking(
  tx: Tx,
  bookingId: number,
  opts: { heldRooms: boolean; now: Date },
): Promise<boolean> {
  const booking = await repo.findBookingForUpdate(tx, bookingId);
  if (!booking || booking.status === 'cancelled') return false;
  const rooms = await repo.roomsOf(tx, [bookingId]);
  if (opts.heldRooms) await releaseBookingRooms(tx, booking, rooms);
  for (const r of rooms.filter((x) => x.status === 'booked'))
    await repo.cancelRoom(tx, {
      bookingId,
      roomId: r.id,
      chargePaise: 0,
      refundPaise: 0,
      at: opts.now,
    });
  await repo.updateBooking(tx, bookingId, { status: 'cancelled' });
  return true;
}

// ---- an OTA's modification (ADR 388) -----------------------------------------------------------

/** What the OTA's modification says the booking now is. */
export type ChannelRevisionInput = Pick<
  ChannelBookingInput,
  'checkIn' | 'checkOut' | 'rooms' | 'now'
> & { guest: { name: string; email: string; mobile: string } };

/** Statuses whose guest's name and contact an OTA may still change. */
const CONTACT_OPEN = new Set(['confirmed', 'partially_cancelled', 'checked_in']);
/** Statuses whose dates and rooms an OTA may still change (the guest has not arrived). */
const STAY_OPEN = new Set(['confirmed', 'partially_cancelled']);

export type ChannelRevision =
  /** cancelled, failed, a no-show or a past stay (or no such booking): nothing was changed */
  | { kind: 'closed'; booking: repo.BookingRow | null }
  /**
   * the guest's name and contact were applied; the dates or rooms could not be (`why`): the stay
   * has begun or the new or booked arrival is before today
   */
  | { kind: 'refused'; booking: repo.BookingRow; why: string }
  | {
      kind: 'revised';
      booking: repo.BookingRow;
      before: { checkIn: string; checkOut: string; roomTypeIds: number[] };
      /** the dates or the room types changed (the inventory and the price were redone) */
      stayChanged: boolean;
      /** the first night of the new stay already sold out: the booking holds no rooms now */
      soldOutNight: string | null;
    };

/** The rooms' types and plans, in no order: a change of either reprices the stay (ADR 395). */
const typeKey = (rooms: { roomTypeId: number; ratePlanId?: number | null }[]) =>
  rooms
    .map((r) => `${r.roomTypeId}:${r.ratePlanId ?? 0}`)
    .sort()
    .join(',');

/**
 * Pairs the booked rooms with the rooms the OTA now sends: a booked room of the same type first
 * (it keeps its physical room), then any left (its type changes); the booked rooms left over are
 * surplus (cancelled), and a wanted room without a pair is added.
 */
function pairRooms<T extends { roomTypeId: number }>(
  booked: T[],
  wanted: { roomTypeId: number }[],
): { pairs: (T | null)[]; surplus: T[] } {
  const free = [...booked];
  const pairs: (T | null)[] = wanted.map((w) => {
    const i = free.findIndex((b) => b.roomTypeId === w.roomTypeId);
    return i < 0 ? null : free.splice(i, 1)[0]!;
  });
  for (const [i, p] of pairs.entries()) if (p === null && free.length) pairs[i] = free.shift()!;
  return { pairs, surplus: free };
}

/**
 * Applies an OTA's modification to its booking in the caller's transaction, the booking row locked
 * first (ADR 064), under the hotel's rules (ADR 388): the guest's name and contact change while the
 * booking is open or in house; the dates and rooms only while the guest has not arrived and
 * neither the booked nor the new arrival is before today. A changed stay gives back the rooms the
 * booking held and takes the new ones through `availability.exchangeRooms` (both stays' nights
 * locked in the global order); when a new night is sold out the booking still moves, holding no
 * rooms, and `soldOutNight` names the night (the caller marks it overbooked, as a new OTA booking).
 * It is repriced like a new OTA booking; booked rooms are matched to the new ones by room type.
 */
export async function reviseChannelBooking(
  tx: Tx,
  bookingId: number,
  input: ChannelRevisionInput,
  opts: { heldRooms: boolean },
): Promise<ChannelRevision> {
  const { now } = input;
  const booking = await repo.findBookingForUpdate(tx, bookingId);
  if (!booking || !CONTACT_OPEN.has(booking.status)) return { kind: 'closed', booking };
  const booked = (await repo.roomsOf(tx, [bookingId])).filter((r) => r.status === 'booked');
  const contact = {
    customerName: input.guest.name,
    email: input.guest.email,
    mobile: input.guest.mobile,
  };
  const before = {
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    roomTypeIds: booked.map((r) => r.roomTypeId),
  };
  const stayChanged =
    input.checkIn !== booking.checkIn ||
    input.checkOut !== booking.checkOut ||
    typeKey(booked) !== typeKey(input.rooms);
  const today = todayIst(now);
  const why = !stayChanged
    ? null
    : !STAY_OPEN.has(booking.status)
      ? 'the guest has checked in'
      : booking.checkIn < today
        ? 'the booked arrival has passed'
        : input.checkIn < today
          ? 'the new arrival is before today'
          : null;
  if (!stayChanged || why) {
    const { pairs } = pairRooms(booked, input.rooms);
    if (!why)
      for (const [i, p] of pairs.entries())
        if (p)
          await repo.reviseRoom(tx, p.id, {
            roomTypeId: p.roomTypeId,
            pricePerDayPaise: p.pricePerDayPaise,
            extraPersonRatePaise: p.extraPersonRatePaise,
            amountPaise: p.amountPaise,
            extraAmountPaise: p.extraAmountPaise,
            gstPaise: p.gstPaise,
            taxLines: p.taxLines,
            ...partyOf(input.rooms[i]!),
          });
    await repo.updateBooking(tx, bookingId, contact);
    const after = { ...booking, ...contact };
    return why
      ? { kind: 'refused', booking: after, why }
      : { kind: 'revised', booking: after, before, stayChanged: false, soldOutNight: null };
  }

  const { chosen, byId, priced, slabSet, planned } = await priceChannelStay(tx, {
    hotelId: booking.hotelId,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    rooms: input.rooms,
    now,
  });
  const old = {
    rooms: opts.heldRooms ? availability.countByType(booked) : [],
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
  };
  const shortage = await availability.exchangeRooms(tx, old, {
    rooms: availability
      .countByType(chosen.map((c) => ({ roomTypeId: c.quote.roomType.id })))
      .map((w) => ({ ...w, name: byId.get(w.roomTypeId)!.roomType.name })),
    checkIn: input.checkIn,
    checkOut: input.checkOut,
  });
  // sold out: the old rooms go back all the same (the OTA has moved the guest; ADR 388)
  if (shortage && old.rooms.length)
    await availability.releaseRooms(tx, old.rooms, old.checkIn, old.checkOut);

  const { pairs, surplus } = pairRooms(booked, input.rooms);
  const added: repo.NewBookingRoom[] = [];
  for (const [i, c] of chosen.entries()) {
    const columns = {
      roomTypeId: c.quote.roomType.id,
      ...partyOf(c.input),
      ...pricedRoomColumns(priced.rooms[i]!, c.quote.nights),
      ...ratePlans.bookedPlan(planned[i]!),
    };
    const p = pairs[i];
    if (p) await repo.reviseRoom(tx, p.id, columns);
    else added.push({ bookingId, extraPersons: 0, ...columns });
  }
  if (added.length) await repo.insertBookingRooms(tx, added);
  for (const r of surplus)
    await repo.cancelRoom(tx, { bookingId, roomId: r.id, chargePaise: 0, refundPaise: 0, at: now });
  const patch = {
    ...contact,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    nights: nightsOf(input.checkIn, input.checkOut).length,
    roomTotalPaise: priced.roomTotalPaise,
    gstPaise: priced.gstPaise,
    totalPaise: priced.totalPaise,
    gstRateBp: Math.max(...priced.rooms.map((r) => r.gstRateBp)),
    gstSlabsFrom: slabSet.effectiveFrom,
  };
  await repo.updateBooking(tx, bookingId, patch);
  return {
    kind: 'revised',
    booking: { ...booking, ...patch },
    before,
    stayChanged: true,
    soldOutNight: shortage?.night ?? null,
  };
}

const partyOf = (r: { adults: number; children: number }) => ({
  adults: r.adults,
  children: r.children,
});
