import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ratePlans, rateRestrictions, type RatePlanRow } from '../../db/schema/index';
import type { MealPlan, NightRestriction } from '../../../shared/rate-plans';

export type { RatePlanRow };

/** The plans of some room types, oldest first; `activeOnly` leaves out withdrawn plans. */
export async function plansOf(
  db: DbOrTx,
  roomTypeIds: number[],
  activeOnly: boolean,
): Promise<RatePlanRow[]> {
  if (roomTypeIds.length === 0) return [];
  return db
    .select()
    .from(ratePlans)
    .where(
      and(
        inArray(ratePlans.roomTypeId, roomTypeIds),
        activeOnly ? eq(ratePlans.active, true) : undefined,
      ),
    )
    .orderBy(asc(ratePlans.roomTypeId), asc(ratePlans.id));
}

export async function planById(db: DbOrTx, id: number): Promise<RatePlanRow | null> {
  const [row] = await db.select().from(ratePlans).where(eq(ratePlans.id, id)).limit(1);
  return row ?? null;
}

export type PlanValues = {
  name: string;
  nameHi: string | null;
  mealPlan: MealPlan;
  mealAdultPaise: number;
  mealChildPaise: number;
  discountBp: number;
  refundable: boolean;
  governmentId: boolean;
  active: boolean;
};

export async function insertPlan(
  tx: DbOrTx,
  roomTypeId: number,
  v: PlanValues,
  now: Date,
): Promise<RatePlanRow> {
  const [row] = await tx
    .insert(ratePlans)
    .values({ roomTypeId, ...v, createdAt: now })
    .returning();
  return row!;
}

export async function updatePlan(tx: DbOrTx, id: number, v: PlanValues): Promise<RatePlanRow> {
  const [row] = await tx.update(ratePlans).set(v).where(eq(ratePlans.id, id)).returning();
  return row!;
}

/** The restriction rows of some room types for the days [from, to] (both included). */
export async function restrictionsOf(
  db: DbOrTx,
  roomTypeIds: number[],
  from: string,
  to: string,
): Promise<(NightRestriction & { roomTypeId: number })[]> {
  if (roomTypeIds.length === 0) return [];
  return db
    .select({
      roomTypeId: rateRestrictions.roomTypeId,
      night: rateRestrictions.night,
      minStay: rateRestrictions.minStay,
      closedToArrival: rateRestrictions.closedToArrival,
      closedToDeparture: rateRestrictions.closedToDeparture,
      stopSell: rateRestrictions.stopSell,
    })
    .from(rateRestrictions)
    .where(
      and(
        inArray(rateRestrictions.roomTypeId, roomTypeIds),
        gte(rateRestrictions.night, from),
        lte(rateRestrictions.night, to),
      ),
    );
}

export type RestrictionChange = {
  minStay?: number | null;
  closedToArrival?: boolean;
  closedToDeparture?: boolean;
  stopSell?: boolean;
};

/** Sets the named restrictions on each night, keeping the others; rows left empty are removed. */
export async function setRestrictions(
  tx: DbOrTx,
  roomTypeId: number,
  nights: string[],
  change: RestrictionChange,
): Promise<void> {
  if (nights.length === 0) return;
  const values = nights.map((night) => ({
    roomTypeId,
    night,
    minStay: change.minStay ?? null,
    closedToArrival: change.closedToArrival ?? false,
    closedToDeparture: change.closedToDeparture ?? false,
    stopSell: change.stopSell ?? false,
  }));
  const set: Record<string, unknown> = {};
  if (change.minStay !== undefined) set.minStay = sql`excluded.min_stay`;
  if (change.closedToArrival !== undefined) set.closedToArrival = sql`excluded.closed_to_arrival`;
  if (change.closedToDeparture !== undefined)
    set.closedToDeparture = sql`excluded.closed_to_departure`;
  if (change.stopSell !== undefined) set.stopSell = sql`excluded.stop_sell`;
  await tx
    .insert(rateRestrictions)
    .values(values)
    .onConflictDoUpdate({ target: [rateRestrictions.roomTypeId, rateRestrictions.night], set });
  await tx
    .delete(rateRestrictions)
    .where(
      and(
        eq(rateRestrictions.roomTypeId, roomTypeId),
        inArray(rateRestrictions.night, nights),
        sql`${rateRestrictions.minStay} IS NULL`,
        eq(rateRestrictions.closedToArrival, false),
        eq(rateRestrictions.closedToDeparture, false),
        eq(rateRestrictions.stopSell, false),
      ),
    );
}
