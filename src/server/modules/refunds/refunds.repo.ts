import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import { isOwnBookingPayment } from '../../db/own-payment';
import type { DbOrTx, Tx } from '../../db/client';
import { bookings, payments, refundRetries, refunds, tourBookings } from '../../db/schema/index';
import type { RefundStatus } from '../../../shared/statuses';

/** The only writer of the refunds and refund_retries tables (ADR 060). */
export type RefundDbRow = typeof refunds.$inferSelect;

/** A refund with the gateway payment it goes back to, and the gateway of that payment. */
export type RefundToSend = {
  refund: RefundDbRow;
  gatewayPaymentId: string | null;
  paymentGateway: string;
};

export async function insertRefund(
  tx: DbOrTx,
  input: ({ bookingId: number } | { tourBookingId: number }) & {
    paymentId: number;
    bookingRoomId?: number | null;
    amountPaise: number;
    reason: string;
    at: Date;
    gatewayPaymentId?: string | null;
  },
): Promise<RefundDbRow> {
  const { at, ...values } = input;
  // the subject follows the id given (ADR 350), as a payment's (ADR 296)
  const subject = 'tourBookingId' in values ? 'tour_booking' : 'booking';
  const rows = await tx
    .insert(refunds)
    .values({ ...values, subject, status: 'pending', createdAt: at, updatedAt: at })
    .returning();
  return rows[0]!;
}

const withPayment = {
  refund: refunds,
  gatewayPaymentId: sql<
    string | null
  >`coalesce(${refunds.gatewayPaymentId}, ${payments.paymentId})`,
  paymentGateway: payments.gateway,
};

export async function findRefundToSend(db: DbOrTx, id: number): Promise<RefundToSend | null> {
  const rows = await db
    .select(withPayment)
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Claims a refund for sending: one conditional UPDATE, so of two processes exactly one wins.
 * `seenSentAt` null claims a refund never sent; a date claims a resend of one whose earlier reply
 * was lost, and only after reconciliation found nothing at the gateway.
 */
export async function claimForSend(
  db: DbOrTx,
  id: number,
  seenSentAt: Date | null,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ sentAt: at, updatedAt: at })
    .where(
      and(
        eq(refunds.id, id),
        eq(refunds.status, 'pending'),
        isNull(refunds.gatewayRefundId),
        seenSentAt === null ? isNull(refunds.sentAt) : eq(refunds.sentAt, seenSentAt),
      ),
    )
    .returning({ id: refunds.id });
  return rows.length === 1;
}

/** Records the gateway's answer for a refund whose gateway id is not stored yet. */
export async function recordIssuedRefund(
  db: DbOrTx,
  input: { id: number; gatewayRefundId: string; status: RefundStatus; at: Date },
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

/** Pending refunds without a gateway id, with their payment, matching `when`, oldest first. */
function pendingWithoutGatewayId(db: DbOrTx, when: SQL | undefined, limit: number) {
  return db
    .select(withPayment)
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.status, 'pending'), isNull(refunds.gatewayRefundId), when))
    .orderBy(asc(refunds.id))
    .limit(limit);
}

/** Refunds recorded but never handed to the gateway (a crash or a failed send before it). */
export function unsentRefunds(db: DbOrTx, createdBefore: Date, limit = 20) {
  return pendingWithoutGatewayId(
    db,
    and(isNull(refunds.sentAt), lte(refunds.createdAt, createdBefore)),
    limit,
  );
}

/** Refunds handed to the gateway whose reply never came ("unknown"), sent before `sentBefore`. */
export function unknownRefunds(db: DbOrTx, sentBefore: Date, limit = 20) {
  return pendingWithoutGatewayId(
    db,
    and(isNotNull(refunds.sentAt), lte(refunds.sentAt, sentBefore)),
    limit,
  );
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
  input: { id: number; gatewayRefundId: string; status: RefundStatus; at: Date },
): Promise<RefundDbRow | null> {
  const rows = await db
    .update(refunds)
    .set({ status: input.status, gatewayRefundId: input.gatewayRefundId, updatedAt: input.at })
    .where(and(eq(refunds.id, input.id), eq(refunds.status, 'pending')))
    .returning();
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

/**
 * Paise refunded or being refunded on a payment (failed refunds do not count, nor refunds of a
 * second capture, which go back to that other payment).
 */
export async function refundedOnPayment(db: DbOrTx, paymentId: number): Promise<number> {
  const rows = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentId, paymentId),
        ne(refunds.status, 'failed'),
        isNull(refunds.gatewayPaymentId),
      ),
    );
  return Number(rows[0]?.total ?? 0);
}

/** The refund of a second captured payment, if one was recorded. */
export async function refundOfGatewayPayment(
  db: DbOrTx,
  gatewayPaymentId: string,
): Promise<RefundDbRow | null> {
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.gatewayPaymentId, gatewayPaymentId))
    .limit(1);
  return rows[0] ?? null;
}

export type RefundListFilter = {
  status?: RefundStatus | undefined;
  /** created on or after / before (instants) */
  from?: Date | undefined;
  to?: Date | undefined;
  /** the hotels the staff member reaches; null = every hotel */
  hotelIds: number[] | null;
};

