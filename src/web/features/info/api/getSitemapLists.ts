import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { okReply } from '../../../../shared/contracts/common';
import { destination } from '../../../../shared/contracts/content';
import { hotelNameItem } from '../../../../shared/contracts/hotels';
import { api } from '../../../lib/api';

const hotelsReply = okReply(z.array(hotelNameItem));
const destinationsReply = okReply(
  z.array(destination.pick({ id: true, title: true, titleHi: true })),
);

/** The hotels (GET /api/room-tariff/get-hotels) and destinations the Sitemap page lists. */
export function useSitemapLists() {
  return useQuery({
    queryKey: ['public', 'sitemap-lists'],
    queryFn: async ({ signal }) => {
      const [hotels, destinations] = await Promise.all([
        api('/api/room-tariff/get-hotels', hotelsReply, { signal }),
        api('/api/destinations', destinationsReply, { signal }),
      ]);
      return { hotels: hotels.data, destinations: destinations.data };
    },
    staleTime: 10 * 60_000,
  });
}
