import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages sent with the Feedback page's form (POST /api/feedback); each is also mailed. */
export const feedbackMessages = pgTable('feedback_messages', {
  id: serial().primaryKey(),
  ref: text().notNull().unique(),
  name: text().notNull(),
  email: text().notNull(),
  mobile: text(),
  category: text().notNull(),
  subject: text(),
  message: text().notNull(),
  /** the page the visitor wrote from */
  page: text(),
  /** the language of the page ('en' or 'hi'), so the reply can be in it */
  lang: text().notNull().default('en'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
