// The channel manager step of `npm run bench` (issue 31): the time from a website booking to the
// channel manager holding the new availability of its night, while bookings arrive every second at
// one hotel. The compiled server runs on a fresh PGlite folder with CHANNEL_MANAGER=channex
// against the local stand-in of Channex (src/server/modules/channels/stand-in.ts, loaded here with
// tsx), which enforces Channex's published limit: 10 availability requests per minute per
// property, 429 beyond it. Hotel 1's room types are mapped (the full sync is let through first),
// then for SECONDS seconds one guest a second books one room of its first room type, each for
// its own night. A booking's latency runs from the moment its request was sent (its commit comes
// before the reply, so this is an upper bound) to the stand-in receiving the first availability
// message whose value for that room type and night counts the booking (one room fewer than
// before it: each night is booked once). Budget: the 95th percentile under 10 s, and no request
// refused with 429 (the pushes are coalesced per hotel, at most one every 6 s, ADR 261).
// Runnable alone: `npm run bench:channels` (builds the server when stale, not the web app; writes
// bench/results/channels.json, exits 1 over the budget).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { root } from '../scripts/build-web.mjs';
import { buildServerIfNeeded } from '../scripts/build-server.mjs';
import { insertCustomers, startServer } from './lib.mjs';

export const PUSH_P95_BUDGET_MS = 10_000;
const SECONDS = 30;
const HOTEL = 1;
const PROPERTY = 'bench-property';
/** How long the last bookings' pushes are waited for after the load (then counted missing). */
const DRAIN_MS = 30_000;
/** The first booked night, days from today (clear of the demo's own bookings' edge). */
const FIRST_OFFSET = 20;

const istDay = (offset) =>
  new Date(Date.now() + offset * 86400000 + 5.5 * 3600000).toISOString().slice(0, 10);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** The nearest-rank percentile `p` (0–100). */
const percentile = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

