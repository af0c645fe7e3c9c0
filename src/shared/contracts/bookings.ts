import { z } from 'zod';
import { promoCodeField } from './promo-codes';
import { ratePlanIdField } from './rates';
import { readAadhaar } from '../aadhaar';
import { MAX_ROOMS_PER_BOOKING } from '../constants';
import { GSTIN_MESSAGES, gstinProblem } from '../gstin';
import { mobileSchema } from './auth';
import { MAX_DB_ID } from './common';
import { isoDate, refineStay } from './hotels';
import { paymentOrder } from './payments';

/* Booking contracts: the guest's details, POST /api/bookings and what the booking pages read. */

// Guest details

export const CUSTOMER_TYPES = ['Individual', 'Corporate', 'Government'] as const;
export const IDENTITY_TYPES = [
  'Aadhaar Card',
  'PAN Card',
  'Passport',
  'Driving Licence',
  'Voter ID',
] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];

const IDENTITY_PATTERNS: Record<
  Exclude<IdentityType, 'Aadhaar Card'>,
  { re: RegExp; message: string }
> = {
  'PAN Card': { re: /^[A-Z]{5}\d{4}[A-Z]$/, message: 'A PAN looks like ABCDE1234F.' },
  Passport: { re: /^[A-Z]\d{7}$/, message: 'A passport number looks like A1234567.' },
  'Driving Licence': {
    re: /^[A-Z0-9-]{8,20}$/,
    message: 'Enter the driving licence number as printed.',
  },
  'Voter ID': {
    re: /^[A-Z]{3}\d{7}$/,
    message: 'A voter ID (EPIC) number looks like ABC1234567.',
  },
};

export const AADHAAR_MESSAGES = {
  shape:
    'Enter the last 4 digits of the Aadhaar (or XXXX-XXXX-1234); a full Aadhaar number has 12 digits.',
  checksum: 'This is not a valid Aadhaar number: please check the digits, or give only the last 4.',
} as const;

