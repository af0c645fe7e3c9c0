import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createTestApp, type TestContext } from '../../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const check = (hotel: string | number, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/checkAvailibilty/${hotel}`,
    payload: body as object,
  });

describe('POST /api/checkAvailibilty/:hotelID', () => {
  const checkIn = addDays(todayIst(), 7);
  const checkOut = addDays(checkIn, 2);

  it('lists each room type with free rooms and a price for every night', async () => {
    const res = await check(1, { check_in_date: checkIn, check_out_date: checkOut });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.length).toBeGreaterThanOrEqual(2);
    for (const rt of data) {
      expect(rt.AvailableRooms).toBeGreaterThan(0);
      expect(rt.nights).toHaveLength(2);
      expect(rt.PricePerDay).toBeGreaterThan(0);
      expect(rt.nights[0].date).toBe(checkIn);
    }
  });

  it('reports the minimum over the nights as AvailableRooms', async () => {
    const first = (await check(2, { check_in_date: checkIn, check_out_date: checkOut })).json()
      .data[0];
    await ctx.deps.db.execute(
      // sell all but one room of the second night
      (await import('drizzle-orm')).sql`UPDATE room_inventory SET booked = total - 1
        WHERE room_type_id = ${first.RoomTypeID} AND night = ${addDays(checkIn, 1)}`,
    );
    const again = (await check(2, { check_in_date: checkIn, check_out_date: checkOut })).json()
      .data[0];
    expect(again.AvailableRooms).toBe(1);
    expect(again.nights[0].available).toBe(first.AvailableRooms);
  });

  it.each([
    [
      'check-out before check-in',
      { check_in_date: checkOut, check_out_date: checkIn },
      'Check-out must be after check-in.',
    ],
    [
      'check-out equal to check-in',
      { check_in_date: checkIn, check_out_date: checkIn },
      'Check-out must be after check-in.',
    ],
    [
      'a check-in in the past',
      { check_in_date: addDays(todayIst(), -1), check_out_date: checkIn },
      'Check-in cannot be in the past.',
    ],
    [
      'more than 30 nights',
      { check_in_date: checkIn, check_out_date: addDays(checkIn, 31) },
      'A stay can be at most 30 nights.',
    ],
    [
      'a malformed date',
      { check_in_date: '2026-02-30', check_out_date: checkOut },
      'Check-in date must be a date written YYYY-MM-DD.',
    ],
    ['a missing field', { check_in_date: checkIn }, 'Check-out date is required.'],
  ])('refuses %s with 400 and a readable message', async (_name, body, message) => {
    const res = await check(1, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 for an unknown hotel and 400 for a non-numeric id', async () => {
    expect(
      (await check(999, { check_in_date: checkIn, check_out_date: checkOut })).statusCode,
    ).toBe(404);
    expect(
      (await check('abc', { check_in_date: checkIn, check_out_date: checkOut })).statusCode,
    ).toBe(400);
  });
});
