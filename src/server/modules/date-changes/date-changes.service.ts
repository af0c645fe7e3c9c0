import {
  DATE_CHANGE_MSG,
  type DateChangeDates,
  type DateChangeOutcome,
  type DateChangeQuote,
  type DateChangeRequest,
} from '../../../shared/contracts/date-changes';
import { retryOnce } from '../../db/retry';
import { badRequest, conflict, notFound } from '../../http-errors';
import { MSG } from '../../../shared/messages';
import * as bookings from '../bookings/bookings.service';
import * as payments from '../payments/payments.service';
import { issueDateChangeCreditNote } from '../receipts/credit-notes.service';
import * as refunds from '../refunds/refunds.service';

/*
 * The guest's own date change (ADR 315): the quote and the change of a booking of the session's
 * customer. The pricing, the move under the inventory locks, the audit entry and the debit note
 * of a paid difference are the bookings module's; the difference's order is the payments module's;
 * money back goes through refunds, with its credit note from receipts (ADR 369).
 */

export type DateChangeDeps = payments.PaymentDeps;

/** The reason of a refund of the lower price of new dates. */
export const DATE_CHANGE_REFUND_REASON = 'date_change';

/** The price of new dates for a booking of this customer, and whether its rooms are free. */
export async function quote(
  deps: DateChangeDeps,
  customerId: number,
  bookingId: number,
  dates: DateChangeDates,
): Promise<DateChangeQuote> {
  return deps.db.transaction(async (tx) => {
    const full = await bookings.lockCustomerBooking(tx, customerId, bookingId);
    if (!full) throw notFound(MSG.noBookingDetails);
    const {
      priced: _priced,
      restriction: _restriction,
      ...q
    } = await bookings.quoteDateChange(tx, full.booking, dates.checkIn, dates.checkOut, deps.now());
    return q;
  });
}

/**
 * Changes the dates of a booking of this customer, at the difference the guest was shown (409 with
 * the new quote when the price moved). Nothing to pay: the booking moves now, and a lower price is
 * refunded under the policy (sent to the gateway after the commit). A difference to pay: the
 * change waits and the reply carries the gateway order; the booking moves when it is captured.
 */
export async function change(
  deps: DateChangeDeps,
  customerId: number,
  bookingId: number,
  body: DateChangeRequest,
): Promise<DateChangeOutcome> {
  const now = deps.now();
  const done = await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const full = await bookings.lockCustomerBooking(tx, customerId, bookingId);
      if (!full) throw notFound(MSG.noBookingDetails);
      const q = await bookings.quoteDateChange(tx, full.booking, body.checkIn, body.checkOut, now);
      const { priced: _p, restriction, ...shown } = q;
      // a restriction refuses the dates as it refuses a new booking of them: 400 (ADR 395)
      if (restriction) throw badRequest(restriction, [{ path: 'checkIn', message: restriction }]);
      if (!q.available) throw conflict(q.message, { quote: shown });
      if (q.differencePaise !== body.differencePaise)
        throw conflict(DATE_CHANGE_MSG.priceChanged, { quote: shown });
      const started = await bookings.startDateChange(tx, full.booking, q, now);
      let refundIds: number[] = [];
      let refundPaise = 0;
      if (started.change.status === 'applied' && started.change.refundPaise > 0) {
        // over what is left on the booking's payment and on differences paid before (ADR 369)
        const rows = await refunds.recordBookingRefund(tx, {
          bookingId,
          amountPaise: started.change.refundPaise,
          reason: DATE_CHANGE_REFUND_REASON,
          at: now,
        });
        refundIds = rows.map((r) => r.id);
        refundPaise = rows.reduce((t, r) => t + r.amountPaise, 0);
        // the GST credit note of what comes back, at the lines the guest paid (before the change)
        if (rows[0])
          await issueDateChangeCreditNote(tx, {
            booking: full.booking,
            refundId: rows[0].id,
            rooms: full.rooms.filter((r) => r.status === 'booked'),
            refundPaise,
            reason: 'Change of stay dates: lower value of supply',
            at: now,
          });
      }
      return { ...started, refundIds, refundPaise };
    }),
  );
  const b = done.booking;
  if (done.change.status === 'awaiting_payment') {
    // after the commit: the gateway is never called inside a transaction (ADR 060)
    const order = await payments.openDateChangeOrder(deps, b, done.change);
    const hotelName = await bookings.hotelNameOf(deps.db, b);
    return {
      status: 'awaiting_payment',
      BookingRefNo: b.bookingRefNo,
      changeId: done.change.id,
      payment: {
        gateway: order.gateway,
        orderId: order.orderId,
        amount: order.amountPaise,
        currency: 'INR',
        keyId: order.keyId,
        ...(order.checkoutUrl ? { checkoutUrl: order.checkoutUrl } : {}),
      },
      prefill: { name: b.customerName, email: b.email, contact: b.mobile },
      hotelName,
    };
  }
  for (const id of done.refundIds) await refunds.sendRefund(deps, id).catch(() => undefined);
  return {
    status: 'applied',
    BookingRefNo: b.bookingRefNo,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    totalPaise: b.totalPaise,
    refundPaise: done.refundPaise,
  };
}
