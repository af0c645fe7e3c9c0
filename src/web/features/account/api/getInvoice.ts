import { useQuery } from '@tanstack/react-query';
import { invoiceDto } from '../../../../shared/contracts/receipts';
import { okReply } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api';

const reply = okReply(invoiceDto);

export const getInvoice = (id: string, token?: string) =>
  api(
    `/api/bookings/${encodeURIComponent(id)}/invoice${token ? `?token=${encodeURIComponent(token)}` : ''}`,
    reply,
  ).then((r) => r.data);

/** The GST tax invoice of a booking. */
export function useInvoice(id: string, token?: string) {
  return useQuery({
    queryKey: ['booking', 'invoice', id, token],
    queryFn: () => getInvoice(id, token),
  });
}

export const invoicePdfUrl = (id: string, token?: string) =>
  `/api/bookings/${encodeURIComponent(id)}/invoice.pdf${token ? `?token=${encodeURIComponent(token)}` : ''}`;
