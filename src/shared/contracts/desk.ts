import { z } from 'zod';
import { BOOKING_STATUSES } from '../booking-status';
import { REQUEST_KINDS } from '../statuses';
import { okReply } from './common';
import { isoDate } from './hotels';
import { IDENTITY_TYPES } from './bookings';
import { promoCodeField } from './promo-codes';
import { ratePlanIdField } from './rates';

/** The front desk (docs/api.md "Staff: bookings, refunds, requests"). Money in integer paise. */

export const DESK_PAYMENT_METHODS = ['cash', 'card', 'upi'] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];
export const DESK_PAYMENT_LABELS: Record<DeskPaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  upi: 'UPI',
};

const optionalDate = (label: string) =>
  z
    .union([z.literal(''), isoDate(label)])
    .optional()
    .transform((v) => v || undefined);

export const staffBookingsQuery = z.object({
  hotelId: z.coerce.number().int().positive().optional(),
  from: optionalDate('From date'),
  to: optionalDate('To date'),
  status: z
    .union([z.literal(''), z.enum(BOOKING_STATUSES, { message: 'Choose a booking status.' })])
    .optional()
    .transform((v) => v || undefined),
  q: z.string().trim().max(100, 'Search can be at most 100 characters.').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffBookingsQuery = z.input<typeof staffBookingsQuery>;

export const staffBookingRow = z.object({
  id: z.number(),
  ref: z.string(),
  hotelId: z.number(),
  hotelName: z.string(),
  guestName: z.string(),
  mobile: z.string(),
  email: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  rooms: z.number(),
  status: z.string(),
  statusLabel: z.string(),
  totalPaise: z.number(),
  createdAt: z.string(),
});
export type StaffBookingRow = z.infer<typeof staffBookingRow>;

export const staffBookingsReply = okReply(
  z.object({
    items: z.array(staffBookingRow),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
);
export type StaffBookingsPage = z.infer<typeof staffBookingsReply>['data'];

export const deskTodayQuery = z.object({ hotelId: z.coerce.number().int().positive() });
export const deskTodayReply = okReply(
  z.object({
    date: z.string(),
    hotelId: z.number(),
    arrivals: z.array(staffBookingRow),
    departures: z.array(staffBookingRow),
  }),
);
export type DeskToday = z.infer<typeof deskTodayReply>['data'];

const deskActions = z.object({
  checkIn: z.boolean(),
  checkOut: z.boolean(),
  noShow: z.boolean(),
  cancel: z.boolean(),
});

export const staffBookingDetail = staffBookingRow.extend({
  customerType: z.string(),
  identityType: z.string(),
  identityNo: z.string(),
  gstin: z.string().nullable(),
  /** the guest's special requests typed with the booking (ADR 321) */
  specialRequests: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  roomTotalPaise: z.number(),
  gstPaise: z.number(),
  counter: z.boolean(),
  roomList: z.array(
    z.object({
      id: z.number(),
      roomTypeName: z.string(),
      adults: z.number(),
      children: z.number(),
      extraPersons: z.number(),
      roomNo: z.string().nullable(),
      status: z.string(),
      paidPaise: z.number(),
      refundPaise: z.number().nullable(),
      /** sold on the government-employee rate: the government ID is seen at check-in (ADR 366) */
      governmentId: z.boolean().optional(),
    }),
  ),
  payment: z
    .object({
      gateway: z.string(),
      method: z.string().nullable(),
      reference: z.string().nullable(),
      status: z.string(),
      amountPaise: z.number(),
      paymentId: z.string().nullable(),
    })
    .nullable(),
  refunds: z.array(
    z.object({
      id: z.number(),
      amountPaise: z.number(),
      status: z.string(),
      reason: z.string(),
      createdAt: z.string(),
    }),
  ),
  stay: z.object({
    idSeen: z.boolean().nullable(),
    idType: z.string().nullable(),
    checkedInAt: z.string().nullable(),
    checkedOutAt: z.string().nullable(),
    noShowAt: z.string().nullable(),
  }),
  links: z.object({ receipt: z.string(), invoice: z.string(), invoicePdf: z.string() }),
  actions: deskActions,
  /** when a no-show may be marked: the arrival day's check-in time plus the hotel's cut-off */
  noShowFrom: z.string(),
});
export type StaffBookingDetail = z.infer<typeof staffBookingDetail>;
export const staffBookingDetailReply = okReply(staffBookingDetail);

export const checkInBody = z
  .object({
    idSeen: z.boolean({ message: 'Say whether an identity document was seen.' }),
    idType: z.enum(IDENTITY_TYPES, { message: 'Choose the identity document seen.' }).optional(),
    /** a room sold on the government-employee rate: the guest's government ID card was seen (ADR 366) */
    governmentIdSeen: z.boolean().optional(),
    /** the physical room of each booked room; may leave out rooms already assigned */
    rooms: z
      .array(
        z.object({
          bookingRoomId: z.number({ message: 'Name the booked room.' }).int().positive(),
          roomId: z.number({ message: 'Choose a room for every booked room.' }).int().positive(),
        }),
        { message: 'Choose a room for every booked room.' },
      )
      .max(50)
      .default([]),
  })
  .superRefine((v, ctx) => {
    if (v.idSeen && !v.idType)
      ctx.addIssue({
        code: 'custom',
        path: ['idType'],
        message: 'Choose the identity document seen.',
      });
  });
export type CheckInBody = z.input<typeof checkInBody>;

/** Check-out asks for confirmation; before the last night, whether the guest leaves early. */
export const checkOutBody = z.object({
  confirm: z.literal(true, { message: 'Confirm the check-out (confirm: true).' }),
  leaveEarly: z.boolean().optional(),
});
export type CheckOutBody = z.input<typeof checkOutBody>;

export const cancelBody = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('policy') }),
  z.object({
    mode: z.literal('override'),
    refundPaise: z
      .number({ message: 'Enter the amount to refund.' })
      .int('Enter the amount in whole paise.')
      .min(0, 'The refund cannot be negative.'),
    reason: z
      .string({ message: 'A reason is required for an override.' })
      .trim()
      .min(5, 'Write the reason for the override (at least 5 characters).')
      .max(500, 'The reason can be at most 500 characters.'),
  }),
]);
export type CancelBody = z.input<typeof cancelBody>;

