import { useMutation } from '@tanstack/react-query';
import { cancelResultReply } from '../../../../shared/contracts/cancellation';
import { MSG } from '../../../../shared/messages';
import { api } from '../../../lib/api';

/** POST /api/hotel/cancel-all/{bookingId}: cancels every remaining room. */
export const cancelAll = (bookingId: string) =>
  api(
    `/api/hotel/cancel-all/${encodeURIComponent(bookingId)}`,
    cancelResultReply,
    { method: 'POST' },
    MSG.cancelBookingError,
  ).then((r) => r.data);

export function useCancelAll(bookingId: string) {
  return useMutation({ mutationFn: () => cancelAll(bookingId) });
}
