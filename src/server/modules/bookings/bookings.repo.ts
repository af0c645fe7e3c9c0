import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { isOwnBookingPayment } from '../../db/own-payment';
import { policyVersionInForce, rulesOfVersion } from '../../db/cancellation-policy';
import type { DbOrTx, Tx } from '../../db/client';
import { PAID_BOOKING_STATUSES } from '../../../shared/booking-status';
import { documentYear } from '../../../shared/dates';
import {
  bookingDateChanges,
  bookingRooms,
  bookings,
  customers,
  debitNoteCounters,
  debitNotes,
  gstSlabs,
  hotels,
  invoiceCounters,
  payments,
  refunds,
  reportDays,
  roomTypes,
} from '../../db/schema/index';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type BookingRoomRow = typeof bookingRooms.$inferSelect;
export type NewBookingRoom = typeof bookingRooms.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type BookingRoomWithType = BookingRoomRow & { roomTypeName: string };

// ---- cancellation policy -----------------------------------------------------------------------

/** The cancellation policy version a hold made now is sold under (ADR 222). */
export async function policyVersionIdInForce(
  db: DbOrTx,
  hotelId: number,
  date: string,
): Promise<number | null> {
  return (await policyVersionInForce(db, hotelId, date))?.id ?? null;
}

/** The bands of the version a booking was sold under ([] without one). */
export async function soldPolicyRules(
  db: DbOrTx,
  versionId: number | null,
): Promise<{ minDays: number; maxDays: number | null; deductionPercent: number }[]> {
  return versionId === null ? [] : rulesOfVersion(db, versionId);
}

// ---- GST -------------------------------------------------------------------------------------

/** The slab set in force on `date`: the rows of the latest effectiveFrom not after it, or null. */
export async function gstSlabSetInForce(
  db: DbOrTx,
  date: string,
): Promise<{ effectiveFrom: string; slabs: { minTariffPaise: number; rateBp: number }[] } | null> {
  const rows = await db
    .select({
      minTariffPaise: gstSlabs.minTariffPaise,
      rateBp: gstSlabs.rateBp,
      effectiveFrom: gstSlabs.effectiveFrom,
    })
    .from(gstSlabs)
    .where(
      eq(
        gstSlabs.effectiveFrom,
        sql`(SELECT max(${gstSlabs.effectiveFrom}) FROM ${gstSlabs} WHERE ${gstSlabs.effectiveFrom} <= ${date})`,
      ),
    )
    .orderBy(asc(gstSlabs.minTariffPaise));
  const first = rows[0];
  if (!first) return null;
  return {
    effectiveFrom: first.effectiveFrom,
    slabs: rows.map((r) => ({ minTariffPaise: r.minTariffPaise, rateBp: r.rateBp })),
  };
}

// ---- bookings --------------------------------------------------------------------------------

/** The next bookings.id, taken before the insert so the reference can carry it. */
export async function nextBookingId(tx: DbOrTx): Promise<number> {
  const res = (await tx.execute(
    sql`SELECT nextval(pg_get_serial_sequence('bookings', 'id'))::int AS id`,
  )) as unknown as {
    rows: { id: number }[];
  };
  return Number(res.rows[0]!.id);
}

export async function insertBooking(tx: DbOrTx, values: NewBooking): Promise<BookingRow> {
  const [row] = await tx.insert(bookings).values(values).returning();
  return row!;
}

export async function insertBookingRooms(tx: DbOrTx, rows: NewBookingRoom[]): Promise<void> {
  await tx.insert(bookingRooms).values(rows);
}

export async function findBooking(db: DbOrTx, id: number): Promise<BookingRow | null> {
  const rows = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findBookingForUpdate(tx: Tx, id: number): Promise<BookingRow | null> {
  const rows = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return rows[0] ?? null;
}

export async function findBookingByRef(db: DbOrTx, ref: string): Promise<BookingRow | null> {
  const rows = await db.select().from(bookings).where(eq(bookings.bookingRefNo, ref)).limit(1);
  return rows[0] ?? null;
}

export async function findBookingByIdempotencyKey(
  db: DbOrTx,
  customerId: number,
  key: string,
): Promise<BookingRow | null> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.idempotencyKey, key)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateBooking(
  tx: DbOrTx,
  id: number,
  patch: Partial<NewBooking>,
): Promise<void> {
  await tx.update(bookings).set(patch).where(eq(bookings.id, id));
}

