import { z } from 'zod';
import { isPaidStatus } from '../../../shared/booking-status';
import {
  bookingRetry,
  type BookingCreated,
  type BookingRetry,
} from '../../../shared/contracts/bookings';
import { idParam, okReply } from '../../../shared/contracts/common';
import { paiseToRupees } from '../../../shared/money';
import { conflict, notFound } from '../../http-errors';
import type { PaymentGateway } from '../../payments/gateway';
import { loginRequired, requireCustomer } from '../../plugins/session';
import type { App, AppDeps } from '../../types';
import * as bookings from '../bookings/bookings.service';
import * as hotels from '../../db/hotel-rows';
import * as repo from './payments.repo';

/*
 * Retry payment (ADR 082): while a booking's 15-minute hold lasts, its customer may pay again with
 * the same gateway order. A failed attempt released the rooms; a retry takes them back (if still
 * free) and the booking is an unpaid hold again until the same expiry time. Locks: the booking
 * first, then the payment, then inventory (ADR 064).
 */

export const HOLD_OVER = 'The 15-minute hold on these rooms has ended. Please search again.';
export const ALREADY_PAID = 'This booking is already paid.';
const TAKEN = 'These rooms were booked by someone else meanwhile. Please search again.';

type RetryDeps = bookings.BookingDeps & {
  gateway: Pick<PaymentGateway, 'name' | 'keyId' | 'checkoutUrl'>;
};

export async function retryPayment(
  deps: RetryDeps,
  customerId: number,
  bookingId: number,
): Promise<BookingRetry> {
  const now = deps.now();
  const { booking, pay } = await deps.db.transaction(async (tx) => {
    const b = await bookings.lockBooking(tx, bookingId);
    if (!b || b.customerId !== customerId) throw notFound('Booking not found.');
    if (isPaidStatus(b.status)) throw conflict(ALREADY_PAID);
    const latest = await repo.latestPaymentOf(tx, b.id);
    const p = latest ? await repo.lockPayment(tx, latest.id) : null;
    if (p && (p.status === 'captured' || p.status === 'refunded')) throw conflict(ALREADY_PAID);
    const live = b.holdExpiresAt.getTime() > now.getTime();
    if (!p || !live || (b.status !== 'pending_payment' && b.status !== 'failed')) {
      throw conflict(HOLD_OVER);
    }
    if (b.status === 'failed') {
      // the failed attempt gave the rooms back: take them again, all or nothing
      if (!(await bookings.retakeRooms(tx, b))) throw conflict(TAKEN);
      await bookings.reopenHold(tx, b);
      await repo.updatePayment(tx, p.id, { status: 'created' });
    }
    return { booking: b, pay: p };
  });
  const hotel = await hotels.requireHotel(deps.db, booking.hotelId);
  const checkoutUrl = deps.gateway.checkoutUrl(pay.orderId);
  const reply: BookingCreated = {
    bookingId: booking.id,
    BookingRefNo: booking.bookingRefNo,
    status: 'pending_payment',
    holdExpiresAt: booking.holdExpiresAt.toISOString(),
    roomTotal: paiseToRupees(booking.roomTotalPaise),
    gst: paiseToRupees(booking.gstPaise),
    totalPayable: paiseToRupees(booking.totalPaise),
    payment: {
      gateway: deps.gateway.name,
      orderId: pay.orderId,
      amount: pay.amountPaise,
      currency: 'INR',
      keyId: deps.gateway.keyId,
      ...(checkoutUrl ? { checkoutUrl } : {}),
    },
    prefill: { name: booking.customerName, email: booking.email, contact: booking.mobile },
    hotelName: hotel.unitName,
  };
  return { ...reply, hotelID: booking.hotelId };
}

/** POST /api/bookings/{id}/retry-payment: the session's own unpaid booking, while its hold lasts. */
export async function retryPaymentRoutes(app: App, deps: AppDeps): Promise<void> {
  app.post(
    '/api/bookings/:id/retry-payment',
    {
      preValidation: loginRequired,
      schema: { params: z.object({ id: idParam }), response: { 200: okReply(bookingRetry) } },
    },
    async (req, reply) => {
      const customer = requireCustomer(req);
      reply.header('Cache-Control', 'private, no-store');
      return { success: true as const, data: await retryPayment(deps, customer.id, req.params.id) };
    },
  );
}
