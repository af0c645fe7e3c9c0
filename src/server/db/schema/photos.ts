import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';

/**
 * The variants of uploaded hotel and room-type photos (AVIF, WebP, JPEG at a few widths), kept in
 * the database so every server process serves the same bytes without a shared disk (ADR 240).
 * `uploadId` is the server-chosen uuid a photo row (hotel_photos, room_type_photos) names; the
 * photos module owns this table and serves it at /media/photos/<uploadId>-<width>.<format>.
 */
export const photoVariants = pgTable(
  'photo_variants',
  {
    uploadId: text().notNull(),
    width: integer().notNull(),
    format: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    /** a strong entity tag of the bytes, computed once when stored */
    etag: text().notNull(),
    data: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.uploadId, t.width, t.format] }),
    check('photo_variants_format', sql`${t.format} in ('avif', 'webp', 'jpg')`),
  ],
);