/** Unpaid holds whose time is up, locked for this transaction; rows another process holds are skipped. */
export async function lockExpiredHolds(tx: Tx, now: Date, limit: number): Promise<BookingRow[]> {
  return tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'pending_payment'), lt(bookings.holdExpiresAt, now)))
    .orderBy(asc(bookings.holdExpiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The customer's unpaid holds, locked (a new booking replaces them). */
export async function lockOpenHolds(tx: Tx, customerId: number): Promise<BookingRow[]> {
  return tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.status, 'pending_payment')))
    .orderBy(asc(bookings.id))
    .for('update');
}

/** Who to tell about a booking. */
export async function bookingContact(db: DbOrTx, bookingId: number) {
  const rows = await db
    .select({
      customerId: bookings.customerId,
      customerName: bookings.customerName,
      bookingRefNo: bookings.bookingRefNo,
      email: bookings.email,
      mobile: bookings.mobile,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return rows[0] ?? null;
}

/** Moves booked rooms of a booking to cancelled (conditional on still booked); false if not. */
export async function cancelRoom(
  tx: DbOrTx,
  input: { bookingId: number; roomId: number; chargePaise: number; refundPaise: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(bookingRooms)
    .set({
      status: 'cancelled',
      cancelledAt: input.at,
      cancellationChargePaise: input.chargePaise,
      refundPaise: input.refundPaise,
    })
    .where(
      and(
        eq(bookingRooms.id, input.roomId),
        eq(bookingRooms.bookingId, input.bookingId),
        eq(bookingRooms.status, 'booked'),
      ),
    )
    .returning({ id: bookingRooms.id });
  return rows.length === 1;
}

export function roomsOf(db: DbOrTx, bookingIds: number[]): Promise<BookingRoomWithType[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: bookingRooms.id,
      bookingId: bookingRooms.bookingId,
      roomTypeId: bookingRooms.roomTypeId,
      adults: bookingRooms.adults,
      children: bookingRooms.children,
      extraPersons: bookingRooms.extraPersons,
      pricePerDayPaise: bookingRooms.pricePerDayPaise,
      extraPersonRatePaise: bookingRooms.extraPersonRatePaise,
      taxLines: bookingRooms.taxLines,
      invoicedTaxLines: bookingRooms.invoicedTaxLines,
      amountPaise: bookingRooms.amountPaise,
      extraAmountPaise: bookingRooms.extraAmountPaise,
      gstPaise: bookingRooms.gstPaise,
      roomNo: bookingRooms.roomNo,
      status: bookingRooms.status,
      cancelledAt: bookingRooms.cancelledAt,
      cancellationChargePaise: bookingRooms.cancellationChargePaise,
      refundPaise: bookingRooms.refundPaise,
      governmentId: bookingRooms.governmentId,
      ratePlanId: bookingRooms.ratePlanId,
      ratePlanName: bookingRooms.ratePlanName,
      mealPlan: bookingRooms.mealPlan,
      refundable: bookingRooms.refundable,
      roomTypeName: roomTypes.name,
    })
    .from(bookingRooms)
    .innerJoin(roomTypes, eq(roomTypes.id, bookingRooms.roomTypeId))
    .where(inArray(bookingRooms.bookingId, bookingIds))
    .orderBy(asc(bookingRooms.bookingId), asc(bookingRooms.id));
}

export type HistoryFilter = {
  customerId: number;
  fromDate?: string;
  toDate?: string;
  bookingRefNo?: string;
};

export function historyOf(db: DbOrTx, f: HistoryFilter) {
  const conds = [eq(bookings.customerId, f.customerId)];
  if (f.fromDate) conds.push(gte(bookings.checkIn, f.fromDate));
  if (f.toDate) conds.push(lte(bookings.checkIn, f.toDate));
  if (f.bookingRefNo)
    conds.push(ilike(bookings.bookingRefNo, `%${f.bookingRefNo.replace(/[%_\\]/g, '\\$&')}%`));
  return db
    .select({ booking: bookings, hotelName: hotels.unitName })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(and(...conds))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(200);
}

// ---- invoices --------------------------------------------------------------------------------

/**
 * Confirms and numbers a booking in ONE statement (ADR 174, 205): the financial year's counter is
 * incremented and the booking becomes 'confirmed' at `confirmedAt` with its invoice number
 * (`JTDC/2627/<serial>`, at most 16 characters: rule 46(b), ADR 249) and receipt number
 * (`MR/2627/<serial>`). Its queued messages read the numbers when they are sent (ADR 300). The
 * counter row is held from this statement to the commit, and nothing else is sent to the
 * database in between.
 */
export async function numberBooking(
  tx: Tx,
  a: {
    bookingId: number;
    financialYear: string;
    confirmedAt: Date;
  },
): Promise<{ invoiceNo: string; mrNumber: string }> {
  const res = (await tx.execute(sql`
    WITH n AS (
      INSERT INTO ${invoiceCounters} (financial_year, last_no) VALUES (${a.financialYear}, 1)
      ON CONFLICT (financial_year) DO UPDATE SET last_no = ${invoiceCounters}.last_no + 1
      RETURNING lpad(last_no::text, greatest(6, length(last_no::text)), '0') AS serial
    ), b AS (
      UPDATE ${bookings}
         SET status = 'confirmed',
             confirmed_at = ${a.confirmedAt.toISOString()}::timestamptz,
             invoice_no = ${`JTDC/${documentYear(a.financialYear)}/`} || n.serial,
             mr_number = ${`MR/${documentYear(a.financialYear)}/`} || n.serial
        FROM n
       WHERE ${bookings.id} = ${a.bookingId}
      RETURNING ${bookings.invoiceNo} AS invoice_no, ${bookings.mrNumber} AS mr_number
    )
    SELECT invoice_no, mr_number FROM b`)) as unknown as {
    rows: { invoice_no: string; mr_number: string }[];
  };
  const row = res.rows[0];
  if (!row) throw new Error(`booking ${a.bookingId} not found to number`);
  return { invoiceNo: row.invoice_no, mrNumber: row.mr_number };
}

// ---- payments --------------------------------------------------------------------------------

export async function findPaymentByOrder(db: DbOrTx, orderId: string): Promise<PaymentRow | null> {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return rows[0] ?? null;
}

/** The latest payment of each booking (its own, never money taken for the folio, ADR 286). */
export async function paymentsOf(db: DbOrTx, bookingIds: number[]): Promise<PaymentRow[]> {
  if (bookingIds.length === 0) return [];
  return (
    db
      .select()
      .from(payments)
      // the booking's own orders; a folio's (ADR 286) or a date change's difference (ADR 315) is not one
      .where(and(inArray(payments.bookingId, bookingIds), isOwnBookingPayment))
      .orderBy(asc(payments.bookingId), desc(payments.id))
  );
}

// ---- refunds ---------------------------------------------------------------------------------

export function refundsOf(db: DbOrTx, bookingIds: number[]): Promise<RefundRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  // the refunds of the booking's own payments: a folio refund is the folio's (ADR 286)
  return db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(inArray(refunds.bookingId, bookingIds), eq(payments.purpose, 'booking')))
    .orderBy(asc(refunds.id))
    .then((rows) => rows.map((r) => r.refund));
}

