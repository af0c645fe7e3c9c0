import type { DbOrTx } from '../db/client';
import * as repo from './outbox.repo';

export type { MailMessage, SmsMessage } from './outbox.repo';

/**
 * Queue a mail / SMS. Call with the transaction that writes the state change, so the message
 * exists exactly when the change does; the outbox worker delivers it with retries. A message to
 * nobody (a walk-in guest who gave no e-mail address) is not queued.
 */
export const enqueueMail = async (tx: DbOrTx, m: repo.MailMessage): Promise<number | null> =>
  m.to.trim() ? repo.insertMail(tx, m) : null;
export const enqueueSms = async (tx: DbOrTx, m: repo.SmsMessage): Promise<number | null> =>
  m.to.trim() ? repo.insertSms(tx, m) : null;

/**
 * Queue a mail or SMS that is rendered when it is sent (ADR 300), from the renderer registered
 * under `template` (notify/renderers.ts) and `params`: it shows the data as it is then (a booking's
 * invoice number taken later in the same transaction, a name corrected before delivery).
 */
export const enqueueRendered = async (
  tx: DbOrTx,
  m: repo.TemplatedMessage,
): Promise<number | null> => (m.to.trim() ? repo.insertTemplated(tx, m) : null);

/** How many messages were given up after three days of failed tries (shown on /readyz). */
export const deadMessageCount = (db: DbOrTx) => repo.countDead(db);

/** Messages of the outbox by status, for the /metrics gauges. */
export const outboxCounts = (db: DbOrTx) => repo.countByStatus(db);

/**
 * Account deletion (ADR 238): in the caller's transaction, messages to the person's email or
 * mobile are deleted and other messages naming them are redacted, in the outbox and in the
 * development mailbox.
 */
export const eraseMessagesOf = (tx: DbOrTx, person: repo.ErasedPerson) =>
  repo.eraseMessagesOf(tx, person);
