import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { bookingBody, postBooking, roomTypesOf, rows, stay } from '../bookings/bookings.fixture';
import { sweepExpiredHolds } from '../bookings/bookings.service';
import { hotelAvailability } from './availability.service';

const noPhotos = async () => new Map();

/**
 * An availability answer is kept until a write to the tables it reads (ADR 206): on PGlite the
 * client counts its writes, on a PostgreSQL server a trigger notifies every listening process
 * after the commit. Every change shows in the next answer.
 */
let ctx: TestContext;
let manager: string;
beforeAll(async () => {
  ctx = await createTestApp();
  manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
});
afterAll(() => ctx.close());

/**
 * A write on a connection of its own: on a PostgreSQL server, as another server process or a
 * console would make it (this process does not see the statement); PGlite has one connection.
 */
async function writeOutside(q: SQL): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    await rows(ctx, q);
    return;
  }
  const [{ name } = { name: '' }] = await rows<{ name: string }>(
    ctx,
    sql`SELECT current_database() AS name`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const other = new pg.Client({ connectionString: url.toString() });
  await other.connect();
  try {
    await drizzle({ client: other }).execute(q);
  } finally {
    await other.end();
  }
}

const freeOf = async (typeId: number, dates: { checkIn: string; checkOut: string }) =>
  (await roomTypesOf(ctx, 1, dates.checkIn, dates.checkOut)).find((t) => t.RoomTypeID === typeId)!
    .AvailableRooms;

describe('availability answers kept between writes', () => {
  it('answers the same question again from the kept answer', async () => {
    const dates = stay(61, 2);
    const first = await hotelAvailability(ctx.deps.db, 1, dates.checkIn, dates.checkOut, noPhotos);
    const again = await hotelAvailability(ctx.deps.db, 1, dates.checkIn, dates.checkOut, noPhotos);
    expect(again).toBe(first);
  });

  it('shows a write made outside this server (another process, a console) in the next answer', async () => {
    const dates = stay(66, 1);
    const [type] = await roomTypesOf(ctx, 1, dates.checkIn, dates.checkOut);
    const before = await freeOf(type!.RoomTypeID, dates);
    await writeOutside(
      sql`UPDATE room_inventory SET total = total - 1 WHERE room_type_id = ${type!.RoomTypeID} AND night = ${dates.checkIn}`,
    );
    // on PostgreSQL the notification arrives just after the commit
    await expect.poll(() => freeOf(type!.RoomTypeID, dates), { timeout: 2_000 }).toBe(before - 1);
  });

  it.runIf(process.env.DATABASE_URL)(
    'keeps nothing while its listening connection is cut, and keeps again once it is back',
    async () => {
      const dates = stay(67, 1);
      const ask = () => hotelAvailability(ctx.deps.db, 1, dates.checkIn, dates.checkOut, noPhotos);
      const [cut] = await rows<{ n: number }>(
        ctx,
        sql`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
             WHERE datname = current_database() AND application_name = 'availability-listener'`,
      );
      expect(cut!.n).toBe(1);
      await expect.poll(async () => (await ask()) === (await ask()), { timeout: 500 }).toBe(false);
      const [type] = await ask();
      const free = type!.AvailableRooms;
      await writeOutside(
        sql`UPDATE room_inventory SET total = total - 1 WHERE room_type_id = ${type!.RoomTypeID} AND night = ${dates.checkIn}`,
      );
      expect((await ask())[0]!.AvailableRooms).toBe(free - 1);
      // it listens again within a few seconds, and then answers are kept again
      await expect.poll(async () => (await ask()) === (await ask()), { timeout: 5_000 }).toBe(true);
    },
  );

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
