import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { onPostgresServer } from '../../test/db';
import { staffCookie } from '../../test/staff';
import { bookingBody, postBooking, roomTypesOf, rows } from '../bookings/bookings.fixture';

/*
 * A closure racing bookings for the last free rooms (ADR 142): on the PostgreSQL server the
 * requests really run in parallel. The closure locks the nights in the global order like a
 * booking, so one side wins cleanly (200/201) and the other gets 409; never a 500, never an
 * oversold night.
 */

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await staffCookie(ctx, 'admin');
});
afterAll(() => ctx.close());

describe(`closure vs booking (${onPostgresServer() ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('never sells a room that is being closed, and answers every request cleanly', async () => {
    const [t] = await roomTypesOf(ctx, 1, addDays(todayIst(), 30), addDays(todayIst(), 31));
    const id = t!.RoomTypeID;
    const customers = await Promise.all(
      Array.from({ length: 6 }, () => createCustomerSession(ctx)),
    );
    for (let round = 0; round < 6; round++) {
      const checkIn = addDays(todayIst(), 30 + round * 3);
      const checkOut = addDays(checkIn, 2);
      // exactly 2 rooms free on both nights
      await ctx.deps.db.execute(
        sql`UPDATE room_inventory SET booked = total - 2, closed = 0 WHERE room_type_id = ${id} AND night >= ${checkIn} AND night < ${checkOut}`,
      );
      const [close, ...books] = await Promise.all([
        ctx.app.inject({
          method: 'PUT',
          url: `/api/staff/hotels/1/room-types/${id}/closures`,
          headers: { cookie: admin },
          payload: { from: checkIn, to: checkOut, rooms: 2 },
        }),
        ...customers
          .slice(0, 2)
          .map((c) =>
            postBooking(ctx, c.cookie, bookingBody(1, { checkIn, checkOut }, [{ RoomTypeID: id }])),
          ),
      ]);
      const codes = [close!.statusCode, ...books.map((b) => b.statusCode)];
      for (const c of codes) expect([200, 201, 409], `round ${round}: ${codes}`).toContain(c);
      const booked = books.filter((b) => b.statusCode === 201).length;
      if (close!.statusCode === 200) expect(booked).toBe(0);
      else expect(close!.json().message).toMatch(/^Cannot close 2 rooms of /);
      const inv = await rows<{ total: number; booked: number; closed: number }>(
        ctx,
        sql`SELECT total, booked, closed FROM room_inventory WHERE room_type_id = ${id} AND night >= ${checkIn} AND night < ${checkOut}`,
      );
      for (const n of inv)
        expect(Number(n.booked) + Number(n.closed)).toBeLessThanOrEqual(Number(n.total));
      // release the holds so the customers can book again next round
      await ctx.deps.db.execute(
        sql`UPDATE bookings SET status = 'expired' WHERE status = 'pending_payment'`,
      );
    }
  });

  it('a closure waits for a booking holding the nights, then refuses cleanly (409, not 500)', async () => {
    const [t] = await roomTypesOf(ctx, 1, addDays(todayIst(), 70), addDays(todayIst(), 71));
    const id = t!.RoomTypeID;
    const checkIn = addDays(todayIst(), 70);
    const checkOut = addDays(checkIn, 2);
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET booked = total - 2, closed = 0 WHERE room_type_id = ${id} AND night >= ${checkIn} AND night < ${checkOut}`,
    );
    // a booking's transaction: locks the nights in the global order, takes the last 2 rooms slowly
    let locked!: () => void;
    const hasLock = new Promise<void>((r) => (locked = r));
    const booking = ctx.deps.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT 1 FROM room_inventory WHERE room_type_id = ${id} AND night >= ${checkIn} AND night < ${checkOut} ORDER BY room_type_id, night FOR UPDATE`,
      );
      locked();
      await new Promise((r) => setTimeout(r, 400));
      await tx.execute(
        sql`UPDATE room_inventory SET booked = booked + 2 WHERE room_type_id = ${id} AND night >= ${checkIn} AND night < ${checkOut}`,
      );
    });
    await hasLock;
    const close = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/hotels/1/room-types/${id}/closures`,
      headers: { cookie: admin },
      payload: { from: checkIn, to: checkOut, rooms: 1 },
    });
    await booking;
    expect(close.statusCode, close.body).toBe(409);
    expect(close.json().message).toMatch(
      /^Cannot close 1 room of .*: only 0 are free on the night of /,
    );
  });
});
