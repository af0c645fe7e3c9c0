import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { staffSession } from '../../test/staff';
import { roomTypesOf, rows, stay, type RoomTypeInfo } from '../bookings/bookings.fixture';
import { ChannelError, type ChannelManager } from './channel-manager';
import { channexAdapter } from './channex';
import * as channels from './channels.service';
import { startChannexStandIn, type ChannexStandIn, type ReceivedValue } from './stand-in';

/*
 * Prices and restrictions pushed to the channel manager (ADR 384), against the local stand-in of
 * Channex: a change on the rates calendar or the rate grid is queued in its own transaction by the
 * database, and the rates job sends Channex's restrictions call with the new figures.
 */

const PROPERTY = 'prop-rates';
const CHANNEL_ROOM = 'rt-rates';
const STANDARD = 'rp-standard';
const BREAKFAST = 'rp-breakfast';

let ctx: TestContext;
let standIn: ChannexStandIn;
let port: ChannelManager;
let clock = Date.now();
let deps: channels.ChannelDeps;
let roomType: RoomTypeInfo;
let admin: { cookie: string };
let planId: number;

const tick = (ms = channels.PUSH_MIN_INTERVAL_MS + 1_000) => {
  clock += ms;
};

/** The values of a channel rate plan covering `night` in the stand-in's last message naming it. */
function lastRate(ratePlanId: string, night: string): ReceivedValue | null {
  for (const r of [...standIn.received].reverse()) {
    if (r.kind !== 'restrictions') continue;
    const v = r.values.find(
      (x) =>
        x.rate_plan_id === ratePlanId && String(x.date_from) <= night && night <= String(x.date_to),
    );
    if (v) return v;
  }
  return null;
}

async function ratePending(): Promise<number> {
  const [r] = await rows<{ n: number }>(
    ctx,
    sql`SELECT count(*)::int AS n FROM channel_rate_pending`,
  );
  return Number(r!.n);
}

const staffCall = (method: 'PUT' | 'POST', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });

