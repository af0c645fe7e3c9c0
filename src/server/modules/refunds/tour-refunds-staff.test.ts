import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { bookAndPayTour, cancelTour, makeDeparture } from '../tours/tours.fixture';

/*
 * Tour refunds in the staff refunds list and its retry (ADR 368), beside room refunds. A tour
 * booking of two adults and a child cancelled in full 30 days ahead refunds ₹5,250.
 */

let ctx: TestContext;
let accounts: string;
let tourBookingId: number;
let refundId: number;

const get = (url: string, cookie = accounts) => ctx.app.inject({ url, headers: { cookie } });
const retry = (id: number, cookie = accounts) =>
  ctx.app.inject({ method: 'POST', url: `/api/staff/refunds/${id}/retry`, headers: { cookie } });

beforeAll(async () => {
  ctx = await createTestApp();
  accounts = await staffCookie(ctx, 'accounts');
  const d = await makeDeparture(ctx, { days: 30 });
  const guest = await createCustomerSession(ctx);
  const b = await bookAndPayTour(ctx, guest.cookie, d);
  tourBookingId = b.id;
  expect((await cancelTour(ctx, guest.cookie, b.id)).statusCode).toBe(200);
  const [r] = await ctx.deps.db
    .select()
    .from(refunds)
    .where(eq(refunds.tourBookingId, tourBookingId));
  refundId = r!.id;
});
afterAll(() => ctx.close());

describe('staff refunds list: tour refunds', () => {
  it('lists a tour refund with its tour booking’s reference and guest', async () => {
    const res = await get('/api/staff/refunds');
    expect(res.statusCode).toBe(200);
    const row = res.json().data.find((r: { id: number }) => r.id === refundId);
    expect(row).toMatchObject({
      subject: 'tour_booking',
      bookingId: null,
      tourBookingId,
      bookingRefNo: expect.any(String),
      guestName: 'Ravi Kumar',
      amountPaise: 525000,
    });
  });

  it('a hotel manager reaches neither the list nor the retry of a tour refund (403)', async () => {
    const manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    expect((await get('/api/staff/refunds', manager)).statusCode).toBe(403);
    expect((await retry(refundId, manager)).statusCode).toBe(403);
  });

  it('retries a failed tour refund once: a new refund of the same tour booking and amount', async () => {
    await ctx.deps.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, refundId));
    const failed = (await get('/api/staff/refunds?status=failed')).json().data;
    expect(failed.map((r: { id: number }) => r.id)).toContain(refundId);
    const first = await retry(refundId);
    expect(first.statusCode).toBe(200);
    const made = first.json().data;
    expect(made).toMatchObject({
      subject: 'tour_booking',
      tourBookingId,
      amountPaise: 525000,
      retriedAs: null,
    });
    expect(made.id).not.toBe(refundId);
    const again = await retry(refundId);
    expect(again.json().data.id).toBe(made.id);
    const all = await ctx.deps.db
      .select()
      .from(refunds)
      .where(eq(refunds.tourBookingId, tourBookingId));
    expect(all).toHaveLength(2);
    const listed = (await get('/api/staff/refunds')).json().data;
    expect(listed.find((r: { id: number }) => r.id === refundId).retriedAs).toBe(made.id);
  });
});