/**
 * The next number of the corporation's invoice series (JTDC/2627/000124): the room invoices'
 * counter of the financial year, taken for another tax invoice (a stay's folio, ADR 287).
 */
export async function nextInvoiceNo(tx: Tx, fy: string): Promise<string> {
  const res = (await tx.execute(sql`
    INSERT INTO ${invoiceCounters} (financial_year, last_no) VALUES (${fy}, 1)
    ON CONFLICT (financial_year) DO UPDATE SET last_no = ${invoiceCounters}.last_no + 1
    RETURNING lpad(last_no::text, greatest(6, length(last_no::text)), '0') AS serial`)) as unknown as {
    rows: { serial: string }[];
  };
  return `JTDC/${documentYear(fy)}/${res.rows[0]!.serial}`;
}

// ---- staff (front desk) --------------------------------------------------------------------

export type StaffBookingFilter = {
  /** the hotels the staff member reaches; null = every hotel */
  hotelIds: number[] | null;
  hotelId?: number | undefined;
  /** check-in on or after / on or before */
  from?: string | undefined;
  to?: string | undefined;
  status?: string | undefined;
  /** a booking id, reference, guest name or mobile */
  q?: string | undefined;
  /** stays arriving on this date (check-in) or leaving on it (check-out) */
  arrivingOn?: string | undefined;
  leavingOn?: string | undefined;
  page: number;
  pageSize: number;
};

