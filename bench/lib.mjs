// Helpers of `npm run bench` and the deployment drill: start the compiled server, load it,
// book rooms like customers do, and check nothing was oversold.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { root } from '../scripts/build-web.mjs';
import { serverBundle } from '../scripts/build-server.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export async function waitReady(base, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`server at ${base} exited`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server at ${base} did not become ready`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The compiled server (dist/server/main.js) on `port` with `env`; resolves when ready. */
export async function startServer(env, port) {
  port ??= await freePort();
  const child = spawn(process.execPath, [serverBundle], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      BOOKING_RATE_LIMIT: '1000000',
      // the load comes from one address: the per-address search limit (ADR 227) is not measured
      AVAILABILITY_RATE_LIMIT: '100000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitReady(base, child);
  return {
    child,
    port,
    base,
    rssMb: () =>
      Number(readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) /
      1024,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** autocannon; returns requests/s, latency percentiles and errors (non-2xx included). */
export async function load(url, opts) {
  const r = await autocannon({ url, connections: 10, duration: 5, ...opts });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/** Customers with live sessions, written straight into the database (a pg Client or PGlite). */
export async function insertCustomers(query, n, tag) {
  const cookies = [];
  for (let i = 0; i < n; i++) {
    const id = `${tag}${i}`;
    const token = randomBytes(32).toString('base64url');
    const { rows } = await query(
      `INSERT INTO customers (user_id, email, mobile, name, password_hash)
       VALUES ($1, $2, $3, 'Bench Guest', 'not-a-hash') RETURNING id`,
      [
        `u_${id}`,
        `bench.${id}@example.com`,
        `9${String(100000000 + i + Math.floor(Math.random() * 8e8)).slice(0, 9)}`,
      ],
    );
    await query(
      `INSERT INTO sessions (id, customer_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [createHash('sha256').update(token).digest('hex'), rows[0].id],
    );
    cookies.push(`sid=${token}`);
  }
  return cookies;
}

/** (room type, night) pairs holding more active rooms than exist: must be 0. */
export const OVERSOLD_SQL = `
  SELECT count(*)::int AS n FROM (
    SELECT ri.room_type_id, ri.night
      FROM room_inventory ri
      JOIN booking_rooms br ON br.room_type_id = ri.room_type_id AND br.status = 'booked'
      JOIN bookings b ON b.id = br.booking_id
       AND b.status IN ('confirmed', 'pending_payment')
       AND ri.night >= b.check_in AND ri.night < b.check_out
     GROUP BY ri.room_type_id, ri.night, ri.total
    HAVING count(*) > ri.total OR max(ri.booked) > ri.total) x`;

const istDay = (offset) =>
  new Date(Date.now() + offset * 86400000 + 5.5 * 3600000).toISOString().slice(0, 10);

/** Room type ids per hotel (from the availability call). */
export async function roomTypes(base) {
  const hotels = (await (await fetch(`${base}/api/hotels`)).json()).data;
  const out = [];
  for (const h of hotels) {
    const r = await fetch(`${base}/api/checkAvailibilty/${h.PropertyID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ check_in_date: istDay(40), check_out_date: istDay(41) }),
    });
    for (const t of (await r.json()).data)
      out.push({ hotelID: h.PropertyID, RoomTypeID: t.RoomTypeID });
  }
  return out;
}

/**
 * Customers booking one room for one night and paying in the sandbox, each one booking after
 * another, for `seconds`. `bases` are the addresses to use in turn (the drill's proxy or a
 * server); a request that fails for a transport reason or a 502/503 is retried (the client's
 * retry) up to `retries` times. Returns confirmed bookings, their rate, and failures.
 */
export async function bookingLoad({ bases, cookies, types, seconds, retries = 0, onTick }) {
  const deadline = Date.now() + seconds * 1000;
  let confirmed = 0;
  let soldOut = 0;
  let failed = 0;
  let retried = 0;
  const failures = new Map();
  const call = async (base, path, cookie, body) => {
    for (let attempt = 0; ; attempt++) {
      try {
        const r = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, cookie },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        if ((r.status === 502 || r.status === 503 || r.status === 504) && attempt < retries) {
          retried += 1;
          continue;
        }
        return { status: r.status, json: await r.json().catch(() => ({})) };
      } catch (err) {
        if (attempt < retries) {
          retried += 1;
          continue;
        }
        return { status: 0, json: { message: String(err) } };
      }
    }
  };
  const fail = (what) => {
    failed += 1;
    failures.set(what, (failures.get(what) ?? 0) + 1);
  };
  const start = Date.now();
  await Promise.all(
    cookies.map(async (cookie, i) => {
      let n = i;
      while (Date.now() < deadline) {
        n += cookies.length;
        const base = bases[n % bases.length];
        const t = types[n % types.length];
        const offset = 5 + (n % 330);
        const created = await call(base, '/api/bookings', cookie, {
          hotelID: t.hotelID,
          CheckIn: istDay(offset),
          checkOUT: istDay(offset + 1),
          rooms: [{ RoomTypeID: t.RoomTypeID, NoOfAdult: 1, NoOfChild: 0, ExtraPerson: 0 }],
          CustomerName: 'Bench Guest',
          CustomerType: 'Individual',
          EmailID: 'bench.guest@example.com',
          MobileNo: '9876543210',
          CustomerAddress: 'Lalpur, Ranchi, Jharkhand 834001',
          IdentityType: 'Aadhaar Card',
          IdentityNo: '1234',
          AcceptTerms: true,
        });
        if (created.status === 409) {
          soldOut += 1;
          continue;
        }
        if (created.status !== 201) {
          fail(`create ${created.status} ${created.json.message ?? ''}`);
          continue;
        }
        const orderId = created.json.data.payment.orderId;
        const paid = await call(base, `/api/payments/sandbox/${orderId}/pay`, cookie, {
          outcome: 'success',
        });
        if (paid.status !== 200) {
          fail(`pay ${paid.status} ${paid.json.message ?? ''}`);
          continue;
        }
        const v = await call(base, '/api/payments/verify', cookie, paid.json);
        if (v.status === 200) confirmed += 1;
        else fail(`verify ${v.status} ${v.json.message ?? ''}`);
        onTick?.(confirmed);
      }
    }),
  );
  const took = (Date.now() - start) / 1000;
  return {
    confirmed,
    perSecond: Math.round((confirmed / took) * 10) / 10,
    soldOut,
    failed,
    retried,
    failures: Object.fromEntries(failures),
  };
}
