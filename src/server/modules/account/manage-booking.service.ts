import { createHash } from 'node:crypto';
import { isPaidStatus } from '../../../shared/booking-status';
import { OTP_RESEND_SECONDS } from '../../../shared/constants';
import { enforceLimits } from '../../plugins/rate-limit';
import { MANAGE_MSG, type ManageOpenBody } from '../../../shared/contracts/account';
import type { Language } from '../../../shared/language';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest } from '../../http-errors';
import * as auth from '../auth/auth.service';
import * as bookings from '../bookings/bookings.service';

/*
 * Manage a booking without a password (ADR 316): the booking reference and the mobile or email of
 * the account that made it bring a sign-in code to that mobile or email; the code signs the
 * browser in to that account. It gives no more than the account's own mobile or email already
 * gives (a sign-in code, a password reset), and the reference alone gives nothing.
 */

type Contact = { channel: 'sms' | 'email'; target: string };

/** The paid booking of this reference and the account it belongs to, when the contact is its own. */
async function matched(db: Db, reference: string, contact: Contact) {
  const booking = await bookings.findBookingByRef(db, reference);
  if (!booking || !isPaidStatus(booking.status)) return null;
  const customer = await auth.customerById(db, booking.customerId);
  if (!customer) return null;
  const own = contact.channel === 'email' ? customer.email : customer.mobile;
  return own === contact.target ? { booking, customer } : null;
}

/**
 * POST /api/manage-booking/code: a sign-in code to the contact when it matches the booking; the
 * caller answers the same either way. The send limits of every code apply.
 */
export async function sendManageCode(
  db: Db,
  config: Config,
  now: Date,
  input: { reference: string; contact: Contact; language?: Language | undefined },
  ip: string,
): Promise<void> {
  // one code a minute per reference and contact, matched or not, so the wait tells nothing of
  // the booking; the key is a hash (no mobile or email in rate_limits)
  const pair = createHash('sha256')
    .update(`${input.reference}|${input.contact.channel}|${input.contact.target}`)
    .digest('hex')
    .slice(0, 32);
  await enforceLimits(
    db,
    now,
    [{ key: `manage-code:${pair}`, max: 1, windowMs: OTP_RESEND_SECONDS * 1000 }],
    MANAGE_MSG.resendWait,
  );
  const m = await matched(db, input.reference, input.contact);
  if (!m) return;
  await auth.sendLoginCode(
    db,
    config,
    now,
    input.contact,
    ip,
    input.language ?? m.customer.language,
    {
      quiet: true,
    },
  );
}

/**
 * POST /api/manage-booking/open: the code is checked first (its limits count every try, whatever
 * the reference), then the booking; the account to sign in to, and the booking.
 */
export async function openManagedBooking(
  db: Db,
  config: Config,
  now: Date,
  body: ManageOpenBody,
  ip: string,
) {
  try {
    await auth.verifyCode(
      db,
      config,
      now,
      body.contact.channel,
      body.contact.target,
      body.otp,
      {
        ip,
        browser: null,
      },
      ['login'],
    );
  } catch (err) {
    // a wrong code and a code never sent read the same; the limits (429) keep their own answer
    if (err instanceof Error && 'statusCode' in err && err.statusCode === 400)
      throw badRequest(MANAGE_MSG.noMatch);
    throw err;
  }
  const m = await matched(db, body.reference, body.contact);
  if (!m) throw badRequest(MANAGE_MSG.noMatch);
  return m;
}
