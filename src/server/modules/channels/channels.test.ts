import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { onPostgresServer } from '../../test/db';
import { staffSession } from '../../test/staff';
import {
  bookingBody,
  postBooking,
  roomTypesOf,
  rows,
  stay,
  type RoomTypeInfo,
} from '../bookings/bookings.fixture';
import { ChannelError, type ChannelManager } from './channel-manager';
import { channexAdapter } from './channex';
import * as channels from './channels.service';
import { startChannexStandIn, type ChannexStandIn, type ReceivedValue } from './stand-in';

/*
 * The channel manager connection against the local stand-in of Channex (ADR 260-262): pushes
 * after commit from the inventory's own changes, the booking feed stored then acknowledged, the
 * stand-in's published limits. The jobs are called directly, on a clock the test moves.
 */

const PROPERTY = 'prop-patratu';
const CHANNEL_ROOM = 'rt-deluxe';

let ctx: TestContext;
let standIn: ChannexStandIn;
let port: ChannelManager;
let clock = Date.now();
let deps: channels.ChannelDeps;
let roomType: RoomTypeInfo;
let manager: { email: string; cookie: string };

/** The clock moved past the push interval (one push per hotel per 6 s, ADR 261). */
const tick = (ms = channels.PUSH_MIN_INTERVAL_MS + 1_000) => {
  clock += ms;
};

async function websiteFree(night: string): Promise<number> {
  const types = await roomTypesOf(ctx, 1, night, nextDay(night));
  return types.find((x) => x.RoomTypeID === roomType.RoomTypeID)!.AvailableRooms;
}

const nextDay = (d: string) => {
  const x = new Date(`${d}T00:00:00Z`);
  x.setUTCDate(x.getUTCDate() + 1);
  return x.toISOString().slice(0, 10);
};

/** The value of a night in the stand-in's last message that named it. */
function lastPushed(night: string): number | null {
  for (const r of [...standIn.received].reverse()) {
    const v = r.values.find(
      (x: ReceivedValue) =>
        x.room_type_id === CHANNEL_ROOM &&
        String(x.date_from) <= night &&
        night <= String(x.date_to),
    );
    if (v) return Number(v.availability);
  }
  return null;
}

function otaBooking(night: string, extra: Record<string, unknown> = {}) {
  return standIn.addRevision({
    property_id: PROPERTY,
    ota_name: 'Booking.com',
    ota_reservation_code: `BDC${Math.floor(Math.random() * 1e9)}`,
    arrival_date: night,
    departure_date: nextDay(night),
    amount: '4500.00',
    payment_collect: 'ota',
    customer: {
      name: 'Ravi',
      surname: 'Menon',
      mail: 'ravi@guest.booking.com',
      phone: '+919800000001',
    },
    rooms: [{ room_type_id: CHANNEL_ROOM, occupancy: { adults: 2, children: 0 } }],
    ...extra,
  });
}

async function pendingCount(): Promise<number> {
  const [r] = await rows<{ n: number }>(
    ctx,
    sql`SELECT count(*)::int AS n FROM channel_ari_pending`,
  );
  return Number(r!.n);
}

beforeAll(async () => {
  ctx = await createTestApp();
  standIn = await startChannexStandIn({ now: () => clock });
  port = channexAdapter({ url: standIn.url, apiKey: standIn.apiKey });
  deps = { db: ctx.deps.db, config: ctx.deps.config, now: () => new Date(clock) };
  const d = stay(30, 1);
  roomType = (await roomTypesOf(ctx, 1, d.checkIn, d.checkOut))[0]!;
  manager = await staffSession(ctx, 'hotel_manager', { hotelIds: [1] });
  const admin = await staffSession(ctx, 'admin');
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/staff/channels/mappings',
    headers: { cookie: admin.cookie },
    payload: {
      hotelId: 1,
      propertyId: PROPERTY,
      roomTypes: [{ roomTypeId: roomType.RoomTypeID, channelRoomTypeId: CHANNEL_ROOM }],
    },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await standIn.close();
  await ctx.close();
});
beforeEach(async () => {
  // every test starts with nothing pending and the hotel free to push
  tick(61_000);
  await channels.pushPending(deps, port);
  tick();
});

