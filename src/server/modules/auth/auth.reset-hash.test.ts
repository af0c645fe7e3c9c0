import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/app';

// argon2's hash, wrapped so the test can count calls (the real function still runs)
const hashCalls = vi.hoisted(() => ({ n: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    hash: (...args: Parameters<typeof real.hash>) => {
      hashCalls.n += 1;
      return real.hash(...args);
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  await ctx.deps.db.insert(customers).values({
    userId: 'grant_user',
    email: 'grant@example.com',
    mobile: '9000000042',
    name: 'Asha',
    passwordHash: 'not-a-real-hash',
  });
});
afterAll(() => ctx.close());

describe('POST /api/auth/reset-password (unauthenticated argon2)', () => {
  it('checks the grant before hashing: a bogus grant costs no argon2 hash and gets 403', async () => {
    const before = hashCalls.n;
    for (const cookie of [`rg=${'x'.repeat(43)}`, 'rg=bogus', '']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { EmailId: 'grant@example.com', New_Password: 'brand-new-1' },
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(403);
    }
    expect(hashCalls.n).toBe(before);
  });
});
