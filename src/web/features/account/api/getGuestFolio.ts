import { useQuery } from '@tanstack/react-query';
import { guestFolioReply } from '../../../../shared/contracts/folio';
import { api } from '../../../lib/api';

/**
 * The signed-in guest's own folio of a booking (issue 28): charges at the hotel, payments and the
 * balance. Null when there is none to show (not signed in, or not their booking).
 */
export function useGuestFolio(id: string) {
  return useQuery({
    queryKey: ['booking', 'folio', id],
    queryFn: () =>
      api(`/api/bookings/${encodeURIComponent(id)}/folio`, guestFolioReply)
        .then((r) => r.data)
        .catch(() => null),
    retry: false,
  });
}
