import { z } from 'zod';
import { okReply } from './common';

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

export const refundStatus = z.enum(['pending', 'processed', 'failed']);
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
