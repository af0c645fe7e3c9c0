import { useQuery } from '@tanstack/react-query';
import { api, lazyParser } from '../../../lib/api';

const reply = lazyParser(() => import('./replies').then((m) => m.destinationsReply));

export const getDestinations = ({ signal }: { signal?: AbortSignal } = {}) =>
  api('/api/destinations', reply, { signal }).then((r) => r.data);

/** GET /api/destinations: the four categories of the carousel. */
export function useDestinations() {
  return useQuery({
    queryKey: ['public', 'destinations'],
    queryFn: getDestinations,
    staleTime: 10 * 60_000,
  });
}
