import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import {
  bookAndPay,
  bookingBody,
  postBooking,
  roomTypesOf,
  rows,
} from '../bookings/bookings.fixture';

/* Rate plans and stay restrictions on price and availability (ADR 360, 361). */

let ctx: TestContext;
let admin: string;
let manager1: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await staffCookie(ctx, 'admin');
  manager1 = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const day = (offset: number) => addDays(todayIst(), offset);

async function roomType(hotelId: number, index = 0) {
  const h = (await call('GET', `/api/staff/hotels/${hotelId}`, admin)).json().data;
  return h.roomTypes[index] as RoomType;
}
type RoomType = { id: number; name: string; maxAdults: number; maxChildren: number };

/** A room type of hotel 1 for two adults and a child. */
async function familyRoom() {
  const h = (await call('GET', `/api/staff/hotels/1`, admin)).json().data;
  return (h.roomTypes as RoomType[]).find((t) => t.maxAdults >= 2 && t.maxChildren >= 1)!;
}

const breakfast = {
  name: 'Bed and breakfast',
  nameHi: 'नाश्ते सहित',
  mealPlan: 'cp',
  mealAdult: 350,
  mealChild: 200,
  discountPercent: 0,
  refundable: true,
};
const nonRefundable = {
  name: 'Non-refundable',
  mealPlan: 'ep',
  mealAdult: 0,
  mealChild: 0,
  discountPercent: 10,
  refundable: false,
};

async function addPlan(hotelId: number, roomTypeId: number, body: object, cookie = admin) {
  const res = await call(
    'POST',
    `/api/staff/hotels/${hotelId}/room-types/${roomTypeId}/rate-plans`,
    cookie,
    body,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; name: string };
}

