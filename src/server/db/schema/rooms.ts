import { sql } from 'drizzle-orm';
import {
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
import { bookingRooms } from './bookings';
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
  },
  (t) => [
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

export type RoomRow = typeof rooms.$inferSelect;
