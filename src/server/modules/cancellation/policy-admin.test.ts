import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { bookAndPay, bookingBody, roomTypesOf, rows } from '../bookings/bookings.fixture';

/*
 * GET/PUT /api/staff/hotels/{id}/cancellation-policy (ADR 222): admins schedule a hotel's policy
 * from today or later; a booking keeps the version it was sold under, also after a new one takes
 * effect; a version in force or past never changes.
 */

let ctx: TestContext;
const realNow = Date.now();
let clock = realNow;
const today = todayIst(new Date(realNow));
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(clock) });
  admin = await staffCookie(ctx, 'admin');
});
afterAll(() => ctx.close());

const url = (hotelId: number) => `/api/staff/hotels/${hotelId}/cancellation-policy`;
const get = (cookie: string, hotelId: number) =>
  ctx.app.inject({ url: url(hotelId), headers: { cookie } });
const put = (cookie: string, hotelId: number, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: url(hotelId), headers: { cookie }, payload });

/** All days from 2 on: this percentage. */
const flat = (deductionPercent: number) => [{ minDays: 2, maxDays: null, deductionPercent }];

/** A customer session valid a day from the test clock (sessions are dated by the clock). */
async function customerAtClock() {
  const c = await createCustomerSession(ctx);
  await ctx.deps.db.execute(
    sql`UPDATE sessions SET expires_at = ${new Date(clock + 86_400_000)} WHERE customer_id = ${c.customerId}`,
  );
  return c;
}

async function bookHotel(hotelId: number, cookie: string, checkIn: string) {
  const d = { checkIn, checkOut: addDays(checkIn, 1) };
  const [t] = await roomTypesOf(ctx, hotelId, d.checkIn, d.checkOut);
  return bookAndPay(ctx, cookie, bookingBody(hotelId, d, [{ RoomTypeID: t!.RoomTypeID }]));
}

const preview = (cookie: string, bookingId: number) =>
  ctx.app.inject({ url: `/api/hotel/cancel-preview/${bookingId}`, headers: { cookie } });

describe('who may read and schedule a policy', () => {
  it('accounts and content editors get 403; a manager reads their hotel, 404 for another, 403 to change', async () => {
    for (const role of ['accounts', 'content_editor'] as const) {
      const cookie = await staffCookie(ctx, role);
      expect((await get(cookie, 1)).statusCode).toBe(403);
      expect((await put(cookie, 1, { effectiveFrom: today, rules: flat(10) })).statusCode).toBe(
        403,
      );
    }
    const manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    const own = await get(manager, 1);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.inForce).toMatchObject({
      standard: true,
      rules: [
        { minDays: 15, maxDays: null, deductionPercent: 20 },
        { minDays: 7, maxDays: 14, deductionPercent: 30 },
        { minDays: 2, maxDays: 6, deductionPercent: 50 },
      ],
    });
    expect((await get(manager, 2)).statusCode).toBe(404);
    const change = await put(manager, 1, { effectiveFrom: addDays(today, 3), rules: flat(10) });
    expect(change.statusCode).toBe(403);
    expect((await get(admin, 999_999)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: url(1) })).statusCode).toBe(401);
  });
});

