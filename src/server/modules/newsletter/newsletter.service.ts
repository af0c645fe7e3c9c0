import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ALREADY_SUBSCRIBED,
  newsletterEmailError,
  normalizeNewsletterEmail,
} from '../../../shared/contracts/newsletter';
import type { Language } from '../../../shared/language';
import { MSG } from '../../../shared/messages';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http-errors';
import { enqueueMail } from '../../notify/outbox';
import * as consents from '../consents/consents.service';
import * as repo from './newsletter.repo';
import { endSentence } from '../../notify/templates';

export const ALREADY_SUBSCRIBED_MESSAGE = `This email address is ${ALREADY_SUBSCRIBED}.`;
export const UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed from the newsletter.';
export const BAD_TOKEN_MESSAGE = 'This unsubscribe link is not valid.';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type MailContext = {
  publicUrl: string;
  corpName: string;
  now: Date;
  /** APP_SECRET: signs the one-click withdrawal link of every mail (ADR 122) */
  secret: string;
  /** where the consent was given (the footer form by default) and by which account, if any */
  source?: consents.ConsentSource;
  customerId?: number | null;
  /** the welcome mail's language: the page's, or the account's at sign-up (ADR 185) */
  language?: Language;
};

// ---- one-click withdrawal (ADR 122, RFC 8058) ----

const sign = (secret: string, email: string) =>
  createHmac('sha256', secret)
    .update(`withdraw|newsletter,marketing|${email}`)
    .digest()
    .subarray(0, 18);

/** A token naming the address, signed with APP_SECRET: no login is needed to withdraw. */
export function withdrawToken(secret: string, email: string): string {
  return `${Buffer.from(email).toString('base64url')}.${sign(secret, email).toString('base64url')}`;
}

/** The address a token names, or null when its signature is not ours. */
export function readWithdrawToken(secret: string, token: string): string | null {
  const [e, s] = token.split('.');
  if (!e || !s || token.length > 600) return null;
  const email = Buffer.from(e, 'base64url').toString('utf8');
  const given = Buffer.from(s, 'base64url');
  const want = sign(secret, email);
  return given.length === want.length && timingSafeEqual(given, want) ? email : null;
}

