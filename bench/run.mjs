// `npm run bench` (ADR 179): builds what is stale, starts the compiled server and measures
//  1. GET /api/hotels and /api/hotel/1 against a bare Fastify route sending the same bytes;
//  2. availability p99 at 100 connections (PGlite; and PostgreSQL when DATABASE_URL is set);
//  3. confirmed bookings per second with 20 customers and rooms oversold (0 expected);
//  4. the server's resident memory after the load;
//  5. the entry chunk sent precompressed (requests/s with Accept-Encoding);
//  6. with DATABASE_URL: two processes on one database against one (GET /api/hotels);
//  7. the home page's JavaScript before interaction (gzip bytes, from the Vite manifest);
//  8. Lighthouse on the public pages in English and Hindi (bench/lighthouse.mjs, ADR 201), the
//     JavaScript each fetches without interaction (bench/page-js.mjs, ADR 363), and `/` and
//     `/hi/` loaded at 360 px over 1.6 Mbps, filmed from the first paint to interactive, with
//     the layout shift of the whole load (bench/slow-paint.mjs, ADR 392);
//  9. with DATABASE_URL: the calls that grow with years of bookings, on five years of history
//     against the demo data (bench/scale.mjs, ADR 242; alone: `npm run bench:scale`).
// 10. the real pages' pages/s and /healthz p99 while one client floods unique URLs
//     (bench/flood.mjs, ADR 247; alone: `npm run bench:flood`).
// 11. with DATABASE_URL: the room chart of a 60-room hotel over 30 days under 300 ms (95th
//     percentile of the API call, and of the page drawing it in Chromium)
//     (bench/chart.mjs, issue 27; alone: `npm run bench:chart`).
// 12. the channel manager's push latency: bookings every second at one hotel for 30 s against
//     the local stand-in of Channex, p95 from a booking to the new availability of its night at
//     the channel manager under 10 s, no request over its rate limit (bench/channels.mjs, issue
//     31; alone: `npm run bench:channels`).
// Prints every figure with its budget, writes bench/results/latest.json, exits 1 when a budget
// is missed.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildWebIfNeeded, root } from '../scripts/build-web.mjs';
import { buildServerIfNeeded } from '../scripts/build-server.mjs';
import { HOME_JS_BUDGET_BYTES, homeJsBeforeInteraction } from '../scripts/web-budget.mjs';
import { floodStep } from './flood.mjs';
import { pageJsBudgetKb, pageJsFetched } from './page-js.mjs';
import { budgetText, lighthousePages, summary } from './lighthouse.mjs';
import { slowPaint } from './slow-paint.mjs';
import { chartStep } from './chart.mjs';
import { channelsStep } from './channels.mjs';
import { scaleStep } from './scale.mjs';
import {
  bookingLoad,
  freePort,
  insertCustomers,
  load,
  OVERSOLD_SQL,
  roomTypes,
  startServer,
} from './lib.mjs';

const BUDGET = {
  // the CI test's limit (ADR 387: what the island home page's first use loads)
  homeJsGzipKb: HOME_JS_BUDGET_BYTES / 1024,
  contentVsBare: 0.7,
  availabilityP99PgliteMs: 100,
  availabilityP99PostgresMs: 50,
  bookingsPerSecondPostgres: 200,
  rssPostgresMb: 250,
  twoProcesses: 1.6,
};
const figures = [];
const figure = (name, value, budget, better = 'lower', note = '') =>
  figures.push({
    name,
    value,
    budget: budget ?? '',
    ok: budget === undefined ? '' : better === 'lower' ? value <= budget : value >= budget,
    note,
  });

buildWebIfNeeded();
await buildServerIfNeeded();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const availabilityBody = (() => {
  const d = (o) => new Date(Date.now() + o * 86400000 + 5.5 * 3600000).toISOString().slice(0, 10);
  return JSON.stringify({ check_in_date: d(10), check_out_date: d(12) });
})();
const availability = (base) =>
  load(base, {
    connections: 100,
    duration: 8,
    requests: [
      {
        method: 'POST',
        path: '/api/checkAvailibilty/1',
        headers: { 'content-type': 'application/json', origin: base },
        body: availabilityBody,
      },
    ],
  });