beforeAll(async () => {
  ctx = await createTestApp();
  standIn = await startChannexStandIn({ now: () => clock });
  port = channexAdapter({ url: standIn.url, apiKey: standIn.apiKey });
  deps = { db: ctx.deps.db, config: ctx.deps.config, now: () => new Date(clock) };
  const d = stay(30, 1);
  roomType = (await roomTypesOf(ctx, 1, d.checkIn, d.checkOut))[0]!;
  admin = await staffSession(ctx, 'admin');
  const plan = await staffCall(
    'POST',
    `/api/staff/hotels/1/room-types/${roomType.RoomTypeID}/rate-plans`,
    {
      name: 'Bed and breakfast',
      mealPlan: 'cp',
      mealAdult: 400,
      mealChild: 200,
      discountPercent: 0,
      refundable: true,
    },
  );
  expect(plan.statusCode).toBe(200);
  planId = (plan.json() as { data: { id: number } }).data.id;
  const res = await staffCall('PUT', '/api/staff/channels/mappings', {
    hotelId: 1,
    propertyId: PROPERTY,
    roomTypes: [
      {
        roomTypeId: roomType.RoomTypeID,
        channelRoomTypeId: CHANNEL_ROOM,
        channelRatePlanId: STANDARD,
      },
    ],
    ratePlans: [{ ratePlanId: planId, channelRatePlanId: BREAKFAST }],
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
  await channels.pushRatesPending(deps, port);
  tick();
});

describe('channel manager: prices and restrictions out', () => {
  it('a new mapping sends the year ahead of the standard rate and the mapped plan in one message', () => {
    const first = standIn.received.find((r) => r.kind === 'restrictions')!;
    const plans = new Set(first.values.map((v) => v.rate_plan_id));
    expect(plans).toEqual(new Set([STANDARD, BREAKFAST]));
    expect(first.values.every((v) => v.property_id === PROPERTY)).toBe(true);
    expect(first.values.length).toBeLessThan(200);
  });

  it('changing a rate on the rates calendar pushes the new price of those nights', async () => {
    const d = stay(40, 2);
    const res = await staffCall(
      'PUT',
      `/api/staff/hotels/1/room-types/${roomType.RoomTypeID}/rates`,
      {
        from: d.checkIn,
        to: d.checkOut,
        pricePerDay: 6543.5,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(await ratePending()).toBe(2);
    expect(await channels.pushRatesPending(deps, port)).toBe(1);
    expect(lastRate(STANDARD, d.checkIn)).toMatchObject({
      rate: '6543.50',
      date_from: d.checkIn,
      date_to: stay(41, 1).checkIn,
    });
    // the breakfast plan: the same room price plus breakfast for up to two adults (as the grid)
    const [t] = await rows<{ max_adults: number }>(
      ctx,
      sql`SELECT max_adults FROM room_types WHERE id = ${roomType.RoomTypeID}`,
    );
    const adults = Math.min(2, Number(t!.max_adults));
    expect(lastRate(BREAKFAST, d.checkIn)?.rate).toBe(`${6543 + 400 * adults}.50`);
    expect(await ratePending()).toBe(0);
  });

  it('setting a minimum stay pushes it as the minimum stay through, to every plan of the room type', async () => {
    const night = stay(45, 1).checkIn;
    const res = await staffCall(
      'PUT',
      `/api/staff/hotels/1/room-types/${roomType.RoomTypeID}/restrictions`,
      { from: night, to: stay(46, 1).checkIn, minStay: 3, closedToArrival: true },
    );
    expect(res.statusCode).toBe(200);
    await channels.pushRatesPending(deps, port);
    for (const plan of [STANDARD, BREAKFAST])
      expect(lastRate(plan, night)).toMatchObject({
        min_stay_through: 3,
        closed_to_arrival: true,
        closed_to_departure: false,
        stop_sell: false,
      });
    // cleared again: pushed as no minimum
    await staffCall('PUT', `/api/staff/hotels/1/room-types/${roomType.RoomTypeID}/restrictions`, {
      from: night,
      to: stay(46, 1).checkIn,
      minStay: null,
      closedToArrival: false,
    });
    tick();
    await channels.pushRatesPending(deps, port);
    expect(lastRate(STANDARD, night)).toMatchObject({
      min_stay_through: 1,
      closed_to_arrival: false,
    });
  });

  it('a change that rolls back queues nothing', async () => {
    const night = stay(50, 1).checkIn;
    await ctx.deps.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`INSERT INTO room_rates (room_type_id, night, price_paise) VALUES (${roomType.RoomTypeID}, ${night}, 100000)`,
        );
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await ratePending()).toBe(0);
  });

  it('a withdrawn plan is stop-sold at the channel manager for the year ahead', async () => {
    const res = await staffCall(
      'PUT',
      `/api/staff/hotels/1/room-types/${roomType.RoomTypeID}/rate-plans/${planId}`,
      {
        name: 'Bed and breakfast',
        mealPlan: 'cp',
        mealAdult: 400,
        mealChild: 200,
        discountPercent: 0,
        refundable: true,
        active: false,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(await ratePending()).toBeGreaterThanOrEqual(365);
    await channels.pushRatesPending(deps, port);
    expect(lastRate(BREAKFAST, stay(60, 1).checkIn)?.stop_sell).toBe(true);
    expect(lastRate(STANDARD, stay(60, 1).checkIn)?.stop_sell).toBe(false);
  });

  it("the stand-in refuses the 11th price request of a minute per property with 429, apart from availability's 10", async () => {
    tick(61_000);
    const night = stay(70, 1).checkIn;
    const value = {
      propertyId: PROPERTY,
      ratePlanId: STANDARD,
      dateFrom: night,
      dateTo: night,
      ratePaise: 500000,
      minStayThrough: 1,
      closedToArrival: false,
      closedToDeparture: false,
      stopSell: false,
    };
    for (let i = 0; i < 10; i++) await port.pushRates([value]);
    const refusal = await port.pushRates([value]).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ChannelError);
    expect((refusal as ChannelError).status).toBe(429);
    expect((refusal as ChannelError).retryAfterMs).toBeGreaterThan(0);
    // availability has its own allowance
    await port.pushAvailability([
      {
        propertyId: PROPERTY,
        roomTypeId: CHANNEL_ROOM,
        dateFrom: night,
        dateTo: night,
        availability: 3,
      },
    ]);
  });

  it('a failed push shows on the status with its error, and a retry sends it before its back-off is over', async () => {
    const d = stay(80, 1);
    standIn.setDown(true);
    await staffCall('PUT', `/api/staff/hotels/1/room-types/${roomType.RoomTypeID}/rates`, {
      from: d.checkIn,
      to: d.checkOut,
      pricePerDay: 5111,
    });
    // two failures: the second waits 10 s, longer than the 6 s spacing
    await channels.pushRatesPending(deps, port);
    tick(7_000);
    await channels.pushRatesPending(deps, port);
    standIn.setDown(false);
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/channels/status',
      headers: { cookie: admin.cookie },
    });
    const rates = (
      status.json() as { data: { pushes: { hotelId: number; kind: string }[] } }
    ).data.pushes.find((p) => p.hotelId === 1 && p.kind === 'rates');
    expect(rates).toMatchObject({
      pending: 1,
      attempts: 2,
      lastError: expect.stringMatching(/503/),
    });
    tick(7_000);
    expect(await channels.pushRatesPending(deps, port)).toBe(0);
    const retry = await staffCall('POST', '/api/staff/channels/pushes/1/rates/retry', {});
    expect(retry.statusCode).toBe(200);
    expect(await channels.pushRatesPending(deps, port)).toBe(1);
    expect(lastRate(STANDARD, d.checkIn)?.rate).toBe('5111.00');
    expect(
      (await staffCall('POST', '/api/staff/channels/pushes/1/nothing/retry', {})).statusCode,
    ).toBe(400);
  });

  it('a rate plan of a room type not mapped here is refused with a 400 naming it', async () => {
    const res = await staffCall('PUT', '/api/staff/channels/mappings', {
      hotelId: 1,
      propertyId: PROPERTY,
      roomTypes: [],
      ratePlans: [{ ratePlanId: planId, channelRatePlanId: BREAKFAST }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.stringContaining(`Rate plan ${planId}`) });
  });
});
