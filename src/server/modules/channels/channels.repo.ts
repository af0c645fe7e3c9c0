import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  channelAriPending,
  channelBookings,
  channelProperties,
  channelPushState,
  channelRevisions,
  channelRoomTypes,
} from '../../db/schema/index';

export type PendingRow = { roomTypeId: number; night: string; version: number };

// ---- mappings ---------------------------------------------------------------------------------

export function listProperties(db: DbOrTx) {
  return db.select().from(channelProperties).orderBy(asc(channelProperties.hotelId));
}

export function listRoomTypeMappings(db: DbOrTx, hotelId?: number) {
  return db
    .select()
    .from(channelRoomTypes)
    .where(hotelId === undefined ? undefined : eq(channelRoomTypes.hotelId, hotelId))
    .orderBy(asc(channelRoomTypes.roomTypeId));
}

export async function propertyOfHotel(db: DbOrTx, hotelId: number): Promise<string | null> {
  const [r] = await db
    .select({ propertyId: channelProperties.propertyId })
    .from(channelProperties)
    .where(eq(channelProperties.hotelId, hotelId));
  return r?.propertyId ?? null;
}

export async function hotelOfProperty(db: DbOrTx, propertyId: string): Promise<number | null> {
  const [r] = await db
    .select({ hotelId: channelProperties.hotelId })
    .from(channelProperties)
    .where(eq(channelProperties.propertyId, propertyId));
  return r?.hotelId ?? null;
}

/** A hotel's whole mapping replaced; null propertyId: the hotel is no longer sold there. */
export async function replaceHotelMapping(
  tx: DbOrTx,
  hotelId: number,
  propertyId: string | null,
  roomTypes: { roomTypeId: number; channelRoomTypeId: string }[],
): Promise<void> {
  await tx.delete(channelRoomTypes).where(eq(channelRoomTypes.hotelId, hotelId));
  await tx.delete(channelAriPending).where(eq(channelAriPending.hotelId, hotelId));
  if (propertyId === null) {
    await tx.delete(channelProperties).where(eq(channelProperties.hotelId, hotelId));
    return;
  }
  await tx
    .insert(channelProperties)
    .values({ hotelId, propertyId })
    .onConflictDoUpdate({ target: channelProperties.hotelId, set: { propertyId } });
  if (roomTypes.length)
    await tx.insert(channelRoomTypes).values(roomTypes.map((r) => ({ ...r, hotelId })));
}

/** Every night of [from, from + days) of the room types marked pending: a full sync. */
export async function markNightsPending(
  tx: DbOrTx,
  hotelId: number,
  roomTypeIds: number[],
  from: string,
  days: number,
): Promise<void> {
  if (roomTypeIds.length === 0) return;
  await tx.execute(sql`
    INSERT INTO channel_ari_pending (room_type_id, night, hotel_id)
    SELECT rt, (${from}::date + d)::date, ${hotelId}::int
    FROM unnest(${sql.raw(`ARRAY[${roomTypeIds.map(Number).join(',')}]`)}::int[]) AS rt,
         generate_series(0, ${days - 1}::int) AS d
    ON CONFLICT (room_type_id, night)
      DO UPDATE SET version = channel_ari_pending.version + 1, changed_at = now()`);
}

// ---- pending changes and the push state -----------------------------------------------------------

export async function hotelsWithPending(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ hotelId: channelAriPending.hotelId })
    .from(channelAriPending)
    .orderBy(asc(channelAriPending.hotelId));
  return rows.map((r) => r.hotelId);
}

export function pendingOf(db: DbOrTx, hotelId: number, limit: number): Promise<PendingRow[]> {
  return db
    .select({
      roomTypeId: channelAriPending.roomTypeId,
      night: channelAriPending.night,
      version: channelAriPending.version,
    })
    .from(channelAriPending)
    .where(eq(channelAriPending.hotelId, hotelId))
    .orderBy(asc(channelAriPending.roomTypeId), asc(channelAriPending.night))
    .limit(limit);
}

/**
 * Forgets the pushed nights still at the version pushed. A night changed since (a higher version,
 * or a change in flight holding its row) stays pending and goes in the next push; rows locked by
 * a transaction in flight are skipped, never waited for.
 */
export async function deletePushed(db: DbOrTx, pushed: PendingRow[]): Promise<void> {
  const byType = new Map<number, PendingRow[]>();
  for (const p of pushed) byType.set(p.roomTypeId, [...(byType.get(p.roomTypeId) ?? []), p]);
  for (const [roomTypeId, rows] of byType) {
    await db.transaction(async (tx) => {
      const locked = await tx
        .select({ night: channelAriPending.night, version: channelAriPending.version })
        .from(channelAriPending)
        .where(
          and(
            eq(channelAriPending.roomTypeId, roomTypeId),
            inArray(
              channelAriPending.night,
              rows.map((r) => r.night),
            ),
          ),
        )
        .for('update', { skipLocked: true });
      const pushedAt = new Map(rows.map((r) => [r.night, r.version]));
      const done = locked.filter((l) => pushedAt.get(l.night) === l.version).map((l) => l.night);
      if (done.length)
        await tx
          .delete(channelAriPending)
          .where(
            and(
              eq(channelAriPending.roomTypeId, roomTypeId),
              inArray(channelAriPending.night, done),
            ),
          );
    });
  }
}