// ---- PGlite ------------------------------------------------------------------------------------
const dataDir = path.join(tmp, 'data');
let server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
// the bare route serves the very bytes the app sends
const bodies = {};
for (const [name, url] of [
  ['hotels', '/api/hotels'],
  ['hotel', '/api/hotel/1'],
]) {
  const file = path.join(tmp, `${name}.json`);
  writeFileSync(file, Buffer.from(await (await fetch(server.base + url)).arrayBuffer()));
  bodies[name] = file;
}
const barePort = await freePort();
const bare = spawn(
  process.execPath,
  [
    path.join(root, 'bench/bare-server.mjs'),
    String(barePort),
    ...Object.entries(bodies).map(([n, f]) => `${n}=${f}`),
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise((r) => bare.stdout.once('data', r));
const bareBase = `http://127.0.0.1:${barePort}`;

const rows = [];
const measure = async (name, base, opts) => {
  const r = await load(base, opts);
  rows.push({ name, ...r });
  return r;
};
// warm-up: the start-up jobs finish and the JIT settles before anything is measured
await load(server.base, { duration: 3, requests: [{ method: 'GET', path: '/api/hotels' }] });
await load(server.base, { duration: 2, requests: [{ method: 'GET', path: '/api/hotel/1' }] });
await load(bareBase, { duration: 2, requests: [{ method: 'GET', path: '/bare/hotels' }] });
// app and bare route alternate, three rounds each; the median ratio counts (the machine's load
// changes between runs)
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [name, url] of [
  ['hotels', '/api/hotels'],
  ['hotel', '/api/hotel/1'],
]) {
  const ratios = [];
  const pairs = [];
  for (let round = 0; round < 3; round++) {
    const app = await load(server.base, { duration: 3, requests: [{ method: 'GET', path: url }] });
    const b = await load(bareBase, {
      duration: 3,
      requests: [{ method: 'GET', path: `/bare/${name}` }],
    });
    ratios.push(app.rps / b.rps);
    pairs.push(`${app.rps}/${b.rps}`);
    if (round === 0)
      rows.push({ name: `GET ${url}`, ...app }, { name: `bare /bare/${name}`, ...b });
  }
  figure(
    `GET ${url} / bare route (same bytes)`,
    +median(ratios).toFixed(2),
    BUDGET.contentVsBare,
    'higher',
    `median of 3 rounds, req/s app/bare: ${pairs.join(', ')}`,
  );
}
bare.kill('SIGTERM');

const html = await (await fetch(server.base + '/')).text();
const entry = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
if (entry) {
  const s = await measure(`GET ${entry} (br, gzip)`, server.base, {
    requests: [{ method: 'GET', path: entry, headers: { 'accept-encoding': 'gzip, br' } }],
  });
  figure('entry chunk sent precompressed (req/s)', s.rps, undefined, 'higher');
}
const a10 = await measure('POST /api/checkAvailibilty/1 (10 conn, PGlite)', server.base, {
  duration: 5,
  requests: [
    {
      method: 'POST',
      path: '/api/checkAvailibilty/1',
      headers: { 'content-type': 'application/json', origin: server.base },
      body: availabilityBody,
    },
  ],
});
figure('availability p99 at 10 connections, PGlite (ms)', a10.p99, undefined);
const a1 = await availability(server.base);
rows.push({ name: 'POST /api/checkAvailibilty/1 (100 conn, PGlite)', ...a1 });
figure('availability p99 at 100 connections, PGlite (ms)', a1.p99, BUDGET.availabilityP99PgliteMs);

// bookings on PGlite: customers are written into its folder while the server is stopped
await server.stop();
{
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  await db.waitReady;
  var pgliteCookies = await insertCustomers((q, p) => db.query(q, p), 20, 'pgl');
  await db.close();
}
server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
const types = await roomTypes(server.base);
const bPglite = await bookingLoad({
  bases: [server.base],
  cookies: pgliteCookies,
  types,
  seconds: 10,
});
const rssPglite = server.rssMb();
await server.stop();
{
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  await db.waitReady;
  var oversoldPglite = (await db.query(OVERSOLD_SQL)).rows[0].n;
  await db.close();
}
figure(
  'confirmed bookings per second, 20 customers, PGlite',
  bPglite.perSecond,
  undefined,
  'higher',
  `${bPglite.confirmed} confirmed, ${bPglite.failed} failed, ${bPglite.soldOut} sold out`,
);
figure('rooms oversold, PGlite', oversoldPglite, 0);
figure('server RSS after load, PGlite (MB)', Math.round(rssPglite), undefined);

// ---- a client flooding unique URLs (a fresh PGlite server of its own) ---------------------------
{
  const flood = await floodStep(path.join(tmp, 'flood'));
  rows.push(...flood.rows);
  figures.push(...flood.figures);
}

// ---- PostgreSQL (DATABASE_URL) -----------------------------------------------------------------
const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const db = new pg.Client({ connectionString: url });
  try {
    const env = { DATABASE_URL: url, SEED_DEMO: 'true' };
    const one = await startServer(env);
    await db.connect();
    await load(one.base, { duration: 2, requests: [{ method: 'GET', path: '/api/hotels' }] });
    const a = await availability(one.base);
    rows.push({ name: 'POST /api/checkAvailibilty/1 (100 conn, PostgreSQL)', ...a });
    figure(
      'availability p99 at 100 connections, PostgreSQL (ms)',
      a.p99,
      BUDGET.availabilityP99PostgresMs,
    );
    const cookies = await insertCustomers((q, p) => db.query(q, p), 20, 'pg');
    const b = await bookingLoad({
      bases: [one.base],
      cookies,
      types: await roomTypes(one.base),
      seconds: 10,
    });
    const oversold = (await db.query(OVERSOLD_SQL)).rows[0].n;
    figure(
      'confirmed bookings per second, 20 customers, PostgreSQL',
      b.perSecond,
      BUDGET.bookingsPerSecondPostgres,
      'higher',
      `${b.confirmed} confirmed, ${b.failed} failed, ${b.soldOut} sold out`,
    );
    figure('rooms oversold, PostgreSQL', oversold, 0);
    figure('server RSS after load, PostgreSQL (MB)', Math.round(one.rssMb()), BUDGET.rssPostgresMb);

    const hotelsLoad = (base) =>
      load(base, {
        duration: 5,
        connections: 20,
        requests: [{ method: 'GET', path: '/api/hotels' }],
      });
    const single = await hotelsLoad(one.base);
    const two = await startServer(env);
    const both = await Promise.all([hotelsLoad(one.base), hotelsLoad(two.base)]);
    const pair = both[0].rps + both[1].rps;
    figure(
      `two processes / one on one PostgreSQL, GET /api/hotels (${os.cpus().length} cores)`,
      +(pair / single.rps).toFixed(2),
      BUDGET.twoProcesses,
      'higher',
      `${pair} vs ${single.rps} req/s; the load generator shares the cores`,
    );
    await Promise.all([one.stop(), two.stop()]);
  } finally {
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

// ---- web ---------------------------------------------------------------------------------------
const js = homeJsBeforeInteraction(path.join(root, 'dist/web'));
figure(
  'home page JS before interaction (gzip KB)',
  +(js.gzipBytes / 1024).toFixed(1),
  BUDGET.homeJsGzipKb,
  'lower',
  js.files.join(' '),
);
// a fresh PGlite server: the pages show the demo content, not the rows the load above wrote
let lighthouse = [];
let slow = [];
{
  const server = await startServer({ DATA_DIR: path.join(tmp, 'lighthouse'), DATABASE_URL: '' });
  try {
    // JavaScript fetched without interaction, per public page (issue 30, ADR 363)
    for (const p of await pageJsFetched(server.base)) {
      figure(
        `page JS without interaction ${p.page} (gzip KB)`,
        +(p.gzipBytes / 1024).toFixed(1),
        pageJsBudgetKb(p.page),
        'lower',
        p.files.join(' '),
      );
    }
  } catch (err) {
    figure('page JS without interaction', 'failed', 'measured', 'lower', String(err?.stack ?? err));
    figures.at(-1).ok = false;
  }
  try {
    lighthouse = await lighthousePages(server.base);
    for (const p of lighthouse) {
      figure(
        `Lighthouse ${p.page} (median of ${p.runs}, CLS of every run)`,
        summary(p),
        budgetText,
        'higher',
        [...p.misses, ...p.failing].join(', '),
      );
      // one figure holds seven budgets: it is ok when the page misses none
      figures.at(-1).ok = p.misses.length === 0;
    }
  } catch (err) {
    // Chromium or Lighthouse failing must not lose the figures above
    figure('Lighthouse page scores', 'failed', 'measured', 'higher', String(err?.stack ?? err));
    figures.at(-1).ok = false;
  }
  try {
    // `/` and `/hi/` at 360 px over 1.6 Mbps, from the first paint to interactive (ADR 392)
    slow = await slowPaint(server.base, { log: (m) => console.log(m) });
    for (const p of slow) {
      figure(
        `slow link ${p.page}: layout shift from first paint to interactive (360 px, 1.6 Mbps)`,
        p.cls,
        0,
        'lower',
        `first paint ${p.firstPaintMs} ms, interactive ${p.interactiveMs} ms; frames ${p.firstFrame} … ${p.lastFrame}`,
      );
      figure(
        `slow link ${p.page}: elements of the first screen that moved`,
        p.moved.length,
        0,
        'lower',
        p.moved.map((m) => `${m.element} ${m.px} px at ${m.at} ms`).join('; '),
      );
    }
  } catch (err) {
    figure('slow link paint', 'failed', 'measured', 'lower', String(err?.stack ?? err));
    figures.at(-1).ok = false;
  } finally {
    await server.stop();
  }
}

// ---- years of history (PostgreSQL) -------------------------------------------------------------
let scale = null;
if (adminUrl) {
  scale = await scaleStep(adminUrl);
  for (const f of scale.figures) {
    figure(
      `scale: ${f.name}, history / demo`,
      f.ratio,
      f.budget,
      'lower',
      `${f.historyMs} ms on ${scale.history.bookings} bookings vs ${f.demoMs} ms on the demo; or at most ${f.floorMs} ms`,
    );
    // within 2x of the demo, or within the floor (ADR 242): the scale step's own verdict
    figures.at(-1).ok = f.ok;
  }
} else {
  console.log('scale step skipped: DATABASE_URL is not set');
}

// ---- the room chart of a 60-room hotel over 30 days (PostgreSQL, issue 27) ------------------
const chart = await chartStep(adminUrl);
if (chart) {
  figure(
    'room chart, 60 rooms x 30 days, GET /api/staff/hotels/{id}/chart 95th percentile (ms)',
    chart.p95Ms,
    chart.budgetMs,
    'lower',
    `${chart.stays} stays, ${chart.roomNights} room nights; median ${chart.medianMs} ms, worst ${chart.maxMs} ms`,
  );
  if (chart.page)
    figure(
      'room chart page, "30 days" chosen until drawn, main-thread CPU, worst of the traced (ms)',
      chart.page.cpuMaxMs,
      chart.budgetMs,
      'lower',
      `Chromium; wall clock over ${chart.page.reps} draws: median ${chart.page.medianMs} ms, 95th percentile ${chart.page.p95Ms} ms`,
    );
}

// ---- the channel manager's push latency against its stand-in (issue 31) ---------------------
const channels = await channelsStep(path.join(tmp, 'channels'));
figure(
  'channel push latency, a website booking to the stand-in holding its night, 95th percentile (ms)',
  channels.p95Ms ?? 'failed',
  channels.budgetMs,
  'lower',
  `${channels.booked} bookings over ${channels.seconds} s at one hotel, ${channels.missing} not pushed; median ${channels.p50Ms} ms, worst ${channels.maxMs} ms; ${channels.messages} messages`,
);
figure('channel availability requests refused with 429', channels.refused429, 0);

rmSync(tmp, { recursive: true, force: true });
console.table(rows);
console.table(figures.map(({ note, ...f }) => ({ ...f, note: note.slice(0, 60) })));
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/latest.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      cores: os.cpus().length,
      load: rows,
      figures,
      lighthouse,
      slowPaint: slow,
      scale,
      chart,
      channels,
    },
    null,
    2,
  ) + '\n',
);
process.exit(figures.every((f) => f.ok !== false) ? 0 : 1);
