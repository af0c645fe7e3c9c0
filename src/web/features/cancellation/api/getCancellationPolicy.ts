import { useQuery } from '@tanstack/react-query';
import { bookingPolicyReply } from '../../../../shared/contracts/cancellation';
import { MSG } from '../../../../shared/messages';
import { api } from '../../../lib/api';

export type CancellationType = 'full' | 'partial';

/** POST /api/hotel/cancel/partial/{bookingId} with no body: the policy (stored when a type is chosen). */
export const getCancellationPolicy = (bookingId: string) =>
  api(
    `/api/hotel/cancel/partial/${encodeURIComponent(bookingId)}`,
    bookingPolicyReply,
    { method: 'POST' },
    MSG.cancelPolicyError,
  );

/** Loads the policy each time a cancellation type is chosen. */
export function useCancellationPolicy(bookingId: string, type: CancellationType | '') {
  return useQuery({
    queryKey: ['cancellation', 'policy', bookingId, type],
    queryFn: () => getCancellationPolicy(bookingId),
    enabled: type !== '',
    staleTime: 0,
    retry: false,
  });
}
