import { and, asc, desc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { isOwnBookingPayment } from '../../db/own-payment';
import type { DbOrTx, Tx } from '../../db/client';
import { bookings, failedPaymentLogs, payments, webhookEvents } from '../../db/schema/index';

/** The only writer of the payments, webhook_events and failed_payment_logs tables (ADR 060). */
export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(
  tx: DbOrTx,
  values: {
    gateway: string;
    orderId: string;
    amountPaise: number;
    dateChangeId?: number;
  } & ({ bookingId: number } | { tourBookingId: number }),
): Promise<PaymentRow> {
  // the subject follows the id given (ADR 296); a CHECK keeps the two consistent
  const subject = 'tourBookingId' in values ? 'tour_booking' : 'booking';
  const [row] = await tx
    .insert(payments)
    .values({ ...values, subject })
    .returning();
  return row!;
}

export async function findPaymentByOrder(db: DbOrTx, orderId: string): Promise<PaymentRow | null> {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return rows[0] ?? null;
}

/** Locks a payment row; the caller holds its booking's lock already (booking first, ADR 064). */
export async function lockPayment(tx: Tx, id: number): Promise<PaymentRow | null> {
  const rows = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return rows[0] ?? null;
}

/** Money the desk took for a stay's folio: captured at once, no gateway (ADR 286). */
export async function insertFolioPayment(
  tx: DbOrTx,
  v: {
    bookingId: number;
    gateway: string;
    key: string;
    method: string;
    amountPaise: number;
    at: Date;
  },
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({
      bookingId: v.bookingId,
      gateway: v.gateway,
      orderId: `folio_${v.key}`,
      paymentId: `folio_pay_${v.key}`,
      amountPaise: v.amountPaise,
      status: 'captured',
      method: v.method,
      purpose: 'folio',
      createdAt: v.at,
      capturedAt: v.at,
    })
    .returning();
  return row!;
}

/** The latest payment (order) of a tour booking (ADR 296). */
export async function latestTourPaymentOf(
  db: DbOrTx,
  tourBookingId: number,
): Promise<PaymentRow | null> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.tourBookingId, tourBookingId))
    .orderBy(desc(payments.id))
    .limit(1);
  return rows[0] ?? null;
}

/** The latest payment (order) of a booking. */
export async function latestPaymentOf(db: DbOrTx, bookingId: number): Promise<PaymentRow | null> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), isOwnBookingPayment))
    .orderBy(desc(payments.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function updatePayment(
  tx: DbOrTx,
  id: number,
  patch: Partial<typeof payments.$inferInsert>,
): Promise<void> {
  await tx.update(payments).set(patch).where(eq(payments.id, id));
}

export async function webhookEventSeen(db: DbOrTx, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: webhookEvents.eventId })
    .from(webhookEvents)
    .where(eq(webhookEvents.eventId, eventId));
  return rows.length > 0;
}

/** Records a processed webhook event; false when another delivery of it was recorded first. */
export async function recordWebhookEvent(
  db: DbOrTx,
  eventId: string,
  event: string,
): Promise<boolean> {
  const rows = await db
    .insert(webhookEvents)
    .values({ eventId, event })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.eventId });
  return rows.length > 0;
}

export async function insertFailedPaymentLog(
  db: DbOrTx,
  bookingRef: string,
  error: unknown,
): Promise<void> {
  await db.insert(failedPaymentLogs).values({ bookingRef, error });
}

/** Payments captured in [from, to) through a gateway (reconciliation), with their booking ref. */
export async function capturedBetween(db: DbOrTx, gateway: string, from: Date, to: Date) {
  return db
    .select({
      payment: payments,
      bookingRefNo: bookings.bookingRefNo,
      hotelId: bookings.hotelId,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        eq(payments.gateway, gateway),
        isNotNull(payments.paymentId),
        gte(payments.capturedAt, from),
        lt(payments.capturedAt, to),
      ),
    )
    .orderBy(asc(payments.capturedAt), asc(payments.id));
}

/** Payments by gateway payment id (a settlement line we have under another day). */
export function paymentsByGatewayIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ payment: payments, bookingRefNo: bookings.bookingRefNo })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(inArray(payments.paymentId, ids));
}
