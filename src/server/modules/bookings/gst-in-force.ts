import { todayIst } from '../../../shared/dates';
import type { GstSlab } from '../../../shared/pricing';
import type { DbOrTx } from '../../db/client';
import { HttpError } from '../../http-errors';
import * as repo from './bookings.repo';

/** A booking cannot be priced without a slab set in force: an error, never a guessed rate (ADR 220). */
const NO_GST_SLABS_MSG =
  'GST rates are not set up for today, so no booking can be priced. Please try again later.';

/** The GST slab set in force on an IST date (the time of supply); 503 when there is none. */
export async function gstSlabSet(
  db: DbOrTx,
  date: string,
): Promise<{ effectiveFrom: string; slabs: GstSlab[] }> {
  const set = await repo.gstSlabSetInForce(db, date);
  if (!set) throw new HttpError(503, NO_GST_SLABS_MSG);
  return set;
}

export async function gstSlabs(db: DbOrTx, date: string): Promise<GstSlab[]> {
  return (await gstSlabSet(db, date)).slabs;
}

/**
 * Whether a hold is still taxed right when it is paid (ADR 220): the slab set in force on the
 * payment's IST date (the time of supply, CGST Act s.14) is the set it was priced with. A hold
 * priced before a change and paid on or after it is not confirmed at the old rate.
 */
export async function pricedWithSlabsInForce(
  db: DbOrTx,
  booking: repo.BookingRow,
  now: Date,
): Promise<boolean> {
  if (booking.gstSlabsFrom === null) return true;
  const set = await repo.gstSlabSetInForce(db, todayIst(now));
  return set?.effectiveFrom === booking.gstSlabsFrom;
}

/** The refund reason of a payment for a hold priced under slabs no longer in force. */
export const GST_CHANGED_REASON = 'gst_rate_changed';
