// `npm run bench`: starts the built app on a fresh embedded database and measures
//  1. API throughput and latency with autocannon (hotel list, hotel detail, availability);
//  2. the home page's transfer size (JS and CSS, gzip) against the budget;
//  3. the server's resident memory after the load.
// Prints a table and exits non-zero when a budget is missed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildWebIfNeeded, root } from '../scripts/build-web.mjs';

const BUDGET = {
  homeJsGzipKb: 130,
  hotelsP99Ms: 250,
  availabilityP99Ms: 400,
  rssMb: 700, // PGlite keeps the database in the process (WASM heap)
};

buildWebIfNeeded();
const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {
    // not up yet
  }
  if (i > 400) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 250));
}

const results = [];
async function load(name, opts) {
  const r = await autocannon({ url: base, connections: 10, duration: 8, ...opts });
  results.push({
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  });
  return r;
}

const checkIn = new Date(Date.now() + 10 * 86400000 + 5.5 * 3600000).toISOString().slice(0, 10);
const checkOut = new Date(Date.now() + 12 * 86400000 + 5.5 * 3600000).toISOString().slice(0, 10);
await load('GET /api/hotels', { requests: [{ method: 'GET', path: '/api/hotels' }] });
await load('GET /api/hotel/1', { requests: [{ method: 'GET', path: '/api/hotel/1' }] });
await load('POST /api/checkAvailibilty/1', {
  requests: [
    {
      method: 'POST',
      path: '/api/checkAvailibilty/1',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ check_in_date: checkIn, check_out_date: checkOut }),
    },
  ],
});

// Home page weight: index.html plus the JS and CSS it loads before any lazy route chunk.
const html = readFileSync(path.join(root, 'dist/web/index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let jsGzip = 0;
let cssGzip = 0;
for (const a of assets) {
  const size = gzipSync(readFileSync(path.join(root, 'dist/web', a))).length;
  if (a.endsWith('.js')) jsGzip += size;
  else cssGzip += size;
}
const homeChunk = [
  ...new Set(
    readFileSync(
      path.join(
        root,
        'dist/web',
        assets.find((a) => a.endsWith('.js')),
      ),
      'utf8',
    ).match(/assets\/HomePage-[\w-]+\.js/g) ?? [],
  ),
];
for (const c of homeChunk) jsGzip += gzipSync(readFileSync(path.join(root, 'dist/web', c))).length;

const rss =
  Number(readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) /
  1024;
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });

console.table(results);
const hotels = results[0];
const avail = results[2];
const checks = [
  ['home page JS (gzip, KB)', +(jsGzip / 1024).toFixed(1), BUDGET.homeJsGzipKb],
  ['home page CSS (gzip, KB)', +(cssGzip / 1024).toFixed(1), 40],
  ['GET /api/hotels p99 (ms)', hotels.p99, BUDGET.hotelsP99Ms],
  ['availability p99 (ms)', avail.p99, BUDGET.availabilityP99Ms],
  ['server RSS after load (MB)', Math.round(rss), BUDGET.rssMb],
  ['errors', results.reduce((s, r) => s + r.errors, 0), 0],
];
console.table(
  checks.map(([name, value, budget]) => ({ name, value, budget, ok: value <= budget })),
);
process.exit(checks.every(([, v, b]) => v <= b) ? 0 : 1);
