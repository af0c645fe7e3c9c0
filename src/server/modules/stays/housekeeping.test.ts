import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import type { StaffRole } from '../../../shared/contracts/staff';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { bookAndPay, bookingBody, roomTypesOf, rows, stay } from '../bookings/bookings.fixture';

/* Housekeeping statuses, rooms out of order and the front-desk and housekeeping roles (ADR 310). */

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
type Room = { id: number; number: string; roomTypeId: number; retired: boolean };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  }) as Promise<Reply>;

const as = (role: StaffRole, hotelIds: number[] = [1]) => staffCookie(ctx, role, { hotelIds });
let manager: string;
let customer: Awaited<ReturnType<typeof createCustomerSession>>;
beforeAll(async () => {
  manager = await as('hotel_manager');
  customer = await createCustomerSession(ctx, { name: 'Birsa Tirkey' });
});

const roomsOf = async (): Promise<Room[]> =>
  (await call('GET', '/api/staff/hotels/1/rooms', manager)).json().data.rooms;
const boardOf = async (cookie = manager) => call('GET', '/api/staff/hotels/1/housekeeping', cookie);
const inventory = async (typeId: number, night: string) =>
  (
    await rows<{ total: number; booked: number; closed: number }>(
      ctx,
      sql`SELECT total, booked, closed FROM room_inventory WHERE room_type_id = ${typeId} AND night = ${night}`,
    )
  ).map((r) => ({
    total: Number(r.total),
    booked: Number(r.booked),
    closed: Number(r.closed),
  }))[0]!;

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
    ...d,
    roomTypeId: t!.RoomTypeID,
    bookingRoomId: detail.roomList[0].id as number,
  };
}

describe('housekeeping statuses', () => {
  it('a housekeeper marks a room dirty, clean and inspected; the board shows each', async () => {
    const hk = await as('housekeeping');
    const [room] = await roomsOf();
    for (const status of ['dirty', 'clean', 'inspected'] as const) {
      const res = await call('PUT', `/api/staff/rooms/${room!.id}/housekeeping`, hk, { status });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ number: room!.number, status });
    }
    const board = (await boardOf(hk)).json().data;
    expect(board.today).toBe(todayIst());
    expect(board.rooms.find((r: Room) => r.id === room!.id).status).toBe('inspected');
  });

  it('refuses a status outside the list with a clear 400', async () => {
    const [room] = await roomsOf();
    const res = await call('PUT', `/api/staff/rooms/${room!.id}/housekeeping`, manager, {
      status: 'sparkling',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Choose clean, dirty or inspected/);
  });

  /**
   * A paid stay checked in on an inspected room at noon of its arrival and out on `leaveOn` at `at` (IST
   * date and time); the board's line of that room for a housekeeper.
   */
  async function stayAndLeave(
    offset: number,
    nights: number,
    leaveOn: 'checkIn' | 'checkOut',
    at: string,
  ) {
    const b = await paid(offset, nights);
    const room = (await roomsOf()).find((r) => r.roomTypeId === b.roomTypeId && !r.retired)!;
    offsetMs = Date.parse(`${b.checkIn}T12:00:00+05:30`) - Date.now();
    const desk = await as('front_desk');
    await call('PUT', `/api/staff/rooms/${room.id}/housekeeping`, desk, { status: 'inspected' });
    const inn = await call('POST', `/api/staff/bookings/${b.id}/check-in`, desk, {
      idSeen: false,
      rooms: [{ bookingRoomId: b.bookingRoomId, roomId: room.id }],
    });
    expect(inn.statusCode, inn.body).toBe(200);
    offsetMs = Date.parse(`${b[leaveOn]}T${at}:00+05:30`) - Date.now();
    const desk2 = await as('front_desk');
    const out = await call('POST', `/api/staff/bookings/${b.id}/check-out`, desk2, {
      confirm: true,
      ...(leaveOn === 'checkIn' ? { leaveEarly: true } : {}),
    });
    expect(out.statusCode, out.body).toBe(200);
    const hk = await as('housekeeping');
    return (await boardOf(hk)).json().data.rooms.find((r: Room) => r.id === room.id);
  }

  it('check-out leaves the room dirty and the board says the guest departed', async () => {
    const line = await stayAndLeave(40, 1, 'checkOut', '10:00');
    expect(line).toMatchObject({ status: 'dirty', occupancy: 'departed' });
  });

  it('a guest who leaves early, on the day they came, still shows as departed (not vacant)', async () => {
    const line = await stayAndLeave(44, 2, 'checkIn', '18:00');
    expect(line).toMatchObject({ status: 'dirty', occupancy: 'departed' });
  });
});

