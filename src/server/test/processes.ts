import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Db } from '../db/client';
import { customers, sessions } from '../db/schema/index';
import { hashToken } from '../plugins/session';

/**
 * Helpers for tests that run the real server as child processes on a PostgreSQL server (fault
 * tests, the fault drill): a fresh database, a server process per port, and the operator's tools
 * against them (cutting the database connections of one database, SIGKILL).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The PostgreSQL server the tests may use (TEST_DATABASE_URL or DATABASE_URL), or undefined. */
export const serverDatabaseUrl = (): string | undefined =>
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export type ServerDatabase = {
  name: string;
  /** the new database's URL */
  url: string;
  /** Cuts every connection to this database (except none of ours elsewhere); returns how many. */
  terminateConnections: () => Promise<number>;
  drop: () => Promise<void>;
};

async function withAdmin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  c.on('error', () => undefined);
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** A new, empty database on the server at `adminUrl` (migrated by the first server that opens it). */
export async function createServerDatabase(adminUrl: string): Promise<ServerDatabase> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    terminateConnections: () =>
      withAdmin(adminUrl, async (c) => {
        const r = await c.query<{ n: string }>(
          `SELECT count(pg_terminate_backend(pid))::text AS n FROM pg_stat_activity
            WHERE datname = $1 AND pid <> pg_backend_pid()`,
          [name],
        );
        return Number(r.rows[0]?.n ?? 0);
      }),
    drop: () =>
      withAdmin(adminUrl, async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

export type ServerProcess = {
  port: number;
  baseUrl: string;
  child: ChildProcess;
  /** everything the process wrote to stdout and stderr */
  output: () => string;
  /** resolves with the exit code and signal when the process ends */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive: () => boolean;
  /** SIGTERM (a clean stop) and waits for the exit; a no-op when already gone */
  stop: () => Promise<void>;
};

/**
 * Starts `node --import tsx src/server/main.ts` (or, with `compiled`, the built
 * dist/server/main.js) on `port` with `env` added to a clean development environment, and waits
 * until /readyz answers 200.
 */
export async function startServerProcess(opts: {
  port?: number;
  env: Record<string, string>;
  readyTimeoutMs?: number;
  compiled?: boolean;
}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // drills load one address with searches: the per-address limit has its own test
    AVAILABILITY_RATE_LIMIT: '100000000',
    ...opts.env,
  };
  const args = opts.compiled ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      done = true;
      resolve({ code, signal });
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    port,
    baseUrl,
    child,
    output: () => out,
    exited,
    alive: () => !done,
    stop: async () => {
      if (done) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (done) throw new Error(`the server exited during start-up:\n${out}`);
    try {
      const r = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (r.ok) return proc;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become ready:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Lines of a process's output that say it died of an error nobody handled. */
export function crashLines(output: string): string[] {
  return output
    .split('\n')
    .filter((l) =>
      /Unhandled 'error' event|uncaughtException|unhandledRejection|^\s*throw er/.test(l),
    );
}

/** A customer with a live session written straight into `db`; returns the cookie to send. */
export async function insertCustomerSession(
  db: Db,
  tag: string,
): Promise<{ customerId: number; cookie: string; email: string; mobile: string }> {
  const email = `guest.${tag}@example.com`;
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const [c] = await db
    .insert(customers)
    .values({ userId: `u_${tag}`, email, mobile, name: 'Asha Kumari', passwordHash: 'not-a-hash' })
    .returning({ id: customers.id });
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: hashToken(token),
    customerId: c!.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { customerId: c!.id, cookie: `sid=${token}`, email, mobile };
}
