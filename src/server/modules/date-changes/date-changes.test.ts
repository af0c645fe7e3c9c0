import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
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
} from '../bookings/bookings.fixture';

/** The guest's own date change (ADR 315): price, difference, payment once, refund, inventory. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Sets a room type's price for the nights from `from` (inclusive) to `to` (exclusive). */
async function setPrice(roomTypeId: number, from: string, to: string, paise: number) {
  for (let d = from; d < to; d = addDays(d, 1)) {
    await ctx.deps.db.execute(
      sql`INSERT INTO room_rates (room_type_id, night, price_paise) VALUES (${roomTypeId}, ${d}, ${paise})
          ON CONFLICT (room_type_id, night) DO UPDATE SET price_paise = ${paise}`,
    );
  }
}

const post = (cookie: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function booked(offset: number, pricePaise: number) {
  const c = await createCustomerSession(ctx);
  const d = stay(offset, 2);
  const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  await setPrice(t!.RoomTypeID, d.checkIn, d.checkOut, pricePaise);
  const { created } = await bookAndPay(
    ctx,
    c.cookie,
    bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }]),
  );
  return { c, d, roomTypeId: t!.RoomTypeID, bookingId: created.bookingId, created };
}

const bookingRow = async (id: number) =>
  (
    await rows<{ check_in: string; check_out: string; total_paise: number; gst_paise: number }>(
      ctx,
      sql`SELECT check_in::text, check_out::text, total_paise, gst_paise FROM bookings WHERE id = ${id}`,
    )
  )[0]!;

