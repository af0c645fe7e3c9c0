import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { sweepExpiredHolds } from '../bookings/bookings.service';
import {
  bookAndPay,
  bookingBody,
  postBooking,
  roomTypesOf,
  rows,
} from '../bookings/bookings.fixture';

/* Promo codes on price and availability, and the government-employee rate (ADR 365, 366). */

let ctx: TestContext;
let clock = Date.now();
let admin: string;
let manager1: string;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(clock) });
  admin = await staffCookie(ctx, 'admin');
  manager1 = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const day = (offset: number) => addDays(todayIst(), offset);

let seq = 0;
function codeBody(over: Record<string, unknown> = {}) {
  seq += 1;
  return {
    code: `TEST${seq}`,
    hotelId: 1,
    kind: 'percent',
    discountPercent: 10,
    validFrom: day(1),
    validTo: day(200),
    ...over,
  };
}

async function addCode(over: Record<string, unknown> = {}, cookie = admin) {
  const res = await call('POST', '/api/staff/promo-codes', cookie, codeBody(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; code: string; uses: number };
}

async function firstRoomType(hotelId = 1) {
  const d = { checkIn: day(40), checkOut: day(41) };
  return (await roomTypesOf(ctx, hotelId, d.checkIn, d.checkOut))[0]!;
}

function quote(body: object, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bookings/quote',
    ...(cookie ? { headers: { cookie } } : {}),
    payload: body,
  });
}

const usesOf = async (id: number) =>
  Number(
    (await rows<{ uses: number }>(ctx, sql`SELECT uses FROM promo_codes WHERE id = ${id}`))[0]!
      .uses,
  );

