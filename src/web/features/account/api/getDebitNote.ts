import { useQuery } from '@tanstack/react-query';
import { okReply } from '../../../../shared/contracts/common';
import { debitNoteDto } from '../../../../shared/contracts/receipts';
import { api } from '../../../lib/api';

const reply = okReply(debitNoteDto);
const q = (token?: string) => (token ? `?token=${encodeURIComponent(token)}` : '');
const base = (bookingId: string, debitNoteId: string) =>
  `/api/bookings/${encodeURIComponent(bookingId)}/debit-notes/${encodeURIComponent(debitNoteId)}`;

/** A GST debit note of a booking (its customer, or its signed link; ADR 381). */
export function useDebitNote(bookingId: string, debitNoteId: string, token?: string) {
  return useQuery({
    queryKey: ['booking', 'debit-note', bookingId, debitNoteId, token],
    queryFn: () => api(`${base(bookingId, debitNoteId)}${q(token)}`, reply).then((r) => r.data),
  });
}

/** The PDF in the page's language (ADR 124): ?lang=hi on a Hindi page. */
export function debitNotePdfUrl(
  bookingId: string,
  debitNoteId: string,
  token?: string,
  lang: 'en' | 'hi' = 'en',
): string {
  const params = new URLSearchParams();
  if (token) params.set('token', token);
  if (lang === 'hi') params.set('lang', 'hi');
  const qs = params.toString();
  return `${base(bookingId, debitNoteId)}/pdf${qs ? `?${qs}` : ''}`;
}
