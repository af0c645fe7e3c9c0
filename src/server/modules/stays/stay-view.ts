import { todayIst } from '../../../shared/dates';
import type { StaffMember } from '../../plugins/staff-session';
import * as bookings from '../bookings/bookings.service';
import * as hotels from '../hotels/hotels.service';
import { noShowFrom } from './no-show';
import * as repo from './stays.repo';
import { OPEN, reachableBooking, type FullBooking, type StaysDeps } from './stays.rules';

/** One found booking: the row, its hotel's name and its rooms. */
export type FoundBooking = {
  booking: bookings.BookingRow;
  hotelName: string;
  rooms: bookings.BookingRoomWithType[];
};

/** What staff may do to a booking today. */
export type StayActions = { checkIn: boolean; checkOut: boolean; noShow: boolean; cancel: boolean };

/** One booking at the desk: the booking with its hotel, stay record, desk payment and actions. */
export type StayView = {
  full: FullBooking;
  hotelName: string;
  stay: repo.StayRow | null;
  deskPayment: repo.DeskPaymentRow | null;
  links: ReturnType<typeof bookings.staffLinks>;
  actions: StayActions;
  /** when a no-show may be marked (ADR 265) */
  noShowFrom: Date;
};

function actionsOf(full: FullBooking, now: Date, noShowOpens: Date): StayActions {
  const b = full.booking;
  const date = todayIst(now);
  const open = OPEN.has(b.status) && full.rooms.some((r) => r.status === 'booked');
  return {
    checkIn: open && date >= b.checkIn && date < b.checkOut,
    checkOut: b.status === 'checked_in',
    noShow: open && date >= b.checkIn && now >= noShowOpens,
    cancel: open,
  };
}

async function viewOf(deps: StaysDeps, full: FullBooking): Promise<StayView> {
  const { db, config } = deps;
  const b = full.booking;
  const hotel = await hotels.requireHotel(db, b.hotelId);
  const pay = full.payment;
  const opens = noShowFrom(b.checkIn, hotel.checkInTime, hotel.noShowCutoffHours);
  return {
    full,
    hotelName: hotel.unitName,
    stay: await repo.stayOf(db, b.id),
    deskPayment: pay ? await repo.deskPaymentOf(db, pay.id) : null,
    links: bookings.staffLinks(config, b.id),
    actions: actionsOf(full, deps.now(), opens),
    noShowFrom: opens,
  };
}

/** GET /api/staff/bookings/{id}: one booking within the staff member's reach. */
export async function bookingView(
  deps: StaysDeps,
  staff: StaffMember,
  id: number,
): Promise<StayView> {
  return viewOf(deps, await reachableBooking(deps.db, staff, id));
}

/** A booking as it stands after a desk action (whose reach was checked by the action). */
export async function stayView(deps: StaysDeps, id: number): Promise<StayView> {
  return viewOf(deps, (await bookings.staffBooking(deps.db, id))!);
}
