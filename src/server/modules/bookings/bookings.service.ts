import { MSG } from '../../../shared/messages';
import { createHmac } from 'node:crypto';
import { type BookingCreated, type CreateBooking } from '../../../shared/contracts/bookings';
import { priceStay, type GstSlab } from '../../../shared/pricing';
import { HOLD_MINUTES } from '../../../shared/constants';
import { bookingStatusLabel, isPaidStatus } from '../../../shared/booking-status';
import {
  financialYear,
  IST_OFFSET_MINUTES,
  nightsOf,
  taxRecordsKeptFrom,
  todayIst,
} from '../../../shared/dates';
import { paiseToRupees } from '../../../shared/money';
import type { Config } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { retryOnce, sweepOneByOne } from '../../db/retry';
import { badRequest, conflict, HttpError, notFound } from '../../http-errors';
import { enqueueRendered } from '../../notify/outbox';
import { safeEqual } from '../../payments/signature';
import type { SessionCustomer } from '../../plugins/session';
import * as availability from '../availability/availability.service';
import * as consents from '../consents/consents.service';
import * as hotels from '../hotels/hotels.service';
import { bookingLinks, CONFIRMATION_MAIL, CONFIRMATION_SMS } from './confirmation';
import * as repo from './bookings.repo';

export type { BookingRoomWithType, BookingRow, PaymentRow, RefundRow } from './bookings.repo';
export { refundedMail } from './confirmation';

/** What the booking services need from the app. */
export type BookingDeps = { db: Db; config: Config; now: () => Date };

export type { BookingStatus } from '../../../shared/booking-status';

/**
 * A payment order as the booking reply shows it. The payments module opens orders; bookings only
 * asks through this port (passed in by the route), so bookings never imports payments.
 */
export type OrderInfo = {
  orderId: string;
  amountPaise: number;
  gateway: 'sandbox' | 'razorpay';
  keyId: string;
  checkoutUrl?: string | undefined;
};
export type OrderPort = {
  /** opens the gateway order of a committed hold (after the commit; no transaction open) */
  open(booking: repo.BookingRow): Promise<OrderInfo>;
  /** the booking's latest order (an idempotent replay) */
  latest(bookingId: number): Promise<OrderInfo | null>;
};

// ---- signed link tokens ------------------------------------------------------------------------

/** HMAC-SHA256 of the booking id with the app secret: the receipt/invoice link token. */
export function bookingLinkToken(config: Config, bookingId: number): string {
  return createHmac('sha256', config.appSecret).update(`booking:${bookingId}`).digest('base64url');
}

export function isValidLinkToken(
  config: Config,
  bookingId: number,
  token: string | undefined,
): boolean {
  if (!token || token.length > 100) return false;
  return safeEqual(bookingLinkToken(config, bookingId), token);
}

// ---- reads other modules use ----------------------------------------------------------------

export type FullBooking = {
  booking: repo.BookingRow;
  rooms: repo.BookingRoomWithType[];
  /** the latest payment (order) of the booking */
  payment: repo.PaymentRow | null;
  refunds: repo.RefundRow[];
};

async function loadFull(db: DbOrTx, booking: repo.BookingRow): Promise<FullBooking> {
  const rooms = await repo.roomsOf(db, [booking.id]);
  const pays = await repo.paymentsOf(db, [booking.id]);
  const refunds = await repo.refundsOf(db, [booking.id]);
  return { booking, rooms, payment: pays[0] ?? null, refunds };
}

/**
 * A booking of this customer with its rooms, latest payment and refunds, or null (also when it
 * belongs to someone else). For the cancellation module.
 */
export async function getCustomerBooking(
  db: DbOrTx,
  customerId: number,
  bookingId: number,
): Promise<FullBooking | null> {
  const b = await repo.findBooking(db, bookingId);
  if (!b || b.customerId !== customerId) return null;
  return loadFull(db, b);
}

