import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { taxRow } from '../../../../shared/contracts/receipts';
import { okReply } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api';

const reply = okReply(z.array(taxRow));

export const getBookingPayment = (id: string, totalAmount: number, token?: string) =>
  api(
    `/api/dashboard/admin/booking-payment/${encodeURIComponent(id)}/${totalAmount}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
    reply,
  ).then((r) => r.data);

/** The CGST / SGST rows of a booking (the server computes them; the amount in the path is ignored). */
export function useBookingPayment(id: string, totalAmount: number | null, token?: string) {
  return useQuery({
    queryKey: ['booking', 'payment', id, token],
    queryFn: () => getBookingPayment(id, totalAmount ?? 0, token),
    enabled: totalAmount !== null,
  });
}
