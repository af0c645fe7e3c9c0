import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, dumpPglite } from '../db/client';
import { seedDemo } from '../db/seed/index';
import { todayIst } from '../../shared/dates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files holding a migrated PGlite data directory, empty and seeded for `today` (see db.ts). */
    pgliteImages: { blank: string; seeded: string; today: string } | null;
  }
}

/**
 * Migrates one in-memory PGlite database and seeds it once per run, and hands every test file its
 * data directory as a file: loading it takes a fraction of a second where migrating and seeding
 * again took seconds per file (most of `npm test`'s time). On the PostgreSQL server each file
 * still builds its own database.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL) {
    project.provide('pgliteImages', null);
    return () => {};
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-image-'));
  const today = todayIst();
  const handle = await openPglite(null);
  const blank = path.join(dir, 'blank.tar');
  writeFileSync(blank, await dumpPglite(handle));
  await seedDemo(handle.db, today);
  const seeded = path.join(dir, 'seeded.tar');
  writeFileSync(seeded, await dumpPglite(handle));
  await handle.close();
  project.provide('pgliteImages', { blank, seeded, today });
  return () => rmSync(dir, { recursive: true, force: true });
}
