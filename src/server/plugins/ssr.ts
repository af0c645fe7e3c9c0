import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  HINDI_PREFIX,
  isAppPath,
  pageEntries,
  pathsOf,
  routePattern,
  splitLangPrefix,
  type QueryValue,
} from '../../shared/routes';
import { observers } from '../lib/observers';

/** What the web app's server render (dist/ssr/entry-server.js, built from src/web) returns. */
type RenderResult = {
  status: number;
  lang: 'en' | 'hi';
  html: string;
  head: { title: string; description: string; image?: string } | null;
  data: string;
  /** the source files of the page modules drawn (keys of the client build's manifest) */
  modules?: string[];
};
type Render = (
  url: string,
  fetchInProcess: (path: string, init: RequestInit) => Promise<Response>,
) => Promise<RenderResult>;

/**
 * The pages rendered on the server (ADR 190): those the route table marks `ssr` (src/shared/
 * routes.ts, where the web router reads the same pages). The others get the empty shell, so no
 * personal data is ever put in server-made HTML (or in its cache).
 */
const PUBLIC_PAGES = pageEntries
  .filter(([, p]) => p.ssr)
  .flatMap(([, p]) => pathsOf(p))
  .map(routePattern);

/**
 * The island pages (ADR 363), marked `island` in the route table: public pages whose HTML is whole without React, so they load only
 * the small island script (src/web/islands.ts) and the app's code when a visitor first uses a
 * control. The 404 page keeps the app from the first paint.
 */
const ISLAND_PAGES = pageEntries
  .filter(([, p]) => p.ssr && p.island)
  .flatMap(([, p]) => pathsOf(p))
  .map(routePattern);

/** Whether a pathname (either language, no query) is an island page. */
export function isIslandPage(pathname: string): boolean {
  const { path } = splitLangPrefix(pathname);
  return ISLAND_PAGES.some((p) => p.test(path));
}

/** The manifest key of the island pages' script. */
const ISLANDS_SOURCE = 'src/web/islands.ts';

/** Whether a pathname is a public page (either language) the server renders. */
export function isPublicPage(pathname: string): boolean {
  const { path } = splitLangPrefix(pathname);
  return PUBLIC_PAGES.some((p) => p.test(path));
}

/**
 * The query parameters each server-rendered page reads (ADR 239), from the route table
 * (`ssrParams`: the login page's `next`, a list's `page`, the tours' `category`), each with the
 * value the page makes of it (ADR 387). Every other parameter, and a value the page reads as
 * absent, is left out of the render and of the cache key, so `/tours?x=<random>` is the cached
 * `/tours` and `/notice?page=<random>` one of at most MAX_LIST_PAGE pages.
 */
const PAGE_PARAMS: Array<{ page: RegExp; params: Readonly<Record<string, QueryValue>> }> =
  pageEntries
    .filter(([, p]) => p.ssr && p.ssrParams)
    .flatMap(([, p]) =>
      pathsOf(p).map((path) => ({ page: routePattern(path), params: p.ssrParams ?? {} })),
    );

/**
 * The API's reads that the spec makes a POST (its body is a query, not a change): the hotel
 * page's availability check for tonight (ADR 391). The render may call these and no other POST.
 */
