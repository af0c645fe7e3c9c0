import Fastify from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

const options: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: [],
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: true,
};

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const app = Fastify();
  await register(app);
  app.get('/x', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  const ok = await app.inject({ url: '/x' });
  const failed = await app.inject({ url: '/fails' });
  const missing = await app.inject({ url: '/nothing' });
  await app.close();
  const strip = (h: Record<string, unknown>) => {
    const { date: _d, 'content-length': _l, 'content-type': _t, connection: _c, ...rest } = h;
    return rest;
  };
  return [ok, failed, missing].map((r) => strip(r.headers));
}

describe('security headers built once', () => {
  it('sends exactly the headers @fastify/helmet sends, on success, error and 404 replies', async () => {
    const helmet = await headersOf(async (app) => {
      await app.register(fastifyHelmet, options);
    });
    const once = await headersOf((app) => registerSecurityHeaders(app, options));
    expect(once).toEqual(helmet);
    expect(once[0]!['content-security-policy']).toContain('https://checkout.razorpay.com');
    expect(once[0]!['strict-transport-security']).toMatch(/max-age=/);
    expect(once[2]!['x-content-type-options']).toBe('nosniff');
  });
});
