import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { OUTBOX_STATUSES } from '../../../shared/statuses';
import { inSet } from './closed-set';

export type OutboxAttachment = {
  filename: string;
  contentType: string;
  kind: 'invoice' | 'credit_note' | 'debit_note' | 'arrival_calendar' | 'folio_invoice';
  /** with kind 'folio_invoice' asked for by a page: its language (else the guest's) */
  lang?: 'en' | 'hi';
  bookingId: number;
  /** with kind 'credit_note': which of the booking's credit notes */
  creditNoteId?: number;
  /** with kind 'debit_note': which of the booking's debit notes (ADR 381) */
  debitNoteId?: number;
};

/**
 * Side effects written in the same transaction as the state change, delivered by the worker.
 * status: one of OUTBOX_STATUSES (CHECK): pending | sent | dead. A worker leases one message at a time (lease_owner, lease_until)
 * and marks it only while the lease is its own.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial().primaryKey(),
    channel: text().notNull(),
    recipient: text().notNull(),
    subject: text(),
    text: text().notNull(),
    html: text(),
    attachments: jsonb().$type<OutboxAttachment[]>(),
    /**
     * a message rendered when it is sent (ADR 300): the renderer's name and its parameters (ids,
     * never copied data); subject, text, html and attachments are empty until then, and keep what
     * was sent afterwards
     */
    template: text(),
    params: jsonb().$type<Record<string, string | number>>(),
    /** extra mail headers, e.g. List-Unsubscribe of a non-essential mail (ADR 122) */
    headers: jsonb().$type<Record<string, string>>(),
    /**
     * the account deletion notice (ADR 238): once delivered or given up, its recipient is erased
     * here and in the development mailbox, so nothing names the deleted person
     */
    eraseAfterDelivery: boolean().notNull().default(false),
    status: text({ enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    /** the worker delivering it now (random per worker run), until lease_until */
    leaseOwner: text(),
    leaseUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('outbox_status_check', inSet(t.status, OUTBOX_STATUSES)),
  ],
);

/** What the development transports delivered (GET /api/dev/outbox). */
export const devMailbox = pgTable('dev_mailbox', {
  id: serial().primaryKey(),
  channel: text().notNull(),
  recipient: text().notNull(),
  subject: text(),
  text: text().notNull(),
  html: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
