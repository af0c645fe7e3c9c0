import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import {
  bookAndPayTour,
  cancelTour,
  makeDeparture,
  moneyBack,
  seatsTaken,
  travellers,
} from './tours.fixture';
import { tourRefundFor } from './tour-cancel.service';

/*
 * Tour cancellation (ADR 350). Prices: adult ₹2,000, child ₹1,000, GST 5%: two adults and a child
 * pay ₹5,250 (an adult's share ₹2,100, the child's ₹1,050). Policy: full refund 7 days or more
 * before, 50% from 2 to 6 days, nothing after.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('a guest cancels under the tour policy', () => {
  it('one traveller 30 days ahead: that traveller’s share back in full, a credit note, the seat freed', async () => {
    const d = await makeDeparture(ctx, { days: 30 });
    const guest = await createCustomerSession(ctx);
    const b = await bookAndPayTour(ctx, guest.cookie, d);
    expect(await seatsTaken(ctx, d.id)).toBe(3);
    const child = b.travellerIds[2]!;
    const preview = await ctx.app.inject({
      method: 'GET',
      url: `/api/tour-bookings/${b.id}/cancel?travellerIds=${child}`,
      headers: { cookie: guest.cookie },
    });
    expect(preview.json().data).toMatchObject({ refundPaise: 105000, deductionPercent: 0 });
    const res = await cancelTour(ctx, guest.cookie, b.id, { travellerIds: [child] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'partially_cancelled',
      paidPaise: 105000,
      refundPaise: 105000,
      creditNoteNo: expect.stringMatching(/^CN\//),
    });
    expect(await seatsTaken(ctx, d.id)).toBe(2);
    const money = await moneyBack(ctx, b.id);
    expect(money.refunds).toEqual([
      { amount_paise: 105000, subject: 'tour_booking', status: expect.any(String) },
    ]);
    expect(money.notes).toEqual([
      { total_paise: 105000, taxable_paise: 100000, cgst_paise: 2500, sgst_paise: 2500 },
    ]);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/tour-bookings/${b.id}`,
      headers: { cookie: guest.cookie },
    });
    const data = detail.json().data;
    expect(data.travellers[2].status).toBe('cancelled');
    expect(data.refunds).toHaveLength(1);
    expect(data.refunds[0].amountPaise).toBe(105000);
  });

  it('the whole booking 5 days ahead: half of what was paid back', async () => {
    const d = await makeDeparture(ctx, { days: 5 });
    const guest = await createCustomerSession(ctx);
    const b = await bookAndPayTour(ctx, guest.cookie, d);
    const res = await cancelTour(ctx, guest.cookie, b.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      deductionPercent: 50,
      paidPaise: 525000,
      deductionPaise: 262500,
      refundPaise: 262500,
    });
    expect(await seatsTaken(ctx, d.id)).toBe(0);
    expect((await moneyBack(ctx, b.id)).notes[0]).toMatchObject({
      total_paise: 262500,
      taxable_paise: 250000,
    });
  });

  it('the day before: nothing back, no refund and no credit note, the seats still freed', async () => {
    const d = await makeDeparture(ctx, { days: 1 });
    const guest = await createCustomerSession(ctx);
    const b = await bookAndPayTour(ctx, guest.cookie, d, travellers.slice(0, 1));
    const res = await cancelTour(ctx, guest.cookie, b.id);
    expect(res.json().data).toMatchObject({ refundPaise: 0, refundId: null, creditNoteNo: null });
    expect(await moneyBack(ctx, b.id)).toEqual({ refunds: [], notes: [] });
    expect(await seatsTaken(ctx, d.id)).toBe(0);
  });

  it('cancelling the rest after one traveller refunds exactly what was paid, never more', async () => {
    const d = await makeDeparture(ctx, { days: 20 });
    const guest = await createCustomerSession(ctx);
    const b = await bookAndPayTour(ctx, guest.cookie, d);
    await cancelTour(ctx, guest.cookie, b.id, { travellerIds: [b.travellerIds[0]] });
    const rest = await cancelTour(ctx, guest.cookie, b.id);
    expect(rest.json().data).toMatchObject({ status: 'cancelled', refundPaise: 315000 });
    const total = (await moneyBack(ctx, b.id)).refunds.reduce((s, r) => s + r.amount_paise, 0);
    expect(total).toBe(525000);
  });

  it('refuses to leave a child alone, a second cancellation, and another customer’s booking', async () => {
    const d = await makeDeparture(ctx, { days: 30 });
    const guest = await createCustomerSession(ctx);
    const b = await bookAndPayTour(ctx, guest.cookie, d);
    const alone = await cancelTour(ctx, guest.cookie, b.id, {
      travellerIds: b.travellerIds.slice(0, 2),
    });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().message).toMatch(/child cannot travel alone/);
    const other = await createCustomerSession(ctx);
    expect((await cancelTour(ctx, other.cookie, b.id)).statusCode).toBe(404);
    expect((await cancelTour(ctx, guest.cookie, b.id)).statusCode).toBe(200);
    const again = await cancelTour(ctx, guest.cookie, b.id);
    expect(again.statusCode).toBe(409);
    expect((await moneyBack(ctx, b.id)).refunds).toHaveLength(1);
    const bad = await cancelTour(ctx, guest.cookie, b.id, { travellerIds: ['x'] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('staff cancel', () => {
  it('a booking on the guest’s behalf: in full even the day before, and audited', async () => {
    const d = await makeDeparture(ctx, { days: 1 });
    const guest = await createCustomerSession(ctx);
    const b = await bookAndPayTour(ctx, guest.cookie, d, travellers.slice(0, 2));
    const cookie = await staffCookie(ctx, 'content_editor');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/tour-bookings/${b.id}/cancel`,
      headers: { cookie },
      payload: { reason: 'guest unwell, doctor’s note' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', refundPaise: 420000 });
  });

  it('a departure: every paid traveller refunded in full once, holds ended, told by mail and SMS', async () => {
    const d = await makeDeparture(ctx, { days: 3 });
    const g1 = await createCustomerSession(ctx);
    const g2 = await createCustomerSession(ctx);
    const g3 = await createCustomerSession(ctx);
    const b1 = await bookAndPayTour(ctx, g1.cookie, d);
    const b2 = await bookAndPayTour(ctx, g2.cookie, d, travellers.slice(0, 1));
    // b1's child was cancelled by the guest at 50%: the rest comes back in full now
    await cancelTour(ctx, g1.cookie, b1.id, { travellerIds: [b1.travellerIds[2]] });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/tour-bookings',
      headers: { cookie: g3.cookie },
      payload: {
        departureId: d.id,
        pickupPointId: d.pickupId,
        travellers: travellers.slice(0, 1),
        CustomerName: 'Hold Only',
        EmailID: 'hold@example.com',
        MobileNo: '9876500000',
        AcceptTerms: true,
      },
    });
    expect(await seatsTaken(ctx, d.id)).toBe(4);
    const cookie = await staffCookie(ctx, 'content_editor');
    const cancel = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/staff/departures/${d.id}/cancel`,
        headers: { cookie },
        payload: { reason: 'road closed by landslide' },
      });
    const res = await cancel();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.holdsEnded).toBe(1);
    expect(data.refunded).toEqual([
      { tourBookingId: b1.id, refundPaise: 420000, refundId: expect.any(Number) },
      { tourBookingId: b2.id, refundPaise: 210000, refundId: expect.any(Number) },
    ]);
    expect(await seatsTaken(ctx, d.id)).toBe(0);
    const again = await cancel();
    expect(again.json().data.refunded).toEqual([]);
    const m1 = await moneyBack(ctx, b1.id);
    expect(m1.refunds.map((r) => r.amount_paise)).toEqual([52500, 420000]);
    expect(m1.notes).toHaveLength(2);
    expect((await moneyBack(ctx, b2.id)).refunds).toHaveLength(1);
    const list = await ctx.app.inject({ method: 'GET', url: `/api/tours/1/departures` });
    expect(list.json().data.departures.some((x: { id: number }) => x.id === d.id)).toBe(false);
  });

  it('a departure cancel needs a reason and a content editor', async () => {
    const d = await makeDeparture(ctx, { days: 9 });
    const cookie = await staffCookie(ctx, 'content_editor');
    const noReason = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/departures/${d.id}/cancel`,
      headers: { cookie },
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    const no = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/departures/${d.id}/cancel`,
      headers: { cookie: manager },
      payload: { reason: 'no reason' },
    });
    expect(no.statusCode).toBe(403);
  });
});

describe('tourRefundFor', () => {
  const b = { amountPaise: 500000, totalPaise: 525000, gstRateBp: 500 };
  const t = [
    { id: 1, pricePaise: 200000, status: 'booked' as const },
    { id: 2, pricePaise: 300000, status: 'booked' as const },
  ];
  it('a single traveller’s share with GST, less the deduction', () => {
    expect(tourRefundFor(b, t, [1], 50)).toMatchObject({
      isLast: false,
      paidPaise: 210000,
      refundPaise: 105000,
      refundTaxablePaise: 100000,
    });
  });
  it('the last traveller takes what remains of the total', () => {
    const after = [{ ...t[0]!, status: 'cancelled' as const }, t[1]!];
    expect(tourRefundFor(b, after, [2], 0)).toMatchObject({ isLast: true, paidPaise: 315000 });
  });
});
