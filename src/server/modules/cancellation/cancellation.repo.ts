import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookingRooms,
  bookings,
  cancellationPolicies,
  hotels,
  roomTypes,
} from '../../db/schema/index';

/**
 * Reads only: cancellation writes nothing itself. Rooms and booking status change through the
 * bookings module, inventory through availability, refunds through payments (ADR 060).
 */
export type BookingRow = typeof bookings.$inferSelect;

export type BookingWithHotel = BookingRow & { hotelName: string };

/**
 * The customer's booking (null for an unknown id or someone else's). `lock` takes a row lock
 * (SELECT ... FOR UPDATE) so two cancellations of one booking run one after the other.
 */
export async function findCustomerBooking(
  db: DbOrTx,
  bookingId: number,
  customerId: number,
  opts: { lock?: boolean } = {},
): Promise<BookingWithHotel | null> {
  const q = db
    .select({ booking: bookings, hotelName: hotels.unitName })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)))
    .limit(1);
  const rows = opts.lock ? await q.for('update', { of: bookings }) : await q;
  const r = rows[0];
  return r ? { ...r.booking, hotelName: r.hotelName } : null;
}

export type RoomRow = typeof bookingRooms.$inferSelect & {
  roomTypeName: string;
  allowedExtraPerson: number;
};

export async function roomsOf(db: DbOrTx, bookingId: number): Promise<RoomRow[]> {
  const rows = await db
    .select({
      room: bookingRooms,
      roomTypeName: roomTypes.name,
      allowedExtraPerson: roomTypes.allowedExtraPerson,
    })
    .from(bookingRooms)
    .innerJoin(roomTypes, eq(roomTypes.id, bookingRooms.roomTypeId))
    .where(eq(bookingRooms.bookingId, bookingId))
    .orderBy(asc(bookingRooms.id));
  return rows.map((r) => ({
    ...r.room,
    roomTypeName: r.roomTypeName,
    allowedExtraPerson: r.allowedExtraPerson,
  }));
}

/** Policy rows of a hotel, or the corporation-wide default when the hotel has none. */
export async function policyRules(db: DbOrTx, hotelId: number) {
  const rows = await db
    .select({
      hotelId: cancellationPolicies.hotelId,
      minDays: cancellationPolicies.minDays,
      maxDays: cancellationPolicies.maxDays,
      deductionPercent: cancellationPolicies.deductionPercent,
    })
    .from(cancellationPolicies)
    .where(
      sql`${cancellationPolicies.hotelId} = ${hotelId} OR ${cancellationPolicies.hotelId} IS NULL`,
    )
    .orderBy(desc(cancellationPolicies.minDays));
  const own = rows.filter((r) => r.hotelId === hotelId);
  return (own.length > 0 ? own : rows.filter((r) => r.hotelId === null)).map((r) => ({
    minDays: r.minDays,
    maxDays: r.maxDays,
    deductionPercent: r.deductionPercent,
  }));
}
