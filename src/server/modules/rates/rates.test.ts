import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { bookAndPay, bookingBody, roomTypesOf, rows } from '../bookings/bookings.fixture';

/* The staff routes of nightly prices and closures (ADR 140–142, 275). */

let ctx: TestContext;
let admin: string;
let manager1: string;
let editor: string;
let accounts: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await staffCookie(ctx, 'admin');
  manager1 = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
  editor = await staffCookie(ctx, 'content_editor');
  accounts = await staffCookie(ctx, 'accounts');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A room type of a hotel, from the staff API. */
async function roomType(hotelId: number, index = 0) {
  const h = (await call('GET', `/api/staff/hotels/${hotelId}`, admin)).json().data;
  return h.roomTypes[index] as { id: number; name: string; totalRooms: number; basePrice: number };
}

const day = (offset: number) => addDays(todayIst(), offset);

async function auditRows(entity: string, entityId: number) {
  return rows<{ action: string; before: unknown; after: unknown; staff_id: number }>(
    ctx,
    sql`SELECT action, before, after, staff_id FROM audit_log WHERE entity = ${entity} AND entity_id = ${String(entityId)} ORDER BY id`,
  );
}

describe('who reaches the rates', () => {
  it("a hotel manager cannot read, price or close another hotel's rooms: 404", async () => {
    const t = await roomType(2);
    const base = `/api/staff/hotels/2/room-types/${t.id}`;
    expect((await call('GET', '/api/staff/hotels/2', manager1)).statusCode).toBe(404);
    expect(
      (await call('GET', `${base}/rates?month=${day(10).slice(0, 7)}`, manager1)).statusCode,
    ).toBe(404);
    const rates = await call('PUT', `${base}/rates`, manager1, {
      from: day(10),
      to: day(12),
      pricePerDay: 1,
    });
    expect(rates.statusCode).toBe(404);
    const close = await call('PUT', `${base}/closures`, manager1, {
      from: day(10),
      to: day(12),
      rooms: 1,
    });
    expect(close.statusCode).toBe(404);
    expect(await auditRows('room_rate', t.id)).toHaveLength(0);
  });

  it('content editors and accounts cannot change rates (403); no session is 401', async () => {
    const t = await roomType(1);
    const body = { from: day(10), to: day(11), pricePerDay: 1 };
    const url = `/api/staff/hotels/1/room-types/${t.id}/rates`;
    expect((await call('PUT', url, editor, body)).statusCode).toBe(403);
    expect((await call('PUT', url, accounts, body)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url, payload: body })).statusCode).toBe(401);
  });
});

