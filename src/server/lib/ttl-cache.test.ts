import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('loads once within the time to live and again after it', async () => {
    let t = 0;
    let loads = 0;
    const cache = new TtlCache<string, number>(1000, () => t);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    t = 1001;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('forgets a failed load so the next call tries again', async () => {
    const cache = new TtlCache<string, number>(1000);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });
});
