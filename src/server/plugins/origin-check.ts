import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const EXEMPT = new Set(['/api/payments/webhook']);

/**
 * Cross-site write refusal (docs/api.md "Cross-site writes"): an unsafe method whose Origin (or Referer) names
 * another site, or whose Sec-Fetch-Site is cross-site, gets 403 before any handler runs.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const allowed = new Set([new URL(config.publicUrl).host]);
  app.addHook('onRequest', async (req, reply) => {
    if (!UNSAFE.has(req.method)) return;
    const url = req.url.split('?')[0] ?? '';
    if (EXEMPT.has(url)) return;
    const refuse = () =>
      reply.status(403).send({ success: false, message: 'Cross-site requests are not allowed.' });
    if (req.headers['sec-fetch-site'] === 'cross-site') return refuse();
    const source = req.headers.origin ?? req.headers.referer;
    if (!source) return;
    let host: string;
    try {
      host = new URL(source).host;
    } catch {
      return refuse();
    }
    const own = req.headers.host;
    if (host !== own && !allowed.has(host)) return refuse();
  });
}
