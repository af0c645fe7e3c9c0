import { z } from 'zod';
import {
  bookingRetry,
  type BookingCreated,
  type BookingRetry,
} from '../../../shared/contracts/booking';
import { idParam, okReply } from '../../../shared/contracts/common';
import { nightsOf } from '../../../shared/dates';
import { paiseToRupees } from '../../../shared/money';
import { conflict, notFound } from '../../http-errors';
import { getGateway } from '../../payments/index';
import { loginRequired, requireCustomer } from '../../plugins/session';
import type { App, AppDeps } from '../../types';
import * as hotels from '../hotels/hotels.service';
import * as repo from './bookings.repo';
import { PAID_STATUSES, type BookingDeps } from './bookings.service';

/*
 * Retry payment (issue 10 item 15): while a booking's 15-minute hold lasts, its customer may pay
 * again with the same gateway order. A failed attempt released the rooms; a retry takes them back
 * (if still free) and the booking is a pending hold again until the same expiry time.
 */

export const HOLD_OVER = 'The 15-minute hold on these rooms has ended. Please search again.';
export const ALREADY_PAID = 'This booking is already paid.';

export async function retryPayment(
  deps: BookingDeps,
  customerId: number,
  bookingId: number,
): Promise<BookingRetry> {
  const now = deps.now();
  const { booking, pay } = await deps.db.transaction(async (tx) => {
    const b = await repo.findBookingForUpdate(tx, bookingId);
    if (!b || b.customerId !== customerId) throw notFound('Booking not found.');
    if (PAID_STATUSES.includes(b.status)) throw conflict(ALREADY_PAID);
    const [p] = await repo.paymentsOf(tx, [b.id]);
    if (p && (p.status === 'captured' || p.status === 'refunded')) throw conflict(ALREADY_PAID);
    const live = b.holdExpiresAt.getTime() > now.getTime();
    if (!p || !live || (b.status !== 'pending_payment' && b.status !== 'failed')) {
      throw conflict(HOLD_OVER);
    }
    if (b.status === 'failed') {
      // the failed attempt gave the rooms back: take them again, all or nothing
      const rooms = (await repo.roomsOf(tx, [b.id])).filter((r) => r.status === 'booked');
      const counts = new Map<number, number>();
      for (const r of rooms) counts.set(r.roomTypeId, (counts.get(r.roomTypeId) ?? 0) + 1);
      const nights = nightsOf(b.checkIn, b.checkOut).length;
      for (const [roomTypeId, n] of [...counts].sort((x, y) => x[0] - y[0])) {
        const taken = await repo.takeRooms(tx, roomTypeId, n, b.checkIn, b.checkOut);
        if (taken.length < nights) {
          throw conflict('These rooms were booked by someone else meanwhile. Please search again.');
        }
      }
      await repo.updateBooking(tx, b.id, { status: 'pending_payment' });
      await repo.updatePayment(tx, p.id, { status: 'created' });
    }
    return { booking: b, pay: p };
  });
  const hotel = await hotels.requireHotel(deps.db, booking.hotelId);
  const gateway = getGateway({ config: deps.config });
  const checkoutUrl = gateway.checkoutUrl(pay.orderId);
  const reply: BookingCreated = {
    bookingId: booking.id,
    BookingRefNo: booking.bookingRefNo,
    status: 'pending_payment',
    holdExpiresAt: booking.holdExpiresAt.toISOString(),
    roomTotal: paiseToRupees(booking.roomTotalPaise),
    gst: paiseToRupees(booking.gstPaise),
    totalPayable: paiseToRupees(booking.totalPaise),
    payment: {
      gateway: gateway.name,
      orderId: pay.orderId,
      amount: pay.amountPaise,
      currency: 'INR',
      keyId: gateway.keyId,
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
    async (req) => {
      const customer = requireCustomer(req);
      return { success: true as const, data: await retryPayment(deps, customer.id, req.params.id) };
    },
  );
}
