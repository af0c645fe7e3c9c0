import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { einvoices, type EinvoiceCreditNote } from '../../db/schema/index';

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

export async function invoiceOf(db: DbOrTx, bookingId: number): Promise<EinvoiceRow | null> {
  const [row] = await db
    .select()
    .from(einvoices)
    .where(and(eq(einvoices.bookingId, bookingId), eq(einvoices.docType, 'INV')));
  return row ?? null;
}

/** The IRN of the booking's invoice is to be cancelled, unless a credit note refers to it. */
export async function markCancelWanted(db: DbOrTx, bookingId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(einvoices)
    .set({ cancelWanted: true, nextAttemptAt: at, updatedAt: at })
    .where(
      and(
        eq(einvoices.bookingId, bookingId),
        eq(einvoices.docType, 'INV'),
        sql`${einvoices.status} IN ('queued', 'registered', 'failed')`,
        sql`NOT EXISTS (SELECT 1 FROM ${einvoices} c WHERE c.booking_id = ${bookingId} AND c.doc_type = 'CRN')`,
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
  set: Partial<Omit<EinvoiceRow, 'id' | 'bookingId' | 'docType' | 'creditNoteId' | 'createdAt'>>,
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
