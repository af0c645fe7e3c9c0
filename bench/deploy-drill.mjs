// `npm run drill:deploy` (ADR 177): the production layout on this machine: Debian's nginx in
// front of two compiled server processes on one PostgreSQL database (DATABASE_URL, the admin
// URL: a fresh database is made and dropped), TRUST_PROXY=1. Customers book and pay through
// nginx; one process is killed with SIGKILL mid-load. Reports confirmed bookings, failures left
// after the client's retries (must be 0) and rooms oversold (must be 0). Each process has its own
// DATA_DIR: a photo uploaded through one must be served by the other (ADR 240), so nothing depends
// on a shared disk. Installs nginx with apt-get when it is missing. Not part of CI (it needs root
// for apt-get and takes a minute).
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { buildWebIfNeeded } from '../scripts/build-web.mjs';
import { buildServerIfNeeded } from '../scripts/build-server.mjs';
import {
  bookingLoad,
  freePort,
  insertCustomers,
  OVERSOLD_SQL,
  roomTypes,
  startServer,
  waitReady,
} from './lib.mjs';

const SECONDS = Number(process.env.DRILL_SECONDS ?? 20);
const KILL_AT_S = SECONDS / 3;
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL server the drill may create a database on.');
  process.exit(2);
}

function nginxBinary() {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], {
    encoding: 'utf8',
  });
  const bin = found.stdout.trim().split('\n')[0];
  if (found.status === 0 && bin) return bin;
  console.log('Installing nginx (Debian package)...');
  const r = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (r.status !== 0) throw new Error('apt-get install nginx failed');
  return '/usr/sbin/nginx';
}

function nginxConf(dir, port, upstreams) {
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, d));
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location = /metrics { return 404; }
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # a process that refuses the connection: the request goes to the other one (a request
      # already sent is not repeated by nginx: the client retries it)
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

/**
 * A hotel photo uploaded to `from` by a hotel manager (a session made in the database), then every
 * variant fetched from `to` and through the proxy: true when all are served.
 */
async function photoAcrossProcesses(db, from, to, front) {
  const { rows } = await db.query(
    `INSERT INTO staff (email, role, password_hash, totp_enabled_at)
     VALUES ('drill.manager@staff.test', 'hotel_manager', 'not-a-hash', now()) RETURNING id`,
  );
  await db.query('INSERT INTO staff_hotels (staff_id, hotel_id) VALUES ($1, 1)', [rows[0].id]);
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO staff_sessions (id, staff_id, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, now(), now(), now() + interval '1 hour')`,
    [createHash('sha256').update(token).digest('hex'), rows[0].id],
  );
  const jpeg = await sharp({
    create: { width: 1000, height: 700, channels: 3, background: { r: 20, g: 110, b: 80 } },
  })
    .jpeg()
    .toBuffer();
  const boundary = `----drill${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nDrill photo\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="drill.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await fetch(`${from.base}/api/staff/hotels/1/photos`, {
    method: 'POST',
    headers: {
      cookie: `staff_sid=${token}`,
      origin: front,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });
  if (res.status !== 201) {
    console.log(`photo upload: ${res.status} ${await res.text()}`);
    return false;
  }
  const photo = (await res.json()).data;
  const urls = photo.sources.flatMap((s) => s.srcset.split(', ').map((e) => e.split(' ')[0]));
  let served = 0;
  for (const u of urls)
    for (const base of [to.base, front]) if ((await fetch(base + u)).status === 200) served += 1;
  console.log(
    `photo: ${urls.length} variants uploaded to one process, ${served}/${urls.length * 2} served by the other and the proxy`,
  );
  return urls.length > 0 && served === urls.length * 2;
}

const nginx = nginxBinary();
buildWebIfNeeded();
await buildServerIfNeeded();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'drill-'));
const name = `drill_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const u = new URL(adminUrl);
u.pathname = `/${name}`;
const url = u.toString();
const db = new pg.Client({ connectionString: url });
let proxy;
const servers = [];
let code = 1;
try {
  const proxyPort = await freePort();
  const front = `http://127.0.0.1:${proxyPort}`;
  const env = { DATABASE_URL: url, SEED_DEMO: 'true', TRUST_PROXY: '1', PUBLIC_URL: front };
  // each process its own data folder: nothing may depend on a shared disk
  for (const dir of ['a', 'b']) {
    mkdirSync(path.join(tmp, dir));
    servers.push(await startServer({ ...env, DATA_DIR: path.join(tmp, dir) }));
  }
  const conf = path.join(tmp, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConf(
      tmp,
      proxyPort,
      servers.map((s) => s.port),
    ),
  );
  proxy = spawn(nginx, ['-c', conf, '-p', tmp], { stdio: 'inherit' });
  await waitReady(front, proxy);
  await db.connect();
  const photoServedByOther = await photoAcrossProcesses(db, servers[0], servers[1], front);
  const cookies = await insertCustomers((q, p) => db.query(q, p), 20, 'drill');
  const types = await roomTypes(front);
  const victim = servers[0];
  const killer = setTimeout(() => {
    console.log(`SIGKILL to the server process ${victim.child.pid} (port ${victim.port})`);
    victim.child.kill('SIGKILL');
  }, KILL_AT_S * 1000);
  const result = await bookingLoad({
    bases: [front],
    cookies,
    types,
    seconds: SECONDS,
    retries: 3,
  });
  clearTimeout(killer);
  const oversold = (await db.query(OVERSOLD_SQL)).rows[0].n;
  const metricsThroughProxy = (await fetch(`${front}/metrics`)).status;
  const report = {
    seconds: SECONDS,
    processes: servers.length,
    killedAtSeconds: KILL_AT_S,
    ...result,
    oversold,
    metricsThroughProxy,
    photoServedByOther,
    nginxErrors: readFileSync(path.join(tmp, 'error.log'), 'utf8').split('\n').filter(Boolean)
      .length,
  };
  console.table([report]);
  mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    path.join(import.meta.dirname, 'results/deploy-drill.json'),
    JSON.stringify({ at: new Date().toISOString(), ...report }, null, 2) + '\n',
  );
  code =
    result.failed === 0 &&
    oversold === 0 &&
    result.confirmed > 0 &&
    metricsThroughProxy === 404 &&
    photoServedByOther
      ? 0
      : 1;
  console.log(code === 0 ? 'Deployment drill passed.' : 'Deployment drill FAILED.');
} finally {
  await db.end().catch(() => undefined);
  if (proxy && proxy.exitCode === null) {
    proxy.kill('SIGQUIT');
    await new Promise((r) => proxy.once('exit', r));
  }
  await Promise.all(servers.map((s) => s.stop()));
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(code);
