import { financialYear, todayIst } from '../../../shared/dates';
import type { Tx } from '../../db/client';
import { enqueueRendered } from '../../notify/outbox';
import { CONFIRMATION_MAIL, CONFIRMATION_SMS } from './confirmation';
import type { BookingDeps } from './bookings.types';
import { bookingLinkToken } from './link-token';
import * as repo from './bookings.repo';

/**
 * Confirms a paid booking (locked by the caller): invoice and receipt numbers, status confirmed,
 * the confirmation mail and SMS queued (rendered and sent by the outbox job after the commit, from
 * the booking as it is then: ADR 300).
 *
 * The invoice counter row is the one row every confirmation of a financial year updates: it is
 * taken LAST (ADR 174), after the messages are queued, so the row is held only for the numbering
 * statement and the commit. The caller must run nothing after this in the transaction.
 */
export async function confirmBooking(
  tx: Tx,
  deps: BookingDeps,
  booking: repo.BookingRow,
): Promise<{ booking: repo.BookingRow; token: string }> {
  const { config } = deps;
  const now = deps.now();
  const fy = financialYear(todayIst(now));
  const token = bookingLinkToken(config, booking.id);
  const params = { bookingId: booking.id };
  await enqueueRendered(tx, {
    channel: 'email',
    to: booking.email,
    template: CONFIRMATION_MAIL,
    params,
  });
  await enqueueRendered(tx, {
    channel: 'sms',
    to: booking.mobile,
    template: CONFIRMATION_SMS,
    params,
  });
  // the booking's status and numbers in one statement; from here to the commit the financial
  // year's counter row is held (confirmBooking is the last call of its transaction)
  const numbers = await repo.numberBooking(tx, {
    bookingId: booking.id,
    financialYear: fy,
    confirmedAt: now,
  });
  const confirmed: repo.BookingRow = {
    ...booking,
    status: 'confirmed',
    confirmedAt: now,
    ...numbers,
  };
  return { booking: confirmed, token };
}
