import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { onPostgresServer } from '../../test/db';
import { staffCookie } from '../../test/staff';
import { bookingBody, postBooking, roomTypesOf, rows } from '../bookings/bookings.fixture';

/*
 * A room going out of order races a booking for the last free room of its type (ADR 310): on the
 * PostgreSQL server both really run in parallel. Both lock the nights in the global order, so
 * exactly one wins and the other gets a clean 409; a night is never oversold.
 */

let ctx: TestContext;
let desk: string;
beforeAll(async () => {
  ctx = await createTestApp();
  desk = await staffCookie(ctx, 'front_desk', { hotelIds: [1] });
});
afterAll(() => ctx.close());

describe(`out of order vs booking (${onPostgresServer() ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('the last free room is either sold or out of order, never both', async () => {
    const [t] = await roomTypesOf(ctx, 1, addDays(todayIst(), 140), addDays(todayIst(), 141));
    const id = t!.RoomTypeID;
    const rooms = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/staff/hotels/1/rooms',
        headers: { cookie: desk },
      })
    ).json().data.rooms as { id: number; roomTypeId: number }[];
    const ofType = rooms.filter((r) => r.roomTypeId === id);
    const customers = await Promise.all(
      Array.from({ length: 4 }, () => createCustomerSession(ctx)),
    );
    for (let round = 0; round < 4; round++) {
      const checkIn = addDays(todayIst(), 140 + round * 3);
      const checkOut = addDays(checkIn, 2);
      // exactly 1 room free on both nights
      await ctx.deps.db.execute(
        sql`UPDATE room_inventory SET booked = total - 1, closed = 0 WHERE room_type_id = ${id} AND night >= ${checkIn} AND night < ${checkOut}`,
      );
      const [ooo, book] = await Promise.all([
        ctx.app.inject({
          method: 'PUT',
          url: `/api/staff/rooms/${ofType[round]!.id}/out-of-order`,
          headers: { cookie: desk },
          payload: { from: checkIn, to: checkOut, reason: 'Ceiling repair' },
        }),
        postBooking(
          ctx,
          customers[round]!.cookie,
          bookingBody(1, { checkIn, checkOut }, [{ RoomTypeID: id }]),
        ),
      ]);
      const codes = [ooo.statusCode, book.statusCode].sort();
      expect(codes, `round ${round}: ${ooo.body} ${book.body}`).toEqual(
        ooo.statusCode === 200 ? [200, 409] : [201, 409],
      );
      if (ooo.statusCode === 409)
        expect(ooo.json().message).toMatch(/cannot go out of order on the night of /);
      const inv = await rows<{ total: number; booked: number; closed: number }>(
        ctx,
        sql`SELECT total, booked, closed FROM room_inventory WHERE room_type_id = ${id} AND night >= ${checkIn} AND night < ${checkOut}`,
      );
      for (const n of inv) expect(Number(n.booked) + Number(n.closed)).toBe(Number(n.total));
    }
  });
});
