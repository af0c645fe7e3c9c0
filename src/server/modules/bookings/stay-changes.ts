import { DEBIT_NOTE_REASONS } from '../../../shared/document-reasons';
import { financialYear, nightsOf, todayIst } from '../../../shared/dates';
import { priceStay, splitGst, type TaxLine } from '../../../shared/pricing';
import type { DbOrTx, Tx } from '../../db/client';
import * as availability from '../availability/availability.service';
import { gstSlabs } from './gst-in-force';
import * as repo from './bookings.repo';
import { writeDebitNote } from './date-change';

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
 * price. The nights already booked keep their price. The added supply is documented by a GST
 * debit note against the booking's tax invoice (ADR 382), in the same transaction, mailed to the
 * guest. Returns the added amount (with GST) and the debit note's number.
 */
export async function extendStay(
  tx: Tx,
  booking: repo.BookingRow,
  checkOut: string,
  now: Date,
): Promise<{ addedPaise: number; addedGstPaise: number; debitNoteNo: string | null }> {
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
  const note = await issueExtensionDebitNote(
    tx,
    booking,
    checkOut,
    rooms.map((r, i) => ({
      id: r.id,
      roomTypeName: r.roomTypeName,
      lines: priced.rooms[i]!.lines,
    })),
    now,
  );
  return {
    addedPaise: priced.totalPaise,
    addedGstPaise: priced.gstPaise,
    debitNoteNo: note?.debitNoteNo ?? null,
  };
}

/**
 * The GST debit note of a stay's added nights (ADR 382): section 34 of the CGST Act, the supply
 * invoiced grew. Each room's added nights at their own lines (the exact taxable value and GST the
 * booking grew by, CGST and SGST), against the booking's tax invoice; the mail to the guest with
 * the PDF. None when nothing was added or the booking has no invoice yet (its invoice, when
 * issued, has the nights).
 */
async function issueExtensionDebitNote(
  tx: Tx,
  b: repo.BookingRow,
  checkOut: string,
  rooms: { id: number; roomTypeName: string; lines: TaxLine[] }[],
  now: Date,
): Promise<repo.DebitNoteRow | null> {
  if (!b.invoiceNo) return null;
  const lines = rooms.flatMap((r) =>
    r.lines
      .filter((l) => l.taxablePaise + l.gstPaise > 0)
      .map((l) => ({
        bookingRoomId: r.id,
        description: r.roomTypeName,
        rateBp: l.rateBp,
        taxablePaise: l.taxablePaise,
        ...splitGst(l.gstPaise),
        igstPaise: 0,
      })),
  );
  if (lines.length === 0) return null;
  return writeDebitNote(tx, b, now, lines, {
    kind: 'extension',
    extendedFrom: b.checkOut,
    extendedTo: checkOut,
    reason: DEBIT_NOTE_REASONS.extension,
  });
}
