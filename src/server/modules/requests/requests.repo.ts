import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { RequestKind } from '../../../shared/statuses';
import { advanceBookingRequests, requestHandling, rescheduleRequests } from '../../db/schema/index';

export type AdvanceRow = typeof advanceBookingRequests.$inferSelect;
export type AdvanceInsert = typeof advanceBookingRequests.$inferInsert;
export type RescheduleRow = typeof rescheduleRequests.$inferSelect;
export type RescheduleInsert = typeof rescheduleRequests.$inferInsert;

/** Inserts unless the reference number is taken (then null, and the caller draws another). */
export async function insertAdvance(db: DbOrTx, row: AdvanceInsert): Promise<AdvanceRow | null> {
  const rows = await db
    .insert(advanceBookingRequests)
    .values(row)
    .onConflictDoNothing({ target: advanceBookingRequests.ref })
    .returning();
  return rows[0] ?? null;
}

export async function insertReschedule(
  db: DbOrTx,
  row: RescheduleInsert,
): Promise<RescheduleRow | null> {
  const rows = await db
    .insert(rescheduleRequests)
    .values(row)
    .onConflictDoNothing({ target: rescheduleRequests.ref })
    .returning();
  return rows[0] ?? null;
}

/**
 * Requests the customer filed while logged in, newest first, optionally filtered (a matching
 * mobile or email proves nothing: anyone can type them; ADR 072).
 */
export function advanceOf(
  db: DbOrTx,
  owner: { id: number },
  filter: { mobile?: string; hotelName?: string },
): Promise<AdvanceRow[]> {
  const t = advanceBookingRequests;
  return db
    .select()
    .from(t)
    .where(
      and(
        eq(t.customerId, owner.id),
        filter.mobile ? eq(t.mobile, filter.mobile) : undefined,
        filter.hotelName ? eq(t.hotelName, filter.hotelName) : undefined,
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(200);
}

/** Reschedule requests the customer filed while logged in, newest first (ADR 072). */
export function rescheduleOf(db: DbOrTx, owner: { id: number }): Promise<RescheduleRow[]> {
  const t = rescheduleRequests;
  return db
    .select()
    .from(t)
    .where(eq(t.customerId, owner.id))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(200);
}

// ---- staff: the requests board -----------------------------------------------------------------

export type HandlingRow = typeof requestHandling.$inferSelect;
export type { RequestKind } from '../../../shared/statuses';

/**
 * Every request of one kind with how staff handle it (none = new), newest first, at most 500;
 * `hotelIds` null = every request, else only the requests filed for these hotels (by id, ADR 215).
 */
export function advanceForStaff(db: DbOrTx, hotelIds: number[] | null) {
  const t = advanceBookingRequests;
  return db
    .select({ request: t, handling: requestHandling })
    .from(t)
    .leftJoin(
      requestHandling,
      and(eq(requestHandling.kind, 'advance'), eq(requestHandling.requestId, t.id)),
    )
    .where(
      hotelIds === null ? undefined : hotelIds.length ? inArray(t.hotelId, hotelIds) : sql`false`,
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(500);
}

export function rescheduleForStaff(db: DbOrTx, hotelIds: number[] | null) {
  const t = rescheduleRequests;
  return db
    .select({ request: t, handling: requestHandling })
    .from(t)
    .leftJoin(
      requestHandling,
      and(eq(requestHandling.kind, 'reschedule'), eq(requestHandling.requestId, t.id)),
    )
    .where(
      hotelIds === null ? undefined : hotelIds.length ? inArray(t.hotelId, hotelIds) : sql`false`,
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(500);
}

export async function findAdvance(db: DbOrTx, id: number): Promise<AdvanceRow | null> {
  const rows = await db
    .select()
    .from(advanceBookingRequests)
    .where(eq(advanceBookingRequests.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findReschedule(db: DbOrTx, id: number): Promise<RescheduleRow | null> {
  const rows = await db
    .select()
    .from(rescheduleRequests)
    .where(eq(rescheduleRequests.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** The handling rows of some requests of one kind (those without a row are new). */
export function handlingOf(db: DbOrTx, kind: RequestKind, ids: number[]): Promise<HandlingRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(requestHandling)
    .where(and(eq(requestHandling.kind, kind), inArray(requestHandling.requestId, ids)));
}

/** The handling row of a request, locked (FOR UPDATE), or null when it is still new. */
export async function lockHandling(
  tx: Tx,
  kind: RequestKind,
  requestId: number,
): Promise<HandlingRow | null> {
  const rows = await tx
    .select()
    .from(requestHandling)
    .where(and(eq(requestHandling.kind, kind), eq(requestHandling.requestId, requestId)))
    .for('update');
  return rows[0] ?? null;
}

/**
 * Moves a request to `status` when it is still at `from` (null = no row yet, new): one statement,
 * so of two staff members deciding at once exactly one wins. Null when it had moved meanwhile.
 */
export async function moveHandling(
  tx: DbOrTx,
  values: typeof requestHandling.$inferInsert,
  from: HandlingRow | null,
): Promise<HandlingRow | null> {
  if (from === null) {
    const rows = await tx.insert(requestHandling).values(values).onConflictDoNothing().returning();
    return rows[0] ?? null;
  }
  const rows = await tx
    .update(requestHandling)
    .set(values)
    .where(
      and(
        eq(requestHandling.kind, values.kind),
        eq(requestHandling.requestId, values.requestId),
        eq(requestHandling.status, from.status),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/**
 * Erases the person from the requests the customer filed (ADR 123) and from those filed without a
 * login with the same email or mobile (ADR 238), with the staff's replies to them (which may greet
 * the person); the requests stay as counts (hotel, dates, purpose, status). Returns their ids.
 */
export async function anonymiseCustomer(
  db: DbOrTx,
  who: { customerId: number; email: string; mobile: string },
): Promise<{ advance: number[]; reschedule: number[] }> {
  const email = who.email.toLowerCase();
  const advance = await db
    .update(advanceBookingRequests)
    .set({ name: 'Deleted customer', mobile: '', email: null, remarks: null })
    .where(
      or(
        eq(advanceBookingRequests.customerId, who.customerId),
        eq(sql`lower(${advanceBookingRequests.email})`, email),
        eq(advanceBookingRequests.mobile, who.mobile),
      ),
    )
    .returning({ id: advanceBookingRequests.id });
  const reschedule = await db
    .update(rescheduleRequests)
    .set({ name: 'Deleted customer', email: '', phone: '', reason: '' })
    .where(
      or(
        eq(rescheduleRequests.customerId, who.customerId),
        eq(sql`lower(${rescheduleRequests.email})`, email),
        eq(rescheduleRequests.phone, who.mobile),
      ),
    )
    .returning({ id: rescheduleRequests.id });
  const replies = [
    { kind: 'advance', ids: advance.map((r) => r.id) },
    { kind: 'reschedule', ids: reschedule.map((r) => r.id) },
  ];
  for (const { kind, ids } of replies) {
    if (ids.length === 0) continue;
    await db
      .update(requestHandling)
      .set({ reply: null })
      .where(and(eq(requestHandling.kind, kind), inArray(requestHandling.requestId, ids)));
  }
  return { advance: replies[0]!.ids, reschedule: replies[1]!.ids };
}
