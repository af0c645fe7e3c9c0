import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, postBooking, stay } from '../modules/bookings/bookings.fixture';
import { createCustomerSession, createTestApp, type TestContext } from '../test/app';
import { z } from 'zod';
import { personMessage } from './errors';
import { NUL_MESSAGE, SURROGATE_MESSAGE } from './input-guard';
import { staffCookie } from '../test/staff';

/* Bad input that once reached the database or Fastify's own replies: always a readable 400. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const json = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie?: string) =>
  ctx.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

async function outboxCount(): Promise<number> {
  const r = await ctx.deps.db.execute(sql`SELECT count(*)::int AS n FROM outbox`);
  const rows = (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows) as { n: number }[];
  return rows[0]!.n;
}

describe('a NUL character (U+0000), which PostgreSQL cannot store', () => {
  it('in a JSON body is a 400 that says so, and nothing is sent or stored', async () => {
    const before = await outboxCount();
    const res = await json('POST', '/api/auth/send-otp', {
      EmailId: 'a\u0000b@example.com',
      mobileNumber: '9876509999',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: NUL_MESSAGE });
    expect(await outboxCount()).toBe(before);
  });

  it('in a query string or a path is a 400', async () => {
    for (const url of ['/api/tours?category=%00', '/api/bookings/by-order/a%00b']) {
      const res = await json('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(NUL_MESSAGE);
    }
  });

  it('deep inside a booking (the guest address) is a 400, not a half-written booking', async () => {
    const c = await createCustomerSession(ctx);
    const res = await postBooking(
      ctx,
      c.cookie,
      bookingBody(1, stay(30, 1), [{ RoomTypeID: 1 }], { CustomerAddress: '1 Main\u0000St' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NUL_MESSAGE);
  });
});

describe('a lone surrogate (half of a UTF-16 pair), which has no UTF-8 form', () => {
  const roomType = (name: string) => ({
    name,
    category: 'Single',
    maxAdults: 2,
    maxChildren: 1,
    allowedExtraPerson: 1,
    extraPersonRate: 500,
    basePrice: 2000,
    totalRooms: 1,
  });

  it('in any text field of a staff body is a 400 that says so, not a 500', async () => {
    const cookie = await staffCookie(ctx, 'admin');
    for (const name of ['\ud800', 'Suite \udfff', 'a\ud800b']) {
      const res = await json('POST', '/api/staff/hotels/1/room-types', roomType(name), cookie);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual({ success: false, message: SURROGATE_MESSAGE });
    }
  });

  it('in a key, a nested value or a public form is refused the same way', async () => {
    const c = await createCustomerSession(ctx);
    const res = await postBooking(
      ctx,
      c.cookie,
      bookingBody(1, stay(30, 1), [{ RoomTypeID: 1 }], { CustomerAddress: '1 Main \udc00St' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SURROGATE_MESSAGE);
    const key = await json('POST', '/api/feedback', { ['\ud800']: 1 });
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toBe(SURROGATE_MESSAGE);
  });

  it('a whole pair (an emoji, a rare Hindi character) is valid text and is kept', async () => {
    const cookie = await staffCookie(ctx, 'admin');
    const res = await json('POST', '/api/staff/hotels/1/room-types', roomType('Suite 🌊'), cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).toBe('Suite 🌊');
  });
});

describe('other bad input', () => {
  it('a hotel id past the database integer is a 400 naming the field, not a 500', async () => {
    const c = await createCustomerSession(ctx);
    const res = await postBooking(
      ctx,
      c.cookie,
      bookingBody(2_147_483_648, stay(30, 1), [{ RoomTypeID: 2_147_483_648 }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'hotelID', message: 'Choose a hotel.' },
        { path: 'rooms.0.RoomTypeID', message: 'Choose a room type.' },
      ]),
    );
  });

  it('a path Fastify cannot decode gets the reply shape of every failure', async () => {
    const res = await json('GET', '/api/hotel/%');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The address is not valid.' });
  });

  it('a body-less POST sent with a JSON content type is no body, not an error', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The request body is not valid JSON.');
  });

  it("words a missing field or a wrong type for a person, not in the library's terms", async () => {
    const c = await createCustomerSession(ctx);
    const res = await json('POST', '/api/payments/verify', {}, c.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("'razorpay_order_id' is required.");
    const arr = await json('POST', '/api/bookings', [], c.cookie);
    expect(arr.statusCode).toBe(400);
    expect(arr.json().message).toBe('The request body has the wrong type.');
  });
});

describe('login routes', () => {
  it('answer 401 to a visitor without a session before looking at the input', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/bookings', {}],
      ['POST', '/api/payments/verify', { razorpay_order_id: 1 }],
      ['GET', '/api/dashboard/admin/booking-history?fromDate=nonsense', undefined],
      ['POST', '/api/hotel/cancel-all/not-a-number', undefined],
    ] as const) {
      const res = await json(method, url, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ success: false, message: 'Please log in to continue.' });
    }
  });
});

describe("zod's error map (personMessage)", () => {
  it("keeps the contracts' own messages and words zod's for a person", () => {
    z.config({ customError: personMessage });
    const schema = z.object({
      EmailId: z.string().email('Enter a valid email.'),
      token: z.string().max(3),
      a: z.object({ b: z.number() }).strict(),
      code: z.string().regex(/^\d{4}$/),
    });
    const messages = (input: unknown) =>
      schema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages({ EmailId: 'nope', token: 'abcd', a: { b: 'x', c: 1 }, code: '12' })).toEqual([
      ['EmailId', 'Enter a valid email.'],
      ['token', "'token' is too long or too large."],
      ['a.b', "'b' has the wrong type."],
      ['a', "'a' has a field that is not allowed."],
      ['code', "'code' is not valid."],
    ]);
    expect(messages({ token: '' })?.[0]).toEqual(['EmailId', "'EmailId' is required."]);
    expect(z.number().safeParse('1').error?.issues[0]?.message).toBe(
      'The request body has the wrong type.',
    );
  });
});