describe('rates', () => {
  it('writes a price per night for the range (to is exclusive), shows it in the calendar and in public availability at once', async () => {
    const t = await roomType(1);
    const from = day(40);
    const to = day(43);
    // the public hotel detail is cached per process: read it first so the cache is warm
    await ctx.app.inject({ method: 'GET', url: '/api/hotel/1' });
    const res = await call('PUT', `/api/staff/hotels/1/room-types/${t.id}/rates`, manager1, {
      from,
      to,
      pricePerDay: 4321.5,
      extraPersonRate: 777,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { nights: 3 } });

    const cal = await call(
      'GET',
      `/api/staff/hotels/1/room-types/${t.id}/rates?month=${from.slice(0, 7)}`,
      manager1,
    );
    const nights = cal.json().data.nights as { date: string; price: number; custom: boolean }[];
    const set = nights.filter((n) => n.price === 4321.5).map((n) => n.date);
    const wanted = [from, day(41), day(42)].filter((d) => d.startsWith(from.slice(0, 7)));
    expect(set).toEqual(wanted);

    const pub = await roomTypesOf(ctx, 1, from, to);
    const rt = pub.find((x) => x.RoomTypeID === t.id)!;
    expect(rt.nights.map((n) => n.price)).toEqual([4321.5, 4321.5, 4321.5]);
    expect((rt.nights as unknown as { extraPersonRate: number }[])[0]!.extraPersonRate).toBe(777);
    // the night after the range keeps its price
    const after = await roomTypesOf(ctx, 1, to, day(44));
    expect(after.find((x) => x.RoomTypeID === t.id)!.nights[0]!.price).not.toBe(4321.5);

    const audit = await auditRows('room_rate', t.id);
    expect(audit.at(-1)).toMatchObject({ action: 'set', after: { from, to, pricePerDay: 4321.5 } });
  });

  it('sets a price on chosen weekdays only (weekends)', async () => {
    const t = await roomType(1, 1);
    const from = day(60);
    const to = day(74);
    const res = await call('PUT', `/api/staff/hotels/1/room-types/${t.id}/rates`, admin, {
      from,
      to,
      pricePerDay: 9999,
      weekdays: [5, 6],
    });
    expect(res.json().data.nights).toBe(4);
    const pub = await roomTypesOf(ctx, 1, from, to);
    const rt = pub.find((x) => x.RoomTypeID === t.id)!;
    for (const n of rt.nights) {
      const dow = new Date(`${n.date}T00:00:00Z`).getUTCDay();
      expect(n.price === 9999).toBe(dow === 5 || dow === 6);
    }
  });

  it('new bookings pay the new price; a booking already made keeps its price', async () => {
    const t = await roomType(1);
    const d = { checkIn: day(80), checkOut: day(82) };
    const c = await createCustomerSession(ctx);
    const before = await bookAndPay(ctx, c.cookie, bookingBody(1, d, [{ RoomTypeID: t.id }]));
    const paidBefore = before.created.totalPayable;

    await call('PUT', `/api/staff/hotels/1/room-types/${t.id}/rates`, admin, {
      from: d.checkIn,
      to: d.checkOut,
      pricePerDay: t.basePrice + 1000,
    });

    const c2 = await createCustomerSession(ctx);
    const after = await bookAndPay(ctx, c2.cookie, bookingBody(1, d, [{ RoomTypeID: t.id }]));
    expect(after.created.totalPayable).toBeGreaterThan(paidBefore);

    const [old] = await rows<{ total_paise: number }>(
      ctx,
      sql`SELECT total_paise FROM bookings WHERE id = ${before.created.bookingId}`,
    );
    expect(Number(old!.total_paise)).toBe(Math.round(paidBefore * 100));
  });

  it('removes nightly prices with pricePerDay null (back to the base price)', async () => {
    const t = await roomType(1);
    const r = { from: day(90), to: day(91) };
    const url = `/api/staff/hotels/1/room-types/${t.id}/rates`;
    await call('PUT', url, admin, { ...r, pricePerDay: 123 });
    await call('PUT', url, admin, { ...r, pricePerDay: null });
    const pub = await roomTypesOf(ctx, 1, r.from, r.to);
    expect(pub.find((x) => x.RoomTypeID === t.id)!.nights[0]!.price).toBe(t.basePrice);
  });

  it('refuses past nights, an empty range and more than two decimals (400)', async () => {
    const t = await roomType(1);
    const url = `/api/staff/hotels/1/room-types/${t.id}/rates`;
    const past = await call('PUT', url, admin, { from: day(-1), to: day(1), pricePerDay: 1 });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Past nights cannot be changed.');
    const empty = await call('PUT', url, admin, { from: day(5), to: day(5), pricePerDay: 1 });
    expect(empty.json().message).toBe('The end date must be after the start date.');
    const paise = await call('PUT', url, admin, { from: day(5), to: day(6), pricePerDay: 1.234 });
    expect(paise.statusCode).toBe(400);
  });
});

describe('closures', () => {
  it('closing rooms lowers the free count; reopening gives them back; both are audited', async () => {
    const t = await roomType(1);
    const from = day(100);
    const to = day(102);
    const url = `/api/staff/hotels/1/room-types/${t.id}/closures`;
    const freeOf = async () =>
      (await roomTypesOf(ctx, 1, from, to)).find((x) => x.RoomTypeID === t.id)!.AvailableRooms;
    const before = await freeOf();
    const res = await call('PUT', url, manager1, { from, to, rooms: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('2 rooms closed.');
    expect(await freeOf()).toBe(before - 2);

    const cal = await call(
      'GET',
      `/api/staff/hotels/1/room-types/${t.id}/rates?month=${from.slice(0, 7)}`,
      manager1,
    );
    const night = cal.json().data.nights.find((n: { date: string }) => n.date === from);
    expect(night).toMatchObject({ closed: 2, free: before - 2 });

    await call('PUT', url, manager1, { from, to, rooms: 0 });
    expect(await freeOf()).toBe(before);
    const audit = await auditRows('room_closure', t.id);
    expect(audit.map((a) => a.action)).toEqual(['close', 'reopen']);
  });

  it('refuses to close more rooms than are free, naming the first night (409), and changes nothing', async () => {
    const t = await roomType(1);
    const from = day(110);
    const to = day(113);
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET booked = total - 1 WHERE room_type_id = ${t.id} AND night = ${day(111)}`,
    );
    const res = await call('PUT', `/api/staff/hotels/1/room-types/${t.id}/closures`, admin, {
      from,
      to,
      rooms: 2,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      new RegExp(`^Cannot close 2 rooms of ${t.name}: only 1 is free on the night of `),
    );
    const [row] = await rows<{ closed: number }>(
      ctx,
      sql`SELECT closed FROM room_inventory WHERE room_type_id = ${t.id} AND night = ${from}`,
    );
    expect(Number(row!.closed)).toBe(0);
  });

  it('a closed room cannot be booked', async () => {
    const t = await roomType(1);
    const d = { checkIn: day(120), checkOut: day(121) };
    await call('PUT', `/api/staff/hotels/1/room-types/${t.id}/closures`, admin, {
      from: d.checkIn,
      to: d.checkOut,
      rooms: t.totalRooms,
    });
    const c = await createCustomerSession(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: c.cookie },
      payload: bookingBody(1, d, [{ RoomTypeID: t.id }]),
    });
    expect(res.statusCode).toBe(409);
  });
});
