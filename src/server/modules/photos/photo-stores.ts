import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '../../lib/s3';
import {
  CONTENT_TYPES,
  parseVariantName,
  variantEtag,
  type PhotoStore,
  type PhotoVariant,
  type VariantKey,
} from './photo-store';

/*
 * The photo stores other than the database (ADR 327), behind the same port (`PhotoStore`):
 * an S3-compatible bucket, shared by every process, and a local folder, a development stand-in
 * that config.ts refuses in production. Both name a variant `<uploadId>-<width>.<format>`, the
 * name /media/photos/ serves, never a user's file name.
 */

const variantName = (uploadId: string, v: { width: number; format: string }) =>
  `${uploadId}-${v.width}.${v.format}`;

/** Writes every variant or, when one fails, removes those written and throws (the port's contract). */
async function saveAll(
  uploadId: string,
  variants: PhotoVariant[],
  put: (v: PhotoVariant) => Promise<void>,
  remove: (v: PhotoVariant) => Promise<void>,
): Promise<void> {
  const results = await Promise.allSettled(variants.map(put));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (!failed) return;
  await Promise.allSettled(variants.map(remove));
  throw failed.reason;
}

/**
 * Variants as objects `<prefix><uploadId>-<width>.<format>` in a bucket; our strong entity tag is
 * kept as the object's metadata (`x-amz-meta-etag`), the date is the object's Last-Modified.
 */
export function s3PhotoStore(client: S3Client, prefix: string): PhotoStore {
  const keyOf = (k: VariantKey) => `${prefix}${variantName(k.uploadId, k)}`;
  return {
    kind: 's3',
    save: (uploadId, variants) =>
      saveAll(
        uploadId,
        variants,
        (v) =>
          client.put(keyOf({ uploadId, ...v }), v.data, CONTENT_TYPES[v.format], {
            etag: variantEtag(v.data),
          }),
        (v) => client.delete(keyOf({ uploadId, ...v })),
      ),
    async info(key) {
      const h = await client.head(keyOf(key));
      if (!h) return null;
      return {
        contentType: h.contentType,
        sizeBytes: h.size,
        etag: h.metadata.etag ?? '',
        createdAt: h.lastModified,
      };
    },
    async read(key) {
      const o = await client.get(keyOf(key));
      if (!o) return null;
      return {
        contentType: o.contentType,
        sizeBytes: o.data.length,
        etag: o.metadata.etag ?? variantEtag(o.data),
        createdAt: o.lastModified,
        data: o.data,
      };
    },
    async remove(uploadId) {
      const keys = await client.list(`${prefix}${uploadId}-`);
      for (const key of keys) await client.delete(key);
    },
  };
}

/**
 * Variants as files in one folder of this machine (development and tests only: refused in
 * production by config.ts). A file is written under a temporary name and renamed, so a reader
 * never sees half of one.
 */
export function filesystemPhotoStore(dir: string): PhotoStore {
  const fileOf = (k: VariantKey) => path.join(dir, variantName(k.uploadId, k));
  const readVariant = async (key: VariantKey) => {
    try {
      const [data, st] = await Promise.all([readFile(fileOf(key)), stat(fileOf(key))]);
      return {
        contentType: CONTENT_TYPES[key.format],
        sizeBytes: data.length,
        etag: variantEtag(data),
        createdAt: st.mtime,
        data,
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  };
  return {
    kind: 'filesystem',
    async save(uploadId, variants) {
      await mkdir(dir, { recursive: true });
      await saveAll(
        uploadId,
        variants,
        async (v) => {
          const file = fileOf({ uploadId, ...v });
          const tmp = `${file}.${process.pid}.tmp`;
          await writeFile(tmp, v.data);
          await rename(tmp, file);
        },
        (v) => rm(fileOf({ uploadId, ...v }), { force: true }),
      );
    },
    async info(key) {
      const v = await readVariant(key);
      if (!v) return null;
      const { data: _data, ...info } = v;
      return info;
    },
    read: readVariant,
    async remove(uploadId) {
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((n) => parseVariantName(n)?.uploadId === uploadId)
          .map((n) => rm(path.join(dir, n), { force: true })),
      );
    },
  };
}
