import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refReply, type AdvanceBookingRequest } from '../../../../shared/contracts/requests';
import { MSG } from '../../../../shared/messages';
import { api } from '../../../lib/api';
import { ADVANCE_BOOKINGS_KEY } from './getAdvanceBookings';

/** POST /api/dashboard/admin/submit-advance-booking-request; non-200 is a failure ('Booking failed!'). */
export const submitAdvanceBooking = (body: AdvanceBookingRequest) =>
  api(
    '/api/dashboard/admin/submit-advance-booking-request',
    refReply,
    { body },
    MSG.advanceBookingFailed,
  );

export function useSubmitAdvanceBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitAdvanceBooking,
    onSuccess: () => qc.invalidateQueries({ queryKey: ADVANCE_BOOKINGS_KEY }),
  });
}
