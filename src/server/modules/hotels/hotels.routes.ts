import { z } from 'zod';
import { idParam, okReply } from '../../../shared/contracts/common';
import { policyReply } from '../../../shared/contracts/cancellation';
import { hotelDetail, hotelNameItem, hotelSummary } from '../../../shared/contracts/hotels';
import type { App, AppDeps } from '../../types';
import * as cancellation from '../cancellation/cancellation.service';
import * as service from './hotels.service';

/** Hotel content changes rarely: browsers may keep it a minute, and each process caches it too. */
const PUBLIC_CACHE = 'public, max-age=60';

export async function hotelsRoutes(app: App, { db }: AppDeps): Promise<void> {
  const { list, detail } = service.publicCaches(db);

  app.get(
    '/api/hotels',
    { schema: { response: { 200: okReply(z.array(hotelSummary)) } } },
    async (_req, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return { success: true as const, data: await list.get('all', () => service.listHotels(db)) };
    },
  );

  app.get(
    '/api/hotel/:id',
    {
      schema: {
        params: z.object({ id: idParam }),
        response: {
          200: okReply(hotelDetail).extend({
            facilities: hotelDetail.shape.facilities,
            hotelPhotos: hotelDetail.shape.hotelPhotos,
          }),
        },
      },
    },
    async (req, reply) => {
      const hotel = await detail.get(req.params.id, () => service.getHotel(db, req.params.id));
      reply.header('Cache-Control', PUBLIC_CACHE);
      return {
        success: true as const,
        data: hotel,
        facilities: hotel.facilities,
        hotelPhotos: hotel.hotelPhotos,
      };
    },
  );

  // the hotel's cancellation policy for guests deciding to book (no login: it is public terms)
  app.get(
    '/api/hotel/:id/cancellation-policy',
    { schema: { params: z.object({ id: idParam }), response: { 200: policyReply } } },
    async (req, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return {
        success: true as const,
        data: await cancellation.hotelPolicy(db, req.params.id),
      };
    },
  );

  app.get(
    '/api/room-tariff/get-hotels',
    { schema: { response: { 200: okReply(z.array(hotelNameItem)) } } },
    async () => ({ success: true as const, data: await service.hotelNames(db) }),
  );
}
