import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { failedPaymentLogs, payments, webhookEvents } from '../../db/schema/index';

/** The only writer of the payments, webhook_events and failed_payment_logs tables (ADR 060). */
export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(
  tx: DbOrTx,
  values: { bookingId: number; gateway: string; orderId: string; amountPaise: number },
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function findPaymentByOrder(db: DbOrTx, orderId: string): Promise<PaymentRow | null> {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return rows[0] ?? null;
}

/** Locks a payment row; the caller holds its booking's lock already (booking first, ADR 064). */
export async function lockPayment(tx: Tx, id: number): Promise<PaymentRow | null> {
  const rows = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return rows[0] ?? null;
}

/** The latest payment (order) of a booking. */
export async function latestPaymentOf(db: DbOrTx, bookingId: number): Promise<PaymentRow | null> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(desc(payments.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function updatePayment(
  tx: DbOrTx,
  id: number,
  patch: Partial<typeof payments.$inferInsert>,
): Promise<void> {
  await tx.update(payments).set(patch).where(eq(payments.id, id));
}

export async function webhookEventSeen(db: DbOrTx, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: webhookEvents.eventId })
    .from(webhookEvents)
    .where(eq(webhookEvents.eventId, eventId));
  return rows.length > 0;
}

/** Records a processed webhook event; false when another delivery of it was recorded first. */
export async function recordWebhookEvent(
  db: DbOrTx,
  eventId: string,
  event: string,
): Promise<boolean> {
  const rows = await db
    .insert(webhookEvents)
    .values({ eventId, event })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.eventId });
  return rows.length > 0;
}

export async function insertFailedPaymentLog(
  db: DbOrTx,
  bookingRef: string,
  error: unknown,
): Promise<void> {
  await db.insert(failedPaymentLogs).values({ bookingRef, error });
}

/** The captured payment of a booking (the one refunds go back to), or null. */
export async function capturedPayment(db: DbOrTx, bookingId: number): Promise<PaymentRow | null> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.bookingId, bookingId), inArray(payments.status, ['captured', 'refunded'])),
    )
    .orderBy(desc(payments.capturedAt), desc(payments.id))
    .limit(1);
  return rows[0] ?? null;
}
