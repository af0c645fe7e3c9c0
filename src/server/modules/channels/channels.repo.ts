import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  channelAriPending,
  channelBookings,
  channelCommissions,
  channelFeedState,
  channelIcalFeeds,
  channelProperties,
  channelPushState,
  channelRatePending,
  channelRatePlans,
  channelRevisions,
  channelRoomTypes,
  ratePlans,
  rateRestrictions,
  roomRates,
  roomTypes,
} from '../../db/schema/index';

export type PendingRow = { roomTypeId: number; night: string; version: number };

/** What a push carries: free rooms (ADR 261), or prices and restrictions (ADR 384). */
export type PushKind = 'availability' | 'rates';

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
  roomTypes: { roomTypeId: number; channelRoomTypeId: string; channelRatePlanId: string | null }[],
  plans: { ratePlanId: number; channelRatePlanId: string }[] = [],
): Promise<void> {
  await tx.delete(channelRatePlans).where(eq(channelRatePlans.hotelId, hotelId));
  await tx.delete(channelRoomTypes).where(eq(channelRoomTypes.hotelId, hotelId));
  await tx.delete(channelAriPending).where(eq(channelAriPending.hotelId, hotelId));
  await tx.delete(channelRatePending).where(eq(channelRatePending.hotelId, hotelId));
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
  if (plans.length) await tx.insert(channelRatePlans).values(plans.map((p) => ({ ...p, hotelId })));
}

/**
 * Takes the hotel's full sync when its last one was before `due` (another process taking it at
 * the same time gets false), setting it to `at`.
 */
export async function claimFullSync(
  db: DbOrTx,
  hotelId: number,
  at: Date,
  due: Date | null = null,
): Promise<boolean> {
  const rows = await db
    .update(channelProperties)
    .set({ lastFullSyncAt: at })
    .where(
      and(
        eq(channelProperties.hotelId, hotelId),
        due === null
          ? undefined
          : or(isNull(channelProperties.lastFullSyncAt), lt(channelProperties.lastFullSyncAt, due)),
      ),
    )
    .returning({ hotelId: channelProperties.hotelId });
  return rows.length === 1;
}

export function listRatePlanMappings(db: DbOrTx, hotelId?: number) {
  return db
    .select({
      ratePlanId: channelRatePlans.ratePlanId,
      hotelId: channelRatePlans.hotelId,
      channelRatePlanId: channelRatePlans.channelRatePlanId,
      roomTypeId: ratePlans.roomTypeId,
    })
    .from(channelRatePlans)
    .innerJoin(ratePlans, eq(ratePlans.id, channelRatePlans.ratePlanId))
    .where(hotelId === undefined ? undefined : eq(channelRatePlans.hotelId, hotelId))
    .orderBy(asc(channelRatePlans.ratePlanId));
}

/** The room type of each plan named (a plan not found is absent). */
export async function roomTypesOfPlans(
  db: DbOrTx,
  planIds: number[],
): Promise<Map<number, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ id: ratePlans.id, roomTypeId: ratePlans.roomTypeId })
    .from(ratePlans)
    .where(inArray(ratePlans.id, planIds));
  return new Map(rows.map((r) => [r.id, r.roomTypeId]));
}

/** Every night of [from, from + days) of the room types marked pending: a full sync. */
export async function markNightsPending(
  tx: DbOrTx,
  hotelId: number,
  roomTypeIds: number[],
  from: string,
  days: number,
  kind: PushKind = 'availability',
): Promise<void> {
  if (roomTypeIds.length === 0) return;
  const table = sql.raw(kind === 'rates' ? 'channel_rate_pending' : 'channel_ari_pending');
  await tx.execute(sql`
    INSERT INTO ${table} (room_type_id, night, hotel_id)
    SELECT rt, (${from}::date + d)::date, ${hotelId}::int
    FROM unnest(${sql.raw(`ARRAY[${roomTypeIds.map(Number).join(',')}]`)}::int[]) AS rt,
         generate_series(0, ${days - 1}::int) AS d
    ON CONFLICT (room_type_id, night)
      DO UPDATE SET version = ${table}.version + 1, changed_at = now()`);
}

// ---- commissions (ADR 393) ------------------------------------------------------------------------

export function listCommissions(db: DbOrTx) {
  return db
    .select({
      otaName: channelCommissions.otaName,
      commissionBp: channelCommissions.commissionBp,
    })
    .from(channelCommissions)
    .orderBy(asc(channelCommissions.otaName));
}

