/** The SQLSTATE of a database error, looked for through its causes (Drizzle wraps them). */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, i = 0; e && typeof e === 'object' && i < 4; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

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