describe('channel manager: availability out', () => {
  it('a new mapping sends the year ahead in one message, nights with the same free rooms as one range', async () => {
    const first = standIn.received[0]!;
    expect(first.kind).toBe('availability');
    expect(
      first.values.every((v) => v.property_id === PROPERTY && v.room_type_id === CHANNEL_ROOM),
    ).toBe(true);
    // 365 nights, far fewer values
    expect(first.values.length).toBeLessThan(100);
    expect(await pendingCount()).toBe(0);
  });

  it('a website booking pushes the new availability of its nights after commit', async () => {
    const d = stay(31, 2);
    const before = await websiteFree(d.checkIn);
    const c = await createCustomerSession(ctx);
    const res = await postBooking(
      ctx,
      c.cookie,
      bookingBody(1, d, [{ RoomTypeID: roomType.RoomTypeID }]),
    );
    expect(res.statusCode).toBe(201);
    expect(await pendingCount()).toBe(2);
    const sent = standIn.received.length;
    expect(await channels.pushPending(deps, port)).toBe(1);
    expect(standIn.received).toHaveLength(sent + 1);
    expect(lastPushed(d.checkIn)).toBe(before - 1);
    expect(lastPushed(nextDay(d.checkIn))).toBe(await websiteFree(nextDay(d.checkIn)));
    expect(await pendingCount()).toBe(0);
  });

  it('a closure by staff is pushed too (any change of free rooms, whatever the path)', async () => {
    const night = stay(33, 1).checkIn;
    const before = await websiteFree(night);
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET closed = closed + 1 WHERE room_type_id = ${roomType.RoomTypeID} AND night = ${night}`,
    );
    await channels.pushPending(deps, port);
    expect(lastPushed(night)).toBe(before - 1);
  });

  it('an outage keeps the changes and delivers the latest figures, in order, when the channel manager returns', async () => {
    const night = stay(35, 1).checkIn;
    const start = await websiteFree(night);
    standIn.setDown(true);
    const sent = standIn.received.length;
    const c1 = await createCustomerSession(ctx);
    expect(
      (
        await postBooking(
          ctx,
          c1.cookie,
          bookingBody(1, { checkIn: night, checkOut: nextDay(night) }, [
            { RoomTypeID: roomType.RoomTypeID },
          ]),
        )
      ).statusCode,
    ).toBe(201);
    await channels.pushPending(deps, port);
    const [state] = await rows<{ attempts: number; last_error: string }>(
      ctx,
      sql`SELECT attempts, last_error FROM channel_push_state WHERE hotel_id = 1 AND kind = 'availability'`,
    );
    expect(Number(state!.attempts)).toBe(1);
    expect(state!.last_error).toMatch(/503/);
    // a second change while it is down; the back-off (5 s, then 10 s) is kept
    const c2 = await createCustomerSession(ctx);
    expect(
      (
        await postBooking(
          ctx,
          c2.cookie,
          bookingBody(1, { checkIn: night, checkOut: nextDay(night) }, [
            { RoomTypeID: roomType.RoomTypeID },
          ]),
        )
      ).statusCode,
    ).toBe(201);
    tick(6_000);
    await channels.pushPending(deps, port);
    tick(6_000);
    await channels.pushPending(deps, port);
    expect(standIn.received).toHaveLength(sent);
    expect(await pendingCount()).toBe(1);
    standIn.setDown(false);
    tick(60_000);
    expect(await channels.pushPending(deps, port)).toBe(1);
    expect(standIn.received).toHaveLength(sent + 1);
    expect(lastPushed(night)).toBe(start - 2);
    expect(await pendingCount()).toBe(0);
  });

  it("honours the stand-in's 429 and Retry-After: no request before the time it names", async () => {
    const night = stay(37, 1).checkIn;
    // the property's 10 availability requests of this minute used up elsewhere
    let refusal: unknown = null;
    for (let i = 0; i < 11 && !refusal; i++) {
      await port
        .pushAvailability([
          {
            propertyId: PROPERTY,
            roomTypeId: CHANNEL_ROOM,
            dateFrom: night,
            dateTo: night,
            availability: 9,
          },
        ])
        .catch((e: unknown) => (refusal = e));
    }
    expect(refusal).toBeInstanceOf(ChannelError);
    expect((refusal as ChannelError).status).toBe(429);
    const wait = (refusal as ChannelError).retryAfterMs!;
    expect(wait).toBeGreaterThan(0);
    const c = await createCustomerSession(ctx);
    expect(
      (
        await postBooking(
          ctx,
          c.cookie,
          bookingBody(1, { checkIn: night, checkOut: nextDay(night) }, [
            { RoomTypeID: roomType.RoomTypeID },
          ]),
        )
      ).statusCode,
    ).toBe(201);
    const refusedBefore = standIn.refused;
    await channels.pushPending(deps, port);
    expect(standIn.refused).toBe(refusedBefore + 1);
    tick(Math.min(wait - 1_000, channels.PUSH_MIN_INTERVAL_MS + 1_000));
    await channels.pushPending(deps, port);
    expect(standIn.refused).toBe(refusedBefore + 1);
    tick(wait);
    expect(await channels.pushPending(deps, port)).toBe(1);
    expect(lastPushed(night)).toBe(await websiteFree(night));
  });
});

describe('channel manager: bookings in', () => {
  it('an OTA booking from the feed takes a room from the website and is acknowledged once, after it is stored', async () => {
    const night = stay(40, 1).checkIn;
    const before = await websiteFree(night);
    const { revisionId, bookingId } = otaBooking(night);
    expect(await channels.pollRevisions(deps, port)).toEqual({ applied: 1, acknowledged: 1 });
    expect(await websiteFree(night)).toBe(before - 1);
    expect(standIn.acks.get(revisionId)).toBe(1);
    const [b] = await rows<{
      ota_name: string;
      ota_reservation_code: string;
      payment_collect: string;
      overbooked: boolean;
      status: string;
      customer_name: string;
    }>(
      ctx,
      sql`SELECT cb.ota_name, cb.ota_reservation_code, cb.payment_collect, cb.overbooked, b.status, b.customer_name
          FROM channel_bookings cb JOIN bookings b ON b.id = cb.booking_id WHERE cb.channel_booking_id = ${bookingId}`,
    );
    expect(b).toMatchObject({
      ota_name: 'Booking.com',
      payment_collect: 'ota',
      overbooked: false,
      status: 'confirmed',
      customer_name: 'Ravi Menon',
    });
    expect(b!.ota_reservation_code).toMatch(/^BDC/);
    // the feed is empty now: nothing more happens
    expect(await channels.pollRevisions(deps, port)).toEqual({ applied: 0, acknowledged: 0 });
    expect(standIn.acks.get(revisionId)).toBe(1);
    // and the channel manager hears of the room it took
    await channels.pushPending(deps, port);
    expect(lastPushed(night)).toBe(before - 1);
  });

  it('a revision seen twice (its acknowledgement was lost) changes nothing and is acknowledged again', async () => {
    const night = stay(41, 1).checkIn;
    const before = await websiteFree(night);
    const { revisionId } = otaBooking(night);
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
    expect(await websiteFree(night)).toBe(before - 1);
    const [n] = await rows<{ n: number }>(
      ctx,
      sql`SELECT count(*)::int AS n FROM channel_revisions WHERE revision_id = ${revisionId}`,
    );
    expect(Number(n!.n)).toBe(1);
    expect(standIn.acks.get(revisionId)).toBe(1);
  });

  it('an OTA cancellation cancels the booking and frees the room, on the website and at the channel manager', async () => {
    const night = stay(42, 1).checkIn;
    const before = await websiteFree(night);
    const { bookingId } = otaBooking(night);
    await channels.pollRevisions(deps, port);
    expect(await websiteFree(night)).toBe(before - 1);
    standIn.addRevision({
      property_id: PROPERTY,
      booking_id: bookingId,
      status: 'cancelled',
      arrival_date: night,
      departure_date: nextDay(night),
      rooms: [{ room_type_id: CHANNEL_ROOM }],
    });
    expect(await channels.pollRevisions(deps, port)).toEqual({ applied: 1, acknowledged: 1 });
    expect(await websiteFree(night)).toBe(before);
    const [b] = await rows<{ status: string }>(
      ctx,
      sql`SELECT b.status FROM channel_bookings cb JOIN bookings b ON b.id = cb.booking_id WHERE cb.channel_booking_id = ${bookingId}`,
    );
    expect(b!.status).toBe('cancelled');
    await channels.pushPending(deps, port);
    expect(lastPushed(night)).toBe(before);
  });

  it('an OTA booking for a sold-out night is accepted, marked overbooked, listed and mailed to the hotel managers', async () => {
    const night = stay(43, 1).checkIn;
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET booked = total - closed WHERE room_type_id = ${roomType.RoomTypeID} AND night = ${night}`,
    );
    const { revisionId } = otaBooking(night, {
      ota_name: 'MakeMyTrip',
      ota_reservation_code: 'MMT-777',
    });
    expect(await channels.pollRevisions(deps, port)).toEqual({ applied: 1, acknowledged: 1 });
    expect(standIn.acks.get(revisionId)).toBe(1);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/channels/overbooked',
      headers: { cookie: manager.cookie },
    });
    expect(res.statusCode).toBe(200);
    const listed = res
      .json()
      .data.find((x: { otaReservationCode: string }) => x.otaReservationCode === 'MMT-777');
    expect(listed).toMatchObject({
      otaName: 'MakeMyTrip',
      soldOutNight: night,
      checkIn: night,
      hotelId: 1,
      paymentCollect: 'ota',
    });
    expect(listed.hotelName).not.toBe('');
    const elsewhere = await staffSession(ctx, 'hotel_manager', { hotelIds: [2] });
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/channels/overbooked',
      headers: { cookie: elsewhere.cookie },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toEqual([]);
    const mail = await rows<{ subject: string }>(
      ctx,
      sql`SELECT subject FROM outbox WHERE recipient = ${manager.email}`,
    );
    expect(mail.map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/^Overbooked: MakeMyTrip booking MMT-777/),
    );
    // the inventory never holds more than it has
    const [inv] = await rows<{ booked: number; total: number; closed: number }>(
      ctx,
      sql`SELECT booked, total, closed FROM room_inventory WHERE room_type_id = ${roomType.RoomTypeID} AND night = ${night}`,
    );
    expect(Number(inv!.booked) + Number(inv!.closed)).toBe(Number(inv!.total));
  });
});

