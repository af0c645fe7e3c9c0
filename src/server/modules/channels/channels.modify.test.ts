import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { onPostgresServer } from '../../test/db';
import { staffSession } from '../../test/staff';
import {
  bookAndPay,
  bookingBody,
  postBooking,
  roomTypesOf,
  rows,
  stay,
  type RoomTypeInfo,
} from '../bookings/bookings.fixture';
import * as stays from '../stays/stays.service';
import { ChannelError, type ChannelManager } from './channel-manager';
import { channexAdapter } from './channex';
import * as channels from './channels.service';
import { startChannexStandIn, type ChannexStandIn, type ReceivedValue } from './stand-in';

/*
 * An OTA's modification of its booking, from the stand-in's feed (ADR 388): the inventory, the
 * price, the guest, the physical rooms and the overbooked mark follow it under the hotel's rules;
 * a revision seen twice changes nothing; it is acknowledged only after it is stored.
 */

const PROPERTY = 'prop-modify';
const DELUXE = 'rt-a';
const OTHER = 'rt-b';

let ctx: TestContext;
let standIn: ChannexStandIn;
let port: ChannelManager;
let clock = Date.now();
let deps: channels.ChannelDeps;
let typeA: RoomTypeInfo;
let typeB: RoomTypeInfo;
let manager: { email: string; cookie: string };

const poll = () => channels.pollRevisions(deps, port);

async function free(typeId: number, night: string): Promise<number> {
  const [r] = await rows<{ n: number }>(
    ctx,
    sql`SELECT total - closed - booked AS n FROM room_inventory WHERE room_type_id = ${typeId} AND night = ${night}`,
  );
  return Number(r!.n);
}

function otaBooking(checkIn: string, nights = 1, extra: Record<string, unknown> = {}) {
  return standIn.addRevision({
    property_id: PROPERTY,
    ota_name: 'Booking.com',
    ota_reservation_code: `BDC${Math.floor(Math.random() * 1e9)}`,
    arrival_date: checkIn,
    departure_date: addDays(checkIn, nights),
    amount: '4500.00',
    payment_collect: 'ota',
    customer: {
      name: 'Ravi',
      surname: 'Menon',
      mail: 'ravi@guest.booking.com',
      phone: '+919800000001',
    },
    rooms: [{ room_type_id: DELUXE, occupancy: { adults: 2, children: 0 } }],
    ...extra,
  });
}

type Row = {
  id: number;
  status: string;
  check_in: string;
  check_out: string;
  nights: number;
  customer_name: string;
  email: string;
  total_paise: number;
  overbooked: boolean;
  sold_out_night: string | null;
  ota_amount_paise: number | null;
};

async function bookingOf(channelBookingId: string): Promise<Row> {
  const [b] = await rows<Row>(
    ctx,
    sql`SELECT b.id, b.status, b.check_in::text, b.check_out::text, b.nights, b.customer_name,
               b.email, b.total_paise, cb.overbooked, cb.sold_out_night::text, cb.ota_amount_paise
        FROM channel_bookings cb JOIN bookings b ON b.id = cb.booking_id
        WHERE cb.channel_booking_id = ${channelBookingId}`,
  );
  return { ...b!, total_paise: Number(b!.total_paise) };
}

async function bookedRooms(bookingId: number) {
  return rows<{ id: number; room_type_id: number; adults: number; status: string }>(
    ctx,
    sql`SELECT id, room_type_id, adults, status FROM booking_rooms WHERE booking_id = ${bookingId} ORDER BY id`,
  );
}

async function roomsOfType(typeId: number): Promise<{ id: number; number: string }[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/staff/hotels/1/rooms',
    headers: { cookie: manager.cookie },
  });
  return res
    .json()
    .data.rooms.filter(
      (r: { roomTypeId: number; retired: boolean }) => r.roomTypeId === typeId && !r.retired,
    );
}

