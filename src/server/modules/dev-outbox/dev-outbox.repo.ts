import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devMailbox } from '../../db/schema/index';

/** The newest messages the development transports delivered. */
export function latestMessages(db: DbOrTx, limit: number) {
  return db
    .select({
      id: devMailbox.id,
      channel: devMailbox.channel,
      to: devMailbox.recipient,
      subject: devMailbox.subject,
      text: devMailbox.text,
      createdAt: devMailbox.createdAt,
    })
    .from(devMailbox)
    .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
    .limit(limit);
}