export const cancelPreviewReply = okReply(
  z.object({
    paidPaise: z.number(),
    chargePaise: z.number(),
    refundPaise: z.number(),
    deductionPercent: z.number().nullable(),
    daysBeforeCheckIn: z.number(),
    /** why the policy allows no cancellation now (an override still can) */
    policyRefusal: z.string().nullable(),
  }),
);
export type DeskCancelPreview = z.infer<typeof cancelPreviewReply>['data'];

export const deskActionReply = okReply(staffBookingDetail);

/** The longest extension of a stay in one go (ADR 375). */
export const EXTEND_MAX_NIGHTS = 30;

/** Extend a stay: the check-out moves `nights` later (ADR 375). */
export const extendBody = z.object({
  nights: z
    .number({ message: 'Enter how many nights to add.' })
    .int('Add whole nights.')
    .min(1, 'Add at least one night.')
    .max(EXTEND_MAX_NIGHTS, `Add at most ${EXTEND_MAX_NIGHTS} nights at a time.`),
});
export type ExtendBody = z.input<typeof extendBody>;

/** The booking after an extension and what the added nights cost (GST included), in paise. */
export const extendReply = okReply(
  staffBookingDetail.extend({
    addedPaise: z.number(),
    addedGstPaise: z.number(),
    /** the GST debit note of the added nights (ADR 382); null when the booking has no invoice */
    debitNoteNo: z.string().nullable(),
  }),
);
export type ExtendReply = z.infer<typeof extendReply>['data'];

/** A walk-in guest's booking at the counter, paid at the desk. */
/** Half of a UTF-16 pair with no other half: text that no database or mail can store. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The `Idempotency-Key` header of POST /api/staff/counter-bookings (ADR 236): one key per booking
 * the desk means to make, sent again unchanged with a retry. 8 to 128 visible ASCII characters
 * (a UUID is usual).
 */
export const IDEMPOTENCY_KEY_MESSAGE =
  'Send an Idempotency-Key header: 8 to 128 letters, digits or - _ . : (a new one for each booking).';
export const counterBookingHeaders = z
  .object({
    'idempotency-key': z
      .string({ message: IDEMPOTENCY_KEY_MESSAGE })
      .regex(/^[A-Za-z0-9_.:-]{8,128}$/, IDEMPOTENCY_KEY_MESSAGE),
  })
  .passthrough();