/** The same inside a transaction, with the booking row locked (FOR UPDATE). */
export async function lockCustomerBooking(
  tx: Tx,
  customerId: number,
  bookingId: number,
): Promise<FullBooking | null> {
  const b = await repo.findBookingForUpdate(tx, bookingId);
  if (!b || b.customerId !== customerId) return null;
  return loadFull(tx, b);
}

/**
 * A booking of this customer by its reference number (any letter case), or null, also when it
 * belongs to someone else. For the requests module (reschedule requests).
 */
export async function findCustomerBookingByRef(
  db: DbOrTx,
  customerId: number,
  ref: string,
): Promise<repo.BookingRow | null> {
  const b = await repo.findBookingByRef(db, ref.trim().toUpperCase());
  return b && b.customerId === customerId ? b : null;
}

/** Who reads a booking: the session's customer, a link token, or the server itself (mail attachments). */
export type BookingReader = {
  customerId?: number | null;
  token?: string | undefined;
  trusted?: boolean;
};

/**
 * A booking the reader may see: its customer (session) or the holder of its signed link token.
 * Anyone else, and a booking that was never paid, get the same 404 as a missing one.
 */
export async function getReadableBooking(
  db: DbOrTx,
  config: Config,
  bookingId: number,
  reader: BookingReader,
): Promise<FullBooking> {
  const b = await repo.findBooking(db, bookingId);
  const allowed =
    b !== null &&
    (reader.trusted === true ||
      (reader.customerId != null && b.customerId === reader.customerId) ||
      isValidLinkToken(config, bookingId, reader.token));
  if (!b || !allowed || !isPaidStatus(b.status)) throw notFound(MSG.noBookingDetails);
  return loadFull(db, b);
}

/** Gives a booking's still-booked rooms back to the inventory (failure, expiry). */
async function releaseBookingRooms(
  tx: DbOrTx,
  booking: repo.BookingRow,
  rooms: repo.BookingRoomWithType[],
) {
  await availability.releaseRooms(
    tx,
    availability.countByType(rooms.filter((r) => r.status === 'booked')),
    booking.checkIn,
    booking.checkOut,
  );
}

// ---- GST -------------------------------------------------------------------------------------

/** A booking cannot be priced without a slab set in force: an error, never a guessed rate (ADR 220). */
const NO_GST_SLABS_MSG =
  'GST rates are not set up for today, so no booking can be priced. Please try again later.';

/** The GST slab set in force on an IST date (the time of supply); 503 when there is none. */
export async function gstSlabSet(
  db: DbOrTx,
  date: string,
): Promise<{ effectiveFrom: string; slabs: GstSlab[] }> {
  const set = await repo.gstSlabSetInForce(db, date);
  if (!set) throw new HttpError(503, NO_GST_SLABS_MSG);
  return set;
}

export async function gstSlabs(db: DbOrTx, date: string): Promise<GstSlab[]> {
  return (await gstSlabSet(db, date)).slabs;
}

/**
 * Whether a hold is still taxed right when it is paid (ADR 220): the slab set in force on the
 * payment's IST date (the time of supply, CGST Act s.14) is the set it was priced with. A hold
 * priced before a change and paid on or after it is not confirmed at the old rate.
 */
export async function pricedWithSlabsInForce(
  db: DbOrTx,
  booking: repo.BookingRow,
  now: Date,
): Promise<boolean> {
  if (booking.gstSlabsFrom === null) return true;
  const set = await repo.gstSlabSetInForce(db, todayIst(now));
  return set?.effectiveFrom === booking.gstSlabsFrom;
}

/** The refund reason of a payment for a hold priced under slabs no longer in force. */
export const GST_CHANGED_REASON = 'gst_rate_changed';

// ---- create ----------------------------------------------------------------------------------

function bookingRef(id: number, now: Date): string {
  const d = todayIst(now).replace(/-/g, '').slice(2);
  return `JTDC${d}${String(id).padStart(5, '0')}`;
}

