import type { App, AppDeps } from '../types';

/**
 * Warns at start when production has no real mail or SMS transport. The outbox worker itself
 * runs with the other background jobs (src/server/jobs); tests call deliverDue directly.
 */
export async function notifyRoutes(app: App, deps: AppDeps): Promise<void> {
  if (!deps.startWorkers) return;
  const { config } = deps;
  app.addHook('onReady', async () => {
    if (config.NODE_ENV === 'production' && (!config.SMTP_URL || !config.SMS_GATEWAY_URL)) {
      app.log.warn(
        { smtp: Boolean(config.SMTP_URL), smsGateway: Boolean(config.SMS_GATEWAY_URL) },
        'production without SMTP_URL or SMS_GATEWAY_URL: those messages are kept in the dev mailbox table only',
      );
    }
  });
}
