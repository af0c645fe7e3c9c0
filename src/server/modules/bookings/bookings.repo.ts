import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  bookingRooms,
  bookings,
  gstSlabs,
  hotels,
  invoiceCounters,
  payments,
  refunds,
  roomInventory,
  roomRates,
  roomTypes,
} from '../../db/schema/index';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type BookingRoomRow = typeof bookingRooms.$inferSelect;
export type NewBookingRoom = typeof bookingRooms.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type BookingRoomWithType = BookingRoomRow & { roomTypeName: string };

// ---- inventory -------------------------------------------------------------------------------

/**
 * Takes `n` rooms of a room type for every night in [checkIn, checkOut) with one conditional
 * UPDATE; returns the nights it could take. Fewer nights than the stay means a night ran out
 * (the caller rolls the transaction back).
 */
export async function takeRooms(
  tx: DbOrTx,
  roomTypeId: number,
  n: number,
  checkIn: string,
  checkOut: string,
): Promise<string[]> {
  const rows = await tx
    .update(roomInventory)
    .set({ booked: sql`${roomInventory.booked} + ${n}` })
    .where(
      and(
        eq(roomInventory.roomTypeId, roomTypeId),
        gte(roomInventory.night, checkIn),
        lt(roomInventory.night, checkOut),
        sql`${roomInventory.booked} + ${n} <= ${roomInventory.total}`,
      ),
    )
    .returning({ night: roomInventory.night });
  return rows.map((r) => r.night);
}

/** Gives `n` rooms of a room type back for every night in [checkIn, checkOut). */
export async function releaseRooms(
  tx: DbOrTx,
  roomTypeId: number,
  n: number,
  checkIn: string,
  checkOut: string,
): Promise<void> {
  await tx
    .update(roomInventory)
    .set({ booked: sql`greatest(${roomInventory.booked} - ${n}, 0)` })
    .where(
      and(
        eq(roomInventory.roomTypeId, roomTypeId),
        gte(roomInventory.night, checkIn),
        lt(roomInventory.night, checkOut),
      ),
    );
}

// ---- GST -------------------------------------------------------------------------------------

/** The slab set in force on `date`: the rows of the latest effectiveFrom not after it. */
export async function gstSlabsInForce(
  db: DbOrTx,
  date: string,
): Promise<{ minTariffPaise: number; rateBp: number }[]> {
  const rows = await db
    .select({
      minTariffPaise: gstSlabs.minTariffPaise,
      rateBp: gstSlabs.rateBp,
      effectiveFrom: gstSlabs.effectiveFrom,
    })
    .from(gstSlabs)
    .where(lte(gstSlabs.effectiveFrom, date))
    .orderBy(desc(gstSlabs.effectiveFrom), asc(gstSlabs.minTariffPaise));
  const latest = rows[0]?.effectiveFrom;
  return rows
    .filter((r) => r.effectiveFrom === latest)
    .map((r) => ({ minTariffPaise: r.minTariffPaise, rateBp: r.rateBp }));
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
      amountPaise: bookingRooms.amountPaise,
      extraAmountPaise: bookingRooms.extraAmountPaise,
      gstPaise: bookingRooms.gstPaise,
      roomNo: bookingRooms.roomNo,
      status: bookingRooms.status,
      cancelledAt: bookingRooms.cancelledAt,
      cancellationChargePaise: bookingRooms.cancellationChargePaise,
      refundPaise: bookingRooms.refundPaise,
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

/** The next invoice serial of a financial year (one statement: insert or increment, returning). */
export async function nextInvoiceNo(tx: DbOrTx, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastNo: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastNo: sql`${invoiceCounters.lastNo} + 1` },
    })
    .returning({ lastNo: invoiceCounters.lastNo });
  return row!.lastNo;
}

// ---- payments --------------------------------------------------------------------------------

export async function insertPayment(
  tx: DbOrTx,
  values: { bookingId: number; gateway: string; orderId: string; amountPaise: number },
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function findPaymentByOrder(db: DbOrTx, orderId: string): Promise<PaymentRow | null> {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return rows[0] ?? null;
}

export async function findPaymentByOrderForUpdate(
  tx: Tx,
  orderId: string,
): Promise<PaymentRow | null> {
  const rows = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
  return rows[0] ?? null;
}

/** The latest payment of each booking. */
export async function paymentsOf(db: DbOrTx, bookingIds: number[]): Promise<PaymentRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.bookingId, bookingIds))
    .orderBy(asc(payments.bookingId), desc(payments.id));
}

export async function updatePayment(
  tx: DbOrTx,
  id: number,
  patch: Partial<typeof payments.$inferInsert>,
): Promise<void> {
  await tx.update(payments).set(patch).where(eq(payments.id, id));
}

// ---- refunds ---------------------------------------------------------------------------------

export async function insertRefund(
  tx: DbOrTx,
  values: {
    bookingId: number;
    paymentId: number;
    amountPaise: number;
    reason: string;
    bookingRoomId?: number;
  },
): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

export async function updateRefund(
  tx: DbOrTx,
  id: number,
  patch: { status: string; gatewayRefundId?: string | null; updatedAt: Date },
): Promise<void> {
  await tx.update(refunds).set(patch).where(eq(refunds.id, id));
}

export function refundsOf(db: DbOrTx, bookingIds: number[]): Promise<RefundRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.bookingId, bookingIds))
    .orderBy(asc(refunds.id));
}

/** Refunds of this module's reason still waiting for the gateway, locked for one retry. */
export async function lockPendingRefunds(tx: Tx, reason: string, olderThan: Date, limit: number) {
  return tx
    .select({ refund: refunds, gatewayPaymentId: payments.paymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.status, 'pending'),
        eq(refunds.reason, reason),
        sql`${refunds.gatewayRefundId} IS NULL`,
        lt(refunds.updatedAt, olderThan),
      ),
    )
    .limit(limit)
    .for('update', { of: refunds, skipLocked: true });
}

/** One refund still waiting for the gateway, locked; null when another process has it or it is done. */
export async function lockPendingRefund(tx: Tx, id: number) {
  const rows = await tx
    .select({ refund: refunds, gatewayPaymentId: payments.paymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.id, id),
        eq(refunds.status, 'pending'),
        sql`${refunds.gatewayRefundId} IS NULL`,
      ),
    )
    .for('update', { of: refunds, skipLocked: true });
  return rows[0] ?? null;
}

// ---- search ----------------------------------------------------------------------------------

/** Lowest and highest base tariff over every room type (paise). */
export async function tariffRange(db: DbOrTx): Promise<{ min: number; max: number }> {
  const [row] = await db
    .select({
      min: sql<number>`coalesce(min(${roomTypes.basePricePaise}), 0)::int`,
      max: sql<number>`coalesce(max(${roomTypes.basePricePaise}), 0)::int`,
    })
    .from(roomTypes);
  return { min: Number(row?.min ?? 0), max: Number(row?.max ?? 0) };
}

/** Highest seasonal rate over every room type (paise), so the price filter covers every tariff. */
export async function highestRate(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${roomRates.pricePaise}), 0)::int` })
    .from(roomRates);
  return Number(row?.max ?? 0);
}
