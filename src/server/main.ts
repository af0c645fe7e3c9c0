import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { configWarnings } from './config-warnings';
import { openDatabase, retryOnLostConnection } from './db/client';
import { seedDemoIfEmpty } from './db/seed/index';
import { todayIst } from '../shared/dates';
import { buildApp } from './app';
import { createTransports } from './notify/transports';
import { createGateway } from './payments/index';
import { repoRoot } from './lib/repo-root';
import { logUnhandledRejections } from './process-guards';
import { clockOf } from './lib/clock';
import { topUpInventory } from './modules/availability/availability.service';
import { createPhotoStore, importPhotoFolder } from './modules/photos/photos.service';
import { createEinvoiceProvider } from './modules/einvoices/einvoices.service';
import { sandboxKeyFor } from './modules/einvoices/einvoice-provider';

async function main(): Promise<void> {
  // logged, never fatal (ADR 213); to the app's log once there is one
  let logRejection = (reason: unknown) => console.error('unhandled promise rejection', reason);
  logUnhandledRejections((reason) => logRejection(reason));
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
  // the one clock of the process (ADR 280): the machine's, or moved by CLOCK_OFFSET_DAYS outside production
  const now = clockOf(config);
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // under an advisory lock: two processes starting on an empty database seed it once
  if (config.seedDemo) await seedDemoIfEmpty(handle.db, todayIst(now()), config.demoStaffPassword);
  await retryOnLostConnection(() => topUpInventory(handle.db, todayIst(now())));

  const app = await buildApp({
    config,
    // made once here and passed in (ADR 060); a gateway that cannot be set up stops the start
    gateway: createGateway(config, now),
    transports: createTransports(config, handle.db),
    // the sandbox's key is kept (EINVOICE_SANDBOX_KEY or DATA_DIR): QR codes stay verifiable
    ...((e) => (e ? { einvoice: e } : {}))(
      createEinvoiceProvider(
        config,
        now,
        config.EINVOICE === 'sandbox' ? sandboxKeyFor(config) : undefined,
      ),
    ),
    db: handle.db,
    dbKind: handle.kind,
    now,
    startWorkers: true,
    webRoot: path.join(repoRoot, 'dist/web'),
  });

  // photos an older version kept in DATA_DIR move to the shared store (ADR 240)
  const legacyPhotos = path.resolve(config.DATA_DIR, 'uploads', 'photos');
  const imported = await importPhotoFolder(createPhotoStore(config, handle.db), legacyPhotos);
  if (imported > 0)
    app.log.warn(
      `${imported} photo variant(s) copied from ${legacyPhotos} to the ${config.PHOTO_STORE} photo store; they are served from there now and the folder can be removed`,
    );

  logRejection = (reason) =>
    app.log.error({ err: reason }, 'unhandled promise rejection (the process keeps running)');
  for (const warning of configWarnings(config)) app.log.warn(warning);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
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
