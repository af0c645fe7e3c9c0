import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/hotels', () => {
  it('lists the 11 seeded hotels with the spec fields', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/hotels' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(11);
    for (const key of [
      'PropertyID',
      'UnitName',
      'LocationName',
      'Photo',
      'TotalRooms',
      'MobileNo',
      'PriceRange',
    ]) {
      expect(body.data[0]).toHaveProperty(key);
    }
    const names = body.data.map((h: { UnitName: string }) => h.UnitName).join(' ');
    expect(names).toMatch(/Patratu/);
    expect(names).toMatch(/Ranchi/);
    expect(names).toMatch(/Netarhat/);
  });
});

describe('GET /api/hotel/:id', () => {
  it('returns the detail with facilities, photos and check-in/out times', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/hotel/1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.CheckInTime).toBe('12:00 PM');
    expect(body.data.CheckOutTime).toBe('11:00 AM');
    expect(body.facilities.length).toBeGreaterThan(0);
    expect(body.hotelPhotos.length).toBeGreaterThanOrEqual(3);
    expect(body.data.hotelPhotos).toEqual(body.hotelPhotos);
  });

  it('answers 404 with a JSON message for an unknown hotel', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/hotel/9999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Hotel not found.' });
  });

  it('answers 400 for a non-numeric id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/hotel/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

describe('GET /api/room-tariff/get-hotels', () => {
  it('lists PropertyID and UnitName of every hotel', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/room-tariff/get-hotels' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(11);
    expect(Object.keys(res.json().data[0]).sort()).toEqual(['PropertyID', 'UnitName']);
  });
});

describe('platform', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await ctx.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await ctx.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found.' });
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await ctx.app.inject({ url: '/api/hotels' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a cross-site POST with 403', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkAvailibilty/1',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { check_in_date: '2030-01-01', check_out_date: '2030-01-02' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a body over 100 KB with 413 and a clear message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkAvailibilty/1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(110 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The request is too large.' });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkAvailibilty/1',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });
});
