/**
 * Where the database client and the jobs runner report timings; the metrics plugin
 * (plugins/metrics.ts) points these at its histograms. No-ops until then (tests, tools). One per
 * process: a process serves one app.
 */
export const observers: {
  query: (seconds: number) => void;
  job: (name: string, seconds: number, ok: boolean) => void;
} = {
  query: () => undefined,
  job: () => undefined,
};

/**
 * Times a driver's query call into observers.query. A call in callback style (node-postgres
 * returns undefined then) is timed through its callback.
 */
export function timedQuery(run: (...args: unknown[]) => unknown, args: unknown[]): unknown {
  const start = process.hrtime.bigint();
  const done = () => observers.query(Number(process.hrtime.bigint() - start) / 1e9);
  const last = args[args.length - 1];
  if (typeof last === 'function') {
    const cb = last as (...a: unknown[]) => unknown;
    return run(...args.slice(0, -1), (...a: unknown[]) => {
      done();
      return cb(...a);
    });
  }
  const p = run(...args);
  if (p && typeof (p as Promise<unknown>).then === 'function') {
    (p as Promise<unknown>).then(done, done);
  }
  return p;
}
