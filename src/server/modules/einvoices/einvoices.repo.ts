import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { debitNotes, einvoices, type EinvoiceCreditNote } from '../../db/schema/index';

export type EinvoiceRow = typeof einvoices.$inferSelect;
export type { EinvoiceCreditNote };
import type { EinvoiceStatus } from '../../../shared/statuses';
export type { EinvoiceStatus };

export async function insertInvoice(db: DbOrTx, bookingId: number, at: Date): Promise<void> {
  await db
    .insert(einvoices)
    .values({ bookingId, docType: 'INV', nextAttemptAt: at, createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}

export async function insertCreditNote(
  db: DbOrTx,
  a: { bookingId: number; creditNoteId: number; creditNote: EinvoiceCreditNote },
  at: Date,
): Promise<void> {
  await db
    .insert(einvoices)
    .values({ ...a, docType: 'CRN', nextAttemptAt: at, createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}

/**
 * Every debit note to a guest with a GSTIN that has no e-invoice yet is queued (ADR 381): the
 * bookings module issues them and cannot reach this one, so the job picks them up. One statement;
 * the unique debit note index makes a second process's insert a no-op. Returns how many.
 */
export async function queueNewDebitNotes(db: DbOrTx, at: Date): Promise<number> {
  const res = (await db.execute(sql`
    INSERT INTO ${einvoices} (booking_id, doc_type, debit_note_id, next_attempt_at, created_at, updated_at)
    SELECT dn.booking_id, 'DBN', dn.id, ${at.toISOString()}::timestamptz,
           ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
      FROM ${debitNotes} dn
     WHERE dn.guest_gstin IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM ${einvoices} e WHERE e.debit_note_id = dn.id)
    ON CONFLICT DO NOTHING
    RETURNING id`)) as unknown as { rows: { id: number }[] };
  return res.rows.length;
}

/** A debit note as issued (read only: the bookings module writes them). */
export async function debitNoteById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(debitNotes).where(eq(debitNotes.id, id));
  return row ?? null;
}

export async function invoiceOf(db: DbOrTx, bookingId: number): Promise<EinvoiceRow | null> {
  const [row] = await db
    .select()
    .from(einvoices)
    .where(and(eq(einvoices.bookingId, bookingId), eq(einvoices.docType, 'INV')));
  return row ?? null;
}

/** The IRN of the booking's invoice is to be cancelled, unless a credit or debit note refers to it. */
export async function markCancelWanted(db: DbOrTx, bookingId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(einvoices)
    .set({ cancelWanted: true, nextAttemptAt: at, updatedAt: at })
    .where(
      and(
        eq(einvoices.bookingId, bookingId),
        eq(einvoices.docType, 'INV'),
        sql`${einvoices.status} IN ('queued', 'registered', 'failed')`,
        sql`NOT EXISTS (SELECT 1 FROM ${einvoices} c WHERE c.booking_id = ${bookingId} AND c.doc_type IN ('CRN', 'DBN'))`,
      ),
    )
    .returning({ id: einvoices.id });
  return rows.length > 0;
}

/**
 * Claims one due document (or the one named) for leaseMs: queued ones to register, registered
 * ones whose IRN is to be cancelled. Two processes never hold one row (SKIP LOCKED and the lease).
 */
export async function claimDue(
  db: DbOrTx,
  at: Date,
  leaseMs: number,
  id?: number,
): Promise<EinvoiceRow | null> {
  const now = at.toISOString();
  const res = (await db.execute(sql`
    UPDATE ${einvoices}
       SET lease_until = ${new Date(at.getTime() + leaseMs).toISOString()}::timestamptz,
           attempts = attempts + 1
     WHERE id = (
       SELECT id FROM ${einvoices}
        WHERE (status = 'queued' OR (status = 'registered' AND cancel_wanted))
          AND next_attempt_at <= ${now}::timestamptz
          AND (lease_until IS NULL OR lease_until <= ${now}::timestamptz)
          ${id === undefined ? sql`` : sql`AND id = ${id}`}
        ORDER BY id
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
    RETURNING id`)) as unknown as { rows: { id: number }[] };
  const claimed = res.rows[0];
  if (!claimed) return null;
  const [row] = await db.select().from(einvoices).where(eq(einvoices.id, claimed.id));
  return row ?? null;
}

export async function update(
  db: DbOrTx,
  id: number,
  set: Partial<
    Omit<EinvoiceRow, 'id' | 'bookingId' | 'docType' | 'creditNoteId' | 'debitNoteId' | 'createdAt'>
  >,
  at: Date,
): Promise<void> {
  await db
    .update(einvoices)
    .set({ ...set, leaseUntil: null, updatedAt: at })
    .where(eq(einvoices.id, id));
}

export async function list(db: DbOrTx, status: EinvoiceStatus | undefined, limit: number) {
  return db
    .select()
    .from(einvoices)
    .where(status ? eq(einvoices.status, status) : undefined)
    .orderBy(desc(einvoices.updatedAt), desc(einvoices.id))
    .limit(limit);
}

/** A failed document goes back to the queue (staff fixed its cause). */
export async function requeue(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(einvoices)
    .set({ status: 'queued', nextAttemptAt: at, updatedAt: at })
    .where(and(eq(einvoices.id, id), eq(einvoices.status, 'failed')))
    .returning({ id: einvoices.id });
  return rows.length > 0;
}
