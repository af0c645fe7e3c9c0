/**
 * Runs a transaction again once when PostgreSQL aborted it as a deadlock victim (40P01) or a
 * serialization failure (40001). Locks are taken in one global order (ADR 064), so this is only a
 * safety net: the work is a whole transaction that rolled back, so running it again is safe.
 */
export async function retryOnce<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!isRetryable(err)) throw err;
    return run();
  }
}

function isRetryable(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
