import { describe, expect, it, vi } from 'vitest';
import { runJobs } from './runner';

const log = { error: () => undefined };

describe('runJobs (the one helper for background jobs)', () => {
  it('never starts a run while the last one is still going, and stop() waits for it', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const jobs = runJobs(
      [
        {
          name: 'slow',
          everyMs: 1,
          run: async () => {
            runs += 1;
            running += 1;
            most = Math.max(most, running);
            await gate;
            running -= 1;
          },
        },
      ],
      log,
    );
    await vi.waitFor(() => expect(runs).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    expect(most).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(runs).toBe(1);
  });

  it('keeps a job running after a failed run, and logs it', async () => {
    let runs = 0;
    const errors: string[] = [];
    const jobs = runJobs(
      [
        {
          name: 'flaky',
          everyMs: 1,
          run: async () => {
            runs += 1;
            if (runs === 1) throw new Error('boom');
          },
        },
      ],
      { error: (_o, msg) => errors.push(msg) },
    );
    await vi.waitFor(() => expect(runs).toBeGreaterThan(1));
    await jobs.stop();
    expect(errors).toEqual(['job flaky failed']);
  });
});