export const withdrawUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/newsletter/withdraw?token=${encodeURIComponent(token)}`;

/** The headers of a non-essential mail: a mail client's own one-click unsubscribe (RFC 8058). */
export const listUnsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export const WITHDRAWN_MESSAGE =
  'You will receive no more newsletter or marketing mail from us. Mail about your bookings still comes.';
export const BAD_SIGNATURE_MESSAGE =
  'This link is not valid. Please use the link in the latest mail.';

/** Whether a token is ours (the confirmation page is shown only for a good one). */
export function checkWithdrawToken(secret: string, token: string): string {
  const email = readWithdrawToken(secret, token);
  if (!email) throw badRequest(BAD_SIGNATURE_MESSAGE);
  return email;
}

/**
 * POST /api/newsletter/withdraw?token=: the address's newsletter and marketing consents
 * withdrawn and the address taken off the list, in one click, without a login; again is fine.
 */
export async function withdrawByToken(
  db: Db,
  secret: string,
  token: string,
  now: Date,
): Promise<string> {
  const email = checkWithdrawToken(secret, token);
  await db.transaction(async (tx) => {
    const row = await repo.findByEmail(tx, email);
    if (row) await repo.markUnsubscribed(tx, row.id, now);
    await consents.withdrawConsents(tx, { email }, ['newsletter', 'marketing'], now);
  });
  return WITHDRAWN_MESSAGE;
}

/**
 * Every newsletter mail ends with this footer: who sent it and the one-click unsubscribe link
 * (signed, ADR 122).
 */
function footer(ctx: MailContext, email: string): string {
  return [
    '--',
    `You receive this mail because you subscribed to the newsletter of ${endSentence(ctx.corpName)}`,
    `Unsubscribe: ${withdrawUrl(ctx.publicUrl, withdrawToken(ctx.secret, email))}`,
  ].join('\n');
}

function footerHi(ctx: MailContext, email: string): string {
  return [
    '--',
    `आपको यह मेल इसलिए मिला है क्योंकि आपने ${ctx.corpName} के न्यूज़लेटर की सदस्यता ली है।`,
    `सदस्यता छोड़ें: ${withdrawUrl(ctx.publicUrl, withdrawToken(ctx.secret, email))}`,
  ].join('\n');
}

const headersFor = (ctx: MailContext, email: string) =>
  listUnsubscribeHeaders(withdrawUrl(ctx.publicUrl, withdrawToken(ctx.secret, email)));

function welcomeMail(to: string, ctx: MailContext) {
  if (ctx.language === 'hi')
    return {
      to,
      headers: headersFor(ctx, to),
      subject: 'JTDC न्यूज़लेटर में आपका स्वागत है',
      text: [
        'नमस्ते,',
        '',
        'सदस्यता लेने के लिए धन्यवाद। महीने में एक बार हम आपको पूरे झारखंड के त्योहारों, नए ठहरने के स्थानों और मौसमी ऑफ़र के बारे में लिखेंगे।',
        '',
        `${ctx.publicUrl}/hi/`,
        '',
        footerHi(ctx, to),
      ].join('\n'),
    };
  return {
    to,
    headers: headersFor(ctx, to),
    subject: 'Welcome to the JTDC newsletter',
    text: [
      'Namaste,',
      '',
      'Thank you for subscribing. Once a month we will write to you about festivals, new stays and seasonal offers across Jharkhand.',
      '',
      `${ctx.publicUrl}/`,
      '',
      footer(ctx, to),
    ].join('\n'),
  };
}

/**
 * POST /api/newsletter/subscribe: trims, lowercases and validates the address; a new address (or
 * one that had unsubscribed) is stored and gets a welcome mail through the outbox.
 */
export async function subscribe(db: Db, rawEmail: string, ctx: MailContext): Promise<string> {
  const email = normalizeNewsletterEmail(rawEmail);
  const error = newsletterEmailError(email);
  if (error) throw badRequest(error, [{ path: 'email', message: error }]);
  await db.transaction(async (tx) => {
    const token = randomBytes(32).toString('base64url');
    const existing = await repo.findByEmail(tx, email);
    if (existing && !existing.unsubscribedAt) throw conflict(ALREADY_SUBSCRIBED_MESSAGE);
    if (existing) {
      await repo.resubscribe(tx, existing.id, token, ctx.now);
    } else if (!(await repo.insertSubscriber(tx, email, token, ctx.now))) {
      throw conflict(ALREADY_SUBSCRIBED_MESSAGE);
    }
    await consents.recordConsent(tx, {
      kind: 'newsletter',
      source: ctx.source ?? 'newsletter',
      email,
      customerId: ctx.customerId ?? null,
      now: ctx.now,
    });
    await enqueueMail(tx, welcomeMail(email, ctx));
  });
  return MSG.newsletterSuccess;
}

/** Whether this address is on the list now (subscribed and not unsubscribed since). */
export async function isSubscribed(db: DbOrTx, email: string): Promise<boolean> {
  const row = await repo.findByEmail(db, normalizeNewsletterEmail(email));
  return row !== null && row.unsubscribedAt === null;
}

/** GET /api/newsletter/unsubscribe?token=: takes the address off the list (again is fine). */
export async function unsubscribe(db: DbOrTx, token: string, now: Date): Promise<string> {
  const row = TOKEN_PATTERN.test(token) ? await repo.findByToken(db, token) : null;
  if (!row) throw notFound(BAD_TOKEN_MESSAGE);
  await repo.markUnsubscribed(db, row.id, now);
  await consents.withdrawConsents(db, { email: row.email }, ['newsletter'], now);
  return UNSUBSCRIBED_MESSAGE;
}

/**
 * Queues one issue of the newsletter to every active subscriber, each with their own unsubscribe
 * link. Call with a transaction; returns how many mails were queued.
 */
export async function enqueueIssue(
  tx: DbOrTx,
  issue: { subject: string; text: string },
  ctx: MailContext,
): Promise<number> {
  const subscribers = await repo.activeSubscribers(tx);
  for (const s of subscribers) {
    await enqueueMail(tx, {
      to: s.email,
      subject: issue.subject,
      text: `${issue.text}\n\n${footer(ctx, s.email)}`,
      headers: headersFor(ctx, s.email),
    });
  }
  return subscribers.length;
}

/** The address's newsletter status for the data export (ADR 123). */
export async function subscriptionOf(db: DbOrTx, email: string) {
  const row = await repo.findByEmail(db, normalizeNewsletterEmail(email));
  return {
    subscribed: row !== null && row.unsubscribedAt === null,
    since: row?.createdAt.toISOString() ?? null,
    unsubscribedAt: row?.unsubscribedAt?.toISOString() ?? null,
  };
}

/** At account deletion: the address taken off the list and forgotten (ADR 123). */
export const forgetSubscriber = (tx: DbOrTx, email: string) =>
  repo.deleteByEmail(tx, normalizeNewsletterEmail(email));
