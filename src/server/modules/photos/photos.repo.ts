import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { photoVariants } from '../../db/schema/index';

/** The only code that touches photo_variants (ADR 240). */

export type VariantKey = { uploadId: string; width: number; format: string };
export type VariantRow = typeof photoVariants.$inferInsert;

const byKey = (k: VariantKey) =>
  and(
    eq(photoVariants.uploadId, k.uploadId),
    eq(photoVariants.width, k.width),
    eq(photoVariants.format, k.format),
  );

const meta = {
  contentType: photoVariants.contentType,
  sizeBytes: photoVariants.sizeBytes,
  etag: photoVariants.etag,
  createdAt: photoVariants.createdAt,
};

/** A variant already stored under its key is kept (names are never reused for other bytes). */
export async function insertVariants(db: DbOrTx, rows: VariantRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(photoVariants).values(rows).onConflictDoNothing();
}

/** A variant's type, size, tag and date, without its bytes (a conditional request). */
export async function variantMeta(db: DbOrTx, k: VariantKey) {
  const [row] = await db.select(meta).from(photoVariants).where(byKey(k)).limit(1);
  return row ?? null;
}

export async function variantWithData(db: DbOrTx, k: VariantKey) {
  const [row] = await db
    .select({ ...meta, data: photoVariants.data })
    .from(photoVariants)
    .where(byKey(k))
    .limit(1);
  return row ?? null;
}

export async function deleteVariants(db: DbOrTx, uploadId: string): Promise<number> {
  const gone = await db
    .delete(photoVariants)
    .where(eq(photoVariants.uploadId, uploadId))
    .returning({ width: photoVariants.width });
  return gone.length;
}
