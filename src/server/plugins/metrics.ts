import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client';
import { observers } from '../lib/observers';
import { outboxCounts } from '../notify/outbox';

/**
 * Who may read /metrics (ADR 225): only a request with `Authorization: Bearer <METRICS_TOKEN>`.
 * Without the setting nobody may. Where a request comes from is no proof: a proxy on this machine
 * relays the public from loopback, with or without a forwarding header.
 */
function mayRead(req: FastifyRequest, token: string | undefined): boolean {
  const auth = req.headers.authorization;
  if (!token || !auth?.startsWith('Bearer ')) return false;
  const given = Buffer.from(auth.slice(7));
  const want = Buffer.from(token);
  return given.length === want.length && timingSafeEqual(given, want);
}

/**
 * GET /metrics in Prometheus' text format (prom-client): request durations by route and status,
 * database query durations, background job runs, outbox messages by status, and Node's own
 * process metrics. Register before the routes (the timing hook must see them all).
 */
export function registerMetrics(
  app: FastifyInstance,
  opts: { db: Db; dbKind: string; token: string | undefined },
): void {
  const register = new Registry();
  collectDefaultMetrics({ register });
  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to reply sent, by route pattern, method and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [register],
  });
  const query = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of one database query (PGlite or PostgreSQL), sent to answer.',
    labelNames: ['db'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [register],
  });
  const jobs = new Counter({
    name: 'job_runs_total',
    help: 'Background job runs by job and outcome.',
    labelNames: ['job', 'outcome'] as const,
    registers: [register],
  });
  const jobTime = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'Time of one background job run.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30],
    registers: [register],
  });
  new Gauge({
    name: 'outbox_messages',
    help: 'Mail and SMS in the outbox by status (pending, sent, failed, dead).',
    labelNames: ['status'] as const,
    registers: [register],
    async collect() {
      this.reset();
      for (const { status, n } of await outboxCounts(opts.db).catch(() => [])) {
        this.set({ status }, n);
      }
    },
  });
  const ssr = new Counter({
    name: 'ssr_pages_total',
    help: 'Server-rendered pages asked for, by outcome: hit, render, shell-busy, shell-limited, failed.',
    labelNames: ['outcome'] as const,
    registers: [register],
  });
  observers.query = (s) => query.observe({ db: opts.dbKind }, s);
  observers.ssr = (outcome) => ssr.inc({ outcome });
  observers.job = (job, s, ok) => {
    jobs.inc({ job, outcome: ok ? 'ok' : 'failed' });
    jobTime.observe({ job }, s);
  };

  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      http.observe(
        { method: req.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    }
    done();
  });

  app.get('/metrics', async (req, reply) => {
    if (!mayRead(req, opts.token)) {
      return reply.status(404).send({ success: false, message: 'Not found.' });
    }
    reply.header('Cache-Control', 'no-store').type(register.contentType);
    return register.metrics();
  });
}
