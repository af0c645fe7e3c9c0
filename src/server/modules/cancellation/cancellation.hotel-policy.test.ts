import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { hotels } from '../../db/schema/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { createConfirmedBooking } from './cancellation.fixture';

/**
 * A hotel with its own cancellation policy (seeded: Hundru Falls Retreat, 10% from 10 days
 * before check-in, 40% from 2 to 9 days) is charged by that policy, not the corporation's
 * (20% / 30% / 50%).
 */
let ctx: TestContext;
let asha: Awaited<ReturnType<typeof createCustomerSession>>;
let hundruId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  asha = await createCustomerSession(ctx);
  const [h] = await ctx.deps.db
    .select({ id: hotels.id })
    .from(hotels)
    .where(eq(hotels.unitName, 'Hundru Falls Retreat'));
  hundruId = h!.id;
});
afterAll(() => ctx.close());

const rupees = (paise: number) => paise / 100;
const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: asha.cookie } });
const post = (url: string) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: asha.cookie } });

describe("a hotel's own cancellation policy", () => {
  it('is the policy the hotel shows', async () => {
    const res = await get(`/api/hotel/cancel/${hundruId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { MinDays: 10, MaxDays: null, DeductionPercent: 10 },
      { MinDays: 2, MaxDays: 9, DeductionPercent: 40 },
      { MinDays: 0, MaxDays: 1, DeductionPercent: null },
    ]);
  });

  it('sets the preview and the refund of a cancellation', async () => {
    // 12 days ahead: the corporation would deduct 30%, this hotel deducts 10%
    const b = await createConfirmedBooking(ctx.deps.db, asha, {
      hotelId: hundruId,
      checkIn: addDays(todayIst(), 12),
      rooms: 1,
    });
    const paid = b.rooms[0]!.paidPaise;
    const charge = Math.round(paid * 0.1);

    const preview = await get(`/api/hotel/cancel-preview/${b.bookingId}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().cancellationData).toMatchObject({
      DeductionPercent: 10,
      DaysBeforeCheckIn: 12,
      cancellationCharge: rupees(charge),
      refundAmount: rupees(paid - charge),
    });

    const res = await post(`/api/hotel/cancel-all/${b.bookingId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.refundAmount).toBe(rupees(paid - charge));
  });

  it('leaves other hotels on the corporation-wide policy', async () => {
    const b = await createConfirmedBooking(ctx.deps.db, asha, {
      hotelId: 1,
      checkIn: addDays(todayIst(), 12),
      rooms: 1,
    });
    const preview = await get(`/api/hotel/cancel-preview/${b.bookingId}`);
    expect(preview.json().cancellationData.DeductionPercent).toBe(30);
  });
});
