import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { bookingViewRow } from '../../../../shared/contracts/receipts';
import { okReply } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api';

const reply = okReply(z.array(bookingViewRow));
const q = (token?: string) => (token ? `?token=${encodeURIComponent(token)}` : '');

export const getBookingView = (id: string, token?: string) =>
  api(`/api/dashboard/admin/booking-view/${encodeURIComponent(id)}${q(token)}`, reply).then(
    (r) => r.data,
  );

/** The receipt rows (one per room) of a booking. */
export function useBookingView(id: string, token?: string) {
  return useQuery({
    queryKey: ['booking', 'view', id, token],
    queryFn: () => getBookingView(id, token),
  });
}
