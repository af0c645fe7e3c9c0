import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { advanceBookingRequests, rescheduleRequests } from '../../db/schema/index';

export type AdvanceRow = typeof advanceBookingRequests.$inferSelect;
export type AdvanceInsert = typeof advanceBookingRequests.$inferInsert;
export type RescheduleRow = typeof rescheduleRequests.$inferSelect;
export type RescheduleInsert = typeof rescheduleRequests.$inferInsert;

/** Inserts unless the reference number is taken (then null, and the caller draws another). */
export async function insertAdvance(db: DbOrTx, row: AdvanceInsert): Promise<AdvanceRow | null> {
  const rows = await db
    .insert(advanceBookingRequests)
    .values(row)
    .onConflictDoNothing({ target: advanceBookingRequests.ref })
    .returning();
  return rows[0] ?? null;
}

export async function insertReschedule(
  db: DbOrTx,
  row: RescheduleInsert,
): Promise<RescheduleRow | null> {
  const rows = await db
    .insert(rescheduleRequests)
    .values(row)
    .onConflictDoNothing({ target: rescheduleRequests.ref })
    .returning();
  return rows[0] ?? null;
}

/**
 * Requests the customer filed while logged in, newest first, optionally filtered (a matching
 * mobile or email proves nothing: anyone can type them; ADR 072).
 */
export function advanceOf(
  db: DbOrTx,
  owner: { id: number },
  filter: { mobile?: string; hotelName?: string },
): Promise<AdvanceRow[]> {
  const t = advanceBookingRequests;
  return db
    .select()
    .from(t)
    .where(
      and(
        eq(t.customerId, owner.id),
        filter.mobile ? eq(t.mobile, filter.mobile) : undefined,
        filter.hotelName ? eq(t.hotelName, filter.hotelName) : undefined,
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(200);
}

/** Reschedule requests the customer filed while logged in, newest first (ADR 072). */
export function rescheduleOf(db: DbOrTx, owner: { id: number }): Promise<RescheduleRow[]> {
  const t = rescheduleRequests;
  return db
    .select()
    .from(t)
    .where(eq(t.customerId, owner.id))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(200);
}

/** Erases the person from the requests the customer filed (ADR 123); the requests stay as counts. */
export async function anonymiseCustomer(db: DbOrTx, customerId: number): Promise<void> {
  await db
    .update(advanceBookingRequests)
    .set({ name: 'Deleted customer', mobile: '', email: null, remarks: null })
    .where(eq(advanceBookingRequests.customerId, customerId));
  await db
    .update(rescheduleRequests)
    .set({ name: 'Deleted customer', email: '', phone: '', reason: '' })
    .where(eq(rescheduleRequests.customerId, customerId));
}
