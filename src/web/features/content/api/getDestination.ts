import { useQuery } from '@tanstack/react-query';
import { destination, type Destination } from '../../../../shared/contracts/content';
import { okReply } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api';

const reply = okReply(destination);

export const getDestination = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  api(`/api/destinations/${id}`, reply, { signal }).then((r) => r.data);

/**
 * GET /api/destinations/{id}. `initial` is the destination handed over by navigation state (a
 * click on 'Show Details'); with it nothing is fetched until it goes stale.
 */
export function useDestination(id: number | null, initial?: Destination) {
  return useQuery({
    queryKey: ['public', 'destination', id],
    queryFn: ({ signal }) => getDestination(id ?? 0, { signal }),
    enabled: id !== null,
    initialData: initial,
    staleTime: 10 * 60_000,
  });
}
