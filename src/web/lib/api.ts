import { MSG } from '../../shared/messages';

/** An API failure carrying the server's message (safe to show) and status. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body: unknown,
  ) {
    super(message);
  }
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** The server's message from a failure body, if any. */
export function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = (body as { message: unknown }).message;
    if (typeof m === 'string' && m) return m;
  }
  return undefined;
}

/**
 * fetch + JSON + zod parse. Same-origin credentials always go (the session cookie). A non-2xx
 * reply throws ApiError with the server's message, or `fallback`.
 */
/** Anything with a zod-like parse(); zod schemas fit, and small pages can pass a hand-written one. */
export type Parser<T> = { parse: (data: unknown) => T };

export async function api<T>(
  path: string,
  schema: Parser<T>,
  opts: Options = {},
  fallback: string = MSG.somethingWentWrong,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...opts.headers,
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: opts.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(
      0,
      'You appear to be offline. Please check your connection and try again.',
      null,
    );
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) throw new ApiError(res.status, serverMessage(body) ?? fallback, body);
  return schema.parse(body);
}
