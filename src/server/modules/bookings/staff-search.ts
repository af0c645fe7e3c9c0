import type { DbOrTx, Tx } from '../../db/client';
import { loadFull, type FullBooking } from './booking-reads';
import * as repo from './bookings.repo';

// The staff's view of bookings: the search, one booking, the bookings with special requests.

/** One page of the staff booking search, with each booking's rooms and hotel name. */
export async function staffSearch(db: DbOrTx, filter: repo.StaffBookingFilter) {
  const { rows, total } = await repo.staffSearch(db, filter);
  const rooms = await repo.roomsOf(
    db,
    rows.map((r) => r.booking.id),
  );
  return {
    total,
    rows: rows.map((r) => ({
      booking: r.booking,
      hotelName: r.hotelName,
      rooms: rooms.filter((x) => x.bookingId === r.booking.id),
    })),
  };
}

/** Any booking with its rooms, payments and refunds (staff; the caller checks the hotel reach). */
export async function staffBooking(db: DbOrTx, id: number): Promise<FullBooking | null> {
  const b = await repo.findBooking(db, id);
  return b ? loadFull(db, b) : null;
}

/** The same, locked (FOR UPDATE): the first lock of a staff action's transaction (ADR 064). */
export async function lockStaffBooking(tx: Tx, id: number): Promise<FullBooking | null> {
  const b = await repo.findBookingForUpdate(tx, id);
  return b ? loadFull(tx, b) : null;
}

/** Paid bookings with special requests, for the requests module's board and lists (ADR 321). */
export const bookingsWithSpecialRequests = repo.withSpecialRequests;
