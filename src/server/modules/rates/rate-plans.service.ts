import type { RatePlan } from '../../../shared/contracts/rates';
import { paiseToRupees } from '../../../shared/money';
import {
  STANDARD_PLAN,
  planNightPrices,
  restrictionProblem,
  type Party,
  type RatePlanRule,
} from '../../../shared/rate-plans';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../http-errors';
import * as repo from './rate-plans.repo';

/*
 * Rate plans and stay restrictions as the sale asks them (ADR 360, 361): which plans a room type
 * offers for a stay, whether the stay may be sold at all, and the nightly prices of a room under
 * the plan the guest chose. Bookings call `planStay` inside their transaction; this file reads
 * only the rates module's own tables, so it may be imported by any module without a cycle.
 */

const STANDARD_PLAN_NAME = 'Standard rate';

export function ruleOf(row: repo.RatePlanRow): RatePlanRule {
  return {
    mealPlan: row.mealPlan,
    mealAdultPaise: row.mealAdultPaise,
    mealChildPaise: row.mealChildPaise,
    discountBp: row.discountBp,
    refundable: row.refundable,
  };
}

export function planDto(row: repo.RatePlanRow): RatePlan {
  return {
    id: row.id,
    roomTypeId: row.roomTypeId,
    name: row.name,
    nameHi: row.nameHi,
    mealPlan: row.mealPlan,
    mealAdult: paiseToRupees(row.mealAdultPaise),
    mealChild: paiseToRupees(row.mealChildPaise),
    discountPercent: row.discountBp / 100,
    refundable: row.refundable,
    governmentId: row.governmentId,
    active: row.active,
  };
}

function standardDto(roomTypeId: number): RatePlan {
  return {
    id: null,
    roomTypeId,
    name: STANDARD_PLAN_NAME,
    nameHi: null,
    mealPlan: 'ep',
    mealAdult: 0,
    mealChild: 0,
    discountPercent: 0,
    refundable: true,
    governmentId: false,
    active: true,
  };
}

type StayRoomType = { id: number; name: string };

/** Why each room type may not be sold for the stay (null: it may), by room type id. */
export async function restrictionsForStay(
  db: DbOrTx,
  types: readonly StayRoomType[],
  checkIn: string,
  checkOut: string,
): Promise<Map<number, string | null>> {
  const rows = await repo.restrictionsOf(
    db,
    types.map((t) => t.id),
    checkIn,
    checkOut,
  );
  return new Map(
    types.map((t) => [
      t.id,
      restrictionProblem(
        t.name,
        checkIn,
        checkOut,
        rows.filter((r) => r.roomTypeId === t.id),
      ),
    ]),
  );
}

/** The plans a guest may choose for each room type: the standard rate first, then the active plans. */
export async function offeredPlans(
  db: DbOrTx,
  roomTypeIds: readonly number[],
): Promise<Map<number, RatePlan[]>> {
  const rows = await repo.plansOf(db, [...roomTypeIds], true);
  return new Map(
    roomTypeIds.map((id) => [
      id,
      [standardDto(id), ...rows.filter((r) => r.roomTypeId === id).map(planDto)],
    ]),
  );
}

/** A room of a stay being sold: its type, the plan asked for and its party. */
export type PlanRoom = {
  roomType: StayRoomType;
  ratePlanId: number | undefined;
  party: Party;
  /** the room type's price of each night of the stay (room only, standard rate) */
  roomNightsPaise: readonly number[];
};

/** What a booked room records of its plan, and its nightly prices under the plan. */
export type PlannedRoom = {
  ratePlanId: number | null;
  ratePlanName: string;
  /** the government-employee rate: ID seen at check-in (ADR 366) */
  governmentId: boolean;
  rule: RatePlanRule;
  nightPricesPaise: number[];
};

/**
 * The stay's rooms under their plans, or a 400 naming why it cannot be sold: a restriction of a
 * room type (minimum stay, closed to arrival or departure, stop-sell), or a plan that is not one
 * of the room type's offered plans.
 */
