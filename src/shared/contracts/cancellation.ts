import { z } from 'zod';
import { MIN_CANCEL_DAYS } from '../cancellation-policy';
import { REFUND_STATUSES } from '../statuses';
import { okReply } from './common';
import { isoDate } from './hotels';

/**
 * Cancellation calls (conventions: docs/api.md). Amounts are rupees (at most
 * 2 decimals); the server computes every one of them.
 */

/** One band of the deduction policy; DeductionPercent null = cancellation not allowed. */
export const policyBand = z.object({
  MinDays: z.number(),
  MaxDays: z.number().nullable(),
  DeductionPercent: z.number().nullable(),
});
export type PolicyBandRow = z.infer<typeof policyBand>;

/** GET /api/hotel/cancel/{hotelId} */
export const policyReply = okReply(z.array(policyBand));

/** What the policy means for one booking right now. */
export const applicablePolicy = z.object({
  DaysBeforeCheckIn: z.number(),
  /** null: cancellation is not allowed any more (under 2 days, or the stay has begun) */
  DeductionPercent: z.number().nullable(),
});

/** POST /api/hotel/cancel/partial/{bookingId} with no body: the policy, stored by the page. */
export const bookingPolicyReply = okReply(z.array(policyBand)).extend({
  applicable: applicablePolicy,
});
export type BookingPolicyReply = z.infer<typeof bookingPolicyReply>;

const optionalId = z.coerce
  .number({ message: 'The id must be a number.' })
  .int('The id must be a whole number.')
  .positive('The id must be a positive number.')
  .max(2_147_483_647, 'The id is too large.')
  .optional();

/**
 * Body of POST /api/hotel/cancel/partial/{bookingId} and /api/hotel/cancel-room/confirm/{bookingId}
 * (spec field names). Price and RoomConfig are accepted and ignored: the server prices the room.
 */
export const roomCancelRequest = z.object({
  Price: z.union([z.number(), z.string()]).optional(),
  RoomConfig: z.unknown().optional(),
  UserID: optionalId,
  ROOMID: optionalId,
});
export type RoomCancelRequest = z.infer<typeof roomCancelRequest>;

/** The spec's client-side check, shared by the page and the server. */
export function hasRoomCancelData(
  body: RoomCancelRequest | null | undefined,
): body is RoomCancelRequest & { UserID: number; ROOMID: number } {
  return body?.UserID !== undefined && body.ROOMID !== undefined;
}

/** The charge for one room, read by the page as cancellationData[0].Amount. */
export const roomChargeRow = z.object({
  RoomBookingID: z.number(),
  /** the cancellation charge */
  Amount: z.number(),
  /** what was paid for the room: price + the GST charged on it (ADR 220) */
  TotalPaid: z.number(),
  RefundAmount: z.number(),
  DeductionPercent: z.number(),
  DaysBeforeCheckIn: z.number(),
});
export const roomChargeReply = z.object({
  success: z.literal(true),
  cancellationData: z.array(roomChargeRow),
});
export type RoomChargeReply = z.infer<typeof roomChargeReply>;

/** GET /api/hotel/get-cancellation-details/{bookingId}: vchRoomIds = 'id,id' of cancelled rooms. */
export const cancellationDetailsReply = okReply(z.array(z.object({ vchRoomIds: z.string() })));

/**
 * GET /api/hotel/cancel-preview/{bookingId}: cancelling every remaining room now.
 * totalAmount is what was paid for those rooms (GST included), taxAmount the GST within it;
 * cancellationCharge + refundAmount = totalAmount.
 */
export const cancelPreview = z.object({
  totalAmount: z.number(),
  taxAmount: z.number(),
  cancellationCharge: z.number(),
  refundAmount: z.number(),
  DeductionPercent: z.number(),
  DaysBeforeCheckIn: z.number(),
  rooms: z.number(),
});
export type CancelPreview = z.infer<typeof cancelPreview>;
export const cancelPreviewReply = z.object({
  success: z.literal(true),
  cancellationData: cancelPreview,
});

export const refundStatus = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatus>;

export const refundRow = z.object({
  RefundID: z.number(),
  /** the room the refund is for; null when it covers several rooms */
  RoomBookingID: z.number().nullable(),
  Amount: z.number(),
  Status: refundStatus,
  CreatedAt: z.string(),
});
export type RefundRow = z.infer<typeof refundRow>;

/** Reply of POST /api/hotel/cancel-all/{bookingId} and /api/hotel/cancel-room/confirm/{bookingId}. */
export const cancelResult = z.object({
  BookingID: z.number(),
  /** partially_cancelled | cancelled */
  Status: z.string(),
  CancelledRoomIds: z.array(z.number()),
  cancellationCharge: z.number(),
  refundAmount: z.number(),
  refund: refundRow.nullable(),
});
export type CancelResult = z.infer<typeof cancelResult>;
export const cancelResultReply = okReply(cancelResult);

/** A room of the booking, as the cancellation page lists it (spec "Booking for cancellation"). */
export const cancellationRoom = z.object({
  RoomBookingID: z.number(),
  RoomType: z.number(),
  RoomTypeName: z.string(),
  NoOfAdult: z.number(),
  NoOfChild: z.number(),
  ExtraPerson: z.number(),
  AllowedExtraPerson: z.number(),
  PricePerDay: z.number(),
  ExtraPersonRate: z.number(),
  /** room total for the stay before GST (extra persons included) */
  Price: z.number(),
  TaxAmount: z.number(),
  TotalPaid: z.number(),
  /** booked | cancelled */
  Status: z.string(),
  CancellationCharge: z.number().nullable(),
  RefundAmount: z.number().nullable(),
});
export type CancellationRoom = z.infer<typeof cancellationRoom>;

