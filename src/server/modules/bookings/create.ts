import { type BookingCreated, type CreateBooking } from '../../../shared/contracts/bookings';
import { HOLD_MINUTES } from '../../../shared/constants';
import { bookingStatusLabel } from '../../../shared/booking-status';
import { nightsOf, todayIst } from '../../../shared/dates';
import { paiseToRupees } from '../../../shared/money';
import { isUniqueViolation } from '../../db/errors';
import { retryOnce } from '../../db/retry';
import { conflict, HttpError, notFound } from '../../http-errors';
import type { SessionCustomer } from '../../plugins/session';
import * as availability from '../availability/availability.service';
import * as consents from '../consents/consents.service';
import * as hotels from '../../db/hotel-rows';
import * as promoCodes from '../rates/promo-codes.service';
import * as ratePlans from '../rates/rate-plans.service';
import { priceRequest } from './price-request';
import { bookingRef, pricedRoomColumns } from './booking-rows';
import type { BookingDeps, OrderInfo, OrderPort } from './bookings.types';
import { releaseHold, releaseOpenHolds } from './holds';
import { bookingLinkToken } from './link-token';
import * as repo from './bookings.repo';

// A guest's booking made online: priced, its rooms held, the payment order opened.

function createdReply(b: repo.BookingRow, pay: OrderInfo, hotelName: string): BookingCreated {
  return {
    bookingId: b.id,
    BookingRefNo: b.bookingRefNo,
    status: 'pending_payment',
    holdExpiresAt: b.holdExpiresAt.toISOString(),
    roomTotal: paiseToRupees(b.roomTotalPaise),
    ...(b.promoCode ? { discount: paiseToRupees(b.discountPaise) } : {}),
    gst: paiseToRupees(b.gstPaise),
    totalPayable: paiseToRupees(b.totalPaise),
    payment: {
      gateway: pay.gateway,
      orderId: pay.orderId,
      amount: pay.amountPaise,
      currency: 'INR',
      keyId: pay.keyId,
      ...(pay.checkoutUrl ? { checkoutUrl: pay.checkoutUrl } : {}),
    },
    prefill: { name: b.customerName, email: b.email, contact: b.mobile },
    hotelName,
  };
}

