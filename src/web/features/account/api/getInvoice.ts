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

/** The invoice PDF; on a Hindi page, in Hindi (ADR 124). */
export function invoicePdfUrl(id: string, token?: string, lang: 'en' | 'hi' = 'en'): string {
  const q = new URLSearchParams();
  if (token) q.set('token', token);
  if (lang === 'hi') q.set('lang', 'hi');
  const qs = q.toString();
  return `/api/bookings/${encodeURIComponent(id)}/invoice.pdf${qs ? `?${qs}` : ''}`;
}
