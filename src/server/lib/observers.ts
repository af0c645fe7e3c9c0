/**
 * Where the database client and the jobs runner report timings; the metrics plugin
 * (plugins/metrics.ts) points these at its histograms. No-ops until then (tests, tools). One per
 * process: a process serves one app.
 */
export const observers: {
  query: (seconds: number) => void;
  job: (name: string, seconds: number, ok: boolean) => void;
  /** a server-rendered page asked for: from the cache, rendered, or the shell and why (ADR 239) */
  ssr: (outcome: SsrOutcome) => void;
} = {
  query: () => undefined,
  job: () => undefined,
  ssr: () => undefined,
};

export type SsrOutcome = 'hit' | 'render' | 'shell-busy' | 'shell-limited' | 'failed';

/**
 * Runs a driver's query call and calls `done` once it has finished: through its callback when
 * called in callback style (node-postgres returns undefined then), else when its promise settles.
 */
export function afterQuery(
  run: (...args: unknown[]) => unknown,
  args: unknown[],
  done: () => void,
): unknown {
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
  } else done();
  return p;
}

/** Times a driver's query call into observers.query. */
export function timedQuery(run: (...args: unknown[]) => unknown, args: unknown[]): unknown {
  const start = process.hrtime.bigint();
  return afterQuery(run, args, () =>
    observers.query(Number(process.hrtime.bigint() - start) / 1e9),
  );
}
