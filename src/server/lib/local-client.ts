import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Whether a request comes from a client on this machine, decided from the socket's peer address
 * alone, never from `request.ip` (which follows X-Forwarded-For when TRUST_PROXY is set, and a
 * client writes that header). A request that carries a forwarding header came through a proxy,
 * which relays the public from loopback too, so it is not this machine's own.
 */
export function fromThisMachine(req: FastifyRequest): boolean {
  const peer = req.raw.socket.remoteAddress ?? '';
  return (
    LOOPBACK.test(peer) &&
    req.headers['x-forwarded-for'] === undefined &&
    req.headers.forwarded === undefined &&
    req.headers['x-real-ip'] === undefined
  );
}
