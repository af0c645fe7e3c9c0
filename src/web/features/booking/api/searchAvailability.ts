import { useQuery } from '@tanstack/react-query';
import {
  availabilitySearchReply,
  type AvailabilitySearchRequest,
} from '../../../../shared/contracts/availability';
import { api } from '../../../lib/api';

/** The hotels with rooms for the search, and what to change when the party fits none (ADR 258). */
export const searchAvailability = (q: AvailabilitySearchRequest) =>
  api('/api/availability/search', availabilitySearchReply, { body: q }).then((r) => ({
    hotels: r.data,
    party: r.party,
  }));

export type SearchAnswer = Awaited<ReturnType<typeof searchAvailability>>;

/** Every hotel's free room types for a search; null runs nothing (no search yet). */
export function useAvailabilitySearch(q: AvailabilitySearchRequest | null) {
  return useQuery({
    queryKey: ['public', 'availability-search', q],
    queryFn: () => searchAvailability(q!),
    enabled: q !== null,
    staleTime: 15_000,
  });
}
