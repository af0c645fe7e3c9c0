import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { App } from '../types';

export const API_DOCS_PATH = '/api/docs';

/** Escapes text for an HTML page. */
function html(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

type Operation = { summary?: string; description?: string; tags?: string[] };

/** A plain, self-contained page: every call with its method, path and summary (no scripts, no CDN). */
function indexPage(paths: Record<string, Record<string, Operation>>): string {
  const rows = Object.entries(paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(
        ([method, op]) =>
          `<tr><td><code>${html(method.toUpperCase())}</code></td><td><code>${html(path)}</code></td><td>${html(op.summary ?? op.description ?? '')}</td></tr>`,
      ),
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>API</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse}td,th{border:1px solid #999;padding:.25rem .5rem;text-align:left}</style>
</head><body><main>
<h1>API</h1>
<p>The OpenAPI document, generated from the routes' zod schemas: <a href="${API_DOCS_PATH}/json">${API_DOCS_PATH}/json</a>. The conventions every call keeps are in docs/api.md.</p>
<table><thead><tr><th scope="col">method</th><th scope="col">path</th><th scope="col">summary</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</main></body></html>`;
}

/**
 * The OpenAPI document of every route, generated from the routes' zod schemas
 * (fastify-type-provider-zod's jsonSchemaTransform), at /api/docs/json, with a plain list at
 * /api/docs. Registered before the routes (it collects them as they are added); development and
 * tests only: app.ts leaves it out in production.
 */
export async function registerApiDocs(app: App): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'JTDC website and booking API',
        description:
          'Generated from the routes. Conventions (reply shape, errors, sessions, CSRF, money, dates): docs/api.md.',
        version: '1',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get(`${API_DOCS_PATH}/json`, { schema: { hide: true } }, async () => app.swagger());
  app.get(API_DOCS_PATH, { schema: { hide: true } }, async (_req, reply) => {
    const doc = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
    return reply.type('text/html; charset=utf-8').send(indexPage(doc.paths ?? {}));
  });
}
