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
