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

/** Anything with a zod-like parse(): a zod schema from src/shared/contracts. */
export type Parser<T> = { parse: (data: unknown) => T };

/**
 * A zod schema whose module is imported on first use. Code in the first bundle (the auth
 * provider, the home page) checks its replies with the shared contracts this way: zod loads in
 * its own chunk, while the request is on its way, instead of before the page can show.
 */
export type LazyParser<T> = { load: () => Promise<Parser<T>> };

export function lazyParser<T>(load: () => Promise<Parser<T>>): LazyParser<T> {
  let loading: Promise<Parser<T>> | undefined;
  return {
    load: () => {
      loading ??= load().catch((err: unknown) => {
        loading = undefined; // a failed chunk load may be retried
        throw err;
      });
      return loading;
    },
  };
}

type Fetcher = (path: string, init: RequestInit) => Promise<Response>;
let fetcher: Fetcher = (path, init) => fetch(path, init);

/**
 * The server render answers the app's requests in-process (ADR 190): it sets this once, in the
 * server's copy of the app only; the browser always uses fetch.
 */
export function setServerFetch(f: Fetcher): void {
  fetcher = f;
}

/**
 * fetch + JSON + zod parse. Same-origin credentials always go (the session cookie). A non-2xx
 * reply throws ApiError with the server's message, or `fallback`.
 */
export async function api<T>(
  path: string,
  schema: Parser<T> | LazyParser<T>,
  opts: Options = {},
  fallback: string = MSG.somethingWentWrong,
): Promise<T> {
  // a lazy schema loads beside the request; a failure is reported once the reply is read
  const parser = 'load' in schema ? schema.load() : Promise.resolve(schema);
  parser.catch(() => undefined);
  let res: Response;
  try {
    res = await fetcher(path, {
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
  return (await parser).parse(body);
}
