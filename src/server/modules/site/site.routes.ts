import { statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { PublicConfig } from '../../../shared/contracts/site';
import type { App, AppDeps } from '../../types';
import * as service from './site.service';

const publicConfigReply = z.object({
  success: z.literal(true),
  data: z.object({
    appStoreUrl: z.string().nullable(),
    playStoreUrl: z.string().nullable(),
    grievanceOfficer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    contact: z.object({ email: z.string(), phone: z.string(), address: z.string() }),
  }),
});

const lastUpdatedReply = z.object({
  success: z.literal(true),
  data: z.object({ date: z.string().nullable() }),
});

/** When the web app was built: the time of its index.html, or null (API tests have none). */
function builtAt(webRoot: string | undefined): Date | null {
  if (!webRoot) return null;
  try {
    return statSync(join(webRoot, 'index.html')).mtime;
  } catch {
    return null;
  }
}

/** Settings of this deployment the web app shows (README "Configuration"); nothing secret. */
export async function siteRoutes(app: App, { config, db, now, webRoot }: AppDeps): Promise<void> {
  app.get(
    '/api/site/public-config',
    { config: { etag: true }, schema: { response: { 200: publicConfigReply } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const data: PublicConfig = {
        appStoreUrl: config.APP_STORE_URL ?? null,
        playStoreUrl: config.PLAY_STORE_URL ?? null,
        grievanceOfficer: {
          name: config.GRIEVANCE_OFFICER_NAME,
          email: config.GRIEVANCE_OFFICER_EMAIL,
          phone: config.GRIEVANCE_OFFICER_PHONE,
        },
        contact: {
          email: config.CORP_EMAIL,
          phone: config.CORP_PHONE,
          address: config.CORP_ADDRESS,
        },
      };
      return { success: true as const, data };
    },
  );

  const built = builtAt(webRoot);
  // The footer's "Last updated" date (ADR 112).
  app.get(
    '/api/site/last-updated',
    { schema: { response: { 200: lastUpdatedReply } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        success: true as const,
        data: { date: await service.lastUpdated(db, built, now()) },
      };
    },
  );
}
