// The scale step of `npm run bench` (ADR 242): the calls whose work grows with the years of
// bookings a corporation keeps, timed on a freshly seeded demo database and again on one holding
// five years of history (about a million bookings over the 11 hotels, bench/scale-data.mjs); each
// must stay within 2x of its demo figure. Both databases are created on the PostgreSQL server of
// DATABASE_URL and dropped afterwards. Runnable alone: `npm run bench:scale` (or
// `node bench/scale.mjs`) builds the server when stale, prints a table, writes
// bench/results/scale.json and exits 1 when a call misses; without DATABASE_URL it says so and
// skips. SCALE_BOOKINGS sets the number of bookings (default 1 000 000). SCALE_CALLS (a regular
// expression) times only the calls whose names match, and their figures replace theirs in the
// committed bench/results/scale.json (the others are kept as they were).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { root } from '../scripts/build-web.mjs';
import { buildServerIfNeeded } from '../scripts/build-server.mjs';
import { bookingLoad, insertCustomers, roomTypes, startServer } from './lib.mjs';
import { loadHistory } from './scale-data.mjs';

/** A call on the history may take at most this many times its demo figure ... */
export const SCALE_BUDGET = 2;
/**
 * ... or at most this many milliseconds a request: at that speed the ratio weighs the reply's
 * rows, not the years searched (the demo's last month, today's arrivals and past year have no
 * rows: its replies are empty where the history's hold a page, a day's list or a year of figures;
 * ADR 242). A call slower than both fails.
 */
export const SCALE_FLOOR_MS_PER_REQUEST = 25;
const REPS = 7;

