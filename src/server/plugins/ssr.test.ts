import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { buildWebIfNeeded, root } from '../../../scripts/build-web.mjs';
import { createCustomerSession, createTestApp, type TestContext } from '../test/app';
import { staffCookie } from '../test/staff';
import { observers, type SsrOutcome } from '../lib/observers';
import { registerSpa } from './spa';
import { changeHotel } from '../modules/hotels/hotels.service';
import { hotels } from '../db/schema/index';

let ctx: TestContext;
beforeAll(async () => {
  (buildWebIfNeeded as () => void)();
  ctx = await createTestApp({
    webRoot: path.join(root as string, 'dist/web'),
    // every request here comes from one address: the per-client bound has its own test
    config: { PUBLIC_URL: 'https://jtdc.example', SSR_RENDERS_PER_CLIENT: '100000' },
  });
}, 180_000);
afterAll(() => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The JSON in the page's ssr-data script. */
function ssrData(html: string): { queries: Array<{ queryKey: unknown[] }> } {
  const m = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(html);
  if (!m?.[1]) throw new Error('no ssr-data');
  return JSON.parse(m[1]) as { queries: Array<{ queryKey: unknown[] }> };
}

describe('public pages arrive as HTML (server render)', () => {
  it('a hotel page carries the hotel, its title, share tags and its data', async () => {
    const hotel = await ctx.app.inject({ method: 'GET', url: '/api/hotel/1' });
    const name = (hotel.json() as { data: { UnitName: string } }).data.UnitName;
    const res = await get('/hotel/1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(`<h1`);
    expect(html).toContain(name);
    expect(html).toContain(`<title>${name} | JTDC</title>`);
    expect(html).toContain(`<meta property="og:title" content="${name} | JTDC" />`);
    expect(html).toContain('<meta property="og:url" content="https://jtdc.example/hotel/1" />');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/jtdc\.example\/media\//);
    expect(html).toContain('<link rel="canonical" href="https://jtdc.example/hotel/1" />');
    expect(ssrData(html).queries.map((q) => q.queryKey)).toContainEqual(['public', 'hotel', '1']);
  });

  it('a hotel that does not exist is a 404 with the not-found text', async () => {
    const res = await get('/hotel/9999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('id="ssr-data"');
    expect(res.body).toMatch(/not found/i);
  });

  it('an unknown path is a 404 with the 404 page rendered', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1');
  });

  it('a Hindi page is Hindi from the first byte, with its English alternate', async () => {
    const res = await get('/hi/hotel/1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi"');
    expect(res.body).toContain('<link rel="canonical" href="https://jtdc.example/hi/hotel/1" />');
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="en" href="https://jtdc.example/hotel/1" />',
    );
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="hi" href="https://jtdc.example/hi/hotel/1" />',
    );
    // the Hindi dictionary was used: Devanagari in the page
    expect(res.body).toMatch(/[\u0900-\u097F]/);
    // its Devanagari font is asked for with the HTML (no jump when it arrives); English pages never
    expect(res.body).toMatch(
      /<link rel="preload" href="\/assets\/noto-sans-devanagari-[^"]+\.woff2" as="font"/,
    );
    expect((await get('/hotel/1')).body).not.toContain('noto-sans-devanagari');
  });

  it('a signed-in person’s page is the empty shell, without their data', async () => {
    const s = await createCustomerSession(ctx, { name: 'Sunita Oraon' });
    const res = await get('/booking-history', { cookie: s.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('ssr-data');
    expect(res.body).not.toContain('Sunita Oraon');
    // a public page seen while signed in shows no personal data either
    const home = await get('/', { cookie: s.cookie });
    expect(home.body).toContain('id="ssr-data"');
    expect(home.body).not.toContain('Sunita Oraon');
    expect(home.body).not.toContain(s.email);
  });
});

describe('unique URLs reuse one render (ADR 239)', () => {
  /** The outcomes of the server render while `run` runs. */
  async function outcomesOf(run: () => Promise<void>): Promise<SsrOutcome[]> {
    const seen: SsrOutcome[] = [];
    const before = observers.ssr;
    observers.ssr = (o) => seen.push(o);
    try {
      await run();
    } finally {
      observers.ssr = before;
    }
    return seen;
  }

  it('renders /tours at most once for many unique query strings, each answered with the page', async () => {
    const seen = await outcomesOf(async () => {
      for (let i = 0; i < 30; i++) {
        const res = await get(`/tours?x=${Math.random().toString(36).slice(2)}`);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<link rel="canonical" href="https://jtdc.example/tours" />');
      }
    });
    expect(seen.filter((o) => o === 'render').length).toBeLessThanOrEqual(1);
    expect(seen.filter((o) => o === 'hit').length).toBeGreaterThanOrEqual(29);
  });

  it('renders the 404 page once for many unknown paths', async () => {
    const seen = await outcomesOf(async () => {
      for (let i = 0; i < 20; i++) {
        const res = await get(`/no-such-page-${i}-${Math.random().toString(36).slice(2)}`);
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain('<h1');
      }
    });
    expect(seen.filter((o) => o === 'render').length).toBeLessThanOrEqual(1);
  });
});

describe('the rendered pages kept for a few seconds', () => {
  it('are dropped when the staff change what they show', async () => {
    const before = await get('/destination/2');
    expect(before.statusCode).toBe(200);
    const cookie = await staffCookie(ctx, 'content_editor');
    const unpublish = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/content/destinations/2/publish',
      headers: { cookie },
      payload: { published: false },
    });
    expect(unpublish.statusCode).toBe(200);
    // not the page kept from a moment ago: the destination is gone at once
    expect((await get('/destination/2')).statusCode).toBe(404);
  });
});

