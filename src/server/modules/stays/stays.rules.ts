import { bookingStatusLabel } from '../../../shared/booking-status';
import { isHotelScoped } from '../../../shared/contracts/staff';
import type { Tx } from '../../db/client';
import { conflict, type HttpError, notFound } from '../../http-errors';
import type { StaffMember } from '../../plugins/staff-session';
import type { FastifyBaseLogger } from 'fastify';
import * as bookings from '../bookings/bookings.service';
import type { StayRow } from './stays.repo';

/**
 * What every front-desk job of a stay shares (ADR 150): the statuses a stay can move from, who
 * reaches a booking, and the refusal that names the booking's status.
 */
export type StaysDeps = bookings.BookingDeps & {
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'> | undefined;
};

export const STAYS_MSG = { bookingNotFound: 'Booking not found.' } as const;

/** The statuses of a booking whose guest is still to come. */
export const OPEN = new Set(['confirmed', 'partially_cancelled']);

export type FullBooking = NonNullable<Awaited<ReturnType<typeof bookings.staffBooking>>>;

/** A hotel manager reaches only their hotels: any other booking is "not found" (404). */
export function assertBookingReach(staff: StaffMember, hotelId: number): void {
  if (isHotelScoped(staff.role) && !staff.hotelIds.includes(hotelId))
    throw notFound(STAYS_MSG.bookingNotFound);
}

/** The booking, its rooms, payment and refunds, locked (ADR 064) and within the staff's reach. */
export async function lockReachable(tx: Tx, staff: StaffMember, id: number): Promise<FullBooking> {
  const full = await bookings.lockStaffBooking(tx, id);
  if (!full) throw notFound(STAYS_MSG.bookingNotFound);
  assertBookingReach(staff, full.booking.hotelId);
  return full;
}

/** The booking a staff member may see (not locked), or 404. */
export async function reachableBooking(
  db: StaysDeps['db'],
  staff: StaffMember,
  id: number,
): Promise<FullBooking> {
  const full = await bookings.staffBooking(db, id);
  if (!full) throw notFound(STAYS_MSG.bookingNotFound);
  assertBookingReach(staff, full.booking.hotelId);
  return full;
}

/** 409 naming the booking and its status: "Booking JTDC… is cancelled: <what>". */
export function statusRefusal(b: bookings.BookingRow, what: string): HttpError {
  const label = bookingStatusLabel(b.status).toLowerCase();
  return conflict(`Booking ${b.bookingRefNo} is ${label}: ${what}`);
}

/** The part of a booking an audit entry of a stay change records, before and after. */
export const auditShape = (full: FullBooking, stay: StayRow | null) => ({
  status: full.booking.status,
  rooms: full.rooms.map((r) => ({ id: r.id, roomNo: r.roomNo, status: r.status })),
  stay,
});
