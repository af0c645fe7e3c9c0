import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { onPostgresServer } from '../../test/db';
import {
  bookAndPay,
  bookingBody,
  postBooking,
  roomTypesOf,
  rows,
  sandboxPay,
  stay,
  verify,
} from '../bookings/bookings.fixture';

/*
 * A date change racing new bookings for the last room of a night (ADR 315). On the PostgreSQL
 * server (DATABASE_URL) the requests really run in parallel; on PGlite they interleave. Either
 * way the night is never oversold and exactly one party gets the room.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function setPrice(roomTypeId: number, from: string, to: string, paise: number) {
  for (let d = from; d < to; d = addDays(d, 1))
    await ctx.deps.db.execute(
      sql`INSERT INTO room_rates (room_type_id, night, price_paise) VALUES (${roomTypeId}, ${d}, ${paise})
          ON CONFLICT (room_type_id, night) DO UPDATE SET price_paise = ${paise}`,
    );
}
const post = (cookie: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function lastRoomSetup(offset: number, newPrice: number) {
  const c = await createCustomerSession(ctx);
  const d = stay(offset, 1);
  const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  const id = t!.RoomTypeID;
  await setPrice(id, d.checkIn, d.checkOut, 200_000);
  const { created } = await bookAndPay(ctx, c.cookie, bookingBody(1, d, [{ RoomTypeID: id }]));
  const to = { checkIn: addDays(d.checkIn, 3), checkOut: addDays(d.checkIn, 4) };
  await setPrice(id, to.checkIn, to.checkOut, newPrice);
  // one room left on the new night
  await ctx.deps.db.execute(
    sql`UPDATE room_inventory SET booked = total - closed - 1 WHERE room_type_id = ${id} AND night = ${to.checkIn}`,
  );
  const q = (
    await post(c.cookie, `/api/bookings/${created.bookingId}/date-change/quote`, to)
  ).json().data;
  expect(q.available).toBe(true);
  const others = await Promise.all(Array.from({ length: 6 }, () => createCustomerSession(ctx)));
  return { c, id, to, q, bookingId: created.bookingId, others };
}

const night = async (id: number, date: string) =>
  (
    await rows<{ booked: number; total: number; closed: number }>(
      ctx,
      sql`SELECT booked, total, closed FROM room_inventory WHERE room_type_id = ${id} AND night = ${date}`,
    )
  )[0]!;

describe(`a date change racing new bookings for the last room (${onPostgresServer() ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('applied at once: exactly one of the change and the new bookings gets the room', async () => {
    const s = await lastRoomSetup(90, 150_000);
    expect(s.q.differencePaise).toBeLessThanOrEqual(0);
    const [change, ...news] = await Promise.all([
      post(s.c.cookie, `/api/bookings/${s.bookingId}/date-change`, {
        ...s.to,
        differencePaise: s.q.differencePaise,
      }),
      ...s.others.map((o) =>
        postBooking(ctx, o.cookie, bookingBody(1, s.to, [{ RoomTypeID: s.id }])),
      ),
    ]);
    const winners = [change!.statusCode === 200, ...news.map((r) => r.statusCode === 201)].filter(
      Boolean,
    );
    expect(winners).toHaveLength(1);
    const n = await night(s.id, s.to.checkIn);
    expect(n.booked).toBe(n.total - n.closed);
  });

  it('paid difference: the capture and the new bookings never oversell; a lost race is refunded', async () => {
    const s = await lastRoomSetup(100, 400_000);
    expect(s.q.differencePaise).toBeGreaterThan(0);
    const out = (
      await post(s.c.cookie, `/api/bookings/${s.bookingId}/date-change`, {
        ...s.to,
        differencePaise: s.q.differencePaise,
      })
    ).json().data;
    const paid = await sandboxPay(ctx, out.payment.orderId, 'success');
    const [v, ...news] = await Promise.all([
      verify(ctx, s.c.cookie, paid),
      ...s.others.map((o) =>
        postBooking(ctx, o.cookie, bookingBody(1, s.to, [{ RoomTypeID: s.id }])),
      ),
    ]);
    const held = news.filter((r) => r.statusCode === 201).length;
    const n = await night(s.id, s.to.checkIn);
    expect(n.booked).toBeLessThanOrEqual(n.total - n.closed);
    expect((v!.statusCode === 200 ? 1 : 0) + held).toBe(1);
    const [b] = await rows<{ check_in: string }>(
      ctx,
      sql`SELECT check_in::text FROM bookings WHERE id = ${s.bookingId}`,
    );
    if (v!.statusCode === 200) expect(b!.check_in).toBe(s.to.checkIn);
    else {
      expect(b!.check_in).not.toBe(s.to.checkIn);
      const refunds = await rows<{ reason: string }>(
        ctx,
        sql`SELECT reason FROM refunds WHERE booking_id = ${s.bookingId}`,
      );
      expect(refunds).toEqual([{ reason: 'date_change_refused' }]);
    }
  });
});
