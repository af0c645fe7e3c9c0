import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppPath, splitLangPrefix } from '../../shared/routes';
import { preferredEncoding } from '../lib/accept-encoding';
import {
  islandScript,
  isPublicPage,
  loadManifest,
  loadPageModules,
  loadRender,
  pageAssets,
  RENDER_LIMITS,
  serverRender,
  type PageModules,
  type RenderLimits,
} from './ssr';

const IMMUTABLE = 'public, max-age=31536000, immutable';

type IndexCopies = { raw: Buffer; br: Buffer | null; gzip: Buffer | null };

/** index.html and its build-time brotli and gzip copies (ADR 171), read once at start. */
function loadIndex(indexFile: string): IndexCopies {
  const read = (f: string) => (existsSync(f) ? readFileSync(f) : null);
  return {
    raw: readFileSync(indexFile),
    br: read(`${indexFile}.br`),
    gzip: read(`${indexFile}.gz`),
  };
}

/** The built Devanagari font files (ADR 102), preloaded by server-rendered Hindi pages. */
function devanagariFonts(webRoot: string): string[] {
  const dir = path.join(webRoot, 'assets');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^noto-sans-devanagari-.*\.woff2$/.test(f))
    .map((f) => `/assets/${f}`);
}

/**
 * The Hindi copy of index.html: `<html lang="hi">` from the first byte (the app keeps it in step
 * afterwards), compressed once at start like the build's copies.
 */
function hindiIndex(en: IndexCopies): IndexCopies {
  const raw = Buffer.from(en.raw.toString('utf8').replace(/<html lang="en"/, '<html lang="hi"'));
  return {
    raw,
    br: en.br ? brotliCompressSync(raw) : null,
    gzip: en.gzip ? gzipSync(raw, { level: 9 }) : null,
  };
}

/**
 * The shell of a page the server does not render (a form, a signed-in person's page), with a
 * modulepreload for its page's code and texts (ADR 211): the browser fetches them beside the
 * entry instead of once the entry has run. One compressed copy per language and set of tags.
 */
function shellWithPreloads(
  index: Record<'en' | 'hi', IndexCopies>,
  assets: (modules: string[]) => string,
  modulesOf: PageModules,
): (url: string, lang: 'en' | 'hi') => Promise<IndexCopies> {
  const copies = new Map<string, IndexCopies>();
  return async (url, lang) => {
    const base = index[lang];
    const tags = assets(await modulesOf(url).catch(() => []));
    if (!tags) return base;
    const key = `${lang}${tags}`;
    let hit = copies.get(key);
    if (!hit) {
      const raw = Buffer.from(base.raw.toString('utf8').replace('</head>', `${tags}</head>`));
      hit = {
        raw,
        br: base.br ? brotliCompressSync(raw) : null,
        gzip: base.gzip ? gzipSync(raw, { level: 9 }) : null,
      };
      copies.set(key, hit);
    }
    return hit;
  };
}

/**
 * Serves the built SPA: hashed files under /assets are cached for a year (immutable); every other
 * GET that wants HTML gets index.html (revalidated on every use: `no-cache`), so every route of
 * the spec works when opened directly; a path outside the route table (src/shared/routes.ts)
 * gets index.html with status 404. Files are sent as compressed at build time (`.br`, `.gz` next
 * to each file, chosen by Accept-Encoding with `Vary: Accept-Encoding`); nothing is compressed
 * per request (ADR 171). Every page also answers under /hi (Hindi), with <html lang="hi">.
 */
export type SpaOptions = {
  /** the built server render (dist/ssr/entry-server.js); without it every page gets the shell */
  ssrEntry?: string;
  /** the site's public address (config.publicUrl) for canonical and share links, never the Host header */
  publicUrl: string;
  /** registers a callback run when what the public pages show changes (drops rendered pages) */
  onContentChange?: (listener: () => void) => void;
  /** whether rendered pages may be kept now (false while changes elsewhere cannot be heard) */
  keepPages?: () => boolean;
  /** bounds of the server render (ADR 239); the rest from RENDER_LIMITS */
  renderLimits?: Partial<RenderLimits>;
};

export async function registerSpa(
  app: FastifyInstance,
  webRoot: string,
  opts: SpaOptions,
): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  const hasBuild = webRoot !== '' && existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', IMMUTABLE);
        } else if (filePath.endsWith('.html')) {
          res.header('Cache-Control', 'no-cache');
        } else {
          res.header('Cache-Control', 'public, max-age=3600');
        }
      },
    });
  }
  const english = hasBuild ? loadIndex(indexFile) : null;
  const index = english ? { en: english, hi: hindiIndex(english) } : null;
  const render =
    english && opts.ssrEntry
      ? await loadRender(opts.ssrEntry, (err) =>
          app.log.error(
            { err },
            'the server render could not be loaded: pages are served as the shell',
          ),
        )
      : null;
  const manifest = loadManifest(path.join(webRoot, '.vite', 'manifest.json'));
  const assets = manifest ? pageAssets(manifest) : undefined;
  const ssr =
    english && render
      ? serverRender(
          app,
          render,
          english.raw.toString('utf8'),
          opts.publicUrl,
          devanagariFonts(webRoot),
          assets,
          { ...RENDER_LIMITS, ...opts.renderLimits },
          opts.keepPages,
          islandScript(manifest),
        )
      : null;
  const modulesOf =
    english && render && assets && opts.ssrEntry ? await loadPageModules(opts.ssrEntry) : null;
  const shell = index && assets && modulesOf ? shellWithPreloads(index, assets, modulesOf) : null;
  if (ssr) opts.onContentChange?.(ssr.clear);

  const send = (req: FastifyRequest, reply: FastifyReply, status: number, copies: IndexCopies) => {
    const enc = preferredEncoding(req.headers['accept-encoding'], {
      br: copies.br !== null,
      gzip: copies.gzip !== null,
    });
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    if (enc === 'br') return reply.header('Content-Encoding', 'br').send(copies.br);
    if (enc === 'gzip') return reply.header('Content-Encoding', 'gzip').send(copies.gzip);
    return reply.send(copies.raw);
  };

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    const wantsHtml = req.method === 'GET' || req.method === 'HEAD';
    if (isApi || !wantsHtml || path.extname(url) !== '') {
      return reply.status(404).send({ success: false, message: 'Not found.' });
    }
    if (!index) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build`.');
    }
    // a path the app has no page for is a real 404 (the app shows its 404 page), not a soft 200
    const known = isAppPath(url);
    // public pages and the 404 page arrive rendered, with their data (ADR 190)
    if (ssr && (!known || isPublicPage(url))) {
      const page = await ssr.page(req, req.url);
      if (page) return send(req, reply, known ? page.status : 404, page);
    }
    const { lang } = splitLangPrefix(url);
    if (!known) return send(req, reply, 404, index[lang]);
    return send(req, reply, 200, shell ? await shell(url, lang) : index[lang]);
  });
}
