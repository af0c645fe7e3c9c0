import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createTestApp, type TestContext } from '../../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const search = (body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/availability/search', payload: body });
const checkIn = addDays(todayIst(), 20);
const checkOut = addDays(checkIn, 1);
type Result = { UnitName: string; LocationName: string; rooms: { PricePerDay: number }[] };

describe('POST /api/availability/search with a destination or hotel ("where")', () => {
  it('lists only the hotels whose name or location matches, with their prices', async () => {
    const res = await search({ where: 'netarhat', checkIn, checkOut });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Result[];
    expect(data.length).toBeGreaterThan(0);
    for (const h of data) {
      expect(`${h.UnitName} ${h.LocationName}`.toLowerCase()).toContain('netarhat');
      expect(h.rooms[0]!.PricePerDay).toBeGreaterThan(0);
    }
    const all = (await search({ checkIn, checkOut })).json().data as Result[];
    expect(data.length).toBeLessThan(all.length);
  });

  it('finds a hotel by its name', async () => {
    const data = (await search({ where: 'Patratu Lake', checkIn, checkOut })).json()
      .data as Result[];
    expect(data.map((h) => h.UnitName)).toEqual(['Patratu Lake Resort']);
  });

  it('answers an empty list for a place with no hotel, and 400 for an overlong text', async () => {
    const none = await search({ where: 'Mumbai', checkIn, checkOut });
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual([]);
    const long = await search({ where: 'x'.repeat(101), checkIn, checkOut });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 100 characters/);
  });
});
