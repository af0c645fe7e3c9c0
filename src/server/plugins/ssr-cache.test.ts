import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { observers, type SsrOutcome } from '../lib/observers';
import { RENDER_LIMITS, renderUrl, serverRender, type RenderLimits } from './ssr';

/**
 * The render cache's bounds (ADR 239), with a stand-in render that counts its calls and can be
 * held open: what one client flooding unique URLs can cost the process.
 */

type Held = { url: string; release: () => void };

/** An app whose every GET answers the server render's page, or 299 "shell" when it gives none. */
function setup(limits: Partial<RenderLimits> = {}, opts: { hold?: boolean } = {}) {
  const calls: string[] = [];
  const held: Held[] = [];
  const app: FastifyInstance = Fastify();
  const ssr = serverRender(
    app,
    async (url) => {
      calls.push(url);
      if (opts.hold) await new Promise<void>((release) => held.push({ url, release }));
      const notFound = /^(\/hi)?\/404$/.test(url);
      return {
        status: notFound ? 404 : 200,
        lang: url.startsWith('/hi') ? 'hi' : 'en',
        html: `<main>${notFound ? 'not found' : url}</main>`,
        head: null,
        data: '{}',
      };
    },
    '<html lang="en"><head></head><body><div id="root"></div></body></html>',
    'https://jtdc.example',
    [],
    () => '',
    { ...RENDER_LIMITS, ...limits },
  );
  app.get('/*', async (req, reply) => {
    const page = await ssr.page(req, req.url);
    if (!page) return reply.status(299).send('shell');
    return reply.status(page.status).type('text/html').send(page.raw);
  });
  const get = (url: string, remoteAddress = '192.0.2.1') =>
    app.inject({ method: 'GET', url, remoteAddress });
  return { app, calls, held, get };
}

const outcomes: SsrOutcome[] = [];
observers.ssr = (o) => outcomes.push(o);
afterEach(() => {
  outcomes.length = 0;
});

describe('what a page is rendered from', () => {
  it('keeps the path and only the parameters the page reads', () => {
    expect(renderUrl('/tours?x=1&utm_source=a')).toBe('/tours');
    expect(renderUrl('/hi/hotel/3?x=1')).toBe('/hi/hotel/3');
    expect(renderUrl('/login?x=1&next=%2Fhotel%2F1')).toBe('/login?next=%2Fhotel%2F1');
    expect(renderUrl('/no-such-page?x=1')).toBe('/404');
    expect(renderUrl('/hi/no/such/page')).toBe('/hi/404');
  });
});

