// Builds the web app (`npm run build:web`; with --force always, else only when dist/web is
// missing or older than its sources, as `npm start` and the browser tests do).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/web/index.html');
/** The server render of the public pages (ADR 190), loaded by the server at run time. */
export const ssrEntry = path.join(root, 'dist/ssr/entry-server.js');

export function newest(p) {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let m = s.mtimeMs;
  for (const e of readdirSync(p)) m = Math.max(m, newest(path.join(p, e)));
  return m;
}

export function buildWebIfNeeded() {
  const sources = ['src/web', 'src/shared', 'public', 'index.html', 'vite.config.ts']
    .map((p) => path.join(root, p))
    .filter(existsSync);
  const stale =
    !existsSync(built) ||
    !existsSync(ssrEntry) ||
    Math.max(...sources.map(newest)) >
      Math.min(statSync(built).mtimeMs, statSync(ssrEntry).mtimeMs);
  if (!stale) return;
  console.log('Building the web app...');
  buildWeb();
}

function vite(args) {
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
    cwd: root,
    stdio: 'inherit',
    // always a production build, also when the caller runs under NODE_ENV=test
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error('vite build failed');
}

/** `vite build` into dist/web, then the server render's bundle into dist/ssr. */
export function buildWeb() {
  vite([]);
  precompress(path.join(root, 'dist/web'));
  vite(['--ssr', 'src/web/entry-server.tsx', '--outDir', 'dist/ssr']);
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|xml|txt|map)$/;

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip -9) next to every compressible file of
 * the build, kept only when smaller: the server sends them as they are (ADR 171), so no request
 * pays for compression.
 */
export function precompress(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      precompress(p);
      continue;
    }
    if (!COMPRESSIBLE.test(e.name)) continue;
    const raw = readFileSync(p);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) writeFileSync(`${p}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${p}.gz`, gz);
  }
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv.includes('--force')) buildWeb();
  else buildWebIfNeeded();
}
