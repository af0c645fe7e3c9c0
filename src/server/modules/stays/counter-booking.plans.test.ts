import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { addBreakfastPlan, roomTypesOf, rows, stay } from '../bookings/bookings.fixture';

/*
 * A counter booking carries the rate plan the desk chose for each room and the promo code the
 * guest gave (ADR 395), priced as the same booking online would be (ADR 360, 365).
 */

let ctx: TestContext;
let admin: string;
let manager: string;
let roomTypeId: number;
let breakfast: number;
const NIGHT = 300_000;
const day = (offset: number) => addDays(todayIst(), offset);

const post = (url: string, cookie: string, payload: object, headers: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload });

const walkIn = (
  d: { checkIn: string; checkOut: string },
  extra: object = {},
  room: object = {},
) => ({
  hotelID: 1,
  CheckIn: d.checkIn,
  checkOUT: d.checkOut,
  rooms: [{ RoomTypeID: roomTypeId, NoOfAdult: 2, ...room }],
  CustomerName: 'Ravi Hembrom',
  MobileNo: '9700011122',
  IdentityType: 'Aadhaar Card',
  IdentityNo: '4321',
  paymentMethod: 'cash',
  ...extra,
});

const counterBooking = (body: object) =>
  post('/api/staff/counter-bookings', manager, body, { 'idempotency-key': randomUUID() });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await staffCookie(ctx, 'admin');
  manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
  const d = stay(40, 1);
  roomTypeId = (await roomTypesOf(ctx, 1, d.checkIn, d.checkOut)).find(
    (t) => t.MaxAdults >= 2,
  )!.RoomTypeID;
  breakfast = await addBreakfastPlan(ctx, admin, roomTypeId);
  const code = await post('/api/staff/promo-codes', admin, {
    code: 'DESK10',
    hotelId: 1,
    kind: 'percent',
    discountPercent: 10,
    validFrom: day(1),
    validTo: day(300),
  });
  expect(code.statusCode, code.body).toBe(200);
  await ctx.deps.db.execute(
    sql`INSERT INTO room_rates (room_type_id, night, price_paise)
        SELECT ${roomTypeId}, (${day(40)}::date + d)::date, ${NIGHT}
        FROM generate_series(0, 30) AS d
        ON CONFLICT (room_type_id, night) DO UPDATE SET price_paise = ${NIGHT}`,
  );
});
afterAll(() => ctx.close());

async function bookedRoom(bookingId: number) {
  const [r] = await rows<{
    rate_plan_id: number | null;
    rate_plan_name: string;
    meal_plan: string;
    amount_paise: number;
    promo_code: string | null;
    discount_paise: number;
  }>(
    ctx,
    sql`SELECT br.rate_plan_id, br.rate_plan_name, br.meal_plan, br.amount_paise, b.promo_code, b.discount_paise
          FROM booking_rooms br JOIN bookings b ON b.id = br.booking_id WHERE b.id = ${bookingId}`,
  );
  return r!;
}

describe('a counter booking carries its plan and promo code', () => {
  it('books the breakfast plan with the guest’s promo code, priced as online', async () => {
    const d = stay(41, 2);
    const res = await counterBooking(walkIn(d, { PromoCode: 'desk10' }, { RatePlanID: breakfast }));
    expect(res.statusCode, res.body).toBe(200);
    // a night on the plan: the room and two breakfasts; 10 % off before GST
    const planNight = NIGHT + 2 * 35_000;
    expect(await bookedRoom(res.json().data.id)).toMatchObject({
      rate_plan_id: breakfast,
      rate_plan_name: 'Bed and breakfast',
      meal_plan: 'cp',
      amount_paise: 2 * planNight * 0.9,
      promo_code: 'DESK10',
      discount_paise: 2 * planNight * 0.1,
    });
    // the same stay quoted online costs the same
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings/quote',
      payload: {
        hotelID: 1,
        CheckIn: d.checkIn,
        checkOUT: d.checkOut,
        rooms: [{ RoomTypeID: roomTypeId, NoOfAdult: 2, RatePlanID: breakfast }],
        PromoCode: 'DESK10',
      },
    });
    expect(quote.json().data.roomTotal * 100).toBe(2 * planNight * 0.9);
  });

  it('without a plan or code it is the standard rate, as before', async () => {
    const res = await counterBooking(walkIn(stay(45, 1)));
    expect(res.statusCode, res.body).toBe(200);
    expect(await bookedRoom(res.json().data.id)).toMatchObject({
      rate_plan_id: null,
      rate_plan_name: 'Standard rate',
      amount_paise: NIGHT,
      promo_code: null,
      discount_paise: 0,
    });
  });

  it.each([
    ['a plan of another room type', { RatePlanID: 999_999 }, {}, 400, /rate plan is not offered/],
    ['an unknown promo code', {}, { PromoCode: 'NOSUCH' }, 400, /NOSUCH/],
  ])('refuses %s with the online message', async (_what, room, extra, status, message) => {
    const res = await counterBooking(walkIn(stay(47, 1), extra, room));
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
  });

  it('counts a code’s once-per-guest limit per walk-in guest by mobile, not per desk', async () => {
    const once = await post('/api/staff/promo-codes', admin, {
      code: 'ONCEDESK',
      hotelId: 1,
      kind: 'percent',
      discountPercent: 5,
      validFrom: day(1),
      validTo: day(300),
      perCustomerLimit: 1,
    });
    expect(once.statusCode, once.body).toBe(200);
    const first = await counterBooking(walkIn(stay(50, 1), { PromoCode: 'ONCEDESK' }));
    expect(first.statusCode, first.body).toBe(200);
    // another walk-in at the same desk has their own use of the code
    const other = await counterBooking(
      walkIn(stay(51, 1), { PromoCode: 'ONCEDESK', MobileNo: '9700033344' }),
    );
    expect(other.statusCode, other.body).toBe(200);
    expect((await bookedRoom(other.json().data.id)).promo_code).toBe('ONCEDESK');
    // the first guest again, at another clerk's desk: their use is spent
    const desk2 = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    const again = await post(
      '/api/staff/counter-bookings',
      desk2,
      walkIn(stay(52, 1), { PromoCode: 'ONCEDESK' }),
      { 'idempotency-key': randomUUID() },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'The guest with mobile 9700011122 has already used promo code ONCEDESK; it can be used once per guest.',
    );
  });
});
