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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { EINVOICE_STATUSES } from '../../../shared/statuses';
import { inSet } from './closed-set';
import { bookings } from './bookings';
import { creditNotes, debitNotes } from './credit-notes';

/** What a credit note's e-invoice needs of the note, kept as issued (ADR 251). */
export type EinvoiceCreditNote = {
  creditNoteNo: string;
  issueDate: string;
  invoiceNo: string;
  invoiceDate: string;
  lines: {
    description: string;
    rateBp: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
  }[];
};

/**
 * Registrations of B2B tax documents with the Invoice Registration Portal (ADR 251): one row per
 * invoice (doc_type 'INV', written in the confirmation's transaction), credit note ('CRN',
 * written with the note) or debit note ('DBN', queued by the e-invoice job, ADR 381), registered after the commit and retried by the e-invoice job.
 * status: one of EINVOICE_STATUSES (CHECK): queued (to register, or to retry after a transient error) | registered | failed (the
 * portal or the schema refused it; staff look) | cancelled (the IRN was cancelled).
 */
export const einvoices = pgTable(
  'einvoices',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    docType: text().notNull(),
    creditNoteId: integer().references(() => creditNotes.id, { onDelete: 'cascade' }),
    /** a debit note (ADR 381): its lines are read from the note, which never changes */
    debitNoteId: integer().references(() => debitNotes.id, { onDelete: 'cascade' }),
    /** a credit note's details as issued; null for the invoice (read from the booking) */
    creditNote: jsonb().$type<EinvoiceCreditNote>(),
    status: text({ enum: EINVOICE_STATUSES }).notNull().default('queued'),
    /** the document number as registered (known once tried) */
    docNo: text(),
    /** the booking was cancelled with nothing refunded: cancel the IRN (within 24 hours) */
    cancelWanted: boolean().notNull().default(false),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** a worker holds the row until then (two processes never register one document twice) */
    leaseUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    provider: text(),
    irn: text(),
    ackNo: text(),
    ackDate: timestamp({ withTimezone: true }),
    signedQr: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('einvoices_invoice_uq')
      .on(t.bookingId)
      .where(sql`${t.docType} = 'INV'`),
    uniqueIndex('einvoices_credit_note_uq').on(t.creditNoteId),
    uniqueIndex('einvoices_debit_note_uq').on(t.debitNoteId),
    index('einvoices_due_idx').on(t.status, t.nextAttemptAt),
    check('einvoices_status_check', inSet(t.status, EINVOICE_STATUSES)),
  ],
);
