import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { createTestDb } from '../test/db';
import { clientKey, enforceLimits, registerFormRateLimit } from './rate-limit';

describe('clientKey (the address a per-IP limit counts)', () => {
  it('keeps an IPv4 address, also written IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:12:34::/64';
    expect(clientKey('2001:db8:12:34::1')).toBe(key);
    expect(clientKey('2001:0db8:0012:0034:ffff:1:2:3')).toBe(key);
    expect(clientKey('2001:DB8:12:34:a::')).toBe(key);
    expect(clientKey('2001:db8:12:35::1')).not.toBe(key);
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('a limit in its next window (fixed windows counted in the database)', () => {
  let handle: DbHandle;
  let at = new Date('2027-01-10T10:00:00Z');
  const now = () => at;
  const later = (ms: number) => (at = new Date(at.getTime() + ms));
  beforeAll(async () => {
    handle = await createTestDb({ seed: false });
  });
  afterAll(() => handle?.close());

  it('refuses past the maximum, lets the next window start again, and refuses again past it', async () => {
    const limits = [{ key: 'test:window:203.0.113.7', max: 2, windowMs: 60_000 }];
    const attempt = () =>
      enforceLimits(handle.db, now(), limits, (s) => `wait ${s} s`).then(
        () => 'ok',
        (e: { statusCode?: number }) => e.statusCode,
      );
    expect([await attempt(), await attempt(), await attempt()]).toEqual(['ok', 'ok', 429]);
    later(30_000);
    expect(await attempt()).toBe(429);
    later(30_000);
    expect([await attempt(), await attempt(), await attempt()]).toEqual(['ok', 'ok', 429]);
    later(59_000);
    expect(await attempt()).toBe(429);
    later(1_000);
    expect(await attempt()).toBe('ok');
  });

  it('a form limit answers 429 again in its next window, with the wait of that window', async () => {
    const app = Fastify();
    await app.register(async (scope) => {
      await registerFormRateLimit(scope, {
        db: handle.db,
        now,
        name: 'test-form',
        max: 1,
        windowMs: 10_000,
      });
      scope.post('/form', async () => ({ ok: true }));
    });
    await app.ready();
    const post = async () => {
      const r = await app.inject({ method: 'POST', url: '/form', remoteAddress: '198.51.100.9' });
      return r.statusCode === 429 ? `429 ${r.headers['retry-after']}` : String(r.statusCode);
    };
    expect([await post(), await post()]).toEqual(['200', '429 10']);
    later(10_000);
    expect(await post()).toBe('200');
    later(4_000);
    expect(await post()).toBe('429 6');
    await app.close();
  });
});
