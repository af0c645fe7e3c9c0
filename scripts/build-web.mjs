// Builds the web app (`npm run build:web`; with --force always, else only when dist/web is
// missing or older than its sources, as `npm start` and the browser tests do).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/web/index.html');

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
  const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
  if (!stale) return;
  console.log('Building the web app...');
  buildWeb();
}

/** `vite build` into dist/web. */
export function buildWeb() {
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // always a production build, also when the caller runs under NODE_ENV=test
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error('vite build failed');
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv.includes('--force')) buildWeb();
  else buildWebIfNeeded();
}
