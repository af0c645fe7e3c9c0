import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BED_TYPES } from '../../../shared/room-content';
import { inSet } from './closed-set';

export const hotels = pgTable(
  'hotels',
  {
    id: serial().primaryKey(),
    unitName: text().notNull(),
    locationName: text().notNull(),
    photo: text().notNull(),
    photoAlt: text().notNull(),
    totalRooms: integer().notNull(),
    mobileNo: text().notNull(),
    email: text().notNull(),
    priceRange: text(),
    description: text().notNull(),
    address: text().notNull(),
    location: text().notNull(),
    /** Hindi of the visible texts (ADR 180); null: the English shows, marked lang="en" */
    unitNameHi: text(),
    locationNameHi: text(),
    descriptionHi: text(),
    addressHi: text(),
    locationHi: text(),
    /** WGS84 degrees, for the location block and the OpenStreetMap link (ADR 336); null: not known */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    checkInTime: text().notNull().default('12:00 PM'),
    checkOutTime: text().notNull().default('11:00 AM'),
    /** hours after the check-in time from which an unarrived booking may be marked a no-show */
    noShowCutoffHours: integer().notNull().default(6),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // one hotel per name, whatever the case (ADR 215): guests and staff tell hotels apart by name
  (t) => [uniqueIndex('hotels_unit_name_idx').on(sql`lower(${t.unitName})`)],
);

export const hotelFacilities = pgTable('hotel_facilities', {
  id: serial().primaryKey(),
  hotelId: integer()
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  icon: text().notNull(),
});

export const hotelPhotos = pgTable('hotel_photos', {
  id: serial().primaryKey(),
  hotelId: integer()
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  url: text().notNull(),
  alt: text().notNull(),
  sortOrder: integer().notNull().default(0),
  /** an uploaded photo's server-chosen name (uuid); its variants (photo_variants) are served at /media/photos/<id>-<w>.<ext> */
  uploadId: text(),
  /** the widths of an uploaded photo's variants, smallest first */
  widths: integer().array(),
});

export const roomTypes = pgTable(
  'room_types',
  {
    id: serial().primaryKey(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Single | Double | Suite, for the availability screen's room-type filter */
    category: text().notNull(),
    maxAdults: integer().notNull(),
    maxChildren: integer().notNull(),
    allowedExtraPerson: integer().notNull(),
    extraPersonRatePaise: integer().notNull(),
    basePricePaise: integer().notNull(),
    totalRooms: integer().notNull(),
    /** the room as the guest sees it (ADR 335); null or empty: not said */
    nameHi: text(),
    description: text(),
    descriptionHi: text(),
    sizeSqm: integer(),
    /** BED_TYPES (src/shared/room-content.ts) */
    bedType: text({ enum: BED_TYPES }),
    bedCount: integer().notNull().default(1),
    /** ROOM_AMENITIES keys */
    amenities: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  // the availability query finds a hotel's room types by it (ADR 173)
  (t) => [
    index('room_types_hotel_idx').on(t.hotelId),
    check('room_types_bed_type_check', inSet(t.bedType, BED_TYPES)),
    check('room_types_size_check', sql`${t.sizeSqm} IS NULL OR ${t.sizeSqm} > 0`),
    check('room_types_bed_count_check', sql`${t.bedCount} BETWEEN 1 AND 10`),
  ],
);

/** One row per room type per night: the only source of truth for what can be sold. */
export const roomInventory = pgTable(
  'room_inventory',
  {
    roomTypeId: integer()
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    night: date({ mode: 'string' }).notNull(),
    total: integer().notNull(),
    booked: integer().notNull().default(0),
    /** rooms out of order that night (staff closures); free = total - booked - closed */
    closed: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    // the occupancy report's rooms for sale in a period, read from the index alone (ADR 373)
    index('room_inventory_night_idx').on(t.night, t.roomTypeId, t.total, t.closed),
    check('room_inventory_booked_le_total', sql`${t.booked} <= ${t.total}`),
    check('room_inventory_booked_ge_0', sql`${t.booked} >= 0`),
    check('room_inventory_closed_ge_0', sql`${t.closed} >= 0`),
    check('room_inventory_booked_closed_le_total', sql`${t.booked} + ${t.closed} <= ${t.total}`),
  ],
);

/** Per-night price overrides (seasons, weekends, festivals), set by staff (ADR 140). */
export const roomRates = pgTable(
  'room_rates',
  {
    roomTypeId: integer()
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    night: date({ mode: 'string' }).notNull(),
    pricePaise: integer().notNull(),
    /** that night's extra-person rate; null: the room type's extraPersonRatePaise */
    extraPersonRatePaise: integer(),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.night] })],
);

export type HotelRow = typeof hotels.$inferSelect;
export type RoomTypeRow = typeof roomTypes.$inferSelect;
