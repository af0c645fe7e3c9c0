import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, refunds } from '../../db/schema/index';
import { getSandbox, SandboxGateway } from '../../payments/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { onPostgresServer } from '../../test/db';
import {
  bookedCount,
  bookingBody,
  postBooking,
  roomTypesOf,
  sandboxPay,
  stay,
  verify,
} from '../bookings/bookings.fixture';
import * as refundsService from '../refunds/refunds.service';

/*
 * The payment lifecycle owned by the payments module (ADR 060, 061, 063): the sandbox never in
 * production, a second capture refunded, refund webhooks, verify replays, one open hold per
 * customer, and no caching of personal replies.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const where = onPostgresServer() ? 'PostgreSQL server' : 'PGlite';

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

const capturedEvent = (orderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, method: 'upi' } } },
});

let offset = 30;
/** A booking for a fresh customer on hotel 1; paid unless `pay` is false. */
async function booking(pay = true) {
  const d = stay((offset += 3), 2);
  const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  const c = await createCustomerSession(ctx);
  const res = await postBooking(ctx, c.cookie, bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }]));
  expect(res.statusCode).toBe(201);
  const created = res.json().data as {
    bookingId: number;
    BookingRefNo: string;
    payment: { orderId: string; amount: number };
  };
  let paid: Awaited<ReturnType<typeof sandboxPay>> | null = null;
  if (pay) {
    paid = await sandboxPay(ctx, created.payment.orderId, 'success');
    expect((await verify(ctx, c.cookie, paid)).statusCode).toBe(200);
  }
  return { c, d, roomTypeId: t!.RoomTypeID, created, paid };
}

