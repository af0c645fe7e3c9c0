import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { MEAL_PLANS } from '../../../shared/rate-plans';
import { roomTypes } from './hotels';
import { inSet } from './closed-set';

/**
 * The rate plans of a room type beside its standard rate (ADR 360): meals per person per night,
 * a discount on the room part, refundable or not. Written by the `rates` module.
 */
export const ratePlans = pgTable(
  'rate_plans',
  {
    id: serial().primaryKey(),
    roomTypeId: integer()
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    nameHi: text(),
    /** one of MEAL_PLANS (ep, cp, map), enforced by a CHECK */
    mealPlan: text({ enum: MEAL_PLANS }).notNull(),
    mealAdultPaise: integer().notNull().default(0),
    mealChildPaise: integer().notNull().default(0),
    discountBp: integer().notNull().default(0),
    refundable: boolean().notNull().default(true),
    /** the government-employee rate: shown to anyone, the government ID seen at check-in (ADR 366) */
    governmentId: boolean().notNull().default(false),
    /** withdrawn plans stay for the bookings sold on them, and are no longer offered */
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rate_plans_room_type_idx').on(t.roomTypeId),
    check('rate_plans_meal_plan_check', inSet(t.mealPlan, MEAL_PLANS)),
    check(
      'rate_plans_amounts_check',
      sql`${t.mealAdultPaise} >= 0 AND ${t.mealChildPaise} >= 0 AND ${t.discountBp} BETWEEN 0 AND 9000`,
    ),
  ],
);

/** Stay restrictions of a room type per night (ADR 361); a night without a row has none. */
export const rateRestrictions = pgTable(
  'rate_restrictions',
  {
    roomTypeId: integer()
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    night: date({ mode: 'string' }).notNull(),
    minStay: integer(),
    closedToArrival: boolean().notNull().default(false),
    closedToDeparture: boolean().notNull().default(false),
    stopSell: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    check(
      'rate_restrictions_min_stay_check',
      sql`${t.minStay} IS NULL OR ${t.minStay} BETWEEN 1 AND 30`,
    ),
  ],
);

export type RatePlanRow = typeof ratePlans.$inferSelect;
