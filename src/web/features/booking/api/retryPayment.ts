import { bookingRetry } from '../../../../shared/contracts/bookings';
import { okReply } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api';

const reply = okReply(bookingRetry);

/** POST /api/bookings/{id}/retry-payment: the booking's payment order again, while its hold lasts. */
export const retryPayment = (bookingId: string) =>
  api(`/api/bookings/${encodeURIComponent(bookingId)}/retry-payment`, reply, {
    method: 'POST',
  }).then((r) => r.data);

/** The booking id inside a reference (JTDC + yymmdd + the booking id). */
export function bookingIdFromRef(ref: string): string | null {
  const m = /^JTDC\d{6}(\d{5,})$/.exec(ref.trim());
  return m ? String(Number(m[1])) : null;
}
