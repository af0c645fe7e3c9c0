import { z } from 'zod';
import { BOOKING_STATUSES } from '../booking-status';
import { HOUSEKEEPING_STATUSES } from '../statuses';
import { okReply } from './common';
import { isoDate } from './hotels';

/** A hotel's physical rooms, their assignment to booked rooms and the room chart (issue 27). */

const roomNumber = z
  .string({ message: 'Enter the room number.' })
  .trim()
  .min(1, 'Enter the room number.')
  .max(20, 'A room number can be at most 20 characters.');
const floor = z
  .number({ message: 'Enter the floor (0 for the ground floor).' })
  .int('The floor is a whole number.')
  .min(-5, 'The floor is between -5 and 200.')
  .max(200, 'The floor is between -5 and 200.');
const features = z
  .array(z.string().trim().min(1).max(60, 'A feature can be at most 60 characters.'), {
    message: 'Features are a list of words.',
  })
  .max(20, 'At most 20 features.');
const id = z.number({ message: 'Choose a room.' }).int().positive().max(2_147_483_647);

export const roomCreateBody = z.object({
  roomTypeId: z.number({ message: 'Choose the room type.' }).int().positive().max(2_147_483_647),
  number: roomNumber,
  floor,
  features: features.default([]),
});
export type RoomCreateBody = z.input<typeof roomCreateBody>;

/** Rename, move floor, change features, or retire (`retired: true`) a room. */
export const roomUpdateBody = z.object({
  number: roomNumber.optional(),
  floor: floor.optional(),
  features: features.optional(),
  retired: z.boolean({ message: 'Say whether the room is retired.' }).optional(),
});
export type RoomUpdateBody = z.input<typeof roomUpdateBody>;

export const staffRoom = z.object({
  id: z.number(),
  hotelId: z.number(),
  roomTypeId: z.number(),
  roomTypeName: z.string(),
  number: z.string(),
  floor: z.number(),
  features: z.array(z.string()),
  retired: z.boolean(),
});
export type StaffRoom = z.infer<typeof staffRoom>;
export const staffRoomReply = okReply(staffRoom);
export const staffRoomsReply = okReply(z.object({ rooms: z.array(staffRoom) }));

export const assignBody = z.object({ roomId: id });
export type AssignBody = z.input<typeof assignBody>;

/** Move a booked room to another room from `from` (a night of the stay) on. */
export const moveBody = z.object({ roomId: id, from: isoDate('The first night in the new room') });
export type MoveBody = z.input<typeof moveBody>;

export const bookingRoomParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  bookingRoomId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const housekeepingStatus = z.enum(HOUSEKEEPING_STATUSES, {
  message: 'Choose clean, dirty or inspected.',
});

