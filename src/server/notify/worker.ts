import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../types';
import { resolveAttachment } from './attachments';
import * as repo from './outbox.repo';
import { finalizeMail, redactCodes } from './templates';
import { createTransports, type Transports } from './transports';

/** Tries per message before it is given up ('dead'); with the backoff below about 5 hours. */
export const MAX_ATTEMPTS = 10;
/** How long a claimed message stays reserved for the worker that claimed it. */
export const LEASE_MS = 2 * 60_000;
const BATCH = 20;

/** Wait before the next try after `attempts` tries: 30 s, 1 min, 2 min ... at most 1 hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

const cache = new WeakMap<AppDeps, Transports>();

/** The transports of one app (made once per deps). */
export function transportsFor(deps: AppDeps): Transports {
  let t = cache.get(deps);
  if (!t) {
    t = createTransports(deps.config, deps.db);
    cache.set(deps, t);
  }
  return t;
}

export function closeTransports(deps: AppDeps): void {
  cache.get(deps)?.mail.close();
  cache.delete(deps);
}

async function deliverOne(deps: AppDeps, t: Transports, row: repo.OutboxRow): Promise<void> {
  if (row.channel === 'email') {
    const attachments = [];
    for (const att of row.attachments ?? []) {
      attachments.push({
        filename: att.filename,
        contentType: att.contentType,
        content: await resolveAttachment(deps.db, att, deps.config),
      });
    }
    const mail = finalizeMail(deps.config, {
      subject: row.subject ?? '',
      text: row.text,
      html: row.html,
    });
    await t.mail.send({ to: row.recipient, ...mail, attachments }, deps.now());
    return;
  }
  if (row.channel === 'sms') {
    await t.sms.send(row.recipient, row.text, deps.now());
    return;
  }
  throw new Error(`unknown channel '${row.channel}'`);
}

/** The row's text and HTML with codes redacted, or undefined when there is nothing to redact. */
function redacted(row: repo.OutboxRow): { text: string; html: string | null } | undefined {
  const text = redactCodes(row.text);
  const html = row.html === null ? null : redactCodes(row.html);
  return text === row.text && html === row.html ? undefined : { text, html };
}

export type DeliveryResult = { sent: number; retrying: number; dead: number };

/**
 * Delivers every message that is due now (at most `limit`), claiming them first so two server
 * processes never send the same message twice. A failure is retried with backoff; after
 * MAX_ATTEMPTS the message is marked dead. Message texts (which hold codes) are never logged.
 */
export async function deliverDue(
  deps: AppDeps,
  opts: { transports?: Transports; log?: FastifyBaseLogger; limit?: number } = {},
): Promise<DeliveryResult> {
  const t = opts.transports ?? transportsFor(deps);
  const limit = opts.limit ?? 200;
  const result: DeliveryResult = { sent: 0, retrying: 0, dead: 0 };
  let handled = 0;
  while (handled < limit) {
    const now = deps.now();
    const rows = await repo.claimDue(
      deps.db,
      now,
      new Date(now.getTime() + LEASE_MS),
      Math.min(BATCH, limit - handled),
    );
    if (rows.length === 0) break;
    handled += rows.length;
    for (const row of rows) {
      try {
        await deliverOne(deps, t, row);
        await repo.markSent(deps.db, row.id, deps.now(), redacted(row));
        result.sent += 1;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const retryAt =
          row.attempts >= MAX_ATTEMPTS
            ? null
            : new Date(deps.now().getTime() + backoffMs(row.attempts));
        await repo.markFailed(deps.db, row.id, message, retryAt, redacted(row));
        if (retryAt) result.retrying += 1;
        else result.dead += 1;
        opts.log?.warn(
          { outboxId: row.id, channel: row.channel, attempts: row.attempts, error: message },
          retryAt ? 'outbox delivery failed; will retry' : 'outbox delivery failed; given up',
        );
      }
    }
  }
  return result;
}

/** Runs deliverDue every OUTBOX_POLL_MS until stop(); stop() waits for the delivery in flight. */
export function startOutboxWorker(
  deps: AppDeps,
  log: FastifyBaseLogger,
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    running = deliverDue(deps, { log })
      .then(
        () => undefined,
        (err: unknown) => {
          if (!stopped) log.error({ err }, 'outbox worker run failed');
        },
      )
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, deps.config.OUTBOX_POLL_MS);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      closeTransports(deps);
    },
  };
}
