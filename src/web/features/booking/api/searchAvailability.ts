import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  hotelResult,
  type AvailabilitySearchRequest,
} from '../../../../shared/contracts/availability';
import { okReply } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api';

const reply = okReply(z.array(hotelResult));

export const searchAvailability = (q: AvailabilitySearchRequest) =>
  api('/api/availability/search', reply, { body: q }).then((r) => r.data);

/** Every hotel's free room types for a search; null runs nothing (no search yet). */
export function useAvailabilitySearch(q: AvailabilitySearchRequest | null) {
  return useQuery({
    queryKey: ['public', 'availability-search', q],
    queryFn: () => searchAvailability(q!),
    enabled: q !== null,
    staleTime: 15_000,
  });
}