async function assign(bookingId: number, bookingRoomId: number, roomId: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/staff/bookings/${bookingId}/rooms/${bookingRoomId}/assign`,
    headers: { cookie: manager.cookie },
    payload: { roomId },
  });
  expect(res.statusCode).toBe(200);
}

/** The chart's nights of a booking: the room number of each night, or null when unassigned. */
async function chartNights(bookingId: number, from: string, to: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/staff/hotels/1/chart?from=${from}&to=${to}`,
    headers: { cookie: manager.cookie },
  });
  expect(res.statusCode).toBe(200);
  const chart = res.json().data as {
    rooms: { number: string; stays: { night: string; bookingId: number }[] }[];
    unassigned: { night: string; bookingId: number }[];
  };
  const out: Record<string, string | null> = {};
  for (const r of chart.rooms)
    for (const s of r.stays) if (s.bookingId === bookingId) out[s.night] = r.number;
  for (const u of chart.unassigned) if (u.bookingId === bookingId) out[u.night] = null;
  return out;
}

/** The value of a night of a channel room type in the stand-in's last message that named it. */
function lastPushed(channelRoomTypeId: string, night: string): number | null {
  for (const r of [...standIn.received].reverse()) {
    const v = r.values.find(
      (x: ReceivedValue) =>
        x.room_type_id === channelRoomTypeId &&
        String(x.date_from) <= night &&
        night <= String(x.date_to),
    );
    if (v) return Number(v.availability);
  }
  return null;
}

const soldOut = (typeId: number, night: string, leave = 0) =>
  ctx.deps.db.execute(
    sql`UPDATE room_inventory SET booked = total - closed - ${leave} WHERE room_type_id = ${typeId} AND night = ${night}`,
  );

beforeAll(async () => {
  ctx = await createTestApp();
  standIn = await startChannexStandIn({ now: () => clock });
  port = channexAdapter({ url: standIn.url, apiKey: standIn.apiKey });
  deps = {
    db: ctx.deps.db,
    config: ctx.deps.config,
    now: () => new Date(clock),
    rooms: { follow: stays.followBookingRooms },
  };
  const d = stay(30, 1);
  [typeA, typeB] = (await roomTypesOf(ctx, 1, d.checkIn, d.checkOut)) as [
    RoomTypeInfo,
    RoomTypeInfo,
  ];
  manager = await staffSession(ctx, 'hotel_manager', { hotelIds: [1] });
  const admin = await staffSession(ctx, 'admin');
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/staff/channels/mappings',
    headers: { cookie: admin.cookie },
    payload: {
      hotelId: 1,
      propertyId: PROPERTY,
      roomTypes: [
        { roomTypeId: typeA.RoomTypeID, channelRoomTypeId: DELUXE },
        { roomTypeId: typeB.RoomTypeID, channelRoomTypeId: OTHER },
      ],
    },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await standIn.close();
  await ctx.close();
});
beforeEach(async () => {
  clock += 61_000;
  await channels.pushPending(deps, port);
  clock += 61_000;
});

