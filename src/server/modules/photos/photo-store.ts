import { createHash } from 'node:crypto';

/** The photo store's port (ADR 240, 327): what every store implements, and the variants' names. */

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
  readonly kind: 'database' | 's3' | 'filesystem';
  save(uploadId: string, variants: PhotoVariant[]): Promise<void>;
  /** type, size and tag without the bytes: enough to answer a conditional GET with 304 */
  info(key: VariantKey): Promise<VariantInfo | null>;
  read(key: VariantKey): Promise<StoredVariant | null>;
  remove(uploadId: string): Promise<void>;
}

/** A strong entity tag of a variant's bytes (they never change under one name). */
export const variantEtag = (data: Buffer) =>
  `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`;

/** The one name shape served from /media/photos/: `<uuid>-<width>.<format>`, nothing a user typed. */
const VARIANT_NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,5})\.(avif|webp|jpg)$/;

export function parseVariantName(name: string): VariantKey | null {
  const m = VARIANT_NAME.exec(name);
  if (!m) return null;
  return { uploadId: m[1]!, width: Number(m[2]), format: m[3] as PhotoFormat };
}
