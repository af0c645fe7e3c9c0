import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { todayIst } from '../../shared/dates';
import { openPglite } from './client';
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