describe('no layout shift from images', () => {
  it.each(['/', '/hotel/1', '/destination/1', '/tours', '/allhotel/'])(
    'every image of %s has its size in the HTML before it loads',
    async (url) => {
      const res = await get(url);
      const imgs = res.body.match(/<img\b[^>]*>/g) ?? [];
      expect(imgs.length).toBeGreaterThan(0);
      const unsized = imgs.filter(
        (tag) => !/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag),
      );
      expect(unsized).toEqual([]);
    },
  );
});

describe('no layout shift from the page’s own CSS', () => {
  type Chunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
  const manifest = () =>
    JSON.parse(
      readFileSync(path.join(root as string, 'dist/web/.vite/manifest.json'), 'utf8'),
    ) as Record<string, Chunk>;

  it.each(['/', '/hotel/1', '/hi/hotel/1', '/destination/1', '/tours'])(
    'every CSS-module class in the HTML of %s is styled by a stylesheet its <head> links',
    async (url) => {
      const html = (await get(url)).body;
      const [head = '', body = ''] = html.split('</head>');
      const linked = [...head.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)"/g)]
        .map((m) => readFileSync(path.join(root as string, 'dist/web', m[1] ?? ''), 'utf8'))
        .join('\n');
      // CSS modules name a class _name_hash_line: each one drawn must have its rules at first paint
      const classes = new Set(body.match(/\b_[A-Za-z][\w]*_[a-z0-9]{5}_\d+\b/g) ?? []);
      expect(classes.size).toBeGreaterThan(10);
      const unstyled = [...classes].filter((c) => !linked.includes(`.${c}`));
      expect(unstyled).toEqual([]);
    },
  );

  /** The code a server-rendered page starts after its first paint (ADR 210). */
  const appCode = (html: string) => {
    const m = /<script type="application\/json" id="app-code">([^<]*)<\/script>/.exec(html);
    if (!m) throw new Error('no app-code list');
    return JSON.parse(m[1] ?? '') as { entry: string; preload: string[] };
  };

  it('the hotel page lists its code for after the first paint, and another page does not', async () => {
    const m = manifest();
    const hotelPage = m['src/web/features/hotels/HotelPage.tsx'];
    const entry = Object.values(m).find((c) => c.isEntry);
    if (!hotelPage || !entry) throw new Error('no hotel page in the manifest');
    for (const url of ['/hotel/1', '/hi/hotel/1']) {
      const html = (await get(url)).body;
      const code = appCode(html);
      expect(code.entry).toBe(`/${entry.file}`);
      expect(code.preload).toContain(`/${hotelPage.file}`);
      // nothing in the HTML asks for code before the first paint
      expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
      expect(html.split('</head>')[0]).toContain('<script src="/display-prefs.js"></script>');
    }
    expect(appCode((await get('/About')).body).preload).not.toContain(`/${hotelPage.file}`);
  });

  it.each([
    ['/signup', 'src/web/i18n/en/auth.ts'],
    ['/hi/signup', 'src/web/i18n/hi/index.ts'],
  ])(
    "%s, a page the server does not render, preloads its page's code and texts with the entry",
    async (url, textsModule) => {
      const m = manifest();
      const signup = m['src/web/features/auth/SignupPage.tsx'];
      const texts = m[textsModule];
      if (!signup || !texts) throw new Error('no sign-up page in the manifest');
      const html = (await get(url)).body;
      const head = html.split('</head>')[0] ?? '';
      expect(html).toContain('<div id="root"></div>');
      expect(head).toContain('<script type="module" crossorigin src="/assets/index-');
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="/${signup.file}" />`);
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="/${texts.file}" />`);
    },
  );

  it("the home page's HTML has its footer and lower sections without asking for their code first", async () => {
    const m = manifest();
    const footer = m['src/web/app/Footer.tsx'];
    const belowFold = m['src/web/features/home/BelowFold.tsx'];
    if (!footer || !belowFold) throw new Error('no footer in the manifest');
    const home = (await get('/')).body;
    const head = home.split('</head>')[0] ?? '';
    expect(head).not.toContain(footer.file);
    expect(head).not.toContain(belowFold.file);
    expect(home).toContain('<footer');
  });
});