const likeEscape = (s: string) => `%${s.replace(/[%_\\]/g, '\\$&')}%`;

function staffConds(f: StaffBookingFilter) {
  const conds = [];
  if (f.hotelIds !== null) {
    conds.push(f.hotelIds.length ? inArray(bookings.hotelId, f.hotelIds) : sql`false`);
  }
  if (f.hotelId !== undefined) conds.push(eq(bookings.hotelId, f.hotelId));
  if (f.from) conds.push(gte(bookings.checkIn, f.from));
  if (f.to) conds.push(lte(bookings.checkIn, f.to));
  if (f.status) conds.push(eq(bookings.status, f.status as BookingRow['status']));
  if (f.arrivingOn) conds.push(eq(bookings.checkIn, f.arrivingOn));
  if (f.leavingOn) conds.push(eq(bookings.checkOut, f.leavingOn));
  const q = f.q?.trim();
  if (q) {
    const digits = q.replace(/[\s+-]/g, '');
    const byText = [
      ilike(bookings.bookingRefNo, likeEscape(q)),
      ilike(bookings.customerName, likeEscape(q)),
    ];
    if (/^\d+$/.test(digits)) {
      byText.push(ilike(bookings.mobile, likeEscape(digits.slice(-10))));
      if (digits.length <= 9) byText.push(eq(bookings.id, Number(digits)));
    }
    conds.push(or(...byText)!);
  }
  return and(...conds);
}