describe('an OTA modification', () => {
  it('moves the booking to its new dates: the old nights go back, the new ones are taken, on the website and at the channel manager', async () => {
    const a = stay(40, 2).checkIn;
    const b = addDays(a, 5);
    const { bookingId } = otaBooking(a, 2);
    await poll();
    const [a0, a1, b0, b1, b2] = [
      await free(typeA.RoomTypeID, a),
      await free(typeA.RoomTypeID, addDays(a, 1)),
      await free(typeA.RoomTypeID, b),
      await free(typeA.RoomTypeID, addDays(b, 1)),
      await free(typeA.RoomTypeID, addDays(b, 2)),
    ];
    const { revisionId } = standIn.modifyBooking(bookingId, {
      arrival_date: b,
      departure_date: addDays(b, 3),
      amount: '6750.00',
    });
    expect(await poll()).toEqual({ applied: 1, acknowledged: 1 });
    expect(standIn.acks.get(revisionId)).toBe(1);
    expect(await free(typeA.RoomTypeID, a)).toBe(a0 + 1);
    expect(await free(typeA.RoomTypeID, addDays(a, 1))).toBe(a1 + 1);
    expect(await free(typeA.RoomTypeID, b)).toBe(b0 - 1);
    expect(await free(typeA.RoomTypeID, addDays(b, 1))).toBe(b1 - 1);
    expect(await free(typeA.RoomTypeID, addDays(b, 2))).toBe(b2 - 1);
    const row = await bookingOf(bookingId);
    expect(row).toMatchObject({
      status: 'confirmed',
      check_in: b,
      check_out: addDays(b, 3),
      nights: 3,
      overbooked: false,
      ota_amount_paise: 675_000,
    });
    // repriced for three nights like a new OTA booking
    expect(row.total_paise).toBeGreaterThan(0);
    await channels.pushPending(deps, port);
    expect(lastPushed(DELUXE, a)).toBe(a0 + 1);
    expect(lastPushed(DELUXE, b)).toBe(b0 - 1);
    const [entry] = await rows<{ action: string }>(
      ctx,
      sql`SELECT action FROM audit_log WHERE entity = 'booking' AND entity_id = ${String(row.id)} ORDER BY id DESC LIMIT 1`,
    );
    expect(entry!.action).toBe('channel-modification');
  });

  it('seen twice (its acknowledgement was lost), changes nothing the second time and is acknowledged again', async () => {
    const a = stay(46, 1).checkIn;
    const { bookingId } = otaBooking(a);
    await poll();
    const b = addDays(a, 1);
    const { revisionId } = standIn.modifyBooking(bookingId, {
      arrival_date: b,
      departure_date: addDays(b, 1),
    });
    const [fa, fb] = [await free(typeA.RoomTypeID, a), await free(typeA.RoomTypeID, b)];
    let lose = true;
    const lossy: ChannelManager = {
      ...port,
      fetchBookingRevisions: () => port.fetchBookingRevisions(),
      ackRevision: async (id) => {
        if (lose) {
          lose = false;
          throw new ChannelError('connection reset', null);
        }
        await port.ackRevision(id);
      },
    };
    expect(await channels.pollRevisions(deps, lossy)).toEqual({ applied: 1, acknowledged: 0 });
    expect(await channels.pollRevisions(deps, lossy)).toEqual({ applied: 0, acknowledged: 1 });
    expect(await free(typeA.RoomTypeID, a)).toBe(fa + 1);
    expect(await free(typeA.RoomTypeID, b)).toBe(fb - 1);
    expect(standIn.acks.get(revisionId)).toBe(1);
    const [n] = await rows<{ n: number }>(
      ctx,
      sql`SELECT count(*)::int AS n FROM channel_revisions WHERE revision_id = ${revisionId}`,
    );
    expect(Number(n!.n)).toBe(1);
  });

  it('a changed guest name and contact only: the booking keeps its rooms and nights', async () => {
    const a = stay(48, 1).checkIn;
    const { bookingId } = otaBooking(a);
    await poll();
    const before = await free(typeA.RoomTypeID, a);
    standIn.modifyBooking(bookingId, {
      customer: {
        name: 'Meera',
        surname: 'Tirkey',
        mail: 'meera@guest.booking.com',
        phone: '+919800000002',
      },
    });
    expect(await poll()).toEqual({ applied: 1, acknowledged: 1 });
    expect(await free(typeA.RoomTypeID, a)).toBe(before);
    expect(await bookingOf(bookingId)).toMatchObject({
      customer_name: 'Meera Tirkey',
      email: 'meera@guest.booking.com',
      check_in: a,
    });
  });

  it('another room type, and a second room: each type gives back and takes its own rooms', async () => {
    const a = stay(50, 1).checkIn;
    const { bookingId } = otaBooking(a);
    await poll();
    const [fa, fb] = [await free(typeA.RoomTypeID, a), await free(typeB.RoomTypeID, a)];
    standIn.modifyBooking(bookingId, {
      rooms: [
        { room_type_id: OTHER, occupancy: { adults: 2, children: 1 } },
        { room_type_id: OTHER, occupancy: { adults: 1, children: 0 } },
      ],
    });
    expect(await poll()).toEqual({ applied: 1, acknowledged: 1 });
    expect(await free(typeA.RoomTypeID, a)).toBe(fa + 1);
    expect(await free(typeB.RoomTypeID, a)).toBe(fb - 2);
    const row = await bookingOf(bookingId);
    const booked = (await bookedRooms(row.id)).filter((r) => r.status === 'booked');
    expect(booked.map((r) => r.room_type_id)).toEqual([typeB.RoomTypeID, typeB.RoomTypeID]);
    // back to one room of the first type: the second booked room is cancelled, nothing is charged
    standIn.modifyBooking(bookingId, {
      rooms: [{ room_type_id: DELUXE, occupancy: { adults: 2, children: 0 } }],
    });
    await poll();
    expect(await free(typeA.RoomTypeID, a)).toBe(fa);
    expect(await free(typeB.RoomTypeID, a)).toBe(fb);
    const after = await bookedRooms(row.id);
    expect(after.filter((r) => r.status === 'booked').map((r) => r.room_type_id)).toEqual([
      typeA.RoomTypeID,
    ]);
    expect(after.filter((r) => r.status === 'cancelled')).toHaveLength(1);
  });

  it('to dates already sold out: accepted, the old nights given back, marked overbooked, listed and mailed', async () => {
    const a = stay(52, 1).checkIn;
    const b = addDays(a, 2);
    const { bookingId } = otaBooking(a, 1, { ota_reservation_code: 'BDC-MOVE-FULL' });
    await poll();
    const fa = await free(typeA.RoomTypeID, a);
    await soldOut(typeA.RoomTypeID, b);
    const { revisionId } = standIn.modifyBooking(bookingId, {
      arrival_date: b,
      departure_date: addDays(b, 1),
    });
    expect(await poll()).toEqual({ applied: 1, acknowledged: 1 });
    expect(standIn.acks.get(revisionId)).toBe(1);
    expect(await free(typeA.RoomTypeID, a)).toBe(fa + 1);
    expect(await free(typeA.RoomTypeID, b)).toBe(0);
    expect(await bookingOf(bookingId)).toMatchObject({
      check_in: b,
      overbooked: true,
      sold_out_night: b,
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/channels/overbooked',
      headers: { cookie: manager.cookie },
    });
    expect(
      list.json().data.map((x: { otaReservationCode: string }) => x.otaReservationCode),
    ).toContain('BDC-MOVE-FULL');
    const mail = await rows<{ subject: string }>(
      ctx,
      sql`SELECT subject FROM outbox WHERE recipient = ${manager.email} AND subject LIKE '%BDC-MOVE-FULL%'`,
    );
    expect(mail.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Overbooked: Booking\.com booking BDC-MOVE-FULL .*\(changed\)$/),
    ]);

    // moved again to a night with rooms: it takes one and is no longer overbooked
    const c = addDays(a, 4);
    const fc = await free(typeA.RoomTypeID, c);
    standIn.modifyBooking(bookingId, { arrival_date: c, departure_date: addDays(c, 1) });
    await poll();
    expect(await free(typeA.RoomTypeID, b)).toBe(0);
    expect(await free(typeA.RoomTypeID, c)).toBe(fc - 1);
    expect(await bookingOf(bookingId)).toMatchObject({ check_in: c, overbooked: false });
  });

  it('keeps the physical room when it is free for the new dates; the nights it cannot keep go to the chart as unassigned', async () => {
    const a = stay(60, 2).checkIn;
    const { bookingId } = otaBooking(a, 2);
    await poll();
    const row = await bookingOf(bookingId);
    const [br] = await bookedRooms(row.id);
    const [room] = await roomsOfType(typeA.RoomTypeID);
    await assign(row.id, br!.id, room!.id);
    expect(await chartNights(row.id, a, addDays(a, 4))).toEqual({
      [a]: room!.number,
      [addDays(a, 1)]: room!.number,
    });
    // one night later: the room is free on the new last night, the stay keeps it
    standIn.modifyBooking(bookingId, {
      arrival_date: addDays(a, 1),
      departure_date: addDays(a, 3),
    });
    await poll();
    expect(await chartNights(row.id, a, addDays(a, 5))).toEqual({
      [addDays(a, 1)]: room!.number,
      [addDays(a, 2)]: room!.number,
    });
    // a website guest is given that room on the night after: a longer stay keeps its first
    // nights in the room and the night it cannot have waits for the desk
    const c = await createCustomerSession(ctx);
    const { created } = await bookAndPay(
      ctx,
      c.cookie,
      bookingBody(1, { checkIn: addDays(a, 3), checkOut: addDays(a, 4) }, [
        { RoomTypeID: typeA.RoomTypeID },
      ]),
    );
    const webId = created.bookingId;
    const [webRoom] = await bookedRooms(webId);
    await assign(webId, webRoom!.id, room!.id);
    standIn.modifyBooking(bookingId, {
      arrival_date: addDays(a, 1),
      departure_date: addDays(a, 4),
    });
    await poll();
    expect(await chartNights(row.id, a, addDays(a, 5))).toEqual({
      [addDays(a, 1)]: room!.number,
      [addDays(a, 2)]: room!.number,
      [addDays(a, 3)]: null,
    });
    // another room type: the room no longer fits, every night is unassigned
    standIn.modifyBooking(bookingId, {
      rooms: [{ room_type_id: OTHER, occupancy: { adults: 2, children: 0 } }],
    });
    await poll();
    expect(await chartNights(row.id, a, addDays(a, 5))).toEqual({
      [addDays(a, 1)]: null,
      [addDays(a, 2)]: null,
      [addDays(a, 3)]: null,
    });
  });

  it("under the hotel's rules: a new arrival before today, or a booking cancelled here, changes no rooms; it is stored, acknowledged and mailed", async () => {
    const a = stay(64, 1).checkIn;
    const { bookingId } = otaBooking(a, 1, { ota_reservation_code: 'BDC-PAST' });
    await poll();
    const fa = await free(typeA.RoomTypeID, a);
    const past = stay(-3, 1).checkIn;
    const { revisionId } = standIn.modifyBooking(bookingId, {
      arrival_date: past,
      departure_date: addDays(past, 1),
      customer: {
        name: 'Ravi',
        surname: 'Menon Jr',
        mail: 'ravi@guest.booking.com',
        phone: '+919800000001',
      },
    });
    expect(await poll()).toEqual({ applied: 1, acknowledged: 1 });
    expect(standIn.acks.get(revisionId)).toBe(1);
    expect(await free(typeA.RoomTypeID, a)).toBe(fa);
    expect(await bookingOf(bookingId)).toMatchObject({
      check_in: a,
      customer_name: 'Ravi Menon Jr',
    });
    const [rev] = await rows<{ outcome: string }>(
      ctx,
      sql`SELECT outcome FROM channel_revisions WHERE revision_id = ${revisionId}`,
    );
    expect(rev!.outcome).toBe('ignored');
    const mail = await rows<{ subject: string }>(
      ctx,
      sql`SELECT subject FROM outbox WHERE recipient = ${manager.email} AND subject LIKE 'Not applied:%BDC-PAST%'`,
    );
    expect(mail).toHaveLength(1);

    // cancelled by the OTA, then "modified": nothing is taken again
    standIn.addRevision({
      property_id: PROPERTY,
      booking_id: bookingId,
      status: 'cancelled',
      arrival_date: a,
      departure_date: addDays(a, 1),
      rooms: [{ room_type_id: DELUXE }],
    });
    await poll();
    expect(await free(typeA.RoomTypeID, a)).toBe(fa + 1);
    standIn.modifyBooking(bookingId, { arrival_date: a, departure_date: addDays(a, 2) });
    expect(await poll()).toEqual({ applied: 1, acknowledged: 1 });
    expect(await free(typeA.RoomTypeID, a)).toBe(fa + 1);
    expect((await bookingOf(bookingId)).status).toBe('cancelled');
  });

  it('for a booking never received here is taken in as a new booking', async () => {
    const a = stay(66, 1).checkIn;
    const fa = await free(typeA.RoomTypeID, a);
    const { bookingId } = standIn.addRevision({
      property_id: PROPERTY,
      status: 'modified',
      arrival_date: a,
      departure_date: addDays(a, 1),
      rooms: [{ room_type_id: DELUXE, occupancy: { adults: 1 } }],
    });
    expect(await poll()).toEqual({ applied: 1, acknowledged: 1 });
    expect(await free(typeA.RoomTypeID, a)).toBe(fa - 1);
    expect((await bookingOf(bookingId)).status).toBe('confirmed');
  });

  it('a cancellation after a modification gives back the new nights', async () => {
    const a = stay(68, 1).checkIn;
    const b = addDays(a, 1);
    const { bookingId } = otaBooking(a);
    await poll();
    standIn.modifyBooking(bookingId, { arrival_date: b, departure_date: addDays(b, 1) });
    await poll();
    const [fa, fb] = [await free(typeA.RoomTypeID, a), await free(typeA.RoomTypeID, b)];
    standIn.addRevision({
      property_id: PROPERTY,
      booking_id: bookingId,
      status: 'cancelled',
      arrival_date: b,
      departure_date: addDays(b, 1),
      rooms: [{ room_type_id: DELUXE }],
    });
    expect(await poll()).toEqual({ applied: 1, acknowledged: 1 });
    expect(await free(typeA.RoomTypeID, a)).toBe(fa);
    expect(await free(typeA.RoomTypeID, b)).toBe(fb + 1);
    expect((await bookingOf(bookingId)).status).toBe('cancelled');
  });
});

