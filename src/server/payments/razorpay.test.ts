import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomerSession, createTestApp, type TestContext } from '../test/app';
import {
  bookedCount,
  bookingBody,
  postBooking,
  roomTypesOf,
  stay,
  verify,
} from '../modules/bookings/bookings.fixture';
import { processRefunds } from '../modules/refunds/refunds.service';
import { paymentSignature } from './signature';

/*
 * The Razorpay adapter, through the official SDK, against a local stand-in for api.razorpay.com:
 * what the SDK sends (Basic auth with the key pair, amounts in paise, INR) and how our server
 * handles what comes back, including Razorpay being down.
 */

type Call = { method: string; url: string; auth: string; body: Record<string, unknown> };
type Reply = { status: number; body: unknown };

const KEY_ID = 'rzp_test_localkey';
const KEY_SECRET = 'local-key-secret';
let razorpay: Server;
let calls: Call[] = [];
/** Razorpay's ids are unique for ever: a counter over the whole file. */
let seq = 0;
let answer: (call: Call) => Reply;
let ctx: TestContext;

const ok = (call: Call): Reply => {
  if (call.url === '/v1/orders')
    return {
      status: 200,
      body: {
        id: `order_L${++seq}`,
        entity: 'order',
        amount: call.body.amount,
        currency: 'INR',
      },
    };
  const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(call.url);
  if (refund)
    return {
      status: 200,
      body: {
        id: `rfnd_L${++seq}`,
        entity: 'refund',
        amount: call.body.amount,
        status: 'pending',
      },
    };
  return { status: 404, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } } };
};

function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    const call: Call = {
      method: req.method ?? '',
      url: req.url ?? '',
      auth: req.headers.authorization ?? '',
      body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
    };
    calls.push(call);
    const r = answer(call);
    res.writeHead(r.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(r.body));
  });
}

