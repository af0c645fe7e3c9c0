import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';

/** GET /metrics: Prometheus text with request, database and outbox figures, only with the token (ADR 175, 225). */
let ctx: TestContext;
const token = 'metrics-token-for-tests-0123456789';
beforeAll(async () => {
  ctx = await createTestApp({ config: { METRICS_TOKEN: token } });
});
afterAll(() => ctx.close());

describe('GET /metrics', () => {
  it('reports request durations by route and status, query timings and the outbox', async () => {
    await ctx.app.inject({ url: '/api/hotels' });
    await ctx.app.inject({ url: '/api/hotel/9999' });
    const res = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/hotels",status="200"\} 1/,
    );
    expect(res.body).toMatch(/route="\/api\/hotel\/:id",status="404"/);
    expect(res.body).toMatch(/db_query_duration_seconds_count\{db="(pglite|postgres)"\} [1-9]/);
    expect(res.body).toContain('# TYPE outbox_messages gauge');
    expect(res.body).toContain('process_resident_memory_bytes');
  });

  it('is refused to a request that came through a proxy, unless it carries the token', async () => {
    const proxied = await ctx.app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    const wrong = await ctx.app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer not-the-token-at-all!!' },
    });
    expect(wrong.statusCode).toBe(404);
    const withToken = await ctx.app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${token}` },
    });
    expect(withToken.statusCode).toBe(200);
  });

  it('is refused without the token even on this machine (a local proxy relays the public from loopback)', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1']) {
      const res = await ctx.app.inject({ url: '/metrics', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
    }
  });

  it('is refused to a caller on another machine without the token, and answered with it', async () => {
    const res = await ctx.app.inject({ url: '/metrics', remoteAddress: '198.51.100.7' });
    expect(res.statusCode).toBe(404);
    const withToken = await ctx.app.inject({
      url: '/metrics',
      remoteAddress: '198.51.100.7',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.statusCode).toBe(200);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers nobody', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      const res = await bare.app.inject({ url: '/metrics' });
      expect(res.statusCode).toBe(404);
      const guessed = await bare.app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer undefined' },
      });
      expect(guessed.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