function createdReply(b: repo.BookingRow, pay: OrderInfo, hotelName: string): BookingCreated {
  return {
    bookingId: b.id,
    BookingRefNo: b.bookingRefNo,
    status: 'pending_payment',
    holdExpiresAt: b.holdExpiresAt.toISOString(),
    roomTotal: paiseToRupees(b.roomTotalPaise),
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
): Promise<BookingCreated> {
  const { db } = deps;
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
        const hotel = await hotels.requireHotel(tx, input.hotelID);
        const quotes = await availability.quoteRoomTypes(
          tx,
          [hotel.id],
          input.CheckIn,
          input.checkOUT,
        );
        const byId = new Map(quotes.map((q) => [q.roomType.id, q]));
        const issues: { path: string; message: string }[] = [];
        input.rooms.forEach((r, i) => {
          const q = byId.get(r.RoomTypeID);
          const at = (f: string) => `rooms.${i}.${f}`;
          if (!q) {
            issues.push({
              path: at('RoomTypeID'),
              message: `Room ${i + 1}: this room type is not offered by ${hotel.unitName}.`,
            });
            return;
          }
          const t = q.roomType;
          if (r.NoOfAdult > t.maxAdults)
            issues.push({
              path: at('NoOfAdult'),
              message: `Room ${i + 1}: ${t.name} allows at most ${t.maxAdults} adult${t.maxAdults > 1 ? 's' : ''}.`,
            });
          if (r.NoOfChild > t.maxChildren)
            issues.push({
              path: at('NoOfChild'),
              message: `Room ${i + 1}: ${t.name} allows at most ${t.maxChildren} child${t.maxChildren === 1 ? '' : 'ren'}.`,
            });
          if (r.ExtraPerson > t.allowedExtraPerson)
            issues.push({
              path: at('ExtraPerson'),
              message:
                t.allowedExtraPerson === 0
                  ? `Room ${i + 1}: ${t.name} allows no extra person.`
                  : `Room ${i + 1}: ${t.name} allows at most ${t.allowedExtraPerson} extra person${t.allowedExtraPerson > 1 ? 's' : ''}.`,
            });
        });
        if (issues.length) throw badRequest(issues[0]!.message, issues);

        // the time of supply of a prepaid booking is its payment, made now (ADR 220)
        const slabSet = await gstSlabSet(tx, todayIst(now));
        const slabs = slabSet.slabs;
        const chosen = input.rooms.map((r) => ({ input: r, quote: byId.get(r.RoomTypeID)! }));
        const priced = priceStay(
          chosen.map((c) => ({
            nightPricesPaise: c.quote.nights.map((n) => n.pricePaise),
            extraPersons: c.input.ExtraPerson,
            extraPersonRatePaise: c.quote.roomType.extraPersonRatePaise,
            nightExtraRatesPaise: c.quote.nights.map((n) => n.extraPersonRatePaise),
          })),
          slabs,
        );
        const wanted = availability
          .countByType(chosen.map((c) => ({ roomTypeId: c.quote.roomType.id })))
          .map((w) => ({ ...w, name: byId.get(w.roomTypeId)!.roomType.name }));
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
              pricePerDayPaise: p.pricePerDayPaise,
              // the stay's average per night when staff set nightly rates (ADR 141)
              extraPersonRatePaise: averageExtraRate(c.quote.nights),
              amountPaise: p.amountPaise,
              extraAmountPaise: p.extraAmountPaise,
              gstPaise: p.gstPaise,
              taxLines: p.lines,
            };
          }),
        );
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

/** Ends the customer's unpaid holds (replaced by a new booking): rooms back, status expired. */
async function releaseOpenHolds(deps: BookingDeps, customerId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    for (const b of await repo.lockOpenHolds(tx, customerId)) await releaseHold(tx, b, 'expired');
  });
}

// ---- what the payments module does to a booking (ADR 060) -----------------------------------

/** Locks a booking row (FOR UPDATE): always the first lock of a transaction (ADR 064). */
export function lockBooking(tx: Tx, id: number): Promise<repo.BookingRow | null> {
  return repo.findBookingForUpdate(tx, id);
}