export const counterBookingBody = z.object({
  hotelID: z.number().int().positive(),
  CheckIn: z.string(),
  checkOUT: z.string(),
  rooms: z
    .array(
      z.object({
        RoomTypeID: z.number().int().positive(),
        NoOfAdult: z.number().int().min(1).max(10),
        NoOfChild: z.number().int().min(0).max(10).default(0),
        ExtraPerson: z.number().int().min(0).max(10).default(0),
        /** the rate plan (ADR 360, 395); absent: the room type's standard rate */
        RatePlanID: ratePlanIdField.optional(),
      }),
    )
    .min(1, 'Choose at least 1 room.')
    .max(10),
  /** a promo code the guest gives at the desk (ADR 365, 395) */
  PromoCode: promoCodeField.optional(),
  CustomerName: z.string(),
  CustomerType: z.string().optional(),
  /** optional at the desk: without it no mail is sent */
  EmailID: z.string().trim().max(254).optional(),
  MobileNo: z.string(),
  CustomerAddress: z.string().optional(),
  IdentityType: z.string(),
  IdentityNo: z.string(),
  GSTIN: z.string().optional(),
  paymentMethod: z.enum(DESK_PAYMENT_METHODS, { message: 'Choose how the guest paid.' }),
  paymentReference: z
    .string()
    .trim()
    .max(100, 'The reference can be at most 100 characters.')
    .refine((v) => !LONE_SURROGATE.test(v), 'The reference has a broken character; type it again.')
    .optional()
    .transform((v) => v || undefined),
});
export type CounterBookingBody = z.input<typeof counterBookingBody>;

export const refundsQuery = z.object({
  status: z
    .union([z.literal(''), z.enum(['pending', 'processed', 'failed'])])
    .optional()
    .transform((v) => v || undefined),
  from: optionalDate('From date'),
  to: optionalDate('To date'),
});

export const staffRefundRow = z.object({
  id: z.number(),
  /** what is refunded (ADR 350): a room booking (`bookingId`) or a tour booking (`tourBookingId`) */
  subject: z.enum(['booking', 'tour_booking']),
  bookingId: z.number().nullable(),
  tourBookingId: z.number().nullable(),
  bookingRefNo: z.string(),
  guestName: z.string(),
  amountPaise: z.number(),
  /** pending (not sent, sent, or reply unknown) | processed | failed */
  status: z.string(),
  gatewayState: z.string(),
  gateway: z.string(),
  gatewayRefundId: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** the refund that replaced this failed one */
  retriedAs: z.number().nullable(),
});
export type StaffRefundRow = z.infer<typeof staffRefundRow>;
export const staffRefundsReply = okReply(z.array(staffRefundRow));
export const staffRefundReply = okReply(staffRefundRow);

export const reconcileQuery = z.object({ date: isoDate('Date') });
export const RECONCILE_STATES = [
  'matched',
  'missing_at_gateway',
  'missing_locally',
  'amount_differs',
] as const;
export const RECONCILE_LABELS: Record<(typeof RECONCILE_STATES)[number], string> = {
  matched: 'Matched',
  missing_at_gateway: 'Missing at gateway',
  missing_locally: 'Missing locally',
  amount_differs: 'Amount differs',
};
export const reconcileReply = okReply(
  z.object({
    date: z.string(),
    gateway: z.string(),
    lines: z.array(
      z.object({
        paymentId: z.string(),
        orderId: z.string().nullable(),
        bookingRefNo: z.string().nullable(),
        localPaise: z.number().nullable(),
        gatewayPaise: z.number().nullable(),
        state: z.enum(RECONCILE_STATES),
      }),
    ),
    counts: z.record(z.string(), z.number()),
  }),
);
export type Reconciliation = z.infer<typeof reconcileReply>['data'];

export const REQUEST_STATUSES = ['new', 'in_progress', 'accepted', 'declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  accepted: 'Accepted',
  declined: 'Declined',
};
export const requestKind = z.enum(REQUEST_KINDS);

export const staffRequestItem = z.object({
  kind: requestKind,
  id: z.number(),
  ref: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
  hotelName: z.string().nullable(),
  tourName: z.string().nullable(),
  purpose: z.string(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  bookingRefNo: z.string().nullable(),
  details: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  reply: z.string().nullable(),
  priceDifferencePaise: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type StaffRequestItem = z.infer<typeof staffRequestItem>;
export const staffRequestsReply = okReply(z.array(staffRequestItem));
export const staffRequestReply = okReply(staffRequestItem);

export const requestStatusBody = z
  .object({
    status: z.enum(['in_progress', 'accepted', 'declined'], { message: 'Choose the new status.' }),
    reply: z
      .string()
      .trim()
      .max(2000, 'The reply can be at most 2000 characters.')
      .optional()
      .transform((v) => v || undefined),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'in_progress' && !v.reply)
      ctx.addIssue({
        code: 'custom',
        path: ['reply'],
        message: 'Write the reply the guest will receive.',
      });
  });
export type RequestStatusBody = z.input<typeof requestStatusBody>;

export const rescheduleQuoteReply = okReply(
  z.object({
    bookingId: z.number().nullable(),
    available: z.boolean(),
    message: z.string(),
    paidPaise: z.number(),
    newTotalPaise: z.number(),
    differencePaise: z.number(),
  }),
);
export type RescheduleQuote = z.infer<typeof rescheduleQuoteReply>['data'];
