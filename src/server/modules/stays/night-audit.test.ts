import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import type { StaffRole } from '../../../shared/contracts/staff';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { bookAndPay, bookingBody, roomTypesOf, rows, stay } from '../bookings/bookings.fixture';
import { closeYesterday } from './stays.service';

/* The night audit: a hotel's day closed once, late no-shows marked, the figures frozen (ADR 311). */

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
const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  }) as Promise<Reply>;
const as = (role: StaffRole, hotelIds: number[] = [1]) => staffCookie(ctx, role, { hotelIds });
const at = (date: string, time: string) => {
  offsetMs = Date.parse(`${date}T${time}:00+05:30`) - Date.now();
};

let customer: Awaited<ReturnType<typeof createCustomerSession>>;
beforeAll(async () => {
  customer = await createCustomerSession(ctx, { name: 'Phulo Murmu' });
});

async function paid(offset: number, nights: number) {
  const d = stay(offset, nights);
  const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  const { created } = await bookAndPay(
    ctx,
    customer.cookie,
    bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }]),
  );
  const m = await as('hotel_manager');
  const detail = (await call('GET', `/api/staff/bookings/${created.bookingId}`, m)).json().data;
  const [amount] = await rows<{ amount_paise: number; gst_paise: number }>(
    ctx,
    sql`SELECT amount_paise, gst_paise FROM booking_rooms WHERE booking_id = ${created.bookingId}`,
  );
  return {
    id: created.bookingId as number,
    ...d,
    roomTypeId: t!.RoomTypeID,
    bookingRoomId: detail.roomList[0].id as number,
    nightPaise: Math.floor(Number(amount!.amount_paise) / nights),
    nightGstPaise: Math.floor(Number(amount!.gst_paise) / nights),
  };
}

const available = async (night: string) =>
  Number(
    (
      await rows<{ n: number }>(
        ctx,
        sql`SELECT sum(ri.total - ri.closed)::int AS n FROM room_inventory ri JOIN room_types rt ON rt.id = ri.room_type_id WHERE rt.hotel_id = 1 AND ri.night = ${night}`,
      )
    )[0]!.n,
  );

