import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { FOLIO_KINDS, FOLIO_PAYMENT_METHODS } from '../../../shared/contracts/folio';
import { bookings, payments, refunds } from './bookings';
import { hotels } from './hotels';
import { inSet } from './closed-set';

/**
 * The GST rate of a folio charge (issue 28, ADR 285): per kind and SAC, in force from
 * effectiveFrom (an IST date) until the next row of the same kind, SAC and hotel. hotelId null is
 * the rate everywhere; a hotel's own row wins (a hotel that is "specified premises" charges 18% on
 * restaurant service instead of 5%).
 */
export const folioTaxRates = pgTable(
  'folio_tax_rates',
  {
    id: serial().primaryKey(),
    kind: text({ enum: FOLIO_KINDS }).notNull(),
    sac: text().notNull(),
    description: text().notNull(),
    rateBp: integer().notNull(),
    hotelId: integer().references(() => hotels.id, { onDelete: 'cascade' }),
    effectiveFrom: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('folio_tax_rates_key_idx').on(
      t.kind,
      t.sac,
      sql`coalesce(${t.hotelId}, 0)`,
      t.effectiveFrom,
    ),
    check('folio_tax_rates_kind_check', inSet(t.kind, FOLIO_KINDS)),
    check('folio_tax_rates_rate_check', sql`${t.rateBp} >= 0 AND ${t.rateBp} <= 10000`),
  ],
);

/**
 * A charge on a stay's folio. Never edited or deleted: a correction is a reversing posting
 * (reversesId, negative amounts, a reason), at most one per posting.
 */
export const folioPostings = pgTable(
  'folio_postings',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text({ enum: FOLIO_KINDS }).notNull(),
    sac: text().notNull(),
    description: text().notNull(),
    quantity: integer().notNull(),
    unitPaise: integer().notNull(),
    /** quantity x unit, before GST; negative on a reversal */
    amountPaise: integer().notNull(),
    rateBp: integer().notNull(),
    gstPaise: integer().notNull(),
    reversesId: integer(),
    reason: text(),
    staffId: integer().notNull(),
    postedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('folio_postings_booking_idx').on(t.bookingId),
    uniqueIndex('folio_postings_reverses_idx').on(t.reversesId),
    check('folio_postings_kind_check', inSet(t.kind, FOLIO_KINDS)),
  ],
);

/**
 * A cashier's shift at a hotel's desk (ADR 347): opened with the float in the drawer, closed with
 * the cash counted; the folio money taken and paid back meanwhile is tied to it. One open shift
 * per staff member and hotel.
 */
export const cashierShifts = pgTable(
  'cashier_shifts',
  {
    id: serial().primaryKey(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    staffId: integer().notNull(),
    openingFloatPaise: integer().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
    /** the cash counted in the drawer at the close */
    countedCashPaise: integer(),
    /** the cash the drawer should hold at the close: float + cash taken − cash paid back */
    expectedCashPaise: integer(),
    note: text(),
  },
  (t) => [
    index('cashier_shifts_hotel_idx').on(t.hotelId, t.openedAt),
    uniqueIndex('cashier_shifts_one_open_idx')
      .on(t.staffId, t.hotelId)
      .where(sql`${t.closedAt} IS NULL`),
    check('cashier_shifts_float_check', sql`${t.openingFloatPaise} >= 0`),
  ],
);

/**
 * Money taken at the desk against a stay's folio (ADR 286): cash, card and UPI are also a payments
 * row (gateway `desk`, purpose `folio`) so their refunds go the refunds module's one way; a
 * bill-to-company line is no money and has none.
 */
export const folioPayments = pgTable(
  'folio_payments',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    method: text({ enum: FOLIO_PAYMENT_METHODS }).notNull(),
    amountPaise: integer().notNull(),
    reference: text(),
    companyName: text(),
    companyGstin: text(),
    /** taken before the guest's departure day's bill: an advance (at check-in or before) */
    advance: boolean().notNull().default(false),
    paymentId: integer().references(() => payments.id),
    staffId: integer().notNull(),
    /** the cashier's shift it was taken in (ADR 347); null before shifts, or with none open */
    shiftId: integer().references(() => cashierShifts.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('folio_payments_booking_idx').on(t.bookingId),
    index('folio_payments_shift_idx').on(t.shiftId),
    index('folio_payments_created_idx').on(t.createdAt),
    check('folio_payments_method_check', inSet(t.method, FOLIO_PAYMENT_METHODS)),
    check('folio_payments_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * A refund of an overpaid folio balance (ADR 286): the refunds row (sent the refunds module's one
 * way) and who at the desk paid it back, by which method (the method of the payment it returns).
 */
export const folioRefunds = pgTable(
  'folio_refunds',
  {
    refundId: integer()
      .primaryKey()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    method: text({ enum: FOLIO_PAYMENT_METHODS }).notNull(),
    staffId: integer().notNull(),
    shiftId: integer().references(() => cashierShifts.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('folio_refunds_booking_idx').on(t.bookingId),
    index('folio_refunds_created_idx').on(t.createdAt),
    check('folio_refunds_method_check', inSet(t.method, FOLIO_PAYMENT_METHODS)),
  ],
);

/** One line of a folio tax invoice: a posting net of its reversal. */
export type FolioInvoiceLine = {
  postingId: number;
  description: string;
  sac: string;
  quantity: number;
  unitPaise: number;
  taxablePaise: number;
  rateBp: number;
  cgstPaise: number;
  sgstPaise: number;
};

/**
 * The tax invoice of a stay's postings, issued at check-out in the corporation's invoice series
 * (JTDC/2627/000123, the room invoices' counter). One per stay.
 */
export const folioInvoices = pgTable('folio_invoices', {
  id: serial().primaryKey(),
  bookingId: integer()
    .notNull()
    .unique()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  invoiceNo: text().notNull().unique(),
  issueDate: date({ mode: 'string' }).notNull(),
  billedToName: text().notNull(),
  billedToGstin: text(),
  lines: jsonb().$type<FolioInvoiceLine[]>().notNull(),
  taxablePaise: integer().notNull(),
  cgstPaise: integer().notNull(),
  sgstPaise: integer().notNull(),
  totalPaise: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