export function findBooking(db: DbOrTx, id: number): Promise<repo.BookingRow | null> {
  return repo.findBooking(db, id);
}

export function findBookingByRef(db: DbOrTx, ref: string): Promise<repo.BookingRow | null> {
  return repo.findBookingByRef(db, ref);
}

/** Ends an unpaid hold (locked by the caller): its rooms go back, the booking ends `status`. */
export async function releaseHold(
  tx: Tx,
  booking: repo.BookingRow,
  status: 'failed' | 'expired',
): Promise<void> {
  await releaseBookingRooms(tx, booking, await repo.roomsOf(tx, [booking.id]));
  await repo.updateBooking(tx, booking.id, { status });
}

/**
 * A failed booking whose hold time still runs is an unpaid hold again (retry payment); another
 * open hold of the same customer ends, as a new booking would end it (one unpaid booking at a time).
 */
export async function reopenHold(tx: Tx, booking: repo.BookingRow): Promise<void> {
  for (const other of await repo.lockOpenHolds(tx, booking.customerId)) {
    if (other.id !== booking.id) await releaseHold(tx, other, 'expired');
  }
  await repo.updateBooking(tx, booking.id, { status: 'pending_payment' });
}

/** Marks a booking failed (its rooms were given back already, or it never held any). */
export async function markFailed(tx: Tx, bookingId: number): Promise<void> {
  await repo.updateBooking(tx, bookingId, { status: 'failed' });
}

/**
 * A payment arrived for a hold that had ended: takes its rooms again if they are still free (in a
 * savepoint). True when the rooms are held again.
 */
export async function retakeRooms(tx: Tx, booking: repo.BookingRow): Promise<boolean> {
  const rooms = await repo.roomsOf(tx, [booking.id]);
  try {
    await tx.transaction(async (sp) => {
      await availability.holdRooms(
        sp,
        availability.countByType(rooms),
        booking.checkIn,
        booking.checkOut,
      );
    });
    return true;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 409) return false;
    throw err;
  }
}

/**
 * Confirms a paid booking (locked by the caller): invoice and receipt numbers, status confirmed,
 * the confirmation mail and SMS queued (rendered and sent by the outbox job after the commit, from
 * the booking as it is then: ADR 300).
 *
 * The invoice counter row is the one row every confirmation of a financial year updates: it is
 * taken LAST (ADR 174), after the messages are queued, so the row is held only for the numbering
 * statement and the commit. The caller must run nothing after this in the transaction.
 */
export async function confirmBooking(
  tx: Tx,
  deps: BookingDeps,
  booking: repo.BookingRow,
): Promise<{ booking: repo.BookingRow; token: string }> {
  const { config } = deps;
  const now = deps.now();
  const fy = financialYear(todayIst(now));
  const token = bookingLinkToken(config, booking.id);
  const params = { bookingId: booking.id };
  await enqueueRendered(tx, {
    channel: 'email',
    to: booking.email,
    template: CONFIRMATION_MAIL,
    params,
  });
  await enqueueRendered(tx, {
    channel: 'sms',
    to: booking.mobile,
    template: CONFIRMATION_SMS,
    params,
  });
  // the booking's status and numbers in one statement; from here to the commit the financial
  // year's counter row is held (confirmBooking is the last call of its transaction)
  const numbers = await repo.numberBooking(tx, {
    bookingId: booking.id,
    financialYear: fy,
    confirmedAt: now,
  });
  const confirmed: repo.BookingRow = {
    ...booking,
    status: 'confirmed',
    confirmedAt: now,
    ...numbers,
  };
  return { booking: confirmed, token };
}

/** Who to tell about a booking. */
export function bookingContact(db: DbOrTx, bookingId: number) {
  return repo.bookingContact(db, bookingId);
}

export const HOLD_EXPIRED_REASON = 'hold_expired';

// ---- what the cancellation module does to a booking -------------------------------------------

/** Marks one booked room cancelled with its charge and refund; false when it was not booked. */
export const cancelBookedRoom = repo.cancelRoom;

