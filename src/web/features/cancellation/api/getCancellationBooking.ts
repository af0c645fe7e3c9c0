import { useQuery } from '@tanstack/react-query';
import { cancellationBookingReply } from '../../../../shared/contracts/cancellation';
import { api } from '../../../lib/api';

export const cancellationBookingKey = (bookingId: string) =>
  ['cancellation', 'booking', bookingId] as const;

/** GET /api/hotel/cancel-booking/{bookingId}: the booking with its rooms and refunds. */
export const getCancellationBooking = (bookingId: string) =>
  api(`/api/hotel/cancel-booking/${encodeURIComponent(bookingId)}`, cancellationBookingReply).then(
    (r) => r.data,
  );

export function useCancellationBooking(bookingId: string) {
  return useQuery({
    queryKey: cancellationBookingKey(bookingId),
    queryFn: () => getCancellationBooking(bookingId),
    staleTime: 0,
  });
}
