import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http-errors';

export const NUL_MESSAGE = 'Text cannot contain the NUL character (\\u0000).';
export const SURROGATE_MESSAGE =
  'Text cannot contain a lone surrogate (\\ud800 to \\udfff without its pair): send valid Unicode.';

/**
 * An unpaired UTF-16 surrogate: with the `u` flag a pair is one code point and does not match,
 * so only a lone half does. Such a string has no UTF-8 form: PostgreSQL refuses it (or the
 * driver silently turns it into U+FFFD), and it breaks the JSON of every page that shows it.
 */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** Why a string cannot be stored as text, or null when it can. */
function unstorable(s: string): string | null {
  if (s.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(s)) return SURROGATE_MESSAGE;
  return null;
}

/**
 * Why some string in the value (a parsed body, the query or the path params), or some key, cannot
 * be stored as PostgreSQL text (a NUL, a lone surrogate), or null when every one can.
 */
export function unstorableText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return unstorable(value);
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const v of value) {
      const why = unstorableText(v, depth + 1);
      if (why) return why;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    const why = unstorable(k) ?? unstorableText(v, depth + 1);
    if (why) return why;
  }
  return null;
}

/**
 * PostgreSQL cannot store U+0000 or a lone surrogate in text, so either anywhere in the input
 * would fail deep inside a query (or, for a surrogate, be stored changed). Both are refused here,
 * before validation, with a 400 that says why, on every route, for every field at once.
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
    const why = unstorableText(req.params) ?? unstorableText(req.query) ?? unstorableText(req.body);
    if (why) return done(badRequest(why));
    done();
  });
}