const outOfOrderPeriod = z.object({
  id: z.number(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
});
export type OutOfOrderPeriod = z.infer<typeof outOfOrderPeriod>;

export const CHART_MAX_DAYS = 31;

export const chartQuery = z
  .object({ from: isoDate('The first day'), to: isoDate('The last day') })
  .superRefine((v, ctx) => {
    const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000;
    if (days <= 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The chart ends after it starts.' });
    else if (days > CHART_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The chart shows at most ${CHART_MAX_DAYS} days.`,
      });
  });

const chartStay = z.object({
  bookingId: z.number(),
  bookingRoomId: z.number(),
  bookingRefNo: z.string(),
  guestName: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** the OTA the booking came from through the channel manager (ADR 395); null: website, counter */
  source: z.string().nullable().default(null),
});

export const chart = z.object({
  from: z.string(),
  to: z.string(),
  nights: z.array(z.string()),
  rooms: z.array(
    z.object({
      id: z.number(),
      number: z.string(),
      floor: z.number(),
      roomTypeId: z.number(),
      roomTypeName: z.string(),
      retired: z.boolean(),
      /** today's housekeeping status (clean, dirty, inspected) */
      housekeeping: housekeepingStatus,
      /** the periods out of order that overlap the chart's nights ([from, to), reason) */
      outOfOrder: z.array(outOfOrderPeriod),
      /** one entry per night the room is given to a stay */
      stays: z.array(chartStay.extend({ night: z.string() })),
    }),
  ),
  /** booked rooms with no physical room that night */
  unassigned: z.array(chartStay.extend({ night: z.string(), roomTypeId: z.number() })),
});
export type Chart = z.infer<typeof chart>;
export const chartReply = okReply(chart);

// ---- housekeeping (issue 27, ADR 310) ----------------------------------------------------------

/** PUT /api/staff/rooms/{id}/housekeeping */
export const housekeepingBody = z.object({ status: housekeepingStatus });
export type HousekeepingBody = z.input<typeof housekeepingBody>;

export const OUT_OF_ORDER_MAX_DAYS = 366;

/** PUT /api/staff/rooms/{id}/out-of-order: the nights [from, to) and why. */
export const outOfOrderBody = z
  .object({
    from: isoDate('The first night out of order'),
    to: isoDate('The day the room is back'),
    reason: z
      .string({ message: 'Say why the room is out of order.' })
      .trim()
      .min(3, 'Say why the room is out of order (at least 3 characters).')
      .max(200, 'The reason can be at most 200 characters.'),
  })
  .superRefine((v, ctx) => {
    const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000;
    if (days <= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The room is back after the first night out of order.',
      });
    else if (days > OUT_OF_ORDER_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A room can be out of order for at most ${OUT_OF_ORDER_MAX_DAYS} nights at a time.`,
      });
  });
export type OutOfOrderBody = z.input<typeof outOfOrderBody>;

export const roomParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const outOfOrderParams = roomParams.extend({
  periodId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Where the room's guest is today, for the housekeeper. */
export const BOARD_OCCUPANCY = ['vacant', 'arriving', 'in_house', 'departed'] as const;

export const boardRoom = z.object({
  id: z.number(),
  number: z.string(),
  floor: z.number(),
  roomTypeName: z.string(),
  status: housekeepingStatus,
  /** when and by whom (email) the status was last set; null: never by staff */
  statusAt: z.string().nullable(),
  /** the period covering today, or null */
  outOfOrder: outOfOrderPeriod.nullable(),
  /** later periods (from tomorrow on) */
  upcomingOutOfOrder: z.array(outOfOrderPeriod),
  occupancy: z.enum(BOARD_OCCUPANCY),
});
export type BoardRoom = z.infer<typeof boardRoom>;

/** GET /api/staff/hotels/{hotelId}/housekeeping */
export const board = z.object({ today: z.string(), rooms: z.array(boardRoom) });
export type Board = z.infer<typeof board>;
export const boardReply = okReply(board);
export const boardRoomReply = okReply(boardRoom);

// ---- the night audit (issue 27, ADR 311) ------------------------------------------------------

/** POST /api/staff/hotels/{hotelId}/night-audit {date}: closes the hotel's day. */
export const nightAuditBody = z.object({ date: isoDate('The day to close') });
export type NightAuditBody = z.input<typeof nightAuditBody>;

export const NIGHT_AUDIT_MAX_DAYS = 92;

export const nightAuditsQuery = z
  .object({ from: isoDate('The first day'), to: isoDate('The last day') })
  .superRefine((v, ctx) => {
    const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000;
    if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day is after the first.' });
    else if (days >= NIGHT_AUDIT_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The report shows at most ${NIGHT_AUDIT_MAX_DAYS} days.`,
      });
  });

/** A closed day's frozen figures; amounts in paise. */
export const nightAudit = z.object({
  hotelId: z.number(),
  date: z.string(),
  roomsAvailable: z.number(),
  roomsSold: z.number(),
  /** basis points: 7550 = 75.50% */
  occupancyBp: z.number(),
  adrPaise: z.number(),
  revparPaise: z.number(),
  roomRevenuePaise: z.number(),
  taxPaise: z.number(),
  noShows: z.number(),
  /*
   * null on a day closed before these were kept (ADR 311): a closed day is never filled in
   */
  /** booked rooms whose guest had checked in and not left that night */
  roomsInHouse: z.number().nullable(),
  /** bookings checked in, and checked out, that day */
  arrivals: z.number().nullable(),
  departures: z.number().nullable(),
  /**
   * money taken that day for the hotel's bookings by how it was paid (online: the payment
   * gateway; cash, card, UPI: at the desk), and the folio charges billed to a company (owed)
   */
  byMethodPaise: z
    .object({
      online: z.number(),
      cash: z.number(),
      card: z.number(),
      upi: z.number(),
      company: z.number(),
    })
    .nullable(),
  /** the email of who closed it; null: the daily job */
  closedBy: z.string().nullable(),
  closedAt: z.string(),
});
export type NightAudit = z.infer<typeof nightAudit>;
export const nightAuditReply = okReply(nightAudit);
export const nightAuditsReply = okReply(z.object({ days: z.array(nightAudit) }));
