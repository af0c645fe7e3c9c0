import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditNoteCounters, creditNotes, debitNotes } from '../../db/schema/index';

export type { CreditNoteLine } from '../../db/schema/index';

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type NewCreditNote = typeof creditNotes.$inferInsert;
/** A debit note (ADR 369, 381): the bookings module issues them; receipts only reads them. */
export type DebitNoteRow = typeof debitNotes.$inferSelect;

/** The next credit note serial of a financial year (one statement: insert or increment, returning). */
export async function nextCreditNoteNo(tx: DbOrTx, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear, lastNo: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.financialYear,
      set: { lastNo: sql`${creditNoteCounters.lastNo} + 1` },
    })
    .returning({ lastNo: creditNoteCounters.lastNo });
  return row!.lastNo;
}

export async function insertCreditNote(tx: DbOrTx, row: NewCreditNote): Promise<CreditNoteRow> {
  const [created] = await tx.insert(creditNotes).values(row).returning();
  return created!;
}

export async function findCreditNote(
  db: DbOrTx,
  bookingId: number,
  id: number,
): Promise<CreditNoteRow | null> {
  const rows = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.id, id), eq(creditNotes.bookingId, bookingId)))
    .limit(1);
  return rows[0] ?? null;
}

/** A tour booking's credit note (ADR 350), or null. */
export async function findTourCreditNote(
  db: DbOrTx,
  tourBookingId: number,
  id: number,
): Promise<CreditNoteRow | null> {
  const rows = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.id, id), eq(creditNotes.tourBookingId, tourBookingId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The credit notes of one tour booking, oldest first (its voucher page links them). */
export function creditNotesOfTourBooking(
  db: DbOrTx,
  tourBookingId: number,
): Promise<{ id: number; creditNoteNo: string; issueDate: string }[]> {
  return db
    .select({
      id: creditNotes.id,
      creditNoteNo: creditNotes.creditNoteNo,
      issueDate: creditNotes.issueDate,
    })
    .from(creditNotes)
    .where(eq(creditNotes.tourBookingId, tourBookingId))
    .orderBy(asc(creditNotes.id));
}

export function creditNotesOfBookings(db: DbOrTx, bookingIds: number[]): Promise<CreditNoteRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.bookingId, bookingIds))
    .orderBy(asc(creditNotes.id));
}

/**
 * The 72-month purge (ADR 328): credit notes of deleted accounts' bookings issued before
 * `before` (an IST date) lose the guest's name. Returns how many.
 */
export async function purgeErasedGuestsBefore(db: DbOrTx, before: string): Promise<number> {
  const gone = await db
    .update(creditNotes)
    .set({ guestName: 'Deleted customer' })
    .where(
      and(
        sql`${creditNotes.issueDate} < ${before}::date`,
        sql`${creditNotes.guestName} <> 'Deleted customer'`,
        sql`${creditNotes.bookingId} IN (SELECT b.id FROM bookings b JOIN customers c ON c.id = b.customer_id WHERE c.deleted_at IS NOT NULL)`,
      ),
    )
    .returning({ id: creditNotes.id });
  return gone.length;
}

/** A booking's debit note, or null (read only: the bookings module writes them). */
export async function findDebitNote(
  db: DbOrTx,
  bookingId: number,
  id: number,
): Promise<DebitNoteRow | null> {
  const rows = await db
    .select()
    .from(debitNotes)
    .where(and(eq(debitNotes.id, id), eq(debitNotes.bookingId, bookingId)))
    .limit(1);
  return rows[0] ?? null;
}

export function debitNotesOfBookings(db: DbOrTx, bookingIds: number[]): Promise<DebitNoteRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(debitNotes)
    .where(inArray(debitNotes.bookingId, bookingIds))
    .orderBy(asc(debitNotes.id));
}
