import { z } from 'zod';
import { isoDate, refineStay } from './hotels';

/**
 * A guest's own change of a booking's dates (ADR 315): the quote, the change, and what came of it.
 * Money in paise, computed by the server.
 */
export const dateChangeDates = z
  .object({ checkIn: isoDate('Check-in date'), checkOut: isoDate('Check-out date') })
  .superRefine((v, ctx) => refineStay(v, ctx));
export type DateChangeDates = z.infer<typeof dateChangeDates>;

/** POST .../date-change: the dates and the difference the guest was shown (checked again). */
export const dateChangeRequest = z
  .object({
    checkIn: isoDate('Check-in date'),
    checkOut: isoDate('Check-out date'),
    differencePaise: z.number().int().min(-100_000_000).max(100_000_000),
  })
  .superRefine((v, ctx) => refineStay(v, ctx));
export type DateChangeRequest = z.infer<typeof dateChangeRequest>;

export const dateChangeQuote = z.object({
  bookingId: z.number(),
  available: z.boolean(),
  /** why not, or what the guest may do */
  message: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  /** what the booked rooms cost now (room + GST) */
  paidPaise: z.number(),
  newRoomTotalPaise: z.number(),
  newGstPaise: z.number(),
  newTotalPaise: z.number(),
  /** new minus paid: > 0 is paid online now, < 0 is money back under the policy */
  differencePaise: z.number(),
  /** what comes back when the new dates cost less (the policy may keep a part) */
  refundPaise: z.number(),
});
export type DateChangeQuote = z.infer<typeof dateChangeQuote>;

export const dateChangeOutcome = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('applied'),
    BookingRefNo: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    totalPaise: z.number(),
    refundPaise: z.number(),
  }),
  z.object({
    status: z.literal('awaiting_payment'),
    BookingRefNo: z.string(),
    changeId: z.number(),
    payment: z.object({
      gateway: z.enum(['sandbox', 'razorpay']),
      orderId: z.string(),
      /** paise */
      amount: z.number(),
      currency: z.literal('INR'),
      keyId: z.string(),
      checkoutUrl: z.string().optional(),
    }),
    prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
    hotelName: z.string(),
  }),
]);
export type DateChangeOutcome = z.infer<typeof dateChangeOutcome>;

export const DATE_CHANGE_MSG = {
  notOpen: (ref: string) =>
    `Booking ${ref} cannot be changed online now. Please contact the hotel.`,
  partly: (ref: string) =>
    `Some rooms of booking ${ref} were cancelled: please ask the hotel to change its dates.`,
  started: 'Your stay has started: the dates can no longer be changed online.',
  same: 'These are the dates of your booking already.',
  noRate: 'The hotel has no price for one of these nights: please choose other dates.',
  priceChanged:
    'The price for these dates has changed since you looked. Please check the new price.',
  free: (from: string, to: string) => `Rooms are free for ${from} to ${to}.`,
  applied: 'Your booking now has the new dates.',
  datesTaken:
    'The rooms for your new dates were booked while you paid, so your booking keeps its old dates and the difference you paid is refunded in full.',
} as const;