describe('night audit', () => {
  it('marks a late no-show, freezes the figures and refuses to close the day twice', async () => {
    const guest = await paid(200, 2);
    const late = await paid(200, 1);
    const day = guest.checkIn;
    at(day, '14:00');
    const desk = await as('front_desk');
    const rooms = (await call('GET', '/api/staff/hotels/1/rooms', desk)).json().data.rooms as {
      id: number;
      roomTypeId: number;
    }[];
    const inn = await call('POST', `/api/staff/bookings/${guest.id}/check-in`, desk, {
      idSeen: false,
      rooms: [
        {
          bookingRoomId: guest.bookingRoomId,
          roomId: rooms.find((r) => r.roomTypeId === guest.roomTypeId)!.id,
        },
      ],
    });
    expect(inn.statusCode, inn.body).toBe(200);
    at(day, '23:30');
    const desk2 = await as('front_desk');
    const res = await call('POST', '/api/staff/hotels/1/night-audit', desk2, { date: day });
    expect(res.statusCode, res.body).toBe(200);
    const rooms1 = await available(day);
    const f = res.json().data;
    expect(f).toMatchObject({
      hotelId: 1,
      date: day,
      roomsSold: 1,
      noShows: 1,
      roomsAvailable: rooms1,
      roomRevenuePaise: guest.nightPaise,
      taxPaise: guest.nightGstPaise,
      adrPaise: guest.nightPaise,
      revparPaise: Math.round(guest.nightPaise / rooms1),
      occupancyBp: Math.round(10_000 / rooms1),
      roomsInHouse: 1,
      arrivals: 1,
      departures: 0,
      // both were paid today, months before the day
      byMethodPaise: { online: 0, cash: 0, card: 0, upi: 0, company: 0 },
    });
    expect(f.closedBy).toMatch(/^front_desk\./);
    const m = await as('hotel_manager');
    const lateNow = (await call('GET', `/api/staff/bookings/${late.id}`, m)).json().data;
    expect(lateNow.status).toMatch(/no.?show/i);

    // a later edit of a booking does not change the closed day, and the table refuses an update
    await ctx.deps.db.execute(
      sql`UPDATE booking_rooms SET amount_paise = amount_paise * 2 WHERE booking_id = ${guest.id}`,
    );
    await expect(
      ctx.deps.db.execute(sql`UPDATE night_audits SET rooms_sold = 99 WHERE hotel_id = 1`),
    ).rejects.toThrow();
    const again = await call('POST', '/api/staff/hotels/1/night-audit', desk2, { date: day });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is already closed .* its figures are frozen/);
    const list = await call(
      'GET',
      `/api/staff/hotels/1/night-audits?from=${addDays(day, -3)}&to=${addDays(day, 3)}`,
      await as('accounts', []),
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().data.days).toEqual([f]);
  });

  it('freezes the rooms in house, the arrivals and departures and the money by method', async () => {
    const leaving = await paid(230, 1);
    const arriving = await paid(231, 2);
    const day = arriving.checkIn;
    const deskRooms = async (cookie: string) =>
      (
        (await call('GET', '/api/staff/hotels/1/rooms', cookie)).json().data.rooms as {
          id: number;
          roomTypeId: number;
        }[]
      ).filter((r) => r.roomTypeId === arriving.roomTypeId);
    const checkIn = async (b: Awaited<ReturnType<typeof paid>>, cookie: string, room: number) => {
      const res = await call('POST', `/api/staff/bookings/${b.id}/check-in`, cookie, {
        idSeen: false,
        rooms: [{ bookingRoomId: b.bookingRoomId, roomId: room }],
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    at(leaving.checkIn, '14:00');
    const before = await as('front_desk');
    const [first, second] = await deskRooms(before);
    await checkIn(leaving, before, first!.id);

    // the day: one guest leaves, one arrives and pays at the desk, and a guest books online
    at(day, '10:00');
    const desk = await as('front_desk');
    const out = await call('POST', `/api/staff/bookings/${leaving.id}/check-out`, desk, {
      confirm: true,
    });
    expect(out.statusCode, out.body).toBe(200);
    at(day, '14:00');
    const desk2 = await as('front_desk');
    await checkIn(arriving, desk2, second!.id);
    const pay = (body: object) =>
      call('POST', `/api/staff/bookings/${arriving.id}/payments`, desk2, body);
    const dinner = await call('POST', `/api/staff/bookings/${arriving.id}/folio`, desk2, {
      kind: 'food',
      sac: '996331',
      description: 'Dinner',
      quantity: 2,
      unitPaise: 45_000,
    });
    expect(dinner.statusCode, dinner.body).toBe(201);
    expect((await pay({ method: 'cash', amountPaise: 50_000 })).statusCode).toBe(201);
    const billed = await pay({
      method: 'company',
      amountPaise: 1_000,
      companyName: 'Jharkhand Minerals Ltd',
      companyGstin: '20AABCJ1234K1Z3',
    });
    expect(billed.statusCode, billed.body).toBe(201);
    const online = await createCustomerSession(ctx, { name: 'Sumitra Hansda' });
    // a session signed in on the moved clock's day
    await ctx.deps.db.execute(
      sql`UPDATE sessions SET expires_at = ${new Date(Date.now() + offsetMs + 86_400_000)} WHERE customer_id = ${online.customerId}`,
    );
    const d = { checkIn: addDays(day, 10), checkOut: addDays(day, 11) };
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const { created } = await bookAndPay(
      ctx,
      online.cookie,
      bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }]),
    );

    at(day, '23:30');
    const res = await call('POST', '/api/staff/hotels/1/night-audit', await as('front_desk'), {
      date: day,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      roomsSold: 1,
      roomsInHouse: 1,
      arrivals: 1,
      departures: 1,
      byMethodPaise: {
        online: Math.round(created.totalPayable * 100),
        cash: 50_000,
        card: 0,
        upi: 0,
        company: 1_000,
      },
    });
  });

  it('does not mark a no-show before the cut-off', async () => {
    const b = await paid(210, 1);
    at(b.checkIn, '13:00');
    const res = await call('POST', '/api/staff/hotels/1/night-audit', await as('hotel_manager'), {
      date: b.checkIn,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ noShows: 0, roomsSold: 1 });
  });

  it('refuses a day to come (409), a bad date (400) and another hotel (404)', async () => {
    const desk = await as('front_desk');
    const future = await call('POST', '/api/staff/hotels/1/night-audit', desk, {
      date: addDays(todayIst(), 1),
    });
    expect(future.statusCode).toBe(409);
    expect(future.json().message).toMatch(/has not come yet/);
    const bad = await call('POST', '/api/staff/hotels/1/night-audit', desk, { date: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    const other = await call(
      'POST',
      '/api/staff/hotels/1/night-audit',
      await as('front_desk', [2]),
      {
        date: todayIst(),
      },
    );
    expect(other.statusCode).toBe(404);
    const list = await call(
      'GET',
      `/api/staff/hotels/1/night-audits?from=${todayIst()}&to=${todayIst()}`,
      await as('hotel_manager', [2]),
    );
    expect(list.statusCode).toBe(404);
  });

  it('the daily job closes yesterday at every hotel once', async () => {
    at(addDays(todayIst(), 220), '03:00');
    const first = await closeYesterday(ctx.deps);
    const hotels = await rows<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM hotels`);
    expect(first).toBe(Number(hotels[0]!.n));
    expect(await closeYesterday(ctx.deps)).toBe(0);
    const [row] = await rows<{ closed_by: number | null }>(
      ctx,
      sql`SELECT closed_by FROM night_audits WHERE hotel_id = 1 AND date = ${addDays(todayIst(), 219)}`,
    );
    expect(row!.closed_by).toBeNull();
  });
});
