import { formatDate, formatDateTimeIst, istDayStart, todayIst } from '../../../shared/dates';
import { retryOnce } from '../../db/retry';
import { conflict } from '../../http-errors';
import type { StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as availability from '../availability/availability.service';
import * as bookings from '../bookings/bookings.service';
import * as hotels from '../hotels/hotels.service';
import * as rooms from './rooms.service';
import * as repo from './stays.repo';
import type { Tx } from '../../db/client';
import {
  auditShape,
  type FullBooking,
  lockReachable,
  OPEN,
  statusRefusal,
  type StaysDeps,
} from './stays.rules';

/**
 * POST /api/staff/bookings/{id}/no-show: a confirmed booking not checked in, once its arrival day
 * has begun and the hotel's check-in time plus its cut-off (hours) has passed. The rooms of the nights from today on go back to the inventory (ADR 152); the
 * payment is kept (no refund).
 */
export async function noShow(deps: StaysDeps, staff: StaffMember, id: number): Promise<void> {
  const at = deps.now();
  await retryOnce(() =>
    deps.db.transaction(async (tx) =>
      markNoShow(tx, await lockReachable(tx, staff, id), at, staff.id),
    ),
  );
}

/**
 * Marks a locked booking a no-show at `at` by a staff member (null: the night audit's job), with
 * the same rules as the desk's button (409 before the cut-off or in a status that cannot be one).
 */
export async function markNoShow(
  tx: Tx,
  full: FullBooking,
  at: Date,
  staffId: number | null,
): Promise<void> {
  const date = todayIst(at);
  const id = full.booking.id;
  const b = full.booking;
  if (b.status === 'no_show') throw conflict(`Booking ${b.bookingRefNo} is already a no-show.`);
  if (b.status === 'checked_in' || b.status === 'checked_out')
    throw statusRefusal(b, 'a guest who checked in is not a no-show.');
  if (!OPEN.has(b.status))
    throw statusRefusal(b, 'only a confirmed booking can be marked a no-show.');
  if (date < b.checkIn)
    throw conflict(
      `A no-show can be marked from the arrival day, ${formatDate(b.checkIn)}, on; today is ${formatDate(date)}.`,
    );
  const hotel = await hotels.requireHotel(tx, b.hotelId);
  const opens = noShowFrom(b.checkIn, hotel.checkInTime, hotel.noShowCutoffHours);
  if (at < opens)
    throw conflict(
      `A no-show can be marked from ${formatDateTimeIst(opens.toISOString())}: the check-in time, ${hotel.checkInTime}, plus ${hotel.noShowCutoffHours} hour${hotel.noShowCutoffHours === 1 ? '' : 's'}.`,
    );
  const before = auditShape(full, await repo.stayOf(tx, id));
  const booked = full.rooms.filter((r) => r.status === 'booked');
  const from = date > b.checkIn ? date : b.checkIn;
  if (from < b.checkOut)
    await availability.releaseRooms(tx, availability.countByType(booked), from, b.checkOut);
  await rooms.releaseRoomNights(
    tx,
    booked.map((r) => r.id),
    from,
  );
  await bookings.setStayStatus(tx, id, 'no_show');
  await repo.saveStay(tx, id, { noShowAt: at, noShowBy: staffId });
  await audit.recordAudit(tx, {
    staffId,
    action: 'no-show',
    entity: 'booking',
    entityId: id,
    before,
    after: {
      ...before,
      status: 'no_show',
      stay: await repo.stayOf(tx, id),
      releasedNights: from < b.checkOut ? { from, to: b.checkOut } : null,
    },
    at,
  });
}

/** The moment a booking arriving on `checkIn` may be a no-show: check-in time + cut-off, IST. */
export function noShowFrom(checkIn: string, checkInTime: string, cutoffHours: number): Date {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(checkInTime.trim());
  const hours = m ? (Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0) : 12;
  const minutes = m ? Number(m[2]) : 0;
  const midnightIst = istDayStart(checkIn).getTime();
  return new Date(midnightIst + ((hours + cutoffHours) * 60 + minutes) * 60_000);
}
