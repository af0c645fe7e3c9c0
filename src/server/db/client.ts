import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import * as schema from './schema/index';
import { isDatabaseUnavailable } from './errors';
import { repoRoot } from '../lib/repo-root';
import { afterQuery, timedQuery } from '../lib/observers';
import { changesAvailability, markKeeping, noteStatement, noteWrite } from './write-generation';
import {
  heardPublicChange,
  PUBLIC_CHANGED_CHANNEL,
  publicChanged,
  type PublicChange,
} from './public-changes';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or a transaction. */
export type DbOrTx = Db | Tx;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(repoRoot, 'migrations');

/**
 * PGlite in dataDir (or in memory when dataDir is null), optionally started from `image`, a data
 * directory written by dumpPglite (the tests' shared, already migrated database).
 */
export async function openPglite(
  dataDir: string | null,
  opts: { image?: Blob } = {},
): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  // the staff search's trigram indexes (migration 0027, ADR 281)
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const extensions = { pg_trgm };
  const client = dataDir
    ? new PGlite(path.resolve(dataDir, 'pglite'), { loadDataDir: opts.image, extensions })
    : new PGlite({ loadDataDir: opts.image, extensions });
  await client.waitReady;
  timeQueries(client);
  noteWrites(client);
  const db = drizzle({ client, schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder });
  markKeeping(db, () => true);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** The data directory of a PGlite handle as an uncompressed tar, for openPglite's `image`. */
export async function dumpPglite(handle: DbHandle): Promise<Uint8Array<ArrayBuffer>> {
  const client = (
    handle.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }
  ).$client;
  return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
}

type QueryFn = (...args: unknown[]) => unknown;
type WrappableClient = {
  query: QueryFn;
  exec?: QueryFn;
  transaction?: (fn: (tx: object) => Promise<unknown>) => Promise<unknown>;
};

/**
 * Passes every `query` of a client through `wrap`, and those of its transactions (PGlite gives
 * each transaction its own handle); `exec` (multi-statement text) through `wrapExec` if given.
 */
function wrapQueries(
  client: object,
  wrap: (query: QueryFn, args: unknown[]) => unknown,
  wrapExec?: (exec: QueryFn, args: unknown[]) => unknown,
): void {
  const c = client as WrappableClient;
  const query = c.query.bind(c);
  c.query = (...args: unknown[]) => wrap(query, args);
  if (c.exec && wrapExec) {
    const exec = c.exec.bind(c);
    c.exec = (...args: unknown[]) => wrapExec(exec, args);
  }
  if (c.transaction) {
    const transaction = c.transaction.bind(c);
    c.transaction = (fn) =>
      transaction((tx) => {
        wrapQueries(tx, wrap, wrapExec);
        return fn(tx);
      });
  }
}

/**
 * Reports every query's duration to observers.query (the /metrics histogram): wraps the client's
 * `query` (node-postgres: each pooled connection; PGlite: the client and its transactions).
 */
const timeQueries = (client: object): void => wrapQueries(client, timedQuery);

/**
 * Counts PGlite's writes to the availability tables (ADR 206): every statement of the client and
 * of its transactions passes noteStatement; a multi-statement `exec` always counts.
 */
const noteWrites = (client: object): void =>
  wrapQueries(
    client,
    (query, args) => {
      noteStatement(args[0]);
      return query(...args);
    },
    (exec, args) => {
      noteStatement(null);
      return exec(...args);
    },
  );

/** A PostgreSQL server; migrations run under an advisory lock so many processes may start at once. */
/** How long a request waits for a database connection before it fails. */
export const CONNECT_TIMEOUT_MS = 5_000;

