import { z } from 'zod';
import { MAX_NIGHTS } from '../constants';
import { daysBetween, isIsoDate, todayIst } from '../dates';
import { MSG } from '../messages';
import { EMAIL_PATTERN, MOBILE_PATTERN } from './auth';
import { isoDate, refineStay } from './hotels';

/**
 * The two request forms of spec sections 3 and 5 (Bulk/Shaadi Package Booking, Request for
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
  fromDateRequired: 'Please choose the from date.',
  toDateRequired: 'Please choose the to date.',
  hotelRequired: 'Please choose a hotel.',
  unknownHotel: 'Please choose a hotel from the list.',
  emailInvalid: 'Enter a valid email.',
  emailRequired: 'Please enter your email.',
  refRequired: 'Please enter the booking reference number.',
  refInvalid: 'Enter the booking reference number as it appears on your receipt.',
  reasonRequired: 'Please tell us why you want to reschedule.',
  checkInRequired: 'Please choose the new check-in date.',
  checkOutRequired: 'Please choose the new check-out date.',
  fromDatePast: 'The from date cannot be in the past.',
  toDateBeforeFrom: 'The to date cannot be before the from date.',
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

const mobile = z
  .string({ error: MSG.signupInvalidMobile })
  .trim()
  .regex(MOBILE_PATTERN, MSG.signupInvalidMobile);

const dateField = (message: string) =>
  z.string({ error: message }).trim().min(1, message).pipe(isoDate('The date'));

// ---- Bulk/Shaadi Package Booking ----

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
    /** One of the spec's purposes, or (with Other replaced, as the form sends it) the purpose text. */
    purpose: required(REQUEST_MSG.purposeRequired, 'Purpose', REQUEST_LIMITS.purpose),
    /** Required when purpose is Other; it then replaces the purpose. */
    otherPurpose: optionalText('Purpose', REQUEST_LIMITS.purpose),
    fromDate: dateField(REQUEST_MSG.fromDateRequired),
    toDate: dateField(REQUEST_MSG.toDateRequired),
    hotelName: required(REQUEST_MSG.hotelRequired, 'Hotel', REQUEST_LIMITS.hotelName),
    remarks: optionalText('Remarks', REQUEST_LIMITS.text),
  })
  .superRefine((v, ctx) => {
    if (v.purpose === 'Other' && !v.otherPurpose) {
      ctx.addIssue({
        code: 'custom',
        path: ['otherPurpose'],
        message: REQUEST_MSG.otherPurposeRequired,
      });
    }
    if (!isIsoDate(v.fromDate) || !isIsoDate(v.toDate)) return;
    if (v.fromDate < todayIst()) {
      ctx.addIssue({ code: 'custom', path: ['fromDate'], message: REQUEST_MSG.fromDatePast });
    }
    const days = daysBetween(v.fromDate, v.toDate);
    if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: REQUEST_MSG.toDateBeforeFrom });
    else if (days > MAX_NIGHTS)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: REQUEST_MSG.rangeTooLong });
  });
export type AdvanceBookingRequest = z.input<typeof advanceBookingRequest>;
export type AdvanceBookingParsed = z.output<typeof advanceBookingRequest>;

/** The purpose actually stored: the other-purpose text replaces 'Other'. */
export function effectivePurpose(v: {
  purpose: string;
  otherPurpose?: string | undefined;
}): string {
  return v.purpose === 'Other' ? (v.otherPurpose ?? '').trim() : v.purpose.trim();
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
  fromDate: z.string(),
  toDate: z.string(),
  hotelName: z.string(),
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
