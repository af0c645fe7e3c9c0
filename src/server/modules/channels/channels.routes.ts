import { messageReply } from '../../../shared/contracts/common';
import { z } from 'zod';
import {
  channelCommissionsReply,
  channelStatusReply,
  fullSyncParams,
  pushRetryParams,
  icalFeedBody,
  icalFeedReply,
  icalFeedsReply,
  channelMappingsReply,
  overbookedReply,
  putChannelCommissionsBody,
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
export function channelsRoutes(rooms: service.ChannelRoomsPort) {
  return (app: App, deps: AppDeps) => routes(app, deps, rooms);
}

async function routes(app: App, deps: AppDeps, rooms: service.ChannelRoomsPort): Promise<void> {
  const { db } = deps;
  const admin = { preHandler: requireStaff('admin') };
  const port = service.createChannelManager(deps.config, app.log);
  // the desk's rooms follow an OTA's modification read by a webhook's pull (ADR 388)
  const channelDeps = { db, config: deps.config, now: deps.now, log: app.log, rooms };

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
      schema: { response: { 200: messageReply } },
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

  // each OTA's commission, kept with the mapping for the reports of bookings by source (ADR 393)
  app.get(
    '/api/staff/channels/commissions',
    { ...admin, schema: { response: { 200: channelCommissionsReply } } },
    async () => ({ success: true as const, data: await service.listCommissions(db) }),
  );

  app.put(
    '/api/staff/channels/commissions',
    {
      ...admin,
      schema: { body: putChannelCommissionsBody, response: { 200: channelCommissionsReply } },
    },
    async (req) => ({
      success: true as const,
      message: 'Commissions saved.',
      data: await service.putCommissions(deps, sessionStaff(req), req.body),
    }),
  );

  // monitoring (ADR 386): last pull and pushes, failures, a retry now
  app.get(
    '/api/staff/channels/status',
    { ...admin, schema: { response: { 200: channelStatusReply } } },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-store');
      return { success: true as const, data: await service.channelStatus(deps) };
    },
  );

  app.post(
    '/api/staff/channels/pushes/:hotelId/:kind/retry',
    { ...admin, schema: { params: pushRetryParams, response: { 200: messageReply } } },
    async (req) => {
      await service.retryPush(channelDeps, sessionStaff(req), req.params.hotelId, req.params.kind);
      return {
        success: true as const,
        message: 'The push will be tried again within a few seconds.',
      };
    },
  );

  // a full sync now (ADR 394): the hotel's year ahead queued again, sent at the channel's pace
  app.post(
    '/api/staff/channels/full-sync/:hotelId',
    { ...admin, schema: { params: fullSyncParams, response: { 200: messageReply } } },
    async (req) => {
      await service.fullSyncNow(deps, sessionStaff(req), req.params.hotelId);
      return {
        success: true as const,
        message:
          'Full sync queued: free rooms, prices and restrictions of the year ahead go out within a few minutes.',
      };
    },
  );

  // the calendar export (ADR 386): the address per room type, made or replaced by admins
  app.get(
    '/api/staff/channels/ical-feeds',
    { ...admin, schema: { response: { 200: icalFeedsReply } } },
    async () => ({ success: true as const, data: await service.listIcalFeeds(deps) }),
  );

  app.post(
    '/api/staff/channels/ical-feeds',
    { ...admin, schema: { body: icalFeedBody, response: { 200: icalFeedReply } } },
    async (req) => {
      const data = await service.rotateIcalFeed(
        channelDeps,
        sessionStaff(req),
        req.body.hotelId,
        req.body.roomTypeId,
      );
      return {
        success: true as const,
        message: `A new calendar address for ${data.roomTypeName}: the old one no longer works.`,
        data,
      };
    },
  );

  // read by channels that only read a calendar: the token in the address is the only key
  app.get(
    '/api/ical/:file',
    { schema: { params: z.object({ file: z.string().max(100) }) } },
    async (req, reply) => {
      const m = /^(.+)\.ics$/.exec(req.params.file);
      const body = m ? await service.icalExport(deps, m[1]!) : null;
      if (body === null)
        return reply.code(404).send({ success: false, message: 'Calendar not found.' });
      return reply
        .header('cache-control', 'private, max-age=300')
        .type('text/calendar; charset=utf-8')
        .send(body);
    },
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
