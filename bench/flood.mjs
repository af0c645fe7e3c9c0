// The flood step of `npm run bench` (issue 23 item 3, ADR 239 and 247): one client floods the
// server with unique URLs (`/tours?x=<random>` and unknown paths) over 8 connections while other
// visitors read the real pages. Measures the real pages' pages/s and `/healthz` p99, each without
// and with the flood (budget: /healthz p99 under 100 ms while flooded).
//
// Alone: `npm run bench:flood` (builds what is stale, starts the compiled server on a fresh PGlite
// folder, and writes its figures into bench/results/latest.json, keeping the others there).
// The flooder runs as a child process of its own (`node bench/flood.mjs --flooder <base> <s>`),
// so its work does not slow the client that measures.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { buildWebIfNeeded, root } from '../scripts/build-web.mjs';
import { buildServerIfNeeded } from '../scripts/build-server.mjs';
import { load, startServer } from './lib.mjs';

export const FLOOD_BUDGET = { healthzP99FloodedMs: 100 };
const FLOOD_CONNECTIONS = 8;
/** The flooder and the visitors come through a proxy (TRUST_PROXY=1), each from its address. */
const FLOODER_IP = '203.0.113.66';
const REAL_PAGES = [
  '/',
  '/allhotel/',
  '/hotel/1',
  '/hotel/2',
  '/tours',
  '/destination/1',
  '/notice',
  '/tenders',
  '/hi/',
  '/hi/hotel/1',
];
const browser = (ip) => ({
  accept: 'text/html',
  'accept-encoding': 'gzip, br',
  'x-forwarded-for': ip,
});

/** A URL no page has been rendered for: a junk query on a real page, or an unknown path. */
const uniqueUrl = () => {
  const r = randomBytes(6).toString('hex');
  return Math.random() < 0.5 ? `/tours?x=${r}` : `/no-such-page-${r}`;
};

/** The flooder's own process: unique URLs over 8 connections for `seconds`; prints its counts. */
async function flooder(base, seconds) {
  const r = await autocannon({
    url: base,
    connections: FLOOD_CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        headers: browser(FLOODER_IP),
        setupRequest: (req) => ({ ...req, path: uniqueUrl() }),
      },
    ],
  });
  console.log(
    JSON.stringify({
      rps: Math.round(r.requests.average),
      p99: r.latency.p99,
      errors: r.errors + r.timeouts,
      status: { '2xx': r['2xx'], '4xx': r['4xx'], '5xx': r['5xx'] },
    }),
  );
}

function startFlooder(base, seconds) {
  const child = spawn(
    process.execPath,
    [path.join(root, 'bench/flood.mjs'), '--flooder', base, String(seconds)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (b) => (out += b));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1))) : reject(new Error(out)),
    ),
  );
}

const pagesLoad = (base, seconds) =>
  load(base, {
    connections: 4,
    duration: seconds,
    requests: REAL_PAGES.map((p, i) => ({
      method: 'GET',
      path: p,
      headers: browser(`198.51.100.${10 + i}`),
    })),
  });
const healthzLoad = (base, seconds) =>
  load(base, {
    connections: 2,
    duration: seconds,
    requests: [{ method: 'GET', path: '/healthz', headers: { 'x-forwarded-for': '198.51.100.2' } }],
  });

/**
 * The flood figures on a fresh server of its own (PGlite in `dir`): returns `rows` (the loads)
 * and `figures` ({ name, value, budget, ok, note }, as bench/run.mjs keeps them).
 */
export async function floodStep(dir) {
  const server = await startServer({
    DATA_DIR: dir,
    DATABASE_URL: '',
    TRUST_PROXY: '1',
  });
  const rows = [];
  const figures = [];
  const figure = (name, value, budget, better, note = '') =>
    figures.push({
      name,
      value,
      budget: budget ?? '',
      ok: budget === undefined ? '' : better === 'lower' ? value <= budget : value >= budget,
      note,
    });
  try {
    // warm-up: every real page rendered, and rendered again once its 10 s in the cache ended
    // (the first renders load each page's code), the start-up jobs done and the JIT settled
    await pagesLoad(server.base, 12);
    const calm = await pagesLoad(server.base, 6);
    const calmHealth = await healthzLoad(server.base, 4);
    rows.push(
      { name: 'real pages, no flood', ...calm },
      { name: 'GET /healthz, no flood', ...calmHealth },
    );
    const flood = startFlooder(server.base, 16);
    await new Promise((r) => setTimeout(r, 2_000));
    const flooded = await pagesLoad(server.base, 6);
    const floodedHealth = await healthzLoad(server.base, 5);
    const f = await flood;
    rows.push(
      { name: 'real pages, flooded', ...flooded },
      { name: 'GET /healthz, flooded', ...floodedHealth },
      {
        name: `flood: unique URLs, ${FLOOD_CONNECTIONS} connections`,
        rps: f.rps,
        p50: '',
        p99: f.p99,
        errors: f.errors,
      },
    );
    figure(
      'real pages per second while one client floods unique URLs',
      flooded.rps,
      undefined,
      'higher',
      `${calm.rps} pages/s without the flood; flood ${f.rps} req/s over ${FLOOD_CONNECTIONS} connections (2xx ${f.status['2xx']}, 4xx ${f.status['4xx']}, 5xx ${f.status['5xx']})`,
    );
    figure(
      '/healthz p99 while one client floods unique URLs (ms)',
      floodedHealth.p99,
      FLOOD_BUDGET.healthzP99FloodedMs,
      'lower',
      `${calmHealth.p99} ms without the flood; ${floodedHealth.rps} req/s, ${floodedHealth.errors} errors`,
    );
  } finally {
    await server.stop();
  }
  return { rows, figures };
}

/** Puts the flood figures into bench/results/latest.json, keeping every other figure there. */
function mergeIntoLatest({ rows, figures }) {
  const file = path.join(root, 'bench/results/latest.json');
  const latest = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : { at: null, cores: os.cpus().length, load: [], figures: [] };
  const names = new Set([...rows, ...figures].map((r) => r.name));
  latest.load = [...(latest.load ?? []).filter((r) => !names.has(r.name)), ...rows];
  latest.figures = [...(latest.figures ?? []).filter((r) => !names.has(r.name)), ...figures];
  latest.floodAt = new Date().toISOString();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(latest, null, 2) + '\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv[2] === '--flooder') {
    await flooder(process.argv[3], Number(process.argv[4]));
  } else {
    buildWebIfNeeded();
    await buildServerIfNeeded();
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-flood-'));
    try {
      const out = await floodStep(path.join(tmp, 'data'));
      console.table(out.rows);
      console.table(out.figures.map(({ note, ...f }) => ({ ...f, note: note.slice(0, 80) })));
      mergeIntoLatest(out);
      process.exitCode = out.figures.every((f) => f.ok !== false) ? 0 : 1;
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
}
