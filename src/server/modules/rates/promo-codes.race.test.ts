import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { onPostgresServer } from '../../test/db';
import { staffCookie } from '../../test/staff';
import { bookingBody, postBooking, roomTypesOf, rows } from '../bookings/bookings.fixture';

/*
 * A promo code's last use under concurrent bookings (ADR 365). On the PostgreSQL server
 * (DATABASE_URL) the bookings really run in parallel; each is for other nights, so no inventory
 * row queues them and only the code's row decides.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe(`a promo code's last use (${onPostgresServer() ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('8 parallel bookings for a code with 1 use left: exactly one is made, 7 get 409', async () => {
    const admin = await staffCookie(ctx, 'admin');
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/promo-codes',
      headers: { cookie: admin },
      payload: {
        code: 'LASTONE',
        hotelId: null,
        kind: 'percent',
        discountPercent: 15,
        validFrom: addDays(todayIst(), 1),
        validTo: addDays(todayIst(), 300),
        usageLimit: 5,
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    // four uses taken already: one left
    await ctx.deps.db.execute(sql`UPDATE promo_codes SET uses = 4 WHERE id = ${id}`);
    const [t] = await roomTypesOf(ctx, 1, addDays(todayIst(), 120), addDays(todayIst(), 121));
    const guests = await Promise.all(Array.from({ length: 8 }, () => createCustomerSession(ctx)));
    const replies = await Promise.all(
      guests.map((g, i) => {
        const checkIn = addDays(todayIst(), 120 + 2 * i);
        return postBooking(
          ctx,
          g.cookie,
          bookingBody(
            1,
            { checkIn, checkOut: addDays(checkIn, 1) },
            [{ RoomTypeID: t!.RoomTypeID }],
            {
              PromoCode: 'LASTONE',
            },
          ),
        );
      }),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    for (const r of replies.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe('Promo code LASTONE has been fully used.');
    const [code] = await rows<{ uses: number }>(
      ctx,
      sql`SELECT uses FROM promo_codes WHERE id = ${id}`,
    );
    expect(Number(code!.uses)).toBe(5);
    const [held] = await rows<{ n: number }>(
      ctx,
      sql`SELECT count(*)::int AS n FROM bookings WHERE promo_code = 'LASTONE'`,
    );
    expect(Number(held!.n)).toBe(1);
  });
});
