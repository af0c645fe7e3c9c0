import { financialYear, nightsOf, todayIst } from '../../../shared/dates';
import { priceStay, type TaxLine } from '../../../shared/pricing';
import type { DbOrTx, Tx } from '../../db/client';
import * as availability from '../availability/availability.service';
import { gstSlabs } from './gst-in-force';
import * as repo from './bookings.repo';

// What other modules do to a booking they have locked: the front desk's stay statuses, room
// numbers and invoice number (stays), a reschedule's price and move (requests), a cancelled room
// (cancellation). The rules are theirs; the rows are written here.

/** The stay statuses the front desk sets (check-in, check-out, no-show). */
export async function setStayStatus(
  tx: Tx,
  bookingId: number,
  status: 'checked_in' | 'checked_out' | 'no_show',
): Promise<void> {
  await repo.updateBooking(tx, bookingId, { status });
}

export const setRoomNumbers = repo.setRoomNumbers;

/** The next invoice number of the corporation's series for the IST date of `at` (ADR 287). */
export const nextInvoiceNo = (tx: Tx, at: Date): Promise<string> =>
  repo.nextInvoiceNo(tx, financialYear(todayIst(at)));

/**
 * Prices a booking's still-booked rooms for other dates with today's rates and GST slabs (a
 * reschedule): the same pricing as a new booking. Null when a room type has no rate for a night.
 */
export async function repriceStay(
  tx: DbOrTx,
  booking: repo.BookingRow,
  rooms: repo.BookingRoomWithType[],
  checkIn: string,
  checkOut: string,
  now: Date,
) {
  const booked = rooms.filter((r) => r.status === 'booked');
  const quotes = await availability.quoteRoomTypes(tx, [booking.hotelId], checkIn, checkOut);
  const byId = new Map(quotes.map((q) => [q.roomType.id, q]));
  const slabs = await gstSlabs(tx, todayIst(now));
  const priced = priceStay(
    booked.map((r) => {
      const q = byId.get(r.roomTypeId);
      return {
        nightPricesPaise: q ? q.nights.map((n) => n.pricePaise) : [],
        extraPersons: r.extraPersons,
        extraPersonRatePaise: r.extraPersonRatePaise,
        ...(q ? { nightExtraRatesPaise: q.nights.map((n) => n.extraPersonRatePaise) } : {}),
      };
    }),
    slabs,
  );
  const paid = booked.reduce((s, r) => s + r.amountPaise + r.gstPaise, 0);
  return {
    newTotalPaise: priced.totalPaise,
    paidPaise: paid,
    differencePaise: priced.totalPaise - paid,
  };
}

/**
 * Moves a booking (locked by the caller) to new dates: its booked rooms' inventory moves under the
 * inventory locks. When a night is full nothing changes and the shortage is returned (the caller
 * decides: a 409 for an accept, "not available" for a quote). Amounts and the invoice stay as paid.
 */
export async function moveStay(
  tx: Tx,
  booking: repo.BookingRow,
  checkIn: string,
  checkOut: string,
): Promise<{ moved: true } | { moved: false; shortage: availability.RoomShortage }> {
  const rooms = (await repo.roomsOf(tx, [booking.id])).filter((r) => r.status === 'booked');
  const shortage = await availability.moveRooms(
    tx,
    availability.countByType(rooms),
    { checkIn: booking.checkIn, checkOut: booking.checkOut },
    { checkIn, checkOut },
  );
  if (shortage) return { moved: false, shortage };
  await repo.updateBooking(tx, booking.id, {
    checkIn,
    checkOut,
    nights: nightsOf(checkIn, checkOut).length,
  });
  return { moved: true };
}

/** The nights of rooms just cancelled go back to the inventory (the cancellation's transaction). */
export async function releaseCancelledRooms(
  tx: DbOrTx,
  booking: { checkIn: string; checkOut: string },
  rooms: { roomTypeId: number }[],
): Promise<void> {
  await availability.releaseRooms(
    tx,
    availability.countByType(rooms),
    booking.checkIn,
    booking.checkOut,
  );
}

