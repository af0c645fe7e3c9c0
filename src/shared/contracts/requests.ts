import { z } from 'zod';
import { MAX_NIGHTS } from '../constants';
import { daysBetween, isIsoDate, todayIst } from '../dates';
import { languageField } from '../language';
import { REQUEST_KINDS } from '../statuses';
import { MSG } from '../messages';
import { EMAIL_PATTERN, mobileSchema } from './auth';
import { isoDate, refineStay } from './hotels';

/**
 * The two request forms (Bulk/Shaadi Package Booking, Request for
 * Rescheduling), shared by the forms and the server. Markup in a text field is kept as text.
 */

export const REQUEST_LIMITS = {
  name: 100,
  email: 100,
  purpose: 100,
  hotelName: 200,
  text: 1000,
  ref: 40,
} as const;

/** Texts of the request forms that the spec does not quote. */
export const REQUEST_MSG = {
  nameRequired: 'Please enter your name.',
  purposeRequired: 'Please choose the purpose of the booking.',
  otherPurposeRequired: 'Please describe the purpose.',
  fromDateRequired: 'Please choose a From date.',
  toDateRequired: 'Please choose a To date.',
  hotelRequired: 'Please choose a hotel.',
  unknownHotel: 'Please choose a hotel from the list.',
  tourInvalid: 'Please choose a tour package from the tours page.',
  travellersInvalid: 'Enter the number of travellers, from 1 to 500.',
  unknownTour: 'This tour package is no longer offered. Please choose one from the tours page.',
  emailInvalid: 'Enter a valid email.',
  emailRequired: 'Please enter your email.',
  refRequired: 'Please enter the booking reference number.',
  refInvalid: 'Enter the booking reference number as it appears on your receipt.',
  reasonRequired: 'Please tell us why you want to reschedule.',
  checkInRequired: 'Please choose the new check-in date.',
  checkOutRequired: 'Please choose the new check-out date.',
  fromDatePast: 'The From date cannot be in the past.',
  toDateBeforeFrom: 'The To date cannot be before the From date.',
  rangeTooLong: `A package booking can cover at most ${MAX_NIGHTS} days.`,
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  advanceReceived: (ref: string) => `Your request has been received. Ref: ${ref}`,
  rescheduleReceived: (ref: string) => `Your reschedule request has been received. Ref: ${ref}`,
  /** The package request acknowledgement (no booking is made, no payment taken). */
  requestReceived: (ref: string) => `Request received. Ref: ${ref}`,
  rescheduleLogin: 'Please log in to request a reschedule of your booking.',
  rescheduleNoBooking:
    'We found no booking with this reference number in your account. Please check the number on your booking receipt.',
  rescheduleNotConfirmed: (ref: string, status: string) =>
    `Only a confirmed booking can be rescheduled. Booking ${ref} is ${status}.`,
  rescheduleStarted: (ref: string, checkIn: string) =>
    `Booking ${ref} checks in on ${checkIn}. A reschedule can be requested only before the check-in day; please call the hotel.`,
  rescheduleOtherHotel: (ref: string, hotel: string) => `Booking ${ref} is at ${hotel}.`,
} as const;

/** Text without control characters (tabs and line breaks are fine). */
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

const required = (message: string, label: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, REQUEST_MSG.tooLong(label, max))
    .regex(NO_CONTROL_CHARS, `${label} contains characters that are not allowed.`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, REQUEST_MSG.tooLong(label, max))
    .regex(NO_CONTROL_CHARS, `${label} contains characters that are not allowed.`)
    .optional();

const mobile = mobileSchema(MSG.signupInvalidMobile);

const dateField = (message: string) =>
  z.string({ error: message }).trim().min(1, message).pipe(isoDate('The date'));

// ---- Bulk/Shaadi Package Booking ----

