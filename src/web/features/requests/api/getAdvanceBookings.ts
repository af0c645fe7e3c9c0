import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { okReply } from '../../../../shared/contracts/common';
import { advanceBookingItem } from '../../../../shared/contracts/requests';
import { api } from '../../../lib/api';

const reply = okReply(z.array(advanceBookingItem));
export const ADVANCE_BOOKINGS_KEY = ['requests', 'advance-bookings'] as const;

/** GET /api/dashboard/admin/advance-bookings (login): the customer's own package requests. */
export const getAdvanceBookings = () =>
  api('/api/dashboard/admin/advance-bookings', reply).then((r) => r.data);

export function useAdvanceBookings(enabled: boolean) {
  return useQuery({ queryKey: ADVANCE_BOOKINGS_KEY, queryFn: getAdvanceBookings, enabled });
}
