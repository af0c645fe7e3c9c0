import {
  type ClosuresBody,
  type RatesBody,
  type CalendarNight,
} from '../../../shared/contracts/staff-hotels';
import type {
  HotelPlans,
  RateGrid,
  RatePlan,
  RatePlanBody,
  RestrictionsBody,
} from '../../../shared/contracts/rates';
import { addDays, nightsOf } from '../../../shared/dates';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money';
import { planNightPrices } from '../../../shared/rate-plans';
import type { Db, DbOrTx } from '../../db/client';
import { retryOnce } from '../../db/retry';
import { notFound } from '../../http-errors';
import { assertHotelReach, type StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as availability from '../availability/availability.service';
import * as hotels from '../hotels/hotels.service';
import * as rooms from '../stays/rooms.service';
import * as ratePlansRepo from './rate-plans.repo';
import * as ratePlans from './rate-plans.service';

/*
 * The back office's nightly prices and closures of a room type (ADR 141, 142, 275). The tables
 * (room_rates, room_inventory) are written by the availability module; this module checks the
 * staff member's reach, converts rupees to paise and keeps the audit entry in the same
 * transaction. Every change drops the public replies and pages of the hotel when it commits
 * (ADR 246).
 */

type Ctx = { db: Db; staff: StaffMember; now: Date };

/** Runs a change of hotel `hotelId` and its audit entry in one transaction (ADR 246). */
function change<T>(db: Db, hotelId: number, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return retryOnce(() => hotels.changeHotel(db, hotelId, fn));
}

/** The nights of a month (YYYY-MM) of a room type: price, extra-person rate, booked/closed/free. */
export async function ratesCalendar(c: Ctx, hotelId: number, roomTypeId: number, month: string) {
  assertHotelReach(c.staff, hotelId);
  await hotels.requireHotel(c.db, hotelId);
  const t = await hotels.roomTypeOf(c.db, hotelId, roomTypeId);
  const from = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const to = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  const nights = await availability.ratesCalendar(c.db, t, from, to);
  return {
    month,
    roomType: await hotels.staffRoomType(c.db, hotelId, roomTypeId),
    nights: nights.map((n): CalendarNight => ({
      date: n.date,
      price: paiseToRupees(n.pricePaise),
      extraPersonRate: paiseToRupees(n.extraPersonRatePaise),
      custom: n.custom,
      total: n.total,
      booked: n.booked,
      closed: n.closed,
      free: n.free,
    })),
  };
}

/** Sets the nightly price (and extra-person rate) of a room type for a range of nights. */
export async function setRates(c: Ctx, hotelId: number, roomTypeId: number, body: RatesBody) {
  assertHotelReach(c.staff, hotelId);
  await hotels.requireHotel(c.db, hotelId);
  return change(c.db, hotelId, async (tx) => {
    const t = await hotels.roomTypeOf(tx, hotelId, roomTypeId);
    const pricePaise = body.pricePerDay === null ? null : rupeesToPaise(body.pricePerDay);
    const extra =
      body.extraPersonRate === undefined || body.extraPersonRate === null
        ? null
        : rupeesToPaise(body.extraPersonRate);
    const { nights, before } = await availability.setRates(tx, t.id, {
      from: body.from,
      to: body.to,
      ...(body.weekdays ? { weekdays: body.weekdays } : {}),
      pricePaise,
      extraPersonRatePaise: extra,
    });
    await audit.recordAudit(tx, {
      staffId: c.staff.id,
      action: body.pricePerDay === null ? 'clear' : 'set',
      entity: 'room_rate',
      entityId: roomTypeId,
      before: {
        nights: before.map((r) => ({
          night: r.night,
          pricePerDay: paiseToRupees(r.pricePaise),
          extraPersonRate:
            r.extraPersonRatePaise === null ? null : paiseToRupees(r.extraPersonRatePaise),
        })),
      },
      after: { hotelId, ...body, nights },
      at: c.now,
    });
    return { nights: nights.length };
  });
}

/** Sets rooms out of order for a range of nights (0 reopens); 409 when fewer rooms are free. */
export async function setClosures(c: Ctx, hotelId: number, roomTypeId: number, body: ClosuresBody) {
  assertHotelReach(c.staff, hotelId);
  await hotels.requireHotel(c.db, hotelId);
  await change(c.db, hotelId, async (tx) => {
    const t = await hotels.roomTypeOf(tx, hotelId, roomTypeId);
    const { before } = await availability.setClosures(
      tx,
      { id: t.id, name: t.name },
      body.from,
      body.to,
      body.rooms,
      (locked) => rooms.outOfOrderByNight(locked, t.id, body.from, body.to),
    );
    await audit.recordAudit(tx, {
      staffId: c.staff.id,
      action: body.rooms === 0 ? 'reopen' : 'close',
      entity: 'room_closure',
      entityId: roomTypeId,
      before: { nights: before },
      after: { hotelId, ...body },
      at: c.now,
    });
  });
}

// ---- rate plans and restrictions (ADR 360, 361) ------------------------------------------------

const planValues = (b: RatePlanBody): ratePlansRepo.PlanValues => ({
  name: b.name,
  nameHi: b.nameHi ?? null,
  mealPlan: b.mealPlan,
  mealAdultPaise: rupeesToPaise(b.mealAdult),
  mealChildPaise: rupeesToPaise(b.mealChild),
  discountBp: b.discountPercent * 100,
  refundable: b.refundable,
  governmentId: b.governmentId,
  active: b.active,
});

/**
 * The rate grid of a hotel: every room type's nightly price, free rooms and restrictions, and
 * each plan's price of those nights (for up to 2 adults), for `days` days from `from`.
 */
export async function rateGrid(
  c: Ctx,
  hotelId: number,
  from: string,
  days: number,
): Promise<RateGrid> {
  assertHotelReach(c.staff, hotelId);
  await hotels.requireHotel(c.db, hotelId);
  const to = addDays(from, days);
  const quotes = await availability.quoteRoomTypes(c.db, [hotelId], from, to);
  const ids = quotes.map((q) => q.roomType.id);
  const plans = await ratePlansRepo.plansOf(c.db, ids, false);
  const restrictions = await ratePlansRepo.restrictionsOf(c.db, ids, from, to);
  const key = (id: number, night: string) => `${id}|${night}`;
  const restrictionBy = new Map(restrictions.map((r) => [key(r.roomTypeId, r.night), r]));
  return {
    from,
    dates: nightsOf(from, to),
    roomTypes: quotes
      .sort((a, b) => a.roomType.id - b.roomType.id)
      .map((q) => {
        const adults = Math.min(2, q.roomType.maxAdults);
        const party = { adults, children: 0, extraPersons: 0 };
        const roomNights = q.nights.map((n) => n.pricePaise);
        return {
          id: q.roomType.id,
          name: q.roomType.name,
          adults,
          nights: q.nights.map((n) => {
            const r = restrictionBy.get(key(q.roomType.id, n.date));
            return {
              date: n.date,
              price: paiseToRupees(n.pricePaise),
              free: n.available,
              minStay: r?.minStay ?? null,
              closedToArrival: r?.closedToArrival ?? false,
              closedToDeparture: r?.closedToDeparture ?? false,
              stopSell: r?.stopSell ?? false,
            };
          }),
          plans: plans
            .filter((p) => p.roomTypeId === q.roomType.id)
            .map((p) => ({
              ...ratePlans.planDto(p),
              prices: planNightPrices(roomNights, ratePlans.ruleOf(p), party).map(paiseToRupees),
            })),
        };
      }),
  };
}

/** Adds a rate plan to a room type (planId undefined) or changes one; audited. */
export async function saveRatePlan(
  c: Ctx,
  hotelId: number,
  roomTypeId: number,
  planId: number | undefined,
  body: RatePlanBody,
): Promise<RatePlan> {
  assertHotelReach(c.staff, hotelId);
  await hotels.requireHotel(c.db, hotelId);
  return change(c.db, hotelId, async (tx) => {
    const t = await hotels.roomTypeOf(tx, hotelId, roomTypeId);
    const before = planId === undefined ? null : await ratePlansRepo.planById(tx, planId);
    if (planId !== undefined && before?.roomTypeId !== t.id) throw notFound('Rate plan not found.');
    const row =
      planId === undefined
        ? await ratePlansRepo.insertPlan(tx, t.id, planValues(body), c.now)
        : await ratePlansRepo.updatePlan(tx, planId, planValues(body));
    await audit.recordAudit(tx, {
      staffId: c.staff.id,
      action: planId === undefined ? 'create' : 'update',
      entity: 'rate_plan',
      entityId: row.id,
      before: before ? ratePlans.planDto(before) : null,
      after: { hotelId, ...ratePlans.planDto(row) },
      at: c.now,
    });
    return ratePlans.planDto(row);
  });
}

/** Sets stay restrictions of a room type over a range of nights (some weekdays); audited. */
export async function setRestrictions(
  c: Ctx,
  hotelId: number,
  roomTypeId: number,
  body: RestrictionsBody,
): Promise<{ nights: number }> {
  assertHotelReach(c.staff, hotelId);
  await hotels.requireHotel(c.db, hotelId);
  return change(c.db, hotelId, async (tx) => {
    const t = await hotels.roomTypeOf(tx, hotelId, roomTypeId);
    const nights = nightsOf(body.from, body.to).filter(
      (d) => !body.weekdays || body.weekdays.includes(availability.weekdayOf(d)),
    );
    const { from, to, weekdays, ...restrictions } = body;
    void from;
    void to;
    void weekdays;
    await ratePlansRepo.setRestrictions(tx, t.id, nights, restrictions);
    await audit.recordAudit(tx, {
      staffId: c.staff.id,
      action: 'set',
      entity: 'rate_restriction',
      entityId: roomTypeId,
      before: null,
      after: { hotelId, ...body, nights: nights.length },
      at: c.now,
    });
    return { nights: nights.length };
  });
}

/** GET /api/hotel/{id}/rate-plans: the plans of each room type for a stay, and why it is not sold. */
export async function hotelPlans(
  db: Db,
  hotelId: number,
  checkIn: string,
  checkOut: string,
): Promise<HotelPlans> {
  await hotels.requireHotel(db, hotelId);
  const quotes = await availability.quoteRoomTypes(db, [hotelId], checkIn, checkOut);
  const types = quotes.map((q) => ({ id: q.roomType.id, name: q.roomType.name }));
  const problems = await ratePlans.restrictionsForStay(db, types, checkIn, checkOut);
  const offered = await ratePlans.offeredPlans(
    db,
    types.map((t) => t.id),
  );
  return types
    .sort((a, b) => a.id - b.id)
    .map((t) => ({
      roomTypeId: t.id,
      restriction: problems.get(t.id) ?? null,
      plans: offered.get(t.id) ?? [],
    }));
}
