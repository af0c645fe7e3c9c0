import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';

/**
 * Changes to what public replies and pages show, told to every server process (ADR 246).
 *
 * A writer of public data (a hotel, its rooms, rates, closures and photos; notices, tours and
 * the other content) runs its transaction through `changePublicData` with the domain event:
 * - inside the transaction it sends `pg_notify('public_changed', <event>)`; PostgreSQL delivers
 *   a notification only when its transaction commits, so every other process hears of the change
 *   exactly when it is visible, and never of one rolled back;
 * - after the commit it tells this process's listeners at once, so the writer's next request
 *   (the back office reloading the page) never waits for the notification.
 * Each process keeps one listening connection (the one of ADR 206) that hands the events of the
 * other processes to the same listeners. While that connection is down (and when it comes back)
 * every listener hears `everything`, and caches keep nothing (`keepsAnswers`), so a change made
 * meanwhile is never missed. On PGlite there is one process: the after-commit call is the path.
 */
export type PublicChange =
  { kind: 'hotel'; hotelId: number | null } | { kind: 'content' } | { kind: 'everything' };

export const PUBLIC_CHANGED_CHANNEL = 'public_changed';

type Listener = (change: PublicChange) => void;
const listeners = new WeakMap<object, Listener[]>();
/** Names this database handle in its notifications, so its own are not heard twice. */
const origins = new WeakMap<object, string>();

function originOf(db: object): string {
  let o = origins.get(db);
  if (!o) {
    o = randomBytes(6).toString('base64url');
    origins.set(db, o);
  }
  return o;
}

/** Calls `listener` for every public change, made here or (PostgreSQL) in another process. */
export function onPublicChange(db: object, listener: Listener): void {
  listeners.set(db, [...(listeners.get(db) ?? []), listener]);
}

/** Tells this process's listeners of `change` (after it is committed). */
export function publicChanged(db: object, change: PublicChange): void {
  for (const listener of listeners.get(db) ?? []) listener(change);
}

/**
 * Runs `fn` in a transaction that announces `change` to the other processes when it commits,
 * then tells this process's listeners. A transaction that fails announces nothing.
 */
export async function changePublicData<T>(
  db: Db,
  change: PublicChange,
  fn: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  const payload = JSON.stringify({ ...change, origin: originOf(db) });
  const out = await db.transaction(async (tx) => {
    const r = await fn(tx);
    await tx.execute(sql`select pg_notify(${PUBLIC_CHANGED_CHANNEL}, ${payload})`);
    return r;
  });
  publicChanged(db, change);
  return out;
}

/**
 * A notification's event, or null when it is this handle's own (already told after its commit).
 * A payload that cannot be read drops everything: it still means that something changed.
 */
export function heardPublicChange(db: object, payload: string | undefined): PublicChange | null {
  try {
    const p = JSON.parse(payload ?? '') as {
      kind?: unknown;
      hotelId?: unknown;
      origin?: unknown;
    };
    if (p.origin === originOf(db)) return null;
    if (p.kind === 'hotel')
      return { kind: 'hotel', hotelId: Number.isInteger(p.hotelId) ? Number(p.hotelId) : null };
    if (p.kind === 'content') return { kind: 'content' };
  } catch {
    // not ours to read: treated as a change to everything
  }
  return { kind: 'everything' };
}
