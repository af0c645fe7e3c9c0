import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createTestApp, type TestContext } from '../../test/app';

/* Anonymous availability searches are limited per client address (ADR 227). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { AVAILABILITY_RATE_LIMIT: '3' } });
});
afterAll(() => ctx.close());

const checkIn = addDays(todayIst(), 20);
const checkOut = addDays(checkIn, 30);

const rooms = (remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkAvailibilty/1',
    remoteAddress,
    payload: { check_in_date: checkIn, check_out_date: checkOut },
  });
const search = (remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/availability/search',
    remoteAddress,
    payload: { checkIn, checkOut },
  });

describe('availability searches from one address', () => {
  it('beyond the limit a minute get 429 with Retry-After; another address is not affected', async () => {
    expect((await rooms('198.51.100.20')).statusCode).toBe(200);
    expect((await search('198.51.100.20')).statusCode).toBe(200);
    expect((await rooms('198.51.100.20')).statusCode).toBe(200);
    const over = await search('198.51.100.20');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json()).toMatchObject({ success: false });
    expect((await rooms('198.51.100.21')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, so fresh addresses do not escape it', async () => {
    for (let i = 1; i <= 3; i += 1) {
      expect((await rooms(`2001:db8:7:1::${i}`)).statusCode).toBe(200);
    }
    expect((await rooms('2001:db8:7:1::99')).statusCode).toBe(429);
  });
});
