import { formatDate } from '../../../shared/dates';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import * as hotels from '../../db/hotel-rows';
import * as staffAlerts from '../../db/staff-alerts';
import { enqueueMail } from '../../notify/outbox';
import { composeMail } from '../../notify/templates';
import * as audit from '../audit/audit.service';
import * as bookings from '../bookings/bookings.service';
import type { BookingRevision } from './channel-manager';
import * as repo from './channels.repo';
import * as revisionsRepo from './revisions.repo';

/*
 * An OTA's modification of a booking it sent before (ADR 388), applied in the feed job's
 * transaction for the revision (channels.service applyRevision: the revision id is claimed first,
 * so a revision seen twice changes nothing, and it is acknowledged only after the commit).
 */

/**
 * The front desk's side of a modification, handed in by the server (ADR 330: channels imports
 * four modules and not stays): `stays.followBookingRooms`, the booking's physical rooms follow its
 * new dates and room types.
 */
export type ChannelRoomsPort = {
  follow(tx: Tx, bookingId: number, opts: { holdsRooms: boolean }): Promise<void>;
};

export type ModifyDeps = { config: Config; now: () => Date; rooms?: ChannelRoomsPort | undefined };

type ChannelBooking = NonNullable<Awaited<ReturnType<typeof repo.channelBookingOf>>>;

async function alertHotel(
  deps: ModifyDeps,
  tx: Tx,
  hotelId: number,
  mail: { subject: string; paragraphs: string[] },
) {
  const composed = composeMail(deps.config, {
    ...mail,
    action: { label: 'Overbooked OTA bookings', url: `${deps.config.publicUrl}/admin` },
  });
  for (const to of await staffAlerts.hotelAlertEmails(tx, hotelId))
    await enqueueMail(tx, { to, ...composed });
}

const stayText = (checkIn: string, checkOut: string) =>
  `${formatDate(checkIn)} to ${formatDate(checkOut)}`;

/**
 * Applies a modification to the OTA booking `cb` under the hotel's rules (ADR 388): the booking's
 * dates, rooms, guest and price follow the OTA's (bookings.reviseChannelBooking), its physical
 * rooms follow the new stay, and when a new night is sold out it is kept, marked overbooked and
 * the hotel's managers are mailed, as a new OTA booking is. A modification the hotel's rules
 * cannot apply (the guest has arrived, the arrival has passed, the booking is cancelled here) is
 * stored and acknowledged with the booking unchanged, and mailed to the managers to settle with
 * the OTA: never silently dropped.
 */
export async function applyModification(
  deps: ModifyDeps,
  tx: Tx,
  r: BookingRevision,
  cb: ChannelBooking,
  roomTypeIds: number[],
  ratePlanIds: (number | null)[] = [],
): Promise<void> {
  if (r.departureDate <= r.arrivalDate)
    throw new Error(`revision ${r.id}: the departure is not after the arrival`);
  const now = deps.now();
  const done = await bookings.reviseChannelBooking(
    tx,
    cb.bookingId,
    {
      checkIn: r.arrivalDate,
      checkOut: r.departureDate,
      rooms: r.rooms.map((room, i) => ({
        roomTypeId: roomTypeIds[i]!,
        ratePlanId: ratePlanIds[i] ?? null,
        adults: room.adults,
        children: room.children,
      })),
      guest: {
        name: r.customer.name.slice(0, 200),
        email: r.customer.email.slice(0, 200),
        mobile: r.customer.phone.slice(0, 40),
      },
      now,
    },
    { heldRooms: !cb.overbooked },
  );
  const hotel = await hotels.requireHotel(tx, cb.hotelId);
  const ref = done.booking?.bookingRefNo ?? String(cb.bookingId);
  const code = `${r.otaName} booking ${r.otaReservationCode}`;

  if (done.kind !== 'revised') {
    const why =
      done.kind === 'refused'
        ? `${done.why} (the guest's name and contact were updated)`
        : `booking ${ref} is ${done.booking?.status.replace(/_/g, ' ') ?? 'gone'} here`;
    await repo.setRevisionOutcome(tx, r.id, 'ignored', cb.bookingId);
    await alertHotel(deps, tx, cb.hotelId, {
      subject: `Not applied: ${r.otaName} changed ${r.otaReservationCode} at ${hotel.unitName}`,
      paragraphs: [
        `${r.otaName} changed its ${code} (our ${ref}) to ${stayText(r.arrivalDate, r.departureDate)}, ${r.rooms.length} room(s), guest ${r.customer.name}.`,
        `The change was not applied here: ${why}. Settle it with ${r.otaName} so both sides hold the same booking.`,
      ],
    });
    await audit.recordAudit(tx, {
      staffId: null,
      action: 'channel-modification-refused',
      entity: 'booking',
      entityId: cb.bookingId,
      before: null,
      after: { revision: r.id, ota: r.otaName, why },
      at: now,
    });
    return;
  }

  let overbooked = cb.overbooked;
  if (done.stayChanged) {
    if (!deps.rooms)
      throw new Error('channels: the rooms port is not wired; the modification stays in the feed');
    overbooked = done.soldOutNight !== null;
    await deps.rooms.follow(tx, cb.bookingId, { holdsRooms: !overbooked });
  }
  await revisionsRepo.reviseChannelBooking(tx, cb.bookingId, {
    otaReservationCode: r.otaReservationCode,
    paymentCollect: r.paymentCollect,
    otaAmountPaise: r.amountPaise,
    ...(done.stayChanged ? { overbooked, soldOutNight: done.soldOutNight } : {}),
  });
  await repo.setRevisionOutcome(tx, r.id, overbooked ? 'overbooked' : 'booked', cb.bookingId);
  await audit.recordAudit(tx, {
    staffId: null,
    action: 'channel-modification',
    entity: 'booking',
    entityId: cb.bookingId,
    before: { ...done.before, overbooked: cb.overbooked },
    after: {
      revision: r.id,
      ota: r.otaName,
      checkIn: done.booking.checkIn,
      checkOut: done.booking.checkOut,
      roomTypeIds,
      overbooked,
      totalPaise: done.booking.totalPaise,
    },
    at: now,
  });
  if (done.soldOutNight)
    await alertHotel(deps, tx, cb.hotelId, {
      subject: `Overbooked: ${r.otaName} booking ${r.otaReservationCode} at ${hotel.unitName} (changed)`,
      paragraphs: [
        `${r.otaName} moved its ${code} (our ${ref}, guest ${r.customer.name}) from ${stayText(done.before.checkIn, done.before.checkOut)} to ${stayText(r.arrivalDate, r.departureDate)}, but the night of ${formatDate(done.soldOutNight)} was already sold out here.`,
        `The change is accepted and the booking marked overbooked: it holds no room. Move the guest to a free room or another hotel, or ask ${r.otaName} to cancel it.`,
      ],
    });
}