describe('a guest changes the dates of a paid booking', () => {
  it('to dearer dates: sees the difference, pays it once, and the booking and its rooms move', async () => {
    const b = await booked(40, 200_000);
    const to = { checkIn: addDays(b.d.checkIn, 5), checkOut: addDays(b.d.checkIn, 8) };
    await setPrice(b.roomTypeId, to.checkIn, to.checkOut, 300_000);
    const q = (await post(b.c.cookie, `/api/bookings/${b.bookingId}/date-change/quote`, to)).json()
      .data;
    // 3 nights at ₹3,000 with GST at the slab of ₹3,000 (12% in the seeded slabs: > ₹1,000 to ₹7,500)
    expect(q).toMatchObject({ available: true, nights: 3, newRoomTotalPaise: 900_000 });
    expect(q.newTotalPaise).toBe(q.newRoomTotalPaise + q.newGstPaise);
    expect(q.paidPaise).toBe(Math.round(b.created.totalPayable * 100));
    expect(q.differencePaise).toBe(q.newTotalPaise - q.paidPaise);
    expect(q.differencePaise).toBeGreaterThan(0);

    const res = await post(b.c.cookie, `/api/bookings/${b.bookingId}/date-change`, {
      ...to,
      differencePaise: q.differencePaise,
    });
    expect(res.statusCode).toBe(200);
    const out = res.json().data;
    expect(out.status).toBe('awaiting_payment');
    expect(out.payment.amount).toBe(q.differencePaise);
    // not moved before the payment
    expect((await bookingRow(b.bookingId)).check_in).toBe(b.d.checkIn);

    const oldNightBefore = await bookedCount(ctx, b.roomTypeId, b.d.checkIn);
    const newNightBefore = await bookedCount(ctx, b.roomTypeId, to.checkIn);
    const paid = await sandboxPay(ctx, out.payment.orderId, 'success');
    const v = await verify(ctx, b.c.cookie, paid);
    expect(v.statusCode).toBe(200);
    const row = await bookingRow(b.bookingId);
    expect(row).toMatchObject({
      check_in: to.checkIn,
      check_out: to.checkOut,
      total_paise: q.newTotalPaise,
      gst_paise: q.newGstPaise,
    });
    expect(await bookedCount(ctx, b.roomTypeId, b.d.checkIn)).toBe(oldNightBefore - 1);
    expect(await bookedCount(ctx, b.roomTypeId, to.checkIn)).toBe(newNightBefore + 1);

    // the same payment again (a replayed verify, the webhook) changes nothing
    expect((await verify(ctx, b.c.cookie, paid)).statusCode).toBe(200);
    expect(await bookedCount(ctx, b.roomTypeId, to.checkIn)).toBe(newNightBefore + 1);
    const pays = await rows<{ status: string; amount_paise: number }>(
      ctx,
      sql`SELECT status, amount_paise FROM payments WHERE booking_id = ${b.bookingId} AND date_change_id IS NOT NULL`,
    );
    expect(pays).toEqual([{ status: 'captured', amount_paise: q.differencePaise }]);
    // staff see it in the audit log
    const audit = await rows<{ action: string }>(
      ctx,
      sql`SELECT action FROM audit_log WHERE entity = 'booking' AND entity_id = ${String(b.bookingId)} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['date-change-requested', 'date-change']);
  });

  it('to cheaper dates: moves at once and refunds the difference less the policy deduction', async () => {
    const b = await booked(45, 300_000);
    const to = { checkIn: addDays(b.d.checkIn, 3), checkOut: addDays(b.d.checkIn, 5) };
    await setPrice(b.roomTypeId, to.checkIn, to.checkOut, 150_000);
    const q = (await post(b.c.cookie, `/api/bookings/${b.bookingId}/date-change/quote`, to)).json()
      .data;
    expect(q.differencePaise).toBeLessThan(0);
    // 45 days ahead: the policy deducts 20%
    const lower = -q.differencePaise;
    expect(q.refundPaise).toBe(lower - Math.round(lower * 0.2));
    const res = await post(b.c.cookie, `/api/bookings/${b.bookingId}/date-change`, {
      ...to,
      differencePaise: q.differencePaise,
    });
    expect(res.json().data).toMatchObject({ status: 'applied', refundPaise: q.refundPaise });
    expect((await bookingRow(b.bookingId)).check_in).toBe(to.checkIn);
    const refunds = await rows<{ amount_paise: number; reason: string }>(
      ctx,
      sql`SELECT amount_paise, reason FROM refunds WHERE booking_id = ${b.bookingId}`,
    );
    expect(refunds).toEqual([{ amount_paise: q.refundPaise, reason: 'date_change' }]);
  });

  it('refuses a price other than the one the server computes now (409, nothing moves)', async () => {
    const b = await booked(50, 200_000);
    const to = { checkIn: addDays(b.d.checkIn, 2), checkOut: addDays(b.d.checkIn, 4) };
    const q = (await post(b.c.cookie, `/api/bookings/${b.bookingId}/date-change/quote`, to)).json()
      .data;
    const res = await post(b.c.cookie, `/api/bookings/${b.bookingId}/date-change`, {
      ...to,
      differencePaise: q.differencePaise - 100,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/price for these dates has changed/);
    expect((await bookingRow(b.bookingId)).check_in).toBe(b.d.checkIn);
  });

  it("another customer's booking is not found", async () => {
    const b = await booked(52, 200_000);
    const other = await createCustomerSession(ctx);
    const to = { checkIn: addDays(b.d.checkIn, 2), checkOut: addDays(b.d.checkIn, 4) };
    const res = await post(other.cookie, `/api/bookings/${b.bookingId}/date-change/quote`, to);
    expect(res.statusCode).toBe(404);
  });

  it('a difference paid after the new nights were sold is refunded in full and the booking keeps its dates', async () => {
    const b = await booked(55, 200_000);
    const to = { checkIn: addDays(b.d.checkIn, 4), checkOut: addDays(b.d.checkIn, 5) };
    await setPrice(b.roomTypeId, to.checkIn, to.checkOut, 900_000);
    const q = (await post(b.c.cookie, `/api/bookings/${b.bookingId}/date-change/quote`, to)).json()
      .data;
    const out = (
      await post(b.c.cookie, `/api/bookings/${b.bookingId}/date-change`, {
        ...to,
        differencePaise: q.differencePaise,
      })
    ).json().data;
    expect(out.status).toBe('awaiting_payment');
    // the last rooms of the new night go to someone else meanwhile
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET booked = total - closed WHERE room_type_id = ${b.roomTypeId} AND night = ${to.checkIn}`,
    );
    const paid = await sandboxPay(ctx, out.payment.orderId, 'success');
    const v = await verify(ctx, b.c.cookie, paid);
    expect(v.statusCode).toBe(409);
    expect(v.json().message).toMatch(/keeps its old dates/);
    expect((await bookingRow(b.bookingId)).check_in).toBe(b.d.checkIn);
    const refunds = await rows<{ amount_paise: number; reason: string }>(
      ctx,
      sql`SELECT amount_paise, reason FROM refunds WHERE booking_id = ${b.bookingId}`,
    );
    expect(refunds).toEqual([{ amount_paise: q.differencePaise, reason: 'date_change_refused' }]);
  });

  it('refuses the dates of the booking itself and a booking not yet paid', async () => {
    const b = await booked(70, 200_000);
    const same = await post(b.c.cookie, `/api/bookings/${b.bookingId}/date-change/quote`, b.d);
    expect(same.json().data).toMatchObject({ available: false });
    expect(same.json().data.message).toMatch(/dates of your booking already/);
    const c = await createCustomerSession(ctx);
    const hold = await postBooking(
      ctx,
      c.cookie,
      bookingBody(1, stay(75, 1), [{ RoomTypeID: b.roomTypeId }]),
    );
    const to = stay(80, 1);
    const q = await post(c.cookie, `/api/bookings/${hold.json().data.bookingId}/date-change`, {
      ...to,
      differencePaise: 0,
    });
    expect(q.statusCode).toBe(409);
    expect(q.json().message).toMatch(/cannot be changed online/);
  });
});