const istToday = () => new Date(Date.now() + 5.5 * 3600000).toISOString().slice(0, 10);
const addDays = (d, n) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
const monthsBefore = (month, n) => {
  const [y, m] = month.split('-').map(Number);
  const t = y * 12 + (m - 1) - n;
  return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function withDatabase(adminUrl, prefix, fn) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  try {
    return await fn(u.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function staffCookie(base) {
  const r = await fetch(`${base}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'admin@jtdc.demo', password: 'demo-staff-password' }),
  });
  if (!r.ok) throw new Error(`staff login: ${r.status} ${await r.text()}`);
  return r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A live session for an existing customer (as insertCustomers writes them). */
async function customerCookie(db, customerId) {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (id, customer_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [createHash('sha256').update(token).digest('hex'), customerId],
  );
  return `sid=${token}`;
}

/**
 * The calls measured. Each is one or more requests (a year of the register is twelve months,
 * a year of reports four quarters: the reports take at most 92 days); `i` makes availability
 * ask for other dates each time, past the answer the server keeps (ADR 206).
 */
function calls(today, ctx) {
  const month = today.slice(0, 7);
  const lastMonth = monthsBefore(month, 1);
  const monthEnd = addDays(`${month}-01`, -1);
  // four windows of at most 92 days covering the last 365
  const quarters = [
    [-365, -274],
    [-273, -182],
    [-181, -91],
    [-90, -1],
  ].map(([a, b]) => ({ from: addDays(today, a), to: addDays(today, b) }));
  const staff = { cookie: ctx.staff };
  const get = (p, who = staff) => ({ path: p, cookie: who.cookie });
  const avail = (nights) => (i) => ({
    path: '/api/checkAvailibilty/1',
    body: {
      check_in_date: addDays(today, 10 + i),
      check_out_date: addDays(today, 10 + i + nights),
    },
  });
  return [
    {
      name: 'customer history',
      requests: [() => get('/api/dashboard/admin/booking-history', { cookie: ctx.customer })],
    },
    {
      name: 'staff bookings, first page (all hotels)',
      requests: [() => get('/api/staff/bookings')],
    },
    {
      name: 'staff bookings, search by mobile',
      requests: [() => get(`/api/staff/bookings?q=${ctx.mobile}`)],
    },
    {
      name: 'staff bookings, hotel 1, last month',
      requests: [() => get(`/api/staff/bookings?hotelId=1&from=${lastMonth}-01&to=${monthEnd}`)],
    },
    {
      name: 'arrivals and departures today, hotel 1',
      requests: [() => get('/api/staff/desk/today?hotelId=1')],
    },
    {
      name: 'GST register, last month',
      requests: [() => get(`/api/staff/reports/gst-register?month=${lastMonth}`)],
    },
    {
      name: 'GST register, a year (12 months)',
      requests: Array.from(
        { length: 12 },
        (_, k) => () => get(`/api/staff/reports/gst-register?month=${monthsBefore(month, 12 - k)}`),
      ),
    },
    {
      name: 'reports, last 30 days',
      requests: [
        () => get(`/api/staff/reports?from=${addDays(today, -30)}&to=${addDays(today, -1)}`),
      ],
    },
    {
      name: 'reports, a year (4 quarters)',
      requests: quarters.map((w) => () => get(`/api/staff/reports?from=${w.from}&to=${w.to}`)),
    },
    { name: 'availability, hotel 1, 2 nights', requests: [avail(2)] },
    { name: 'availability, hotel 1, 30 nights', requests: [avail(30)] },
  ];
}

/**
 * Waits until the server's start-up work on this database is done (the jobs that sweep the
 * bookings when a server starts: erasing deleted customers' names, the after-stay mail): no other
 * query active for two seconds in a row, at most two minutes. Timed calls that ran beside that
 * sweep measured the sweep (a search by mobile took 4.4 s on the history, 0.3 s after it).
 */
async function settled(db) {
  let quiet = 0;
  for (let waited = 0; waited < 120_000 && quiet < 4; waited += 500) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
    );
    quiet = rows[0].n === 0 ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Median over REPS rounds of the time of a call's requests (one after another), after a warm-up. */
async function timeCalls(base, list) {
  const out = [];
  let i = 0;
  for (const call of list) {
    const times = [];
    let bytes = 0;
    for (let round = 0; round <= REPS; round++) {
      const start = performance.now();
      bytes = 0;
      for (const make of call.requests) {
        const r = make(i++);
        const res = await fetch(base + r.path, {
          method: r.body ? 'POST' : 'GET',
          headers: {
            origin: base,
            ...(r.cookie ? { cookie: r.cookie } : {}),
            ...(r.body ? { 'content-type': 'application/json' } : {}),
          },
          ...(r.body ? { body: JSON.stringify(r.body) } : {}),
        });
        const buf = await res.arrayBuffer();
        if (!res.ok)
          throw new Error(
            `${call.name}: ${r.path} answered ${res.status} ${Buffer.from(buf).toString().slice(0, 200)}`,
          );
        bytes += buf.byteLength;
      }
      if (round > 0) times.push(performance.now() - start);
    }
    out.push({
      name: call.name,
      ms: +median(times).toFixed(1),
      bytes,
      requests: call.requests.length,
    });
  }
  return out;
}

/** Runs the step on the PostgreSQL server of `adminUrl`; returns the figures and the load's steps. */
export async function scaleStep(
  adminUrl,
  { bookings = 1_000_000, log = console.log, only = null } = {},
) {
  const today = istToday();
  const measured = (ctx) => calls(today, ctx).filter((c) => !only || only.test(c.name));
  // ---- the demo data: the seed and a short booking load (the bench's customers) ----
  const demo = await withDatabase(adminUrl, 'scale_demo', async (url) => {
    const db = new pg.Client({ connectionString: url });
    const server = await startServer({ DATABASE_URL: url, SEED_DEMO: 'true' });
    try {
      await db.connect();
      const cookies = await insertCustomers((t, p) => db.query(t, p), 10, 'scale');
      const made = await bookingLoad({
        bases: [server.base],
        cookies,
        types: await roomTypes(server.base),
        seconds: 3,
      });
      const { rows } = await db.query(
        `SELECT customer_id, count(*)::int AS n FROM bookings GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
      );
      const ctx = {
        staff: await staffCookie(server.base),
        customer: cookies[0],
        mobile: '9876543210',
      };
      if (rows[0]) {
        const { rows: c } = await db.query(`SELECT id FROM sessions WHERE customer_id = $1`, [
          rows[0].customer_id,
        ]);
        ctx.customer =
          cookies.find((k) => createHash('sha256').update(k.slice(4)).digest('hex') === c[0]?.id) ??
          ctx.customer;
      }
      const count = Number((await db.query(`SELECT count(*) FROM bookings`)).rows[0].count);
      log(`scale: demo database, ${count} bookings (${made.confirmed} confirmed by the load)`);
      await settled(db);
      return {
        bookings: count,
        customerBookings: rows[0]?.n ?? 0,
        calls: await timeCalls(server.base, measured(ctx)),
      };
    } finally {
      await server.stop();
      await db.end().catch(() => undefined);
    }
  });

  // ---- the history: seeded, then years of bookings written straight into the tables ----
  const scaled = await withDatabase(adminUrl, 'scale_history', async (url) => {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      // the server migrates and seeds the fresh database, then stops for the load
      await (await startServer({ DATABASE_URL: url, SEED_DEMO: 'true' })).stop();
      log(`scale: loading ${bookings} bookings`);
      const t = Date.now();
      const steps = await loadHistory(db, { today, bookings, log });
      const loadSeconds = Math.round((Date.now() - t) / 100) / 10;
      const count = Number((await db.query(`SELECT count(*) FROM bookings`)).rows[0].count);
      const size = (
        await db.query(`SELECT pg_size_pretty(pg_database_size(current_database())) AS s`)
      ).rows[0].s;
      log(`scale: ${count} bookings loaded in ${loadSeconds} s (${size})`);
      // a customer with as many bookings as the demo's, among years of everyone else's
      const { rows } = await db.query(
        `SELECT b.customer_id, count(*)::int AS n, c.mobile FROM bookings b JOIN customers c ON c.id = b.customer_id
          GROUP BY b.customer_id, c.mobile ORDER BY abs(count(*) - $1), b.customer_id LIMIT 1`,
        [demo.customerBookings],
      );
      const server = await startServer({ DATABASE_URL: url, SEED_DEMO: 'true' });
      try {
        const ctx = {
          staff: await staffCookie(server.base),
          customer: await customerCookie(db, rows[0].customer_id),
          mobile: rows[0].mobile,
        };
        await settled(db);
        return {
          bookings: count,
          size,
          loadSeconds,
          steps,
          customerBookings: rows[0].n,
          calls: await timeCalls(server.base, measured(ctx)),
        };
      } finally {
        await server.stop();
      }
    } finally {
      await db.end().catch(() => undefined);
    }
  });

  const figures = demo.calls.map((d, k) => {
    const s = scaled.calls[k];
    const ratio = +(s.ms / Math.max(d.ms, 0.1)).toFixed(2);
    return {
      name: d.name,
      demoMs: d.ms,
      historyMs: s.ms,
      ratio,
      budget: SCALE_BUDGET,
      floorMs: SCALE_FLOOR_MS_PER_REQUEST * s.requests,
      ok: ratio <= SCALE_BUDGET || s.ms <= SCALE_FLOOR_MS_PER_REQUEST * s.requests,
      demoBytes: d.bytes,
      historyBytes: s.bytes,
    };
  });
  return {
    at: new Date().toISOString(),
    cores: os.cpus().length,
    today,
    demo: { bookings: demo.bookings, customerBookings: demo.customerBookings },
    history: {
      bookings: scaled.bookings,
      size: scaled.size,
      loadSeconds: scaled.loadSeconds,
      customerBookings: scaled.customerBookings,
      steps: scaled.steps,
    },
    figures,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log(
      'scale step skipped: DATABASE_URL is not set (it needs a PostgreSQL server it may create and drop databases on)',
    );
    process.exit(0);
  }
  await buildServerIfNeeded();
  const only = process.env.SCALE_CALLS ? new RegExp(process.env.SCALE_CALLS) : null;
  const result = await scaleStep(url, {
    bookings: Number(process.env.SCALE_BOOKINGS ?? 1_000_000),
    only,
  });
  console.table(result.figures);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(root, 'bench/results/scale.json');
  let written = result;
  if (only && existsSync(file)) {
    // the calls timed now replace theirs; the others keep the figures of their last run
    const before = JSON.parse(readFileSync(file, 'utf8'));
    const now = new Map(result.figures.map((f) => [f.name, { ...f, at: result.at }]));
    written = {
      ...result,
      figures: before.figures.map((f) => now.get(f.name) ?? { at: before.at, ...f }),
    };
  }
  writeFileSync(file, JSON.stringify(written, null, 2) + '\n');
  process.exit(written.figures.every((f) => f.ok) ? 0 : 1);
}