describe(`the last room, website against OTA (${onPostgresServer() ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('sells it once: the website booking or the OTA booking holds it, and an OTA booking that lost is overbooked with staff alerted', async () => {
    for (let round = 0; round < 3; round++) {
      const night = stay(50 + round, 1).checkIn;
      await ctx.deps.db.execute(
        sql`UPDATE room_inventory SET booked = total - closed - 1 WHERE room_type_id = ${roomType.RoomTypeID} AND night = ${night}`,
      );
      const code = `RACE-${round}`;
      otaBooking(night, { ota_reservation_code: code });
      const c = await createCustomerSession(ctx);
      const [web, feed] = await Promise.all([
        postBooking(
          ctx,
          c.cookie,
          bookingBody(1, { checkIn: night, checkOut: nextDay(night) }, [
            { RoomTypeID: roomType.RoomTypeID },
          ]),
        ),
        channels.pollRevisions(deps, port),
      ]);
      expect(feed).toEqual({ applied: 1, acknowledged: 1 });
      const [inv] = await rows<{ booked: number; total: number; closed: number }>(
        ctx,
        sql`SELECT booked, total, closed FROM room_inventory WHERE room_type_id = ${roomType.RoomTypeID} AND night = ${night}`,
      );
      expect(Number(inv!.booked) + Number(inv!.closed)).toBe(Number(inv!.total));
      const [ota] = await rows<{ overbooked: boolean }>(
        ctx,
        sql`SELECT overbooked FROM channel_bookings WHERE ota_reservation_code = ${code}`,
      );
      if (web.statusCode === 201) {
        expect(ota!.overbooked).toBe(true);
        const mail = await rows<{ subject: string }>(
          ctx,
          sql`SELECT subject FROM outbox WHERE recipient = ${manager.email} AND subject LIKE ${`%${code}%`}`,
        );
        expect(mail).toHaveLength(1);
      } else {
        expect(web.statusCode).toBe(409);
        expect(ota!.overbooked).toBe(false);
      }
    }
  });
});
