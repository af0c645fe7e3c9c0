import type { Config } from '../config';
import type { Db } from '../db/client';
import type { OutboxAttachment } from '../db/schema/notify';

/** A message as a renderer makes it at delivery time (an SMS has text only). */
export type RenderedMessage = {
  subject?: string;
  text: string;
  html?: string | null;
  attachments?: OutboxAttachment[];
};

/** Makes a queued message's texts from its parameters when the outbox delivers it (ADR 300). */
export type MessageRenderer = (
  db: Db,
  params: Record<string, string | number>,
  ctx: { config: Config },
) => Promise<RenderedMessage>;

const renderers = new Map<string, MessageRenderer>();

/**
 * Registers the renderer of one template name. Every renderer is registered in one place,
 * `src/server/renderers.ts` (called by buildApp); notify never imports the module that owns the
 * data. A later registration of a name replaces the earlier one.
 */
export function registerMessageRenderer(template: string, renderer: MessageRenderer): void {
  renderers.set(template, renderer);
}

/** The message's texts now; throws when no renderer is registered (the delivery is retried). */
export async function renderMessage(
  db: Db,
  template: string,
  params: Record<string, string | number>,
  config: Config,
): Promise<RenderedMessage> {
  const renderer = renderers.get(template);
  if (!renderer) throw new Error(`no message renderer registered for template '${template}'`);
  return renderer(db, params, { config });
}