/** The reply for a booking made earlier with the same Idempotency-Key. */
async function replayIdempotent(
  deps: BookingDeps,
  orders: OrderPort,
  b: repo.BookingRow,
): Promise<BookingCreated> {
  const hotel = await hotels.requireHotel(deps.db, b.hotelId);
  // the first request may still be creating the gateway order
  for (let i = 0; i < 50; i++) {
    const pay = await orders.latest(b.id);
    if (pay) {
      const fresh = (await repo.findBooking(deps.db, b.id)) ?? b;
      if (fresh.status !== 'pending_payment') {
        throw conflict(
          `This booking (${fresh.bookingRefNo}) is already ${bookingStatusLabel(fresh.status).toLowerCase()}.`,
          {
            bookingId: fresh.id,
            BookingRefNo: fresh.bookingRefNo,
            status: fresh.status,
          },
        );
      }
      return createdReply(fresh, pay, hotel.unitName);
    }
    if (b.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw conflict('This booking could not be prepared. Please start again.');
}

/**
 * POST /api/bookings: prices the stay with the server's own figures, takes the rooms in the same
 * transaction that writes the booking (a 15-minute hold), then opens the payment order.
 */
export async function createBooking(
  deps: BookingDeps,
  orders: OrderPort,
  customer: SessionCustomer,
  input: CreateBooking,
  idempotencyKey?: string,
  opts: { walkIn?: boolean } = {},
): Promise<BookingCreated> {
  const { db } = deps;
  // a counter booking's guest shares the desk's account: a promo code counts them by mobile
  const guest = {
    customerId: customer.id,
    walkInMobile: opts.walkIn ? input.MobileNo : null,
  };
  if (idempotencyKey) {
    const existing = await repo.findBookingByIdempotencyKey(db, customer.id, idempotencyKey);
    if (existing) return replayIdempotent(deps, orders, existing);
  }
  const now = deps.now();
  // one unpaid hold per customer (ADR 063): a new booking replaces the open hold, in its own
  // transaction first (booking lock, then inventory), so locks keep the global order
  await retryOnce(() => releaseOpenHolds(deps, customer.id));
  let created: { booking: repo.BookingRow; hotelName: string };
  try {
    created = await retryOnce(() =>
      db.transaction(async (tx) => {
        const { hotel, chosen, planned, priced, slabSet, promo, discountPaise } =
          await priceRequest(tx, input, guest, now);
        const wanted = availability
          .countByType(chosen.map((c) => ({ roomTypeId: c.quote.roomType.id })))
          .map((w) => ({
            ...w,
            name: chosen.find((c) => c.quote.roomType.id === w.roomTypeId)!.quote.roomType.name,
          }));
        await availability.holdRooms(tx, wanted, input.CheckIn, input.checkOUT);

        const id = await repo.nextBookingId(tx);
        const booking = await repo.insertBooking(tx, {
          id,
          bookingRefNo: bookingRef(id, now),
          customerId: customer.id,
          hotelId: hotel.id,
          checkIn: input.CheckIn,
          checkOut: input.checkOUT,
          nights: nightsOf(input.CheckIn, input.checkOUT).length,
          status: 'pending_payment',
          customerName: input.CustomerName,
          customerType: input.CustomerType,
          email: input.EmailID,
          mobile: input.MobileNo,
          address: input.CustomerAddress,
          identityType: input.IdentityType,
          identityNo: input.IdentityNo,
          gstin: input.GSTIN ?? null,
          specialRequests: input.SpecialRequests ?? null,
          roomTotalPaise: priced.roomTotalPaise,
          gstPaise: priced.gstPaise,
          totalPaise: priced.totalPaise,
          promoCode: promo?.code ?? null,
          discountPaise,
          gstRateBp: Math.max(...priced.rooms.map((r) => r.gstRateBp)),
          gstSlabsFrom: slabSet.effectiveFrom,
          // the terms the guest accepted with this booking (AcceptTerms, ADR 083/222)
          cancellationPolicyVersionId: await repo.policyVersionIdInForce(
            tx,
            input.hotelID,
            todayIst(now),
          ),
          holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
          idempotencyKey: idempotencyKey ?? null,
          createdAt: now,
        });
        await repo.insertBookingRooms(
          tx,
          chosen.map((c, i) => {
            const p = priced.rooms[i]!;
            return {
              bookingId: id,
              roomTypeId: c.quote.roomType.id,
              adults: c.input.NoOfAdult,
              children: c.input.NoOfChild,
              extraPersons: c.input.ExtraPerson,
              ...pricedRoomColumns(p, c.quote.nights),
              ...ratePlans.bookedPlan(planned[i]!),
            };
          }),
        );
        // the code's use, taken last: inventory first, then the code's row (ADR 365)
        if (promo)
          await promoCodes.redeem(tx, promo, { id: booking.id, ...guest }, discountPaise, now);
        // AcceptTerms: the terms this booking was made under, with their version (ADR 122)
        await consents.recordConsent(tx, {
          kind: 'terms',
          source: 'booking',
          customerId: customer.id,
          now,
        });
        return { booking, hotelName: hotel.unitName };
      }),
    );
  } catch (err) {
    if (idempotencyKey && isUniqueViolation(err, 'bookings_idempotency_idx')) {
      const existing = await repo.findBookingByIdempotencyKey(db, customer.id, idempotencyKey);
      if (existing) return replayIdempotent(deps, orders, existing);
    }
    if (isUniqueViolation(err, 'bookings_one_hold_idx')) throw conflict(BOOKING_MSG.holdInProgress);
    throw err;
  }

  const { booking } = created;
  let order: OrderInfo;
  try {
    order = await orders.open(booking);
  } catch {
    await retryOnce(() =>
      db.transaction(async (tx) => {
        const b = await repo.findBookingForUpdate(tx, booking.id);
        if (b?.status === 'pending_payment') await releaseHold(tx, b, 'failed');
      }),
    );
    throw new HttpError(502, 'The payment service is not answering. Please try again in a moment.');
  }
  return createdReply(booking, order, created.hotelName);
}

export const BOOKING_MSG = {
  holdInProgress:
    'Another booking for your account is being made right now. Please finish or cancel it, then try again.',
} as const;

/** The booking of a payment order, for its customer (the success page). */
export async function orderSummary(deps: BookingDeps, customerId: number, orderId: string) {
  const pay = await repo.findPaymentByOrder(deps.db, orderId);
  const b = pay?.bookingId ? await repo.findBooking(deps.db, pay.bookingId) : null;
  if (!pay || !b || b.customerId !== customerId)
    throw notFound('No booking was found for this payment.');
  const rooms = await repo.roomsOf(deps.db, [b.id]);
  const hotel = await hotels.requireHotel(deps.db, b.hotelId);
  return {
    bookingId: b.id,
    BookingRefNo: b.bookingRefNo,
    status: b.status,
    CustomerName: b.customerName,
    MobileNo: b.mobile,
    EmailID: b.email,
    hotelName: hotel.unitName,
    CheckIn: b.checkIn,
    checkOUT: b.checkOut,
    rooms: rooms.length,
    totalPaid: paiseToRupees(b.totalPaise),
    token: bookingLinkToken(deps.config, b.id),
  };
}
