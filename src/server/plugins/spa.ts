import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppPath, splitLangPrefix } from '../../shared/routes';

/**
 * Serves the built SPA: hashed files under /assets are cached for a year (immutable); every other
 * GET that wants HTML gets index.html, so every route of the spec works when opened directly; a
 * path outside the route table (src/shared/routes.ts) gets index.html with status 404. Every page
 * also answers under /hi (Hindi), with <html lang="hi">.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  const hasBuild = webRoot !== '' && existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'public, max-age=3600');
        }
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;
  // pages under /hi are Hindi from the first byte (the app keeps <html lang> in step afterwards)
  const hindiHtml = indexHtml?.replace(/<html lang="en"/, '<html lang="hi"') ?? null;

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    const wantsHtml = req.method === 'GET' || req.method === 'HEAD';
    if (isApi || !wantsHtml || path.extname(url) !== '') {
      return reply.status(404).send({ success: false, message: 'Not found.' });
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build`.');
    }
    // a path the app has no page for is a real 404 (the app shows its 404 page), not a soft 200
    return reply
      .status(isAppPath(url) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(splitLangPrefix(url).lang === 'hi' ? hindiHtml : indexHtml);
  });
}
