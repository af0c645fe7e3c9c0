import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { todayIst } from '../../shared/dates';
import { openPglite, retryOnLostConnection } from './client';
import { isSeeded, seedDemo } from './seed/index';

describe('the embedded database', () => {
  it('keeps its data in DATA_DIR across a restart', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-'));
    try {
      const first = await openPglite(dir);
      expect(await isSeeded(first.db)).toBe(false);
      await seedDemo(first.db, todayIst());
      await first.close();

      const again = await openPglite(dir);
      expect(await isSeeded(again.db)).toBe(true);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('start-up steps on a database that cuts connections', () => {
  it('are run again after a lost connection, and not after any other error', async () => {
    let calls = 0;
    const value = await retryOnLostConnection(async () => {
      calls += 1;
      if (calls < 3) throw new Error('Connection terminated unexpectedly');
      return 'done';
    });
    expect([value, calls]).toEqual(['done', 3]);

    let other = 0;
    await expect(
      retryOnLostConnection(async () => {
        other += 1;
        throw new Error('relation "x" does not exist');
      }),
    ).rejects.toThrow(/does not exist/);
    expect(other).toBe(1);
  });
});
