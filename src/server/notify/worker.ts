import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/errors';
import type { AppDeps } from '../types';
import type { Transports } from './transports';
import { resolveAttachment } from './attachments';
import { renderMessage } from './renderers';
import * as repo from './outbox.repo';
import { finalizeMail, redactCodes } from './templates';

/** How long a failing message is retried before it is given up ('dead'): three days. */
export const RETRY_FOR_MS = 3 * 24 * 3_600_000;
/**
 * How long a claimed message stays reserved for the worker that claimed it: far longer than one
 * delivery may take (SMTP and SMS calls time out within a minute), so a live worker never loses
 * the lease of the message it is sending.
 */
export const LEASE_MS = 10 * 60_000;
/** Wait before the next try when the try failed because our own database could not answer. */
const DB_RETRY_MS = 2_000;
/** A message whose lease has less than this left once its attachments are ready is not sent now. */
const SEND_MARGIN_MS = LEASE_MS / 2;

/** Wait before the next try after `attempts` tries: 30 s, 1 min, 2 min ... at most 1 hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** A lease owner unique to one claim: this process, and a random part. */
const leaseOwner = () => `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;

/**
 * Runs a database write that must not be lost after the message went out (a connection cut at that
 * moment fails one query; the pool opens a new one for the next), retrying for about 15 s.
 */
async function persist<T>(write: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await write();
    } catch (err) {
      if (i >= 8) throw err;
      await new Promise((r) => setTimeout(r, Math.min(100 * 2 ** i, 5_000)));
    }
  }
}

type Attachment = { filename: string; contentType: string; content: Buffer };

/**
 * A templated message with its texts and attachments rendered now (ADR 300); any other message as
 * it was queued.
 */
async function rendered(deps: AppDeps, row: repo.OutboxRow): Promise<repo.OutboxRow> {
  if (!row.template) return row;
  const m = await renderMessage(deps.db, row.template, row.params ?? {}, deps.config);
  return {
    ...row,
    subject: m.subject ?? null,
    text: m.text,
    html: m.html ?? null,
    attachments: m.attachments ?? null,
  };
}

/** The message's attachments as bytes (resolved by the modules that own them). */
async function prepare(deps: AppDeps, row: repo.OutboxRow): Promise<Attachment[]> {
  const attachments: Attachment[] = [];
  for (const att of row.attachments ?? []) {
    attachments.push({
      filename: att.filename,
      contentType: att.contentType,
      content: await resolveAttachment(deps.db, att, deps.config),
    });
  }
  return attachments;
}

async function send(
  deps: AppDeps,
  t: Transports,
  row: repo.OutboxRow,
  attachments: Attachment[],
): Promise<void> {
  if (row.channel === 'email') {
    const mail = finalizeMail(deps.config, {
      subject: row.subject ?? '',
      text: row.text,
      html: row.html,
    });
    await t.mail.send(
      {
        to: row.recipient,
        ...mail,
        attachments,
        messageId: messageIdOf(deps, row),
        ...(row.headers ? { headers: row.headers } : {}),
        ...(row.eraseAfterDelivery ? { eraseAfterDelivery: true } : {}),
      },
      deps.now(),
    );
    return;
  }
  if (row.channel === 'sms') {
    await t.sms.send(row.recipient, row.text, deps.now());
    return;
  }
  throw new Error(`unknown channel '${row.channel}'`);
}

/**
 * One Message-ID per outbox message, the same on every try: a mail that does go out twice (a crash
 * between sending and recording it) can be recognised as one by the receiving side.
 */
function messageIdOf(deps: AppDeps, row: repo.OutboxRow): string {
  const host = new URL(deps.config.publicUrl).hostname || 'localhost';
  return `<outbox-${row.id}-${row.createdAt.getTime()}@${host}>`;
}

/**
 * What the row keeps once delivered or given up: its text and HTML with codes redacted, and no
 * recipient when it is the account deletion notice (ADR 238); undefined when nothing changes.
 */
function redacted(row: repo.OutboxRow): repo.RowRewrite | undefined {
  const text = redactCodes(row.text);
  const html = row.html === null ? null : redactCodes(row.html);
  const recipient = row.eraseAfterDelivery ? { recipient: repo.ERASED } : {};
  // a templated message keeps what was sent (rendered at delivery, ADR 300)
  const made = row.template
    ? { subject: row.subject, attachments: row.attachments, text, html }
    : undefined;
  return text === row.text && html === row.html && !row.eraseAfterDelivery && !made
    ? undefined
    : { text, html, ...made, ...recipient };
}

export type DeliveryResult = { sent: number; retrying: number; dead: number };

/**
 * Delivers every message that is due now (at most `limit`), one at a time: each is leased to this
 * call alone, sent outside any transaction, and marked only while the lease is still ours, so two
 * server processes never send the same message twice. A failure is retried with backoff for
 * RETRY_FOR_MS from the message's creation; then the message is marked dead and logged at error
 * level. Message texts (which hold codes) are never logged.
 */
export async function deliverDue(
  deps: AppDeps,
  opts: {
    transports?: Transports;
    log?: FastifyBaseLogger;
    limit?: number;
    /** checked between messages: true ends the run early (the worker is stopping) */
    shouldStop?: () => boolean;
  } = {},
): Promise<DeliveryResult> {
  const t = opts.transports ?? deps.transports;
  const limit = opts.limit ?? 200;
  const result: DeliveryResult = { sent: 0, retrying: 0, dead: 0 };
  for (let handled = 0; handled < limit && !opts.shouldStop?.(); handled++) {
    const owner = leaseOwner();
    const now = deps.now();
    const claimed = await repo.claimNext(deps.db, owner, now, new Date(now.getTime() + LEASE_MS));
    if (!claimed) break;
    let row = claimed;
    let sent = false;
    try {
      row = await rendered(deps, claimed);
      const ready = await prepare(deps, row);
      if (deps.now().getTime() > row.leaseUntil!.getTime() - SEND_MARGIN_MS) {
        // too little lease left to send safely: give it back for a later run
        await repo.releaseLease(deps.db, row.id, owner);
        continue;
      }
      await send(deps, t, row, ready);
      sent = true;
      const marked = await persist(() =>
        repo.markSent(deps.db, row.id, owner, deps.now(), redacted(row)),
      );
      if (!marked) {
        opts.log?.error(
          { outboxId: row.id, channel: row.channel },
          'outbox message sent after its lease ran out; it may be sent twice',
        );
      }
      result.sent += 1;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (sent) {
        // sent, but the database could not record it: the lease keeps it from every worker until
        // it ends; only then may it go out again (at least once)
        opts.log?.error(
          { outboxId: row.id, channel: row.channel, error: message },
          'outbox message sent but not marked sent',
        );
        result.sent += 1;
        continue;
      }
      // our own database failed (a cut connection), not the provider: try again soon
      const ours = isDatabaseUnavailable(err);
      const giveUp = !ours && deps.now().getTime() - row.createdAt.getTime() >= RETRY_FOR_MS;
      const wait = ours ? DB_RETRY_MS : backoffMs(row.attempts);
      const retryAt = giveUp ? null : new Date(deps.now().getTime() + wait);
      await persist(() => repo.markFailed(deps.db, row.id, owner, message, retryAt, redacted(row)));
      const info = {
        outboxId: row.id,
        channel: row.channel,
        attempts: row.attempts,
        error: message,
      };
      if (retryAt) {
        result.retrying += 1;
        opts.log?.warn(info, 'outbox delivery failed; will retry');
      } else {
        result.dead += 1;
        opts.log?.error(
          { ...info, createdAt: row.createdAt.toISOString() },
          'outbox message given up after three days of failed tries (status dead)',
        );
      }
    }
  }
  return result;
}
