import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './accounts';

/**
 * Consents given and withdrawn (ADR 122): who (a customer, or only an email address for a
 * newsletter subscriber without an account), what (kind: terms | newsletter | marketing), to which
 * text version, when, and where it was given (source: signup | booking | newsletter). A consent
 * given again is a new row; a withdrawal stamps withdrawnAt on the live rows.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial().primaryKey(),
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    email: text(),
    kind: text({ enum: ['terms', 'newsletter', 'marketing'] }).notNull(),
    textVersion: text().notNull(),
    source: text().notNull(),
    givenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('consents_customer_idx').on(t.customerId, t.kind),
    index('consents_email_idx').on(t.email, t.kind),
  ],
);