/**
 * Takes the hotel's push for `leaseMs` when no one else holds it, its back-off is over and the last
 * push was at least `minIntervalMs` ago (the channel manager's rate limit); null otherwise.
 */
export async function claimHotel(
  db: DbOrTx,
  hotelId: number,
  o: { now: Date; token: string; leaseMs: number; minIntervalMs: number },
): Promise<{ attempts: number } | null> {
  await db.insert(channelPushState).values({ hotelId }).onConflictDoNothing();
  const rows = await db
    .update(channelPushState)
    .set({ leaseUntil: new Date(o.now.getTime() + o.leaseMs), leaseToken: o.token })
    .where(
      and(
        eq(channelPushState.hotelId, hotelId),
        or(isNull(channelPushState.leaseUntil), lt(channelPushState.leaseUntil, o.now)),
        or(isNull(channelPushState.nextAttemptAt), lte(channelPushState.nextAttemptAt, o.now)),
        or(
          isNull(channelPushState.lastPushAt),
          lte(channelPushState.lastPushAt, new Date(o.now.getTime() - o.minIntervalMs)),
        ),
      ),
    )
    .returning({ attempts: channelPushState.attempts });
  return rows[0] ?? null;
}

export async function releaseHotel(
  db: DbOrTx,
  hotelId: number,
  token: string,
  outcome:
    | { ok: true; at: Date; pushed: boolean }
    | { ok: false; at: Date; nextAttemptAt: Date; error: string },
): Promise<void> {
  const common = { leaseUntil: null, leaseToken: null };
  const set = outcome.ok
    ? {
        ...common,
        attempts: 0,
        nextAttemptAt: null,
        lastError: null,
        ...(outcome.pushed ? { lastPushAt: outcome.at, lastSuccessAt: outcome.at } : {}),
      }
    : {
        ...common,
        attempts: sql`${channelPushState.attempts} + 1`,
        nextAttemptAt: outcome.nextAttemptAt,
        lastPushAt: outcome.at,
        lastError: outcome.error,
      };
  await db
    .update(channelPushState)
    .set(set)
    .where(and(eq(channelPushState.hotelId, hotelId), eq(channelPushState.leaseToken, token)));
}

// ---- booking revisions --------------------------------------------------------------------------

export async function revisionOf(db: DbOrTx, revisionId: string) {
  const [r] = await db
    .select()
    .from(channelRevisions)
    .where(eq(channelRevisions.revisionId, revisionId));
  return r ?? null;
}

/** Records a revision; false when it was recorded already (by another process, at the same time). */
export async function insertRevision(
  tx: DbOrTx,
  r: typeof channelRevisions.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(channelRevisions)
    .values(r)
    .onConflictDoNothing()
    .returning({ id: channelRevisions.revisionId });
  return rows.length === 1;
}

export async function setRevisionOutcome(
  tx: DbOrTx,
  revisionId: string,
  outcome: 'booked' | 'overbooked' | 'cancelled' | 'ignored',
  bookingId: number | null,
): Promise<void> {
  await tx
    .update(channelRevisions)
    .set({ outcome, bookingId })
    .where(eq(channelRevisions.revisionId, revisionId));
}

export async function setRevisionAcked(db: DbOrTx, revisionId: string, at: Date): Promise<void> {
  await db
    .update(channelRevisions)
    .set({ ackedAt: at })
    .where(and(eq(channelRevisions.revisionId, revisionId), isNull(channelRevisions.ackedAt)));
}

export async function channelBookingOf(db: DbOrTx, channelBookingId: string) {
  const [r] = await db
    .select()
    .from(channelBookings)
    .where(eq(channelBookings.channelBookingId, channelBookingId));
  return r ?? null;
}

export async function insertChannelBooking(
  tx: DbOrTx,
  r: typeof channelBookings.$inferInsert,
): Promise<void> {
  await tx.insert(channelBookings).values(r);
}

/** Overbooked OTA bookings of the given hotels (null: all), newest first. */
export function overbooked(db: DbOrTx, hotelIds: number[] | null) {
  return db
    .select()
    .from(channelBookings)
    .where(
      and(
        eq(channelBookings.overbooked, true),
        hotelIds === null ? undefined : inArray(channelBookings.hotelId, hotelIds),
      ),
    )
    .orderBy(desc(channelBookings.createdAt));
}

/** The booking no longer overbooked (cancelled, or moved by staff). */
export async function clearOverbooked(db: DbOrTx, bookingId: number): Promise<void> {
  await db
    .update(channelBookings)
    .set({ overbooked: false })
    .where(eq(channelBookings.bookingId, bookingId));
}