export async function setCancelledStatus(
  tx: Tx,
  bookingId: number,
  status: 'cancelled' | 'partially_cancelled',
): Promise<void> {
  await repo.updateBooking(tx, bookingId, { status });
}

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

export async function paymentOrderOf(db: DbOrTx, orderId: string) {
  const pay = await repo.findPaymentByOrder(db, orderId);
  if (!pay?.bookingId) return null;
  const b = await repo.findBooking(db, pay.bookingId);
  return b ? { payment: pay, booking: b } : null;
}

// ---- hold sweeper ----------------------------------------------------------------------------

/**
 * Releases unpaid holds whose 15 minutes are up, one transaction per hold (booking lock, then its
 * inventory in the global order). `FOR UPDATE SKIP LOCKED`, so two server processes sweeping at
 * once never release the same hold twice. Run by the jobs runner. Returns how many it released.
 */
export async function sweepExpiredHolds(deps: BookingDeps, limit = 50): Promise<number> {
  return sweepOneByOne(deps.db, limit, async (tx) => {
    const [hold] = await repo.lockExpiredHolds(tx, deps.now(), 1);
    if (!hold) return false;
    await releaseHold(tx, hold, 'expired');
    return true;
  });
}

// ---- history ---------------------------------------------------------------------------------

/** The one label of a status (src/shared/booking-status.ts). */
export const statusText = bookingStatusLabel;

export type HistoryEntry = {
  booking: repo.BookingRow;
  hotelName: string;
  rooms: repo.BookingRoomWithType[];
  refunds: repo.RefundRow[];
};

/** The customer's own bookings, newest first, with rooms and refunds. */
export async function customerHistory(
  db: DbOrTx,
  filter: repo.HistoryFilter,
): Promise<HistoryEntry[]> {
  const rows = await repo.historyOf(db, filter);
  const ids = rows.map((r) => r.booking.id);
  const rooms = await repo.roomsOf(db, ids);
  const refunds = await repo.refundsOf(db, ids);
  return rows.map((r) => ({
    booking: r.booking,
    hotelName: r.hotelName,
    rooms: rooms.filter((x) => x.bookingId === r.booking.id),
    refunds: refunds.filter((x) => x.bookingId === r.booking.id),
  }));
}

/** A stay's extra-person rate per night for display: the average of its nights' rates. */
function averageExtraRate(nights: { extraPersonRatePaise: number }[]): number {
  if (nights.length === 0) return 0;
  return Math.round(nights.reduce((s, n) => s + n.extraPersonRatePaise, 0) / nights.length);
}

// ---- the front desk (staff) ------------------------------------------------------------------

export type StaffBookingFilter = repo.StaffBookingFilter;

/** One page of the staff booking search, with each booking's rooms and hotel name. */
export async function staffSearch(db: DbOrTx, filter: repo.StaffBookingFilter) {
  const { rows, total } = await repo.staffSearch(db, filter);
  const rooms = await repo.roomsOf(
    db,
    rows.map((r) => r.booking.id),
  );
  return {
    total,
    rows: rows.map((r) => ({
      booking: r.booking,
      hotelName: r.hotelName,
      rooms: rooms.filter((x) => x.bookingId === r.booking.id),
    })),
  };
}

/** Any booking with its rooms, payments and refunds (staff; the caller checks the hotel reach). */
export async function staffBooking(db: DbOrTx, id: number): Promise<FullBooking | null> {
  const b = await repo.findBooking(db, id);
  return b ? loadFull(db, b) : null;
}

/** The same, locked (FOR UPDATE): the first lock of a staff action's transaction (ADR 064). */
export async function lockStaffBooking(tx: Tx, id: number): Promise<FullBooking | null> {
  const b = await repo.findBookingForUpdate(tx, id);
  return b ? loadFull(tx, b) : null;
}

/** The stay statuses the front desk sets (check-in, check-out, no-show). */
export async function setStayStatus(
  tx: Tx,
  bookingId: number,
  status: 'checked_in' | 'checked_out' | 'no_show',
): Promise<void> {
  await repo.updateBooking(tx, bookingId, { status });
}

