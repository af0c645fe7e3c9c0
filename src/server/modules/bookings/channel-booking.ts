import { nightsOf, todayIst } from '../../../shared/dates';
import { priceStay } from '../../../shared/pricing';
import type { Tx } from '../../db/client';
import { badRequest, HttpError } from '../../http-errors';
import * as availability from '../availability/availability.service';
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
  rooms: { roomTypeId: number; adults: number; children: number }[];
  guest: { name: string; email: string; mobile: string; source: string };
  now: Date;
};

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
  const slabSet = await gstSlabSet(tx, todayIst(now));
  const priced = priceStay(
    chosen.map((c) => ({
      nightPricesPaise: c.quote.nights.map((n) => n.pricePaise),
      extraPersons: 0,
      extraPersonRatePaise: c.quote.roomType.extraPersonRatePaise,
      nightExtraRatesPaise: c.quote.nights.map((n) => n.extraPersonRatePaise),
    })),
    slabSet.slabs,
  );
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
