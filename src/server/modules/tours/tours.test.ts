import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSandbox } from '../../payments/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { rows, sandboxPay, verify } from '../bookings/bookings.fixture';
import { addDays, todayIst } from '../../../shared/dates';
import {
  makeDeparture,
  postTourBooking,
  seatsTaken,
  tourBookingBody,
  travellers,
} from './tours.fixture';
import { scheduleDates, sweepExpiredTourHolds } from './tours.service';

let ctx: TestContext;
let clock = Date.now();
beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => ctx.close());

describe('staff departures', () => {
  it('a weekly schedule creates a departure on every chosen weekday and skips ones that exist', async () => {
    const cookie = await staffCookie(ctx, 'content_editor');
    const from = addDays(todayIst(), 200);
    const body = {
      schedule: { from, to: addDays(from, 27), weekdays: [6] },
      time: '07:15',
      seats: 30,
      adultPrice: 1500,
      childPrice: 750.5,
      pickupPoints: [{ name: 'Ranchi Bus Stand', time: '07:00' }],
    };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/tours/2/departures',
      headers: { cookie },
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    const { created, skipped } = res.json().data;
    expect(created).toHaveLength(4);
    expect(
      created.every((d: { date: string }) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 6),
    ).toBe(true);
    expect(created[0].childPricePaise).toBe(75050);
    expect(skipped).toEqual([]);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/tours/2/departures',
      headers: { cookie },
      payload: body,
    });
    expect(again.json().data.created).toHaveLength(0);
    expect(again.json().data.skipped).toHaveLength(4);
  });

  it('scheduleDates lists each chosen weekday in the range', () => {
    expect(scheduleDates('2026-12-01', '2026-12-14', [0, 6])).toEqual([
      '2026-12-05',
      '2026-12-06',
      '2026-12-12',
      '2026-12-13',
    ]);
  });

  it('refuses a hotel manager, and says what is wrong with bad input', async () => {
    const manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    const no = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/tours/1/departures',
      headers: { cookie: manager },
    });
    expect(no.statusCode).toBe(403);
    const cookie = await staffCookie(ctx, 'content_editor');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/tours/1/departures',
      headers: { cookie },
      payload: {
        date: addDays(todayIst(), 5),
        time: '25:00',
        seats: 10,
        adultPrice: 10,
        childPrice: 5,
        pickupPoints: [],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/HH:MM|pickup point/);
  });

  it('PUT changes seats but never below the seats sold', async () => {
    const d = await makeDeparture(ctx, { seats: 5 });
    const guest = await createCustomerSession(ctx);
    expect(
      (await postTourBooking(ctx, guest.cookie, tourBookingBody(d.id, d.pickupId))).statusCode,
    ).toBe(201);
    const cookie = await staffCookie(ctx, 'admin');
    const low = await ctx.app.inject({
      method: 'PUT',
      url: '/api/staff/tours/1/departures',
      headers: { cookie },
      payload: { id: d.id, seats: 2 },
    });
    expect(low.statusCode).toBe(400);
    const ok = await ctx.app.inject({
      method: 'PUT',
      url: '/api/staff/tours/1/departures',
      headers: { cookie },
      payload: { id: d.id, seats: 8 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.seatsLeft).toBe(5);
  });
});