/** Text that may be left empty ('' as a form sends it); required-ness is checked below. */
const maybeText = (message: string, label: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .max(max, REQUEST_MSG.tooLong(label, max))
    .regex(NO_CONTROL_CHARS, `${label} contains characters that are not allowed.`)
    .optional();

const maybeDate = (message: string) => z.string({ error: message }).trim().optional();

/** The purpose stored for a tour package enquiry (the form asks none). */
export const TOUR_PURPOSE = 'Tour package';

/**
 * The package booking request, and (with `tourId`) the enquiry for a tour package from the tours
 * pages: a tour enquiry names no hotel and no purpose, and its dates are optional (ADR 088).
 */
export const advanceBookingRequest = z
  .object({
    name: required(REQUEST_MSG.nameRequired, 'Name', REQUEST_LIMITS.name),
    mobile,
    email: z
      .string({ error: REQUEST_MSG.emailInvalid })
      .trim()
      .toLowerCase()
      .max(REQUEST_LIMITS.email, REQUEST_MSG.tooLong('Email', REQUEST_LIMITS.email))
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), REQUEST_MSG.emailInvalid)
      .optional(),
    /** The tour package asked about (GET /api/tours/{id}); makes hotel, purpose and dates optional. */
    tourId: z
      .number({ error: REQUEST_MSG.tourInvalid })
      .int(REQUEST_MSG.tourInvalid)
      .positive(REQUEST_MSG.tourInvalid)
      .optional(),
    /** How many travel (a tour enquiry for a custom group, issue 29); optional. */
    travellers: z
      .number({ error: REQUEST_MSG.travellersInvalid })
      .int(REQUEST_MSG.travellersInvalid)
      .min(1, REQUEST_MSG.travellersInvalid)
      .max(500, REQUEST_MSG.travellersInvalid)
      .optional(),
    /** One of the spec's purposes, or (with Other replaced, as the form sends it) the purpose text. */
    purpose: maybeText(REQUEST_MSG.purposeRequired, 'Purpose', REQUEST_LIMITS.purpose),
    /** Required when purpose is Other; it then replaces the purpose. */
    otherPurpose: optionalText('Purpose', REQUEST_LIMITS.purpose),
    fromDate: maybeDate(REQUEST_MSG.fromDateRequired),
    toDate: maybeDate(REQUEST_MSG.toDateRequired),
    hotelName: maybeText(REQUEST_MSG.hotelRequired, 'Hotel', REQUEST_LIMITS.hotelName),
    remarks: optionalText('Remarks', REQUEST_LIMITS.text),
    /** The language of the page the form is on: the acknowledgement's language (ADR 185). */
    language: languageField.optional(),
  })
  .superRefine((v, ctx) => {
    const tour = v.tourId !== undefined;
    const missing = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (!tour && !v.purpose) missing('purpose', REQUEST_MSG.purposeRequired);
    if (!tour && !v.hotelName) missing('hotelName', REQUEST_MSG.hotelRequired);
    if (v.purpose === 'Other' && !v.otherPurpose)
      missing('otherPurpose', REQUEST_MSG.otherPurposeRequired);
    for (const [key, message] of [
      ['fromDate', REQUEST_MSG.fromDateRequired],
      ['toDate', REQUEST_MSG.toDateRequired],
    ] as const) {
      const d = v[key];
      if (!d) {
        // a tour enquiry may leave both dates open, but not only one of them
        if (!tour || v.fromDate || v.toDate) missing(key, message);
      } else if (!isIsoDate(d)) missing(key, 'The date must be a date written YYYY-MM-DD.');
    }
    if (!v.fromDate || !v.toDate || !isIsoDate(v.fromDate) || !isIsoDate(v.toDate)) return;
    if (v.fromDate < todayIst()) missing('fromDate', REQUEST_MSG.fromDatePast);
    const days = daysBetween(v.fromDate, v.toDate);
    if (days < 0) missing('toDate', REQUEST_MSG.toDateBeforeFrom);
    else if (days > MAX_NIGHTS) missing('toDate', REQUEST_MSG.rangeTooLong);
  });
export type AdvanceBookingRequest = z.input<typeof advanceBookingRequest>;
export type AdvanceBookingParsed = z.output<typeof advanceBookingRequest>;

/** The purpose actually stored: the other-purpose text replaces 'Other'. */
export function effectivePurpose(v: {
  purpose?: string | undefined;
  otherPurpose?: string | undefined;
  tourId?: number | undefined;
}): string {
  if (!v.purpose && v.tourId !== undefined) return TOUR_PURPOSE;
  return v.purpose === 'Other' ? (v.otherPurpose ?? '').trim() : (v.purpose ?? '').trim();
}

