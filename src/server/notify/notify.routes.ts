import type { App, AppDeps } from '../types';
import { startOutboxWorker } from './worker';

/**
 * Starts the outbox worker with the server (only when deps.startWorkers; tests call deliverDue
 * directly) and stops it, waiting for the delivery in flight, when the app closes.
 */
export async function notifyRoutes(app: App, deps: AppDeps): Promise<void> {
  if (!deps.startWorkers) return;
  const { config } = deps;
  let worker: { stop: () => Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    if (config.NODE_ENV === 'production' && (!config.SMTP_URL || !config.SMS_GATEWAY_URL)) {
      app.log.warn(
        { smtp: Boolean(config.SMTP_URL), smsGateway: Boolean(config.SMS_GATEWAY_URL) },
        'production without SMTP_URL or SMS_GATEWAY_URL: those messages are kept in the dev mailbox table only',
      );
    }
    worker = startOutboxWorker(deps, app.log);
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}
