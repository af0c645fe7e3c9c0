import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { onPostgresServer } from '../../test/db';
import { staffCookie } from '../../test/staff';
import { bookAndPay, bookingBody, roomTypesOf, stay } from '../bookings/bookings.fixture';

/*
 * Two clerks give the same room to two bookings at once. On the PostgreSQL server (DATABASE_URL)
 * they run in parallel on a pool; the primary key of room_nights lets one in (ADR 265).
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe(`two clerks assign one room (${onPostgresServer() ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('gives the room once: one 200 and one 409 naming the room', async () => {
    const d = stay(80, 2);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const customer = await createCustomerSession(ctx);
    const booking = async () =>
      (await bookAndPay(ctx, customer.cookie, bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }])))
        .created.bookingId as number;
    const ids = [await booking(), await booking()];
    const [clerkA, clerkB] = [
      await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] }),
      await staffCookie(ctx, 'admin'),
    ];
    const rooms = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/staff/hotels/1/rooms',
        headers: { cookie: clerkA },
      })
    ).json().data.rooms as { id: number; number: string; roomTypeId: number }[];
    const room = rooms.find((r) => r.roomTypeId === t!.RoomTypeID)!;
    const bookingRoom = async (id: number) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/staff/bookings/${id}`,
          headers: { cookie: clerkA },
        })
      ).json().data.roomList[0].id as number;
    const targets = [
      { id: ids[0]!, br: await bookingRoom(ids[0]!), cookie: clerkA },
      { id: ids[1]!, br: await bookingRoom(ids[1]!), cookie: clerkB },
    ];
    const replies = await Promise.all(
      targets.map((x) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/staff/bookings/${x.id}/rooms/${x.br}/assign`,
          headers: { cookie: x.cookie },
          payload: { roomId: room.id },
        }),
      ),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = replies.find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toMatch(new RegExp(`^Room ${room.number} `));
  });
});
