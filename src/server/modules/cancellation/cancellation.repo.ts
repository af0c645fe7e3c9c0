import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookingRooms,
  bookings,
  cancellationPolicies,
  hotels,
  payments,
  refunds,
  roomInventory,
  roomTypes,
} from '../../db/schema/index';

export type BookingRow = typeof bookings.$inferSelect;
export type RefundDbRow = typeof refunds.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export type BookingWithHotel = BookingRow & { hotelName: string };

/**
 * The customer's booking (null for an unknown id or someone else's). `lock` takes a row lock
 * (SELECT ... FOR UPDATE) so two cancellations of one booking run one after the other.
 */
export async function findCustomerBooking(
  db: DbOrTx,
  bookingId: number,
  customerId: number,
  opts: { lock?: boolean } = {},
): Promise<BookingWithHotel | null> {
  const q = db
    .select({ booking: bookings, hotelName: hotels.unitName })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)))
    .limit(1);
  const rows = opts.lock ? await q.for('update', { of: bookings }) : await q;
  const r = rows[0];
  return r ? { ...r.booking, hotelName: r.hotelName } : null;
}

export type RoomRow = typeof bookingRooms.$inferSelect & {
  roomTypeName: string;
  allowedExtraPerson: number;
};

export async function roomsOf(db: DbOrTx, bookingId: number): Promise<RoomRow[]> {
  const rows = await db
    .select({
      room: bookingRooms,
      roomTypeName: roomTypes.name,
      allowedExtraPerson: roomTypes.allowedExtraPerson,
    })
    .from(bookingRooms)
    .innerJoin(roomTypes, eq(roomTypes.id, bookingRooms.roomTypeId))
    .where(eq(bookingRooms.bookingId, bookingId))
    .orderBy(asc(bookingRooms.id));
  return rows.map((r) => ({
    ...r.room,
    roomTypeName: r.roomTypeName,
    allowedExtraPerson: r.allowedExtraPerson,
  }));
}

/**
 * Marks one booked room cancelled with its charge and refund. Conditional on the room still being
 * booked: returns false when it was not (already cancelled, or not a room of this booking).
 */
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

/** Gives `count` rooms of a room type back to every night of [checkIn, checkOut). */
export async function releaseInventory(
  tx: DbOrTx,
  input: { roomTypeId: number; count: number; checkIn: string; checkOut: string },
): Promise<number> {
  const rows = await tx
    .update(roomInventory)
    .set({ booked: sql`${roomInventory.booked} - ${input.count}` })
    .where(
      and(
        eq(roomInventory.roomTypeId, input.roomTypeId),
        gte(roomInventory.night, input.checkIn),
        lt(roomInventory.night, input.checkOut),
      ),
    )
    .returning({ night: roomInventory.night });
  return rows.length;
}

export async function setBookingStatus(
  tx: DbOrTx,
  bookingId: number,
  status: string,
): Promise<void> {
  await tx.update(bookings).set({ status }).where(eq(bookings.id, bookingId));
}

/** The captured payment of a booking (the one refunds go back to), or null. */
export async function capturedPayment(db: DbOrTx, bookingId: number): Promise<PaymentRow | null> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.bookingId, bookingId), inArray(payments.status, ['captured', 'refunded'])),
    )
    .orderBy(desc(payments.capturedAt), desc(payments.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Paise refunded or being refunded on a payment (failed refunds do not count). */
export async function refundedOnPayment(db: DbOrTx, paymentId: number): Promise<number> {
  const rows = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'failed')));
  return Number(rows[0]?.total ?? 0);
}

export async function insertRefund(
  tx: DbOrTx,
  input: {
    bookingId: number;
    paymentId: number;
    bookingRoomId: number | null;
    amountPaise: number;
    reason: string;
    at: Date;
  },
): Promise<RefundDbRow> {
  const { at, ...values } = input;
  // times from the app clock (millisecond precision), so leaseRefund can compare updatedAt exactly
  const rows = await tx
    .insert(refunds)
    .values({ ...values, status: 'pending', createdAt: at, updatedAt: at })
    .returning();
  return rows[0]!;
}

