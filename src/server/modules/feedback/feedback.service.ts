import { randomInt } from 'node:crypto';
import { FEEDBACK_MSG, type FeedbackParsed } from '../../../shared/contracts/feedback';
import { todayIst } from '../../../shared/dates';
import type { Db, DbOrTx } from '../../db/client';
import { enqueueMail } from '../../notify/outbox';
import * as repo from './feedback.repo';

export type FeedbackContext = {
  /** the corporation's feedback mailbox (FEEDBACK_EMAIL) */
  to: string;
  corpShortName: string;
  publicUrl: string;
  now: Date;
};

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A reference number a person can quote: FB-261123-K7Q2M. */
function newRef(now: Date): string {
  const ymd = todayIst(now).slice(2).replace(/-/g, '');
  let tail = '';
  for (let i = 0; i < 5; i++) tail += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return `FB-${ymd}-${tail}`;
}

const CATEGORY_LABEL: Record<FeedbackParsed['category'], string> = {
  suggestion: 'Suggestion',
  complaint: 'Complaint',
  query: 'Query',
  accessibility: 'Accessibility problem',
  other: 'Other',
};

/**
 * POST /api/feedback: stores the message and, in the same transaction, queues a mail to the
 * corporation's feedback address. The sender gets no mail (the form would otherwise send mail to
 * any address typed in); the page shows the reference number instead.
 */
export async function submitFeedback(
  db: Db,
  v: FeedbackParsed,
  ctx: FeedbackContext,
): Promise<{ ref: string; message: string }> {
  const lang = v.page && /^\/hi(\/|$)/.test(v.page) ? 'hi' : 'en';
  const row = await db.transaction(async (tx) => {
    for (let i = 0; i < 5; i++) {
      const saved = await repo.insertFeedback(tx, {
        ref: newRef(ctx.now),
        name: v.name,
        email: v.email,
        mobile: v.mobile ?? null,
        category: v.category,
        subject: v.subject ?? null,
        message: v.message,
        page: v.page ?? null,
        lang,
        createdAt: ctx.now,
      });
      if (!saved) continue;
      const label = CATEGORY_LABEL[v.category];
      await enqueueMail(tx, {
        to: ctx.to,
        subject: `${ctx.corpShortName} website feedback ${saved.ref}: ${label}${v.subject ? `: ${v.subject}` : ''}`,
        text: [
          `Feedback ${saved.ref}, received ${ctx.now.toISOString()}`,
          '',
          `Type: ${label}`,
          `Name: ${v.name}`,
          `Email: ${v.email}`,
          `Mobile: ${v.mobile ?? '(not given)'}`,
          `Subject: ${v.subject ?? '(none)'}`,
          `Page: ${v.page ? `${ctx.publicUrl}${v.page}` : '(not given)'} (${lang === 'hi' ? 'Hindi' : 'English'})`,
          '',
          v.message,
          '',
          '--',
          `Sent with the Feedback form of ${ctx.publicUrl}/feedback. Reply to ${v.email}.`,
        ].join('\n'),
      });
      return saved;
    }
    throw new Error('could not draw a free feedback reference number');
  });
  return { ref: row.ref, message: FEEDBACK_MSG.received(row.ref) };
}

/**
 * Account deletion (ADR 238): in the caller's transaction, the messages sent with the account's
 * email or mobile lose the sender's name, contact and text.
 */
export const eraseSender = (tx: DbOrTx, who: { email: string; mobile: string }) =>
  repo.eraseSender(tx, who.email, who.mobile);
