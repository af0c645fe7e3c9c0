/**
 * The one place that reads PostgreSQL error codes (SQLSTATE). Drizzle and the drivers wrap the
 * server's error in others, so every check looks through the causes. Code elsewhere asks these
 * functions, never `err.code === '23505'`.
 */
export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  lockNotAvailable: '55P03',
} as const;

/** What a database error says about itself: its SQLSTATE and, for a constraint, the name. */
export type DbErrorInfo = {
  code: string;
  /** the constraint or index broken, when the driver says (or its message names it) */
  constraint: string | undefined;
  detail: string;
  message: string;
};

/** The database error inside `err` (looked for through its causes), or undefined. */
export function dbError(err: unknown): DbErrorInfo | undefined {
  for (let e: unknown = err, i = 0; e && typeof e === 'object' && i < 5; i++) {
    const x = e as {
      code?: unknown;
      constraint?: unknown;
      constraint_name?: unknown;
      detail?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof x.code === 'string' && /^[0-9A-Z]{5}$/.test(x.code)) {
      const message = typeof x.message === 'string' ? x.message : '';
      const named = x.constraint ?? x.constraint_name;
      return {
        code: x.code,
        constraint: typeof named === 'string' ? named : /constraint "([^"]+)"/.exec(message)?.[1],
        detail: typeof x.detail === 'string' ? x.detail : '',
        message,
      };
    }
    e = x.cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error, looked for through its causes (Drizzle wraps them). */
export function sqlState(err: unknown): string | undefined {
  return dbError(err)?.code;
}

/**
 * A write broke a unique constraint (23505); with `constraint`, that one (an error that names no
 * constraint counts as it).
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = dbError(err);
  if (e?.code !== SQLSTATE.uniqueViolation) return false;
  return !constraint || e.constraint === undefined || e.constraint === constraint;
}

/** A write named a row that does not exist (23503, a foreign key). */
export const isForeignKeyViolation = (err: unknown): boolean =>
  sqlState(err) === SQLSTATE.foreignKeyViolation;

/**
 * PostgreSQL aborted the transaction so that another could go on: a serialization failure (40001)
 * or a deadlock victim (40P01). Running the whole transaction again is safe.
 */
export function isRetryableConflict(err: unknown): boolean {
  const state = sqlState(err);
  return state === SQLSTATE.serializationFailure || state === SQLSTATE.deadlockDetected;
}

/** A lock asked for with NOWAIT (or within lock_timeout) was not available (55P03). */
export const isLockNotAvailable = (err: unknown): boolean =>
  sqlState(err) === SQLSTATE.lockNotAvailable;

/**
 * The database could not answer: a connection it cut (57P01 admin shutdown, 57P02/57P03, class 08
 * connection exceptions), a connection that ended mid-query, or none to be had in time. The request
 * failed as a whole (its transaction rolled back); the next one gets a new connection.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const state = sqlState(err);
  if (state && (/^57P0[123]$/.test(state) || state.startsWith('08'))) return true;
  for (let e: unknown = err, i = 0; e && typeof e === 'object' && i < 4; i++) {
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|not currently accepting connections|timeout exceeded when trying to connect|Client has encountered a connection error|ECONNREFUSED|ECONNRESET/.test(
        message,
      )
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