export const setRoomNumbers = repo.setRoomNumbers;

/** The next invoice number of the corporation's series for the IST date of `at` (ADR 287). */
export const nextInvoiceNo = (tx: Tx, at: Date): Promise<string> =>
  repo.nextInvoiceNo(tx, financialYear(todayIst(at)));

/**
 * Prices a booking's still-booked rooms for other dates with today's rates and GST slabs (a
 * reschedule): the same pricing as a new booking. Null when a room type has no rate for a night.
 */
export async function repriceStay(
  tx: DbOrTx,
  booking: repo.BookingRow,
  rooms: repo.BookingRoomWithType[],
  checkIn: string,
  checkOut: string,
  now: Date,
) {
  const booked = rooms.filter((r) => r.status === 'booked');
  const quotes = await availability.quoteRoomTypes(tx, [booking.hotelId], checkIn, checkOut);
  const byId = new Map(quotes.map((q) => [q.roomType.id, q]));
  const slabs = await gstSlabs(tx, todayIst(now));
  const priced = priceStay(
    booked.map((r) => {
      const q = byId.get(r.roomTypeId);
      return {
        nightPricesPaise: q ? q.nights.map((n) => n.pricePaise) : [],
        extraPersons: r.extraPersons,
        extraPersonRatePaise: r.extraPersonRatePaise,
        ...(q ? { nightExtraRatesPaise: q.nights.map((n) => n.extraPersonRatePaise) } : {}),
      };
    }),
    slabs,
  );
  const paid = booked.reduce((s, r) => s + r.amountPaise + r.gstPaise, 0);
  return {
    newTotalPaise: priced.totalPaise,
    paidPaise: paid,
    differencePaise: priced.totalPaise - paid,
  };
}

/**
 * Moves a booking (locked by the caller) to new dates: its booked rooms' inventory moves under the
 * inventory locks. When a night is full nothing changes and the shortage is returned (the caller
 * decides: a 409 for an accept, "not available" for a quote). Amounts and the invoice stay as paid.
 */
export async function moveStay(
  tx: Tx,
  booking: repo.BookingRow,
  checkIn: string,
  checkOut: string,
): Promise<{ moved: true } | { moved: false; shortage: availability.RoomShortage }> {
  const rooms = (await repo.roomsOf(tx, [booking.id])).filter((r) => r.status === 'booked');
  const shortage = await availability.moveRooms(
    tx,
    availability.countByType(rooms),
    { checkIn: booking.checkIn, checkOut: booking.checkOut },
    { checkIn, checkOut },
  );
  if (shortage) return { moved: false, shortage };
  await repo.updateBooking(tx, booking.id, {
    checkIn,
    checkOut,
    nights: nightsOf(checkIn, checkOut).length,
  });
  return { moved: true };
}

/** The receipt and invoice links of a booking, with its signed token (staff open them). */
export function staffLinks(config: Config, bookingId: number) {
  const l = bookingLinks(config, bookingId, bookingLinkToken(config, bookingId));
  return { receipt: l.receipt, invoice: l.invoice, invoicePdf: l.invoicePdf };
}

// ---- data rights (ADR 123) ----

