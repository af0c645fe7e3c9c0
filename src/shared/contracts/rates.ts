import { z } from 'zod';
import { MEAL_PLANS } from '../rate-plans';
import { isoDate } from './hotels';
import { MAX_DB_ID, okReply } from './common';
import { refineRange } from './staff-hotels';

/*
 * Rate plans and stay restrictions (docs/api.md "Rate plans and restrictions", ADR 360, 361).
 * Amounts are rupees like every amount in the API; the server keeps paise.
 */

export const MEAL_PLAN_NAMES: Record<(typeof MEAL_PLANS)[number], string> = {
  ep: 'Room only (EP)',
  cp: 'With breakfast (CP)',
  map: 'Half board (MAP)',
};

const MAX_MEAL_RUPEES = 100_000;

const rupees = (label: string) =>
  z
    .number({ message: `${label} must be a number of rupees.` })
    .min(0, `${label} cannot be negative.`)
    .max(MAX_MEAL_RUPEES, `${label} is too large.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: `${label} can have at most two decimals (paise).`,
    });

export const ratePlanBody = z
  .object({
    name: z
      .string({ message: 'The plan name is required.' })
      .trim()
      .min(1, 'The plan name is required.')
      .max(80, 'The plan name is too long (at most 80 characters).'),
    nameHi: z
      .string()
      .trim()
      .max(80, 'The Hindi name is too long (at most 80 characters).')
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    mealPlan: z.enum(MEAL_PLANS, { message: 'The meal plan is EP, CP or MAP.' }),
    /** rupees per adult (and extra person) per night */
    mealAdult: rupees('The meal price per adult'),
    /** rupees per child per night */
    mealChild: rupees('The meal price per child'),
    /** off the room price, whole percent */
    discountPercent: z
      .number({ message: 'The discount must be a number.' })
      .int('The discount must be a whole percent.')
      .min(0, 'The discount cannot be negative.')
      .max(90, 'The discount can be at most 90%.'),
    refundable: z.boolean({ message: 'Say whether the plan is refundable.' }),
    /** the government-employee rate: the government ID is seen at check-in (ADR 366) */
    governmentId: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.mealPlan === 'ep' && (v.mealAdult > 0 || v.mealChild > 0))
      ctx.addIssue({
        code: 'custom',
        path: ['mealPlan'],
        message: 'A room-only plan has no meal price. Choose CP or MAP, or set the meals to 0.',
      });
    if (v.mealPlan !== 'ep' && v.mealAdult === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['mealAdult'],
        message: 'A plan with meals needs a meal price per adult.',
      });
  });
export type RatePlanBody = z.infer<typeof ratePlanBody>;

export const ratePlan = z.object({
  /** null: the standard rate of the room type (no row) */
  id: z.number().nullable(),
  roomTypeId: z.number(),
  name: z.string(),
  nameHi: z.string().nullable(),
  mealPlan: z.enum(MEAL_PLANS),
  mealAdult: z.number(),
  mealChild: z.number(),
  discountPercent: z.number(),
  refundable: z.boolean(),
  governmentId: z.boolean(),
  active: z.boolean(),
});
export type RatePlan = z.infer<typeof ratePlan>;

export const ratePlanReply = okReply(ratePlan).extend({ message: z.string() });

export const restrictionsBody = z
  .object({
    from: isoDate('The start date'),
    to: isoDate('The end date'),
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .min(1, 'Choose at least one weekday.')
      .max(7)
      .optional(),
    /** null removes the minimum; absent leaves it */
    minStay: z
      .number({ message: 'The minimum stay must be a number of nights.' })
      .int('The minimum stay must be a whole number of nights.')
      .min(1, 'The minimum stay is at least 1 night.')
      .max(30, 'The minimum stay can be at most 30 nights.')
      .nullable()
      .optional(),
    closedToArrival: z.boolean().optional(),
    closedToDeparture: z.boolean().optional(),
    stopSell: z.boolean().optional(),
  })
  .strict()
  .superRefine(refineRange)
  .superRefine((v, ctx) => {
    if (
      v.minStay === undefined &&
      v.closedToArrival === undefined &&
      v.closedToDeparture === undefined &&
      v.stopSell === undefined
    )
      ctx.addIssue({ code: 'custom', path: ['minStay'], message: 'Choose a restriction to set.' });
  });
export type RestrictionsBody = z.infer<typeof restrictionsBody>;

const MAX_GRID_DAYS = 31;

export const gridQuery = z.object({
  from: isoDate('The start date'),
  days: z.coerce
    .number({ message: 'Days must be a number.' })
    .int()
    .min(1)
    .max(MAX_GRID_DAYS, `The grid shows at most ${MAX_GRID_DAYS} days.`)
    .default(14),
});

export const gridNight = z.object({
  date: z.string(),
  /** rupees: the room type's price of the night (EP, standard rate) */
  price: z.number(),
  free: z.number(),
  minStay: z.number().nullable(),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
  stopSell: z.boolean(),
});

export const gridRoomType = z.object({
  id: z.number(),
  name: z.string(),
  /** the plan prices are shown for this many adults */
  adults: z.number(),
  nights: z.array(gridNight),
  plans: z.array(ratePlan.extend({ prices: z.array(z.number()) })),
});

export const gridReply = okReply(
  z.object({ from: z.string(), dates: z.array(z.string()), roomTypes: z.array(gridRoomType) }),
);
export type RateGrid = z.infer<typeof gridReply>['data'];

export const plansQuery = z
  .object({ checkIn: isoDate('Check-in date'), checkOut: isoDate('Check-out date') })
  .refine((v) => v.checkOut > v.checkIn, {
    path: ['checkOut'],
    message: 'Check-out must be after check-in.',
  });

/** GET /api/hotel/{id}/rate-plans: the plans of each room type for a stay, and why not sold. */
export const hotelPlansReply = okReply(
  z.array(
    z.object({
      roomTypeId: z.number(),
      /** why this stay cannot be sold (minimum stay, closed to arrival …), or null */
      restriction: z.string().nullable(),
      plans: z.array(ratePlan),
    }),
  ),
);
export type HotelPlans = z.infer<typeof hotelPlansReply>['data'];

export const ratePlanIdField = z
  .number({ message: 'Choose a rate plan.' })
  .int('Choose a rate plan.')
  .positive('Choose a rate plan.')
  .max(MAX_DB_ID, 'Choose a rate plan.');
