import type { Config } from '../config';
import type { Db } from '../db/client';
import type { OutboxAttachment } from '../db/schema/notify';

export type { OutboxAttachment };

/** Turns an attachment reference stored in the outbox into the file's bytes at delivery time. */
export type AttachmentResolver = (
  db: Db,
  att: OutboxAttachment,
  ctx: { config: Config },
) => Promise<Buffer>;

const resolvers = new Map<OutboxAttachment['kind'], AttachmentResolver>();

/**
 * Registers how to produce the bytes of one attachment kind, e.g. the booking module:
 * `registerAttachmentResolver('invoice', (db, att, { config }) => invoicePdf(db, config, att.bookingId))`.
 * notify never imports the module that owns the file; a later registration of a kind replaces
 * the earlier one.
 */
export function registerAttachmentResolver(
  kind: OutboxAttachment['kind'],
  resolver: AttachmentResolver,
): void {
  resolvers.set(kind, resolver);
}

/** The bytes of an attachment; throws when no resolver is registered (the delivery is retried). */
export async function resolveAttachment(
  db: Db,
  att: OutboxAttachment,
  config: Config,
): Promise<Buffer> {
  const resolver = resolvers.get(att.kind);
  if (!resolver) throw new Error(`no attachment resolver registered for kind '${att.kind}'`);
  return resolver(db, att, { config });
}
