import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { s3Client } from '../../lib/s3';
import { filesystemPhotoStore, s3PhotoStore } from './photo-stores';
import { CONTENT_TYPES, parseVariantName, variantEtag, type PhotoStore } from './photo-store';
import * as repo from './photos.repo';

export { PHOTO_FORMATS, parseVariantName, type PhotoStore, type PhotoVariant } from './photo-store';

/*
 * Where uploaded photos' variants live (ADR 240). Every server process must serve every photo, so
 * the bytes never stay only on one machine's disk: PHOTO_STORE=database keeps them in
 * photo_variants, on the one PostgreSQL all processes share. The store is a small port
 * (`PhotoStore`): an S3-compatible bucket or, in development, a local folder take its place by
 * configuration (ADR 327, photo-stores.ts).
 */

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

type StoreConfig = Pick<
  Config,
  | 'PHOTO_STORE'
  | 'PHOTO_DIR'
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PREFIX'
>;

/** The store PHOTO_STORE names (ADR 240, 327); config.ts has checked its settings. */
export function createPhotoStore(config: StoreConfig, db: Db): PhotoStore {
  switch (config.PHOTO_STORE) {
    case 'database':
      return databasePhotoStore(db);
    case 's3': {
      const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
      if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
        throw new Error('PHOTO_STORE=s3 needs S3_ENDPOINT, S3_BUCKET and its keys');
      return s3PhotoStore(
        s3Client({
          endpoint: S3_ENDPOINT,
          region: config.S3_REGION,
          bucket: S3_BUCKET,
          accessKeyId: S3_ACCESS_KEY_ID,
          secretAccessKey: S3_SECRET_ACCESS_KEY,
        }),
        config.S3_PREFIX,
      );
    }
    case 'filesystem':
      return filesystemPhotoStore(
        path.resolve(config.PHOTO_DIR ?? path.join(config.DATA_DIR, 'photos')),
      );
  }
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