/** Bookings staff search, newest check-in first, one page, with the total count. */
export async function staffSearch(db: DbOrTx, f: StaffBookingFilter) {
  const where = staffConds(f);
  const rows = await db
    .select({ booking: bookings, hotelName: hotels.unitName })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(where)
    .orderBy(desc(bookings.checkIn), desc(bookings.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = byCheckInOnly(f)
    ? // only hotels and check-in dates: the reports' daily summary counts them (ADR 373), one
      // row per hotel and day instead of every booking of the years kept
      await db
        .select({ n: sql<number>`coalesce(sum(${reportDays.checkIns}), 0)::int` })
        .from(reportDays)
        .where(
          and(
            f.hotelIds === null
              ? undefined
              : f.hotelIds.length
                ? inArray(reportDays.hotelId, f.hotelIds)
                : sql`false`,
            f.hotelId === undefined ? undefined : eq(reportDays.hotelId, f.hotelId),
            f.from ? gte(reportDays.day, f.from) : undefined,
            f.to ? lte(reportDays.day, f.to) : undefined,
          ),
        )
    : await db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A search that filters on nothing but hotels and check-in dates. */
const byCheckInOnly = (f: StaffBookingFilter) =>
  !f.status && !f.q?.trim() && !f.arrivingOn && !f.leavingOn;

/** Sets the room number of each booked room given (room id → number). */
export async function setRoomNumbers(
  tx: DbOrTx,
  bookingId: number,
  numbers: { roomId: number; roomNo: string }[],
): Promise<void> {
  for (const n of numbers) {
    await tx
      .update(bookingRooms)
      .set({ roomNo: n.roomNo })
      .where(and(eq(bookingRooms.id, n.roomId), eq(bookingRooms.bookingId, bookingId)));
  }
}

// ---- data rights (ADR 123) -------------------------------------------------------------------

/** Every booking of a customer with its hotel's name, oldest first (the data export). */
export function allBookingsOf(db: DbOrTx, customerId: number) {
  return db
    .select({ booking: bookings, hotelName: hotels.unitName })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(eq(bookings.customerId, customerId))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
}

/** How many paid bookings of the customer still have a booked room checking out on or after `today`. */
export async function upcomingStays(
  db: DbOrTx,
  customerId: number,
  today: string,
): Promise<number> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(bookingRooms, eq(bookingRooms.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.customerId, customerId),
        inArray(bookings.status, ['confirmed', 'partially_cancelled']),
        gte(bookings.checkOut, today),
        eq(bookingRooms.status, 'booked'),
      ),
    )
    .limit(1);
  return rows.length;
}

/** The name an erased booking shows. */
const ERASED_NAME = 'Deleted customer';
/** Rule 46(f): an unregistered buyer's address is on an invoice above Rs 50,000 (taxable value). */
const INVOICE_ADDRESS_ABOVE_PAISE = 50_000_00;

/**
 * The customer's bookings kept as tax records without the person (ADR 123, 238): email, mobile
 * and ID number erased on every booking. A booking with a tax invoice keeps the buyer's name as
 * issued, and the address where the invoice rules (CGST Rules, rule 46) want it: a registered
 * buyer (GSTIN) or a taxable value above Rs 50,000. Rule 56 keeps invoices for 72 months. A booking
 * never invoiced (unpaid, or cancelled before payment) loses the name and address too.
 */
export async function anonymiseBookings(db: DbOrTx, customerId: number): Promise<void> {
  const invoiced = sql`${bookings.invoiceNo} IS NOT NULL`;
  const addressRequired = sql`${invoiced} AND (${bookings.gstin} IS NOT NULL OR ${bookings.roomTotalPaise} > ${INVOICE_ADDRESS_ABOVE_PAISE})`;
  await db
    .update(bookings)
    .set({
      customerName: sql`CASE WHEN ${invoiced} THEN ${bookings.customerName} ELSE ${ERASED_NAME} END`,
      email: '',
      mobile: '',
      address: sql`CASE WHEN ${addressRequired} THEN ${bookings.address} ELSE '' END`,
      identityNo: '',
      idempotencyKey: null,
      specialRequests: null,
    })
    .where(eq(bookings.customerId, customerId));
}

/**
 * The 72-month purge (ADR 328): invoiced bookings of deleted accounts confirmed before `before`
 * lose the buyer's name and address the invoice rules kept (ADR 238). Returns how many.
 */
export async function purgeErasedBuyersBefore(db: DbOrTx, before: Date): Promise<number> {
  const gone = await db
    .update(bookings)
    .set({ customerName: ERASED_NAME, address: '' })
    .where(
      and(
        lt(bookings.confirmedAt, before),
        sql`${bookings.customerId} IN (SELECT ${customers.id} FROM ${customers} WHERE ${customers.deletedAt} IS NOT NULL)`,
        sql`(${bookings.customerName} <> ${ERASED_NAME} OR ${bookings.address} <> '')`,
      ),
    )
    .returning({ id: bookings.id });
  return gone.length;
}

/**
 * The 72-month purge (ADR 328) of the debit notes this module issues (ADR 369, 381): those of
 * deleted accounts' bookings issued before `before` (an IST date) lose the guest's name, as the
 * credit notes do. Returns how many.
 */
export async function purgeErasedDebitNoteGuestsBefore(
  db: DbOrTx,
  before: string,
): Promise<number> {
  const gone = await db
    .update(debitNotes)
    .set({ guestName: ERASED_NAME })
    .where(
      and(
        sql`${debitNotes.issueDate} < ${before}::date`,
        sql`${debitNotes.guestName} <> ${ERASED_NAME}`,
        sql`${debitNotes.bookingId} IN (SELECT b.id FROM ${bookings} b JOIN ${customers} c ON c.id = b.customer_id WHERE c.deleted_at IS NOT NULL)`,
      ),
    )
    .returning({ id: debitNotes.id });
  return gone.length;
}

/**
 * Paid bookings with special requests (ADR 321), newest first, at most 500: of one customer, of
 * some hotels (null = every hotel) and, for the staff board, only stays not yet over (`from`).
 */
export function withSpecialRequests(
  db: DbOrTx,
  f: { customerId?: number; hotelIds?: number[] | null; id?: number; checkOutFrom?: string },
) {
  const where: SQL[] = [
    sql`${bookings.specialRequests} IS NOT NULL`,
    inArray(bookings.status, [...PAID_BOOKING_STATUSES]),
  ];
  if (f.customerId !== undefined) where.push(eq(bookings.customerId, f.customerId));
  if (f.id !== undefined) where.push(eq(bookings.id, f.id));
  if (f.checkOutFrom !== undefined) where.push(gte(bookings.checkOut, f.checkOutFrom));
  if (f.hotelIds !== undefined && f.hotelIds !== null)
    where.push(f.hotelIds.length > 0 ? inArray(bookings.hotelId, f.hotelIds) : sql`false`);
  return db
    .select({ booking: bookings, hotelName: hotels.unitName })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(and(...where))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(500);
}

// ---- self-service date changes (ADR 315) ------------------------------------------------------

export type DateChangeRow = typeof bookingDateChanges.$inferSelect;
export type NewDateChange = typeof bookingDateChanges.$inferInsert;

export async function insertDateChange(tx: DbOrTx, row: NewDateChange): Promise<DateChangeRow> {
  const [r] = await tx.insert(bookingDateChanges).values(row).returning();
  return r!;
}

export async function findDateChange(db: DbOrTx, id: number): Promise<DateChangeRow | null> {
  const [r] = await db.select().from(bookingDateChanges).where(eq(bookingDateChanges.id, id));
  return r ?? null;
}

export async function updateDateChange(
  tx: DbOrTx,
  id: number,
  patch: Partial<NewDateChange>,
): Promise<void> {
  await tx.update(bookingDateChanges).set(patch).where(eq(bookingDateChanges.id, id));
}

/** Changes of the booking still waiting for their payment become `replaced` (newer dates asked). */
export async function replaceAwaitingChanges(tx: DbOrTx, bookingId: number): Promise<void> {
  await tx
    .update(bookingDateChanges)
    .set({ status: 'replaced' })
    .where(
      and(
        eq(bookingDateChanges.bookingId, bookingId),
        eq(bookingDateChanges.status, 'awaiting_payment'),
      ),
    );
}

/** A booked room's prices for its new dates. */
export async function setRoomPrices(
  tx: DbOrTx,
  roomId: number,
  p: Pick<
    typeof bookingRooms.$inferInsert,
    'pricePerDayPaise' | 'amountPaise' | 'extraAmountPaise' | 'gstPaise' | 'taxLines'
  >,
): Promise<void> {
  // the first repricing keeps the lines the tax invoice was issued with (ADR 369)
  await tx
    .update(bookingRooms)
    .set({
      ...p,
      invoicedTaxLines: sql`coalesce(${bookingRooms.invoicedTaxLines}, ${bookingRooms.taxLines})`,
    })
    .where(eq(bookingRooms.id, roomId));
}

/** A booked room's room type, party and prices as an OTA's modification sets them (ADR 388). */
export async function reviseRoom(
  tx: DbOrTx,
  roomId: number,
  p: Pick<
    typeof bookingRooms.$inferInsert,
    | 'roomTypeId'
    | 'adults'
    | 'children'
    | 'pricePerDayPaise'
    | 'extraPersonRatePaise'
    | 'amountPaise'
    | 'extraAmountPaise'
    | 'gstPaise'
    | 'taxLines'
    | 'ratePlanId'
    | 'ratePlanName'
    | 'mealPlan'
    | 'refundable'
    | 'governmentId'
  >,
): Promise<void> {
  await tx.update(bookingRooms).set(p).where(eq(bookingRooms.id, roomId));
}

export type DebitNoteRow = typeof debitNotes.$inferSelect;
export type DebitNoteInsert = typeof debitNotes.$inferInsert;

/** The next debit note serial of a financial year (one statement: insert or increment, returning). */
export async function nextDebitNoteNo(tx: DbOrTx, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(debitNoteCounters)
    .values({ financialYear, lastNo: 1 })
    .onConflictDoUpdate({
      target: debitNoteCounters.financialYear,
      set: { lastNo: sql`${debitNoteCounters.lastNo} + 1` },
    })
    .returning({ lastNo: debitNoteCounters.lastNo });
  return row!.lastNo;
}

export async function insertDebitNote(
  tx: DbOrTx,
  row: typeof debitNotes.$inferInsert,
): Promise<DebitNoteRow> {
  const [created] = await tx.insert(debitNotes).values(row).returning();
  return created!;
}