const READS_BY_POST: readonly RegExp[] = [/^\/api\/checkAvailibilty\/[^/?#]+$/];

/** The address every unknown path is rendered as: the 404 page is rendered once per language. */
const NOT_FOUND_PATH = '/404';

/**
 * The URL a request is rendered from (and cached by): its path and only the parameters its page
 * reads; an unknown path is the one 404 page of its language.
 */
export function renderUrl(url: string): string {
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  const { path, lang } = splitLangPrefix(pathname);
  if (!isAppPath(pathname)) return lang === 'hi' ? HINDI_PREFIX + NOT_FOUND_PATH : NOT_FOUND_PATH;
  const read = Object.entries(PAGE_PARAMS.find((p) => p.page.test(path))?.params ?? {});
  if (q < 0 || read.length === 0) return pathname;
  const given = new URLSearchParams(url.slice(q + 1));
  const kept = new URLSearchParams();
  for (const [name, valueOf] of read) {
    const raw = given.get(name);
    const v = raw === null ? null : valueOf(raw);
    if (v !== null) kept.set(name, v);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** How long a rendered page is reused (changes to public data drop it at once, ADR 246). */
const CACHE_MS = 10_000;

/** The bounds of the render cache and of the renders themselves (ADR 239). */
export type RenderLimits = {
  /** pages kept, least recently used dropped first */
  cacheEntries: number;
  /** bytes kept (raw, brotli and gzip together) */
  cacheBytes: number;
  /** renders running at once; beyond, the shell */
  concurrent: number;
  /** renders one client address may cause per window; beyond, the shell */
  missesPerClient: number;
  missWindowMs: number;
  /** a render that takes longer is given up: the visitor gets the shell, not a wait */
  timeoutMs: number;
};

export const RENDER_LIMITS: RenderLimits = {
  cacheEntries: 500,
  cacheBytes: 64 * 1024 * 1024,
  concurrent: 4,
  missesPerClient: 30,
  missWindowMs: 10_000,
  timeoutMs: 5_000,
};

type Page = { status: number; raw: Buffer; br: Buffer; gzip: Buffer; expires: number };
const bytesOf = (p: Page) => p.raw.length + p.br.length + p.gzip.length;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The same page in each language: `/hotel/1` ↔ `/hi/hotel/1`. */
function languageUrls(url: string): { en: string; hi: string } {
  const [pathname = '/', search = ''] = url.split(/(?=\?)/);
  const { path } = splitLangPrefix(pathname);
  return {
    en: path + search,
    hi: (path === '/' ? `${HINDI_PREFIX}/` : HINDI_PREFIX + path) + search,
  };
}

/** A chunk of the client build's manifest (dist/web/.vite/manifest.json), as far as used here. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };

/**
 * The `<head>` tags for the page modules a render drew (ADR 199): a stylesheet link for the CSS
 * of each one and of the chunks it imports, and a modulepreload for their code, so the page's own
 * CSS is there for the first paint instead of arriving with its lazy chunk and moving the page.
 * What the entry (index.html) already loads is left out. Unknown modules give no tags.
 */
/** The prefix of a module whose CSS the page links but whose code it does not preload. */
const CSS_ONLY = 'css:';

export function pageAssets(manifest: Record<string, ManifestChunk>): (modules: string[]) => string {
  const entryChunks = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const i of manifest[key].imports ?? []) walk(i, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entryChunks);
  const cache = new Map<string, string>();
  return (modules) => {
    const id = modules.join('\n');
    const hit = cache.get(id);
    if (hit !== undefined) return hit;
    const chunks = new Set<string>(entryChunks);
    const css: string[] = [];
    const js: string[] = [];
    // imports first, as the browser applies them: a chunk's CSS comes after what it builds on
    const visit = (key: string, withJs: boolean) => {
      const chunk = manifest[key];
      if (!chunk || chunks.has(key)) return;
      chunks.add(key);
      for (const i of chunk.imports ?? []) visit(i, withJs);
      css.push(...(chunk.css ?? []).filter((f) => !css.includes(f)));
      if (withJs) js.push(chunk.file);
    };
    // a page's own modules: CSS and code; a part drawn on the server whose code comes after the
    // page (`css:` — the footer, the home page's lower sections): its CSS only, so the server's
    // HTML of it is styled from the first paint (ADR 204)
    for (const m of modules) if (!m.startsWith(CSS_ONLY)) visit(m, true);
    for (const m of modules) if (m.startsWith(CSS_ONLY)) visit(m.slice(CSS_ONLY.length), false);
    const tags =
      css.map((f) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(f)}" />`).join('') +
      js.map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}" />`).join('');
    cache.set(id, tags);
    return tags;
  };
}

/** The island script's address in the client build (ADR 363), or null when it has none. */
export function islandScript(manifest: Record<string, ManifestChunk> | null): string | null {
  const chunk = manifest?.[ISLANDS_SOURCE];
  return chunk ? `/${chunk.file}` : null;
}

/** The client build's manifest, or null when the build has none. */
export function loadManifest(file: string): Record<string, ManifestChunk> | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
}

/** The id of the script that carries a rendered page's query data, right after its markup. */
const SSR_DATA_ID = 'ssr-data';

/** index.html with the page's markup, its data and its head tags. */
function fillShell(
  template: string,
  r: RenderResult,
  url: string,
  origin: string,
  hindiFonts: readonly string[],
  assets: (modules: string[]) => string,
  islands: string | null,
): string {
  const { en, hi } = languageUrls(url);
  // no first paint of half a page (ADR 392): Chromium draws nothing until the page's HTML is
  // parsed up to its data block, the end of #root. A paint of a page still arriving moved what
  // was drawn as the rest came (the home page's hero, anchored at its bottom, rose by 34 px as its
  // search form grew); the whole HTML is about 14 KB compressed
  const tags: string[] = [
    `<link rel="expect" href="#${SSR_DATA_ID}" blocking="render" />`,
    assets(r.modules ?? []),
  ];
  // a Hindi page asks for its Devanagari faces with the HTML, not once the CSS is read: the text
  // is drawn in them from the first paint instead of jumping when they arrive (ADR 193)
  if (r.lang === 'hi') {
    for (const href of hindiFonts) {
      tags.push(`<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`);
    }
  }
  const canonical = origin + (r.lang === 'hi' ? hi : en);
  // a page that is not there has no address to name (the one 404 page serves every unknown path)
  if (r.status !== 404) {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    tags.push(`<link rel="alternate" hreflang="en" href="${escapeHtml(origin + en)}" />`);
    tags.push(`<link rel="alternate" hreflang="hi" href="${escapeHtml(origin + hi)}" />`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + en)}" />`);
  }
  let html = template.replace(/<html lang="en"/, `<html lang="${r.lang}"`);
  if (r.head) {
    const image = r.head.image ?? '/media/logo.svg';
    const og = {
      'og:type': 'website',
      'og:site_name': 'JTDC',
      'og:title': r.head.title,
      'og:description': r.head.description,
      'og:image': image.startsWith('/') ? origin + image : image,
      'og:url': canonical,
      'og:locale': r.lang === 'hi' ? 'hi_IN' : 'en_IN',
    };
    for (const [k, v] of Object.entries(og)) {
      tags.push(`<meta property="${k}" content="${escapeHtml(v)}" />`);
    }
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(r.head.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(r.head.description)}" />`,
      );
  }
  // the 404 page (an unknown path, a destination that is not there) keeps the app
  const island = islands !== null && r.status === 200 && isIslandPage(url.split('?')[0] ?? '/');
  return codeAfterFirstPaint(
    html
      .replace('</head>', `${tags.join('')}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${r.html}</div><script type="application/json" id="${SSR_DATA_ID}">${r.data}</script>`,
      ),
    island ? islands : null,
  );
}