/** Every booking of the customer with its rooms, payments and refunds, in rupees (data export). */
export async function bookingsForExport(db: DbOrTx, customerId: number) {
  const rows = await repo.allBookingsOf(db, customerId);
  const ids = rows.map((r) => r.booking.id);
  const [rooms, pays, refs] = await Promise.all([
    repo.roomsOf(db, ids),
    repo.paymentsOf(db, ids),
    repo.refundsOf(db, ids),
  ]);
  const rs = paiseToRupees;
  return rows.map(({ booking: b, hotelName }) => ({
    bookingRefNo: b.bookingRefNo,
    status: b.status,
    hotel: hotelName,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: b.nights,
    guest: {
      name: b.customerName,
      customerType: b.customerType,
      email: b.email,
      mobile: b.mobile,
      address: b.address,
      identityType: b.identityType,
      identityNo: b.identityNo,
      gstin: b.gstin,
    },
    roomTotal: rs(b.roomTotalPaise),
    gst: rs(b.gstPaise),
    total: rs(b.totalPaise),
    invoiceNo: b.invoiceNo,
    createdAt: b.createdAt.toISOString(),
    confirmedAt: b.confirmedAt?.toISOString() ?? null,
    rooms: rooms
      .filter((r) => r.bookingId === b.id)
      .map((r) => ({
        roomType: r.roomTypeName,
        adults: r.adults,
        children: r.children,
        extraPersons: r.extraPersons,
        amount: rs(r.amountPaise),
        gst: rs(r.gstPaise),
        status: r.status,
        cancelledAt: r.cancelledAt?.toISOString() ?? null,
        refund: r.refundPaise === null ? null : rs(r.refundPaise),
      })),
    payments: pays
      .filter((p) => p.bookingId === b.id)
      .map((p) => ({
        gateway: p.gateway,
        orderId: p.orderId,
        paymentId: p.paymentId,
        amount: rs(p.amountPaise),
        status: p.status,
        method: p.method,
        createdAt: p.createdAt.toISOString(),
        capturedAt: p.capturedAt?.toISOString() ?? null,
      })),
    refunds: refs
      .filter((r) => r.bookingId === b.id)
      .map((r) => ({
        amount: rs(r.amountPaise),
        status: r.status,
        reason: r.reason,
        createdAt: r.createdAt.toISOString(),
      })),
  }));
}

/** Whether the customer has a paid stay with a booked room that has not checked out yet (IST). */
export async function hasUpcomingStay(db: DbOrTx, customerId: number, now: Date) {
  return (await repo.upcomingStays(db, customerId, todayIst(now))) > 0;
}

/** At account deletion: the bookings stay as tax records without the person (ADR 123). */
export const anonymiseCustomerBookings = (tx: DbOrTx, customerId: number) =>
  repo.anonymiseBookings(tx, customerId);

/**
 * The 72-month purge (ADR 328): the buyer's name and address an invoiced booking of a deleted
 * account kept for the tax law (ADR 238) go once its financial year's retention has passed.
 */
export async function purgeRetainedBuyers(deps: { db: DbOrTx; now: () => Date }): Promise<number> {
  const keptFrom = taxRecordsKeptFrom(todayIst(deps.now()));
  const start = new Date(Date.parse(`${keptFrom}T00:00:00Z`) - IST_OFFSET_MINUTES * 60_000);
  return repo.purgeErasedBuyersBefore(deps.db, start);
}

// ---- bookings from the channel manager (OTAs, ADR 262) ------------------------------------------

export type ChannelBookingInput = {
  customerId: number;
  hotelId: number;
  checkIn: string;
  checkOut: string;
  rooms: { roomTypeId: number; adults: number; children: number }[];
  guest: { name: string; email: string; mobile: string; source: string };
  now: Date;
};

/**
 * An OTA's booking, paid to the OTA or at the hotel, written confirmed in the caller's
 * transaction. Its rooms are taken through the same inventory path as every booking
 * (availability.holdRooms under the night locks, in a savepoint); when a night is already sold out
 * the booking is still written, holding no rooms, and `soldOutNight` names the night: the caller
 * marks it overbooked (the OTA has sold the room; it is never dropped). Priced with the hotel's
 * own nightly prices and the GST slabs in force, like a counter booking.
 */
