import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Route hook for replies that carry personal data (a booking, an invoice, the history): no cache
 * on the way (proxies, the browser's back-forward store) may keep them. Set on request, so error
 * replies carry it too.
 */
export async function noStore(_req: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'private, no-store');
}