const CODE_TAG =
  /<script type="module" crossorigin src="([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g;

/**
 * A server-rendered page is whole without its code, so the code waits for the first paint
 * (ADR 210): the entry's `<script type="module">` and every modulepreload become one list,
 * `<script type="application/json" id="app-code">`, that public/display-prefs.js starts once the
 * page is drawn. Until then a phone's link carries only what the first paint needs (the HTML, the
 * stylesheet, a Hindi page's font, the first images), not 100 KB of script beside them.
 */
function codeAfterFirstPaint(html: string, islands: string | null = null): string {
  let entry = '';
  const preload: string[] = [];
  const rest = html.replace(CODE_TAG, (_tag, script?: string, link?: string) => {
    if (script) entry = script;
    else if (link && !preload.includes(link)) preload.push(link);
    return '';
  });
  if (!entry) return html;
  // an island page: display-prefs.js starts the island script, which starts the rest on demand
  const list = JSON.stringify(islands ? { entry, preload, islands } : { entry, preload }).replace(
    /</g,
    '\\u003c',
  );
  return rest.replace(
    '</head>',
    `<script type="application/json" id="app-code">${list}</script></head>`,
  );
}

/**
 * Loads the built server render, or null when there is none or it cannot be loaded (a build being
 * rewritten, a broken bundle): the shell is served as before and the server still starts.
 */
export async function loadRender(
  file: string,
  onError: (err: unknown) => void,
): Promise<Render | null> {
  if (!existsSync(file)) return null;
  try {
    const mod = (await import(pathToFileURL(file).href)) as { render?: unknown };
    return typeof mod.render === 'function' ? (mod.render as Render) : null;
  } catch (err) {
    onError(err);
    return null;
  }
}

/** The manifest keys of what a page needs first (the render bundle's `pageModules`, ADR 211). */
export type PageModules = (url: string) => Promise<string[]>;

/** The render bundle's `pageModules`, or null when there is none. */
export async function loadPageModules(file: string): Promise<PageModules | null> {
  if (!existsSync(file)) return null;
  try {
    const mod = (await import(pathToFileURL(file).href)) as { pageModules?: unknown };
    return typeof mod.pageModules === 'function' ? (mod.pageModules as PageModules) : null;
  } catch {
    return null;
  }
}

type ServerRender = {
  /** the page for this request, or null to serve the empty shell */
  page: (req: FastifyRequest, url: string) => Promise<Page | null>;
};

/**
 * Counts renders per client address in fixed windows, in this process (a flood is a burst at one
 * process; nothing is shared): whether the address may cause one more. At most `maxClients`
 * addresses are tracked; past that, the oldest window is dropped.
 */
function missLimiter(limits: RenderLimits, maxClients = 10_000) {
  const windows = new Map<string, { n: number; until: number }>();
  return (client: string, now: number): boolean => {
    let w = windows.get(client);
    if (!w || w.until <= now) {
      windows.delete(client);
      if (windows.size >= maxClients) windows.delete(windows.keys().next().value ?? '');
      w = { n: 0, until: now + limits.missWindowMs };
      windows.set(client, w);
    }
    if (w.n >= limits.missesPerClient) return false;
    w.n += 1;
    return true;
  };
}

