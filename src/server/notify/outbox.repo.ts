import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { devMailbox, outbox, type OutboxAttachment } from '../db/schema/index';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
};
export type SmsMessage = { to: string; text: string };

export async function insertMail(db: DbOrTx, m: MailMessage): Promise<void> {
  await db.insert(outbox).values({
    channel: 'email',
    recipient: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html ?? null,
    attachments: m.attachments ?? null,
  });
}

export async function insertSms(db: DbOrTx, m: SmsMessage): Promise<void> {
  await db.insert(outbox).values({ channel: 'sms', recipient: m.to, text: m.text });
}

// ---- The worker's side (claim, mark) ----

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Claims up to `limit` due messages in one statement: the rows are locked with FOR UPDATE SKIP
 * LOCKED (another process skips them), their attempt is counted and they are leased until
 * `leaseUntil`, so no other worker picks them up while this one delivers them. A worker that dies
 * mid-delivery leaves the lease to expire and the message is delivered later (at least once).
 */
export async function claimDue(
  db: DbOrTx,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    // never tried: due at once (next_attempt_at is the database's insert time, whatever the app clock)
    .where(
      and(eq(outbox.status, 'pending'), or(eq(outbox.attempts, 0), lte(outbox.nextAttemptAt, now))),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(outbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Delivered; `body` replaces the stored text (e.g. with one-time codes redacted). */
export async function markSent(
  db: DbOrTx,
  id: number,
  now: Date,
  body?: { text: string; html: string | null },
): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, lastError: null, ...(body ?? {}) })
    .where(eq(outbox.id, id));
}

/** A failed try: retried at `retryAt`, or given up ('dead', with `body` replacing the text) when null. */
export async function markFailed(
  db: DbOrTx,
  id: number,
  error: string,
  retryAt: Date | null,
  body?: { text: string; html: string | null },
): Promise<void> {
  await db
    .update(outbox)
    .set(
      retryAt
        ? { lastError: error.slice(0, 500), nextAttemptAt: retryAt }
        : { lastError: error.slice(0, 500), status: 'dead', ...(body ?? {}) },
    )
    .where(eq(outbox.id, id));
}

/** What a development transport delivered (read by GET /api/dev/outbox). */
export async function insertDevMessage(
  db: DbOrTx,
  m: {
    channel: 'email' | 'sms';
    to: string;
    subject: string | null;
    text: string;
    html: string | null;
    at: Date;
  },
): Promise<void> {
  await db.insert(devMailbox).values({
    channel: m.channel,
    recipient: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    createdAt: m.at,
  });
}
