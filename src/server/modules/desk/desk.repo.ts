import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingStays, deskPayments, refundRetries } from '../../db/schema/index';

/** The only writer of booking_stays, desk_payments and refund_retries. */
export type StayRow = typeof bookingStays.$inferSelect;
export type DeskPaymentRow = typeof deskPayments.$inferSelect;

export async function stayOf(db: DbOrTx, bookingId: number): Promise<StayRow | null> {
  const rows = await db
    .select()
    .from(bookingStays)
    .where(eq(bookingStays.bookingId, bookingId))
    .limit(1);
  return rows[0] ?? null;
}

/** Writes (inserts or updates) the stay record of a booking. */
export async function saveStay(
  tx: DbOrTx,
  bookingId: number,
  patch: Partial<Omit<StayRow, 'bookingId'>>,
): Promise<void> {
  await tx
    .insert(bookingStays)
    .values({ bookingId, ...patch })
    .onConflictDoUpdate({ target: bookingStays.bookingId, set: patch });
}

export async function insertDeskPayment(
  tx: DbOrTx,
  row: { paymentId: number; method: string; reference: string | null; staffId: number; at: Date },
): Promise<void> {
  await tx
    .insert(deskPayments)
    .values({
      paymentId: row.paymentId,
      method: row.method,
      reference: row.reference,
      staffId: row.staffId,
      createdAt: row.at,
    })
    .onConflictDoNothing();
}

export async function deskPaymentOf(db: DbOrTx, paymentId: number): Promise<DeskPaymentRow | null> {
  const rows = await db
    .select()
    .from(deskPayments)
    .where(eq(deskPayments.paymentId, paymentId))
    .limit(1);
  return rows[0] ?? null;
}

/** Links a failed refund to its retry; false when it was retried already (one retry per refund). */
export async function insertRetry(
  tx: DbOrTx,
  row: { failedRefundId: number; newRefundId: number; staffId: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(refundRetries)
    .values({ ...row, createdAt: row.at })
    .onConflictDoNothing()
    .returning({ id: refundRetries.failedRefundId });
  return rows.length === 1;
}

export async function retriesOf(db: DbOrTx, failedIds: number[]) {
  if (failedIds.length === 0) return [];
  return db.select().from(refundRetries).where(inArray(refundRetries.failedRefundId, failedIds));
}