beforeAll(async () => {
  razorpay = createServer(handle);
  await new Promise<void>((r) => razorpay.listen(0, '127.0.0.1', r));
  const { port } = razorpay.address() as AddressInfo;
  ctx = await createTestApp({
    config: {
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: 'local-hook-secret',
      RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((r) => razorpay.close(r));
});
beforeEach(() => {
  calls = [];
  answer = ok;
});

const basicAuth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

async function bookOneRoom(hotelId: number, offset: number) {
  const d = stay(offset, 2);
  const [t] = await roomTypesOf(ctx, hotelId, d.checkIn, d.checkOut);
  const c = await createCustomerSession(ctx);
  const res = await postBooking(
    ctx,
    c.cookie,
    bookingBody(hotelId, d, [{ RoomTypeID: t!.RoomTypeID }]),
  );
  return { res, c, roomTypeId: t!.RoomTypeID, checkIn: d.checkIn };
}

describe('booking with PAYMENT_GATEWAY=razorpay', () => {
  it('creates the order on Razorpay with the server total in paise, then a signed payment confirms', async () => {
    const { res, c } = await bookOneRoom(1, 40);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    const totalPaise = Math.round(data.totalPayable * 100);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/v1/orders', auth: basicAuth });
    expect(calls[0]!.body).toMatchObject({
      amount: totalPaise,
      currency: 'INR',
      receipt: data.BookingRefNo,
    });
    expect(data.payment).toMatchObject({
      gateway: 'razorpay',
      orderId: 'order_L1',
      amount: totalPaise,
      keyId: KEY_ID,
    });
    expect(JSON.stringify(res.json())).not.toContain(KEY_SECRET);

    const paymentId = 'pay_Llocal0001';
    const forged = await verify(ctx, c.cookie, {
      razorpay_order_id: data.payment.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature('not-the-secret', data.payment.orderId, paymentId),
    });
    expect(forged.statusCode).toBe(400);
    const good = await verify(ctx, c.cookie, {
      razorpay_order_id: data.payment.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(KEY_SECRET, data.payment.orderId, paymentId),
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.BookingRefNo).toBe(data.BookingRefNo);
  });

  it('answers 502 with a clear message and frees the rooms when Razorpay refuses the order', async () => {
    answer = () => ({
      status: 500,
      body: { error: { code: 'SERVER_ERROR', description: 'internal' } },
    });
    const before = await roomTypesOf(ctx, 2, stay(41, 2).checkIn, stay(41, 2).checkOut);
    const { res, roomTypeId, checkIn } = await bookOneRoom(2, 41);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      message: 'The payment service is not answering. Please try again in a moment.',
    });
    expect(await bookedCount(ctx, roomTypeId, checkIn)).toBe(0);
    expect(before.find((t) => t.RoomTypeID === roomTypeId)?.AvailableRooms).toBeGreaterThan(0);
  });
});

describe('cancelling a Razorpay booking', () => {
  it("refunds through Razorpay's refund API on the captured payment, for the refund amount", async () => {
    const { res, c } = await bookOneRoom(3, 42);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    const paymentId = 'pay_Llocal0002';
    const v = await verify(ctx, c.cookie, {
      razorpay_order_id: data.payment.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(KEY_SECRET, data.payment.orderId, paymentId),
    });
    expect(v.statusCode).toBe(200);
    calls = [];

    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/hotel/cancel-all/${data.bookingId}`,
      headers: { cookie: c.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    const result = cancel.json().data;
    const refundPaise = Math.round(result.refundAmount * 100);
    expect(refundPaise).toBeGreaterThan(0);
    // 42 days ahead: 20% deducted from what was paid
    expect(refundPaise).toBe(
      Math.round(data.totalPayable * 100) - Math.round(data.totalPayable * 20),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `/v1/payments/${paymentId}/refund`,
      auth: basicAuth,
    });
    expect(calls[0]!.body).toMatchObject({ amount: refundPaise, speed: 'normal' });
    expect(result.refund).toMatchObject({ Status: 'pending' });
  });
});

describe('a Razorpay refund whose reply is lost', () => {
  it('is found by our refund id in its notes (GET /v1/payments/:id/refunds) and never sent twice', async () => {
    const { res, c } = await bookOneRoom(3, 45);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    const paymentId = 'pay_Llocal0003';
    const v = await verify(ctx, c.cookie, {
      razorpay_order_id: data.payment.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(KEY_SECRET, data.payment.orderId, paymentId),
    });
    expect(v.statusCode).toBe(200);

    // Razorpay makes the refund, but the reply never arrives (a 504 from a proxy on the way)
    const made: Record<string, unknown>[] = [];
    answer = (call) => {
      if (call.method === 'POST' && call.url === `/v1/payments/${paymentId}/refund`) {
        made.push({
          id: `rfnd_L${++seq}`,
          entity: 'refund',
          amount: call.body.amount,
          status: 'processed',
          notes: call.body.notes,
        });
        return { status: 504, body: { error: { code: 'GATEWAY_ERROR', description: 'timeout' } } };
      }
      if (call.method === 'GET' && call.url.startsWith(`/v1/payments/${paymentId}/refunds`)) {
        return { status: 200, body: { entity: 'collection', count: made.length, items: made } };
      }
      return ok(call);
    };
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/hotel/cancel-all/${data.bookingId}`,
      headers: { cookie: c.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.refund).toMatchObject({ Status: 'pending' });

    const job = () =>
      processRefunds(
        { db: ctx.deps.db, gateway: ctx.deps.gateway, now: () => new Date() },
        { unknownAfterMs: 0 },
      );
    expect(await job()).toEqual({ sent: 0, recorded: 1, resent: 0 });
    expect(await job()).toEqual({ sent: 0, recorded: 0, resent: 0 });
    const posts = calls.filter((x) => x.method === 'POST' && x.url.endsWith('/refund'));
    expect(posts).toHaveLength(1);
    expect(made).toHaveLength(1);
    const lists = calls.filter((x) => x.method === 'GET');
    expect(lists[0]).toMatchObject({
      url: expect.stringMatching(`/v1/payments/${paymentId}/refunds`),
      auth: basicAuth,
    });
  });
});
