import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DbHandle } from '../db/client';
import { seedDemo } from '../db/seed/index';
import { todayIst } from '../../shared/dates';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL / DATABASE_URL (dropped again on close).
 */
export async function createTestDb(
  opts: { seed?: boolean; today?: string } = {},
): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  let handle: DbHandle;
  if (serverUrl) {
    const pg = await import('pg');
    const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.default.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const inner = await openPostgres(url.toString(), 20);
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        const a = new pg.default.Client({ connectionString: serverUrl });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  } else {
    const seed = opts.seed ?? true;
    const today = opts.today ?? todayIst();
    const image = await pgliteImage(seed, today);
    handle = await openPglite(null, image ? { image } : {});
    if (image) return handle;
  }
  if (opts.seed ?? true) await seedDemo(handle.db, opts.today ?? todayIst());
  return handle;
}

/**
 * The run's shared PGlite image (global-setup.ts) when it fits: migrated, and seeded for the same
 * day when a seeded database is asked for. Null outside vitest's server project.
 */
async function pgliteImage(seed: boolean, today: string): Promise<Blob | null> {
  const images = inject('pgliteImages');
  if (!images) return null;
  const file = seed ? (images.today === today ? images.seeded : null) : images.blank;
  // a Blob backed by the file: PGlite reads it without a copy in memory first
  return file ? openAsBlob(file) : null;
}

export const onPostgresServer = () =>
  Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
