import type { z } from 'zod';
import type { staffBookingsQuery } from '../../../shared/contracts/desk';
import { todayIst } from '../../../shared/dates';
import { assertHotelReach, hotelScope, type StaffMember } from '../../plugins/staff-session';
import * as bookings from '../bookings/bookings.service';
import * as hotels from '../hotels/hotels.service';
import type { FoundBooking } from './stay-view';
import type { StaysDeps } from './stays.rules';

/**
 * The stays module (ADR 255): a booking from the guest's arrival to their departure at the hotel,
 * as the front desk sees it (issue 12): the search, the day's arrivals and departures, one
 * booking with its stay record, and (in their own files) check-in, check-out, no-show, the counter
 * booking and cancelling on the guest's behalf. Rooms, housekeeping and the guest bill come here
 * next. It owns booking_stays, desk_payments and desk_idempotency.
 *
 * Values here are domain values in paise; `stays.presenter.ts` makes the replies.
 */
export type { StaysDeps } from './stays.rules';
export type { StaysPorts } from './stays.ports';
export { pruneIdempotencyKeys } from './counter-booking';
export { bookingView, stayView } from './stay-view';
export { followBookingRooms } from './follow-booking';

/** GET /api/staff/bookings: one page of the search, limited to the staff member's hotels. */
export async function searchBookings(
  deps: StaysDeps,
  staff: StaffMember,
  q: z.output<typeof staffBookingsQuery>,
): Promise<{ rows: FoundBooking[]; total: number; page: number; pageSize: number }> {
  if (q.hotelId !== undefined) {
    assertHotelReach(staff, q.hotelId);
    await hotels.requireHotel(deps.db, q.hotelId);
  }
  const { rows, total } = await bookings.staffSearch(deps.db, {
    hotelIds: hotelScope(staff),
    hotelId: q.hotelId,
    from: q.from,
    to: q.to,
    status: q.status,
    q: q.q,
    page: q.page,
    pageSize: q.pageSize,
  });
  return { rows, total, page: q.page, pageSize: q.pageSize };
}

/** Today's (IST) arrivals and departures of one hotel, all of them on one page. */
export async function today(
  deps: StaysDeps,
  staff: StaffMember,
  hotelId: number,
): Promise<{
  date: string;
  hotelId: number;
  arrivals: FoundBooking[];
  departures: FoundBooking[];
}> {
  assertHotelReach(staff, hotelId);
  await hotels.requireHotel(deps.db, hotelId);
  const date = todayIst(deps.now());
  const base = { hotelIds: hotelScope(staff), hotelId, page: 1, pageSize: 500 };
  const arr = await bookings.staffSearch(deps.db, { ...base, arrivingOn: date });
  const dep = await bookings.staffSearch(deps.db, { ...base, leavingOn: date });
  const shown = (r: FoundBooking) =>
    r.booking.status !== 'pending_payment' &&
    r.booking.status !== 'failed' &&
    r.booking.status !== 'expired';
  return {
    date,
    hotelId,
    arrivals: arr.rows.filter(shown),
    departures: dep.rows.filter(shown),
  };
}

/** The daily close of yesterday at every hotel (ADR 311). */
export { auditStatus, closeYesterday } from './night-audit';