/** GET /api/hotel/cancel-booking/{bookingId} (not in the spec): the booking the page cancels. */
export const cancellationBooking = z.object({
  BookingID: z.number(),
  BookingRefNo: z.string(),
  HotelID: z.number(),
  UnitName: z.string(),
  CheckIn: z.string(),
  CheckOut: z.string(),
  NoOfDay: z.number(),
  /** confirmed | partially_cancelled | cancelled | pending_payment | failed | expired */
  Status: z.string(),
  TotalRoom: z.number(),
  /** what the policy means for this booking now */
  applicable: applicablePolicy,
  rooms: z.array(cancellationRoom),
  refunds: z.array(refundRow),
});
export type CancellationBooking = z.infer<typeof cancellationBooking>;
export const cancellationBookingReply = okReply(cancellationBooking);

// Back office: a hotel's cancellation policy versions (GET/PUT
// /api/staff/hotels/{id}/cancellation-policy, ADR 222)

export const POLICY_MSG = {
  fromToday: 'The effective date must be today or later: a policy already in force cannot change.',
  takenEffect:
    'A policy for this hotel already took effect on that date; choose a later date for the new one.',
  firstBand: `The first band must start at ${MIN_CANCEL_DAYS} days: under ${MIN_CANCEL_DAYS} days before check-in cancellation is never allowed.`,
  contiguous: 'Each band must start the day after the one before it ends.',
  lastOpen: 'The last band must have no upper limit (leave "to days" empty).',
  maxBelowMin: 'A band must end on or after the day it starts.',
} as const;

export const policyRuleInput = z.object({
  minDays: z
    .number({ message: 'Days must be a whole number.' })
    .int('Days must be a whole number.')
    .min(0, 'Days cannot be negative.')
    .max(3650, 'At most 3650 days.'),
  maxDays: z
    .number({ message: 'Days must be a whole number.' })
    .int('Days must be a whole number.')
    .max(3650, 'At most 3650 days.')
    .nullable(),
  deductionPercent: z
    .number({ message: 'The deduction must be a whole percentage.' })
    .int('The deduction must be a whole percentage.')
    .min(0, 'The deduction cannot be below 0%.')
    .max(100, 'The deduction cannot be above 100%.'),
});

/**
 * A new version of a hotel's policy: bands from the fewest days up, together covering every day
 * from MIN_CANCEL_DAYS on. "Today or later" needs the server's clock and is checked there.
 */
export const cancellationPolicyBody = z
  .object({
    effectiveFrom: isoDate('The effective date'),
    rules: z
      .array(policyRuleInput, { message: 'Give the bands as a list.' })
      .min(1, 'Give at least one band.')
      .max(10, 'A policy has at most 10 bands.'),
  })
  .superRefine((v, ctx) => {
    v.rules.forEach((r, i) => {
      const prev = v.rules[i - 1];
      if (i === 0 && r.minDays !== MIN_CANCEL_DAYS)
        ctx.addIssue({
          code: 'custom',
          path: ['rules', 0, 'minDays'],
          message: POLICY_MSG.firstBand,
        });
      if (prev && prev.maxDays !== null && r.minDays !== prev.maxDays + 1)
        ctx.addIssue({
          code: 'custom',
          path: ['rules', i, 'minDays'],
          message: POLICY_MSG.contiguous,
        });
      if (r.maxDays !== null && r.maxDays < r.minDays)
        ctx.addIssue({
          code: 'custom',
          path: ['rules', i, 'maxDays'],
          message: POLICY_MSG.maxBelowMin,
        });
      const last = i === v.rules.length - 1;
      if (last !== (r.maxDays === null))
        ctx.addIssue({
          code: 'custom',
          path: ['rules', i, 'maxDays'],
          message: last ? POLICY_MSG.lastOpen : POLICY_MSG.contiguous,
        });
    });
  });
export type CancellationPolicyBody = z.infer<typeof cancellationPolicyBody>;

export const POLICY_VERSION_STATUSES = ['past', 'in_force', 'future'] as const;

const policyVersion = z.object({
  id: z.number(),
  effectiveFrom: z.string(),
  status: z.enum(POLICY_VERSION_STATUSES),
  rules: z.array(policyRuleInput),
});
export type PolicyVersionDto = z.infer<typeof policyVersion>;

/** A hotel's policy in the back office: what applies today and the hotel's own versions. */
export const staffCancellationPolicy = z.object({
  hotelId: z.number(),
  /** the version bookings made today are sold under; standard: the corporation's, not the hotel's own */
  inForce: z
    .object({
      id: z.number(),
      effectiveFrom: z.string(),
      standard: z.boolean(),
      rules: z.array(policyRuleInput),
    })
    .nullable(),
  /** the hotel's own versions, the latest first */
  versions: z.array(policyVersion),
});
export type StaffCancellationPolicy = z.infer<typeof staffCancellationPolicy>;
export const staffCancellationPolicyReply = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: staffCancellationPolicy,
});