describe('staff promo codes', () => {
  it('a manager makes codes for their hotel only; a code for every hotel is an admin’s', async () => {
    const own = await addCode({}, manager1);
    expect(own.uses).toBe(0);
    const other = await call('POST', '/api/staff/promo-codes', manager1, codeBody({ hotelId: 2 }));
    expect(other.statusCode).toBe(404);
    const all = await call('POST', '/api/staff/promo-codes', manager1, codeBody({ hotelId: null }));
    expect(all.statusCode).toBe(403);
    await addCode({ hotelId: null });
    const list = (await call('GET', '/api/staff/promo-codes', manager1)).json().data as {
      hotelId: number | null;
    }[];
    expect(list.every((c) => c.hotelId === null || c.hotelId === 1)).toBe(true);
  });

  it('a malformed code is 400 with its message, a code taken twice is 409', async () => {
    const bad = await call('POST', '/api/staff/promo-codes', admin, codeBody({ code: 'x' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/3 to 20 letters/);
    const noAmount = await call(
      'POST',
      '/api/staff/promo-codes',
      admin,
      codeBody({ kind: 'amount', discountPercent: null }),
    );
    expect(noAmount.statusCode).toBe(400);
    const c = await addCode();
    const again = await call('POST', '/api/staff/promo-codes', admin, codeBody({ code: c.code }));
    expect(again.statusCode).toBe(409);
  });
});

describe('a promo code priced by the server', () => {
  it('GST is taken on the discounted night: ₹8,000 less 10% is ₹7,200, taxed at 5% not 18%', async () => {
    const t = await firstRoomType();
    const d = { checkIn: day(50), checkOut: day(52) };
    const set = await call('PUT', `/api/staff/hotels/1/room-types/${t.RoomTypeID}/rates`, admin, {
      from: d.checkIn,
      to: d.checkOut,
      pricePerDay: 8000,
    });
    expect(set.statusCode, set.body).toBe(200);
    const c = await addCode({ discountPercent: 10 });
    const body = {
      hotelID: 1,
      CheckIn: d.checkIn,
      checkOUT: d.checkOut,
      rooms: [{ RoomTypeID: t.RoomTypeID, NoOfAdult: 1 }],
    };
    const plain = (await quote(body)).json().data;
    expect(plain).toMatchObject({ roomTotal: 16000, discount: 0, gst: 2880, totalPayable: 18880 });
    const res = await quote({ ...body, PromoCode: ` ${c.code.toLowerCase()} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      roomTotalBeforeDiscount: 16000,
      discount: 1600,
      roomTotal: 14400,
      gst: 720,
      totalPayable: 15120,
      PromoCode: c.code,
    });
    expect(res.json().data.rooms[0].lines).toEqual([
      { ratePercent: 5, nights: 2, taxable: 14400, gst: 720 },
    ]);

    // the booking charges what the quote showed
    const g = await createCustomerSession(ctx);
    const { created } = await bookAndPay(
      ctx,
      g.cookie,
      bookingBody(1, d, [{ RoomTypeID: t.RoomTypeID }], { PromoCode: c.code }),
    );
    expect(created.totalPayable).toBe(15120);
    const [b] = await rows<{ promo_code: string; discount_paise: number; total_paise: number }>(
      ctx,
      sql`SELECT promo_code, discount_paise, total_paise FROM bookings WHERE id = ${created.bookingId}`,
    );
    expect(b).toMatchObject({ promo_code: c.code, discount_paise: 160000, total_paise: 1512000 });
    expect(await usesOf(c.id)).toBe(1);
  });

  it('an amount off is spread over the nights and never below zero', async () => {
    const t = await firstRoomType();
    const d = { checkIn: day(60), checkOut: day(62) };
    await call('PUT', `/api/staff/hotels/1/room-types/${t.RoomTypeID}/rates`, admin, {
      from: d.checkIn,
      to: d.checkOut,
      pricePerDay: 3000,
    });
    const c = await addCode({ kind: 'amount', discountPercent: null, discountAmount: 500 });
    const res = await quote({
      hotelID: 1,
      CheckIn: d.checkIn,
      checkOUT: d.checkOut,
      rooms: [{ RoomTypeID: t.RoomTypeID, NoOfAdult: 1 }],
      PromoCode: c.code,
    });
    expect(res.json().data).toMatchObject({ discount: 500, roomTotal: 5500, gst: 275 });
  });

  it('a code is refused with its reason: unknown, another hotel, nights outside, too short', async () => {
    const t = await firstRoomType();
    const base = {
      hotelID: 1,
      CheckIn: day(70),
      checkOUT: day(71),
      rooms: [{ RoomTypeID: t.RoomTypeID, NoOfAdult: 1 }],
    };
    const unknown = await quote({ ...base, PromoCode: 'NOSUCH1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Promo code NOSUCH1 is not valid. Please check the code.');
    const elsewhere = await addCode({ hotelId: 2 });
    expect((await quote({ ...base, PromoCode: elsewhere.code })).json().message).toMatch(
      /^Promo code TEST\d+ is not valid at /,
    );
    const early = await addCode({ validFrom: day(1), validTo: day(10) });
    expect((await quote({ ...base, PromoCode: early.code })).json().message).toMatch(
      /is valid for nights from/,
    );
    const long = await addCode({ minNights: 3 });
    const r = await quote({ ...base, PromoCode: long.code });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(`Promo code ${long.code} needs a stay of at least 3 nights.`);
    const g = await createCustomerSession(ctx);
    const booked = await postBooking(
      ctx,
      g.cookie,
      bookingBody(1, { checkIn: base.CheckIn, checkOut: base.checkOUT }, base.rooms, {
        PromoCode: long.code,
      }),
    );
    expect(booked.statusCode).toBe(400);
    expect(await usesOf(long.id)).toBe(0);
  });

  it('a guest uses a code at most their share of times', async () => {
    const t = await firstRoomType();
    const c = await addCode({ perCustomerLimit: 1, usageLimit: 10 });
    const g = await createCustomerSession(ctx);
    await bookAndPay(
      ctx,
      g.cookie,
      bookingBody(1, { checkIn: day(80), checkOut: day(81) }, [{ RoomTypeID: t.RoomTypeID }], {
        PromoCode: c.code,
      }),
    );
    const again = await postBooking(
      ctx,
      g.cookie,
      bookingBody(1, { checkIn: day(90), checkOut: day(91) }, [{ RoomTypeID: t.RoomTypeID }], {
        PromoCode: c.code,
      }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/can be used once per guest/);
    const other = await createCustomerSession(ctx);
    await bookAndPay(
      ctx,
      other.cookie,
      bookingBody(1, { checkIn: day(90), checkOut: day(91) }, [{ RoomTypeID: t.RoomTypeID }], {
        PromoCode: c.code,
      }),
    );
  });

  it('a hold that expires unpaid gives its use back to the code', async () => {
    const t = await firstRoomType();
    const c = await addCode({ usageLimit: 1 });
    const body = bookingBody(
      1,
      { checkIn: day(100), checkOut: day(101) },
      [{ RoomTypeID: t.RoomTypeID }],
      {
        PromoCode: c.code,
      },
    );
    const first = await createCustomerSession(ctx);
    expect((await postBooking(ctx, first.cookie, body)).statusCode).toBe(201);
    expect(await usesOf(c.id)).toBe(1);
    const second = await createCustomerSession(ctx);
    const refused = await postBooking(ctx, second.cookie, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Promo code ${c.code} has been fully used.`);

    clock += 16 * 60_000;
    await sweepExpiredHolds(ctx.deps);
    expect(await usesOf(c.id)).toBe(0);
    expect((await postBooking(ctx, second.cookie, body)).statusCode).toBe(201);
    expect(await usesOf(c.id)).toBe(1);
  });
});

describe('the government-employee rate', () => {
  it('is a plan offered to anyone, and the booked room records that the ID is seen at check-in', async () => {
    const t = await firstRoomType();
    const add = await call(
      'POST',
      `/api/staff/hotels/1/room-types/${t.RoomTypeID}/rate-plans`,
      admin,
      {
        name: 'Government employee',
        mealPlan: 'ep',
        mealAdult: 0,
        mealChild: 0,
        discountPercent: 20,
        refundable: true,
        governmentId: true,
      },
    );
    expect(add.statusCode, add.body).toBe(200);
    const plan = add.json().data as { id: number; governmentId: boolean };
    expect(plan.governmentId).toBe(true);
    const d = { checkIn: day(110), checkOut: day(111) };
    const offered = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/hotel/1/rate-plans?checkIn=${d.checkIn}&checkOut=${d.checkOut}`,
      })
    ).json().data as {
      roomTypeId: number;
      plans: { id: number | null; governmentId: boolean }[];
    }[];
    const mine = offered.find((o) => o.roomTypeId === t.RoomTypeID)!;
    expect(mine.plans.find((p) => p.id === plan.id)?.governmentId).toBe(true);
    const g = await createCustomerSession(ctx);
    const { created } = await bookAndPay(
      ctx,
      g.cookie,
      bookingBody(1, d, [{ RoomTypeID: t.RoomTypeID, RatePlanID: plan.id }]),
    );
    const [room] = await rows<{ government_id: boolean }>(
      ctx,
      sql`SELECT government_id FROM booking_rooms WHERE booking_id = ${created.bookingId}`,
    );
    expect(room!.government_id).toBe(true);
  });
});
