import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { channelBookings } from '../../db/schema/index';

/** What an OTA's modification changes on its booking's channel record (ADR 388). */
export async function reviseChannelBooking(
  tx: DbOrTx,
  bookingId: number,
  patch: Partial<
    Pick<
      typeof channelBookings.$inferInsert,
      'otaReservationCode' | 'paymentCollect' | 'otaAmountPaise' | 'overbooked' | 'soldOutNight'
    >
  >,
): Promise<void> {
  await tx.update(channelBookings).set(patch).where(eq(channelBookings.bookingId, bookingId));
}
