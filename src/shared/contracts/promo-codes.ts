import { z } from 'zod';
import { MAX_ROOMS_PER_BOOKING } from '../constants';
import { normalisePromoCode, PROMO_CODE_RE, PROMO_KINDS } from '../promo-codes';
import { MAX_DB_ID, okReply } from './common';
import { isoDate, refineStay } from './hotels';
import { ratePlanIdField } from './rates';

/*
 * Promo codes (docs/api.md "Promo codes", ADR 365): the back office's codes and the guest's quote
 * of a stay with a code. Amounts are rupees like every amount in the API; the server keeps paise.
 */

export const PROMO_CODE_MSG = 'A promo code is 3 to 20 letters, digits or dashes.';

/** The code a guest types: trimmed, in capitals; an empty field is no code. */
export const promoCodeField = z
  .string({ message: PROMO_CODE_MSG })
  .max(40, PROMO_CODE_MSG)
  .transform(normalisePromoCode)
  .refine((v) => v === '' || PROMO_CODE_RE.test(v), { message: PROMO_CODE_MSG })
  .transform((v) => (v === '' ? undefined : v));

const limit = (label: string) =>
  z
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} is at least 1 (leave it empty for no limit).`)
    .max(1_000_000, `${label} is too large.`)
    .nullable()
    .default(null);

export const promoCodeBody = z
  .object({
    code: z
      .string({ message: 'The code is required.' })
      .transform(normalisePromoCode)
      .refine((v) => PROMO_CODE_RE.test(v), { message: PROMO_CODE_MSG }),
    description: z
      .string()
      .trim()
      .max(200, 'The description can be at most 200 characters.')
      .default(''),
    /** null: every hotel (admins only) */
    hotelId: z
      .number({ message: 'Choose a hotel, or all hotels.' })
      .int()
      .positive()
      .max(MAX_DB_ID)
      .nullable(),
    kind: z.enum(PROMO_KINDS, { message: 'Choose a percentage or an amount off.' }),
    /** whole percent off each night (kind percent) */
    discountPercent: z
      .number({ message: 'The discount must be a number.' })
      .int('The discount must be a whole percent.')
      .min(1, 'The discount is at least 1%.')
      .max(90, 'The discount can be at most 90%.')
      .nullable()
      .default(null),
    /** rupees off the stay (kind amount) */
    discountAmount: z
      .number({ message: 'The amount must be a number of rupees.' })
      .min(1, 'The amount is at least ₹1.')
      .max(1_000_000, 'The amount is too large.')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
        message: 'The amount can have at most two decimals (paise).',
      })
      .nullable()
      .default(null),
    validFrom: isoDate('The first night'),
    validTo: isoDate('The last night'),
    minNights: z
      .number({ message: 'The minimum stay must be a number of nights.' })
      .int('The minimum stay must be a whole number of nights.')
      .min(1, 'The minimum stay is at least 1 night.')
      .max(30, 'The minimum stay can be at most 30 nights.')
      .default(1),
    usageLimit: limit('The number of uses'),
    perCustomerLimit: limit('The uses per guest'),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && v.discountPercent === null)
      ctx.addIssue({
        code: 'custom',
        path: ['discountPercent'],
        message: 'Give the percentage off.',
      });
    if (v.kind === 'amount' && v.discountAmount === null)
      ctx.addIssue({ code: 'custom', path: ['discountAmount'], message: 'Give the amount off.' });
    if (v.validFrom && v.validTo && v.validTo < v.validFrom)
      ctx.addIssue({
        code: 'custom',
        path: ['validTo'],
        message: 'The last night cannot be before the first.',
      });
    if (v.usageLimit !== null && v.perCustomerLimit !== null && v.perCustomerLimit > v.usageLimit)
      ctx.addIssue({
        code: 'custom',
        path: ['perCustomerLimit'],
        message: 'The uses per guest cannot be more than the uses in all.',
      });
  });
export type PromoCodeBody = z.input<typeof promoCodeBody>;
export type PromoCodeInput = z.output<typeof promoCodeBody>;

export const promoCode = z.object({
  id: z.number(),
  code: z.string(),
  description: z.string(),
  hotelId: z.number().nullable(),
  kind: z.enum(PROMO_KINDS),
  discountPercent: z.number().nullable(),
  discountAmount: z.number().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  minNights: z.number(),
  usageLimit: z.number().nullable(),
  perCustomerLimit: z.number().nullable(),
  /** uses taken: paid bookings and holds still open */
  uses: z.number(),
  active: z.boolean(),
});
export type PromoCode = z.infer<typeof promoCode>;

export const promoCodesReply = okReply(z.array(promoCode));
export const promoCodeReply = okReply(promoCode).extend({ message: z.string() });

// POST /api/bookings/quote

export const quoteRequest = z
  .object({
    hotelID: z.number({ message: 'Choose a hotel.' }).int().positive().max(MAX_DB_ID),
    CheckIn: isoDate('Check-in date'),
    checkOUT: isoDate('Check-out date'),
    rooms: z
      .array(
        z.object({
          RoomTypeID: z.number({ message: 'Choose a room type.' }).int().positive().max(MAX_DB_ID),
          NoOfAdult: z.number().int().min(1).max(20),
          NoOfChild: z.number().int().min(0).max(20).default(0),
          ExtraPerson: z.number().int().min(0).max(20).default(0),
          RatePlanID: ratePlanIdField.optional(),
        }),
        { message: 'Choose at least 1 room.' },
      )
      .min(1, 'Choose at least 1 room.')
      .max(MAX_ROOMS_PER_BOOKING),
    PromoCode: promoCodeField.optional(),
  })
  .superRefine((v, ctx) =>
    refineStay({ checkIn: v.CheckIn, checkOut: v.checkOUT }, ctx, {
      checkIn: 'CheckIn',
      checkOut: 'checkOUT',
    }),
  );
export type QuoteRequest = z.input<typeof quoteRequest>;

const quoteLine = z.object({
  ratePercent: z.number(),
  nights: z.number(),
  taxable: z.number(),
  gst: z.number(),
});

/** The server's price of a stay (rupees): per room and in all, the promo discount before GST. */
export const quoteReply = okReply(
  z.object({
    rooms: z.array(
      z.object({
        RoomTypeID: z.number(),
        nights: z.number(),
        /** average price per night after the discount, extra persons apart */
        pricePerDay: z.number(),
        extraAmount: z.number(),
        /** the room's total before GST, after the discount */
        amount: z.number(),
        gst: z.number(),
        lines: z.array(quoteLine),
      }),
    ),
    /** the stay before the discount */
    roomTotalBeforeDiscount: z.number(),
    discount: z.number(),
    roomTotal: z.number(),
    gst: z.number(),
    totalPayable: z.number(),
    /** the code applied, in capitals; null when none was given */
    PromoCode: z.string().nullable(),
  }),
);
export type Quote = z.infer<typeof quoteReply>['data'];
