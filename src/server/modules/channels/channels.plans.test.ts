import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { addBreakfastPlan, roomTypesOf, rows, stay } from '../bookings/bookings.fixture';
import { channexAdapter } from './channex';
import * as channels from './channels.service';
import { startChannexStandIn, type ChannexStandIn } from './stand-in';

/*
 * An OTA booking carries the rate plan it was sold on (ADR 395): the channel rate plan id of each
 * room maps to our plan of its room type through the mapping, and the room is priced on that plan
 * (its meals and discount), as the prices pushed for that channel plan were (ADR 384).
 */

const PROPERTY = 'prop-plans';
const CHANNEL_ROOM = 'rt-plans';
const NIGHT = 300_000;

let ctx: TestContext;
let standIn: ChannexStandIn;
let deps: channels.ChannelDeps;
let roomTypeId: number;
let breakfast: number;
let admin: string;
const day = (offset: number) => addDays(todayIst(), offset);
const port = () => channexAdapter({ url: standIn.url, apiKey: standIn.apiKey });

beforeAll(async () => {
  ctx = await createTestApp();
  standIn = await startChannexStandIn();
  deps = { db: ctx.deps.db, config: ctx.deps.config, now: ctx.deps.now };
  admin = await staffCookie(ctx, 'admin');
  const d = stay(40, 1);
  roomTypeId = (await roomTypesOf(ctx, 1, d.checkIn, d.checkOut)).find(
    (t) => t.MaxAdults >= 2,
  )!.RoomTypeID;
  const post = (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
    ctx.app.inject({ method, url, headers: { cookie: admin }, payload });
  breakfast = await addBreakfastPlan(ctx, admin, roomTypeId);
  await ctx.deps.db.execute(
    sql`INSERT INTO room_rates (room_type_id, night, price_paise)
        SELECT ${roomTypeId}, (${day(40)}::date + d)::date, ${NIGHT}
        FROM generate_series(0, 30) AS d
        ON CONFLICT (room_type_id, night) DO UPDATE SET price_paise = ${NIGHT}`,
  );
  const mapped = await post(
    '/api/staff/channels/mappings',
    {
      hotelId: 1,
      propertyId: PROPERTY,
      roomTypes: [{ roomTypeId, channelRoomTypeId: CHANNEL_ROOM, channelRatePlanId: 'rp-std' }],
      ratePlans: [{ ratePlanId: breakfast, channelRatePlanId: 'rp-bb' }],
    },
    'PUT',
  );
  expect(mapped.statusCode, mapped.body).toBe(200);
});
afterAll(async () => {
  await standIn.close();
  await ctx.close();
});

async function otaRoom(channelBookingId: string) {
  const [r] = await rows<{
    booking_id: number;
    rate_plan_id: number | null;
    rate_plan_name: string;
    meal_plan: string;
    amount_paise: number;
  }>(
    ctx,
    sql`SELECT br.booking_id, br.rate_plan_id, br.rate_plan_name, br.meal_plan, br.amount_paise
          FROM booking_rooms br JOIN channel_bookings cb ON cb.booking_id = br.booking_id
         WHERE cb.channel_booking_id = ${channelBookingId} AND br.status = 'booked'`,
  );
  return r!;
}

function book(offset: number, ratePlanId: string) {
  return standIn.addRevision({
    property_id: PROPERTY,
    ota_name: 'Booking.com',
    arrival_date: day(offset),
    departure_date: day(offset + 2),
    rooms: [{ room_type_id: CHANNEL_ROOM, rate_plan_id: ratePlanId, occupancy: { adults: 2 } }],
  });
}

describe('an OTA booking carries the plan it was sold on', () => {
  it('a breakfast-plan booking is the breakfast plan here, at the price pushed for it', async () => {
    const { bookingId } = book(42, 'rp-bb');
    expect((await channels.pollRevisions(deps, port())).applied).toBe(1);
    const planNight = NIGHT + 2 * 35_000;
    expect(await otaRoom(bookingId)).toMatchObject({
      rate_plan_id: breakfast,
      rate_plan_name: 'Bed and breakfast',
      meal_plan: 'cp',
      amount_paise: 2 * planNight,
    });
    // the price the channel manager was sent for the breakfast plan's nights
    await channels.pushRatesPending(deps, port());
    const pushed = standIn.received
      .filter((r) => r.kind === 'restrictions')
      .flatMap((r) => r.values)
      .find(
        (v) =>
          v.rate_plan_id === 'rp-bb' &&
          String(v.date_from) <= day(42) &&
          day(42) <= String(v.date_to),
      );
    expect(pushed?.rate).toBe((planNight / 100).toFixed(2));
  });

  it('the standard rate’s channel plan, or one not mapped, is the standard rate', async () => {
    for (const [offset, plan] of [
      [45, 'rp-std'],
      [48, 'rp-not-mapped'],
    ] as const) {
      const { bookingId } = book(offset, plan);
      await channels.pollRevisions(deps, port());
      expect(await otaRoom(bookingId)).toMatchObject({
        rate_plan_id: null,
        rate_plan_name: 'Standard rate',
        amount_paise: 2 * NIGHT,
      });
    }
  });

  it('a modification to another plan on the same dates reprices the room on it', async () => {
    const { bookingId } = book(51, 'rp-std');
    await channels.pollRevisions(deps, port());
    expect((await otaRoom(bookingId)).amount_paise).toBe(2 * NIGHT);
    standIn.modifyBooking(bookingId, {
      rooms: [{ room_type_id: CHANNEL_ROOM, rate_plan_id: 'rp-bb', occupancy: { adults: 2 } }],
    });
    const ch = { ...deps, rooms: { follow: async () => undefined } };
    expect((await channels.pollRevisions(ch, port())).applied).toBe(1);
    expect(await otaRoom(bookingId)).toMatchObject({
      rate_plan_id: breakfast,
      meal_plan: 'cp',
      amount_paise: 2 * (NIGHT + 2 * 35_000),
    });
  });

  it('the room chart shows an OTA booking with the OTA it came from', async () => {
    const { bookingId } = book(54, 'rp-bb');
    await channels.pollRevisions(deps, port());
    const id = (await otaRoom(bookingId)).booking_id;
    const res = await ctx.app.inject({
      url: `/api/staff/hotels/1/chart?from=${day(54)}&to=${day(56)}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    const chart = res.json().data as {
      unassigned: { bookingId: number; source: string | null }[];
      rooms: { stays: { bookingId: number; source: string | null }[] }[];
    };
    const stays = [...chart.unassigned, ...chart.rooms.flatMap((r) => r.stays)];
    expect(stays.filter((s) => s.bookingId === id).map((s) => s.source)).toEqual([
      'Booking.com',
      'Booking.com',
    ]);
    expect(stays.filter((s) => s.bookingId !== id).every((s) => s.source !== 'Booking.com')).toBe(
      true,
    );
  });
});
