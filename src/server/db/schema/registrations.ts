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
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

/**
 * The adult guests registered at check-in (issue 28; ADR 290), written by the registrations
 * module only. An Indian guest's identity number is kept as the booking keeps it (a masked
 * Aadhaar); a foreign national's Form C fields are kept, and the passport and visa numbers are
 * erased by a job once the retention period after the stay has passed (ADR 291).
 */
export const stayGuests = pgTable(
  'stay_guests',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    hotelId: integer().notNull(),
    /** 1 for the lead guest, then in the order typed */
    position: integer().notNull(),
    name: text().notNull(),
    /** ISO 3166-1 alpha-2; IN is an Indian national */
    nationality: text().notNull(),
    sex: text(),
    dateOfBirth: date({ mode: 'string' }),
    idType: text().notNull(),
    /** null once erased (a foreigner's is the passport number) */
    idNumber: text(),
    homeAddress: text(),
    passportNo: text(),
    passportPlaceOfIssue: text(),
    passportIssuedOn: date({ mode: 'string' }),
    passportExpiresOn: date({ mode: 'string' }),
    visaNo: text(),
    visaType: text(),
    visaPlaceOfIssue: text(),
    visaIssuedOn: date({ mode: 'string' }),
    visaExpiresOn: date({ mode: 'string' }),
    arrivedInIndiaOn: date({ mode: 'string' }),
    arrivedFrom: text(),
    nextDestination: text(),
    purpose: text(),
    /** when the passport and visa numbers were erased (ADR 291) */
    erasedAt: timestamp({ withTimezone: true }),
    registeredBy: integer().notNull(),
    registeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stay_guests_booking_idx').on(t.bookingId, t.position),
    index('stay_guests_foreign_idx')
      .on(t.hotelId)
      .where(sql`${t.nationality} <> 'IN'`),
    check('stay_guests_sex_check', sql`${t.sex} IS NULL OR ${t.sex} IN ('M', 'F', 'X')`),
  ],
);

/**
 * Form C of a stay with foreign guests: when the desk marked it filed with the FRRO portal and the
 * portal's reference, and when the 24-hour reminder went to the hotel's managers; the same for the
 * departure report at check-out (ADR 377).
 */
export const formCReports = pgTable('form_c_reports', {
  bookingId: integer()
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  submittedAt: timestamp({ withTimezone: true }),
  submittedBy: integer(),
  reference: text(),
  overdueMailedAt: timestamp({ withTimezone: true }),
  departureSubmittedAt: timestamp({ withTimezone: true }),
  departureSubmittedBy: integer(),
  departureReference: text(),
  departureOverdueMailedAt: timestamp({ withTimezone: true }),
});

/** The pre-arrival and after-stay mails a booking was sent (once each). */
export const guestMails = pgTable(
  'guest_mails',
  {
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.kind] }),
    check('guest_mails_kind_check', sql`${t.kind} IN ('pre_arrival', 'after_stay')`),
  ],
);
