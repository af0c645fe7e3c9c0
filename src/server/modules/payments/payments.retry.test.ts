import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import {
  bookedCount,
  bookingBody,
  postBooking,
  roomTypesOf,
  rows,
  sandboxPay,
  stay,
  verify,
} from '../bookings/bookings.fixture';

/* Issue 10 item 15: retry payment while the 15-minute hold lasts. */

let ctx: TestContext;
let clock = Date.now();
let cookie: string;
let other: string;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(clock) });
  ({ cookie } = await createCustomerSession(ctx));
  ({ cookie: other } = await createCustomerSession(ctx));
});
afterAll(() => ctx.close());

const retry = (id: number, c = cookie) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/retry-payment`,
    headers: c ? { cookie: c } : {},
  });

let offset = 60;
async function hold(hotelId = 6) {
  const d = stay(offset, 2);
  offset += 3;
  const [t] = await roomTypesOf(ctx, hotelId, d.checkIn, d.checkOut);
  const res = await postBooking(
    ctx,
    cookie,
    bookingBody(hotelId, d, [{ RoomTypeID: t!.RoomTypeID }]),
  );
  expect(res.statusCode).toBe(201);
  return { created: res.json().data, roomTypeId: t!.RoomTypeID, d };
}
const statusOf = async (id: number) =>
  (await rows<{ status: string }>(ctx, sql`SELECT status FROM bookings WHERE id = ${id}`))[0]!
    .status;

describe('POST /api/bookings/:id/retry-payment', () => {
  it('gives the customer the same payment order again while the hold lasts', async () => {
    const { created } = await hold();
    const res = await retry(created.bookingId);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.payment.orderId).toBe(created.payment.orderId);
    expect(data.payment.amount).toBe(created.payment.amount);
    expect(data.holdExpiresAt).toBe(created.holdExpiresAt);
    expect(data.hotelID).toBe(6);
  });

  it('after a failed payment takes the rooms back, and the retry can be paid and confirmed', async () => {
    const { created, roomTypeId, d } = await hold();
    const failure = await sandboxPay(ctx, created.payment.orderId, 'failed');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/log-failed-payment',
      headers: { cookie },
      payload: { bookingRef: created.BookingRefNo, error: failure.error },
    });
    expect(await statusOf(created.bookingId)).toBe('failed');
    expect(await bookedCount(ctx, roomTypeId, d.checkIn)).toBe(0);

    const res = await retry(created.bookingId);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(created.bookingId)).toBe('pending_payment');
    expect(await bookedCount(ctx, roomTypeId, d.checkIn)).toBe(1);

    const paid = await sandboxPay(ctx, res.json().data.payment.orderId, 'success');
    expect((await verify(ctx, cookie, paid)).statusCode).toBe(200);
    expect(await statusOf(created.bookingId)).toBe('confirmed');
    // paid: no more retries
    const again = await retry(created.bookingId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is already paid.');
  });

  it("ends the customer's newer open hold when a failed booking is retried (one unpaid booking at a time)", async () => {
    const first = await hold();
    const failure = await sandboxPay(ctx, first.created.payment.orderId, 'failed');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/log-failed-payment',
      headers: { cookie },
      payload: { bookingRef: first.created.BookingRefNo, error: failure.error },
    });
    const second = await hold();
    const res = await retry(first.created.bookingId);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(first.created.bookingId)).toBe('pending_payment');
    expect(await statusOf(second.created.bookingId)).toBe('expired');
    expect(await bookedCount(ctx, second.roomTypeId, second.d.checkIn)).toBe(0);
  });

  it('answers 409 once the hold has expired', async () => {
    const { created } = await hold();
    clock += 16 * 60_000;
    try {
      const res = await retry(created.bookingId);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/hold on these rooms has ended/);
    } finally {
      clock = Date.now();
    }
  });

  it('answers 409 when the freed rooms were sold meanwhile, and changes nothing', async () => {
    const { created, roomTypeId, d } = await hold();
    const failure = await sandboxPay(ctx, created.payment.orderId, 'failed');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/log-failed-payment',
      headers: { cookie },
      payload: { bookingRef: created.BookingRefNo, error: failure.error },
    });
    await ctx.deps.db.execute(sql`UPDATE room_inventory SET booked = total
      WHERE room_type_id = ${roomTypeId} AND night = ${d.checkIn}`);
    const res = await retry(created.bookingId);
    expect(res.statusCode).toBe(409);
    expect(await statusOf(created.bookingId)).toBe('failed');
  });

  it("answers 404 for someone else's booking and 401 without a login", async () => {
    const { created } = await hold();
    expect((await retry(created.bookingId, other)).statusCode).toBe(404);
    expect((await retry(created.bookingId, '')).statusCode).toBe(401);
  });
});
