import { z } from 'zod';
import { MAX_DB_ID, okReply } from './common';

/** An id at the channel manager (Channex uses UUIDs; another adapter may not). */
const channelId = (what: string) =>
  z
    .string({ message: `The ${what} is required.` })
    .trim()
    .min(1, `The ${what} is required.`)
    .max(100, `The ${what} is at most 100 characters.`)
    .regex(/^[A-Za-z0-9_-]+$/, `The ${what} may hold only letters, digits, - and _.`);

const dbId = (what: string) =>
  z
    .number({ message: `The ${what} must be a number.` })
    .int(`The ${what} must be a whole number.`)
    .positive(`The ${what} must be a positive number.`)
    .max(MAX_DB_ID, `The ${what} is too large.`);

export const channelRoomTypeMapping = z.object({
  roomTypeId: dbId('room type id'),
  channelRoomTypeId: channelId('channel room type id'),
  /** the channel rate plan of the standard rate (room only); null: its prices are not pushed */
  channelRatePlanId: channelId('channel rate plan id').nullable().default(null),
});

/** A rate plan (ADR 360) sold at the channel manager under its rate plan id there (ADR 384). */
export const channelRatePlanMapping = z.object({
  ratePlanId: dbId('rate plan id'),
  channelRatePlanId: channelId('channel rate plan id'),
});

/** A hotel's mapping at the channel manager (ADR 260, 384). */
export const channelHotelMapping = z.object({
  hotelId: dbId('hotel id'),
  propertyId: channelId('channel property id'),
  roomTypes: z.array(channelRoomTypeMapping),
  ratePlans: z.array(channelRatePlanMapping),
});
export type ChannelHotelMapping = z.infer<typeof channelHotelMapping>;

/**
 * PUT /api/staff/channels/mappings: one hotel's mapping replaced whole; propertyId null stops
 * selling the hotel through the channel manager.
 */
export const putChannelMappingBody = z
  .object({
    hotelId: dbId('hotel id'),
    propertyId: channelId('channel property id').nullable(),
    roomTypes: z.array(channelRoomTypeMapping).max(100, 'At most 100 room types.').default([]),
    ratePlans: z.array(channelRatePlanMapping).max(300, 'At most 300 rate plans.').default([]),
  })
  .superRefine((b, ctx) => {
    if (b.propertyId === null && b.ratePlans.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['ratePlans'],
        message: 'Rate plans can be mapped only with a channel property id.',
      });
    const plans = new Set<number>();
    const channelPlans = new Set<string>();
    const channelPlan = (id: string, path: (string | number)[]) => {
      if (channelPlans.has(id))
        ctx.addIssue({ code: 'custom', path, message: `Channel rate plan ${id} is mapped twice.` });
      channelPlans.add(id);
    };
    b.roomTypes.forEach((r, i) => {
      if (r.channelRatePlanId)
        channelPlan(r.channelRatePlanId, ['roomTypes', i, 'channelRatePlanId']);
    });
    b.ratePlans.forEach((p, i) => {
      if (plans.has(p.ratePlanId))
        ctx.addIssue({
          code: 'custom',
          path: ['ratePlans', i, 'ratePlanId'],
          message: `Rate plan ${p.ratePlanId} is mapped twice.`,
        });
      plans.add(p.ratePlanId);
      channelPlan(p.channelRatePlanId, ['ratePlans', i, 'channelRatePlanId']);
    });
    if (b.propertyId === null && b.roomTypes.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['roomTypes'],
        message: 'Room types can be mapped only with a channel property id.',
      });
    const ours = new Set<number>();
    const theirs = new Set<string>();
    b.roomTypes.forEach((r, i) => {
      if (ours.has(r.roomTypeId))
        ctx.addIssue({
          code: 'custom',
          path: ['roomTypes', i, 'roomTypeId'],
          message: `Room type ${r.roomTypeId} is mapped twice.`,
        });
      if (theirs.has(r.channelRoomTypeId))
        ctx.addIssue({
          code: 'custom',
          path: ['roomTypes', i, 'channelRoomTypeId'],
          message: `Channel room type ${r.channelRoomTypeId} is mapped twice.`,
        });
      ours.add(r.roomTypeId);
      theirs.add(r.channelRoomTypeId);
    });
  });

export const channelMappingsReply = okReply(z.array(channelHotelMapping));

