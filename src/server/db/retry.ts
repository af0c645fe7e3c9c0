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