describe('rate plans priced by the server', () => {
  it('a breakfast plan adds its meals per person per night to the room price, taxed with the room', async () => {
    const t = await familyRoom();
    const plan = await addPlan(1, t.id, breakfast);
    const dates = { checkIn: day(30), checkOut: day(32) };
    const [quote] = (await roomTypesOf(ctx, 1, dates.checkIn, dates.checkOut)).filter(
      (q) => q.RoomTypeID === t.id,
    );
    const guest = await createCustomerSession(ctx);
    const res = await postBooking(
      ctx,
      guest.cookie,
      bookingBody(1, dates, [
        { RoomTypeID: t.id, NoOfAdult: 2, NoOfChild: 1, RatePlanID: plan.id },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const roomNights = quote!.nights.reduce((s, n) => s + n.price, 0);
    // 2 adults x 350 + 1 child x 200 = 900 a night, two nights
    expect(res.json().data.roomTotal).toBe(roomNights + 2 * 900);
    const [room] = await rows<{ rate_plan_id: number; rate_plan_name: string; meal_plan: string }>(
      ctx,
      sql`SELECT rate_plan_id, rate_plan_name, meal_plan FROM booking_rooms WHERE booking_id = ${res.json().data.bookingId}`,
    );
    expect(room).toEqual({
      rate_plan_id: plan.id,
      rate_plan_name: 'Bed and breakfast',
      meal_plan: 'cp',
    });
  });

  it('the guest sees the standard rate first, then the active plans of each room type', async () => {
    const t = await roomType(2);
    await addPlan(2, t.id, breakfast);
    await addPlan(2, t.id, { ...breakfast, name: 'Withdrawn', active: false });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/hotel/2/rate-plans?checkIn=${day(40)}&checkOut=${day(41)}`,
    });
    expect(res.statusCode).toBe(200);
    const mine = res.json().data.find((r: { roomTypeId: number }) => r.roomTypeId === t.id);
    expect(mine.restriction).toBeNull();
    expect(mine.plans.map((p: { name: string }) => p.name)).toEqual([
      'Standard rate',
      'Bed and breakfast',
    ]);
  });

  it('a plan of another room type is refused with a 400 naming the room', async () => {
    const a = await roomType(1);
    const b = await roomType(1, 1);
    const plan = await addPlan(1, a.id, breakfast);
    const guest = await createCustomerSession(ctx);
    const res = await postBooking(
      ctx,
      guest.cookie,
      bookingBody(1, { checkIn: day(50), checkOut: day(51) }, [
        { RoomTypeID: b.id, RatePlanID: plan.id },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Room 1: this rate plan is not offered for ${b.name}.`);
  });

  it('a meal plan without a meal price, or a room-only plan with one, is refused with a 400', async () => {
    const t = await roomType(1);
    const url = `/api/staff/hotels/1/room-types/${t.id}/rate-plans`;
    const noMeal = await call('POST', url, admin, { ...breakfast, mealAdult: 0 });
    expect(noMeal.statusCode).toBe(400);
    expect(noMeal.json().message).toBe('A plan with meals needs a meal price per adult.');
    const epMeal = await call('POST', url, admin, { ...nonRefundable, mealAdult: 100 });
    expect(epMeal.statusCode).toBe(400);
  });

  it("a hotel manager cannot add plans or restrictions to another hotel's room types: 404", async () => {
    const t = await roomType(2);
    const plan = await call(
      'POST',
      `/api/staff/hotels/2/room-types/${t.id}/rate-plans`,
      manager1,
      breakfast,
    );
    expect(plan.statusCode).toBe(404);
    const r = await call('PUT', `/api/staff/hotels/2/room-types/${t.id}/restrictions`, manager1, {
      from: day(10),
      to: day(11),
      stopSell: true,
    });
    expect(r.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/staff/hotels/2/rate-grid?from=${day(1)}`, manager1)).statusCode,
    ).toBe(404);
  });
});

describe('non-refundable rate', () => {
  it('is cheaper by its discount and refunds nothing on cancellation', async () => {
    const t = await roomType(1);
    const plan = await addPlan(1, t.id, nonRefundable);
    const dates = { checkIn: day(25), checkOut: day(26) };
    const [quote] = (await roomTypesOf(ctx, 1, dates.checkIn, dates.checkOut)).filter(
      (q) => q.RoomTypeID === t.id,
    );
    const guest = await createCustomerSession(ctx);
    const { created } = await bookAndPay(
      ctx,
      guest.cookie,
      bookingBody(1, dates, [{ RoomTypeID: t.id, RatePlanID: plan.id }]),
    );
    expect(created.totalPayable).toBeGreaterThan(0);
    const price = quote!.nights[0]!.price;
    const [room] = await rows<{ amount_paise: number; refundable: boolean }>(
      ctx,
      sql`SELECT amount_paise, refundable FROM booking_rooms WHERE booking_id = ${created.bookingId}`,
    );
    expect(room).toEqual({ amount_paise: Math.round(price * 100 * 0.9), refundable: false });

    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { cookie: guest.cookie } });
    const preview = await get(`/api/hotel/cancel-preview/${created.bookingId}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().cancellationData).toMatchObject({
      refundAmount: 0,
      DeductionPercent: 100,
    });
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/hotel/cancel-all/${created.bookingId}`,
      headers: { cookie: guest.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.refundAmount).toBe(0);
    const refunds = await rows(
      ctx,
      sql`SELECT id FROM refunds WHERE booking_id = ${created.bookingId}`,
    );
    expect(refunds).toHaveLength(0);
  });
});

describe('restrictions at quote and booking', () => {
  it('a minimum stay refuses a shorter stay through that night with a clear 400, and takes no room', async () => {
    const t = await roomType(1);
    const set = await call('PUT', `/api/staff/hotels/1/room-types/${t.id}/restrictions`, admin, {
      from: day(60),
      to: day(62),
      minStay: 2,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().message).toBe('Restrictions set for 2 nights.');
    const guest = await createCustomerSession(ctx);
    const one = await postBooking(
      ctx,
      guest.cookie,
      bookingBody(1, { checkIn: day(61), checkOut: day(62) }, [{ RoomTypeID: t.id }]),
    );
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toMatch(
      new RegExp(`^A stay in ${t.name} that includes the night of .+ needs at least 2 nights\\.$`),
    );
    const [inv] = await rows<{ booked: number }>(
      ctx,
      sql`SELECT booked FROM room_inventory WHERE room_type_id = ${t.id} AND night = ${day(61)}`,
    );
    expect(inv!.booked).toBe(0);
    const quote = await ctx.app.inject({
      method: 'GET',
      url: `/api/hotel/1/rate-plans?checkIn=${day(61)}&checkOut=${day(62)}`,
    });
    const mine = quote.json().data.find((r: { roomTypeId: number }) => r.roomTypeId === t.id);
    expect(mine.restriction).toBe(one.json().message);

    const two = await postBooking(
      ctx,
      guest.cookie,
      bookingBody(1, { checkIn: day(61), checkOut: day(63) }, [{ RoomTypeID: t.id }]),
    );
    expect(two.statusCode, two.body).toBe(201);
  });

  it('closed to arrival, closed to departure and stop-sell each refuse with their own message', async () => {
    const t = await roomType(1, 1);
    const url = `/api/staff/hotels/1/room-types/${t.id}/restrictions`;
    await call('PUT', url, admin, { from: day(70), to: day(71), closedToArrival: true });
    await call('PUT', url, admin, { from: day(75), to: day(76), closedToDeparture: true });
    await call('PUT', url, admin, { from: day(80), to: day(81), stopSell: true });
    const guest = await createCustomerSession(ctx);
    const book = (from: number, to: number) =>
      postBooking(
        ctx,
        guest.cookie,
        bookingBody(1, { checkIn: day(from), checkOut: day(to) }, [{ RoomTypeID: t.id }]),
      );
    const cta = await book(70, 72);
    expect(cta.statusCode).toBe(400);
    expect(cta.json().message).toContain(`${t.name} does not take arrivals on`);
    const ctd = await book(73, 75);
    expect(ctd.statusCode).toBe(400);
    expect(ctd.json().message).toContain(`${t.name} does not take departures on`);
    const stop = await book(79, 82);
    expect(stop.statusCode).toBe(400);
    expect(stop.json().message).toContain(`${t.name} is not sold for the night of`);
  });

  it('the grid shows prices, plan prices and restrictions; clearing a restriction removes it', async () => {
    const t = await roomType(1);
    await addPlan(1, t.id, { ...breakfast, name: 'Grid breakfast' });
    const url = `/api/staff/hotels/1/room-types/${t.id}/restrictions`;
    const sat = [...Array(14).keys()]
      .map((i) => day(90 + i))
      .find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 6)!;
    const set = await call('PUT', url, admin, {
      from: day(90),
      to: day(104),
      weekdays: [6, 0],
      minStay: 2,
    });
    expect(set.json().message).toBe('Restrictions set for 4 nights.');
    const grid = (
      await call('GET', `/api/staff/hotels/1/rate-grid?from=${day(90)}&days=14`, admin)
    ).json().data;
    const row = grid.roomTypes.find((r: { id: number }) => r.id === t.id);
    const satNight = row.nights.find((n: { date: string }) => n.date === sat);
    expect(satNight.minStay).toBe(2);
    expect(row.nights.filter((n: { minStay: number | null }) => n.minStay === 2)).toHaveLength(4);
    const bb = row.plans.find((p: { name: string }) => p.name === 'Grid breakfast');
    expect(bb.prices[0]).toBe(row.nights[0].price + row.adults * 350);

    await call('PUT', url, admin, { from: day(90), to: day(104), minStay: null });
    const after = await rows(
      ctx,
      sql`SELECT night FROM rate_restrictions WHERE room_type_id = ${t.id} AND night >= ${day(90)} AND night < ${day(104)}`,
    );
    expect(after).toHaveLength(0);
  });
});
