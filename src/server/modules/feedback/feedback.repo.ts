import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { feedbackMessages } from '../../db/schema/index';

export type FeedbackRow = typeof feedbackMessages.$inferSelect;
export type NewFeedback = typeof feedbackMessages.$inferInsert;

/** Stores one message; null when its reference number is taken (drawn again). */
export async function insertFeedback(db: DbOrTx, row: NewFeedback): Promise<FeedbackRow | null> {
  const rows = await db
    .insert(feedbackMessages)
    .values(row)
    .onConflictDoNothing({ target: feedbackMessages.ref })
    .returning();
  return rows[0] ?? null;
}

/** The name an erased sender's message shows in the back office. */
const ERASED_SENDER = 'Deleted customer';

/**
 * Erases the sender of every message sent with this email or mobile (ADR 238): name, contact,
 * subject and text; the reference, category, page and date stay (how many messages of which kind).
 */
export async function eraseSender(db: DbOrTx, email: string, mobile: string): Promise<void> {
  await db
    .update(feedbackMessages)
    .set({ name: ERASED_SENDER, email: '', mobile: null, subject: null, message: '' })
    .where(
      or(
        eq(sql`lower(${feedbackMessages.email})`, email.toLowerCase()),
        eq(feedbackMessages.mobile, mobile),
      ),
    );
}