async function adminCookie(base) {
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

/** Free rooms of each night of [from, to) of the room type, as the website shows them. */
async function freeByNight(base, roomTypeId, from, to) {
  const r = await fetch(`${base}/api/checkAvailibilty/${HOTEL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ check_in_date: from, check_out_date: to }),
  });
  const type = (await r.json()).data.find((t) => t.RoomTypeID === roomTypeId);
  return new Map(type.nights.map((n) => [n.date, n.available]));
}

/** The first availability message at or after `t0` counting the booking of `night`. */
function arrival(received, channelRoomTypeId, night, t0, freeAfter) {
  for (const m of received) {
    if (m.kind !== 'availability' || m.at < t0) continue;
    const v = m.values.find(
      (x) => x.room_type_id === channelRoomTypeId && x.date_from <= night && night <= x.date_to,
    );
    if (v && Number(v.availability) <= freeAfter) return m.at;
  }
  return null;
}

/** The step: latencies of SECONDS bookings, p50/p95/max, messages and refusals; `ok`. */
export async function channelsStep(dir) {
  mkdirSync(dir, { recursive: true });
  const dataDir = path.join(dir, 'data');
  // a first start migrates and seeds the folder; the guests are written while it is stopped
  let server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' });
  await server.stop();
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  await db.waitReady;
  const cookies = await insertCustomers((q, p) => db.query(q, p), SECONDS, 'chn');
  await db.close();

  const { startChannexStandIn } = await tsImport(
    '../src/server/modules/channels/stand-in.ts',
    import.meta.url,
  );
  const standIn = await startChannexStandIn();
  server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    CHANNEL_MANAGER: 'channex',
    CHANNEX_API_URL: standIn.url,
  });
  try {
    const base = server.base;
    const cookie = await adminCookie(base);
    const from = istDay(FIRST_OFFSET);
    const to = istDay(FIRST_OFFSET + SECONDS);
    const types = (
      await (
        await fetch(`${base}/api/checkAvailibilty/${HOTEL}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ check_in_date: from, check_out_date: to }),
        })
      ).json()
    ).data.map((t) => t.RoomTypeID);
    const channelId = (id) => `bench-rt-${id}`;
    const mapped = await fetch(`${base}/api/staff/channels/mappings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({
        hotelId: HOTEL,
        propertyId: PROPERTY,
        roomTypes: types.map((id) => ({ roomTypeId: id, channelRoomTypeId: channelId(id) })),
      }),
    });
    if (!mapped.ok) throw new Error(`mapping: ${mapped.status} ${await mapped.text()}`);
    // the mapping's full sync (the year ahead) goes first, as it would in service
    const syncDeadline = Date.now() + 60_000;
    while (!standIn.received.some((m) => m.kind === 'availability')) {
      if (Date.now() > syncDeadline) throw new Error('the full sync never reached the stand-in');
      await sleep(200);
    }
    const sync = standIn.received.find((m) => m.kind === 'availability');

    const roomTypeId = types[0];
    const before = await freeByNight(base, roomTypeId, from, to);
    const bookings = [];
    const started = Date.now();
    const sends = [];
    for (let i = 0; i < SECONDS; i++) {
      // one booking a second, sent on the second whatever the replies take
      await sleep(Math.max(0, started + i * 1000 - Date.now()));
      const night = istDay(FIRST_OFFSET + i);
      const t0 = Date.now();
      sends.push(
        fetch(`${base}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, cookie: cookies[i] },
          body: JSON.stringify({
            hotelID: HOTEL,
            CheckIn: night,
            checkOUT: istDay(FIRST_OFFSET + i + 1),
            rooms: [{ RoomTypeID: roomTypeId, NoOfAdult: 1, NoOfChild: 0, ExtraPerson: 0 }],
            CustomerName: 'Bench Guest',
            CustomerType: 'Individual',
            EmailID: 'bench.guest@example.com',
            MobileNo: '9876543210',
            CustomerAddress: 'Lalpur, Ranchi, Jharkhand 834001',
            IdentityType: 'Aadhaar Card',
            IdentityNo: '1234',
            AcceptTerms: true,
          }),
        }).then(async (r) => {
          await r.arrayBuffer();
          bookings.push({ night, t0, replied: Date.now(), status: r.status });
        }),
      );
    }
    await Promise.all(sends);
    const ok = bookings.filter((b) => b.status === 201);
    const drainUntil = Date.now() + DRAIN_MS;
    const latencies = () =>
      ok.map((b) => {
        const at = arrival(
          standIn.received,
          channelId(roomTypeId),
          b.night,
          b.t0,
          before.get(b.night) - 1,
        );
        return at === null ? null : { fromSent: at - b.t0, fromReply: at - b.replied };
      });
    while (latencies().some((l) => l === null) && Date.now() < drainUntil) await sleep(250);
    const got = latencies();
    const fromSent = got.filter((l) => l !== null).map((l) => l.fromSent);
    const fromReply = got.filter((l) => l !== null).map((l) => l.fromReply);
    const during = standIn.received.filter((m) => m.kind === 'availability' && m.at >= started);
    const result = {
      seconds: SECONDS,
      bookings: bookings.length,
      booked: ok.length,
      failed: bookings.length - ok.length,
      pushed: fromSent.length,
      missing: ok.length - fromSent.length,
      p50Ms: fromSent.length ? percentile(fromSent, 50) : null,
      p95Ms: fromSent.length ? percentile(fromSent, 95) : null,
      maxMs: fromSent.length ? Math.max(...fromSent) : null,
      p95FromReplyMs: fromReply.length ? percentile(fromReply, 95) : null,
      messages: during.length,
      valuesPerMessage: during.length
        ? Math.round((during.reduce((s, m) => s + m.values.length, 0) / during.length) * 10) / 10
        : 0,
      fullSyncValues: sync.values.length,
      refused429: standIn.refused,
      budgetMs: PUSH_P95_BUDGET_MS,
    };
    result.ok =
      result.failed === 0 &&
      result.missing === 0 &&
      result.refused429 === 0 &&
      result.p95Ms !== null &&
      result.p95Ms < PUSH_P95_BUDGET_MS;
    return result;
  } finally {
    await server.stop();
    await standIn.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // the web app is not needed: only the API is called
  await buildServerIfNeeded();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-channels-'));
  try {
    const r = await channelsStep(tmp);
    console.table([r]);
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/channels.json'),
      `${JSON.stringify({ at: new Date().toISOString(), cores: os.cpus().length, ...r }, null, 2)}\n`,
    );
    if (!r.ok) process.exitCode = 1;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
