// `npm run drill:deploy` (ADR 177): the production layout on this machine: Debian's nginx in
// front of two compiled server processes on one PostgreSQL database (DATABASE_URL, the admin
// URL: a fresh database is made and dropped), TRUST_PROXY=1. Customers book and pay through
// nginx; one process is killed with SIGKILL mid-load. Reports confirmed bookings, failures left
// after the client's retries (must be 0) and rooms oversold (must be 0). Installs nginx with
// apt-get when it is missing. Not part of CI (it needs root for apt-get and takes a minute).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
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
  servers.push(await startServer(env));
  servers.push(await startServer(env));
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
    result.failed === 0 && oversold === 0 && result.confirmed > 0 && metricsThroughProxy === 404
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
