import {
  channelMappingsReply,
  overbookedReply,
  putChannelMappingBody,
} from '../../../shared/contracts/channels';
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
