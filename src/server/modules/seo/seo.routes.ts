import type { App, AppDeps } from '../../types';
import * as service from './seo.service';

/** /sitemap.xml and /robots.txt, for search engines (docs/api.md "Search engines"). */
export async function seoRoutes(app: App, { db, config }: AppDeps): Promise<void> {
  app.get('/sitemap.xml', async (_req, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await service.sitemapXml(db, config.publicUrl)),
  );

  app.get('/robots.txt', async (_req, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(service.robotsTxt(config.publicUrl)),
  );
}
