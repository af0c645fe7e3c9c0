import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { hotels, roomTypes } from './hotels';
import { ratePlans } from './rates';

/**
 * A hotel sold through the channel manager: its property id there (ADR 260), and when every
 * bookable night of it was last queued for a full sync (the mapping, the page's button, or the
 * nightly job, ADR 394).
 */
export const channelProperties = pgTable('channel_properties', {
  hotelId: integer()
    .primaryKey()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  propertyId: text().notNull().unique(),
  lastFullSyncAt: timestamp({ withTimezone: true }),
});

/**
 * What each OTA charges the corporation, in basis points of the booking's value before GST (ADR
 * 393): kept with the mapping, read by the reports of bookings by source. An OTA without a row: not
 * known.
 */
export const channelCommissions = pgTable(
  'channel_commissions',
  {
    otaName: text().primaryKey(),
    commissionBp: integer().notNull(),
  },
  (t) => [
    check(
      'channel_commissions_bp_check',
      sql`${t.commissionBp} >= 0 AND ${t.commissionBp} <= 10000`,
    ),
  ],
);

/** A room type sold through the channel manager: its room type id there. */
export const channelRoomTypes = pgTable(
  'channel_room_types',
  {
    roomTypeId: integer()
      .primaryKey()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    channelRoomTypeId: text().notNull(),
    /** the channel manager's rate plan of the standard rate (room only); null: not sold there */
    channelRatePlanId: text(),
  },
  (t) => [uniqueIndex('channel_room_types_channel_idx').on(t.hotelId, t.channelRoomTypeId)],
);

/** A rate plan (ADR 360) sold through the channel manager: its rate plan id there (ADR 384). */
export const channelRatePlans = pgTable(
  'channel_rate_plans',
  {
    ratePlanId: integer()
      .primaryKey()
      .references(() => ratePlans.id, { onDelete: 'cascade' }),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    channelRatePlanId: text().notNull(),
  },
  (t) => [uniqueIndex('channel_rate_plans_channel_idx').on(t.hotelId, t.channelRatePlanId)],
);

/**
 * The nights of mapped room types whose prices or restrictions changed and are not yet pushed
 * (ADR 384): triggers on room_rates, rate_restrictions, rate_plans and room_types write a row (or
 * bump `version`) in the transaction that makes the change, as channel_ari_pending for free rooms.
 */
export const channelRatePending = pgTable(
  'channel_rate_pending',
  {
    roomTypeId: integer()
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    night: date({ mode: 'string' }).notNull(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    version: integer().notNull().default(1),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    index('channel_rate_pending_hotel_idx').on(t.hotelId),
  ],
);

/**
 * The nights of mapped room types whose free rooms changed and are not yet pushed (ADR 261). A
 * trigger on room_inventory writes a row (or bumps `version`) in the transaction that changes the
 * inventory; the push job deletes a row only at the version it pushed.
 */
export const channelAriPending = pgTable(
  'channel_ari_pending',
  {
    roomTypeId: integer()
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    night: date({ mode: 'string' }).notNull(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    version: integer().notNull().default(1),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    index('channel_ari_pending_hotel_idx').on(t.hotelId),
  ],
);

/**
 * Per hotel and kind of message (`availability`, or `rates`: prices and restrictions, ADR 384;
 * the channel manager limits each apart): who pushes now (a lease), the retry back-off, and the
 * last push and success.
 */
export const channelPushState = pgTable(
  'channel_push_state',
  {
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    kind: text().notNull().default('availability'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    lastPushAt: timestamp({ withTimezone: true }),
    lastSuccessAt: timestamp({ withTimezone: true }),
    lastError: text(),
    leaseUntil: timestamp({ withTimezone: true }),
    leaseToken: text(),
  },
  (t) => [
    primaryKey({ columns: [t.hotelId, t.kind] }),
    check('channel_push_state_kind_check', sql`${t.kind} IN ('availability', 'rates')`),
  ],
);

/**
 * Every booking revision taken from the feed, once (the key is the channel manager's revision
 * id): a revision seen again changes nothing and is only acknowledged again (ADR 262).
 * outcome: booked | overbooked | cancelled | ignored
 */
export const channelRevisions = pgTable(
  'channel_revisions',
  {
    revisionId: text().primaryKey(),
    channelBookingId: text().notNull(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id),
    status: text().notNull(),
    outcome: text().notNull(),
    bookingId: integer().references(() => bookings.id, { onDelete: 'set null' }),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    ackedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('channel_revisions_status_check', sql`${t.status} IN ('new', 'modified', 'cancelled')`),
    check(
      'channel_revisions_outcome_check',
      sql`${t.outcome} IN ('booked', 'overbooked', 'cancelled', 'ignored')`,
    ),
  ],
);

/**
 * A booking that came from an OTA through the channel manager: which OTA and its reservation code,
 * who collected the payment, the OTA's amount, and whether it holds rooms in the inventory
 * (overbooked: it arrived for a night already sold out and holds none; staff must move it).
 */
export const channelBookings = pgTable(
  'channel_bookings',
  {
    bookingId: integer()
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    channelBookingId: text().notNull().unique(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id),
    otaName: text().notNull(),
    otaReservationCode: text().notNull(),
    /** ota: the OTA collected the guest's payment; property: the guest pays at the hotel */
    paymentCollect: text().notNull(),
    otaAmountPaise: integer(),
    overbooked: boolean().notNull().default(false),
    /** the first night that was sold out when it arrived */
    soldOutNight: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('channel_bookings_collect_check', sql`${t.paymentCollect} IN ('ota', 'property')`),
    index('channel_bookings_overbooked_idx')
      .on(t.hotelId)
      .where(sql`${t.overbooked}`),
  ],
);

/**
 * The booking feed's last pull (one feed for the whole system): when it was last read, when last
 * read without error, and the error of the last failure (the mapping screen shows them, ADR 386).
 */
export const channelFeedState = pgTable(
  'channel_feed_state',
  {
    id: integer().primaryKey().default(1),
    lastPullAt: timestamp({ withTimezone: true }),
    lastSuccessAt: timestamp({ withTimezone: true }),
    lastError: text(),
  },
  (t) => [check('channel_feed_state_one_row', sql`${t.id} = 1`)],
);

/**
 * The calendar export of a room type for channels that only read a calendar (ADR 386): an
 * unguessable token in its address; a new token replaces the old one.
 */
export const channelIcalFeeds = pgTable('channel_ical_feeds', {
  roomTypeId: integer()
    .primaryKey()
    .references(() => roomTypes.id, { onDelete: 'cascade' }),
  hotelId: integer()
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  token: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
