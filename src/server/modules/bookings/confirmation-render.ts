import { CANCELLATION_POLICY } from '../../../shared/constants';
import type { Language } from '../../../shared/language';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { RenderedMessage } from '../../notify/renderers';
import * as hotels from '../../db/hotel-rows';
import { bookingLinkToken } from './link-token';
import * as repo from './bookings.repo';
import { confirmationMail, confirmationSms } from './confirmation';

export { CONFIRMATION_MAIL, CONFIRMATION_SMS } from './confirmation';

/**
 * The confirmation mail or SMS of a booking as it is when the outbox sends it: its invoice and
 * receipt numbers, the guest's name and language, the hotel's details and the policy it was sold
 * under (ADR 222) are read now, so nothing queued needs rewriting after the numbering.
 */
export async function renderConfirmation(
  db: Db,
  config: Config,
  bookingId: number,
  channel: 'email' | 'sms',
  /** the customer's language (auth; renderers.ts hands it in, so bookings needs no auth) */
  languageOf: (db: Db, customerId: number) => Promise<Language>,
): Promise<RenderedMessage> {
  const booking = await repo.findBooking(db, bookingId);
  if (!booking) throw new Error(`booking ${bookingId} not found for its confirmation`);
  const rooms = await repo.roomsOf(db, [booking.id]);
  const hotel = await hotels.requireHotel(db, booking.hotelId);
  const token = bookingLinkToken(config, booking.id);
  // in the language the customer chose (ADR 121)
  const lang = await languageOf(db, booking.customerId);
  if (channel === 'sms') return confirmationSms(config, booking, rooms, hotel, token, lang);
  // the policy the booking was sold under (ADR 222); the standard one for a booking without
  const sold = await repo.soldPolicyRules(db, booking.cancellationPolicyVersionId);
  const policy = sold.length > 0 ? sold : CANCELLATION_POLICY;
  return confirmationMail(config, booking, rooms, hotel, token, policy, lang);
}
