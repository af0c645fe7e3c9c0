import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { onPostgresServer } from '../../test/db';
import {
  makeDeparture,
  postTourBooking,
  seatsTaken,
  tourBookingBody,
  travellers,
} from './tours.fixture';

/*
 * On the PostgreSQL server (DATABASE_URL) these requests really run in parallel on a connection
 * pool; on PGlite they interleave on one connection. Both must sell each seat once.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe(`the last seats of a departure (${onPostgresServer() ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('ten concurrent bookings of two travellers for the last 5 seats hold exactly 2; the rest get 409', async () => {
    const d = await makeDeparture(ctx, { seats: 5 });
    const customers = await Promise.all(
      Array.from({ length: 10 }, () => createCustomerSession(ctx)),
    );
    const replies = await Promise.all(
      customers.map((c) =>
        postTourBooking(ctx, c.cookie, tourBookingBody(d.id, d.pickupId, travellers.slice(0, 2))),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(8);
    expect(await seatsTaken(ctx, d.id)).toBe(4);
  });
});
