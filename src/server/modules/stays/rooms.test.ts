import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import {
  bookAndPay,
  bookedCount,
  bookingBody,
  roomTypesOf,
  rows,
  stay,
} from '../bookings/bookings.fixture';

/* Physical rooms, assignment, moves, the chart and the safe desk actions (issue 27). */

let ctx: TestContext;
let offsetMs = 0;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => ctx.close());
beforeEach(() => {
  offsetMs = 0;
});

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;
type Room = { id: number; number: string; floor: number; roomTypeId: number; retired: boolean };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  }) as Promise<Reply>;

let manager: string;
let customer: Awaited<ReturnType<typeof createCustomerSession>>;
beforeAll(async () => {
  manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
  customer = await createCustomerSession(ctx, { name: 'Sunita Oraon' });
});

/** Moves the clock to `time` IST on `date`; a new manager session (an idle one ends). */
function clockTo(date: string, time = '12:00'): Promise<string> {
  offsetMs = Date.parse(`${date}T${time}:00+05:30`) - Date.now();
  return staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
}

async function roomsOf(cookie = manager): Promise<Room[]> {
  return (await call('GET', '/api/staff/hotels/1/rooms', cookie)).json().data.rooms;
}

/** A paid booking of one room of hotel 1's first room type, `offset` days ahead. */
async function paid(offset: number, nights = 2) {
  const d = stay(offset, nights);
  const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  const { created } = await bookAndPay(
    ctx,
    customer.cookie,
    bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }]),
  );
  const detail = (await call('GET', `/api/staff/bookings/${created.bookingId}`, manager)).json()
    .data;
  return {
    id: created.bookingId as number,
    ref: created.BookingRefNo as string,
    ...d,
    roomTypeId: t!.RoomTypeID,
    bookingRoomId: detail.roomList[0].id as number,
  };
}
const assign = (b: { id: number; bookingRoomId: number }, roomId: number, cookie = manager) =>
  call('POST', `/api/staff/bookings/${b.id}/rooms/${b.bookingRoomId}/assign`, cookie, { roomId });
const roomsOfType = async (typeId: number) =>
  (await roomsOf()).filter((r) => r.roomTypeId === typeId && !r.retired);
const totalOn = async (typeId: number, night: string) =>
  (
    await rows<{ total: number }>(
      ctx,
      sql`SELECT total FROM room_inventory WHERE room_type_id = ${typeId} AND night = ${night}`,
    )
  )[0]!.total;

