import { nightsOf } from '../../../shared/dates';
import type { Tx } from '../../db/client';
import { HttpError } from '../../http-errors';
import * as bookings from '../bookings/bookings.service';
import * as repo from './rooms.repo';
import { giveRoom } from './rooms.service';

/**
 * The physical rooms of a booking whose dates or rooms were changed outside the desk (an OTA's
 * modification, ADR 388), in the caller's transaction after the booking moved. For each booked
 * room: the nights outside the new stay, or in a room of another type than the one now booked,
 * are given back (a cancelled booked room, or a booking that holds no rooms, gives back all).
 * The room it kept, or had, is then given for the whole new stay when it is free on every night
 * (in service, not out of order, no other stay in it), as an extended stay keeps its room;
 * otherwise the nights it cannot hold show as unassigned on the room chart for the desk.
 */
export async function followBookingRooms(
  tx: Tx,
  bookingId: number,
  opts: { holdsRooms: boolean },
): Promise<void> {
  const full = await bookings.lockStaffBooking(tx, bookingId);
  if (!full) return;
  const b = full.booking;
  const stay = new Set(nightsOf(b.checkIn, b.checkOut));
  const held = await repo.nightsWithType(
    tx,
    full.rooms.map((r) => r.id),
  );
  for (const r of full.rooms) {
    const mine = held.filter((n) => n.bookingRoomId === r.id);
    if (mine.length === 0) continue;
    const keep = opts.holdsRooms && r.status === 'booked';
    const fits = mine.filter((n) => keep && stay.has(n.night) && n.roomTypeId === r.roomTypeId);
    const lost = mine.filter((n) => !fits.includes(n));
    await repo.deleteNightsOn(
      tx,
      r.id,
      lost.map((n) => n.night),
    );
    if (!keep || fits.length === stay.size) continue;
    // the one room it is in, or the last one of its type it had: carried to the new nights
    const inRooms = new Set(fits.map((n) => n.roomId));
    const carried =
      inRooms.size === 1
        ? fits[0]!.roomId
        : inRooms.size === 0
          ? mine.filter((n) => n.roomTypeId === r.roomTypeId).at(-1)?.roomId
          : undefined;
    if (carried === undefined) continue;
    try {
      await tx.transaction((sp) => giveRoom(sp, full, r, carried, b.checkIn));
    } catch (err) {
      // taken, out of order or retired: the nights it cannot hold wait for the desk
      if (!(err instanceof HttpError)) throw err;
    }
  }
}
