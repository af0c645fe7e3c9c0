import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refReply, type AdvanceBookingRequest } from '../../../../shared/contracts/requests';
import { MSG } from '../../../../shared/messages';
import { useLang } from '../../../i18n';
import { api } from '../../../lib/api';
import { ADVANCE_BOOKINGS_KEY } from './getAdvanceBookings';

/** POST /api/dashboard/admin/submit-advance-booking-request; non-200 is a failure ('Booking failed!'). */
const submitAdvanceBooking = (body: AdvanceBookingRequest) =>
  api(
    '/api/dashboard/admin/submit-advance-booking-request',
    refReply,
    { body },
    MSG.advanceBookingFailed,
  );

/** Sends the page's language with the request: the acknowledgement's language (ADR 185). */
export function useSubmitAdvanceBooking() {
  const qc = useQueryClient();
  const language = useLang();
  return useMutation({
    mutationFn: (body: AdvanceBookingRequest) => submitAdvanceBooking({ ...body, language }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ADVANCE_BOOKINGS_KEY }),
  });
}
