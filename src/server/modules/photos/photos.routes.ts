import { z } from 'zod';
import { notModified } from '../../lib/reply-cache';
import type { App, AppDeps } from '../../types';
import { createPhotoStore, parseVariantName } from './photos.service';

/** True when a variant stored at `at` is not newer than the If-Modified-Since date (1 s grain). */
function unchangedSince(at: Date, header: string): boolean {
  const since = Date.parse(header);
  return Number.isFinite(since) && Math.floor(at.getTime() / 1000) * 1000 <= since;
}

const notFound = { success: false as const, message: 'Not found.' };

/**
 * Uploaded photo variants (ADR 240), from the configured store, whichever process took the
 * upload. A name is never reused for other bytes, so a variant is cached for a year like a hashed
 * asset (ADR 171), with a strong ETag and Last-Modified for the revalidations browsers still send.
 */
export async function photosRoutes(app: App, deps: AppDeps): Promise<void> {
  const store = createPhotoStore(deps.config, deps.db);

  app.get(
    '/media/photos/:file',
    {
      // the formats are compressed already
      compress: false,
      schema: { params: z.object({ file: z.string().max(80) }) },
    },
    async (req, reply) => {
      const key = parseVariantName(req.params.file);
      if (!key) return reply.status(404).send(notFound);
      const inm = req.headers['if-none-match'];
      const ims = req.headers['if-modified-since'];
      const conditional = Boolean(inm || ims);
      const found = conditional ? await store.info(key) : await store.read(key);
      if (!found) return reply.status(404).send(notFound);
      void reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', found.etag)
        .header('Last-Modified', found.createdAt.toUTCString())
        .header('X-Content-Type-Options', 'nosniff');
      // If-None-Match wins over If-Modified-Since (RFC 9110 13.2.2)
      if (inm ? notModified(req, found.etag) : ims && unchangedSince(found.createdAt, ims))
        return reply.status(304).send();
      const full = 'data' in found ? found : await store.read(key);
      if (!full) return reply.status(404).send(notFound);
      return reply
        .type(full.contentType)
        .header('Content-Length', String(full.sizeBytes))
        .send(full.data);
    },
  );
}
