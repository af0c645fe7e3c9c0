import { z } from 'zod';
import { devOutboxMessage } from '../../../shared/contracts/auth';
import { okReply } from '../../../shared/contracts/common';
import { notFound } from '../../http-errors';
import { fromThisMachine } from '../../lib/local-client';
import type { App, AppDeps } from '../../types';
import * as service from './dev-outbox.service';

/**
 * GET /api/dev/outbox: what the development transports delivered, newest first. Registered only
 * with the dev transports; otherwise the path does not exist (404). It holds one-time codes, so
 * only a client on this machine may read it, judged by the socket's address and never by
 * forwarded headers (404 to any other client, and to anything that came through a proxy).
 */
export async function devOutboxRoutes(app: App, { db, config }: AppDeps): Promise<void> {
  if (!config.devTransports) return;
  app.get(
    '/api/dev/outbox',
    { schema: { response: { 200: okReply(z.array(devOutboxMessage)) } } },
    async (req, reply) => {
      if (!fromThisMachine(req)) throw notFound();
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await service.listMessages(db) };
    },
  );
}
