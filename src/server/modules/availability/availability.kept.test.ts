import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { bookingBody, postBooking, roomTypesOf, rows, stay } from '../bookings/bookings.fixture';
import { sweepExpiredHolds } from '../bookings/bookings.service';
import { hotelAvailability } from './availability.service';

/**
 * On PGlite an availability answer is kept until a write to the tables it reads (ADR 206); on a
 * PostgreSQL server it is read every time. Either way, every change shows in the next answer.
 */
let ctx: TestContext;
let manager: string;
beforeAll(async () => {
  ctx = await createTestApp();
  manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
});
afterAll(() => ctx.close());

const freeOf = async (typeId: number, dates: { checkIn: string; checkOut: string }) =>
  (await roomTypesOf(ctx, 1, dates.checkIn, dates.checkOut)).find((t) => t.RoomTypeID === typeId)!
    .AvailableRooms;

describe('availability answers kept between writes', () => {
  it('answers the same question again from the kept answer on PGlite only', async () => {
    const dates = stay(61, 2);
    const first = await hotelAvailability(ctx.deps.db, 1, dates.checkIn, dates.checkOut);
    const again = await hotelAvailability(ctx.deps.db, 1, dates.checkIn, dates.checkOut);
    expect(again).toEqual(first);
    if (ctx.deps.dbKind === 'pglite') expect(again).toBe(first);
    else expect(again).not.toBe(first);
  });

  it('shows a held room gone in the very next answer, and back once the hold expires', async () => {
    const dates = stay(62, 2);
    const [type] = await roomTypesOf(ctx, 1, dates.checkIn, dates.checkOut);
    const before = await freeOf(type!.RoomTypeID, dates);
    const { cookie } = await createCustomerSession(ctx);
    const res = await postBooking(
      ctx,
      cookie,
      bookingBody(1, dates, [{ RoomTypeID: type!.RoomTypeID }]),
    );
    expect(res.statusCode).toBe(201);
    expect(await freeOf(type!.RoomTypeID, dates)).toBe(before - 1);

    await rows(
      ctx,
      sql`UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = ${res.json().data.bookingId}`,
    );
    expect(await sweepExpiredHolds(ctx.deps)).toBeGreaterThanOrEqual(1);
    expect(await freeOf(type!.RoomTypeID, dates)).toBe(before);
  });

  it('shows a price set in the back office in the very next answer', async () => {
    const dates = stay(64, 1);
    const [type] = await roomTypesOf(ctx, 1, dates.checkIn, dates.checkOut);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/hotels/1/room-types/${type!.RoomTypeID}/rates`,
      headers: { cookie: manager },
      payload: { from: dates.checkIn, to: dates.checkOut, pricePerDay: 3456, extraPersonRate: 500 },
    });
    expect(res.statusCode).toBe(200);
    const after = await roomTypesOf(ctx, 1, dates.checkIn, dates.checkOut);
    expect(after.find((t) => t.RoomTypeID === type!.RoomTypeID)!.nights[0]!.price).toBe(3456);
  });
});