export async function createChannelBooking(
  tx: Tx,
  input: ChannelBookingInput,
): Promise<{ booking: repo.BookingRow; soldOutNight: string | null }> {
  const { now } = input;
  const quotes = await availability.quoteRoomTypes(
    tx,
    [input.hotelId],
    input.checkIn,
    input.checkOut,
  );
  const byId = new Map(quotes.map((q) => [q.roomType.id, q]));
  const chosen = input.rooms.map((r) => {
    const quote = byId.get(r.roomTypeId);
    if (!quote)
      throw badRequest(`Room type ${r.roomTypeId} is not offered by hotel ${input.hotelId}.`);
    return { input: r, quote };
  });
  const slabSet = await gstSlabSet(tx, todayIst(now));
  const priced = priceStay(
    chosen.map((c) => ({
      nightPricesPaise: c.quote.nights.map((n) => n.pricePaise),
      extraPersons: 0,
      extraPersonRatePaise: c.quote.roomType.extraPersonRatePaise,
      nightExtraRatesPaise: c.quote.nights.map((n) => n.extraPersonRatePaise),
    })),
    slabSet.slabs,
  );
  let soldOutNight: string | null = null;
  try {
    await tx.transaction(async (sp) => {
      await availability.holdRooms(
        sp,
        availability
          .countByType(chosen.map((c) => ({ roomTypeId: c.quote.roomType.id })))
          .map((w) => ({ ...w, name: byId.get(w.roomTypeId)!.roomType.name })),
        input.checkIn,
        input.checkOut,
      );
    });
  } catch (err) {
    if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
    soldOutNight = typeof err.extra?.night === 'string' ? err.extra.night : input.checkIn;
  }
  const id = await repo.nextBookingId(tx);
  const booking = await repo.insertBooking(tx, {
    id,
    bookingRefNo: bookingRef(id, now),
    customerId: input.customerId,
    hotelId: input.hotelId,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    nights: nightsOf(input.checkIn, input.checkOut).length,
    status: 'confirmed',
    customerName: input.guest.name,
    customerType: 'Individual',
    email: input.guest.email,
    mobile: input.guest.mobile,
    address: '',
    identityType: input.guest.source,
    identityNo: '',
    gstin: null,
    roomTotalPaise: priced.roomTotalPaise,
    gstPaise: priced.gstPaise,
    totalPaise: priced.totalPaise,
    gstRateBp: Math.max(...priced.rooms.map((r) => r.gstRateBp)),
    gstSlabsFrom: slabSet.effectiveFrom,
    holdExpiresAt: now,
    createdAt: now,
    confirmedAt: now,
  });
  await repo.insertBookingRooms(
    tx,
    chosen.map((c, i) => {
      const p = priced.rooms[i]!;
      return {
        bookingId: id,
        roomTypeId: c.quote.roomType.id,
        adults: c.input.adults,
        children: c.input.children,
        extraPersons: 0,
        pricePerDayPaise: p.pricePerDayPaise,
        extraPersonRatePaise: averageExtraRate(c.quote.nights),
        amountPaise: p.amountPaise,
        extraAmountPaise: p.extraAmountPaise,
        gstPaise: p.gstPaise,
        taxLines: p.lines,
      };
    }),
  );
  return { booking, soldOutNight };
}

/**
 * The OTA cancelled: every booked room of the booking is cancelled (no charge or refund here: the
 * OTA settles with the guest) and, when the booking held rooms, they go back to the inventory.
 * False when the booking was cancelled already.
 */
export async function cancelChannelBooking(
  tx: Tx,
  bookingId: number,
  opts: { heldRooms: boolean; now: Date },
): Promise<boolean> {
  const booking = await repo.findBookingForUpdate(tx, bookingId);
  if (!booking || booking.status === 'cancelled') return false;
  const rooms = await repo.roomsOf(tx, [bookingId]);
  if (opts.heldRooms) await releaseBookingRooms(tx, booking, rooms);
  for (const r of rooms.filter((x) => x.status === 'booked'))
    await repo.cancelRoom(tx, {
      bookingId,
      roomId: r.id,
      chargePaise: 0,
      refundPaise: 0,
      at: opts.now,
    });
  await repo.updateBooking(tx, bookingId, { status: 'cancelled' });
  return true;
}

/** Paid bookings with special requests, for the requests module's board and lists (ADR 321). */
export const bookingsWithSpecialRequests = repo.withSpecialRequests;

// ---- the guest's own date change (ADR 315) ----
export { applyPaidDateChange, quoteDateChange, startDateChange } from './date-change';
