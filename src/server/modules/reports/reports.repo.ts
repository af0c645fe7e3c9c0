import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookingRooms,
  bookings,
  creditNotes,
  roomInventory,
  roomTypes,
} from '../../db/schema/index';

/**
 * Read-only queries of the reports (ADR 161, 162): this module writes nothing; the tables belong
 * to bookings, availability and receipts.
 */

/** Booking statuses whose rooms were never sold (an unpaid hold) or no longer are. */
const NOT_SOLD = ['pending_payment', 'failed', 'expired', 'cancelled'] as const;

const inHotels = (hotelIds: number[] | null): SQL | undefined =>
  hotelIds === null ? undefined : inArray(bookings.hotelId, hotelIds.length ? hotelIds : [-1]);

/** Tax invoices issued in [from, to): the confirmed bookings with their rooms as invoiced. */
export async function invoicesIssued(db: DbOrTx, from: Date, to: Date, hotelIds: number[] | null) {
  const rows = await db
    .select({
      id: bookings.id,
      hotelId: bookings.hotelId,
      invoiceNo: bookings.invoiceNo,
      confirmedAt: bookings.confirmedAt,
      customerName: bookings.customerName,
      gstin: bookings.gstin,
      roomAmountPaise: bookingRooms.amountPaise,
      roomGstPaise: bookingRooms.gstPaise,
      roomTaxLines: bookingRooms.taxLines,
    })
    .from(bookings)
    .innerJoin(bookingRooms, eq(bookingRooms.bookingId, bookings.id))
    .where(
      and(
        isNotNull(bookings.invoiceNo),
        gte(bookings.confirmedAt, from),
        lt(bookings.confirmedAt, to),
        inHotels(hotelIds),
      ),
    )
    .orderBy(asc(bookings.confirmedAt), asc(bookings.id), asc(bookingRooms.id));
  return rows;
}

/** Credit notes issued between two IST dates (inclusive), with the booking's hotel. */
export function creditNotesIssued(db: DbOrTx, from: string, to: string, hotelIds: number[] | null) {
  return db
    .select({ note: creditNotes, hotelId: bookings.hotelId })
    .from(creditNotes)
    .innerJoin(bookings, eq(bookings.id, creditNotes.bookingId))
    .where(
      and(gte(creditNotes.issueDate, from), lte(creditNotes.issueDate, to), inHotels(hotelIds)),
    )
    .orderBy(asc(creditNotes.issueDate), asc(creditNotes.id));
}

/** Rooms for sale per hotel per night: the inventory's totals less the rooms closed (out of order). */
export async function roomNightsAvailable(
  db: DbOrTx,
  from: string,
  to: string,
  hotelIds: number[] | null,
) {
  const rows = await db
    .select({
      hotelId: roomTypes.hotelId,
      night: roomInventory.night,
      rooms: sql<string>`sum(${roomInventory.total} - ${roomInventory.closed})`,
    })
    .from(roomInventory)
    .innerJoin(roomTypes, eq(roomTypes.id, roomInventory.roomTypeId))
    .where(
      and(
        gte(roomInventory.night, from),
        lte(roomInventory.night, to),
        hotelIds === null
          ? undefined
          : inArray(roomTypes.hotelId, hotelIds.length ? hotelIds : [-1]),
      ),
    )
    .groupBy(roomTypes.hotelId, roomInventory.night);
  return rows.map((r) => ({ hotelId: r.hotelId, night: r.night, rooms: Number(r.rooms ?? 0) }));
}

/** Rooms of paid bookings that are not cancelled, per hotel per night they occupy. */
export function roomNightsSold(db: DbOrTx, from: string, to: string, hotelIds: number[] | null) {
  return db
    .select({ hotelId: bookings.hotelId, night: roomInventory.night, rooms: count() })
    .from(bookingRooms)
    .innerJoin(bookings, eq(bookings.id, bookingRooms.bookingId))
    .innerJoin(
      roomInventory,
      and(
        eq(roomInventory.roomTypeId, bookingRooms.roomTypeId),
        gte(roomInventory.night, bookings.checkIn),
        lt(roomInventory.night, bookings.checkOut),
      ),
    )
    .where(
      and(
        notInArray(bookings.status, [...NOT_SOLD]),
        eq(bookingRooms.status, 'booked'),
        // implied by the nights' join, written out so that only the stays overlapping the
        // period are read (their dates are indexed), not years of history (ADR 242)
        lte(bookings.checkIn, to),
        gt(bookings.checkOut, from),
        gte(roomInventory.night, from),
        lte(roomInventory.night, to),
        inHotels(hotelIds),
      ),
    )
    .groupBy(bookings.hotelId, roomInventory.night);
}

/** Rooms cancelled in [from, to), with their charge and refund. */
export function roomsCancelled(db: DbOrTx, from: Date, to: Date, hotelIds: number[] | null) {
  return db
    .select({
      hotelId: bookings.hotelId,
      cancelledAt: bookingRooms.cancelledAt,
      chargePaise: bookingRooms.cancellationChargePaise,
      refundPaise: bookingRooms.refundPaise,
    })
    .from(bookingRooms)
    .innerJoin(bookings, eq(bookings.id, bookingRooms.bookingId))
    .where(
      and(
        eq(bookingRooms.status, 'cancelled'),
        gte(bookingRooms.cancelledAt, from),
        lt(bookingRooms.cancelledAt, to),
        inHotels(hotelIds),
      ),
    );
}
