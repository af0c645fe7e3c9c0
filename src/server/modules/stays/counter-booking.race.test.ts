import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { onPostgresServer } from '../../test/db';
import { staffCookie } from '../../test/staff';
import { bookingBody, postBooking, roomTypesOf, rows, stay } from '../bookings/bookings.fixture';

/*
 * The last room: a counter booking and online bookings race for it. On the PostgreSQL server
 * (DATABASE_URL) they really run in parallel on a pool; on PGlite they interleave. The counter
 * booking takes the inventory through the same locks, so the room is sold exactly once.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe(`counter booking against online bookings for the last room (${onPostgresServer() ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('sells the last room once: one booking gets it, the others a 409', async () => {
    const d = stay(45, 1);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET booked = total - 1 WHERE room_type_id = ${t!.RoomTypeID} AND night = ${d.checkIn}`,
    );
    const manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    const customers = await Promise.all(
      Array.from({ length: 3 }, () => createCustomerSession(ctx)),
    );
    const counter = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/staff/counter-bookings',
        headers: { cookie: manager, 'idempotency-key': 'race-counter-booking-1' },
        payload: {
          hotelID: 1,
          CheckIn: d.checkIn,
          checkOUT: d.checkOut,
          rooms: [{ RoomTypeID: t!.RoomTypeID, NoOfAdult: 1 }],
          CustomerName: 'Walk In',
          MobileNo: '9700011133',
          IdentityType: 'Aadhaar Card',
          IdentityNo: '1111',
          paymentMethod: 'cash',
        },
      });
    const replies = await Promise.all([
      counter(),
      ...customers.map((c) =>
        postBooking(ctx, c.cookie, bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }])),
      ),
    ]);
    const won = replies.filter((r) => r.statusCode === 200 || r.statusCode === 201);
    const lost = replies.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(3);
    for (const r of lost) expect(r.json().message).toMatch(/has no room left for the night of/);
    const [inv] = await rows<{ booked: number; total: number }>(
      ctx,
      sql`SELECT booked, total FROM room_inventory WHERE room_type_id = ${t!.RoomTypeID} AND night = ${d.checkIn}`,
    );
    expect(Number(inv!.booked)).toBe(Number(inv!.total));
  });
});
