import { and, asc, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { devMailbox, outbox, type OutboxAttachment } from '../db/schema/index';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  /** extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) */
  headers?: Record<string, string>;
};
export type SmsMessage = { to: string; text: string };

export async function insertMail(db: DbOrTx, m: MailMessage): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: 'email',
      recipient: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html ?? null,
      attachments: m.attachments ?? null,
      headers: m.headers ?? null,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

export async function insertSms(db: DbOrTx, m: SmsMessage): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ channel: 'sms', recipient: m.to, text: m.text })
    .returning({ id: outbox.id });
  return row!.id;
}

// ---- The worker's side (claim, mark) ----

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Leases the next due message to `owner` until `leaseUntil`, in one statement: the row is locked
 * with FOR UPDATE SKIP LOCKED (a worker claiming at the same moment takes another one), its try is
 * counted, and no other worker picks it while the lease lasts. A worker that dies mid-delivery
 * leaves the lease to expire and the message is delivered later (at least once). Null when no
 * message is due.
 */
export async function claimNext(
  db: DbOrTx,
  owner: string,
  now: Date,
  leaseUntil: Date,
): Promise<OutboxRow | null> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        // never tried: due at once (next_attempt_at is the database's insert time, whatever the app clock)
        or(eq(outbox.attempts, 0), lte(outbox.nextAttemptAt, now)),
        or(isNull(outbox.leaseUntil), lte(outbox.leaseUntil, now)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, leaseOwner: owner, leaseUntil })
    .where(inArray(outbox.id, due))
    .returning();
  return row ?? null;
}

/** Only while the lease is still `owner`'s: a worker whose lease ran out marks nothing. */
const leasedBy = (id: number, owner: string) =>
  and(eq(outbox.id, id), eq(outbox.status, 'pending'), eq(outbox.leaseOwner, owner));

/**
 * Delivered; `body` replaces the stored text (e.g. with one-time codes redacted). False when the
 * lease is no longer `owner`'s.
 */
export async function markSent(
  db: DbOrTx,
  id: number,
  owner: string,
  now: Date,
  body?: { text: string; html: string | null },
): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: now,
      lastError: null,
      leaseOwner: null,
      leaseUntil: null,
      ...(body ?? {}),
    })
    .where(leasedBy(id, owner))
    .returning({ id: outbox.id });
  return rows.length === 1;
}

/**
 * A failed try: retried at `retryAt`, or given up ('dead', with `body` replacing the text) when
 * null. False when the lease is no longer `owner`'s.
 */
export async function markFailed(
  db: DbOrTx,
  id: number,
  owner: string,
  error: string,
  retryAt: Date | null,
  body?: { text: string; html: string | null },
): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({
      lastError: error.slice(0, 500),
      leaseOwner: null,
      leaseUntil: null,
      ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'dead', ...(body ?? {}) }),
    })
    .where(leasedBy(id, owner))
    .returning({ id: outbox.id });
  return rows.length === 1;
}

/** Gives a lease back untried (the worker is stopping or ran short of lease time). */
export async function releaseLease(db: DbOrTx, id: number, owner: string): Promise<void> {
  await db
    .update(outbox)
    .set({ leaseOwner: null, leaseUntil: null, attempts: sql`greatest(${outbox.attempts} - 1, 0)` })
    .where(leasedBy(id, owner));
}

/** Messages of the outbox by status (pending, sent, failed, dead), for /metrics. */
export async function countByStatus(db: DbOrTx): Promise<{ status: string; n: number }[]> {
  const rows = await db
    .select({ status: outbox.status, n: count() })
    .from(outbox)
    .groupBy(outbox.status);
  return rows.map((r) => ({ status: r.status, n: Number(r.n) }));
}

/** How many messages were given up (status 'dead'). */
export async function countDead(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'dead'));
  return Number(row?.n ?? 0);
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
