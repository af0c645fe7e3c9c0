import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createServerDatabase,
  serverDatabaseUrl,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from './processes';

/**
 * The backup procedure of the README: `pg_dump --format=custom` of a live database, restored
 * with `pg_restore` into a fresh one, and a server started on the copy answers with the same
 * content and finds the data written before the dump (PostgreSQL only).
 */
describe.runIf(serverDatabaseUrl())('backup and restore with pg_dump', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'backup-'));
  const databases: ServerDatabase[] = [];
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const d of databases) await d.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function query(url: string, sql: string, params: unknown[] = []) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query(sql, params)).rows;
    } finally {
      await c.end();
    }
  }

  it(
    'restores a dump into a fresh database and the server starts on it',
    { timeout: 240_000 },
    async () => {
      const admin = serverDatabaseUrl()!;
      const source = await createServerDatabase(admin);
      databases.push(source);
      const first = await startServerProcess({
        env: { DATABASE_URL: source.url, SEED_DEMO: 'true' },
        readyTimeoutMs: 120_000,
      });
      servers.push(first);
      const hotels = await (await fetch(`${first.baseUrl}/api/hotels`)).json();
      await query(
        source.url,
        `INSERT INTO customers (user_id, email, mobile, name, password_hash)
       VALUES ('u_restore', 'restore.check@example.com', '9000012345', 'Restore Check', 'x')`,
      );
      await first.stop();

      const dump = path.join(dir, 'jtdc.dump');
      execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, source.url]);
      const copy = await createServerDatabase(admin);
      databases.push(copy);
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${copy.url}`, dump]);

      const second = await startServerProcess({
        env: { DATABASE_URL: copy.url, SEED_DEMO: 'false' },
        readyTimeoutMs: 120_000,
      });
      servers.push(second);
      expect((await fetch(`${second.baseUrl}/readyz`)).status).toBe(200);
      expect(await (await fetch(`${second.baseUrl}/api/hotels`)).json()).toEqual(hotels);
      const rows = await query(copy.url, `SELECT name FROM customers WHERE email = $1`, [
        'restore.check@example.com',
      ]);
      expect(rows).toEqual([{ name: 'Restore Check' }]);
    },
  );
});
