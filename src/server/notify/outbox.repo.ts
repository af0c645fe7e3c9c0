import { and, asc, count, eq, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
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
  /**
   * erase the recipient once the message is delivered or given up (the account deletion notice,
   * ADR 238); its texts must name no one
   */
  eraseAfterDelivery?: boolean;
};
export type SmsMessage = { to: string; text: string };

/** A message rendered when it is sent (ADR 300): a registered renderer and its parameters. */
export type TemplatedMessage = {
  channel: 'email' | 'sms';
  to: string;
  template: string;
  params: Record<string, string | number>;
};

export async function insertTemplated(db: DbOrTx, m: TemplatedMessage): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: m.channel,
      recipient: m.to,
      text: '',
      template: m.template,
      params: m.params,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

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
      eraseAfterDelivery: m.eraseAfterDelivery ?? false,
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

/** What a delivered (or given up) message keeps: its text with codes redacted, its recipient erased. */
export type RowRewrite = {
  subject?: string | null;
  text?: string;
  html?: string | null;
  attachments?: OutboxAttachment[] | null;
  recipient?: string;
};

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
  body?: RowRewrite,
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
  body?: RowRewrite,
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

/** Messages of the outbox by status (pending, sent, dead), for /metrics. */
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

// ---- Erasure (ADR 238) ----

/** What an erased recipient, address or name reads as. */
export const ERASED = '[erased]';

/** The contacts and name of a person whose account is deleted. */
export type ErasedPerson = { email: string; mobile: string; name: string };

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `s` with every occurrence (any case) of `words` replaced by ERASED. */
function scrub(s: string, words: string[]): string {
  return words.reduce((acc, w) => acc.replace(new RegExp(escapeRegExp(w), 'giu'), ERASED), s);
}

/**
 * Forgets the person in the outbox and the development mailbox: messages to their email or mobile
 * are deleted (sent, pending or given up: the account is gone), and in messages to others that
 * name their email or mobile (the feedback mail to the corporation), the email, mobile and name
 * are replaced by ERASED.
 */
export async function eraseMessagesOf(db: DbOrTx, p: ErasedPerson): Promise<void> {
  const contacts = [p.email, p.mobile].map((c) => c.trim().toLowerCase()).filter(Boolean);
  if (contacts.length === 0) return;
  const words = [...contacts, p.name.trim()].filter((w) => w.length >= 3);
  const patterns = contacts.map((c) => `%${likeEscape(c)}%`);

  await db.delete(outbox).where(inArray(sql`lower(${outbox.recipient})`, contacts));
  const mentionsOutbox = or(
    ...patterns.flatMap((pt) => [
      ilike(outbox.subject, pt),
      ilike(outbox.text, pt),
      ilike(outbox.html, pt),
    ]),
  );
  const inOutbox = await db
    .select({ id: outbox.id, subject: outbox.subject, text: outbox.text, html: outbox.html })
    .from(outbox)
    .where(mentionsOutbox);
  for (const m of inOutbox) {
    await db
      .update(outbox)
      .set({
        subject: m.subject === null ? null : scrub(m.subject, words),
        text: scrub(m.text, words),
        html: m.html === null ? null : scrub(m.html, words),
      })
      .where(eq(outbox.id, m.id));
  }

  await db.delete(devMailbox).where(inArray(sql`lower(${devMailbox.recipient})`, contacts));
  const mentionsDev = or(
    ...patterns.flatMap((pt) => [
      ilike(devMailbox.subject, pt),
      ilike(devMailbox.text, pt),
      ilike(devMailbox.html, pt),
    ]),
  );
  const inDev = await db
    .select({
      id: devMailbox.id,
      subject: devMailbox.subject,
      text: devMailbox.text,
      html: devMailbox.html,
    })
    .from(devMailbox)
    .where(mentionsDev);
  for (const m of inDev) {
    await db
      .update(devMailbox)
      .set({
        subject: m.subject === null ? null : scrub(m.subject, words),
        text: scrub(m.text, words),
        html: m.html === null ? null : scrub(m.html, words),
      })
      .where(eq(devMailbox.id, m.id));
  }
}