describe('booking a tour', () => {
  it('lists the next departures with seats left, price, pickup points and the GST rate', async () => {
    const d = await makeDeparture(ctx, { seats: 12, days: 9 });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/tours/1/departures?from=${d.date}&to=${d.date}`,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const mine = data.departures.find((x: { id: number }) => x.id === d.id);
    expect(mine).toMatchObject({ seatsLeft: 12, adultPricePaise: 200000, childPricePaise: 100000 });
    expect(mine.pickupPoints.map((p: { name: string }) => p.name)).toEqual([
      'Ranchi Railway Station',
      'Firayalal Chowk',
    ]);
    expect(data).toMatchObject({ gstRatePercent: 5, sac: '998555' });
    expect(data.cancellationPolicy[0]).toEqual({ minDays: 7, maxDays: null, deductionPercent: 0 });
  });

  it('holds the seats for 15 minutes with the server’s GST lines: two adults and a child at 5%', async () => {
    const d = await makeDeparture(ctx, { seats: 10 });
    const guest = await createCustomerSession(ctx);
    const res = await postTourBooking(ctx, guest.cookie, tourBookingBody(d.id, d.pickupId));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    // 2 x 2000 + 1000 = 5000 before GST; 5% = 250
    expect(data).toMatchObject({
      status: 'pending_payment',
      amount: 5000,
      gst: 250,
      totalPayable: 5250,
    });
    expect(data.payment.amount).toBe(525000);
    expect(new Date(data.holdExpiresAt).getTime() - clock).toBe(15 * 60_000);
    expect(await seatsTaken(ctx, d.id)).toBe(3);
  });

  it('409 when the seats ran out, saying how many are left', async () => {
    const d = await makeDeparture(ctx, { seats: 4 });
    const a = await createCustomerSession(ctx);
    const b = await createCustomerSession(ctx);
    expect(
      (await postTourBooking(ctx, a.cookie, tourBookingBody(d.id, d.pickupId))).statusCode,
    ).toBe(201);
    const res = await postTourBooking(ctx, b.cookie, tourBookingBody(d.id, d.pickupId));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This departure has only 1 seat left. Please book fewer travellers or choose another date.',
    );
    expect(await seatsTaken(ctx, d.id)).toBe(3);
  });

  it('400 for a child travelling alone and for a pickup point of another departure', async () => {
    const d = await makeDeparture(ctx);
    const e = await makeDeparture(ctx);
    const guest = await createCustomerSession(ctx);
    const alone = await postTourBooking(
      ctx,
      guest.cookie,
      tourBookingBody(d.id, d.pickupId, [travellers[2]!]),
    );
    expect(alone.statusCode).toBe(400);
    expect(alone.json().message).toMatch(/child must travel with an adult/);
    const wrong = await postTourBooking(ctx, guest.cookie, tourBookingBody(d.id, e.pickupId));
    expect(wrong.statusCode).toBe(400);
  });

  it('an unpaid hold expires after 15 minutes and its seats go back', async () => {
    const d = await makeDeparture(ctx, { seats: 3 });
    const guest = await createCustomerSession(ctx);
    const res = await postTourBooking(ctx, guest.cookie, tourBookingBody(d.id, d.pickupId));
    expect(res.statusCode).toBe(201);
    expect(await seatsTaken(ctx, d.id)).toBe(3);
    const start = clock;
    clock += 15 * 60_000 + 1000;
    try {
      expect(await sweepExpiredTourHolds(ctx.deps)).toBeGreaterThanOrEqual(1);
    } finally {
      clock = start;
    }
    expect(await seatsTaken(ctx, d.id)).toBe(0);
    const [row] = await rows<{ status: string }>(
      ctx,
      sql`SELECT status FROM tour_bookings WHERE id = ${res.json().data.tourBookingId}`,
    );
    expect(row!.status).toBe('expired');
  });
});

describe('paying for a tour through the room payment path', () => {
  it('verify and a replayed webhook confirm once: one invoice number, one mail, one SMS', async () => {
    const d = await makeDeparture(ctx);
    const guest = await createCustomerSession(ctx);
    const created = (
      await postTourBooking(ctx, guest.cookie, tourBookingBody(d.id, d.pickupId))
    ).json().data;
    const paid = await sandboxPay(ctx, created.payment.orderId, 'success');
    const v1 = await verify(ctx, guest.cookie, paid);
    expect(v1.statusCode).toBe(200);
    expect(v1.json().data).toMatchObject({
      subject: 'tour_booking',
      status: 'confirmed',
      totalPaid: 5250,
      BookingRefNo: created.BookingRefNo,
    });
    const v2 = await verify(ctx, guest.cookie, paid);
    expect(v2.statusCode).toBe(200);
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paid.razorpay_payment_id,
            order_id: created.payment.orderId,
            amount: 525000,
            method: 'upi',
          },
        },
      },
    });
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': getSandbox(ctx.deps)!.signWebhook(raw),
        'x-razorpay-event-id': `evt_${created.BookingRefNo}`,
      },
      payload: raw,
    });
    expect(hook.statusCode).toBe(200);
    const msgs = await rows<{ channel: string; text: string }>(
      ctx,
      sql`SELECT channel, text FROM outbox WHERE text LIKE ${`%${created.BookingRefNo}%`} ORDER BY id`,
    );
    expect(msgs.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(msgs.find((m) => m.channel === 'email')!.text).toMatch(/GST 5% \(SAC 998555\)/);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/tour-bookings/${created.tourBookingId}`,
      headers: { cookie: guest.cookie },
    });
    const b = detail.json().data;
    expect(b.status).toBe('confirmed');
    expect(b.invoiceNo).toMatch(/^TOUR\/\d{4}\/\d{6}$/);
    expect(b.travellers.map((t: { child: boolean }) => t.child)).toEqual([false, false, true]);
    expect(b).toMatchObject({
      amountPaise: 500000,
      gstPaise: 25000,
      totalPaise: 525000,
      sac: '998555',
    });
  });

  it('a failed payment ends the hold and gives the seats back', async () => {
    const d = await makeDeparture(ctx, { seats: 3 });
    const guest = await createCustomerSession(ctx);
    const created = (
      await postTourBooking(ctx, guest.cookie, tourBookingBody(d.id, d.pickupId))
    ).json().data;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${created.payment.orderId}/checkout`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=failed',
    });
    expect(res.statusCode).toBe(303);
    expect(await seatsTaken(ctx, d.id)).toBe(0);
  });

  it('the sandbox page pays and lands on the voucher; another customer cannot read the booking', async () => {
    const d = await makeDeparture(ctx);
    const guest = await createCustomerSession(ctx);
    const created = (
      await postTourBooking(ctx, guest.cookie, tourBookingBody(d.id, d.pickupId))
    ).json().data;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${created.payment.orderId}/checkout`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(
      new RegExp(`^/tour-voucher/${created.tourBookingId}\\?token=`),
    );
    const other = await createCustomerSession(ctx);
    const no = await ctx.app.inject({
      method: 'GET',
      url: `/api/tour-bookings/${created.tourBookingId}`,
      headers: { cookie: other.cookie },
    });
    expect(no.statusCode).toBe(404);
    const byLink = await ctx.app.inject({
      method: 'GET',
      url: `/api/tour-bookings/${created.tourBookingId}?${res.headers.location!.split('?')[1]}`,
    });
    expect(byLink.json().data.status).toBe('confirmed');
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/tour-bookings',
      headers: { cookie: guest.cookie },
    });
    expect(history.json().data[0]).toMatchObject({
      BookingRefNo: created.BookingRefNo,
      travellers: 3,
    });
  });
});