/** An OTA booking that arrived for a night already sold out: staff must move or relocate it. */
export const overbookedBooking = z.object({
  bookingId: z.number().int(),
  bookingRefNo: z.string(),
  hotelId: z.number().int(),
  hotelName: z.string(),
  otaName: z.string(),
  otaReservationCode: z.string(),
  guestName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  soldOutNight: z.string().nullable(),
  /** ota: the OTA collected the payment; property: the guest pays at the hotel */
  paymentCollect: z.enum(['ota', 'property']),
  receivedAt: z.string(),
});
export type OverbookedBooking = z.infer<typeof overbookedBooking>;

export const overbookedReply = okReply(z.array(overbookedBooking));

/** A room type's calendar for channels that only read one (ADR 386). */
export const icalFeed = z.object({
  hotelId: z.number().int(),
  roomTypeId: z.number().int(),
  roomTypeName: z.string(),
  /** the address to give the channel: anyone holding it reads the room type's closed nights */
  url: z.string(),
  createdAt: z.string(),
});
export type IcalFeed = z.infer<typeof icalFeed>;

export const icalFeedsReply = okReply(z.array(icalFeed));
export const icalFeedReply = okReply(icalFeed).extend({ message: z.string() });

/** POST /api/staff/channels/ical-feeds: a room type's calendar address made or replaced. */
export const icalFeedBody = z
  .object({ hotelId: dbId('hotel id'), roomTypeId: dbId('room type id') })
  .strict();

export const PUSH_KINDS = ['availability', 'rates'] as const;

/** One hotel's push of one kind (free rooms; prices and restrictions), ADR 386. */
export const channelPushStatus = z.object({
  hotelId: z.number().int(),
  kind: z.enum(PUSH_KINDS),
  /** nights changed and not yet delivered */
  pending: z.number().int(),
  lastSuccessAt: z.string().nullable(),
  /** failures in a row (0: the last try went through) */
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type ChannelPushStatus = z.infer<typeof channelPushStatus>;

/** GET /api/staff/channels/status: the feed's last pull and every hotel's pushes. */
export const channelStatus = z.object({
  enabled: z.boolean(),
  feed: z.object({
    lastPullAt: z.string().nullable(),
    lastSuccessAt: z.string().nullable(),
    lastError: z.string().nullable(),
  }),
  pushes: z.array(channelPushStatus),
  /** each mapped hotel's last full sync: its mapping, the page's button or the nightly job (ADR 394) */
  fullSyncs: z.array(
    z.object({ hotelId: z.number().int(), lastFullSyncAt: z.string().nullable() }),
  ),
});
export type ChannelStatus = z.infer<typeof channelStatus>;
export const channelStatusReply = okReply(channelStatus);

export const fullSyncParams = z.object({
  hotelId: z.coerce.number().int().positive().max(MAX_DB_ID),
});

export const pushRetryParams = z.object({
  hotelId: z.coerce.number().int().positive().max(MAX_DB_ID),
  kind: z.enum(PUSH_KINDS, { message: 'The kind is availability or rates.' }),
});

/** What one OTA charges, in basis points of a booking's value before GST (ADR 393). */
export const channelCommission = z.object({
  otaName: z
    .string({ message: 'The channel name is required.' })
    .trim()
    .min(1, 'The channel name is required.')
    .max(100, 'The channel name is at most 100 characters.'),
  commissionBp: z
    .number({ message: 'The commission must be a number.' })
    .int('The commission is a whole number of basis points (1550 = 15.5 %).')
    .min(0, 'The commission cannot be below 0 %.')
    .max(10_000, 'The commission cannot be above 100 %.'),
});
export type ChannelCommission = z.infer<typeof channelCommission>;

/**
 * PUT /api/staff/channels/commissions: the whole list replaced (a channel left out: its commission
 * is no longer known). The name is the OTA's as the channel manager sends it (e.g. Booking.com).
 */
export const putChannelCommissionsBody = z
  .object({
    commissions: z.array(channelCommission).max(50, 'At most 50 channels.'),
  })
  .strict()
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.commissions.forEach((c, i) => {
      const k = c.otaName.toLowerCase();
      if (seen.has(k))
        ctx.addIssue({
          code: 'custom',
          path: ['commissions', i, 'otaName'],
          message: `${c.otaName} is listed twice.`,
        });
      seen.add(k);
    });
  });

export const channelCommissionsReply = okReply(z.array(channelCommission));
