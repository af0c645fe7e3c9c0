import { socialFeedReply } from '../../../shared/contracts/social';
import type { App, AppDeps } from '../../types';
import { createSocialFeed } from './social.service';

/** Routes of the social module: the home page's Instagram feed. */
export async function socialRoutes(app: App, { config, now }: AppDeps): Promise<void> {
  const feed = createSocialFeed({
    token: config.INSTAGRAM_TOKEN,
    graphUrl: config.INSTAGRAM_GRAPH_URL,
    timeoutMs: config.INSTAGRAM_TIMEOUT_MS,
    now,
    log: app.log,
  });
  app.addHook('onClose', async () => feed.close());

  app.get(
    '/api/social/feed',
    { schema: { response: { 200: socialFeedReply } } },
    async (_req, reply) => {
      // the same for every visitor: browsers and proxies may keep it for 5 minutes
      reply.header('Cache-Control', 'public, max-age=300');
      return { success: true as const, data: await feed.get() };
    },
  );
}