export async function openPostgres(url: string, poolSize = 10): Promise<DbHandle> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // DATE columns stay 'YYYY-MM-DD' strings (no JS Date and no time-zone shift).
  pg.default.types.setTypeParser(1082, (v: string) => v);
  const pool = new pg.default.Pool({
    connectionString: url,
    max: poolSize,
    // a server that accepts no connection fails the request (503) instead of queueing it for ever
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection the server cuts (pg_terminate_backend, a restart, a failover) emits 'error'. With
  // no listener Node throws it and the process exits. pg-pool listens only while a client is idle,
  // so every client gets its own listener for its whole life: a query in flight on it fails (and
  // fails its request with a 503), pg-pool drops the dead client on release and opens a new one.
  // Once closing, such errors are the expected end of connections still shutting down.
  let closing = false;
  const onLost = (e: Error) => {
    if (!closing) console.warn(`database: a connection was lost: ${e.message}`);
  };
  pool.on('error', onLost);
  pool.on('connect', (client) => {
    client.on('error', onLost);
    timeQueries(client);
    noteOwnWrites(client);
  });
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  // a connection cut while migrating (the lock and the migrations' transaction go with it) is
  // tried again on a new connection
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateLocked(pool, (conn) =>
        migrate(drizzle({ client: conn, schema, casing: 'snake_case' }), { migrationsFolder }),
      );
      break;
    } catch (err) {
      if (attempt >= 10 || !isDatabaseUnavailable(err)) {
        closing = true;
        await pool.end().catch(() => undefined);
        throw err;
      }
      await new Promise((r) => setTimeout(r, 300 * attempt));
    }
  }
  const listener = await listenForWrites(url, (change) => publicChanged(db, change), db);
  markKeeping(db, listener.active);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    close: async () => {
      closing = true;
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * Counts this process's own writes to the availability tables once they are committed (ADR 206):
 * an autocommitted write when it returns, a transaction that wrote when its COMMIT or ROLLBACK
 * returns. (Counting before the commit would let a read that runs meanwhile keep the old rows.)
 */
function noteOwnWrites(client: object): void {
  let inTransaction = false;
  let wrote = false;
  wrapQueries(client, (query, args) => {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    const word = typeof text === 'string' ? /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() : undefined;
    let after = false;
    if (word === 'begin' || word === 'start') inTransaction = true;
    else if (word === 'commit' || word === 'rollback' || word === 'end') {
      after = wrote;
      inTransaction = false;
      wrote = false;
    } else if (changesAvailability(text)) {
      if (inTransaction) wrote = true;
      else after = true;
    }
    return after ? afterQuery(query, args, noteWrite) : query(...args);
  });
}

const EVERYTHING: PublicChange = { kind: 'everything' };

/** How long the availability listener waits before it connects again after losing its connection. */
const RELISTEN_MS = 1_000;

/**
 * A connection of its own that LISTENs to `availability_changed` (ADR 206): each notification
 * counts as a write; and to `public_changed` (ADR 246): each other process's change to public
 * data goes to `onPublic`. While it is down (cut, server restarting) `active()` is false and
 * nothing is kept; it connects again every second, and counts one write and tells `onPublic` of a
 * change to everything when it is lost and when it is back (whatever was written meanwhile is
 * then newer than every kept answer and page).
 */
async function listenForWrites(
  url: string,
  onPublic: (change: PublicChange) => void,
  db: object,
): Promise<{ active: () => boolean; close: () => Promise<void> }> {
  const pg = await import('pg');
  let current: import('pg').Client | null = null;
  let active = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.default.Client({
      connectionString: url,
      application_name: 'availability-listener',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    current = c;
    const lost = () => {
      if (current !== c) return;
      current = null;
      active = false;
      noteWrite();
      onPublic(EVERYTHING);
      void c.end().catch(() => undefined);
      if (!closed) timer = setTimeout(() => void connect(), RELISTEN_MS).unref();
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel !== PUBLIC_CHANGED_CHANNEL) return noteWrite();
      const change = heardPublicChange(db, n.payload);
      if (change) onPublic(change);
    });
    try {
      await c.connect();
      await c.query('LISTEN availability_changed');
      await c.query(`LISTEN ${PUBLIC_CHANGED_CHANNEL}`);
    } catch {
      lost();
      return;
    }
    if (current !== c || closed) return;
    noteWrite();
    onPublic(EVERYTHING);
    active = true;
  };
  await connect();
  return {
    active: () => active,
    close: async () => {
      closed = true;
      active = false;
      clearTimeout(timer);
      const c = current;
      current = null;
      await c?.end().catch(() => undefined);
    },
  };
}

async function migrateLocked(
  pool: import('pg').Pool,
  run: (conn: import('pg').PoolClient) => Promise<void>,
): Promise<void> {
  const conn = await pool.connect();
  let failed: Error | undefined;
  try {
    await conn.query('SELECT pg_advisory_lock(727001)');
    await run(conn);
  } catch (err) {
    failed = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    await conn.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
    conn.release(failed);
  }
}

/**
 * Runs `fn` again (up to `tries` times, a little later each time) when it failed because the
 * database could not answer (a cut connection): for start-up steps, which have no request to fail.
 */
export async function retryOnLostConnection<T>(fn: () => Promise<T>, tries = 10): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= tries || !isDatabaseUnavailable(err)) throw err;
      await new Promise((r) => setTimeout(r, 300 * attempt));
    }
  }
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DbHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

/**
 * Whether the database answers now. One failed try is repeated once (a pooled connection the server
 * cut since its last use fails its first query), and a try waits at most `timeoutMs`.
 */
export async function ping(db: Db, timeoutMs = 3_000): Promise<boolean> {
  for (let i = 0; i < 2; i++) {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.execute(sql`select 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('ping timed out')), timeoutMs);
        }),
      ]);
      return true;
    } catch {
      // tried again once, then reported
    } finally {
      clearTimeout(timer);
    }
  }
  return false;
}
