import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, todayIst } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import {
  bookAndPay,
  bookedCount,
  bookingBody,
  postBooking,
  roomTypesOf,
  rows,
  sandboxPay,
  stay,
  verify,
} from './bookings.fixture';
import { deliverDue } from '../../notify/worker';
import { sweepExpiredHolds } from './bookings.service';

let ctx: TestContext;
let clock = Date.now();
let cookie: string;
let customerId: number;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(clock) });
  ({ cookie, customerId } = await createCustomerSession(ctx));
});
afterAll(() => ctx.close());

const rupees = (paise: number) => paise / 100;
const sumNights = (t: { nights: { price: number }[] }) =>
  t.nights.reduce((s, n) => s + Math.round(n.price * 100), 0);

describe('POST /api/bookings', () => {
  it('asks a visitor to log in (401) and holds nothing', async () => {
    const d = stay(21);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }]),
    });
    expect(res.statusCode).toBe(401);
    expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(0);
  });

  it('holds the rooms for 15 minutes and prices the stay with its own figures', async () => {
    const d = stay(22);
    const types = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const deluxe = types.find((t) => t.AllowedExtraPerson > 0)!;
    const single = types.find((t) => t.MaxAdults === 1)!;
    const res = await postBooking(
      ctx,
      cookie,
      bookingBody(1, d, [
        { RoomTypeID: deluxe.RoomTypeID, NoOfAdult: 2, NoOfChild: 1, ExtraPerson: 1 },
        { RoomTypeID: single.RoomTypeID },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    const roomTotal =
      sumNights(deluxe) + 2 * Math.round(deluxe.ExtraPersonRate * 100) + sumNights(single);
    // every room-night of the demo hotel is valued under Rs 7,500: 5% since 22 Sep 2025 (ADR 220)
    const gst = Math.round((roomTotal * 5) / 100);
    expect(data).toMatchObject({
      status: 'pending_payment',
      roomTotal: rupees(roomTotal),
      gst: rupees(gst),
      totalPayable: rupees(roomTotal + gst),
      payment: {
        gateway: 'sandbox',
        currency: 'INR',
        amount: roomTotal + gst,
        keyId: 'rzp_test_sandbox',
      },
    });
    expect(data.BookingRefNo).toMatch(/^JTDC\d{6}\d{5}$/);
    expect(data.payment.orderId).toMatch(/^order_/);
    expect(data.payment.checkoutUrl).toBe(`/api/payments/sandbox/${data.payment.orderId}/checkout`);
    expect(Date.parse(data.holdExpiresAt) - clock).toBe(15 * 60_000);
    expect(await bookedCount(ctx, deluxe.RoomTypeID, d.checkIn)).toBe(1);
    expect(await bookedCount(ctx, deluxe.RoomTypeID, addDays(d.checkIn, 1))).toBe(1);
    expect(await bookedCount(ctx, deluxe.RoomTypeID, d.checkOut)).toBe(0);
  });

  it('ignores any amount or price the client sends', async () => {
    const d = stay(23, 1);
    const [t] = await roomTypesOf(ctx, 2, d.checkIn, d.checkOut);
    const res = await postBooking(
      ctx,
      cookie,
      bookingBody(2, d, [{ RoomTypeID: t!.RoomTypeID, Price: 1 } as never], {
        totalAmount: 1,
        amount: 1,
        grandTotal: 1,
        gst: 0,
        totalPayable: 1,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.roomTotal).toBe(t!.nights[0]!.price);
    expect(res.json().data.totalPayable).toBeGreaterThan(1);
  });

  it('returns the same booking for the same Idempotency-Key and takes the rooms once', async () => {
    const d = stay(24, 1);
    const [t] = await roomTypesOf(ctx, 3, d.checkIn, d.checkOut);
    const body = bookingBody(3, d, [{ RoomTypeID: t!.RoomTypeID }]);
    const a = await postBooking(ctx, cookie, body, { 'idempotency-key': 'key-abc-1' });
    const b = await postBooking(ctx, cookie, body, { 'idempotency-key': 'key-abc-1' });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().data.bookingId).toBe(a.json().data.bookingId);
    expect(b.json().data.payment.orderId).toBe(a.json().data.payment.orderId);
    expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(1);
    // another customer's identical key is another booking
    const other = await createCustomerSession(ctx);
    const c = await postBooking(ctx, other.cookie, body, { 'idempotency-key': 'key-abc-1' });
    expect(c.json().data.bookingId).not.toBe(a.json().data.bookingId);
  });

  it('answers 409 naming the room type and the night that ran out, and holds nothing', async () => {
    const d = stay(25, 3);
    const types = await roomTypesOf(ctx, 4, d.checkIn, d.checkOut);
    const [a, b] = types;
    const full = addDays(d.checkIn, 1);
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET booked = total WHERE room_type_id = ${b!.RoomTypeID} AND night = ${full}`,
    );
    const res = await postBooking(
      ctx,
      cookie,
      bookingBody(4, d, [{ RoomTypeID: a!.RoomTypeID }, { RoomTypeID: b!.RoomTypeID }]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `${b!.RoomTypeName} has no room left for the night of ${formatDate(full)}.`,
    );
    expect(res.json()).toMatchObject({ success: false, RoomTypeID: b!.RoomTypeID, night: full });
    expect(await bookedCount(ctx, a!.RoomTypeID, d.checkIn)).toBe(0);
    expect(await bookedCount(ctx, b!.RoomTypeID, d.checkIn)).toBe(0);
    const n = await rows<{ n: number }>(
      ctx,
      sql`SELECT count(*)::int AS n FROM bookings WHERE hotel_id = 4`,
    );
    expect(n[0]!.n).toBe(0);
  });

  describe('bad input gets a clear 4xx and changes nothing', () => {
    const d = stay(26);
    const cases: [string, (id: number, other: number) => unknown, number, RegExp][] = [
      [
        'a past check-in',
        (id) =>
          bookingBody(5, { checkIn: addDays(todayIst(), -1), checkOut: d.checkOut }, [
            { RoomTypeID: id },
          ]),
        400,
        /Check-in cannot be in the past/,
      ],
      [
        'check-out not after check-in',
        (id) => bookingBody(5, { checkIn: d.checkIn, checkOut: d.checkIn }, [{ RoomTypeID: id }]),
        400,
        /Check-out must be after check-in/,
      ],
      ['0 rooms', () => bookingBody(5, d, []), 400, /at least 1 room/],
      [
        '5 rooms',
        (id) =>
          bookingBody(
            5,
            d,
            Array.from({ length: 5 }, () => ({ RoomTypeID: id })),
          ),
        400,
        /at most 4 rooms/,
      ],
      [
        '0 adults',
        (id) => bookingBody(5, d, [{ RoomTypeID: id, NoOfAdult: 0 }]),
        400,
        /at least 1 adult/,
      ],
      [
        'more adults than the room type allows',
        (id) => bookingBody(5, d, [{ RoomTypeID: id, NoOfAdult: 9 }]),
        400,
        /allows at most \d adults?/,
      ],
      [
        'more extra persons than allowed',
        (id) => bookingBody(5, d, [{ RoomTypeID: id, ExtraPerson: 9 }]),
        400,
        /extra person/,
      ],
      [
        'a room type of another hotel',
        (_id, other) => bookingBody(5, d, [{ RoomTypeID: other }]),
        400,
        /not offered by/,
      ],
      [
        'an invalid GSTIN',
        (id) => bookingBody(5, d, [{ RoomTypeID: id }], { GSTIN: '20AABCJ1234K1Z9' }),
        400,
        /valid 15-character GSTIN/,
      ],
      [
        'a bad mobile number',
        (id) => bookingBody(5, d, [{ RoomTypeID: id }], { MobileNo: '12345' }),
        400,
        /10-digit mobile/,
      ],
      [
        'an identity number of the wrong form',
        (id) => bookingBody(5, d, [{ RoomTypeID: id }], { IdentityNo: '12' }),
        400,
        /Aadhaar number has 12 digits/,
      ],
      [
        'a non-numeric room count',
        (id) => ({ ...(bookingBody(5, d, [{ RoomTypeID: id }]) as object), rooms: 'two' }),
        400,
        /.+/,
      ],
      [
        'an unknown hotel',
        (id) => bookingBody(999, d, [{ RoomTypeID: id }]),
        404,
        /Hotel not found/,
      ],
    ];
    it.each(cases)('%s', async (_name, make, status, message) => {
      const [t] = await roomTypesOf(ctx, 5, d.checkIn, d.checkOut);
      const [o] = await roomTypesOf(ctx, 6, d.checkIn, d.checkOut);
      const res = await postBooking(ctx, cookie, make(t!.RoomTypeID, o!.RoomTypeID));
      expect(res.statusCode).toBe(status);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(message);
      expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(0);
      const n = await rows<{ n: number }>(
        ctx,
        sql`SELECT count(*)::int AS n FROM bookings WHERE hotel_id = 5`,
      );
      expect(n[0]!.n).toBe(0);
    });
  });

  it('accepts a valid GSTIN and keeps it for the invoice', async () => {
    const d = stay(27, 1);
    const [t] = await roomTypesOf(ctx, 7, d.checkIn, d.checkOut);
    const { created, verified } = await bookAndPay(
      ctx,
      cookie,
      bookingBody(7, d, [{ RoomTypeID: t!.RoomTypeID }], { GSTIN: '20aabcj1234k1z3' }),
    );
    const inv = await ctx.app.inject({
      url: `/api/bookings/${created.bookingId}/invoice?token=${verified.token}`,
    });
    expect(inv.json().data.Guest.GSTIN).toBe('20AABCJ1234K1Z3');
  });

  it('takes the GST rate from the slab table', async () => {
    // a new slab set in force today: 3% up to Rs 7,500 a night, 18% above
    await ctx.deps.db.execute(
      sql`INSERT INTO gst_slabs (min_tariff_paise, rate_bp, effective_from) VALUES (0, 300, ${todayIst()}), (750001, 1800, ${todayIst()})`,
    );
    try {
      const d = stay(28, 1);
      const [t] = await roomTypesOf(ctx, 8, d.checkIn, d.checkOut);
      const res = await postBooking(
        ctx,
        cookie,
        bookingBody(8, d, [{ RoomTypeID: t!.RoomTypeID }]),
      );
      const price = Math.round(t!.nights[0]!.price * 100);
      expect(res.json().data.gst).toBe(rupees(Math.round(price * 0.03)));
      const slabs = await ctx.app.inject({ url: '/api/bookings/gst-slabs' });
      expect(slabs.json().data).toEqual([
        { minTariff: 0, ratePercent: 3 },
        { minTariff: 7500.01, ratePercent: 18 },
      ]);
    } finally {
      await ctx.deps.db.execute(sql`DELETE FROM gst_slabs WHERE effective_from = ${todayIst()}`);
    }
  });
});

describe('payments', () => {
  it('the sandbox signs a success exactly as Razorpay and returns Razorpay failure objects', async () => {
    const d = stay(30, 1);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const created = (
      await postBooking(ctx, cookie, bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }]))
    ).json().data;
    const ok = await sandboxPay(ctx, created.payment.orderId, 'success');
    expect(Object.keys(ok).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
    expect(ok.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
    const bad = await sandboxPay(ctx, created.payment.orderId, 'failed');
    expect(bad.error).toMatchObject({
      code: expect.any(String),
      description: expect.any(String),
      reason: expect.any(String),
      step: expect.any(String),
      source: expect.any(String),
      metadata: { order_id: created.payment.orderId, payment_id: expect.stringMatching(/^pay_/) },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/order_nope/pay',
      payload: { outcome: 'success' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('verify confirms once, queues the mail with the invoice PDF and the SMS, and replays the same 200', async () => {
    const d = stay(31, 2);
    const [t] = await roomTypesOf(ctx, 2, d.checkIn, d.checkOut);
    const created = (
      await postBooking(
        ctx,
        cookie,
        bookingBody(2, d, [{ RoomTypeID: t!.RoomTypeID }, { RoomTypeID: t!.RoomTypeID }]),
      )
    ).json().data;
    const paid = await sandboxPay(ctx, created.payment.orderId, 'success');
    const first = await verify(ctx, cookie, paid);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      bookingId: created.bookingId,
      BookingRefNo: created.BookingRefNo,
      status: 'confirmed',
      totalPaid: created.totalPayable,
    });
    const again = await verify(ctx, cookie, paid);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    // rendered when sent (ADR 300)
    await deliverDue(ctx.deps);
    const mail = await rows<{
      channel: string;
      recipient: string;
      subject: string;
      text: string;
      attachments: unknown;
    }>(
      ctx,
      sql`SELECT channel, recipient, subject, text, attachments FROM outbox WHERE text LIKE ${`%${created.BookingRefNo}%`} ORDER BY id`,
    );
    expect(mail.map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(mail[0]!.subject).toContain(created.BookingRefNo);
    expect(mail[0]!.text).toContain(`/booking-view/${created.bookingId}?token=`);
    const attachments =
      typeof mail[0]!.attachments === 'string'
        ? JSON.parse(mail[0]!.attachments)
        : mail[0]!.attachments;
    expect(attachments).toEqual([
      {
        kind: 'invoice',
        bookingId: created.bookingId,
        filename: expect.stringMatching(/^Invoice-JTDC-\d{4}-\d{6}\.pdf$/),
        contentType: 'application/pdf',
      },
    ]);
    expect(mail[1]!.recipient).toBe('9876543210');
    expect(mail[1]!.text).toContain(created.BookingRefNo);
    expect(mail[1]!.text).toContain(`/booking-view/${created.bookingId}?token=`);
  });

  it('verify with a bad signature is 400 and changes nothing', async () => {
    const d = stay(32, 1);
    const [t] = await roomTypesOf(ctx, 3, d.checkIn, d.checkOut);
    const created = (
      await postBooking(ctx, cookie, bookingBody(3, d, [{ RoomTypeID: t!.RoomTypeID }]))
    ).json().data;
    const paid = await sandboxPay(ctx, created.payment.orderId, 'success');
    const res = await verify(ctx, cookie, { ...paid, razorpay_signature: '0'.repeat(64) });
    expect(res.statusCode).toBe(400);
    const [b] = await rows<{ status: string }>(
      ctx,
      sql`SELECT status FROM bookings WHERE id = ${created.bookingId}`,
    );
    expect(b!.status).toBe('pending_payment');
  });

  it("verify of another customer's order is 404", async () => {
    const d = stay(33, 1);
    const [t] = await roomTypesOf(ctx, 3, d.checkIn, d.checkOut);
    const created = (
      await postBooking(ctx, cookie, bookingBody(3, d, [{ RoomTypeID: t!.RoomTypeID }]))
    ).json().data;
    const paid = await sandboxPay(ctx, created.payment.orderId, 'success');
    const other = await createCustomerSession(ctx);
    expect((await verify(ctx, other.cookie, paid)).statusCode).toBe(404);
    expect((await verify(ctx, '', paid)).statusCode).toBe(401);
  });

  it('log-failed-payment logs, fails the hold and frees its rooms', async () => {
    const d = stay(34, 2);
    const [t] = await roomTypesOf(ctx, 4, d.checkIn, d.checkOut);
    const created = (
      await postBooking(ctx, cookie, bookingBody(4, d, [{ RoomTypeID: t!.RoomTypeID }]))
    ).json().data;
    expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(1);
    const failure = await sandboxPay(ctx, created.payment.orderId, 'failed');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/log-failed-payment',
      headers: { cookie },
      payload: { bookingRef: created.BookingRefNo, error: failure.error },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'logged' });
    expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(0);
    const [b] = await rows<{ status: string }>(
      ctx,
      sql`SELECT status FROM bookings WHERE id = ${created.bookingId}`,
    );
    expect(b!.status).toBe('failed');
    const logs = await rows<{ error: unknown }>(
      ctx,
      sql`SELECT error FROM failed_payment_logs WHERE booking_ref = ${created.BookingRefNo}`,
    );
    expect(logs).toHaveLength(1);
  });

  it('log-failed-payment without a session, or for a stranger, only logs (with the spec defaults)', async () => {
    const d = stay(35, 1);
    const [t] = await roomTypesOf(ctx, 4, d.checkIn, d.checkOut);
    const created = (
      await postBooking(ctx, cookie, bookingBody(4, d, [{ RoomTypeID: t!.RoomTypeID }]))
    ).json().data;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/log-failed-payment',
      payload: { bookingRef: created.BookingRefNo },
    });
    expect(res.json().status).toBe('logged');
    const [b] = await rows<{ status: string }>(
      ctx,
      sql`SELECT status FROM bookings WHERE id = ${created.bookingId}`,
    );
    expect(b!.status).toBe('pending_payment');
    const [log] = await rows<{ error: unknown }>(
      ctx,
      sql`SELECT error FROM failed_payment_logs WHERE booking_ref = ${created.BookingRefNo}`,
    );
    const error = typeof log!.error === 'string' ? JSON.parse(log!.error) : log!.error;
    expect(error).toMatchObject({
      code: 'UNKNOWN_FAILURE',
      description: 'Payment was not completed.',
      reason: 'cancelled_by_user_or_timeout',
      step: 'payment_page',
      source: 'customer',
    });
  });

  it('the hosted sandbox checkout page confirms or fails and redirects to the spec pages', async () => {
    const d = stay(36, 1);
    const [t] = await roomTypesOf(ctx, 5, d.checkIn, d.checkOut);
    const a = (
      await postBooking(ctx, cookie, bookingBody(5, d, [{ RoomTypeID: t!.RoomTypeID }]))
    ).json().data;
    const page = await ctx.app.inject({ url: a.payment.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(a.BookingRefNo);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: a.payment.checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toMatch(
      new RegExp(`^/booking-success/${a.payment.orderId}\\?guestName=`),
    );
    const b = (
      await postBooking(ctx, cookie, bookingBody(5, d, [{ RoomTypeID: t!.RoomTypeID }]))
    ).json().data;
    const bad = await ctx.app.inject({
      method: 'POST',
      url: b.payment.checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=failed',
    });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toMatch(
      new RegExp(`^/booking-failed\\?bookingRef=${b.BookingRefNo}&`),
    );
    expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(1);
  });
});

describe('the hold sweeper', () => {
  it('releases an expired unpaid hold; a payment that arrives later confirms while the rooms are free', async () => {
    const d = stay(40, 1);
    const [t] = await roomTypesOf(ctx, 6, d.checkIn, d.checkOut);
    const created = (
      await postBooking(ctx, cookie, bookingBody(6, d, [{ RoomTypeID: t!.RoomTypeID }]))
    ).json().data;
    const paid = await sandboxPay(ctx, created.payment.orderId, 'success');
    expect(await sweepExpiredHolds(ctx.deps)).toBe(0);
    clock += 16 * 60_000;
    try {
      expect(await sweepExpiredHolds(ctx.deps)).toBeGreaterThanOrEqual(1);
      expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(0);
      const [b] = await rows<{ status: string }>(
        ctx,
        sql`SELECT status FROM bookings WHERE id = ${created.bookingId}`,
      );
      expect(b!.status).toBe('expired');
      const res = await verify(ctx, cookie, paid);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('confirmed');
      expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(1);
    } finally {
      clock -= 16 * 60_000;
    }
  });

  it('refunds a payment for an expired hold whose rooms were sold meanwhile, and the booking ends failed', async () => {
    const d = stay(41, 1);
    const [t] = await roomTypesOf(ctx, 6, d.checkIn, d.checkOut);
    const created = (
      await postBooking(ctx, cookie, bookingBody(6, d, [{ RoomTypeID: t!.RoomTypeID }]))
    ).json().data;
    const paid = await sandboxPay(ctx, created.payment.orderId, 'success');
    clock += 16 * 60_000;
    try {
      await sweepExpiredHolds(ctx.deps);
      await ctx.deps.db.execute(
        sql`UPDATE room_inventory SET booked = total WHERE room_type_id = ${t!.RoomTypeID} AND night = ${d.checkIn}`,
      );
      const res = await verify(ctx, cookie, paid);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: 'refunded', BookingRefNo: created.BookingRefNo });
      const [b] = await rows<{ status: string }>(
        ctx,
        sql`SELECT status FROM bookings WHERE id = ${created.bookingId}`,
      );
      expect(b!.status).toBe('failed');
      const refunds = await rows<{
        status: string;
        amount_paise: number;
        gateway_refund_id: string;
      }>(
        ctx,
        sql`SELECT status, amount_paise, gateway_refund_id FROM refunds WHERE booking_id = ${created.bookingId}`,
      );
      expect(refunds).toEqual([
        {
          status: 'processed',
          amount_paise: created.payment.amount,
          gateway_refund_id: expect.stringMatching(/^rfnd_/),
        },
      ]);
      // the same verify again: the same answer, one refund
      expect((await verify(ctx, cookie, paid)).statusCode).toBe(409);
      const n = await rows<{ n: number }>(
        ctx,
        sql`SELECT count(*)::int AS n FROM refunds WHERE booking_id = ${created.bookingId}`,
      );
      expect(n[0]!.n).toBe(1);
    } finally {
      clock -= 16 * 60_000;
      await ctx.deps.db.execute(
        sql`UPDATE room_inventory SET booked = 0 WHERE room_type_id = ${t!.RoomTypeID} AND night = ${d.checkIn}`,
      );
    }
  });
});

describe('invoices', () => {
  it('numbers invoices in sequence within the financial year', async () => {
    const d = stay(45, 1);
    const [t] = await roomTypesOf(ctx, 9, d.checkIn, d.checkOut);
    const a = await bookAndPay(ctx, cookie, bookingBody(9, d, [{ RoomTypeID: t!.RoomTypeID }]));
    const b = await bookAndPay(ctx, cookie, bookingBody(9, d, [{ RoomTypeID: t!.RoomTypeID }]));
    const [x, y] = await rows<{ invoice_no: string }>(
      ctx,
      sql`SELECT invoice_no FROM bookings WHERE id IN (${a.created.bookingId}, ${b.created.bookingId}) ORDER BY id`,
    );
    const serial = (s: string) => Number(s.split('/')[2]);
    expect(x!.invoice_no).toMatch(/^JTDC\/\d{4}\/\d{6}$/);
    expect(serial(y!.invoice_no)).toBe(serial(x!.invoice_no) + 1);
  });
});

describe('POST /api/availability/search', () => {
  const search = (body: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/availability/search', payload: body });

  it('lists every hotel with free room types for the dates', async () => {
    const d = stay(50, 2);
    const res = await search({ checkIn: d.checkIn, checkOut: d.checkOut });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.length).toBe(11);
    for (const h of data) {
      expect(h.rooms.length).toBeGreaterThan(0);
      for (const r of h.rooms) expect(r.nights).toHaveLength(2);
    }
  });

  it('filters by room type category, price range and amenities', async () => {
    const d = stay(50, 1);
    const suites = (
      await search({ checkIn: d.checkIn, checkOut: d.checkOut, roomType: 'Suite' })
    ).json().data;
    expect(suites.length).toBeGreaterThan(0);
    for (const h of suites) for (const r of h.rooms) expect(r.Category).toBe('Suite');
    const cheap = (
      await search({ checkIn: d.checkIn, checkOut: d.checkOut, maxPrice: 2500 })
    ).json().data;
    for (const h of cheap) for (const r of h.rooms) expect(r.PricePerDay).toBeLessThanOrEqual(2500);
    const pool = (
      await search({ checkIn: d.checkIn, checkOut: d.checkOut, amenities: ['Pool', 'Gym'] })
    ).json().data;
    expect(pool.length).toBeGreaterThan(0);
    for (const h of pool) expect(h.Amenities).toEqual(expect.arrayContaining(['Pool', 'Gym']));
  });

  it('drops a hotel whose rooms are all taken and refuses bad dates', async () => {
    const d = stay(51, 1);
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET booked = total WHERE night = ${d.checkIn} AND room_type_id IN (SELECT id FROM room_types WHERE hotel_id = 10)`,
    );
    const data = (await search({ checkIn: d.checkIn, checkOut: d.checkOut })).json().data;
    expect(data.map((h: { PropertyID: number }) => h.PropertyID)).not.toContain(10);
    expect((await search({ checkIn: d.checkOut, checkOut: d.checkIn })).statusCode).toBe(400);
    expect((await search({ checkIn: d.checkIn, checkOut: d.checkOut, rooms: 5 })).statusCode).toBe(
      400,
    );
  });

  it('offers the real tariff range for the price filter', async () => {
    const res = await ctx.app.inject({ url: '/api/availability/filters' });
    const f = res.json().data;
    expect(f.minPrice).toBeGreaterThan(0);
    expect(f.maxPrice).toBeGreaterThan(f.minPrice);
    expect(f.roomTypes).toEqual(['All', 'Single', 'Double', 'Suite']);
    expect(f.amenities).toEqual(['Wi-Fi', 'Pool', 'Gym', 'Free Breakfast']);
  });
});

describe('GET /api/bookings/by-order/:orderId', () => {
  it('gives the success page its booking, to its customer only', async () => {
    const d = stay(52, 1);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const { created } = await bookAndPay(
      ctx,
      cookie,
      bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }]),
    );
    const res = await ctx.app.inject({
      url: `/api/bookings/by-order/${created.payment.orderId}`,
      headers: { cookie },
    });
    expect(res.json().data).toMatchObject({
      BookingRefNo: created.BookingRefNo,
      status: 'confirmed',
      totalPaid: created.totalPayable,
    });
    const other = await createCustomerSession(ctx);
    expect(
      (
        await ctx.app.inject({
          url: `/api/bookings/by-order/${created.payment.orderId}`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(customerId).toBeGreaterThan(0);
  });
});