/**
 * Every refund (newest first, at most 500) with its room or tour booking and payment, for staff.
 * A tour refund (ADR 350) belongs to no hotel: a hotel-scoped list leaves it out (ADR 368).
 */
export function listRefunds(db: DbOrTx, f: RefundListFilter) {
  return db
    .select({
      refund: refunds,
      bookingId: bookings.id,
      tourBookingId: tourBookings.id,
      bookingRefNo: sql<string>`coalesce(${bookings.bookingRefNo}, ${tourBookings.bookingRefNo})`,
      hotelId: bookings.hotelId,
      customerName: sql<string>`coalesce(${bookings.customerName}, ${tourBookings.customerName})`,
      paymentGateway: payments.gateway,
      gatewayPaymentId: withPayment.gatewayPaymentId,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(bookings, eq(bookings.id, refunds.bookingId))
    .leftJoin(tourBookings, eq(tourBookings.id, refunds.tourBookingId))
    .where(
      and(
        f.status ? eq(refunds.status, f.status) : undefined,
        f.from ? gte(refunds.createdAt, f.from) : undefined,
        f.to ? lt(refunds.createdAt, f.to) : undefined,
        f.hotelIds === null
          ? undefined
          : f.hotelIds.length
            ? inArray(bookings.hotelId, f.hotelIds)
            : sql`false`,
      ),
    )
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(500);
}

/**
 * Locks a tour booking before its refund is retried (ADR 064: the booking first, as the tours
 * module locks it when it cancels). Read and lock only: the tours module writes tour_bookings.
 */
export async function lockTourBooking(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: tourBookings.id })
    .from(tourBookings)
    .where(eq(tourBookings.id, id))
    .for('update');
  return rows.length === 1;
}

/** A refund row locked for this transaction (its booking is locked first, ADR 064). */
export async function lockRefund(tx: Tx, id: number): Promise<RefundDbRow | null> {
  const rows = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return rows[0] ?? null;
}

/** The latest captured (or since refunded) payment of those `of` picks, or null. */
async function latestCapturedPayment(
  db: DbOrTx,
  ...of: SQL[]
): Promise<typeof payments.$inferSelect | null> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(...of, inArray(payments.status, ['captured', 'refunded'])))
    .orderBy(desc(payments.capturedAt), desc(payments.id))
    .limit(1);
  return rows[0] ?? null;
}

/** The captured payment of a booking (the one refunds go back to), or null. */
export function capturedPayment(
  db: DbOrTx,
  bookingId: number,
): Promise<typeof payments.$inferSelect | null> {
  return latestCapturedPayment(db, eq(payments.bookingId, bookingId), isOwnBookingPayment);
}

/**
 * The money a booking's refunds may go back to (ADR 369): its own captured payment first, then
 * the captured differences of its date changes, in capture order. A folio's desk payment is not
 * one of them (ADR 286).
 */
export function capturedBookingPayments(
  db: DbOrTx,
  bookingId: number,
): Promise<(typeof payments.$inferSelect)[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.purpose, 'booking'),
        inArray(payments.status, ['captured', 'refunded']),
      ),
    )
    .orderBy(sql`${payments.dateChangeId} IS NOT NULL`, asc(payments.capturedAt), asc(payments.id));
}

// ---- retries of failed refunds by staff (ADR 153) ----

/** Links a failed refund to its retry; false when it was retried already (one retry per refund). */
export async function insertRetry(
  tx: DbOrTx,
  row: { failedRefundId: number; newRefundId: number; staffId: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(refundRetries)
    .values({ ...row, createdAt: row.at })
    .onConflictDoNothing()
    .returning({ id: refundRetries.failedRefundId });
  return rows.length === 1;
}

export async function retriesOf(db: DbOrTx, failedIds: number[]) {
  if (failedIds.length === 0) return [];
  return db.select().from(refundRetries).where(inArray(refundRetries.failedRefundId, failedIds));
}

// ---- tour bookings (ADR 350) ----

/** The contact of a tour booking, for its refund mails (read only: the tours module writes it). */
export async function tourBookingContact(db: DbOrTx, tourBookingId: number) {
  const rows = await db
    .select({
      customerId: tourBookings.customerId,
      customerName: tourBookings.customerName,
      bookingRefNo: tourBookings.bookingRefNo,
      email: tourBookings.email,
      mobile: tourBookings.mobile,
    })
    .from(tourBookings)
    .where(eq(tourBookings.id, tourBookingId))
    .limit(1);
  return rows[0] ?? null;
}

/** The captured payment of a tour booking (the one its refunds go back to), or null. */
export function capturedTourPayment(
  db: DbOrTx,
  tourBookingId: number,
): Promise<typeof payments.$inferSelect | null> {
  return latestCapturedPayment(db, eq(payments.tourBookingId, tourBookingId));
}

export function refundsOfTourBookings(db: DbOrTx, ids: number[]): Promise<RefundDbRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.tourBookingId, ids))
    .orderBy(asc(refunds.tourBookingId), asc(refunds.id));
}
