import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { failedPaymentLogs, webhookEvents } from '../../db/schema/index';

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