/**
 * Renders public pages on the server, with the app's own API answered in-process (app.inject: no
 * socket, no cookie, so only what any visitor may see), kept CACHE_MS per page in a bounded LRU
 * cache (ADR 239). A page is rendered from its path and the parameters it reads (`renderUrl`), so
 * junk parameters and unknown paths reuse one render; one render per page runs at a time (others
 * wait for it), at most `limits.concurrent` run at once and one client address may cause at most
 * `limits.missesPerClient` per window: past a bound the answer is null and the caller serves the
 * shell, which the browser renders itself. A failure is logged and answered with null too.
 * `clear` drops every page at once (a change to public data, ADR 246): a render that started
 * before it is neither kept nor shared with later requests; while `keep()` is false (changes of
 * other processes cannot be heard) pages are rendered but not kept.
 */
export function serverRender(
  app: FastifyInstance,
  render: Render,
  template: string,
  publicUrl: string,
  hindiFonts: readonly string[] = [],
  assets: (modules: string[]) => string = () => '',
  limits: RenderLimits = RENDER_LIMITS,
  keep: () => boolean = () => true,
  /** the island script's address (`/assets/…js`), or null: every page loads the app (ADR 363) */
  islands: string | null = null,
): ServerRender & { clear: () => void } {
  const cache = new Map<string, Page>();
  let cacheBytes = 0;
  let generation = 0;
  const running = new Map<string, Promise<Page | null>>();
  const mayMiss = missLimiter(limits);
  const fetchInProcess = async (path: string, init: RequestInit): Promise<Response> => {
    const method = init.method ?? 'GET';
    const readByPost = method === 'POST' && READS_BY_POST.some((r) => r.test(path));
    if (method !== 'GET' && !readByPost) throw new Error('the server render only reads');
    const res = await app.inject({
      method: readByPost ? 'POST' : 'GET',
      url: path,
      headers: readByPost
        ? { accept: 'application/json', 'content-type': 'application/json' }
        : { accept: 'application/json' },
      ...(readByPost && typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
  const drop = (key: string) => {
    const old = cache.get(key);
    if (!old) return;
    cache.delete(key);
    cacheBytes -= bytesOf(old);
  };
  const store = (key: string, page: Page) => {
    drop(key);
    cache.set(key, page);
    cacheBytes += bytesOf(page);
    while (cache.size > limits.cacheEntries || cacheBytes > limits.cacheBytes) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
  };
  const renderPage = async (
    req: FastifyRequest,
    url: string,
    origin: string,
  ): Promise<Page | null> => {
    try {
      let timer: NodeJS.Timeout | undefined;
      const r = await Promise.race([
        render(url, fetchInProcess),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('render timed out')), limits.timeoutMs);
        }),
      ]).finally(() => clearTimeout(timer));
      const raw = Buffer.from(fillShell(template, r, url, origin, hindiFonts, assets, islands));
      return {
        status: r.status,
        raw,
        br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gzip: gzipSync(raw, { level: 6 }),
        expires: Date.now() + CACHE_MS,
      };
    } catch (err) {
      observers.ssr('failed');
      req.log.error({ err, url }, 'server render failed; serving the shell');
      return null;
    }
  };
  return {
    clear: () => {
      generation += 1;
      cache.clear();
      running.clear();
      cacheBytes = 0;
    },
    async page(req, requested) {
      // the site's address from the configuration, never the request's Host (ADR 226): a page
      // cached for everyone must not carry links to whatever host one client named
      const origin = publicUrl;
      const url = renderUrl(requested);
      const key = `${origin}${url}`;
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && hit.expires > now) {
        // most recently used: last in the map's order
        cache.delete(key);
        cache.set(key, hit);
        observers.ssr('hit');
        return hit;
      }
      const inFlight = running.get(key);
      if (inFlight) {
        observers.ssr('hit');
        return inFlight;
      }
      if (running.size >= limits.concurrent) {
        observers.ssr('shell-busy');
        return null;
      }
      if (!mayMiss(req.ip, now)) {
        observers.ssr('shell-limited');
        return null;
      }
      observers.ssr('render');
      const gen = generation;
      const p = renderPage(req, url, origin).then((page) => {
        if (page && gen === generation && keep()) store(key, page);
        return page;
      });
      running.set(key, p);
      void p.finally(() => {
        if (running.get(key) === p) running.delete(key);
      });
      return p;
    },
  };
}