/** Records the gateway's answer for a refund not yet issued (no gateway id yet). */
export async function recordIssuedRefund(
  db: DbOrTx,
  input: { id: number; gatewayRefundId: string; status: string; at: Date },
): Promise<RefundDbRow | null> {
  const rows = await db
    .update(refunds)
    .set({ gatewayRefundId: input.gatewayRefundId, status: input.status, updatedAt: input.at })
    .where(and(eq(refunds.id, input.id), isNull(refunds.gatewayRefundId)))
    .returning();
  return rows[0] ?? null;
}

export async function findRefund(db: DbOrTx, id: number): Promise<RefundDbRow | null> {
  const rows = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The refund a gateway event names: by the gateway's refund id, else by our own id (from notes). */
export async function refundForEvent(
  db: DbOrTx,
  gatewayRefundId: string,
  ourRefundId?: number,
): Promise<RefundDbRow | null> {
  const byGateway = await db
    .select()
    .from(refunds)
    .where(eq(refunds.gatewayRefundId, gatewayRefundId))
    .limit(1);
  if (byGateway[0]) return byGateway[0];
  if (ourRefundId === undefined) return null;
  const byOurs = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, ourRefundId), isNull(refunds.gatewayRefundId)))
    .limit(1);
  return byOurs[0] ?? null;
}

/** Moves a pending refund to its final status (once); null when it was no longer pending. */
export async function setRefundStatus(
  db: DbOrTx,
  input: { id: number; gatewayRefundId: string; status: string; at: Date },
): Promise<RefundDbRow | null> {
  const rows = await db
    .update(refunds)
    .set({ status: input.status, gatewayRefundId: input.gatewayRefundId, updatedAt: input.at })
    .where(and(eq(refunds.id, input.id), eq(refunds.status, 'pending')))
    .returning();
  return rows[0] ?? null;
}

/** Who to tell about a booking. */
export async function bookingContact(db: DbOrTx, bookingId: number) {
  const rows = await db
    .select({
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

export function refundsOfBookings(db: DbOrTx, bookingIds: number[]): Promise<RefundDbRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.bookingId, bookingIds))
    .orderBy(asc(refunds.bookingId), asc(refunds.id));
}

/** Refunds recorded but never accepted by the gateway, untouched since `before`. */
export function unissuedRefunds(db: DbOrTx, before: Date, limit = 20) {
  return db
    .select({ refund: refunds, gatewayPaymentId: payments.paymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        isNull(refunds.gatewayRefundId),
        eq(refunds.status, 'pending'),
        lte(refunds.updatedAt, before),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(limit);
}

/**
 * Takes a lease on an unissued refund: succeeds for one caller only (its updatedAt must still be
 * the value that caller read), so two workers never issue the same refund at once.
 */
export async function leaseRefund(
  db: DbOrTx,
  id: number,
  seenUpdatedAt: Date,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ updatedAt: at })
    .where(
      and(
        eq(refunds.id, id),
        isNull(refunds.gatewayRefundId),
        eq(refunds.updatedAt, seenUpdatedAt),
      ),
    )
    .returning({ id: refunds.id });
  return rows.length === 1;
}

/** Policy rows of a hotel, or the corporation-wide default when the hotel has none. */
export async function policyRules(db: DbOrTx, hotelId: number) {
  const rows = await db
    .select({
      hotelId: cancellationPolicies.hotelId,
      minDays: cancellationPolicies.minDays,
      maxDays: cancellationPolicies.maxDays,
      deductionPercent: cancellationPolicies.deductionPercent,
    })
    .from(cancellationPolicies)
    .where(
      sql`${cancellationPolicies.hotelId} = ${hotelId} OR ${cancellationPolicies.hotelId} IS NULL`,
    )
    .orderBy(desc(cancellationPolicies.minDays));
  const own = rows.filter((r) => r.hotelId === hotelId);
  return (own.length > 0 ? own : rows.filter((r) => r.hotelId === null)).map((r) => ({
    minDays: r.minDays,
    maxDays: r.maxDays,
    deductionPercent: r.deductionPercent,
  }));
}
