import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { HOUSEKEEPING_STATUSES } from '../../../shared/statuses';
import { bookingRooms } from './bookings';
import { inSet } from './closed-set';
import { hotels, roomTypes } from './hotels';

/**
 * A hotel's physical rooms (issue 27): a number the desk and the guest see, its floor and
 * features. A room type's number of rooms is the number of its rooms not retired. A retired room
 * keeps its row (the chart's history names it); a number is unique among a hotel's rooms in use.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: serial().primaryKey(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    roomTypeId: integer()
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    floor: integer().notNull(),
    features: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    retiredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** clean, dirty or inspected (HOUSEKEEPING_STATUSES); check-out makes it dirty */
    housekeeping: text({ enum: HOUSEKEEPING_STATUSES }).notNull().default('clean'),
    housekeepingAt: timestamp({ withTimezone: true }),
    /** the staff member who set it last (null: check-out or the seed) */
    housekeepingBy: integer(),
  },
  (t) => [
    check('rooms_housekeeping_check', inSet(t.housekeeping, HOUSEKEEPING_STATUSES)),
    uniqueIndex('rooms_hotel_number_idx')
      .on(t.hotelId, sql`lower(${t.number})`)
      .where(sql`${t.retiredAt} IS NULL`),
    index('rooms_room_type_idx').on(t.roomTypeId),
  ],
);

/**
 * One row per physical room per night it is given to a booked room (ADR 265): the primary key
 * (room_id, night) is what makes two stays on one room on one night impossible, on PGlite and
 * PostgreSQL alike. A move from a night on rewrites only the nights from then on.
 */
export const roomNights = pgTable(
  'room_nights',
  {
    roomId: integer()
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    night: date({ mode: 'string' }).notNull(),
    bookingRoomId: integer()
      .notNull()
      .references(() => bookingRooms.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.night] }),
    uniqueIndex('room_nights_booking_room_night_idx').on(t.bookingRoomId, t.night),
  ],
);

/**
 * A room out of order for the nights [from, to) with a reason (issue 27, ADR 310): each of its nights
 * counts among the room type's closed rooms in room_inventory, so it is off sale, and it is taken
 * under the same night locks as a booking (refused when the night has no free room). Ending it early
 * sets `to` back and gives the nights back; the row stays as the room's history.
 */
export const roomOutOfOrder = pgTable(
  'room_out_of_order',
  {
    id: serial().primaryKey(),
    roomId: integer()
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    from: date({ mode: 'string' }).notNull(),
    /** exclusive, like a stay's check-out */
    to: date({ mode: 'string' }).notNull(),
    reason: text().notNull(),
    staffId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('room_out_of_order_room_idx').on(t.roomId, t.to),
    check('room_out_of_order_range', sql`${t.from} < ${t.to}`),
  ],
);

/**
 * A hotel's day closed by the night audit (issue 27, ADR 311): the night's figures as they stood
 * when it ran. Written once per (hotel, date); a trigger refuses every UPDATE and DELETE, so a later
 * edit of a booking never changes a closed day.
 */
export const nightAudits = pgTable(
  'night_audits',
  {
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    /** rooms on sale that night: the rooms in use less those out of order */
    roomsAvailable: integer().notNull(),
    roomsSold: integer().notNull(),
    /** occupancy in basis points (sold / available), 0 when none was available */
    occupancyBp: integer().notNull(),
    adrPaise: integer().notNull(),
    revparPaise: integer().notNull(),
    roomRevenuePaise: integer().notNull(),
    taxPaise: integer().notNull(),
    noShows: integer().notNull(),
    /*
     * Added after the first closes (ADR 311): null on a day closed before they were kept, never
     * filled in afterwards (the row is frozen).
     */
    /** booked rooms whose guest had checked in and not left that night */
    roomsInHouse: integer(),
    /** bookings checked in, and checked out, that day (IST) */
    arrivals: integer(),
    departures: integer(),
    /** money taken that day (IST) for the hotel's bookings, by how it was paid */
    receivedOnlinePaise: integer(),
    receivedCashPaise: integer(),
    receivedCardPaise: integer(),
    receivedUpiPaise: integer(),
    /** folio charges billed to a company that day: owed, not received */
    billedCompanyPaise: integer(),
    /** null: the daily job */
    closedBy: integer(),
    closedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.date] })],
);

export type RoomRow = typeof rooms.$inferSelect;
