import type { DbOrTx, Tx } from '../../db/client';
import { sweepOneByOne } from '../../db/retry';
import { HttpError } from '../../http-errors';
import * as availability from '../availability/availability.service';
import * as promoCodes from '../rates/promo-codes.service';
import type { BookingDeps } from './bookings.types';
import * as repo from './bookings.repo';

// An unpaid booking's hold on its rooms: released when it fails or its time is up, reopened or
// retaken when a payment still arrives (the payments module asks, ADR 060), swept by a job.

export const HOLD_EXPIRED_REASON = 'hold_expired';

/** Gives a booking's still-booked rooms back to the inventory (failure, expiry). */
export async function releaseBookingRooms(
  tx: DbOrTx,
  booking: repo.BookingRow,
  rooms: repo.BookingRoomWithType[],
) {
  await availability.releaseRooms(
    tx,
    availability.countByType(rooms.filter((r) => r.status === 'booked')),
    booking.checkIn,
    booking.checkOut,
  );
}

/** Ends the customer's unpaid holds (replaced by a new booking): rooms back, status expired. */
export async function releaseOpenHolds(deps: BookingDeps, customerId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    for (const b of await repo.lockOpenHolds(tx, customerId)) await releaseHold(tx, b, 'expired');
  });
}

/** Ends an unpaid hold (locked by the caller): its rooms go back, the booking ends `status`. */
export async function releaseHold(
  tx: Tx,
  booking: repo.BookingRow,
  status: 'failed' | 'expired',
): Promise<void> {
  await releaseBookingRooms(tx, booking, await repo.roomsOf(tx, [booking.id]));
  // its promo code's use goes back to the code, after the inventory (ADR 365)
  if (booking.promoCode) await promoCodes.releaseUse(tx, booking.id);
  await repo.updateBooking(tx, booking.id, { status });
}

/**
 * A failed booking whose hold time still runs is an unpaid hold again (retry payment); another
 * open hold of the same customer ends, as a new booking would end it (one unpaid booking at a time).
 */
export async function reopenHold(tx: Tx, booking: repo.BookingRow): Promise<void> {
  for (const other of await repo.lockOpenHolds(tx, booking.customerId)) {
    if (other.id !== booking.id) await releaseHold(tx, other, 'expired');
  }
  await repo.updateBooking(tx, booking.id, { status: 'pending_payment' });
}

/** Marks a booking failed (its rooms were given back already, or it never held any). */
export async function markFailed(tx: Tx, bookingId: number): Promise<void> {
  await repo.updateBooking(tx, bookingId, { status: 'failed' });
}

/**
 * A payment arrived for a hold that had ended: takes its rooms again if they are still free (in a
 * savepoint). True when the rooms are held again.
 */
export async function retakeRooms(tx: Tx, booking: repo.BookingRow): Promise<boolean> {
  const rooms = await repo.roomsOf(tx, [booking.id]);
  try {
    await tx.transaction(async (sp) => {
      await availability.holdRooms(
        sp,
        availability.countByType(rooms),
        booking.checkIn,
        booking.checkOut,
      );
    });
    // its promo code's use is taken again if one is left; the paid price stands either way
    if (booking.promoCode) await promoCodes.retakeUse(tx, booking.id);
    return true;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 409) return false;
    throw err;
  }
}

/**
 * Releases unpaid holds whose 15 minutes are up, one transaction per hold (booking lock, then its
 * inventory in the global order). `FOR UPDATE SKIP LOCKED`, so two server processes sweeping at
 * once never release the same hold twice. Run by the jobs runner. Returns how many it released.
 */
export async function sweepExpiredHolds(deps: BookingDeps, limit = 50): Promise<number> {
  return sweepOneByOne(deps.db, limit, async (tx) => {
    const [hold] = await repo.lockExpiredHolds(tx, deps.now(), 1);
    if (!hold) return false;
    await releaseHold(tx, hold, 'expired');
    return true;
  });
}