/** The longest special request a booking takes (ADR 321). */
export const SPECIAL_REQUESTS_MAX = 500;

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`);

/** Guest details of the booking form (spec "Booking preview" names). */
export const guestFields = z.object({
  CustomerName: text('Name', 100),
  CustomerType: z
    .enum(CUSTOMER_TYPES, { message: 'Choose a customer type.' })
    .default('Individual'),
  EmailID: z
    .string({ message: 'Email is required.' })
    .trim()
    .toLowerCase()
    .email('Enter a valid email.')
    .max(254),
  MobileNo: mobileSchema('Enter a valid 10-digit mobile number.'),
  /** needed on the GST invoice only with a GSTIN (the recipient's address and state) */
  CustomerAddress: z
    .string()
    .trim()
    .max(300, 'Address can be at most 300 characters.')
    .optional()
    .transform((v) => v ?? ''),
  IdentityType: z.enum(IDENTITY_TYPES, { message: 'Choose an identity document.' }),
  IdentityNo: z
    .string({ message: 'Identity number is required.' })
    .trim()
    .toUpperCase()
    .min(1, 'Identity number is required.')
    .max(20, 'Identity number can be at most 20 characters.'),
  GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .transform((v) => (v ? v : undefined))
    .superRefine((v, ctx) => {
      const problem = v === undefined ? null : gstinProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: GSTIN_MESSAGES[problem] });
    }),
  /**
   * Special requests for the desk (early check-in, ground floor, accessible room): free text, at
   * most SPECIAL_REQUESTS_MAX characters, no control characters but line breaks (ADR 321).
   */
  SpecialRequests: z
    .string({ message: 'Special requests must be text.' })
    .trim()
    .max(
      SPECIAL_REQUESTS_MAX,
      `Special requests can be at most ${SPECIAL_REQUESTS_MAX} characters.`,
    )
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]*$/, {
      message: 'Special requests contain characters that are not allowed.',
    })
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** the guest accepted the cancellation policy and terms (an unticked box on the form) */
  AcceptTerms: z.literal(true, {
    message: 'Please accept the cancellation policy and terms to continue.',
  }),
});

/** Why an identity number does not look like the chosen document's number, or null. */
export function identityProblem(type: IdentityType, no: string): string | null {
  if (type === 'Aadhaar Card') {
    const read = readAadhaar(no);
    return read.ok ? null : AADHAAR_MESSAGES[read.reason];
  }
  const rule = IDENTITY_PATTERNS[type] as (typeof IDENTITY_PATTERNS)['PAN Card'] | undefined;
  return rule && !rule.re.test(no.replace(/\s+/g, '')) ? rule.message : null;
}

/** The identity number must look like the chosen document's number. */
export function refineIdentity(
  v: { IdentityType: IdentityType; IdentityNo: string },
  ctx: z.RefinementCtx,
): void {
  if (!v.IdentityNo || typeof v.IdentityNo !== 'string') return;
  const problem = identityProblem(v.IdentityType, v.IdentityNo);
  if (problem) ctx.addIssue({ code: 'custom', path: ['IdentityNo'], message: problem });
}

/** The GST invoice names the recipient's address (and so its state) when it carries a GSTIN. */
export function refineAddress(
  v: { GSTIN?: string | undefined; CustomerAddress: string },
  ctx: z.RefinementCtx,
): void {
  if (v.GSTIN && !v.CustomerAddress) {
    ctx.addIssue({
      code: 'custom',
      path: ['CustomerAddress'],
      message: 'Address is required with a GSTIN: the GST invoice shows it, with your state.',
    });
  }
}

/** Only the masked Aadhaar (XXXX-XXXX-1234) is ever kept: a full number is reduced to it. */
export function maskIdentity<T extends { IdentityType: IdentityType; IdentityNo: string }>(
  v: T,
): T {
  if (v.IdentityType !== 'Aadhaar Card') return v;
  const read = readAadhaar(v.IdentityNo);
  return read.ok ? { ...v, IdentityNo: read.masked } : v;
}

export const guestDetails = guestFields
  .superRefine(
    (v, ctx) => {
      refineIdentity(v, ctx);
      refineAddress(v, ctx);
    },
    // the form shows every mistake at once, also while another field (e.g. the terms box) is wrong
    { when: (p) => typeof p.value === 'object' && p.value !== null },
  )
  .transform(maskIdentity);
export type GuestDetails = z.infer<typeof guestDetails>;

// POST /api/bookings

const count = (label: string, min: number) =>
  z
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, min === 1 ? `Each room needs at least 1 adult.` : `${label} cannot be negative.`)
    .max(20, `${label} is too large.`);

export const bookingRoomInput = z.object({
  RoomTypeID: z
    .number({ message: 'Choose a room type.' })
    .int('Choose a room type.')
    .positive('Choose a room type.')
    .max(MAX_DB_ID, 'Choose a room type.'),
  NoOfAdult: count('Adults', 1),
  NoOfChild: count('Children', 0).default(0),
  ExtraPerson: count('Extra persons', 0).default(0),
  /** the rate plan (ADR 360); absent: the room type's standard rate */
  RatePlanID: ratePlanIdField.optional(),
});
export type BookingRoomInput = z.infer<typeof bookingRoomInput>;

export const createBookingRequest = z
  .object({
    hotelID: z
      .number({ message: 'Choose a hotel.' })
      .int('Choose a hotel.')
      .positive('Choose a hotel.')
      .max(MAX_DB_ID, 'Choose a hotel.'),
    CheckIn: isoDate('Check-in date'),
    checkOUT: isoDate('Check-out date'),
    rooms: z
      .array(bookingRoomInput, { message: 'Choose at least 1 room.' })
      .min(1, 'Choose at least 1 room.')
      .max(MAX_ROOMS_PER_BOOKING, `You can book at most ${MAX_ROOMS_PER_BOOKING} rooms at a time.`),
    /** a promo code (ADR 365): its discount comes off the room-nights before GST */
    PromoCode: promoCodeField.optional(),
  })
  .extend(guestFields.shape)
  .superRefine((v, ctx) => {
    refineIdentity(v, ctx);
    refineAddress(v, ctx);
    refineStay({ checkIn: v.CheckIn, checkOut: v.checkOUT }, ctx, {
      checkIn: 'CheckIn',
      checkOut: 'checkOUT',
    });
  })
  .transform(maskIdentity);
export type CreateBookingRequest = z.input<typeof createBookingRequest>;
export type CreateBooking = z.output<typeof createBookingRequest>;

export const bookingCreated = z.object({
  bookingId: z.number(),
  BookingRefNo: z.string(),
  status: z.literal('pending_payment'),
  holdExpiresAt: z.string(),
  /** rupees */
  roomTotal: z.number(),
  /** the promo code's discount before GST, when the booking has one (ADR 365) */
  discount: z.number().optional(),
  gst: z.number(),
  totalPayable: z.number(),
  payment: paymentOrder,
  /** for Razorpay checkout's prefill */
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  hotelName: z.string(),
});
export type BookingCreated = z.infer<typeof bookingCreated>;

/** POST /api/bookings/{id}/retry-payment: the same order again, with the hotel of the booking. */
export const bookingRetry = bookingCreated.extend({ hotelID: z.number() });
export type BookingRetry = z.infer<typeof bookingRetry>;

export const gstSlabDto = z.object({ minTariff: z.number(), ratePercent: z.number() });

// Back office: GST slab sets (GET/POST /api/staff/gst-slabs, ADR 221)

/** The GST rates a slab may carry, in percent (the rates of the CGST rate schedules). */
export const GST_RATES_PERCENT = [0, 5, 12, 18, 28] as const;
/** Most rows one slab set may have. */
export const MAX_SLABS_PER_SET = 10;
/** The largest slab minimum a set may name, in rupees (a room-night above this is not a hotel's). */
export const MAX_SLAB_MINIMUM_RUPEES = 10_000_000;

export const GST_SLAB_MSG = {
  afterToday: 'The effective date must be after today: a slab set in force or past cannot change.',
  rates: `Rates must be one of the GST rates ${GST_RATES_PERCENT.join(', ')} (percent).`,
  firstAtZero: 'The first slab must start at 0 rupees, so every room-night has a rate.',
  rise: 'Slab minimums must rise: each slab starts above the one before it.',
  notFuture: 'Only a slab set that has not yet taken effect can be withdrawn.',
  notFound: 'There is no slab set with that effective date.',
} as const;

const slabMinimum = z
  .number({ message: 'The slab minimum must be a number of rupees.' })
  .min(0, 'The slab minimum cannot be negative.')
  .max(MAX_SLAB_MINIMUM_RUPEES, 'The slab minimum is too large.')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: 'The slab minimum can have at most two decimals (paise).',
  });

const slabRate = z
  .number({ message: GST_SLAB_MSG.rates })
  .refine((v) => (GST_RATES_PERCENT as readonly number[]).includes(v), {
    message: GST_SLAB_MSG.rates,
  });

/** One row of a slab set: the rate of a room-night whose value is at least `minTariff` rupees. */
export const gstSlabInput = z.object({ minTariff: slabMinimum, ratePercent: slabRate });

/**
 * A new slab set (POST /api/staff/gst-slabs). "After today" needs the server's clock and is
 * checked there (same message); everything else is checked here, in the browser too.
 */
export const gstSlabSetBody = z
  .object({
    effectiveFrom: isoDate('The effective date'),
    slabs: z
      .array(gstSlabInput, { message: 'Give the slabs as a list.' })
      .min(1, 'Give at least one slab.')
      .max(MAX_SLABS_PER_SET, `A slab set has at most ${MAX_SLABS_PER_SET} slabs.`),
  })
  .superRefine((v, ctx) => {
    const first = v.slabs[0];
    if (first && first.minTariff !== 0)
      ctx.addIssue({
        code: 'custom',
        path: ['slabs', 0, 'minTariff'],
        message: GST_SLAB_MSG.firstAtZero,
      });
    v.slabs.forEach((s, i) => {
      const prev = v.slabs[i - 1];
      if (prev && !(s.minTariff > prev.minTariff))
        ctx.addIssue({
          code: 'custom',
          path: ['slabs', i, 'minTariff'],
          message: GST_SLAB_MSG.rise,
        });
    });
  });
export type GstSlabSetBody = z.infer<typeof gstSlabSetBody>;

export const GST_SLAB_SET_STATUSES = ['past', 'in_force', 'future'] as const;
export type GstSlabSetStatus = (typeof GST_SLAB_SET_STATUSES)[number];

/** A slab set as the back office lists it; `until` is the last day it applies (null: open). */
export const staffGstSlabSet = z.object({
  effectiveFrom: z.string(),
  until: z.string().nullable(),
  status: z.enum(GST_SLAB_SET_STATUSES),
  slabs: z.array(gstSlabDto),
});
export type StaffGstSlabSet = z.infer<typeof staffGstSlabSet>;
export const staffGstSlabSetsReply = z.object({
  success: z.literal(true),
  data: z.array(staffGstSlabSet),
});
export const staffGstSlabSetReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: staffGstSlabSet,
});

export const orderSummary = z.object({
  bookingId: z.number(),
  BookingRefNo: z.string(),
  status: z.string(),
  CustomerName: z.string(),
  MobileNo: z.string(),
  EmailID: z.string(),
  hotelName: z.string(),
  CheckIn: z.string(),
  checkOUT: z.string(),
  rooms: z.number(),
  totalPaid: z.number(),
  token: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummary>;