export async function planStay(
  tx: DbOrTx,
  rooms: readonly PlanRoom[],
  checkIn: string,
  checkOut: string,
): Promise<PlannedRoom[]> {
  const types = [...new Map(rooms.map((r) => [r.roomType.id, r.roomType])).values()];
  const problems = await restrictionsForStay(tx, types, checkIn, checkOut);
  const issues: { path: string; message: string }[] = [];
  rooms.forEach((r, i) => {
    const p = problems.get(r.roomType.id);
    if (p) issues.push({ path: `rooms.${i}.RoomTypeID`, message: p });
  });
  if (issues.length) throw badRequest(issues[0]!.message, issues);
  const ids = rooms.map((r) => r.ratePlanId).filter((id): id is number => id !== undefined);
  const plans = await repo.plansOf(
    tx,
    types.map((t) => t.id),
    true,
  );
  const byId = new Map(plans.filter((p) => ids.includes(p.id)).map((p) => [p.id, p]));
  return rooms.map((r, i) => {
    if (r.ratePlanId === undefined) return standardRoom(r);
    const row = byId.get(r.ratePlanId);
    if (!row || row.roomTypeId !== r.roomType.id) {
      const message = `Room ${i + 1}: this rate plan is not offered for ${r.roomType.name}.`;
      throw badRequest(message, [{ path: `rooms.${i}.RatePlanID`, message }]);
    }
    return plannedRoom(r, row);
  });
}

/** A room priced on a plan's row. */
function plannedRoom(r: PlanRoom, row: repo.RatePlanRow): PlannedRoom {
  const rule = ruleOf(row);
  return {
    ratePlanId: row.id,
    ratePlanName: row.name,
    governmentId: row.governmentId,
    rule,
    nightPricesPaise: planNightPrices(r.roomNightsPaise, rule, r.party),
  };
}

const standardRoom = (r: PlanRoom): PlannedRoom => ({
  ratePlanId: null,
  ratePlanName: STANDARD_PLAN_NAME,
  governmentId: false,
  rule: STANDARD_PLAN,
  nightPricesPaise: planNightPrices(r.roomNightsPaise, STANDARD_PLAN, r.party),
});

/**
 * The rooms of an OTA's booking under the plans the channel manager names (ADR 395): a plan of
 * the room's type, offered or withdrawn since (the OTA has sold it), else the standard rate. It
 * never refuses: the OTA has sold the room, and the restrictions were pushed to it (ADR 384).
 */
export async function planChannelRooms(
  db: DbOrTx,
  rooms: readonly PlanRoom[],
): Promise<PlannedRoom[]> {
  const plans = await repo.plansOf(db, [...new Set(rooms.map((r) => r.roomType.id))], false);
  return rooms.map((r) => {
    const row = plans.find((p) => p.id === r.ratePlanId && p.roomTypeId === r.roomType.id);
    return row ? plannedRoom(r, row) : standardRoom(r);
  });
}

/** A room of a booking request with its quote, as `planStay` takes it. */
export function planRoomOf(
  quote: { roomType: StayRoomType; nights: readonly { pricePaise: number }[] },
  room: {
    NoOfAdult: number;
    NoOfChild: number;
    ExtraPerson: number;
    RatePlanID?: number | undefined;
  },
): PlanRoom {
  return {
    roomType: { id: quote.roomType.id, name: quote.roomType.name },
    ratePlanId: room.RatePlanID,
    party: { adults: room.NoOfAdult, children: room.NoOfChild, extraPersons: room.ExtraPerson },
    roomNightsPaise: quote.nights.map((n) => n.pricePaise),
  };
}

/** The plan columns of a booked room (booking_rooms). */
export function bookedPlan(p: PlannedRoom) {
  return {
    ratePlanId: p.ratePlanId,
    ratePlanName: p.ratePlanName,
    mealPlan: p.rule.mealPlan,
    refundable: p.rule.refundable,
    governmentId: p.governmentId,
  };
}

/**
 * The rules of the plans booked rooms were sold on, active or withdrawn since (a date change
 * prices the new dates on the plan the guest bought, ADR 389), by plan id.
 */
export async function soldPlanRules(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, RatePlanRule>> {
  const out = new Map<number, RatePlanRule>();
  for (const id of new Set(ids)) {
    const row = await repo.planById(db, id);
    if (row) out.set(id, ruleOf(row));
  }
  return out;
}
