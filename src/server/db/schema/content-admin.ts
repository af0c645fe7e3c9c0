import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';

/**
 * Files uploaded by staff for the public pages (notice and tender PDFs), kept in the database so
 * every server process serves the same bytes (ADR 163). `storedName` is chosen by the server;
 * nothing of the uploader's file name is used to store or serve it.
 */
export const contentFiles = pgTable('content_files', {
  id: serial().primaryKey(),
  storedName: text().notNull().unique(),
  contentType: text().notNull(),
  sizeBytes: integer().notNull(),
  data: bytea().notNull(),
  uploadedBy: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