describe('the render cache under unique URLs', () => {
  it('renders /tours once for many unique query strings, and answers each with that page', async () => {
    const { get, calls } = setup({ missesPerClient: 1_000 });
    for (let i = 0; i < 50; i++) {
      const res = await get(`/tours?x=${Math.random().toString(36).slice(2)}&i=${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<main>/tours</main>');
    }
    expect(calls).toEqual(['/tours']);
    expect(outcomes.filter((o) => o === 'render')).toHaveLength(1);
  });

  it('renders a list page by its ?page, and a junk page number as the first page (ADR 387)', async () => {
    const { get, calls } = setup({ missesPerClient: 1_000 });
    for (let i = 0; i < 30; i++) {
      const junk = [`${1000 + i}`, `x${i}`, `0${i}`][i % 3];
      const res = await get(`/notice?page=${junk}`);
      expect(res.body).toContain('<main>/notice</main>');
    }
    expect((await get('/notice?page=2&utm_source=a')).body).toContain(
      '<main>/notice?page=2</main>',
    );
    expect((await get('/hi/notice?page=2')).body).toContain('<main>/hi/notice?page=2</main>');
    expect(calls).toEqual(['/notice', '/notice?page=2', '/hi/notice?page=2']);
  });

  it('renders the 404 page once per language for any number of unknown paths', async () => {
    const { get, calls } = setup({ missesPerClient: 1_000 });
    for (let i = 0; i < 20; i++) {
      const res = await get(`/no-such-page-${i}/x?y=${i}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('not found');
      // a page that is not there names no canonical address
      expect(res.body).not.toContain('rel="canonical"');
    }
    for (let i = 0; i < 5; i++) expect((await get(`/hi/nothing-${i}`)).statusCode).toBe(404);
    expect(calls).toEqual(['/404', '/hi/404']);
  });

  it('renders the login page per `next`, ignoring the other parameters', async () => {
    const { get, calls } = setup({ missesPerClient: 1_000 });
    await get('/login?next=%2Fhotel%2F1');
    await get('/login?next=%2Fhotel%2F1&x=2');
    await get('/login?next=%2Fhotel%2F2');
    expect(calls).toEqual(['/login?next=%2Fhotel%2F1', '/login?next=%2Fhotel%2F2']);
  });

  it('runs one render for a page asked for many times at once', async () => {
    const { get, calls, held } = setup({}, { hold: true });
    const replies = Array.from({ length: 10 }, (_, i) => get(`/tours?i=${i}`));
    await new Promise((r) => setTimeout(r, 50));
    for (const h of held) h.release();
    for (const res of await Promise.all(replies)) expect(res.statusCode).toBe(200);
    expect(calls).toEqual(['/tours']);
  });
});

describe('the bounds', () => {
  it('runs at most `concurrent` renders at once; the others get the shell at once', async () => {
    const { get, calls, held } = setup({ concurrent: 2, missesPerClient: 1_000 }, { hold: true });
    const replies = Array.from({ length: 8 }, (_, i) => get(`/hotel/${i + 1}`));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(2);
    for (const h of held) h.release();
    const statuses = (await Promise.all(replies)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 299)).toHaveLength(6);
    expect(outcomes.filter((o) => o === 'shell-busy')).toHaveLength(6);
    // once they are done, a new page renders again
    const next = get('/hotel/20');
    await new Promise((r) => setTimeout(r, 20));
    for (const h of held) h.release();
    expect((await next).statusCode).toBe(200);
  });

  it('lets one client address cause `missesPerClient` renders per window; others still render', async () => {
    const { get, calls } = setup({ missesPerClient: 3, missWindowMs: 60_000 });
    const flood = [];
    for (let i = 1; i <= 6; i++) flood.push((await get(`/hotel/${i}`, '198.51.100.7')).statusCode);
    expect(flood).toEqual([200, 200, 200, 299, 299, 299]);
    expect(outcomes.filter((o) => o === 'shell-limited')).toHaveLength(3);
    // pages already rendered still come from the cache for that client
    expect((await get('/hotel/1?x=9', '198.51.100.7')).statusCode).toBe(200);
    // another address is not held back
    expect((await get('/hotel/6', '203.0.113.9')).statusCode).toBe(200);
    expect(calls).toHaveLength(4);
  });

  it('keeps at most `cacheEntries` pages, dropping the least recently used', async () => {
    const { get, calls } = setup({ cacheEntries: 2, missesPerClient: 1_000 });
    await get('/hotel/1');
    await get('/hotel/2');
    await get('/hotel/1'); // used again: now the newest
    await get('/hotel/3'); // drops /hotel/2
    await get('/hotel/1');
    expect(calls).toEqual(['/hotel/1', '/hotel/2', '/hotel/3']);
    await get('/hotel/2');
    expect(calls).toEqual(['/hotel/1', '/hotel/2', '/hotel/3', '/hotel/2']);
  });

  it('keeps at most `cacheBytes` of pages', async () => {
    const { get, calls } = setup({ cacheBytes: 1, missesPerClient: 1_000 });
    await get('/hotel/1');
    await get('/hotel/1');
    expect(calls).toEqual(['/hotel/1', '/hotel/1']);
  });
});