describe('physical rooms', () => {
  it('the demo hotel has numbered rooms per room type, floor by floor (101–112 for 12)', async () => {
    const all = await roomsOf();
    const types = (
      await rows<{ id: number; total_rooms: number }>(
        ctx,
        sql`SELECT id, total_rooms FROM room_types WHERE hotel_id = 1 ORDER BY id`,
      )
    ).map((t) => ({ id: t.id, n: t.total_rooms }));
    const first = all.filter((r) => r.roomTypeId === types[0]!.id).map((r) => r.number);
    expect(first[0]).toBe('101');
    expect(first).toHaveLength(types[0]!.n);
    expect(first.at(-1)).toBe(`1${String(types[0]!.n).padStart(2, '0')}`);
    for (const t of types) expect(all.filter((r) => r.roomTypeId === t.id)).toHaveLength(t.n);
  });

  it("a manager of another hotel gets 404 for this hotel's rooms and chart", async () => {
    const other = await staffCookie(ctx, 'hotel_manager', { hotelIds: [2] });
    expect((await call('GET', '/api/staff/hotels/1/rooms', other)).statusCode).toBe(404);
    const q = `from=${todayIst()}&to=${addDays(todayIst(), 7)}`;
    expect((await call('GET', `/api/staff/hotels/1/chart?${q}`, other)).statusCode).toBe(404);
    const [r] = await roomsOf();
    const put = await call('PUT', `/api/staff/hotels/1/rooms/${r!.id}`, other, { floor: 3 });
    expect(put.statusCode).toBe(404);
  });

  it("adding a room raises the room type's count and future totals; a duplicate number is 409", async () => {
    const [r] = await roomsOf();
    const night = addDays(todayIst(), 10);
    const before = await totalOn(r!.roomTypeId, night);
    const add = await call('POST', '/api/staff/hotels/1/rooms', manager, {
      roomTypeId: r!.roomTypeId,
      number: '150',
      floor: 1,
      features: ['lake view'],
    });
    expect(add.statusCode).toBe(201);
    expect(add.json().data).toMatchObject({
      number: '150',
      features: ['lake view'],
      retired: false,
    });
    expect(await totalOn(r!.roomTypeId, night)).toBe(before + 1);
    const dup = await call('POST', '/api/staff/hotels/1/rooms', manager, {
      roomTypeId: r!.roomTypeId,
      number: '150',
      floor: 1,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Another room of this hotel is already numbered 150.');

    const retire = await call('PUT', `/api/staff/hotels/1/rooms/${add.json().data.id}`, manager, {
      retired: true,
    });
    expect(retire.statusCode).toBe(200);
    expect(retire.json().data.retired).toBe(true);
    expect(await totalOn(r!.roomTypeId, night)).toBe(before);
  });

  it('renames a room; malformed input is a 400', async () => {
    const all = await roomsOf();
    const r = all.at(-1)!;
    const ok = await call('PUT', `/api/staff/hotels/1/rooms/${r.id}`, manager, { number: 'G-1' });
    expect(ok.json().data.number).toBe('G-1');
    const bad = await call('PUT', `/api/staff/hotels/1/rooms/${r.id}`, manager, { floor: 'two' });
    expect(bad.statusCode).toBe(400);
    await call('PUT', `/api/staff/hotels/1/rooms/${r.id}`, manager, { number: r.number });
  });

  it('retiring a room is 409 when a night would be undersold, and when a stay holds it', async () => {
    const [r] = await roomsOf();
    const night = addDays(todayIst(), 12);
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET closed = total - booked WHERE room_type_id = ${r!.roomTypeId} AND night = ${night}`,
    );
    const res = await call('PUT', `/api/staff/hotels/1/rooms/${r!.id}`, manager, { retired: true });
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET closed = 0 WHERE room_type_id = ${r!.roomTypeId} AND night = ${night}`,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/cannot have fewer rooms than that/);
    expect((await roomsOf()).find((x) => x.id === r!.id)!.retired).toBe(false);

    const b = await paid(14);
    const [own] = await roomsOfType(b.roomTypeId);
    expect((await assign(b, own!.id)).statusCode).toBe(200);
    const held = await call('PUT', `/api/staff/hotels/1/rooms/${own!.id}`, manager, {
      retired: true,
    });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toMatch(
      new RegExp(`^Room ${own!.number} is given to booking ${b.ref}`),
    );
  });
});

describe('assignment', () => {
  it('gives a room once: a second booking on an overlapping night gets 409 naming the room', async () => {
    const a = await paid(40, 3);
    const b = await paid(41, 2);
    const [room] = await roomsOfType(a.roomTypeId);
    expect((await assign(a, room!.id)).statusCode).toBe(200);
    const res = await assign(b, room!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      new RegExp(`^Room ${room!.number} is taken on the night of`),
    );
  });

  it('refuses a room of another room type (409)', async () => {
    const a = await paid(43);
    const other = (await roomsOf()).find((r) => r.roomTypeId !== a.roomTypeId)!;
    const res = await assign(a, other.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(new RegExp(`^Room ${other.number} is a `));
  });

  it('a room given to a cancelled stay is free again', async () => {
    const a = await paid(46);
    const b = await paid(46);
    const [room] = await roomsOfType(a.roomTypeId);
    await assign(a, room!.id);
    await ctx.deps.db.execute(
      sql`UPDATE booking_rooms SET status = 'cancelled' WHERE id = ${a.bookingRoomId}`,
    );
    expect((await assign(b, room!.id)).statusCode).toBe(200);
  });
});

describe('check-in, move, check-out, no-show', () => {
  it('checks in on a room assigned before (rooms left out), and shows the room number', async () => {
    const b = await paid(50);
    const [, room] = await roomsOfType(b.roomTypeId);
    await assign(b, room!.id);
    const m = await clockTo(b.checkIn);
    const res = await call('POST', `/api/staff/bookings/${b.id}/check-in`, m, { idSeen: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.roomList[0].roomNo).toBe(room!.number);
  });

  it('refuses check-in without a room for every booked room (400)', async () => {
    const b = await paid(52);
    const m = await clockTo(b.checkIn);
    const res = await call('POST', `/api/staff/bookings/${b.id}/check-in`, m, { idSeen: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose a room for every booked room (1 room).');
  });

  it('moves a stay from a night on; the earlier nights stay on the old room (chart)', async () => {
    const b = await paid(54, 3);
    const [, , a, c] = await roomsOfType(b.roomTypeId);
    const m = await clockTo(b.checkIn);
    const inn = await call('POST', `/api/staff/bookings/${b.id}/check-in`, m, {
      idSeen: false,
      rooms: [{ bookingRoomId: b.bookingRoomId, roomId: a!.id }],
    });
    expect(inn.statusCode).toBe(200);
    const second = addDays(b.checkIn, 1);
    const m2 = await clockTo(second);
    const url = `/api/staff/bookings/${b.id}/rooms/${b.bookingRoomId}/move`;
    const past = await call('POST', url, m2, { roomId: c!.id, from: b.checkIn });
    expect(past.statusCode).toBe(400);
    const moved = await call('POST', url, m2, { roomId: c!.id, from: second });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.roomList[0].roomNo).toBe(c!.number);
    const chart = (
      await call('GET', `/api/staff/hotels/1/chart?from=${b.checkIn}&to=${b.checkOut}`, m2)
    ).json().data;
    const nightsIn = (id: number) =>
      chart.rooms
        .find((r: { id: number }) => r.id === id)
        .stays.filter((s: { bookingId: number }) => s.bookingId === b.id)
        .map((s: { night: string }) => s.night);
    expect(nightsIn(a!.id)).toEqual([b.checkIn]);
    expect(nightsIn(c!.id)).toEqual([second, addDays(b.checkIn, 2)]);
  });

  it('check-out needs confirm; before the departure day it needs leaveEarly and gives the nights back', async () => {
    const b = await paid(58, 3);
    const other = await paid(59, 1);
    const [, , , , room] = await roomsOfType(b.roomTypeId);
    const m = await clockTo(b.checkIn);
    await call('POST', `/api/staff/bookings/${b.id}/check-in`, m, {
      idSeen: false,
      rooms: [{ bookingRoomId: b.bookingRoomId, roomId: room!.id }],
    });
    const url = `/api/staff/bookings/${b.id}/check-out`;
    expect((await call('POST', url, m, {})).statusCode).toBe(400);
    const ask = await call('POST', url, m, { confirm: true });
    expect(ask.statusCode).toBe(409);
    expect(ask.json().message).toMatch(/confirm the guest leaves early \(leaveEarly: true\)/);
    const second = addDays(b.checkIn, 1);
    const m2 = await clockTo(second);
    const before = await bookedCount(ctx, b.roomTypeId, second);
    const first = await bookedCount(ctx, b.roomTypeId, b.checkIn);
    const out = await call('POST', url, m2, { confirm: true, leaveEarly: true });
    expect(out.statusCode).toBe(200);
    expect(out.json().data.status).toBe('checked_out');
    expect(await bookedCount(ctx, b.roomTypeId, second)).toBe(before - 1);
    expect(await bookedCount(ctx, b.roomTypeId, b.checkIn)).toBe(first);
    // the room is free from tonight for another stay
    expect((await assign(other, room!.id, m2)).statusCode).toBe(200);
  });

  it('checks out on the departure day with confirm alone', async () => {
    const b = await paid(62, 1);
    const [, , , , , room] = await roomsOfType(b.roomTypeId);
    const m = await clockTo(b.checkIn);
    await call('POST', `/api/staff/bookings/${b.id}/check-in`, m, {
      idSeen: false,
      rooms: [{ bookingRoomId: b.bookingRoomId, roomId: room!.id }],
    });
    const m2 = await clockTo(b.checkOut, '10:00');
    const out = await call('POST', `/api/staff/bookings/${b.id}/check-out`, m2, { confirm: true });
    expect(out.statusCode).toBe(200);
  });

  it("marks a no-show only after the hotel's check-in time plus its cut-off", async () => {
    const b = await paid(64);
    // hotel 1 checks in at 12:00 PM; the cut-off is 6 hours: 6 pm
    const early = await clockTo(b.checkIn, '17:59');
    const res = await call('POST', `/api/staff/bookings/${b.id}/no-show`, early);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/check-in time, 12:00 PM, plus 6 hours/);
    // the desk's button says the same: disabled, with the moment it opens
    const before = (await call('GET', `/api/staff/bookings/${b.id}`, early)).json().data;
    expect(before.actions.noShow).toBe(false);
    expect(before.noShowFrom).toBe(new Date(`${b.checkIn}T18:00:00+05:30`).toISOString());
    const late = await clockTo(b.checkIn, '18:00');
    const after = (await call('GET', `/api/staff/bookings/${b.id}`, late)).json().data;
    expect(after.actions.noShow).toBe(true);
    expect((await call('POST', `/api/staff/bookings/${b.id}/no-show`, late)).statusCode).toBe(200);
  });
});

describe('the room chart', () => {
  it('lists booked rooms without a room per night, and refuses more than 31 days', async () => {
    const b = await paid(70, 2);
    const q = `from=${b.checkIn}&to=${b.checkOut}`;
    const chart = (await call('GET', `/api/staff/hotels/1/chart?${q}`, manager)).json().data;
    const mine = chart.unassigned.filter((u: { bookingId: number }) => u.bookingId === b.id);
    expect(mine).toHaveLength(2);
    expect(mine.map((u: { night: string }) => u.night)).toEqual([b.checkIn, addDays(b.checkIn, 1)]);
    expect(mine[0]).toMatchObject({ bookingRefNo: b.ref, status: 'confirmed' });
    expect(mine[0].guestName).toMatch(/\S/);
    const long = await call(
      'GET',
      `/api/staff/hotels/1/chart?from=${b.checkIn}&to=${addDays(b.checkIn, 32)}`,
      manager,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 31 days/);
  });
});
