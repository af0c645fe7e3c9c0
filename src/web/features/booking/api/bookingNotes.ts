import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { okReply } from '../../../../shared/contracts/common';
import { historyRow } from '../../../../shared/contracts/receipts';
import { api } from '../../../lib/api';

const reply = okReply(z.array(historyRow));

/**
 * The GST credit and debit notes of an opened booking (ADR 381): the manage-booking page signed
 * the browser in to the booking's account, so its history row (found by reference) lists them.
 */
export function useBookingNotes(booking: { bookingId: number; BookingRefNo: string } | null) {
  return useQuery({
    queryKey: ['booking', 'notes', booking?.bookingId],
    enabled: booking !== null,
    queryFn: async () => {
      const ref = encodeURIComponent(booking!.BookingRefNo);
      const r = await api(`/api/dashboard/admin/booking-history?bookingRefNo=${ref}`, reply);
      const row = r.data.find((b) => b.BookingID === booking!.bookingId);
      return { credit: row?.CreditNotes ?? [], debit: row?.DebitNotes ?? [] };
    },
  });
}
