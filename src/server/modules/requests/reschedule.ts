import { bookingStatusLabel } from '../../../shared/booking-status';
import type { RescheduleQuote } from '../../../shared/contracts/desk';
import { formatDate, todayIst } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../types';
import * as bookings from '../bookings/bookings.service';
import type { StaffRequest } from './requests.service';

/**
 * A reschedule request as staff handle it (ADR 154): the booking it names, whether it may move,
 * the quote (the move tried under the inventory locks and rolled back) and the reply's price line.
 */
type QuoteDeps = Pick<AppDeps, 'db' | 'now'>;

/** The statuses of a booking that may still be moved. */
const OPEN = new Set(['confirmed', 'partially_cancelled']);

/**
 * The booking a reschedule request names, when it is at the request's hotel (a booking of another
 * hotel is never moved through a request, ADR 215); null otherwise.
 */
export async function requestBooking(db: DbOrTx, r: StaffRequest) {
  const b = await bookings.findBookingByRef(db, r.bookingRefNo ?? '');
  return b && b.hotelId === r.hotelId ? b : null;
}

/** Thrown inside a transaction to roll a trial back (the reschedule quote). */
class TrialDone extends Error {}

/**
 * GET /api/staff/requests/reschedule/{id}/quote: would the booking fit the new dates (tried under
 * the inventory locks and rolled back), and the price difference at today's rates.
 */
export async function rescheduleQuote(deps: QuoteDeps, r: StaffRequest): Promise<RescheduleQuote> {
  const b = await requestBooking(deps.db, r);
  if (!b) return noQuote(null, `Booking ${r.bookingRefNo ?? ''} was not found.`);
  let result: RescheduleQuote | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const full = (await bookings.lockStaffBooking(tx, b.id))!;
      const check = rescheduleRefusal(full.booking, r, todayIst(deps.now()));
      const refused =
        check ?? (await bookings.stayRestriction(tx, full.booking, r.fromDate!, r.toDate!));
      if (refused) {
        result = noQuote(b.id, refused);
        throw new TrialDone();
      }
      const price = await bookings.repriceStay(
        tx,
        full.booking,
        full.rooms,
        r.fromDate!,
        r.toDate!,
        deps.now(),
      );
      const move = await bookings.moveStay(tx, full.booking, r.fromDate!, r.toDate!);
      result = move.moved
        ? {
            bookingId: b.id,
            available: true,
            message: `Rooms are free for ${formatDate(r.fromDate!)} to ${formatDate(r.toDate!)}.`,
            ...price,
          }
        : { bookingId: b.id, available: false, message: move.shortage.message, ...price };
      // the trial is rolled back whatever it found
      throw new TrialDone();
    });
  } catch (err) {
    if (!(err instanceof TrialDone)) throw err;
  }
  return result ?? noQuote(b.id, 'The reschedule could not be checked.');
}

function noQuote(bookingId: number | null, message: string): RescheduleQuote {
  return {
    bookingId,
    available: false,
    message,
    paidPaise: 0,
    newTotalPaise: 0,
    differencePaise: 0,
  };
}

export function rescheduleRefusal(
  b: bookings.BookingRow,
  r: StaffRequest,
  date: string,
): string | null {
  if (!OPEN.has(b.status))
    return `Booking ${b.bookingRefNo} is ${bookingStatusLabel(b.status).toLowerCase()}: it cannot be moved.`;
  if (!r.fromDate || !r.toDate) return 'The request has no new dates.';
  if (r.fromDate < date) return `The new check-in date, ${formatDate(r.fromDate)}, has passed.`;
  return null;
}

export const differenceText = (paise: number) =>
  paise === 0
    ? 'The tariff for the new dates is the same as you paid.'
    : paise > 0
      ? `The tariff for the new dates is ${formatRupees(paise, { decimals: true })} more than you paid; it is collected at the hotel desk.`
      : `The tariff for the new dates is ${formatRupees(-paise, { decimals: true })} less than you paid; the difference is refunded at the hotel desk.`;
