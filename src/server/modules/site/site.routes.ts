import { z } from 'zod';
import type { PublicConfig } from '../../../shared/contracts/site';
import type { App, AppDeps } from '../../types';

const publicConfigReply = z.object({
  success: z.literal(true),
  data: z.object({ appStoreUrl: z.string().nullable(), playStoreUrl: z.string().nullable() }),
});

/** Settings of this deployment the web app shows (README "Configuration"); nothing secret. */
export async function siteRoutes(app: App, { config }: AppDeps): Promise<void> {
  app.get(
    '/api/site/public-config',
    { config: { etag: true }, schema: { response: { 200: publicConfigReply } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const data: PublicConfig = {
        appStoreUrl: config.APP_STORE_URL ?? null,
        playStoreUrl: config.PLAY_STORE_URL ?? null,
      };
      return { success: true as const, data };
    },
  );
}
