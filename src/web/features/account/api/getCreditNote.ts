import { useQuery } from '@tanstack/react-query';
import { okReply } from '../../../../shared/contracts/common';
import { creditNoteDto } from '../../../../shared/contracts/receipts';
import { api } from '../../../lib/api';

const reply = okReply(creditNoteDto);
const q = (token?: string) => (token ? `?token=${encodeURIComponent(token)}` : '');
const base = (bookingId: string, creditNoteId: string) =>
  `/api/bookings/${encodeURIComponent(bookingId)}/credit-notes/${encodeURIComponent(creditNoteId)}`;

/** A GST credit note of a booking (its customer, or its signed link). */
export function useCreditNote(bookingId: string, creditNoteId: string, token?: string) {
  return useQuery({
    queryKey: ['booking', 'credit-note', bookingId, creditNoteId, token],
    queryFn: () => api(`${base(bookingId, creditNoteId)}${q(token)}`, reply).then((r) => r.data),
  });
}

/** The PDF in the page's language (ADR 124): ?lang=hi on a Hindi page. */
export function creditNotePdfUrl(
  bookingId: string,
  creditNoteId: string,
  token?: string,
  lang: 'en' | 'hi' = 'en',
): string {
  const params = new URLSearchParams();
  if (token) params.set('token', token);
  if (lang === 'hi') params.set('lang', 'hi');
  const qs = params.toString();
  return `${base(bookingId, creditNoteId)}/pdf${qs ? `?${qs}` : ''}`;
}
