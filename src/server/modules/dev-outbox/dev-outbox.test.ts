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
});
