import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { roomTypes } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Summary = { PropertyID: number; FromPrice: number | null };

/** The cheapest room type of a hotel and a night price (rupees) set for it. */
async function setRate(hotelId: number, night: string, rupees: number): Promise<number> {
  const [row] = await ctx.deps.db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypes.basePricePaise))
    .limit(1);
  const roomTypeId = row!.id;
  await ctx.deps.db.execute(sql`INSERT INTO room_rates (room_type_id, night, price_paise)
    VALUES (${roomTypeId}, ${night}, ${rupees * 100})
    ON CONFLICT (room_type_id, night) DO UPDATE SET price_paise = excluded.price_paise`);
  return roomTypeId;
}

describe('GET /api/hotels FromPrice ("from ₹X per night")', () => {
  it('is the lowest nightly price with a free room in the coming months, in rupees', async () => {
    const today = todayIst();
    // hotel 3: a cheap night 10 days ahead counts
    await setRate(3, addDays(today, 10), 555);
    // hotel 4: a cheap night that is sold out does not count
    const sold = await setRate(4, addDays(today, 12), 444);
    await ctx.deps.db.execute(sql`UPDATE room_inventory SET booked = total
      WHERE room_type_id = ${sold} AND night = ${addDays(today, 12)}`);
    // hotel 5: a cheap night beyond the coming months does not count
    await setRate(5, addDays(today, 200), 333);

    const res = await ctx.app.inject({ url: '/api/hotels' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Summary[];
    const from = (id: number) => list.find((h) => h.PropertyID === id)?.FromPrice;
    expect(from(3)).toBe(555);
    expect(from(4)).not.toBe(444);
    expect(from(4)).toBeGreaterThan(444);
    expect(from(5)).not.toBe(333);
    for (const h of list) expect(h.FromPrice === null || h.FromPrice > 0).toBe(true);
  });

  it('is never above what tonight costs in the cheapest free room (the card does not undersell)', async () => {
    const list = (await ctx.app.inject({ url: '/api/hotels' })).json().data as Summary[];
    const h = list.find((x) => x.PropertyID === 1)!;
    const tonight = todayIst();
    const rooms = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/checkAvailibilty/1',
        payload: { check_in_date: tonight, check_out_date: addDays(tonight, 1) },
      })
    ).json().data as { PricePerDay: number; AvailableRooms: number }[];
    const cheapest = Math.min(
      ...rooms.filter((r) => r.AvailableRooms > 0).map((r) => r.PricePerDay),
    );
    expect(h.FromPrice).not.toBeNull();
    expect(h.FromPrice!).toBeLessThanOrEqual(cheapest);
  });

  it('is on the hotel detail too', async () => {
    const res = await ctx.app.inject({ url: '/api/hotel/3' });
    expect(res.json().data.FromPrice).toBe(555);
  });
});
