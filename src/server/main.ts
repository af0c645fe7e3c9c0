import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { configWarnings } from './config-warnings';
import { openDatabase } from './db/client';
import { ensureInventory, isSeeded, seedDemo } from './db/seed/index';
import { todayIst } from '../shared/dates';
import { buildApp } from './app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  if (config.seedDemo && !(await isSeeded(handle.db))) {
    await seedDemo(handle.db, todayIst());
  }
  await ensureInventory(handle.db, todayIst());

  const app = await buildApp({
    config,
    db: handle.db,
    dbKind: handle.kind,
    now: () => new Date(),
    startWorkers: true,
    webRoot: path.join(root, 'dist/web'),
  });

  for (const warning of configWarnings(config)) app.log.warn(warning);

  // Keep a year of bookable nights ahead while the server runs for days or months.
  const topUp = setInterval(() => {
    ensureInventory(handle.db, todayIst()).catch((err: unknown) =>
      app.log.error({ err }, 'inventory top-up failed'),
    );
  }, 6 * 3_600_000);
  topUp.unref();

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    clearInterval(topUp);
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
