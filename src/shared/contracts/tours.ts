import { z } from 'zod';
import { mobileSchema } from './auth';
import { IDENTITY_TYPES } from './bookings';
import { MAX_DB_ID } from './common';
import { isoDate } from './hotels';
import { paymentOrder } from './payments';
import { TOUR_BOOKING_STATUSES, TOUR_DEPARTURE_STATUSES } from '../statuses';
import { addDays, daysBetween, isIsoDate } from '../dates';

/* Tours sold online (ADR 295): departures, seat holds, bookings, vouchers and the manifest. */

/** A traveller younger than this pays the child price. */
export const CHILD_AGE_BELOW = 12;
/** The most travellers one booking may take. */
export const MAX_TRAVELLERS = 10;

/** The deduction bands a tour sells under when staff set none (ADR 295). */
export const TOUR_CANCELLATION_POLICY = [
  { minDays: 7, maxDays: null, deductionPercent: 0 },
  { minDays: 2, maxDays: 6, deductionPercent: 50 },
  { minDays: 0, maxDays: 1, deductionPercent: 100 },
] as const;

const hhmm = (label: string) =>
  z
    .string({ message: `${label} is required.` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time written HH:MM, e.g. 06:30.`);

const rupees = (label: string) =>
  z
    .number({ message: `${label} must be a number of rupees.` })
    .nonnegative(`${label} cannot be negative.`)
    .max(10_000_000, `${label} is too large.`)
    .refine(
      (v) =>
        Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      {
        message: `${label} can have at most two decimals.`,
      },
    );

const name = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`);

export const pickupPointInput = z.object({
  name: name('Pickup point', 120),
  time: hhmm('Pickup time'),
});

const departureFields = z.object({
  time: hhmm('Departure time'),
  seats: z
    .number({ message: 'Seats must be a number.' })
    .int('Seats must be a whole number.')
    .min(1, 'A departure needs at least 1 seat.')
    .max(500, 'A departure can have at most 500 seats.'),
  /** rupees, before GST */
  adultPrice: rupees('Adult price'),
  childPrice: rupees('Child price'),
  singleSupplement: rupees('Single supplement').nullable().optional(),
  guidePhone: mobileSchema('Enter the guide’s 10-digit mobile number.').nullable().optional(),
  pickupPoints: z
    .array(pickupPointInput, { message: 'Add at least one pickup point.' })
    .min(1, 'Add at least one pickup point.')
    .max(10, 'A departure can have at most 10 pickup points.'),
});

/**
 * POST /api/staff/tours/{id}/departures: one departure on `date`, or a weekly schedule: every
 * `weekdays` (0 Sunday .. 6 Saturday) from `from` to `to`.
 */
export const singleDepartureRequest = departureFields.extend({ date: isoDate('Date') }).strict();
export const departureScheduleRequest = departureFields
  .extend({
    schedule: z.object({
      from: isoDate('From'),
      to: isoDate('To'),
      weekdays: z
        .array(z.number().int().min(0).max(6), { message: 'Choose the days of the week.' })
        .min(1, 'Choose at least one day of the week.'),
    }),
  })
  .strict()
  .superRefine((v, ctx) => {
    const { from, to } = v.schedule;
    if (!isIsoDate(from) || !isIsoDate(to)) return;
    if (to < from)
      ctx.addIssue({
        code: 'custom',
        path: ['schedule', 'to'],
        message: 'To must not be before From.',
      });
    else if (daysBetween(from, to) > 366)
      ctx.addIssue({
        code: 'custom',
        path: ['schedule', 'to'],
        message: 'A schedule can cover at most a year.',
      });
  });
export const createDeparturesRequest = z.union([singleDepartureRequest, departureScheduleRequest]);
export type CreateDeparturesRequest = z.infer<typeof createDeparturesRequest>;

/** PUT /api/staff/tours/{id}/departures: change one departure (its id in the body). */
export const updateDepartureRequest = departureFields
  .partial()
  .extend({
    id: z.number().int().positive().max(MAX_DB_ID),
    status: z
      .enum(['open', 'closed'], { message: "status must be 'open' or 'closed'." })
      .optional(),
  })
  .strict();
export type UpdateDepartureRequest = z.infer<typeof updateDepartureRequest>;

export const pickupPoint = z.object({ id: z.number(), name: z.string(), time: z.string() });

/** A departure as the public tour page reads it. Prices in paise, before GST. */
export const publicDeparture = z.object({
  id: z.number(),
  date: z.string(),
  time: z.string(),
  seatsLeft: z.number(),
  adultPricePaise: z.number(),
  childPricePaise: z.number(),
  singleSupplementPaise: z.number().nullable(),
  pickupPoints: z.array(pickupPoint),
});
export type PublicDeparture = z.infer<typeof publicDeparture>;

/** GET /api/tours/{id}/departures: what the tour page shows before booking. */
export const tourDeparturesReply = z.object({
  departures: z.array(publicDeparture),
  gstRatePercent: z.number(),
  sac: z.string(),
  cancellationPolicy: z.array(
    z.object({ minDays: z.number(), maxDays: z.number().nullable(), deductionPercent: z.number() }),
  ),
});
export type TourDeparturesReply = z.infer<typeof tourDeparturesReply>;

export const departuresQuery = z
  .object({ from: isoDate('from').optional(), to: isoDate('to').optional() })
  .superRefine((v, ctx) => {
    if (v.from && v.to && isIsoDate(v.from) && isIsoDate(v.to) && v.to < v.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from.' });
  });

/** GET /api/staff/tours: a tour the staff member may manage departures of. */
export const staffTourItem = z.object({
  id: z.number(),
  title: z.string(),
  published: z.boolean(),
});

/** A departure as staff see it. */
export const staffDeparture = publicDeparture.extend({
  tourId: z.number(),
  seats: z.number(),
  seatsSold: z.number(),
  status: z.enum(TOUR_DEPARTURE_STATUSES),
  guidePhone: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type StaffDeparture = z.infer<typeof staffDeparture>;

export const TRAVELLER_ID_TYPES = IDENTITY_TYPES;

export const travellerInput = z.object({
  name: name('Traveller’s name', 100),
  age: z
    .number({ message: 'Age must be a number.' })
    .int('Age must be a whole number of years.')
    .min(0, 'Age cannot be negative.')
    .max(120, 'Age must be at most 120.'),
  idType: z.enum(TRAVELLER_ID_TYPES, { message: 'Choose an identity document.' }),
});
export type TravellerInput = z.infer<typeof travellerInput>;

/** POST /api/tour-bookings */
export const createTourBookingRequest = z.object({
  departureId: z.number({ message: 'Choose a departure.' }).int().positive().max(MAX_DB_ID),
  pickupPointId: z.number({ message: 'Choose a pickup point.' }).int().positive().max(MAX_DB_ID),
  travellers: z
    .array(travellerInput, { message: 'Add the travellers.' })
    .min(1, 'Add at least one traveller.')
    .max(MAX_TRAVELLERS, `One booking can take at most ${MAX_TRAVELLERS} travellers.`)
    .refine((t) => t.some((x) => x.age >= CHILD_AGE_BELOW), {
      message: 'A child must travel with an adult: add at least one traveller aged 12 or more.',
    }),
  CustomerName: name('Name', 100),
  EmailID: z
    .string({ message: 'Email is required.' })
    .trim()
    .toLowerCase()
    .email('Enter a valid email.')
    .max(254),
  MobileNo: mobileSchema('Enter a valid 10-digit mobile number.'),
  AcceptTerms: z.literal(true, {
    message: 'Please accept the cancellation policy and terms to continue.',
  }),
});
export type CreateTourBooking = z.infer<typeof createTourBookingRequest>;

export const tourBookingCreated = z.object({
  tourBookingId: z.number(),
  BookingRefNo: z.string(),
  status: z.literal('pending_payment'),
  holdExpiresAt: z.string(),
  /** rupees */
  amount: z.number(),
  gst: z.number(),
  totalPayable: z.number(),
  payment: paymentOrder,
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  tourTitle: z.string(),
});
export type TourBookingCreated = z.infer<typeof tourBookingCreated>;

export const tourTraveller = z.object({
  id: z.number(),
  name: z.string(),
  age: z.number(),
  idType: z.string(),
  child: z.boolean(),
  pricePaise: z.number(),
  status: z.enum(['booked', 'cancelled']),
});

/** GET /api/tour-bookings/{id}: the booking, its voucher's contents. */
export const tourBookingDetail = z.object({
  id: z.number(),
  BookingRefNo: z.string(),
  status: z.enum(TOUR_BOOKING_STATUSES),
  tourId: z.number(),
  tourTitle: z.string(),
  tourTitleHi: z.string().nullable(),
  includes: z.array(z.string()),
  includesHi: z.array(z.string()).nullable(),
  departure: z.object({
    id: z.number(),
    date: z.string(),
    time: z.string(),
    status: z.enum(TOUR_DEPARTURE_STATUSES),
  }),
  pickupPoint: pickupPoint,
  guidePhone: z.string().nullable(),
  travellers: z.array(tourTraveller),
  CustomerName: z.string(),
  EmailID: z.string(),
  MobileNo: z.string(),
  amountPaise: z.number(),
  gstPaise: z.number(),
  gstRateBp: z.number(),
  totalPaise: z.number(),
  sac: z.string(),
  invoiceNo: z.string().nullable(),
  holdExpiresAt: z.string(),
  confirmedAt: z.string().nullable(),
  payment: paymentOrder.nullable(),
  /** what was refunded on cancellations (ADR 350), oldest first */
  refunds: z.array(
    z.object({
      id: z.number(),
      amountPaise: z.number(),
      status: z.enum(['pending', 'processed', 'failed']),
      createdAt: z.string(),
    }),
  ),
  /** the GST credit notes of its cancellations, oldest first (each a page and a PDF) */
  creditNotes: z.array(z.object({ id: z.number(), no: z.string(), date: z.string() })),
});
export type TourBookingDetail = z.infer<typeof tourBookingDetail>;

/** The next `days` days from `from`: the default window of the departures list. */
export function departureWindow(today: string, from?: string, to?: string) {
  const f = from && from > today ? from : today;
  return { from: f, to: to ?? addDays(f, 180) };
}

// ---- cancellation (ADR 350) --------------------------------------------------------------------

/**
 * POST /api/tour-bookings/{id}/cancel (guest) and /api/staff/tour-bookings/{id}/cancel (staff):
 * the travellers to cancel, or every one still booked when `travellerIds` is left out.
 */
export const cancelTourRequest = z.object({
  travellerIds: z
    .array(z.number().int().positive().max(MAX_DB_ID), {
      message: 'Choose the travellers to cancel.',
    })
    .min(1, 'Choose at least one traveller to cancel.')
    .max(MAX_TRAVELLERS)
    .optional(),
  reason: z.string().trim().max(300, 'Keep the reason within 300 characters.').optional(),
});
export type CancelTourRequest = z.infer<typeof cancelTourRequest>;

/** What a cancellation refunds (the preview, and the result once done). */
export const tourCancelQuote = z.object({
  travellerIds: z.array(z.number()),
  daysBefore: z.number(),
  deductionPercent: z.number(),
  /** what those travellers paid, GST included */
  paidPaise: z.number(),
  deductionPaise: z.number(),
  refundPaise: z.number(),
});
export type TourCancelQuote = z.infer<typeof tourCancelQuote>;

export const tourCancelResult = tourCancelQuote.extend({
  status: z.enum(TOUR_BOOKING_STATUSES),
  refundId: z.number().nullable(),
  creditNoteNo: z.string().nullable(),
});
export type TourCancelResult = z.infer<typeof tourCancelResult>;

/** POST /api/staff/departures/{id}/cancel */
export const cancelDepartureRequest = z.object({
  reason: z
    .string({ message: 'Give the reason the departure is cancelled.' })
    .trim()
    .min(3, 'Give the reason the departure is cancelled.')
    .max(300, 'Keep the reason within 300 characters.'),
});

export const departureCancelResult = z.object({
  departureId: z.number(),
  /** each paid booking refunded in full by this call */
  refunded: z.array(
    z.object({
      tourBookingId: z.number(),
      refundPaise: z.number(),
      refundId: z.number().nullable(),
    }),
  ),
  /** unpaid holds ended */
  holdsEnded: z.number(),
});
export type DepartureCancelResult = z.infer<typeof departureCancelResult>;

// ---- manifest ----------------------------------------------------------------------------------

/** GET /api/staff/departures/{id}/manifest: who travels, for the guide and the bus. */
export const departureManifest = z.object({
  departureId: z.number(),
  tourId: z.number(),
  tourTitle: z.string(),
  date: z.string(),
  time: z.string(),
  status: z.enum(TOUR_DEPARTURE_STATUSES),
  guidePhone: z.string().nullable(),
  seats: z.number(),
  /** seats of paid travellers (held seats not counted) */
  seatsSold: z.number(),
  seatsFree: z.number(),
  travellers: z.array(
    z.object({
      BookingRefNo: z.string(),
      name: z.string(),
      age: z.number(),
      child: z.boolean(),
      idType: z.string(),
      pickupPoint: z.string(),
      pickupTime: z.string(),
      contactName: z.string(),
      mobile: z.string(),
      email: z.string(),
    }),
  ),
});
export type DepartureManifest = z.infer<typeof departureManifest>;

export const MANIFEST_CSV_HEADER = [
  'Booking',
  'Traveller',
  'Age',
  'Child',
  'ID type',
  'Pickup point',
  'Pickup time',
  'Contact',
  'Mobile',
  'Email',
] as const;
