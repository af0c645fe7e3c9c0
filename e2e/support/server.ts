import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
// @ts-expect-error plain ESM script without types
import { root } from '../../scripts/build-web.mjs';
// @ts-expect-error plain ESM script without types
import { serverBundle } from '../../scripts/build-server.mjs';

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

export type RunningServer = { baseUrl: string; stop: () => Promise<void> };

/**
 * The compiled server (dist/server/main.js, built by the global setup) as `npm start` runs it, on
 * the embedded database in `dataDir` (a fresh folder is migrated and seeded with the demo), with
 * `env` on top of the journeys' settings; resolves when it answers /readyz. PGlite serves one
 * process: stop one server before starting another on the same folder.
 */
export async function startServer(
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  const port = await freePort();
  const all: NodeJS.ProcessEnv = {
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
    ...env,
  };
  delete all.DATABASE_URL;
  const server: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', serverBundle as string],
    { cwd: root as string, env: all, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  // a fresh database is migrated and seeded first: slow on a busy machine
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      const r = await fetch(`${baseUrl}/readyz`);
      if (r.ok) break;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error('the server did not become ready');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    },
  };
}
