import type { Db, Tx } from './client';
import { isRetryableConflict } from './errors';

/**
 * Runs a transaction again once when PostgreSQL aborted it as a deadlock victim (40P01) or a
 * serialization failure (40001). Locks are taken in one global order (ADR 064), so this is only a
 * safety net: the work is a whole transaction that rolled back, so running it again is safe.
 */
export async function retryOnce<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!isRetryableConflict(err)) throw err;
    return run();
  }
}

/**
 * A sweep one item per transaction (expired holds, say), at most `limit` items: `one` takes and
 * handles the next item in its transaction and says whether there was one. A failure ends the
 * sweep and is thrown; the items handled before it stay done.
 */
export async function sweepOneByOne(
  db: Db,
  limit: number,
  one: (tx: Tx) => Promise<boolean>,
): Promise<number> {
  let handled = 0;
  for (let i = 0; i < limit; i++) {
    const done = await retryOnce(() => db.transaction(one));
    if (!done) break;
    handled += 1;
  }
  return handled;
}
