import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { okReply } from '../../../../shared/contracts/common';
import { hotelNameItem } from '../../../../shared/contracts/hotels';
import { api } from '../../../lib/api';

const reply = okReply(z.array(hotelNameItem));

/** GET /api/room-tariff/get-hotels: the names the request forms offer. */
export const getHotelNames = () => api('/api/room-tariff/get-hotels', reply).then((r) => r.data);

export function useHotelNames() {
  return useQuery({
    queryKey: ['public', 'hotel-names'],
    queryFn: getHotelNames,
    staleTime: 10 * 60_000,
  });
}