/** The whole list replaced. */
export async function replaceCommissions(
  tx: DbOrTx,
  rows: { otaName: string; commissionBp: number }[],
): Promise<void> {
  await tx.delete(channelCommissions);
  if (rows.length) await tx.insert(channelCommissions).values(rows);
}

// ---- pending changes and the push state -----------------------------------------------------------

const pendingTable = (kind: PushKind) =>
  kind === 'rates' ? channelRatePending : channelAriPending;

export async function hotelsWithPending(
  db: DbOrTx,
  kind: PushKind = 'availability',
): Promise<number[]> {
  const t = pendingTable(kind);
  const rows = await db.selectDistinct({ hotelId: t.hotelId }).from(t).orderBy(asc(t.hotelId));
  return rows.map((r) => r.hotelId);
}

export function pendingOf(
  db: DbOrTx,
  hotelId: number,
  limit: number,
  kind: PushKind = 'availability',
): Promise<PendingRow[]> {
  const t = pendingTable(kind);
  return db
    .select({ roomTypeId: t.roomTypeId, night: t.night, version: t.version })
    .from(t)
    .where(eq(t.hotelId, hotelId))
    .orderBy(asc(t.roomTypeId), asc(t.night))
    .limit(limit);
}

/**
 * Forgets the pushed nights still at the version pushed. A night changed since (a higher version,
 * or a change in flight holding its row) stays pending and goes in the next push; rows locked by
 * a transaction in flight are skipped, never waited for.
 */
