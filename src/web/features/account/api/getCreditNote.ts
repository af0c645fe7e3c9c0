import { useQuery } from '@tanstack/react-query';
import { okReply } from '../../../../shared/contracts/common';
import { creditNoteDto } from '../../../../shared/contracts/receipts';
import { api } from '../../../lib/api';

const reply = okReply(creditNoteDto);
const q = (token?: string) => (token ? `?token=${encodeURIComponent(token)}` : '');
/** What a credit note belongs to: a room booking, or a tour booking (ADR 350, 367). */
export type CreditNoteOf = 'booking' | 'tour';
const base = (bookingId: string, creditNoteId: string, of: CreditNoteOf = 'booking') =>
  `/api/${of === 'tour' ? 'tour-bookings' : 'bookings'}/${encodeURIComponent(bookingId)}/credit-notes/${encodeURIComponent(creditNoteId)}`;

/** A GST credit note of a booking or a tour booking (its customer, or its signed link). */
export function useCreditNote(
  bookingId: string,
  creditNoteId: string,
  token?: string,
  of: CreditNoteOf = 'booking',
) {
  return useQuery({
    queryKey: [of, 'credit-note', bookingId, creditNoteId, token],
    queryFn: () =>
      api(`${base(bookingId, creditNoteId, of)}${q(token)}`, reply).then((r) => r.data),
  });
}

/** The PDF in the page's language (ADR 124): ?lang=hi on a Hindi page. */
export function creditNotePdfUrl(
  bookingId: string,
  creditNoteId: string,
  token?: string,
  lang: 'en' | 'hi' = 'en',
  of: CreditNoteOf = 'booking',
): string {
  const params = new URLSearchParams();
  if (token) params.set('token', token);
  if (lang === 'hi') params.set('lang', 'hi');
  const qs = params.toString();
  return `${base(bookingId, creditNoteId, of)}/pdf${qs ? `?${qs}` : ''}`;
}
