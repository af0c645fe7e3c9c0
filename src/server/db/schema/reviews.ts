import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES, REVIEW_SUBJECTS } from '../../../shared/statuses';
import { bookings } from './bookings';
import { inSet } from './closed-set';
import { hotels } from './hotels';

/**
 * Guests' reviews of what they completed (ADR 320), written by the reviews module only. The
 * subject is a closed set: a hotel stay (`booking_id`) today; a tour booking gets its own column
 * and subject later, with a CHECK naming which column each subject fills. One review per booking.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    subject: text({ enum: REVIEW_SUBJECTS }).notNull(),
    bookingId: integer().references(() => bookings.id, { onDelete: 'cascade' }),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id),
    customerId: integer().notNull(),
    rating: integer().notNull(),
    text: text().notNull().default(''),
    /** the first night of the stay: the page shows its month */
    stayedFrom: date({ mode: 'string' }).notNull(),
    status: text({ enum: REVIEW_STATUSES }).notNull().default('pending'),
    hiddenReason: text(),
    moderatedBy: integer(),
    moderatedAt: timestamp({ withTimezone: true }),
    reply: text(),
    repliedBy: integer(),
    repliedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_booking_uq').on(t.bookingId),
    index('reviews_hotel_status_idx').on(t.hotelId, t.status),
    index('reviews_customer_idx').on(t.customerId),
    check('reviews_subject_check', inSet(t.subject, REVIEW_SUBJECTS)),
    check('reviews_status_check', inSet(t.status, REVIEW_STATUSES)),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check(
      'reviews_subject_row_check',
      sql`${t.subject} <> 'hotel_stay' OR ${t.bookingId} IS NOT NULL`,
    ),
    check(
      'reviews_hidden_reason_check',
      sql`${t.status} <> 'hidden' OR ${t.hiddenReason} IS NOT NULL`,
    ),
  ],
);
