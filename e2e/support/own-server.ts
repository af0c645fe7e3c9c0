import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { newPage, useServer, type TrackedPage } from './browser';
import { startServer, type RunningServer } from './server';

const DAY_MS = 86_400_000;

/**
 * A journey's own server on its own embedded database (not the shared one of the global set-up),
 * which the journey's pages talk to (useServer) until close(). moveClock(days) stops it and starts
 * a second server on the same database with CLOCK_OFFSET_DAYS (ADR 280): the same data "days"
 * later. PGlite serves one process, so the two never run together. A server runs its jobs as it
 * starts (the night audit closes yesterday, ADR 311).
 */
export type OwnServer = {
  moveClock: (days: number) => Promise<void>;
  close: () => Promise<void>;
};

export async function startOwnServer(prefix: string): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `e2e-${prefix}-`));
  let server: RunningServer | undefined = await startServer(dataDir);
  useServer(server.baseUrl);
  return {
    moveClock: async (days) => {
      await server?.stop();
      server = undefined;
      server = await startServer(dataDir, { CLOCK_OFFSET_DAYS: String(days) });
      useServer(server.baseUrl);
    },
    close: async () => {
      useServer(null);
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A page whose browser clock is `days` ahead, as a person's is when the server's clock is. */
export async function pageDaysAhead(
  browser: Browser,
  days: number,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<TrackedPage> {
  const t = await newPage(browser, viewport);
  await t.context.clock.install({ time: Date.now() + days * DAY_MS });
  return t;
}
