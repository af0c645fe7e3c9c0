import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/index';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export async function findByEmail(db: DbOrTx, email: string): Promise<SubscriberRow | null> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Inserts a subscriber, `createdAt` being the time of consent; null when the address is already
 * on the list (also under a race).
 */
export async function insertSubscriber(
  db: DbOrTx,
  email: string,
  token: string,
  now: Date,
): Promise<SubscriberRow | null> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email, unsubscribeToken: token, createdAt: now })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning();
  return rows[0] ?? null;
}

/** Puts an address that had unsubscribed back on the list, with a new token. */
export async function resubscribe(db: DbOrTx, id: number, token: string, now: Date): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribeToken: token, unsubscribedAt: null, createdAt: now })
    .where(eq(newsletterSubscribers.id, id));
}

export async function findByToken(db: DbOrTx, token: string): Promise<SubscriberRow | null> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .limit(1);
  return rows[0] ?? null;
}

export async function markUnsubscribed(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: now })
    .where(and(eq(newsletterSubscribers.id, id), isNull(newsletterSubscribers.unsubscribedAt)));
}

export function activeSubscribers(db: DbOrTx): Promise<SubscriberRow[]> {
  return db
    .select()
    .from(newsletterSubscribers)
    .where(isNull(newsletterSubscribers.unsubscribedAt));
}

export async function deleteByEmail(db: DbOrTx, email: string): Promise<void> {
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
}
