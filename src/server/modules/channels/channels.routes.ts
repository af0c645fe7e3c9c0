import { messageReply as webhookReply } from '../../../shared/contracts/common';
import {
  channelMappingsReply,
  overbookedReply,
  putChannelMappingBody,
} from '../../../shared/contracts/channels';
import { unauthorized } from '../../http-errors';
import { requireStaff, sessionStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import * as service from './channels.service';

/**
 * The channel manager's back-office calls (ADR 260): the mapping of hotels and room types to the
 * channel manager's ids (admins), and the OTA bookings that arrived overbooked (admins, and hotel
 * managers for their hotels).
 */
export async function channelsRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const admin = { preHandler: requireStaff('admin') };
  const port = service.createChannelManager(deps.config, app.log);
  const channelDeps = { db, config: deps.config, now: deps.now, log: app.log };

  /*
   * Channex calls this on a new booking revision (ADR 385). It carries no signature: the webhook
   * is set up at Channex with a header holding CHANNEX_WEBHOOK_SECRET, checked in constant time
   * before the body is read. A call without it, or with another, is 401 and changes nothing. A
   * right one pulls the feed at once (the revisions themselves come from the feed, never from the
   * body, so a forged body could not book a room anyway).
   */
  app.post(
    '/api/channels/webhook',
    {
      onRequest: async (req) => {
        if (
          !service.webhookSecretValid(
            deps.config.CHANNEX_WEBHOOK_SECRET,
            req.headers[service.WEBHOOK_SECRET_HEADER],
          )
        )
          throw unauthorized('This webhook call is not signed with the shared secret.');
      },
      schema: { response: { 200: webhookReply } },
    },
    async (req) => {
      if (!port) return { success: true as const, message: 'The channel manager is off.' };
      try {
        const r = await service.pullNow(channelDeps, port);
        return {
          success: true as const,
          message: `Feed read: ${r.applied} revision(s) applied, ${r.acknowledged} acknowledged.`,
        };
      } catch (err) {
        req.log.warn({ err }, 'channel feed pull on webhook failed');
        return {
          success: true as const,
          message: 'Received; the feed will be read at the next poll.',
        };
      }
    },
  );

  app.get(
    '/api/staff/channels/mappings',
    { ...admin, schema: { response: { 200: channelMappingsReply } } },
    async () => ({ success: true as const, data: await service.listMappings(db) }),
  );

  app.put(
    '/api/staff/channels/mappings',
    { ...admin, schema: { body: putChannelMappingBody, response: { 200: channelMappingsReply } } },
    async (req) => ({
      success: true as const,
      message: 'Channel mapping saved.',
      data: await service.putMapping(deps, sessionStaff(req), req.body),
    }),
  );

  app.get(
    '/api/staff/channels/overbooked',
    {
      // the desk walks an overbooked guest: front-desk clerks see their hotels' too
      preHandler: requireStaff('hotel_manager', 'front_desk'),
      schema: { response: { 200: overbookedReply } },
    },
    async (req) => ({
      success: true as const,
      data: await service.listOverbooked(db, sessionStaff(req)),
    }),
  );
}
