import { z } from 'zod';
import { devOutboxMessage } from '../../../shared/contracts/auth';
import { okReply } from '../../../shared/contracts/common';
import type { App, AppDeps } from '../../types';
import * as service from './dev-outbox.service';

/**
 * GET /api/dev/outbox: what the development transports delivered, newest first. Registered only
 * with the dev transports; otherwise the path does not exist (404).
 */
export async function devOutboxRoutes(app: App, { db, config }: AppDeps): Promise<void> {
  if (!config.devTransports) return;
  app.get(
    '/api/dev/outbox',
    { schema: { response: { 200: okReply(z.array(devOutboxMessage)) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await service.listMessages(db) };
    },
  );
}
