import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';
import { changeHotel } from '../modules/hotels/hotels.service';
import { hotels } from '../db/schema/index';
import { eq } from 'drizzle-orm';

/** Content calls carry an ETag and answer 304 when the client has the reply (ADR 171, 172). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('ETag on content calls', () => {
  it.each([
    '/api/hotels',
    '/api/hotel/1',
    '/api/hotel/1/cancellation-policy',
    '/api/destinations',
    '/api/tours',
    '/api/notices',
    '/api/officials',
    '/api/site/public-config',
  ])('%s answers 304 without a body to If-None-Match with its ETag', async (url) => {
    const first = await ctx.app.inject({ url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await ctx.app.inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await ctx.app.inject({ url, headers: { 'if-none-match': 'W/"other"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('sends the cached hotel list as JSON, the same bytes on every request', async () => {
    const a = await ctx.app.inject({ url: '/api/hotels' });
    const b = await ctx.app.inject({ url: '/api/hotels' });
    expect(a.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(a.headers['cache-control']).toBe('public, max-age=60');
    expect(b.body).toBe(a.body);
    expect(a.json().success).toBe(true);
  });
});

describe('hotel reply cache invalidation', () => {
  it('shows a hotel changed through changeHotel at once, with a new ETag', async () => {
    const before = await ctx.app.inject({ url: '/api/hotel/1' });
    await ctx.handle.db
      .update(hotels)
      .set({ unitName: 'Unannounced Residency' })
      .where(eq(hotels.id, 1));
    // a write that announces no change: the process still serves what it built
    expect((await ctx.app.inject({ url: '/api/hotel/1' })).body).toBe(before.body);
    await changeHotel(ctx.handle.db, 1, (tx) =>
      tx.update(hotels).set({ unitName: 'Renamed Residency' }).where(eq(hotels.id, 1)),
    );
    const after = await ctx.app.inject({
      url: '/api/hotel/1',
      headers: { 'if-none-match': String(before.headers['etag']) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.UnitName).toBe('Renamed Residency');
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    const list = await ctx.app.inject({ url: '/api/hotels' });
    expect(list.json().data.map((h: { UnitName: string }) => h.UnitName)).toContain(
      'Renamed Residency',
    );
  });
});
