import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { extraPersonRow } from '../../../../shared/contracts/receipts';
import { okReply } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api';

const reply = okReply(z.array(extraPersonRow));

export const getBookingExtraPerson = (id: string, token?: string) =>
  api(
    `/api/dashboard/admin/booking-extraperson/${encodeURIComponent(id)}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
    reply,
  ).then((r) => r.data);

export function useBookingExtraPerson(id: string, enabled: boolean, token?: string) {
  return useQuery({
    queryKey: ['booking', 'extraperson', id, token],
    queryFn: () => getBookingExtraPerson(id, token),
    enabled,
  });
}