describe('out of order', () => {
  it('takes the room off sale for its nights and gives them back when it ends', async () => {
    const from = addDays(todayIst(), 90);
    const to = addDays(from, 2);
    const rs = await roomsOf();
    const room = rs.find((r) => !r.retired)!;
    const before = await inventory(room.roomTypeId, from);
    const res = await call('PUT', `/api/staff/rooms/${room.id}/out-of-order`, manager, {
      from,
      to,
      reason: 'Bathroom leak',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.upcomingOutOfOrder).toEqual([
      { id: expect.any(Number), from, to, reason: 'Bathroom leak' },
    ]);
    expect((await inventory(room.roomTypeId, from)).closed).toBe(before.closed + 1);
    expect((await inventory(room.roomTypeId, to)).closed).toBe(before.closed);
    const again = await call('PUT', `/api/staff/rooms/${room.id}/out-of-order`, manager, {
      from: addDays(from, 1),
      to: addDays(to, 1),
      reason: 'Paint',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is already out of order/);
    const periodId = res.json().data.upcomingOutOfOrder[0].id;
    const end = await call(
      'DELETE',
      `/api/staff/rooms/${room.id}/out-of-order/${periodId}`,
      manager,
    );
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json().data.upcomingOutOfOrder).toEqual([]);
    expect((await inventory(room.roomTypeId, from)).closed).toBe(before.closed);
  });

  it('refuses (409) when the night has no free room of the type: it would oversell', async () => {
    const from = addDays(todayIst(), 95);
    const room = (await roomsOf()).find((r) => !r.retired)!;
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET booked = total - closed WHERE room_type_id = ${room.roomTypeId} AND night = ${from}`,
    );
    const before = await inventory(room.roomTypeId, from);
    const res = await call('PUT', `/api/staff/rooms/${room.id}/out-of-order`, manager, {
      from,
      to: addDays(from, 1),
      reason: 'AC broken',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      new RegExp(`^Room ${room.number} cannot go out of order on the night of `),
    );
    expect(await inventory(room.roomTypeId, from)).toEqual(before);
  });

  it('refuses a room given to a stay those nights, and a stay cannot be given an out-of-order room', async () => {
    const b = await paid(100, 2);
    const [r1, r2] = (await roomsOf()).filter((r) => r.roomTypeId === b.roomTypeId && !r.retired);
    const assign = await call(
      'POST',
      `/api/staff/bookings/${b.id}/rooms/${b.bookingRoomId}/assign`,
      manager,
      { roomId: r1!.id },
    );
    expect(assign.statusCode, assign.body).toBe(200);
    const taken = await call('PUT', `/api/staff/rooms/${r1!.id}/out-of-order`, manager, {
      from: b.checkIn,
      to: b.checkOut,
      reason: 'Repairs',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/is given to booking .* move that stay/);
    const ooo = await call('PUT', `/api/staff/rooms/${r2!.id}/out-of-order`, manager, {
      from: b.checkIn,
      to: b.checkOut,
      reason: 'Repairs',
    });
    expect(ooo.statusCode, ooo.body).toBe(200);
    const move = await call(
      'POST',
      `/api/staff/bookings/${b.id}/rooms/${b.bookingRoomId}/assign`,
      manager,
      { roomId: r2!.id },
    );
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toMatch(new RegExp(`^Room ${r2!.number} is out of order from `));
  });

  it('an anonymous closure cannot go below the rooms named out of order', async () => {
    const from = addDays(todayIst(), 110);
    const room = (await roomsOf()).find((r) => !r.retired)!;
    const ooo = await call('PUT', `/api/staff/rooms/${room.id}/out-of-order`, manager, {
      from,
      to: addDays(from, 1),
      reason: 'Mould',
    });
    expect(ooo.statusCode, ooo.body).toBe(200);
    const reopen = await call(
      'PUT',
      `/api/staff/hotels/1/room-types/${room.roomTypeId}/closures`,
      manager,
      { from, to: addDays(from, 1), rooms: 0 },
    );
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toMatch(/^1 room is of .* out of order on the night of /);
  });

  it('the chart gives each room its housekeeping status and the periods out of order it shows', async () => {
    const from = addDays(todayIst(), 140);
    const [r1, r2] = (await roomsOf()).filter((r) => !r.retired);
    await call('PUT', `/api/staff/rooms/${r1!.id}/housekeeping`, manager, { status: 'dirty' });
    await call('PUT', `/api/staff/rooms/${r2!.id}/housekeeping`, manager, { status: 'inspected' });
    const ooo = await call('PUT', `/api/staff/rooms/${r2!.id}/out-of-order`, manager, {
      from: addDays(from, 2),
      to: addDays(from, 4),
      reason: 'New carpet',
    });
    expect(ooo.statusCode, ooo.body).toBe(200);
    const chartOf = async (a: string, b: string) =>
      (await call('GET', `/api/staff/hotels/1/chart?from=${a}&to=${b}`, manager)).json().data
        .rooms as { id: number; housekeeping: string; outOfOrder: object[] }[];
    const week = await chartOf(from, addDays(from, 7));
    expect(week.find((r) => r.id === r1!.id)).toMatchObject({
      housekeeping: 'dirty',
      outOfOrder: [],
    });
    expect(week.find((r) => r.id === r2!.id)).toMatchObject({
      housekeeping: 'inspected',
      outOfOrder: [
        {
          id: expect.any(Number),
          from: addDays(from, 2),
          to: addDays(from, 4),
          reason: 'New carpet',
        },
      ],
    });
    // a range that ends before the period, or starts on the day the room is back, does not show it
    expect(
      (await chartOf(from, addDays(from, 2))).find((r) => r.id === r2!.id)!.outOfOrder,
    ).toEqual([]);
    expect(
      (await chartOf(addDays(from, 4), addDays(from, 6))).find((r) => r.id === r2!.id)!.outOfOrder,
    ).toEqual([]);
  });

  it('refuses a past night (409) and an empty range (400)', async () => {
    const room = (await roomsOf()).find((r) => !r.retired)!;
    const past = await call('PUT', `/api/staff/rooms/${room.id}/out-of-order`, manager, {
      from: addDays(todayIst(), -2),
      to: todayIst(),
      reason: 'Old',
    });
    expect(past.statusCode).toBe(409);
    const empty = await call('PUT', `/api/staff/rooms/${room.id}/out-of-order`, manager, {
      from: addDays(todayIst(), 3),
      to: addDays(todayIst(), 3),
      reason: 'None',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/back after the first night/);
  });
});

describe('roles: front desk and housekeeping reach only their hotels', () => {
  it("another hotel's staff get 404 for this hotel's board, rooms and bookings", async () => {
    const b = await paid(120, 1);
    const [room] = await roomsOf();
    for (const role of ['housekeeping', 'front_desk', 'hotel_manager'] as const) {
      const other = await as(role, [2]);
      expect((await boardOf(other)).statusCode, role).toBe(404);
      const mark = await call('PUT', `/api/staff/rooms/${room!.id}/housekeeping`, other, {
        status: 'dirty',
      });
      expect(mark.statusCode, role).toBe(404);
      expect(mark.json().message).toBe('Room not found.');
    }
    const desk = await as('front_desk', [2]);
    expect((await call('GET', `/api/staff/bookings/${b.id}`, desk)).statusCode).toBe(404);
    const ooo = await call('PUT', `/api/staff/rooms/${room!.id}/out-of-order`, desk, {
      from: addDays(todayIst(), 130),
      to: addDays(todayIst(), 131),
      reason: 'Not mine',
    });
    expect(ooo.statusCode).toBe(404);
    const list = (await call('GET', '/api/staff/bookings', desk)).json().data;
    expect(list.items.every((x: { hotelId: number }) => x.hotelId === 2)).toBe(true);
  });

  it("a front-desk clerk reads and posts to their hotel's folio and registration, not another's; refunds and the cashier report stay the manager's", async () => {
    const b = await paid(150, 1);
    const desk = await as('front_desk');
    const folio = await call('GET', `/api/staff/bookings/${b.id}/folio`, desk);
    expect(folio.statusCode, folio.body).toBe(200);
    const guests = await call('GET', `/api/staff/bookings/${b.id}/guests`, desk);
    expect(guests.statusCode, guests.body).toBe(200);
    const other = await as('front_desk', [2]);
    expect((await call('GET', `/api/staff/bookings/${b.id}/folio`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/staff/bookings/${b.id}/guests`, other)).statusCode).toBe(404);
    expect((await call('POST', `/api/staff/bookings/${b.id}/folio/refund`, desk)).statusCode).toBe(
      403,
    );
    expect(
      (await call('GET', `/api/staff/reports/cashier?hotelId=1&date=${todayIst()}`, desk))
        .statusCode,
    ).toBe(403);
    const hk = await as('housekeeping');
    expect((await call('GET', `/api/staff/bookings/${b.id}/folio`, hk)).statusCode).toBe(403);
    // the dashboard's overbooked list (their hotels only) loads for the desk
    expect((await call('GET', '/api/staff/channels/overbooked', desk)).statusCode).toBe(200);
  });

  it('a housekeeper has the board only: the desk, the chart and out of order are 403', async () => {
    const hk = await as('housekeeping');
    const [room] = await roomsOf();
    const from = addDays(todayIst(), 1);
    for (const [m, url, body] of [
      ['GET', '/api/staff/bookings', undefined],
      ['GET', `/api/staff/desk/today?hotelId=1`, undefined],
      ['GET', `/api/staff/hotels/1/chart?from=${from}&to=${addDays(from, 7)}`, undefined],
      ['GET', '/api/staff/hotels/1/rooms', undefined],
      [
        'PUT',
        `/api/staff/rooms/${room!.id}/out-of-order`,
        { from, to: addDays(from, 1), reason: 'x' },
      ],
      ['POST', `/api/staff/hotels/1/night-audit`, { date: todayIst() }],
    ] as const) {
      const res = await call(m, url, hk, body);
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('a front-desk clerk runs the desk but not rates, rooms set-up, refunds or accounts', async () => {
    const desk = await as('front_desk');
    const from = addDays(todayIst(), 1);
    expect((await call('GET', '/api/staff/desk/today?hotelId=1', desk)).statusCode).toBe(200);
    expect(
      (await call('GET', `/api/staff/hotels/1/chart?from=${from}&to=${addDays(from, 7)}`, desk))
        .statusCode,
    ).toBe(200);
    const [room] = await roomsOf();
    for (const [m, url, body] of [
      [
        'POST',
        '/api/staff/hotels/1/rooms',
        { roomTypeId: room!.roomTypeId, number: 'Z9', floor: 1 },
      ],
      ['PUT', `/api/staff/hotels/1/rooms/${room!.id}`, { floor: 2 }],
      [
        'PUT',
        `/api/staff/hotels/1/room-types/${room!.roomTypeId}/closures`,
        { from, to: addDays(from, 1), rooms: 0 },
      ],
      ['GET', '/api/staff/refunds', undefined],
      ['GET', '/api/staff/accounts', undefined],
    ] as const) {
      const res = await call(m, url, desk, body);
      expect(res.statusCode, url).toBe(403);
    }
  });
});