/** Marks one booked room cancelled with its charge and refund; false when it was not booked. */
export const cancelBookedRoom = repo.cancelRoom;

export async function setCancelledStatus(
  tx: Tx,
  bookingId: number,
  status: 'cancelled' | 'partially_cancelled',
): Promise<void> {
  await repo.updateBooking(tx, bookingId, { status });
}

/** Merges a room's tax lines with those of added nights: one line per GST rate. */
function mergeLines(a: TaxLine[], b: TaxLine[]): TaxLine[] {
  const m = new Map<number, TaxLine>();
  for (const l of [...a, ...b]) {
    const cur = m.get(l.rateBp);
    m.set(
      l.rateBp,
      cur
        ? {
            rateBp: l.rateBp,
            nights: cur.nights + l.nights,
            taxablePaise: cur.taxablePaise + l.taxablePaise,
            gstPaise: cur.gstPaise + l.gstPaise,
          }
        : { ...l },
    );
  }
  return [...m.values()].sort((x, y) => x.rateBp - y.rateBp);
}

/**
 * Extends a booking (locked by the caller) to a later check-out (ADR 375): the booked rooms are
 * taken for the added nights under the inventory locks (409 naming the room type and night when
 * one is sold out; the caller's transaction rolls back), the added nights are priced by today's
 * rates and GST slab set like a new booking, and the rooms' and booking's amounts grow by that
 * price. The nights already booked keep their price. Returns the added amount (with GST).
 */
export async function extendStay(
  tx: Tx,
  booking: repo.BookingRow,
  checkOut: string,
  now: Date,
): Promise<{ addedPaise: number; addedGstPaise: number }> {
  const rooms = (await repo.roomsOf(tx, [booking.id])).filter((r) => r.status === 'booked');
  const from = booking.checkOut;
  await availability.holdRooms(tx, availability.countByType(rooms), from, checkOut);
  const quotes = await availability.quoteRoomTypes(tx, [booking.hotelId], from, checkOut);
  const byId = new Map(quotes.map((q) => [q.roomType.id, q]));
  const slabs = await gstSlabs(tx, todayIst(now));
  const priced = priceStay(
    rooms.map((r) => {
      const q = byId.get(r.roomTypeId);
      return {
        nightPricesPaise: q ? q.nights.map((n) => n.pricePaise) : [],
        extraPersons: r.extraPersons,
        extraPersonRatePaise: r.extraPersonRatePaise,
        ...(q ? { nightExtraRatesPaise: q.nights.map((n) => n.extraPersonRatePaise) } : {}),
      };
    }),
    slabs,
  );
  const nights = nightsOf(booking.checkIn, checkOut).length;
  for (const [i, r] of rooms.entries()) {
    const p = priced.rooms[i]!;
    const amountPaise = r.amountPaise + p.amountPaise;
    const extraAmountPaise = r.extraAmountPaise + p.extraAmountPaise;
    await repo.setRoomPrices(tx, r.id, {
      amountPaise,
      extraAmountPaise,
      gstPaise: r.gstPaise + p.gstPaise,
      pricePerDayPaise: Math.round((amountPaise - extraAmountPaise) / nights),
      taxLines: mergeLines(r.taxLines, p.lines),
    });
  }
  await repo.updateBooking(tx, booking.id, {
    checkOut,
    nights,
    roomTotalPaise: booking.roomTotalPaise + priced.roomTotalPaise,
    gstPaise: booking.gstPaise + priced.gstPaise,
    totalPaise: booking.totalPaise + priced.totalPaise,
    gstRateBp: Math.max(booking.gstRateBp, ...priced.rooms.map((r) => r.gstRateBp)),
  });
  return { addedPaise: priced.totalPaise, addedGstPaise: priced.gstPaise };
}
