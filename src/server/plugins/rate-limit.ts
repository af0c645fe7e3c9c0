import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { tooManyFor } from '../http-errors';
import { hit, unhit } from './rate-limit.repo';

/**
 * @fastify/rate-limit's store on the database, so every server process behind a load balancer
 * counts against the same limit (the plugin's own store lives in one process's memory).
 */
export function databaseStore(
  db: Db,
  now: () => Date,
  namespace: string,
): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = namespace,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const at = now();
      hit(db, `${this.prefix}:${key}`, timeWindow, at).then(
        (r) =>
          callback(null, {
            current: r.count,
            ttl: Math.max(0, r.resetAt.getTime() - at.getTime()),
          }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: { path: string; method?: unknown }): FastifyRateLimitStore {
      return new DatabaseStore(
        undefined,
        `${namespace}:${String(routeOptions.method)}:${routeOptions.path}`,
      );
    }
  }
  return DatabaseStore;
}

/**
 * Limits how many requests one client IP makes to the routes of this scope (the public forms,
 * each of which sends a mail or an SMS): `max` per `windowMs`, counted in the database.
 */
export async function registerFormRateLimit(
  scope: FastifyInstance,
  opts: { db: Db; now: () => Date; name: string; max: number; windowMs: number },
): Promise<void> {
  await scope.register(rateLimit, {
    max: opts.max,
    timeWindow: opts.windowMs,
    store: databaseStore(opts.db, opts.now, opts.name),
  });
}

/**
 * Limits how many requests one client address (clientKey: an IPv6 client by its /64) makes to the
 * routes of this scope, counted in this process's memory (ADR 227): for calls that cost CPU, not
 * a shared budget, and are too hot for a database write each (the availability searches, ADR
 * 206). Each process protects its own CPU; behind a balancer a client gets the limit per process.
 * At most `cacheSize` addresses are tracked (the least recently seen are dropped).
 */
export async function registerProcessRateLimit(
  scope: FastifyInstance,
  opts: { max: number; windowMs: number; cacheSize?: number },
): Promise<void> {
  await scope.register(rateLimit, {
    max: opts.max,
    timeWindow: opts.windowMs,
    cache: opts.cacheSize ?? 50_000,
    keyGenerator: (req) => clientKey(req.ip),
  });
}

/**
 * The address a per-IP limit counts: an IPv4 address as it is (also when written IPv4-mapped,
 * `::ffff:203.0.113.7`), an IPv6 address by its /64 network, which one subscriber usually holds
 * whole (otherwise a client could take a fresh address for every request).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** One counter: at most `max` hits per fixed window of `windowMs` under `key`. */
export type Limit = { key: string; max: number; windowMs: number };

/**
 * Counts one hit on each limit in turn, in the database (shared by every server process). The
 * first limit over its maximum throws 429 with `Retry-After` (seconds until its window ends); the
 * limits after it are not counted, so a caller refused per IP does not use up the global budget.
 */
export async function enforceLimits(
  db: DbOrTx,
  now: Date,
  limits: Limit[],
  message: (retryAfterSeconds: number) => string,
): Promise<void> {
  for (const l of limits) {
    const r = await hit(db, l.key, l.windowMs, now);
    if (r.count > l.max) {
      const wait = Math.ceil((r.resetAt.getTime() - now.getTime()) / 1000);
      throw tooManyFor(message(wait), wait);
    }
  }
}

/**
 * Counts one hit on `limit` and says whether it is still within its maximum, without refusing
 * anything: for a budget whose overflow is skipped quietly rather than answered with 429.
 */
export async function withinLimit(db: DbOrTx, now: Date, limit: Limit): Promise<boolean> {
  return (await hit(db, limit.key, limit.windowMs, now)).count <= limit.max;
}

/**
 * Counts one try under `key` before it is judged (so parallel tries cannot slip past a limit) and
 * returns the count in the window with its end; `forgiveTry` takes a right try back, so the
 * counter holds the failures.
 */
export const countTry = (db: DbOrTx, key: string, windowMs: number, now: Date) =>
  hit(db, key, windowMs, now);
export const forgiveTry = (db: DbOrTx, key: string, now: Date) => unhit(db, key, now);
