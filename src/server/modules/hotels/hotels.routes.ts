import { z } from 'zod';
import { idParam, okReply } from '../../../shared/contracts/common';
import { hotelDetail, hotelNameItem, hotelSummary } from '../../../shared/contracts/hotels';
import type { App, AppDeps } from '../../types';
import { sendCached } from '../../lib/reply-cache';
import * as service from './hotels.service';

/** Hotel content changes rarely: browsers may keep it a minute, and each process caches it too. */
const PUBLIC_CACHE = 'public, max-age=60';

const listReply = okReply(z.array(hotelSummary));
const detailReply = okReply(hotelDetail).extend({
  facilities: hotelDetail.shape.facilities,
  hotelPhotos: hotelDetail.shape.hotelPhotos,
});

export async function hotelsRoutes(app: App, { db }: AppDeps): Promise<void> {
  // the replies are checked and serialised once per load and sent as bytes with an ETag (ADR 172);
  // writers change hotels through service.changeHotel, which drops them in every process (ADR 246)
  const { list, detail } = service.hotelReplyCaches(db);

  app.get('/api/hotels', { schema: { response: { 200: listReply } } }, async (req, reply) => {
    const cached = await list.get('all', listReply, async () => ({
      success: true as const,
      data: await service.listHotels(db),
    }));
    return sendCached(req, reply, cached, PUBLIC_CACHE);
  });

  app.get(
    '/api/hotel/:id',
    { schema: { params: z.object({ id: idParam }), response: { 200: detailReply } } },
    async (req, reply) => {
      const cached = await detail.get(req.params.id, detailReply, async () => {
        const hotel = await service.getHotel(db, req.params.id);
        return {
          success: true as const,
          data: hotel,
          facilities: hotel.facilities,
          hotelPhotos: hotel.hotelPhotos,
        };
      });
      return sendCached(req, reply, cached, PUBLIC_CACHE);
    },
  );

  app.get(
    '/api/room-tariff/get-hotels',
    { schema: { response: { 200: okReply(z.array(hotelNameItem)) } } },
    async () => ({ success: true as const, data: await service.hotelNames(db) }),
  );
}
