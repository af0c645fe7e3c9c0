import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSandbox } from '../../payments/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { onPostgresServer } from '../../test/db';
import {
  bookedCount,
  bookingBody,
  postBooking,
  roomTypesOf,
  rows,
  sandboxPay,
  stay,
  verify,
} from './bookings.fixture';
import { sweepExpiredHolds } from './bookings.service';

/*
 * Concurrency: on the PostgreSQL server (DATABASE_URL) these requests really run in parallel on a
 * connection pool; on PGlite they interleave on one connection. Both must sell each room once.
 */

let ctx: TestContext;
let clock = Date.now();
beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => ctx.close());

function webhook(body: object, eventId: string) {
  const raw = JSON.stringify(body);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': getSandbox(ctx.deps)!.signWebhook(raw),
      'x-razorpay-event-id': eventId,
    },
    payload: raw,
  });
}

const captured = (orderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: {
    payment: {
      entity: { id: paymentId, order_id: orderId, amount, status: 'captured', method: 'upi' },
    },
  },
});

describe(`the last rooms of a night (${onPostgresServer() ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('many concurrent requests for the last 3 rooms hold exactly 3; the rest get 409', async () => {
    const d = stay(60, 2);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    // leave exactly 3 rooms free on the second night
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET booked = total - 3 WHERE room_type_id = ${t!.RoomTypeID} AND night = ${d.checkOut}::date - 1`,
    );
    const customers = await Promise.all(
      Array.from({ length: 12 }, () => createCustomerSession(ctx)),
    );
    const replies = await Promise.all(
      customers.map((c) =>
        postBooking(ctx, c.cookie, bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }])),
      ),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    for (const r of replies.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toMatch(
        new RegExp(`^${t!.RoomTypeName} has no room left for the night of `),
      );
    }
    const [inv] = await rows<{ booked: number; total: number }>(
      ctx,
      sql`SELECT booked, total FROM room_inventory WHERE room_type_id = ${t!.RoomTypeID} AND night = ${d.checkOut}::date - 1`,
    );
    expect(inv!.booked).toBe(inv!.total);
    expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(3);
  });

  it('two rooms asked in one request for the last room get 409 and take nothing', async () => {
    const d = stay(61, 1);
    const [t] = await roomTypesOf(ctx, 2, d.checkIn, d.checkOut);
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET booked = total - 1 WHERE room_type_id = ${t!.RoomTypeID} AND night = ${d.checkIn}`,
    );
    const c = await createCustomerSession(ctx);
    const res = await postBooking(
      ctx,
      c.cookie,
      bookingBody(2, d, [{ RoomTypeID: t!.RoomTypeID }, { RoomTypeID: t!.RoomTypeID }]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/does not have 2 rooms left/);
  });
});

describe('confirmation races', () => {
  it('verify and the webhook racing confirm once: one invoice number, one mail, one SMS', async () => {
    const d = stay(62, 1);
    const [t] = await roomTypesOf(ctx, 3, d.checkIn, d.checkOut);
    const c = await createCustomerSession(ctx);
    const created = (
      await postBooking(ctx, c.cookie, bookingBody(3, d, [{ RoomTypeID: t!.RoomTypeID }]))
    ).json().data;
    const paid = await sandboxPay(ctx, created.payment.orderId, 'success');
    const body = captured(
      created.payment.orderId,
      paid.razorpay_payment_id,
      created.payment.amount,
    );
    const replies = await Promise.all([
      verify(ctx, c.cookie, paid),
      webhook(body, 'evt_race_1'),
      verify(ctx, c.cookie, paid),
      webhook(body, 'evt_race_2'),
      webhook(body, 'evt_race_1'),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(replies[0]!.json().data).toEqual(replies[2]!.json().data);
    const outbox = await rows<{ channel: string }>(
      ctx,
      sql`SELECT channel FROM outbox WHERE params->>'bookingId' = ${String(created.bookingId)}`,
    );
    expect(outbox.map((o) => o.channel).sort()).toEqual(['email', 'sms']);
    const [b] = await rows<{ status: string; invoice_no: string }>(
      ctx,
      sql`SELECT status, invoice_no FROM bookings WHERE id = ${created.bookingId}`,
    );
    expect(b!.status).toBe('confirmed');
    expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(1);
  });

  it('two sweepers at once release each expired hold once', async () => {
    const d = stay(63, 1);
    const [t] = await roomTypesOf(ctx, 4, d.checkIn, d.checkOut);
    const cs = await Promise.all(Array.from({ length: 4 }, () => createCustomerSession(ctx)));
    for (const c of cs)
      await postBooking(ctx, c.cookie, bookingBody(4, d, [{ RoomTypeID: t!.RoomTypeID }]));
    expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(4);
    clock += 16 * 60_000;
    try {
      const [a, b] = await Promise.all([
        sweepExpiredHolds(ctx.deps, 2),
        sweepExpiredHolds(ctx.deps, 2),
      ]);
      const [c2] = await Promise.all([sweepExpiredHolds(ctx.deps), sweepExpiredHolds(ctx.deps)]);
      expect(a + b + c2).toBeGreaterThanOrEqual(4);
      expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(0);
      const [n] = await rows<{ n: number }>(
        ctx,
        sql`SELECT count(*)::int AS n FROM bookings WHERE hotel_id = 4 AND status = 'expired'`,
      );
      expect(n!.n).toBe(4);
    } finally {
      clock -= 16 * 60_000;
    }
  });
});

describe('POST /api/payments/webhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': 'bad',
        'x-razorpay-event-id': 'evt_x',
      },
      payload: JSON.stringify(captured('order_x', 'pay_x', 100)),
    });
    expect(res.statusCode).toBe(400);
  });

  it('confirms on payment.captured and deduplicates on the event id', async () => {
    const d = stay(64, 1);
    const [t] = await roomTypesOf(ctx, 5, d.checkIn, d.checkOut);
    const c = await createCustomerSession(ctx);
    const created = (
      await postBooking(ctx, c.cookie, bookingBody(5, d, [{ RoomTypeID: t!.RoomTypeID }]))
    ).json().data;
    const body = captured(created.payment.orderId, 'pay_webhook0001', created.payment.amount);
    const first = await webhook(body, 'evt_dedupe_1');
    expect(first.json()).toEqual({ success: true, status: 'processed' });
    const again = await webhook(body, 'evt_dedupe_1');
    expect(again.json()).toEqual({ success: true, status: 'duplicate' });
    const [b] = await rows<{ status: string }>(
      ctx,
      sql`SELECT status FROM bookings WHERE id = ${created.bookingId}`,
    );
    expect(b!.status).toBe('confirmed');
    const [p] = await rows<{ method: string; payment_id: string }>(
      ctx,
      sql`SELECT method, payment_id FROM payments WHERE order_id = ${created.payment.orderId}`,
    );
    expect(p).toEqual({ method: 'upi', payment_id: 'pay_webhook0001' });
  });

  it('fails a pending hold on payment.failed and frees its rooms', async () => {
    const d = stay(65, 1);
    const [t] = await roomTypesOf(ctx, 6, d.checkIn, d.checkOut);
    const c = await createCustomerSession(ctx);
    const created = (
      await postBooking(ctx, c.cookie, bookingBody(6, d, [{ RoomTypeID: t!.RoomTypeID }]))
    ).json().data;
    const res = await webhook(
      {
        event: 'payment.failed',
        payload: {
          payment: {
            entity: {
              id: 'pay_failed0001',
              order_id: created.payment.orderId,
              error_code: 'BAD_REQUEST_ERROR',
              error_description: 'Card declined',
              error_reason: 'card_declined',
            },
          },
        },
      },
      'evt_failed_1',
    );
    expect(res.json().status).toBe('processed');
    expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(0);
    const [b] = await rows<{ status: string }>(
      ctx,
      sql`SELECT status FROM bookings WHERE id = ${created.bookingId}`,
    );
    expect(b!.status).toBe('failed');
  });

  it('ignores events of unknown orders and other event types', async () => {
    expect(
      (await webhook(captured('order_unknown', 'pay_1', 100), 'evt_unknown')).json().status,
    ).toBe('ignored');
    expect(
      (await webhook({ event: 'refund.processed', payload: {} }, 'evt_refund')).json().status,
    ).toBe('ignored');
  });

  it('refuses an amount that does not match the order', async () => {
    const d = stay(66, 1);
    const [t] = await roomTypesOf(ctx, 7, d.checkIn, d.checkOut);
    const c = await createCustomerSession(ctx);
    const created = (
      await postBooking(ctx, c.cookie, bookingBody(7, d, [{ RoomTypeID: t!.RoomTypeID }]))
    ).json().data;
    const res = await webhook(captured(created.payment.orderId, 'pay_short', 100), 'evt_short');
    expect(res.statusCode).toBe(400);
    const [b] = await rows<{ status: string }>(
      ctx,
      sql`SELECT status FROM bookings WHERE id = ${created.bookingId}`,
    );
    expect(b!.status).toBe('pending_payment');
  });
});
