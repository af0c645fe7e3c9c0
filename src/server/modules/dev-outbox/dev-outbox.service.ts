import type { DevOutboxMessage } from '../../../shared/contracts/auth';
import type { DbOrTx } from '../../db/client';
import * as repo from './dev-outbox.repo';

/** At most this many messages are listed (the newest). */
export const DEV_OUTBOX_LIMIT = 500;

export async function listMessages(db: DbOrTx): Promise<DevOutboxMessage[]> {
  const rows = await repo.latestMessages(db, DEV_OUTBOX_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel === 'sms' ? 'sms' : 'email',
    to: r.to,
    subject: r.subject,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
  }));
}
