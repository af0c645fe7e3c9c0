import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http-errors';

export const NUL_MESSAGE = 'Text cannot contain the NUL character (\\u0000).';

/** True when any string in the value (a parsed body, the query or the path params) holds U+0000. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000') || holdsNul(v, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in the input would fail deep inside a
 * query. It is refused here, before validation, with a 400 that says why, on every route.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // An empty body sent as JSON (a body-less POST such as logout from a client that always sets
  // Content-Type) is no body, not an error; anything else goes through Fastify's own parser,
  // which keeps its prototype-poisoning protection.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    json(req, text, done);
  });
  app.addHook('preValidation', (req, _reply, done) => {
    if (holdsNul(req.params) || holdsNul(req.query) || holdsNul(req.body)) {
      return done(badRequest(NUL_MESSAGE));
    }
    done();
  });
}
