import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// webhooks of other servers, authenticated by their signature or shared secret instead
const EXEMPT = new Set(['/api/payments/webhook', '/api/channels/webhook']);

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins the site is served from: PUBLIC_URL's, and when that is a loopback address (a
 * development machine) the same port under the other loopback names. Never the request's own
 * Host header, which the client chooses.
 */
export function allowedOrigins(publicUrl: string): Set<string> {
  const u = new URL(publicUrl);
  const set = new Set([u.origin]);
  if (LOOPBACK.includes(u.hostname)) {
    for (const name of LOOPBACK) set.add(`${u.protocol}//${name}${u.port ? `:${u.port}` : ''}`);
  }
  return set;
}

/**
 * Cross-site write refusal (docs/api.md "Cross-site writes"): an unsafe method whose Origin (or Referer) is not the
 * site's (PUBLIC_URL), or whose Sec-Fetch-Site is cross-site, gets 403 before any handler runs.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const allowed = allowedOrigins(config.publicUrl);
  // a callback hook (no promise per request); a refused request is answered and not passed on
  app.addHook('onRequest', (req, reply, done) => {
    if (crossSite(req, allowed)) {
      void reply
        .status(403)
        .send({ success: false, message: 'Cross-site requests are not allowed.' });
      return;
    }
    done();
  });
}

/** Whether an unsafe request comes from another site (false for GET, HEAD and OPTIONS). */
function crossSite(req: FastifyRequest, allowed: Set<string>): boolean {
  if (!UNSAFE.has(req.method)) return false;
  const url = req.url.split('?')[0] ?? '';
  if (EXEMPT.has(url)) return false;
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  const source = req.headers.origin ?? req.headers.referer;
  // a form posted by one of the site's own server-made pages (e.g. the one-click newsletter
  // withdrawal) carries `Origin: null` under the no-referrer policy; the browser's own
  // Sec-Fetch-Site, which a page cannot set, says it came from this origin
  if (source === 'null' && site === 'same-origin') return false;
  if (!source) return false;
  try {
    return !allowed.has(new URL(source).origin);
  } catch {
    return true;
  }
}