export async function deletePushed(
  db: DbOrTx,
  pushed: PendingRow[],
  kind: PushKind = 'availability',
): Promise<void> {
  const t = pendingTable(kind);
  const byType = new Map<number, PendingRow[]>();
  for (const p of pushed) byType.set(p.roomTypeId, [...(byType.get(p.roomTypeId) ?? []), p]);
  for (const [roomTypeId, rows] of byType) {
    await db.transaction(async (tx) => {
      const locked = await tx
        .select({ night: t.night, version: t.version })
        .from(t)
        .where(
          and(
            eq(t.roomTypeId, roomTypeId),
            inArray(
              t.night,
              rows.map((r) => r.night),
            ),
          ),
        )
        .for('update', { skipLocked: true });
      const pushedAt = new Map(rows.map((r) => [r.night, r.version]));
      const done = locked.filter((l) => pushedAt.get(l.night) === l.version).map((l) => l.night);
      if (done.length === 0) return;
      if (kind === 'rates')
        await tx
          .delete(channelRatePending)
          .where(
            and(
              eq(channelRatePending.roomTypeId, roomTypeId),
              inArray(channelRatePending.night, done),
            ),
          );
      else
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

/** A room type's nightly room price (paise), restrictions and plans, for the nights named. */
export async function rateNights(db: DbOrTx, roomTypeId: number, nights: string[]) {
  const [type] = await db
    .select({ basePricePaise: roomTypes.basePricePaise, maxAdults: roomTypes.maxAdults })
    .from(roomTypes)
    .where(eq(roomTypes.id, roomTypeId));
  if (!type || nights.length === 0) return null;
  const prices = await db
    .select({ night: roomRates.night, pricePaise: roomRates.pricePaise })
    .from(roomRates)
    .where(and(eq(roomRates.roomTypeId, roomTypeId), inArray(roomRates.night, nights)));
  const restrictions = await db
    .select()
    .from(rateRestrictions)
    .where(
      and(eq(rateRestrictions.roomTypeId, roomTypeId), inArray(rateRestrictions.night, nights)),
    );
  const plans = await db
    .select({ plan: ratePlans, channelRatePlanId: channelRatePlans.channelRatePlanId })
    .from(ratePlans)
    .innerJoin(channelRatePlans, eq(channelRatePlans.ratePlanId, ratePlans.id))
    .where(eq(ratePlans.roomTypeId, roomTypeId))
    .orderBy(asc(ratePlans.id));
  return {
    basePricePaise: type.basePricePaise,
    maxAdults: type.maxAdults,
    prices: new Map(prices.map((p) => [p.night, p.pricePaise])),
    restrictions: new Map(restrictions.map((r) => [r.night, r])),
    plans,
  };
}

/**
 * Takes the hotel's push for `leaseMs` when no one else holds it, its back-off is over and the last
 * push was at least `minIntervalMs` ago (the channel manager's rate limit); null otherwise.
 */
export async function claimHotel(
  db: DbOrTx,
  hotelId: number,
  o: { now: Date; token: string; leaseMs: number; minIntervalMs: number; kind?: PushKind },
): Promise<{ attempts: number } | null> {
  const kind = o.kind ?? 'availability';
  await db.insert(channelPushState).values({ hotelId, kind }).onConflictDoNothing();
  const rows = await db
    .update(channelPushState)
    .set({ leaseUntil: new Date(o.now.getTime() + o.leaseMs), leaseToken: o.token })
    .where(
      and(
        eq(channelPushState.hotelId, hotelId),
        eq(channelPushState.kind, kind),
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
  kind: PushKind = 'availability',
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
    .where(
      and(
        eq(channelPushState.hotelId, hotelId),
        eq(channelPushState.kind, kind),
        eq(channelPushState.leaseToken, token),
      ),
    );
}

/** Every hotel's push state of both kinds (the mapping screen). */
export function pushStates(db: DbOrTx) {
  return db
    .select()
    .from(channelPushState)
    .orderBy(asc(channelPushState.hotelId), asc(channelPushState.kind));
}

/** A failed push tried again at the next tick: its wait is over (the mapping screen's retry). */
export async function retryNow(
  db: DbOrTx,
  hotelId: number,
  kind: PushKind,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(channelPushState)
    .set({ nextAttemptAt: now })
    .where(and(eq(channelPushState.hotelId, hotelId), eq(channelPushState.kind, kind)))
    .returning({ hotelId: channelPushState.hotelId });
  return rows.length === 1;
}

/** The feed's last pull: every pull sets its time; a success clears the error. */
export async function recordPull(
  db: DbOrTx,
  o: { at: Date; ok: true } | { at: Date; ok: false; error: string },
): Promise<void> {
  const set = o.ok
    ? { lastPullAt: o.at, lastSuccessAt: o.at, lastError: null }
    : { lastPullAt: o.at, lastError: o.error };
  await db
    .insert(channelFeedState)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: channelFeedState.id, set });
}

export async function feedState(db: DbOrTx) {
  const [r] = await db.select().from(channelFeedState);
  return r ?? null;
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

// ---- calendar export (ADR 386) -----------------------------------------------------------------

export async function icalFeedByToken(db: DbOrTx, token: string) {
  const [r] = await db
    .select({
      roomTypeId: channelIcalFeeds.roomTypeId,
      hotelId: channelIcalFeeds.hotelId,
      roomTypeName: roomTypes.name,
    })
    .from(channelIcalFeeds)
    .innerJoin(roomTypes, eq(roomTypes.id, channelIcalFeeds.roomTypeId))
    .where(eq(channelIcalFeeds.token, token));
  return r ?? null;
}

/** A room type's calendar token made, or replaced by a new one (the old address stops working). */
export async function setIcalToken(
  db: DbOrTx,
  r: { roomTypeId: number; hotelId: number; token: string; createdAt: Date },
): Promise<void> {
  await db
    .insert(channelIcalFeeds)
    .values(r)
    .onConflictDoUpdate({
      target: channelIcalFeeds.roomTypeId,
      set: { token: r.token, createdAt: r.createdAt },
    });
}

export function listIcalFeeds(db: DbOrTx) {
  return db
    .select({
      roomTypeId: channelIcalFeeds.roomTypeId,
      hotelId: channelIcalFeeds.hotelId,
      roomTypeName: roomTypes.name,
      token: channelIcalFeeds.token,
      createdAt: channelIcalFeeds.createdAt,
    })
    .from(channelIcalFeeds)
    .innerJoin(roomTypes, eq(roomTypes.id, channelIcalFeeds.roomTypeId))
    .orderBy(asc(channelIcalFeeds.hotelId), asc(channelIcalFeeds.roomTypeId));
}

/** The stop-sold nights of a room type in [from, to). */
export async function stopSellNights(
  db: DbOrTx,
  roomTypeId: number,
  from: string,
  to: string,
): Promise<string[]> {
  const rows = await db
    .select({ night: rateRestrictions.night })
    .from(rateRestrictions)
    .where(
      and(
        eq(rateRestrictions.roomTypeId, roomTypeId),
        eq(rateRestrictions.stopSell, true),
        gte(rateRestrictions.night, from),
        lt(rateRestrictions.night, to),
      ),
    );
  return rows.map((r) => r.night);
}

/** Pending nights per hotel of each kind. */
export async function pendingCounts(db: DbOrTx): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const kind of ['availability', 'rates'] as const) {
    const t = pendingTable(kind);
    const rows = await db
      .select({ hotelId: t.hotelId, n: sql<number>`count(*)::int` })
      .from(t)
      .groupBy(t.hotelId);
    for (const r of rows) out.set(`${r.hotelId}|${kind}`, Number(r.n));
  }
  return out;
}
