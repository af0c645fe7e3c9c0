import { describe, expect, it } from 'vitest';
import { retryOnce } from './retry';

const pgError = (code: string) => Object.assign(new Error('aborted'), { code });

describe('retryOnce', () => {
  it('runs a transaction again once after a deadlock (40P01) or serialization failure (40001)', async () => {
    for (const code of ['40P01', '40001']) {
      let calls = 0;
      const out = await retryOnce(async () => {
        calls += 1;
        if (calls === 1) throw new Error('query failed', { cause: pgError(code) });
        return 'ok';
      });
      expect(out).toBe('ok');
      expect(calls).toBe(2);
    }
  });

  it('does not retry other errors, and retries only once', async () => {
    let calls = 0;
    await expect(
      retryOnce(async () => {
        calls += 1;
        throw pgError('23505');
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
    calls = 0;
    await expect(
      retryOnce(async () => {
        calls += 1;
        throw pgError('40P01');
      }),
    ).rejects.toThrow();
    expect(calls).toBe(2);
  });
});
