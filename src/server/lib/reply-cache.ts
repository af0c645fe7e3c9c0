import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';

/** A reply kept as the bytes sent, with its entity tag. */
export type CachedReply = { body: string; etag: string };

/** A weak entity tag of a body (weak: the same JSON is sent plain or compressed). */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when the request's If-None-Match names `etag` (or is `*`). */
export function notModified(req: FastifyRequest, etag: string): boolean {
  const inm = req.headers['if-none-match'];
  if (!inm) return false;
  return inm
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t === etag || t === etag.slice(2));
}

/**
 * Replies built once and kept as JSON text (ADR 172): checked against the route's reply schema
 * and serialised once per load, not per request. Each process keeps its own copy for `ttlMs`;
 * concurrent misses share one load; `delete`/`clear` drop entries at once (an entry whose load
 * started before the drop is not kept). While `keep()` is false (changes made elsewhere cannot be
 * heard, ADR 246) every request loads and nothing is kept.
 */
export class ReplyCache<K> {
  private readonly entries = new Map<K, { expires: number; value: Promise<CachedReply> }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly keep: () => boolean = () => true,
  ) {}

  get(key: K, schema: ZodType, load: () => Promise<unknown>): Promise<CachedReply> {
    const hit = this.entries.get(key);
    const t = this.now();
    if (hit && hit.expires > t) return hit.value;
    const gen = this.generation;
    const value = load().then((data) => {
      const body = JSON.stringify(schema.parse(data));
      return { body, etag: etagOf(body) };
    });
    if (!this.keep()) return value;
    const entry = { expires: t + this.ttlMs, value };
    this.entries.set(key, entry);
    value.then(
      () => {
        if (gen !== this.generation && this.entries.get(key) === entry) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  delete(key: K): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** Sends a cached reply: 304 when the client has it already, else its bytes as JSON. */
export function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  cached: CachedReply,
  cacheControl: string,
): FastifyReply {
  reply.header('ETag', cached.etag).header('Cache-Control', cacheControl);
  if (notModified(req, cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