describe(`the last room, a website booking against an OTA modification (${onPostgresServer() ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('sells it once: the website or the moved OTA booking holds it; a modification that lost is overbooked with staff alerted', async () => {
    for (let round = 0; round < 4; round++) {
      const from = stay(80 + round * 3, 1).checkIn;
      const night = addDays(from, 1);
      const code = `MOD-RACE-${round}`;
      const { bookingId } = otaBooking(from, 1, { ota_reservation_code: code });
      await poll();
      const fromFree = await free(typeA.RoomTypeID, from);
      await soldOut(typeA.RoomTypeID, night, 1);
      standIn.modifyBooking(bookingId, { arrival_date: night, departure_date: addDays(night, 1) });
      const c = await createCustomerSession(ctx);
      const [web, feed] = await Promise.all([
        postBooking(
          ctx,
          c.cookie,
          bookingBody(1, { checkIn: night, checkOut: addDays(night, 1) }, [
            { RoomTypeID: typeA.RoomTypeID },
          ]),
        ),
        poll(),
      ]);
      expect(feed).toEqual({ applied: 1, acknowledged: 1 });
      const [inv] = await rows<{ booked: number; total: number; closed: number }>(
        ctx,
        sql`SELECT booked, total, closed FROM room_inventory WHERE room_type_id = ${typeA.RoomTypeID} AND night = ${night}`,
      );
      expect(Number(inv!.booked) + Number(inv!.closed)).toBe(Number(inv!.total));
      // the night it left is given back whoever won
      expect(await free(typeA.RoomTypeID, from)).toBe(fromFree + 1);
      const ota = await bookingOf(bookingId);
      expect(ota.check_in).toBe(night);
      if (web.statusCode === 201) {
        expect(ota.overbooked).toBe(true);
        const mail = await rows<{ subject: string }>(
          ctx,
          sql`SELECT subject FROM outbox WHERE recipient = ${manager.email} AND subject LIKE ${`Overbooked:%${code}%`}`,
        );
        expect(mail).toHaveLength(1);
      } else {
        expect(web.statusCode).toBe(409);
        expect(ota.overbooked).toBe(false);
      }
    }
  });
});
