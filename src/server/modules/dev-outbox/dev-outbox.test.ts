import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailbox } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

describe('GET /api/dev/outbox', () => {
  it('lists messages newest first by delivery time, whatever order they were stored in', async () => {
    // stored in an order that is neither newest nor oldest first, so only a sort on the
    // delivery time gives the expected list (id order, reversed or not, does not)
    await ctx.deps.db.insert(devMailbox).values([
      {
        channel: 'sms',
        recipient: '9000000001',
        text: 'middle',
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
      {
        channel: 'sms',
        recipient: '9000000002',
        text: 'newest',
        createdAt: new Date('2026-11-22T10:00:00Z'),
      },
      {
        channel: 'email',
        recipient: 'a@example.com',
        subject: 'Hi',
        text: 'oldest',
        createdAt: new Date('2026-11-18T10:00:00Z'),
      },
      {
        channel: 'sms',
        recipient: '9000000003',
        text: 'second',
        createdAt: new Date('2026-11-21T10:00:00Z'),
      },
    ]);
    const res = await ctx.app.inject({ url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect((res.json().data as { text: string }[]).map((m) => m.text)).toEqual([
      'newest',
      'second',
      'middle',
      'oldest',
    ]);
  });

  it('answers only a client on this machine, by the socket address, never by forwarded headers', async () => {
    const behindProxy = await createTestApp({ seed: false, config: { TRUST_PROXY: '1' } });
    try {
      const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
        behindProxy.app.inject({ url: '/api/dev/outbox', remoteAddress, headers });
      // a remote client claiming to be this machine: request.ip would say 127.0.0.1
      expect((await read('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
      expect((await read('203.0.113.9')).statusCode).toBe(404);
      // the public relayed by a proxy on this machine
      expect((await read('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
      expect((await read('127.0.0.1')).statusCode).toBe(200);
      expect((await read('::1')).statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });
});
