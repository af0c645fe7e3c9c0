import { api, ApiError, type Parser } from '../lib/api';

/**
 * The back office's fetch wrapper: lib/api's `api` (JSON, zod check, server messages) plus what
 * the staff session needs: every call counts as activity for the idle warning, and a 401 from a
 * staff route means the session ended (idle timeout, signed out elsewhere), so the admin app
 * shows the login page.
 */
type Options = Parameters<typeof api>[2];

let lastActivity = Date.now();
const activityListeners = new Set<() => void>();
const signedOutListeners = new Set<() => void>();

/** When the last back-office call started (ms since the epoch). */
export const lastActivityAt = () => lastActivity;

export function onActivity(listener: () => void): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}

export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export async function adminApi<T>(path: string, schema: Parser<T>, opts: Options = {}): Promise<T> {
  lastActivity = Date.now();
  for (const l of activityListeners) l();
  try {
    return await api(path, schema, opts);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && path !== '/api/staff/login') {
      for (const l of signedOutListeners) l();
    }
    throw err;
  }
}

/** A reply whose body the page does not read. */
export const anyReply: Parser<unknown> = { parse: (d) => d };

/** Query keys of the back office start with this, so signing out clears them all. */
export const ADMIN_KEY = 'admin';
