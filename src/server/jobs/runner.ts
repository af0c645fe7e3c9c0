import { observers } from '../lib/observers';
/** One background job: `run` every `everyMs`, the next run starting only after the last ends. */
export type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

export type JobLog = { error: (obj: object, msg: string) => void };

export type RunningJobs = { stop: () => Promise<void> };

/**
 * The one helper every background job runs under (ADR 060):
 * - no overlap: a job's next run is scheduled when its last run ends (a slow run is never joined
 *   by a second one in this process; across processes each job claims its rows: SKIP LOCKED,
 *   conditional claims or leases);
 * - graceful shutdown: stop() cancels the timers and waits for the runs in flight.
 */
export function runJobs(jobs: Job[], log: JobLog): RunningJobs {
  let stopped = false;
  const timers = new Map<string, NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();

  const schedule = (job: Job, delay: number) => {
    if (stopped) return;
    const t = setTimeout(() => {
      const start = performance.now();
      const took = () => (performance.now() - start) / 1000;
      const run = job
        .run()
        .then(
          () => observers.job(job.name, took(), true),
          (err: unknown) => {
            observers.job(job.name, took(), false);
            if (!stopped) log.error({ err, job: job.name }, `job ${job.name} failed`);
          },
        )
        .finally(() => {
          inFlight.delete(run);
          schedule(job, job.everyMs);
        });
      inFlight.add(run);
    }, delay);
    t.unref();
    timers.set(job.name, t);
  };

  for (const job of jobs) schedule(job, 0);
  return {
    stop: async () => {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      await Promise.all([...inFlight]);
    },
  };
}
