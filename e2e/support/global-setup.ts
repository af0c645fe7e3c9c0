import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without types
import { buildWebIfNeeded, root } from '../../scripts/build-web.mjs';
// @ts-expect-error plain ESM script without types
import { buildServerIfNeeded, serverBundle } from '../../scripts/build-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

let server: ChildProcess | undefined;
let dataDir = '';

/**
 * Builds the app (web and server, when stale), starts the compiled server as `npm start` does on a
 * fresh embedded database, and shares its URL with the tests.
 */
export async function setup(project: TestProject): Promise<void> {
  (buildWebIfNeeded as () => void)();
  await (buildServerIfNeeded as () => Promise<void>)();
  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    OUTBOX_POLL_MS: '200',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // every journey comes from 127.0.0.1 with similar mobiles: the abuse limits are API-tested
    OTP_SEND_PER_IP: '10000',
    OTP_SEND_PER_PREFIX: '10000',
    OTP_VERIFY_PER_IP: '10000',
    SSR_RENDERS_PER_CLIENT: '100000',
    AVAILABILITY_RATE_LIMIT: '100000',
  };
  delete env.DATABASE_URL;
  server = spawn(process.execPath, ['--enable-source-maps', serverBundle as string], {
    cwd: root as string,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const r = await fetch(`${baseUrl}/readyz`);
      if (r.ok) break;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    if (Date.now() > deadline) throw new Error('the server did not become ready');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
}

export async function teardown(): Promise<void> {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
