import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingStays, deskIdempotency, deskPayments } from '../../db/schema/index';

/** The only writer of booking_stays, desk_payments and desk_idempotency. */
export type StayRow = typeof bookingStays.$inferSelect;
export type DeskPaymentRow = typeof deskPayments.$inferSelect;

export async function stayOf(db: DbOrTx, bookingId: number): Promise<StayRow | null> {
  const rows = await db
    .select()
    .from(bookingStays)
    .where(eq(bookingStays.bookingId, bookingId))
    .limit(1);
  return rows[0] ?? null;
}

/** Writes (inserts or updates) the stay record of a booking. */
export async function saveStay(
  tx: DbOrTx,
  bookingId: number,
  patch: Partial<Omit<StayRow, 'bookingId'>>,
): Promise<void> {
  await tx
    .insert(bookingStays)
    .values({ bookingId, ...patch })
    .onConflictDoUpdate({ target: bookingStays.bookingId, set: patch });
}

export async function insertDeskPayment(
  tx: DbOrTx,
  row: { paymentId: number; method: string; reference: string | null; staffId: number; at: Date },
): Promise<void> {
  await tx
    .insert(deskPayments)
    .values({
      paymentId: row.paymentId,
      method: row.method,
      reference: row.reference,
      staffId: row.staffId,
      createdAt: row.at,
    })
    .onConflictDoNothing();
}

export async function deskPaymentOf(db: DbOrTx, paymentId: number): Promise<DeskPaymentRow | null> {
  const rows = await db
    .select()
    .from(deskPayments)
    .where(eq(deskPayments.paymentId, paymentId))
    .limit(1);
  return rows[0] ?? null;
}

// ---- Idempotency-Key of counter bookings (ADR 236) ----

export type IdempotencyRow = typeof deskIdempotency.$inferSelect;

/**
 * Claims (staff member, key) for a request with this body hash: true when this request owns it now
 * (a new key, or one left behind by a request that made no booking and stopped answering before
 * `staleBefore`); false when another request holds or held it.
 */
export async function claimIdempotencyKey(
  db: DbOrTx,
  row: {
    staffId: number;
    key: string;
    requestHash: string;
    claim: string;
    at: Date;
    staleBefore: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(deskIdempotency)
    .values({
      staffId: row.staffId,
      key: row.key,
      requestHash: row.requestHash,
      claim: row.claim,
      createdAt: row.at,
    })
    .onConflictDoNothing()
    .returning({ key: deskIdempotency.key });
  if (inserted.length === 1) return true;
  const taken = await db
    .update(deskIdempotency)
    .set({ requestHash: row.requestHash, claim: row.claim, createdAt: row.at })
    .where(
      and(
        eq(deskIdempotency.staffId, row.staffId),
        eq(deskIdempotency.key, row.key),
        isNull(deskIdempotency.bookingId),
        lt(deskIdempotency.createdAt, row.staleBefore),
      ),
    )
    .returning({ key: deskIdempotency.key });
  return taken.length === 1;
}

export async function idempotencyRow(
  db: DbOrTx,
  staffId: number,
  key: string,
): Promise<IdempotencyRow | null> {
  const rows = await db
    .select()
    .from(deskIdempotency)
    .where(and(eq(deskIdempotency.staffId, staffId), eq(deskIdempotency.key, key)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Records the booking a key made, in the transaction that confirms it; false when this request no
 * longer holds the key (the caller rolls the confirmation back), so one key confirms one booking.
 */
export async function setIdempotencyBooking(
  tx: DbOrTx,
  row: { staffId: number; key: string; claim: string; bookingId: number },
): Promise<boolean> {
  const rows = await tx
    .update(deskIdempotency)
    .set({ bookingId: row.bookingId })
    .where(
      and(
        eq(deskIdempotency.staffId, row.staffId),
        eq(deskIdempotency.key, row.key),
        eq(deskIdempotency.claim, row.claim),
        isNull(deskIdempotency.bookingId),
      ),
    )
    .returning({ key: deskIdempotency.key });
  return rows.length === 1;
}

/** Keeps the reply a key was answered with, sent again to the same request. */
export async function setIdempotencyReply(
  db: DbOrTx,
  staffId: number,
  key: string,
  reply: unknown,
): Promise<void> {
  await db
    .update(deskIdempotency)
    .set({ reply })
    .where(and(eq(deskIdempotency.staffId, staffId), eq(deskIdempotency.key, key)));
}

/** Frees a key whose request made no booking (it failed), so the same key may be sent again. */
export async function releaseIdempotencyKey(
  db: DbOrTx,
  row: { staffId: number; key: string; claim: string },
): Promise<void> {
  await db
    .delete(deskIdempotency)
    .where(
      and(
        eq(deskIdempotency.staffId, row.staffId),
        eq(deskIdempotency.key, row.key),
        eq(deskIdempotency.claim, row.claim),
        isNull(deskIdempotency.bookingId),
      ),
    );
}

/** Deletes the keys made before `before` (a retry comes within minutes, not days). */
export async function pruneIdempotencyKeys(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(deskIdempotency)
    .where(lt(deskIdempotency.createdAt, before))
    .returning({ key: deskIdempotency.key });
  return rows.length;
}
