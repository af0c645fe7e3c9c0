import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { etagOf, notModified } from '../lib/reply-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET replies of public content carry an ETag and answer 304 to If-None-Match (ADR 171). */
    etag?: boolean;
  }
}

const etagHook: onSendHookHandler = async (req, reply, payload) => {
  if (reply.statusCode !== 200 || (req.method !== 'GET' && req.method !== 'HEAD')) return payload;
  let etag = reply.getHeader('etag');
  if (typeof etag !== 'string') {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    etag = etagOf(payload);
    reply.header('ETag', etag);
  }
  if (!notModified(req, etag)) return payload;
  reply.code(304);
  return null;
};

/**
 * Routes with `config: { etag: true }` get an ETag (a hash of the reply's bytes, unless the route
 * set one, as cached replies do) and a 304 without a body when If-None-Match names it. Runs
 * before compression, on the JSON text. Register before the routes.
 */
export function registerEtag(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.etag) return;
    const hooks = route.onSend;
    route.onSend = hooks === undefined ? [etagHook] : [etagHook, ...[hooks].flat()];
  });
}
