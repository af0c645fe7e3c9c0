import { useQuery } from '@tanstack/react-query';
import { cancellationDetailsReply } from '../../../../shared/contracts/cancellation';
import { api } from '../../../lib/api';

export const cancellationDetailsKey = (bookingId: string) =>
  ['cancellation', 'details', bookingId] as const;

/** GET /api/hotel/get-cancellation-details/{bookingId}: ids of the rooms already cancelled. */
export const getCancellationDetails = (bookingId: string) =>
  api(
    `/api/hotel/get-cancellation-details/${encodeURIComponent(bookingId)}`,
    cancellationDetailsReply,
  ).then(
    (r) =>
      new Set(
        r.data
          .flatMap((row) => row.vchRoomIds.split(','))
          .map((id) => Number(id.trim()))
          .filter((id) => Number.isInteger(id) && id > 0),
      ),
  );

export function useCancellationDetails(bookingId: string) {
  return useQuery({
    queryKey: cancellationDetailsKey(bookingId),
    queryFn: () => getCancellationDetails(bookingId),
    staleTime: 0,
  });
}
