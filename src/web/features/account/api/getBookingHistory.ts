import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { historyRow } from '../../../../shared/contracts/receipts';
import { okReply } from '../../../../shared/contracts/common';
import { MSG } from '../../../../shared/messages';
import { api } from '../../../lib/api';

const reply = okReply(z.array(historyRow));

export type HistoryFilters = {
  fromDate?: string;
  toDate?: string;
  bookingRefNo?: string;
  UserId?: number;
};

export const getBookingHistory = (f: HistoryFilters) => {
  const q = new URLSearchParams();
  if (f.fromDate) q.set('fromDate', f.fromDate);
  if (f.toDate) q.set('toDate', f.toDate);
  if (f.bookingRefNo) q.set('bookingRefNo', f.bookingRefNo);
  if (f.UserId && f.UserId > 0) q.set('UserId', String(f.UserId));
  const s = q.toString();
  return api(
    `/api/dashboard/admin/booking-history${s ? `?${s}` : ''}`,
    reply,
    {},
    MSG.failedToFetchHistory,
  ).then((r) => r.data);
};

/** The customer's bookings (spec "Booking history state": idle, loading, succeeded, failed). */
export function useBookingHistory(f: HistoryFilters) {
  return useQuery({ queryKey: ['booking', 'history', f], queryFn: () => getBookingHistory(f) });
}
