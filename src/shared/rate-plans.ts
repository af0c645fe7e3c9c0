import { formatDate, nightsOf, type IsoDate } from './dates';
import { percentOf } from './money';

/**
 * Rate plans and stay restrictions of a room type (ADR 360), as pure rules the server charges
 * with and the booking page previews with.
 *
 * A plan is the room type's nightly price (room_rates, or the base price) plus its meals per
 * person per night, less the plan's discount on the room part. Meals sold with the room are one
 * composite supply whose principal supply is the accommodation (CGST Act s.2(30), s.8(a)): the
 * meals are added to the night's value of supply and taxed with it, at the room-night's slab.
 */

/** EP room only, CP with breakfast, MAP half board (breakfast and one main meal). */
export const MEAL_PLANS = ['ep', 'cp', 'map'] as const;
export type MealPlan = (typeof MEAL_PLANS)[number];

export type RatePlanRule = {
  mealPlan: MealPlan;
  /** meals per adult (and extra person) per night */
  mealAdultPaise: number;
  /** meals per child per night */
  mealChildPaise: number;
  /** off the room price of each night, in basis points (1000 = 10%) */
  discountBp: number;
  /** false: cancelling refunds nothing */
  refundable: boolean;
};

/** The standard rate: room only, the hotel's cancellation policy, no discount. */
export const STANDARD_PLAN: RatePlanRule = {
  mealPlan: 'ep',
  mealAdultPaise: 0,
  mealChildPaise: 0,
  discountBp: 0,
  refundable: true,
};

export type Party = { adults: number; children: number; extraPersons: number };

/** The plan's price of one night for a room: room price less discount, plus the party's meals. */
export function planNightPaise(roomPaise: number, plan: RatePlanRule, party: Party): number {
  const room = roomPaise - percentOf(roomPaise, plan.discountBp);
  const meals =
    (party.adults + party.extraPersons) * plan.mealAdultPaise +
    party.children * plan.mealChildPaise;
  return room + meals;
}

/** Each night's price of a stay under a plan. */
export function planNightPrices(
  roomNightsPaise: readonly number[],
  plan: RatePlanRule,
  party: Party,
): number[] {
  return roomNightsPaise.map((p) => planNightPaise(p, plan, party));
}

/** The restrictions of one night of a room type (a night without a row has none). */
export type NightRestriction = {
  night: IsoDate;
  /** a stay through this night must be at least this many nights; null: no minimum */
  minStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  stopSell: boolean;
};

/**
 * Why a stay of `roomTypeName` from checkIn to checkOut may not be sold, or null. `rows` are the
 * room type's restriction rows of the stay's nights and of the check-out day (any order). Minimum
 * stay counts through: a stay that includes a night needs at least that night's minimum.
 */
export function restrictionProblem(
  roomTypeName: string,
  checkIn: IsoDate,
  checkOut: IsoDate,
  rows: readonly NightRestriction[],
): string | null {
  const byNight = new Map(rows.map((r) => [r.night, r]));
  const nights = nightsOf(checkIn, checkOut);
  const stopped = nights.find((n) => byNight.get(n)?.stopSell);
  if (stopped) return `${roomTypeName} is not sold for the night of ${formatDate(stopped)}.`;
  if (byNight.get(checkIn)?.closedToArrival)
    return `${roomTypeName} does not take arrivals on ${formatDate(checkIn)}. Please choose another check-in date.`;
  if (byNight.get(checkOut)?.closedToDeparture)
    return `${roomTypeName} does not take departures on ${formatDate(checkOut)}. Please choose another check-out date.`;
  let need = 0;
  let through: IsoDate | null = null;
  for (const n of nights) {
    const m = byNight.get(n)?.minStay ?? null;
    if (m !== null && m > need) {
      need = m;
      through = n;
    }
  }
  if (through && nights.length < need)
    return `A stay in ${roomTypeName} that includes the night of ${formatDate(through)} needs at least ${need} nights.`;
  return null;
}
