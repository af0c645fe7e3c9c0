import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../shared/contracts/staff';
import { tours } from './content';
import { hotels } from './hotels';
import { inSet } from './closed-set';

/**
 * Back-office staff, separate from customers (their own login, cookie and sessions). role: one of
 * STAFF_ROLES (src/shared/contracts/staff.ts), enforced by a CHECK.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial().primaryKey(),
    /** lower case */
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    /** base32 TOTP secret; null until enrolment starts */
    totpSecret: text(),
    /** set when the first code was accepted: from then on every login needs a code */
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** time step of the last accepted code: a code is accepted once (no replay) */
    totpLastStep: integer(),
    /** a disabled account cannot sign in; its sessions are ended */
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_role_check', inSet(t.role, STAFF_ROLES))],
);

/** Which hotels a hotel manager runs (admins reach every hotel without rows here). */
export const staffHotels = pgTable(
  'staff_hotels',
  {
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.hotelId] }),
    index('staff_hotels_hotel_idx').on(t.hotelId),
  ],
);

/** Which tours a tour operator runs: their departures and manifests (ADR 351). */
export const staffTours = pgTable(
  'staff_tours',
  {
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tourId: integer()
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.tourId] }),
    index('staff_tours_tour_idx').on(t.tourId),
  ],
);

/**
 * Staff sessions; id is the SHA-256 of the `staff_sid` cookie token. A session ends 30 minutes
 * after its last request (lastSeenAt) and at expiresAt whatever happens.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every change a staff member makes: who, when, what (action on entity/entityId), and the row
 * before and after as JSON. Written in the same transaction as the change (recordAudit).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    /** null when the change was made by a command (staff:create) */
    staffId: integer().references(() => staff.id, { onDelete: 'set null' }),
    /** the staff member's email at the time, kept when the account is gone */
    staffEmail: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
