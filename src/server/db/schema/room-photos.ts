import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { roomTypes } from './hotels';

/** Photos of a room type, uploaded by staff (variants as for hotel photos, ADR 143). */
export const roomTypePhotos = pgTable('room_type_photos', {
  id: serial().primaryKey(),
  roomTypeId: integer()
    .notNull()
    .references(() => roomTypes.id, { onDelete: 'cascade' }),
  alt: text().notNull(),
  sortOrder: integer().notNull().default(0),
  uploadId: text().notNull(),
  widths: integer().array().notNull(),
});
