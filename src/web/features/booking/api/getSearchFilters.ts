import { useQuery } from '@tanstack/react-query';
import { searchFilters } from '../../../../shared/contracts/availability';
import { okReply } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api';

const reply = okReply(searchFilters);

export const getSearchFilters = () => api('/api/availability/filters', reply).then((r) => r.data);

/** The real tariff range and the filter choices of the availability screen. */
export function useSearchFilters() {
  return useQuery({
    queryKey: ['public', 'availability-filters'],
    queryFn: getSearchFilters,
    staleTime: 10 * 60_000,
  });
}
