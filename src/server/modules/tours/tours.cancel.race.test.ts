import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { onPostgresServer } from '../../test/db';
import { staffCookie } from '../../test/staff';
import { bookAndPayTour, cancelTour, makeDeparture, moneyBack, seatsTaken } from './tours.fixture';

/*
 * On the PostgreSQL server (DATABASE_URL) these requests really run in parallel on a connection
 * pool; on PGlite they interleave on one connection. Either way a traveller is refunded once
 * (ADR 350).
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe(`cancelling a tour booking twice at once (${onPostgresServer() ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('five concurrent cancellations of the same booking: one refund, one credit note, four 409s', async () => {
    const d = await makeDeparture(ctx, { days: 30 });
    const guest = await createCustomerSession(ctx);
    const b = await bookAndPayTour(ctx, guest.cookie, d);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => cancelTour(ctx, guest.cookie, b.id)),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    const money = await moneyBack(ctx, b.id);
    expect(money.refunds.map((r) => r.amount_paise)).toEqual([525000]);
    expect(money.notes).toHaveLength(1);
    expect(await seatsTaken(ctx, d.id)).toBe(0);
  });

  it('a guest cancelling while staff cancel the departure: each traveller refunded once', async () => {
    const d = await makeDeparture(ctx, { days: 30 });
    const guest = await createCustomerSession(ctx);
    const b = await bookAndPayTour(ctx, guest.cookie, d);
    const cookie = await staffCookie(ctx, 'content_editor');
    await Promise.all([
      cancelTour(ctx, guest.cookie, b.id),
      ctx.app.inject({
        method: 'POST',
        url: `/api/staff/departures/${d.id}/cancel`,
        headers: { cookie },
        payload: { reason: 'bridge repairs' },
      }),
      cancelTour(ctx, guest.cookie, b.id),
    ]);
    const money = await moneyBack(ctx, b.id);
    expect(money.refunds.map((r) => r.amount_paise)).toEqual([525000]);
    expect(money.notes).toHaveLength(1);
    expect(await seatsTaken(ctx, d.id)).toBe(0);
  });
});
