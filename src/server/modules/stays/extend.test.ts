import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { bookAndPay, bookingBody, roomTypesOf, rows, stay } from '../bookings/bookings.fixture';

/* Extending a stay from the room chart (issue 27, ADR 375): POST /api/staff/bookings/{id}/extend. */

let ctx: TestContext;
let manager: string;
let customer: Awaited<ReturnType<typeof createCustomerSession>>;
beforeAll(async () => {
  ctx = await createTestApp();
  manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
  customer = await createCustomerSession(ctx, { name: 'Ritu Munda' });
});
afterAll(() => ctx.close());

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;
const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  }) as Promise<Reply>;
const extend = (id: number, nights: unknown, cookie = manager) =>
  call('POST', `/api/staff/bookings/${id}/extend`, cookie, { nights });

/** A paid two-night booking of hotel 1's first room type, given its first free room. */
async function paidInRoom(offset: number) {
  const d = stay(offset, 2);
  const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  const { created } = await bookAndPay(
    ctx,
    customer.cookie,
    bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }]),
  );
  const id = created.bookingId as number;
  const detail = (await call('GET', `/api/staff/bookings/${id}`, manager)).json().data;
  const bookingRoomId = detail.roomList[0].id as number;
  const rooms = (await call('GET', '/api/staff/hotels/1/rooms', manager)).json().data.rooms as {
    id: number;
    number: string;
    roomTypeId: number;
  }[];
  return { id, ...d, roomTypeId: t!.RoomTypeID, bookingRoomId, rooms, total: detail.totalPaise };
}

const nightsHeld = (bookingRoomId: number) =>
  rows<{ night: string; room_id: number }>(
    ctx,
    sql`SELECT night::text AS night, room_id FROM room_nights WHERE booking_room_id = ${bookingRoomId} ORDER BY night`,
  );
const bookedOn = async (typeId: number, night: string) =>
  (
    await rows<{ booked: number }>(
      ctx,
      sql`SELECT booked FROM room_inventory WHERE room_type_id = ${typeId} AND night = ${night}`,
    )
  )[0]!.booked;

describe('extending a stay', () => {
  it('moves the check-out later, keeps the room for the added nights and prices them on the server', async () => {
    const b = await paidInRoom(60);
    const room = b.rooms.find((r) => r.roomTypeId === b.roomTypeId)!;
    const assign = await call(
      'POST',
      `/api/staff/bookings/${b.id}/rooms/${b.bookingRoomId}/assign`,
      manager,
      { roomId: room.id },
    );
    expect(assign.statusCode).toBe(200);
    const before = await bookedOn(b.roomTypeId, b.checkOut);
    const quote = await roomTypesOf(ctx, 1, b.checkOut, addDays(b.checkOut, 2));
    const nightly = quote.find((t) => t.RoomTypeID === b.roomTypeId)!.nights;

    const res = await extend(b.id, 2);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.checkOut).toBe(addDays(b.checkOut, 2));
    expect(data.nights).toBe(4);
    expect(data.addedPaise - data.addedGstPaise).toBe(
      nightly.reduce((s, n) => s + Math.round(n.price * 100), 0),
    );
    expect(data.addedGstPaise).toBeGreaterThan(0);
    expect(data.totalPaise).toBe(b.total + data.addedPaise);
    expect((await nightsHeld(b.bookingRoomId)).map((n) => n.room_id)).toEqual([
      room.id,
      room.id,
      room.id,
      room.id,
    ]);
    expect(await bookedOn(b.roomTypeId, b.checkOut)).toBe(before + 1);
  });

  it('is 409 naming the room when another stay holds it on an added night, and changes nothing', async () => {
    const a = await paidInRoom(70);
    const room = a.rooms.find((r) => r.roomTypeId === a.roomTypeId)!;
    await call('POST', `/api/staff/bookings/${a.id}/rooms/${a.bookingRoomId}/assign`, manager, {
      roomId: room.id,
    });
    const next = await paidInRoom(72);
    await call(
      'POST',
      `/api/staff/bookings/${next.id}/rooms/${next.bookingRoomId}/assign`,
      manager,
      { roomId: room.id },
    );
    const before = await bookedOn(a.roomTypeId, a.checkOut);

    const res = await extend(a.id, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(new RegExp(`^Room ${room.number} is taken on the night of`));
    const after = (await call('GET', `/api/staff/bookings/${a.id}`, manager)).json().data;
    expect(after.checkOut).toBe(a.checkOut);
    expect(after.totalPaise).toBe(a.total);
    expect(await bookedOn(a.roomTypeId, a.checkOut)).toBe(before);
  });

  it('is 409 when the room type is sold out on an added night', async () => {
    const b = await paidInRoom(80);
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET closed = total - booked WHERE room_type_id = ${b.roomTypeId} AND night = ${b.checkOut}`,
    );
    const res = await extend(b.id, 1);
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET closed = 0 WHERE room_type_id = ${b.roomTypeId} AND night = ${b.checkOut}`,
    );
    expect(res.statusCode).toBe(409);
    const after = (await call('GET', `/api/staff/bookings/${b.id}`, manager)).json().data;
    expect(after.checkOut).toBe(b.checkOut);
  });

  it('refuses malformed nights (400) and a booking of another hotel (404)', async () => {
    const b = await paidInRoom(90);
    expect((await extend(b.id, 0)).statusCode).toBe(400);
    expect((await extend(b.id, 'two')).statusCode).toBe(400);
    expect((await extend(b.id, 31)).statusCode).toBe(400);
    const other = await staffCookie(ctx, 'hotel_manager', { hotelIds: [2] });
    expect((await extend(b.id, 1, other)).statusCode).toBe(404);
  });
});