describe('scheduling a policy', () => {
  it.each([
    ['yesterday', { effectiveFrom: addDays(today, -1), rules: flat(10) }, /today or later/],
    [
      'a first band that is not 2 days',
      {
        effectiveFrom: addDays(today, 5),
        rules: [{ minDays: 1, maxDays: null, deductionPercent: 10 }],
      },
      /first band must start at 2 days/,
    ],
    [
      'a gap between bands',
      {
        effectiveFrom: addDays(today, 5),
        rules: [
          { minDays: 2, maxDays: 6, deductionPercent: 50 },
          { minDays: 9, maxDays: null, deductionPercent: 10 },
        ],
      },
      /start the day after the one before/,
    ],
    [
      'a last band with an end',
      {
        effectiveFrom: addDays(today, 5),
        rules: [{ minDays: 2, maxDays: 30, deductionPercent: 10 }],
      },
      /last band must have no upper limit/,
    ],
    [
      'a deduction above 100%',
      { effectiveFrom: addDays(today, 5), rules: flat(101) },
      /above 100%/,
    ],
  ])('%s is a 400 with a message that says so', async (_n, body, msg) => {
    const res = await put(admin, 3, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(msg);
    expect((await get(admin, 3)).json().data.versions).toEqual([]);
  });

  it('a future version is replaced before it starts; one in force today is not (409); both audited', async () => {
    const from = addDays(today, 20);
    const first = await put(admin, 4, { effectiveFrom: from, rules: flat(10) });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.versions).toMatchObject([{ effectiveFrom: from, status: 'future' }]);
    const again = await put(admin, 4, { effectiveFrom: from, rules: flat(15) });
    expect(again.json().message).toMatch(/replaced/);
    expect(again.json().data.versions).toEqual([
      {
        id: first.json().data.versions[0].id,
        effectiveFrom: from,
        status: 'future',
        rules: flat(15),
      },
    ]);

    const now = await put(admin, 4, { effectiveFrom: today, rules: flat(25) });
    expect(now.statusCode).toBe(200);
    expect(now.json().data.inForce).toMatchObject({ standard: false, rules: flat(25) });
    const twice = await put(admin, 4, { effectiveFrom: today, rules: flat(90) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already took effect/);
    expect((await get(admin, 4)).json().data.inForce.rules).toEqual(flat(25));

    const audit = await rows<{ action: string }>(
      ctx,
      sql`SELECT action FROM audit_log WHERE entity = 'cancellation_policy' ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'replace', 'create']);
  });
});

describe('a booking keeps the policy it was sold under', () => {
  it('a booking made under policy A is cancelled under A after B takes effect; one made under B under B', async () => {
    const hotel = 5;
    const bFrom = addDays(today, 10);
    const checkIn = addDays(today, 40);
    // sold today under the standard policy (A): 30 days before check-in deducts 20%
    const asha = await customerAtClock();
    expect((await get(admin, hotel)).json().data.inForce).toMatchObject({ standard: true });
    const underA = await bookHotel(hotel, asha.cookie, checkIn);
    const sched = await put(admin, hotel, { effectiveFrom: bFrom, rules: flat(100) });
    expect(sched.statusCode).toBe(200);

    clock = Date.parse(`${bFrom}T00:00:00+05:30`) + 3_600_000;
    const adminLater = await staffCookie(ctx, 'admin');
    await ctx.deps.db.execute(
      sql`UPDATE sessions SET expires_at = ${new Date(clock + 86_400_000)} WHERE customer_id = ${asha.customerId}`,
    );
    const ravi = await customerAtClock();
    const underB = await bookHotel(hotel, ravi.cookie, checkIn);
    expect((await get(adminLater, hotel)).json().data.inForce).toMatchObject({
      effectiveFrom: bFrom,
      standard: false,
    });
    // the public policy is B now
    const pub = await ctx.app.inject({ url: `/api/hotel/${hotel}/cancellation-policy` });
    expect(pub.json().data[0]).toEqual({ MinDays: 2, MaxDays: null, DeductionPercent: 100 });

    const a = await preview(asha.cookie, underA.created.bookingId);
    expect(a.statusCode).toBe(200);
    expect(a.json().cancellationData).toMatchObject({
      DaysBeforeCheckIn: 30,
      DeductionPercent: 20,
    });
    const b = await preview(ravi.cookie, underB.created.bookingId);
    expect(b.json().cancellationData).toMatchObject({ DeductionPercent: 100 });

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/hotel/cancel-all/${underA.created.bookingId}`,
      headers: { cookie: asha.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    const paid = underA.created.totalPayable;
    expect(cancelled.json().data.refundAmount).toBe(Math.round(paid * 100 * 0.8) / 100);
    clock = realNow;
  });
});