/** The markup of a rendered page's `<div id="root">`. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="ssr-data">/.exec(
    html,
  )?.[1] ?? '';

describe('the login page', () => {
  it.each(['/login', '/hi/login'])(
    '%s arrives as an island page, its fields disabled until a script enables them (ADR 391)',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const root = rootOf(res.body);
      expect(root).toMatch(/<h1[^>]*>/);
      // a form the browser would send itself is posted, never put in an address
      expect(root).toMatch(/<form[^>]*method="post"/);
      const fieldset = /<fieldset[^>]*>/.exec(root)?.[0] ?? '';
      expect(fieldset).toContain('disabled=""');
      expect(fieldset).toContain('data-enabled-by-script=""');
      expect(root).toMatch(/<input[^>]*name="identifier"/);
      expect(root).toMatch(/<input[^>]*name="password"/);
      expect(res.body).toMatch(/id="app-code">[^<]*"islands":/);
    },
  );

  it('says the emailed unlock link worked, drawn by the server', async () => {
    expect(rootOf((await get('/login?unlock=ok')).body)).toContain('role="status"');
    expect(rootOf((await get('/login?unlock=junk')).body)).not.toContain('role="status"');
  });
});

describe('the hotel page (ADR 391)', () => {
  it.each(['/hotel/1', '/hi/hotel/1'])(
    '%s is an island page with its rooms for tonight drawn by the server',
    async (url) => {
      const html = (await get(url)).body;
      expect(html).toMatch(/id="app-code">[^<]*"islands":/);
      const root = rootOf(html);
      const section = root.slice(root.indexOf('id="availability-title"'));
      // a room and its link to book it, no spinner waiting for the app
      expect(section).toMatch(/<a[^>]*href="(\/hi)?\/availibilty\/book-hotel\/1\?checkIn=/);
      expect(section.slice(0, section.indexOf('</section>'))).not.toContain('role="status"');
      const keys = ssrData(html).queries.map((q) => q.queryKey[1]);
      expect(keys).toContain('availability');
    },
  );
});

describe('a render that fails', () => {
  let broken: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssr-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>JTDC</title></head><div id="root"></div></html>',
    );
    const entry = path.join(dir, 'entry-server.mjs');
    writeFileSync(entry, 'export async function render() { throw new Error("boom"); }');
    broken = Fastify();
    await registerSpa(broken, dir, { ssrEntry: entry, publicUrl: 'http://localhost:3000' });
    await broken.ready();
  });
  afterAll(async () => {
    await broken?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is answered with the empty shell (the browser renders the page), never a 500', async () => {
    const res = await broken.inject({ method: 'GET', url: '/hotel/1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('ssr-data');
  });
});

describe('a server render bundle that cannot be loaded', () => {
  it('does not stop the server from starting: pages are served as the shell', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ssr-'));
    try {
      writeFileSync(
        path.join(dir, 'index.html'),
        '<!doctype html><html lang="en"><head><title>JTDC</title></head><div id="root"></div></html>',
      );
      // half written, as while a build rewrites it
      const entry = path.join(dir, 'entry-server.mjs');
      writeFileSync(entry, 'export async function render( {');
      const app = Fastify();
      await registerSpa(app, dir, { ssrEntry: entry, publicUrl: 'http://localhost:3000' });
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/hotel/1' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      await app.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the data block of a rendered page', () => {
  it('carries a hotel name that closes the script element as text: it parses back whole and adds no script', async () => {
    const scripts = (html: string) => (html.match(/<script\b/gi) ?? []).length;
    const before = await get('/hotel/2');
    expect(before.statusCode).toBe(200);
    const name = 'Lake </script><script>alert(1)</script> Resort';
    await changeHotel(ctx.handle.db, 2, (tx) =>
      tx.update(hotels).set({ unitName: name }).where(eq(hotels.id, 2)),
    );
    const res = await get('/hotel/2');
    expect(res.statusCode).toBe(200);
    const hotel = (
      ssrData(res.body).queries as Array<{
        queryKey: unknown[];
        state: { data?: { UnitName?: string } };
      }>
    ).find((q) => JSON.stringify(q.queryKey) === '["public","hotel","2"]');
    expect(hotel?.state.data?.UnitName).toBe(name);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(scripts(res.body)).toBe(scripts(before.body));
  });
});
