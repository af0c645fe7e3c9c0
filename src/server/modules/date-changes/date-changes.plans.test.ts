import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import {
  addBreakfastPlan,
  bookAndPay,
  bookingBody,
  roomTypesOf,
  rows,
  stay,
} from '../bookings/bookings.fixture';

/*
 * A date change keeps the rate plan and the promo code the booking was sold with (ADR 389): the
 * new nights are priced on the same plan (its meals and discount, even when withdrawn since) and
 * the code's discount comes off them when its terms cover the new dates.
 */

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await staffCookie(ctx, 'admin');
});
afterAll(() => ctx.close());

const NIGHT = 200_000;
const day = (offset: number) => addDays(todayIst(), offset);
const post = (cookie: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function setPrice(roomTypeId: number, from: string, to: string, paise: number) {
  for (let d = from; d < to; d = addDays(d, 1))
    await ctx.deps.db.execute(
      sql`INSERT INTO room_rates (room_type_id, night, price_paise) VALUES (${roomTypeId}, ${d}, ${paise})
          ON CONFLICT (room_type_id, night) DO UPDATE SET price_paise = ${paise}`,
    );
}

let roomTypeId: number;
let breakfastPlan: number;
beforeAll(async () => {
  const d = stay(40, 1);
  roomTypeId = (await roomTypesOf(ctx, 1, d.checkIn, d.checkOut)).find(
    (t) => t.MaxAdults >= 2,
  )!.RoomTypeID;
  breakfastPlan = await addBreakfastPlan(ctx, admin, roomTypeId);
});

async function addCode(code: string, validTo: string) {
  const res = await post(admin, '/api/staff/promo-codes', {
    code,
    hotelId: 1,
    kind: 'percent',
    discountPercent: 10,
    validFrom: day(1),
    validTo,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A paid two-adult booking of two nights on the breakfast plan, with a promo code. */
async function booked(offset: number, code: string) {
  const c = await createCustomerSession(ctx);
  const d = stay(offset, 2);
  await setPrice(roomTypeId, d.checkIn, addDays(d.checkOut, 10), NIGHT);
  const { created } = await bookAndPay(
    ctx,
    c.cookie,
    bookingBody(1, d, [{ RoomTypeID: roomTypeId, NoOfAdult: 2, RatePlanID: breakfastPlan }], {
      PromoCode: code,
    }),
  );
  return { c, d, bookingId: created.bookingId };
}

const roomRow = async (bookingId: number) =>
  (
    await rows<{ amount_paise: number; rate_plan_id: number; meal_plan: string }>(
      ctx,
      sql`SELECT amount_paise, rate_plan_id, meal_plan FROM booking_rooms WHERE booking_id = ${bookingId}`,
    )
  )[0]!;

describe('a date change keeps the plan and the promo code', () => {
  it('prices the new nights on the breakfast plan with the code off, and records the new discount', async () => {
    await addCode('DCPLAN10', day(200));
    const b = await booked(50, 'DCPLAN10');
    // a night on the plan: the room and two breakfasts; 10% off before GST
    const planNight = NIGHT + 2 * 35_000;
    expect(Number((await roomRow(b.bookingId)).amount_paise)).toBe(2 * planNight * 0.9);
    // the plan is withdrawn after the sale: the guest keeps it
    await ctx.deps.db.execute(
      sql`UPDATE rate_plans SET active = false WHERE id = ${breakfastPlan}`,
    );
    const to = { checkIn: addDays(b.d.checkIn, 3), checkOut: addDays(b.d.checkIn, 6) };
    const q = await post(b.c.cookie, `/api/bookings/${b.bookingId}/date-change/quote`, to);
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json().data).toMatchObject({
      available: true,
      nights: 3,
      newRoomTotalPaise: 3 * planNight * 0.9,
    });
    const done = await post(b.c.cookie, `/api/bookings/${b.bookingId}/date-change`, {
      ...to,
      differencePaise: q.json().data.differencePaise,
    });
    expect(done.statusCode, done.body).toBe(200);
    // a dearer stay waits for its payment; applied or not, the price is the plan's with the code
    const [change] = await rows<{ new_room_total_paise: number }>(
      ctx,
      sql`SELECT new_room_total_paise FROM booking_date_changes WHERE booking_id = ${b.bookingId}`,
    );
    expect(Number(change!.new_room_total_paise)).toBe(3 * planNight * 0.9);
    await ctx.deps.db.execute(sql`UPDATE rate_plans SET active = true WHERE id = ${breakfastPlan}`);
  });

  it('a cheaper change is applied at once: the rooms and the booking carry the plan and the new discount', async () => {
    await addCode('DCLESS10', day(200));
    const b = await booked(70, 'DCLESS10');
    const to = { checkIn: addDays(b.d.checkIn, 4), checkOut: addDays(b.d.checkIn, 5) };
    const q = (await post(b.c.cookie, `/api/bookings/${b.bookingId}/date-change/quote`, to)).json()
      .data;
    const planNight = NIGHT + 2 * 35_000;
    expect(q.newRoomTotalPaise).toBe(planNight * 0.9);
    const done = await post(b.c.cookie, `/api/bookings/${b.bookingId}/date-change`, {
      ...to,
      differencePaise: q.differencePaise,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('applied');
    expect(await roomRow(b.bookingId)).toMatchObject({
      amount_paise: planNight * 0.9,
      rate_plan_id: breakfastPlan,
      meal_plan: 'cp',
    });
    const [row] = await rows<{ discount_paise: number; promo_code: string }>(
      ctx,
      sql`SELECT discount_paise, promo_code FROM bookings WHERE id = ${b.bookingId}`,
    );
    expect(row).toMatchObject({ discount_paise: planNight * 0.1, promo_code: 'DCLESS10' });
  });

  it("new dates outside the code's dates are priced without it, and the quote says so", async () => {
    const b0 = stay(90, 2);
    await addCode('DCSHORT', addDays(b0.checkOut, 1));
    const b = await booked(90, 'DCSHORT');
    const to = { checkIn: addDays(b.d.checkIn, 5), checkOut: addDays(b.d.checkIn, 7) };
    const q = (await post(b.c.cookie, `/api/bookings/${b.bookingId}/date-change/quote`, to)).json()
      .data;
    expect(q.newRoomTotalPaise).toBe(2 * (NIGHT + 2 * 35_000));
    expect(q.message).toMatch(/Promo code DCSHORT is valid for nights .* priced without it\.$/);
  });
});