export const refReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ Ref: z.string() }),
});
export type RefReply = z.infer<typeof refReply>;

export const advanceBookingItem = z.object({
  Ref: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  purpose: z.string(),
  /** null on a tour enquiry that left the dates open */
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  /** null on a tour enquiry */
  hotelName: z.string().nullable(),
  /** the tour package asked about, or null */
  tourName: z.string().nullable(),
  /** how many travel, when the enquiry said */
  travellers: z.number().nullable().optional(),
  remarks: z.string().nullable(),
  createdAt: z.string(),
});
export type AdvanceBookingItem = z.infer<typeof advanceBookingItem>;

/** GET /api/dashboard/admin/advance-bookings filters (within the customer's own requests). */
export const advanceBookingsQuery = z.object({
  mobile: z.string().trim().max(20).optional(),
  hotelName: z.string().trim().max(REQUEST_LIMITS.hotelName).optional(),
});

// ---- Request for Rescheduling ----

export const rescheduleRequest = z
  .object({
    bookingrefno: required(
      REQUEST_MSG.refRequired,
      'Booking reference number',
      REQUEST_LIMITS.ref,
    ).regex(/^[A-Za-z0-9/_-]+$/, REQUEST_MSG.refInvalid),
    name: required(REQUEST_MSG.nameRequired, 'Name', REQUEST_LIMITS.name),
    email: z
      .string({ error: REQUEST_MSG.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, REQUEST_MSG.emailRequired)
      .max(REQUEST_LIMITS.email, REQUEST_MSG.tooLong('Email', REQUEST_LIMITS.email))
      .regex(EMAIL_PATTERN, REQUEST_MSG.emailInvalid),
    phone: mobile,
    hotelName: required(REQUEST_MSG.hotelRequired, 'Hotel', REQUEST_LIMITS.hotelName),
    newCheckIn: dateField(REQUEST_MSG.checkInRequired),
    newCheckOut: dateField(REQUEST_MSG.checkOutRequired),
    reason: required(REQUEST_MSG.reasonRequired, 'Reason', REQUEST_LIMITS.text),
  })
  .superRefine((v, ctx) =>
    refineStay({ checkIn: v.newCheckIn, checkOut: v.newCheckOut }, ctx, {
      checkIn: 'newCheckIn',
      checkOut: 'newCheckOut',
    }),
  );
export type RescheduleRequest = z.input<typeof rescheduleRequest>;

/** Booking states whose stay still stands (some rooms at least), so its dates can move. */
export const RESCHEDULABLE_STATUSES: readonly string[] = ['confirmed', 'partially_cancelled'];

/**
 * Whether a booking may be named in a reschedule request: still standing, and its check-in day
 * still ahead (`today` an IST date). The server's rule and the history's Reschedule button.
 */
export function canReschedule(b: { status: string; checkIn: string }, today: string): boolean {
  return RESCHEDULABLE_STATUSES.includes(b.status) && b.checkIn > today;
}
export type RescheduleParsed = z.output<typeof rescheduleRequest>;

export const rescheduleItem = z.object({
  Ref: z.string(),
  bookingrefno: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  hotelName: z.string(),
  newCheckIn: z.string(),
  newCheckOut: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type RescheduleItem = z.infer<typeof rescheduleItem>;

/**
 * GET /api/requests/mine (ADR 321): every request of the signed-in guest, of each kind, with how
 * staff handle it: package and tour requests, reschedule requests and a booking's special requests.
 */
export const myRequestItem = z.object({
  kind: z.enum(REQUEST_KINDS),
  /** the request's reference; for special requests, the booking's */
  ref: z.string(),
  hotelName: z.string().nullable(),
  tourName: z.string().nullable(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  /** what the guest wrote: remarks, the reason, or the special requests */
  details: z.string().nullable(),
  status: z.enum(['new', 'in_progress', 'accepted', 'declined']),
  reply: z.string().nullable(),
  createdAt: z.string(),
});
export type MyRequestItem = z.infer<typeof myRequestItem>;
export const myRequestsReply = z.object({
  success: z.literal(true),
  data: z.array(myRequestItem),
});