describe(`the sandbox gateway in production (${where})`, () => {
  it('does not exist: no pay route, no checkout page, even if a sandbox were handed in', async () => {
    const prod = await createTestApp({
      seed: false,
      gateway: new SandboxGateway('p'.repeat(40)),
      config: {
        NODE_ENV: 'production',
        APP_SECRET: 'p'.repeat(40),
        PUBLIC_URL: 'https://jtdc.example.in',
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_key',
        RAZORPAY_KEY_SECRET: 'live-key-secret',
        RAZORPAY_WEBHOOK_SECRET: 'live-hook-secret',
      },
    });
    try {
      const routes = [
        { method: 'POST' as const, url: '/api/payments/sandbox/:orderId/pay' },
        { method: 'GET' as const, url: '/api/payments/sandbox/:orderId/checkout' },
        { method: 'POST' as const, url: '/api/payments/sandbox/:orderId/checkout' },
      ];
      for (const r of routes) {
        expect(ctx.app.hasRoute(r), `${r.method} ${r.url} in development`).toBe(true);
        expect(prod.app.hasRoute(r), `${r.method} ${r.url} in production`).toBe(false);
      }
      const pay = await prod.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/order_X/pay',
        payload: { outcome: 'success' },
      });
      expect(pay.statusCode).toBe(404);
      const page = await prod.app.inject({ url: '/api/payments/sandbox/order_X/checkout' });
      expect(page.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe(`a second captured payment on a paid order (${where})`, () => {
  it('is refunded once at the gateway, also when its webhook comes twice', async () => {
    const { created, paid } = await booking();
    const amount = created.payment.amount;
    const second = `pay_second_${created.bookingId}`;
    expect(
      (await webhook(capturedEvent(created.payment.orderId, second, amount), `evt_a_${second}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await webhook(capturedEvent(created.payment.orderId, second, amount), `evt_b_${second}`))
        .statusCode,
    ).toBe(200);
    const rows = await ctx.deps.db
      .select()
      .from(refunds)
      .where(eq(refunds.bookingId, created.bookingId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gatewayPaymentId: second, amountPaise: amount });
    expect(rows[0]!.gatewayRefundId).not.toBeNull();
    expect(await getSandbox(ctx.deps)!.listRefunds(second)).toHaveLength(1);
    // the first payment stays captured, nothing refunded on it, the booking stays confirmed
    expect(await getSandbox(ctx.deps)!.listRefunds(paid!.razorpay_payment_id)).toHaveLength(0);
    const [b] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, created.bookingId));
    expect(b!.status).toBe('confirmed');
  });
});

describe(`refund webhooks (${where})`, () => {
  it('refund.created records the gateway id of a refund whose reply was lost, by our id', async () => {
    const { created } = await booking();
    const payment = await refundsService.capturedPayment(ctx.deps.db, created.bookingId);
    const r = await refundsService.recordRefund(ctx.deps.db, {
      bookingId: created.bookingId,
      paymentId: payment!.id,
      amountPaise: 100,
      reason: 'test',
      at: new Date(),
    });
    const raw = {
      entity: 'event',
      event: 'refund.created',
      payload: {
        refund: { entity: { id: `rfnd_created_${r.id}`, notes: { refund_id: String(r.id) } } },
      },
    };
    expect((await webhook(raw, `evt_created_${r.id}`)).statusCode).toBe(200);
    const [row] = await ctx.deps.db.select().from(refunds).where(eq(refunds.id, r.id));
    expect(row).toMatchObject({ status: 'pending', gatewayRefundId: `rfnd_created_${r.id}` });
    // the refunds job now has nothing to send for it
    const sandbox = getSandbox(ctx.deps)!;
    const before = (await sandbox.listRefunds(payment!.paymentId!)).length;
    const out = await refundsService.processRefunds(
      { db: ctx.deps.db, gateway: sandbox, now: () => new Date() },
      { unknownAfterMs: 0 },
    );
    expect(out).toEqual({ sent: 0, recorded: 0, resent: 0 });
    expect(await sandbox.listRefunds(payment!.paymentId!)).toHaveLength(before);
  });
});

describe(`verify replayed after a cancellation (${where})`, () => {
  it("says the booking's real status, not confirmed", async () => {
    const { c, created, paid } = await booking();
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/hotel/cancel-all/${created.bookingId}`,
      headers: { cookie: c.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    const again = await verify(ctx, c.cookie, paid);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('cancelled');
  });
});

describe(`personal replies are never cached (${where})`, () => {
  it('booking view, invoice JSON, history, cancel-booking and by-order answer Cache-Control: no-store', async () => {
    const { c, created } = await booking();
    const headers = { cookie: c.cookie };
    const urls = [
      `/api/dashboard/admin/booking-view/${created.bookingId}`,
      `/api/bookings/${created.bookingId}/invoice`,
      '/api/dashboard/admin/booking-history',
      `/api/hotel/cancel-booking/${created.bookingId}`,
      `/api/bookings/by-order/${created.payment.orderId}`,
    ];
    for (const url of urls) {
      const res = await ctx.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/no-store/);
    }
  });
});

describe(`one open hold per customer (${where})`, () => {
  it('a new booking replaces the open hold: its rooms go back and it ends expired', async () => {
    const d = stay((offset += 3), 2);
    const [a, b] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const c = await createCustomerSession(ctx);
    const first = await postBooking(
      ctx,
      c.cookie,
      bookingBody(1, d, [{ RoomTypeID: a!.RoomTypeID }]),
    );
    expect(first.statusCode).toBe(201);
    const heldBefore = await bookedCount(ctx, a!.RoomTypeID, d.checkIn);
    const second = await postBooking(
      ctx,
      c.cookie,
      bookingBody(1, d, [{ RoomTypeID: b!.RoomTypeID }]),
    );
    expect(second.statusCode).toBe(201);
    expect(await bookedCount(ctx, a!.RoomTypeID, d.checkIn)).toBe(heldBefore - 1);
    const open = await ctx.deps.db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.customerId, c.customerId)));
    expect(open.filter((x) => x.status === 'pending_payment')).toHaveLength(1);
    expect(open.find((x) => x.id === first.json().data.bookingId)!.status).toBe('expired');
  });

  it('many bookings at once for one customer leave at most one open hold', async () => {
    const d = stay((offset += 3), 1);
    const [a] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const c = await createCustomerSession(ctx);
    const before = await bookedCount(ctx, a!.RoomTypeID, d.checkIn);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        postBooking(ctx, c.cookie, bookingBody(1, d, [{ RoomTypeID: a!.RoomTypeID }])),
      ),
    );
    for (const r of replies) expect([201, 409]).toContain(r.statusCode);
    const res = (await ctx.deps.db.execute(
      sql`SELECT count(*)::int AS n FROM bookings WHERE customer_id = ${c.customerId} AND status = 'pending_payment'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(res.rows[0]!.n)).toBe(1);
    expect(await bookedCount(ctx, a!.RoomTypeID, d.checkIn)).toBe(before + 1);
  });

  it('limits how many bookings one customer may start in an hour (429)', async () => {
    const limited = await createTestApp({ config: { BOOKING_RATE_LIMIT: '2' } });
    try {
      const c = await createCustomerSession(limited);
      const d = stay(90, 1);
      const [a] = await roomTypesOf(limited, 1, d.checkIn, d.checkOut);
      const body = bookingBody(1, d, [{ RoomTypeID: a!.RoomTypeID }]);
      expect((await postBooking(limited, c.cookie, body)).statusCode).toBe(201);
      expect((await postBooking(limited, c.cookie, body)).statusCode).toBe(201);
      const third = await postBooking(limited, c.cookie, body);
      expect(third.statusCode).toBe(429);
      // another customer is not affected
      const other = await createCustomerSession(limited);
      expect((await postBooking(limited, other.cookie, body)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
