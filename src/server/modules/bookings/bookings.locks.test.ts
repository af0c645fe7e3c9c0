import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { bookings, payments, roomTypes } from '../../db/schema/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { onPostgresServer } from '../../test/db';
import { createConfirmedBooking } from '../cancellation/cancellation.fixture';
import { bookingBody, postBooking, sandboxPay, verify } from './bookings.fixture';

/*
 * Lock order (ADR 064): every transaction locks the booking first, then its payment, then
 * inventory rows in (room type, night) order. On the PostgreSQL server these requests run in
 * parallel on a pool; crossing orders would end in deadlocks, which used to become 500s.
 */

let ctx: TestContext;
let single: number;
let suite: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const types = await ctx.deps.db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, 1))
    .orderBy(asc(roomTypes.id));
  single = types[0]!.id;
  suite = types[types.length - 1]!.id;
});
afterAll(() => ctx.close());

const where = onPostgresServer() ? 'PostgreSQL server' : 'PGlite';

describe(`one global lock order (${where})`, () => {
  it('cancel-all of [suite, single] racing new bookings of [single, suite]: no 5xx', async () => {
    const checkIn = addDays(todayIst(), 70);
    const n = 5; // the suite has 6 rooms
    const owners = await Promise.all(Array.from({ length: n }, () => createCustomerSession(ctx)));
    const confirmed = [];
    for (const o of owners) {
      confirmed.push(
        await createConfirmedBooking(ctx.deps.db, o, {
          checkIn,
          nights: 3,
          rooms: [{ roomTypeId: suite }, { roomTypeId: single }],
        }),
      );
    }
    const guests = await Promise.all(Array.from({ length: n }, () => createCustomerSession(ctx)));
    const body = bookingBody(1, { checkIn, checkOut: addDays(checkIn, 3) }, [
      { RoomTypeID: single },
      { RoomTypeID: suite },
    ]);
    const replies = await Promise.all([
      ...confirmed.map((b, i) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/hotel/cancel-all/${b.bookingId}`,
          headers: { cookie: owners[i]!.cookie },
        }),
      ),
      ...guests.map((g) => postBooking(ctx, g.cookie, body)),
    ]);
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.slice(0, n).every((s) => s === 200)).toBe(true);
    for (const s of statuses.slice(n)) expect([201, 409]).toContain(s);
  });

  it('verify racing log-failed-payment: no 5xx, and no paid booking left failed', async () => {
    const checkIn = addDays(todayIst(), 80);
    const body = bookingBody(1, { checkIn, checkOut: addDays(checkIn, 1) }, [
      { RoomTypeID: single },
    ]);
    const runs = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const c = await createCustomerSession(ctx);
        const created = (await postBooking(ctx, c.cookie, body)).json().data as {
          bookingId: number;
          BookingRefNo: string;
          payment: { orderId: string };
        };
        const paid = await sandboxPay(ctx, created.payment.orderId, 'success');
        const [v, f] = await Promise.all([
          verify(ctx, c.cookie, paid),
          ctx.app.inject({
            method: 'POST',
            url: '/api/payment/log-failed-payment',
            headers: { cookie: c.cookie },
            payload: {
              bookingRef: created.BookingRefNo,
              error: { code: 'BAD_REQUEST_ERROR', description: 'Payment cancelled' },
            },
          }),
        ]);
        return { bookingId: created.bookingId, verify: v.statusCode, failed: f.statusCode };
      }),
    );
    for (const r of runs) {
      expect(r.verify).toBeLessThan(500);
      expect(r.failed).toBeLessThan(500);
    }
    const ids = runs.map((r) => r.bookingId);
    const rows = await ctx.deps.db
      .select({ status: bookings.status, payment: payments.status })
      .from(bookings)
      .innerJoin(payments, eq(payments.bookingId, bookings.id))
      .where(inArray(bookings.id, ids));
    for (const row of rows) {
      if (row.payment === 'captured') expect(row.status).toBe('confirmed');
    }
  });
});
