import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import * as repo from './photos.repo';

/*
 * Where uploaded photos' variants live (ADR 240). Every server process must serve every photo, so
 * the bytes never stay only on one machine's disk: PHOTO_STORE=database keeps them in
 * photo_variants, on the one PostgreSQL all processes share. The store is a small port
 * (`PhotoStore`) so another backend (an S3-compatible bucket) can take its place by configuration.
 */

export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** One encoded variant of an upload, ready to store. */
export type PhotoVariant = { width: number; format: PhotoFormat; data: Buffer };
export type VariantKey = { uploadId: string; width: number; format: PhotoFormat };
/** What a store knows of a stored variant; `data` only when asked for. */
export type VariantInfo = { contentType: string; sizeBytes: number; etag: string; createdAt: Date };
export type StoredVariant = VariantInfo & { data: Buffer };

/**
 * The port every photo store implements. `save` writes all variants of an upload or none (it
 * runs before the photo's row is written; the caller removes them if that write fails); `remove`
 * runs after the photo's row is deleted. Keys are server-chosen, never a user's file name.
 */
export interface PhotoStore {
  readonly kind: 'database';
  save(uploadId: string, variants: PhotoVariant[]): Promise<void>;
  /** type, size and tag without the bytes: enough to answer a conditional GET with 304 */
  info(key: VariantKey): Promise<VariantInfo | null>;
  read(key: VariantKey): Promise<StoredVariant | null>;
  remove(uploadId: string): Promise<void>;
}

/** A strong entity tag of a variant's bytes (they never change under one name). */
export const variantEtag = (data: Buffer) =>
  `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`;

/** photo_variants on the shared database: one multi-row insert per upload, one delete per photo. */
export function databasePhotoStore(db: Db): PhotoStore {
  return {
    kind: 'database',
    save: (uploadId, variants) =>
      repo.insertVariants(
        db,
        variants.map((v) => ({
          uploadId,
          width: v.width,
          format: v.format,
          contentType: CONTENT_TYPES[v.format],
          sizeBytes: v.data.length,
          etag: variantEtag(v.data),
          data: v.data,
        })),
      ),
    info: (key) => repo.variantMeta(db, key),
    read: (key) => repo.variantWithData(db, key),
    remove: async (uploadId) => {
      await repo.deleteVariants(db, uploadId);
    },
  };
}

/** The store PHOTO_STORE names. */
export function createPhotoStore(config: Pick<Config, 'PHOTO_STORE'>, db: Db): PhotoStore {
  switch (config.PHOTO_STORE) {
    case 'database':
      return databasePhotoStore(db);
  }
}

/** The one name shape served from /media/photos/: `<uuid>-<width>.<format>`, nothing a user typed. */
const VARIANT_NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,5})\.(avif|webp|jpg)$/;

export function parseVariantName(name: string): VariantKey | null {
  const m = VARIANT_NAME.exec(name);
  if (!m) return null;
  return { uploadId: m[1]!, width: Number(m[2]), format: m[3] as PhotoFormat };
}

/**
 * Copies the variants an older version wrote to `dir` (DATA_DIR/uploads/photos) into `store`, so
 * photos uploaded before ADR 240 keep showing on every process. Files whose name is not a variant
 * name, or whose variant is stored already, are skipped; nothing is deleted (the operator removes
 * the folder once every machine has started). Returns the number copied.
 */
export async function importPhotoFolder(store: PhotoStore, dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let copied = 0;
  for (const name of names) {
    const key = parseVariantName(name);
    if (!key || (await store.info(key))) continue;
    const data = await readFile(path.join(dir, name));
    await store.save(key.uploadId, [{ width: key.width, format: key.format, data }]);
    copied += 1;
  }
  return copied;
}
