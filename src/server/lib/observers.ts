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

/** Times a promise-returning call into observers.query. */
export function timedQuery<T>(run: () => Promise<T>): Promise<T> {
  const start = process.hrtime.bigint();
  const done = () => observers.query(Number(process.hrtime.bigint() - start) / 1e9);
  const p = run();
  p.then(done, done);
  return p;
}
