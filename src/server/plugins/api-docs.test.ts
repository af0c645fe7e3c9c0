import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';

/**
 * Every route Fastify registered, read from printRoutes' tree (independent of the swagger plugin's
 * own collection): 'METHOD /path/{param}', without the automatic HEAD twins.
 */
function registeredRoutes(tree: string): string[] {
  const prefixes: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^(.*?)(?:├── |└── )(\S+) \(([^)]*)\)$/.exec(line);
    if (!m) continue;
    const depth = Math.round((m[1] ?? '').length / 4);
    const path = (prefixes[depth - 1] ?? '') + m[2];
    prefixes[depth] = path;
    for (const method of (m[3] ?? '').split(', ')) {
      if (method !== 'HEAD') out.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return out.sort();
}

describe('OpenAPI document at /api/docs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(async () => ctx?.close());

  it('lists every registered route (except the docs themselves)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    const registered = registeredRoutes(ctx.app.printRoutes({ commonPrefix: false })).filter(
      (r) => !r.includes(' /api/docs'),
    );
    expect(registered.length).toBeGreaterThan(50);
    expect(registered).toContain('POST /api/bookings');
    expect(documented).toEqual(registered);
  });

  it('describes a body from its zod schema', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { post: { requestBody: { content: Record<string, unknown> } } }>;
    };
    const body = JSON.stringify(doc.paths['/api/auth/login']?.post.requestBody);
    expect(body).toContain('identifier');
    expect(body).toContain('password');
  });

  it('shows a page listing the calls, with no outside assets', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/api/checkAvailibilty/{hotelID}');
    expect(res.body).not.toMatch(/<script|https?:\/\//);
  });
});

describe('OpenAPI document in production', () => {
  it('is not served', async () => {
    const ctx = await createTestApp({
      seed: false,
      config: {
        NODE_ENV: 'production',
        APP_SECRET: 'p'.repeat(40),
        PUBLIC_URL: 'https://jtdc.example.in',
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_key',
        RAZORPAY_KEY_SECRET: 'live-key-secret',
        RAZORPAY_WEBHOOK_SECRET: 'live-hook-secret',
      },
    });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await ctx.close();
    }
  });
});
