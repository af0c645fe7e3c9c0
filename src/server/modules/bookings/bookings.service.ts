import { MSG } from '../../../shared/messages';
import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import {
  priceStay,
  ROOM_TYPE_FILTERS,
  type availabilitySearchRequest,
  type BookingCreated,
  type CreateBooking,
  type GstSlab,
  type HotelResult,
  type SearchFilters,
} from '../../../shared/contracts/booking';
import { AMENITIES, HOLD_MINUTES } from '../../../shared/constants';
import { financialYear, formatDate, nightsOf, todayIst } from '../../../shared/dates';
import { paiseToRupees } from '../../../shared/money';
import { matchesWhere } from '../../../shared/search';
import type { Config } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../http-errors';
import { enqueueMail, enqueueSms } from '../../notify/outbox';
import { getGateway } from '../../payments/index';
import { safeEqual } from '../../payments/signature';
import type { SessionCustomer } from '../../plugins/session';
import * as availability from '../availability/availability.service';
import * as hotels from '../hotels/hotels.service';
import { confirmationMail, confirmationSms, refundedMail } from './confirmation';
import * as repo from './bookings.repo';

export type { BookingRoomWithType, BookingRow, PaymentRow, RefundRow } from './bookings.repo';

type AvailabilitySearch = z.output<typeof availabilitySearchRequest>;

/** What the booking services need from the app. */
export type BookingDeps = { db: Db; config: Config; now: () => Date };

export type BookingStatus =
  'pending_payment' | 'confirmed' | 'failed' | 'expired' | 'partially_cancelled' | 'cancelled';

/** Statuses of a booking that was paid for (it has an invoice and a receipt). */
export const PAID_STATUSES: readonly string[] = ['confirmed', 'partially_cancelled', 'cancelled'];

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

// ---- errors from the database ----------------------------------------------------------------

type PgErrorLike = {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  cause?: unknown;
};

function pgError(err: unknown): PgErrorLike | null {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const x = e as PgErrorLike;
    if (typeof x.code === 'string' && /^[0-9A-Z]{5}$/.test(x.code)) return x;
    e = x.cause;
  }
  return null;
}

const isUniqueViolation = (err: unknown, constraint?: string) => {
  const e = pgError(err);
  if (e?.code !== '23505') return false;
  if (!constraint) return true;
  const name = e.constraint ?? e.constraint_name;
  return name === undefined || name === constraint;
};

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
  if (!b || !allowed || !PAID_STATUSES.includes(b.status)) throw notFound(MSG.noBookingDetails);
  return loadFull(db, b);
}

/** Gives rooms back to the inventory (cancellation, failure, expiry). */
export const releaseRooms = repo.releaseRooms;

/** Releases every still-booked room of a booking, one UPDATE per room type. */
async function releaseBookingRooms(
  tx: DbOrTx,
  booking: repo.BookingRow,
  rooms: repo.BookingRoomWithType[],
) {
  for (const [roomTypeId, n] of countByType(rooms.filter((r) => r.status === 'booked'))) {
    await repo.releaseRooms(tx, roomTypeId, n, booking.checkIn, booking.checkOut);
  }
}

function countByType(rooms: { roomTypeId: number }[]): [number, number][] {
  const m = new Map<number, number>();
  for (const r of rooms) m.set(r.roomTypeId, (m.get(r.roomTypeId) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => a[0] - b[0]);
}

/**
 * Takes the rooms of each type for the stay, one conditional UPDATE per room type; throws 409
 * naming the room type and the first night that ran out. The caller's transaction rolls back.
 */
async function takeAll(
  tx: DbOrTx,
  wanted: { roomTypeId: number; name: string; n: number }[],
  checkIn: string,
  checkOut: string,
): Promise<void> {
  const stay = nightsOf(checkIn, checkOut);
  for (const w of [...wanted].sort((a, b) => a.roomTypeId - b.roomTypeId)) {
    const taken = new Set(await repo.takeRooms(tx, w.roomTypeId, w.n, checkIn, checkOut));
    if (taken.size < stay.length) {
      const night = stay.find((d) => !taken.has(d)) ?? checkIn;
      throw conflict(
        `${w.name} ${w.n > 1 ? `does not have ${w.n} rooms` : 'has no room'} left for the night of ${formatDate(night)}.`,
        { RoomTypeID: w.roomTypeId, RoomTypeName: w.name, night },
      );
    }
  }
}

// ---- GST -------------------------------------------------------------------------------------

export function gstSlabs(db: DbOrTx, date: string): Promise<GstSlab[]> {
  return repo.gstSlabsInForce(db, date);
}

// ---- create ----------------------------------------------------------------------------------

function bookingRef(id: number, now: Date): string {
  const d = todayIst(now).replace(/-/g, '').slice(2);
  return `JTDC${d}${String(id).padStart(5, '0')}`;
}

function createdReply(
  config: Config,
  b: repo.BookingRow,
  pay: repo.PaymentRow,
  hotelName: string,
): BookingCreated {
  const gateway = getGateway({ config });
  return {
    bookingId: b.id,
    BookingRefNo: b.bookingRefNo,
    status: 'pending_payment',
    holdExpiresAt: b.holdExpiresAt.toISOString(),
    roomTotal: paiseToRupees(b.roomTotalPaise),
    gst: paiseToRupees(b.gstPaise),
    totalPayable: paiseToRupees(b.totalPaise),
    payment: {
      gateway: gateway.name,
      orderId: pay.orderId,
      amount: pay.amountPaise,
      currency: 'INR',
      keyId: gateway.keyId,
      ...(gateway.checkoutUrl(pay.orderId)
        ? { checkoutUrl: gateway.checkoutUrl(pay.orderId) }
        : {}),
    },
    prefill: { name: b.customerName, email: b.email, contact: b.mobile },
    hotelName,
  };
}

/** The reply for a booking made earlier with the same Idempotency-Key. */
async function replayIdempotent(deps: BookingDeps, b: repo.BookingRow): Promise<BookingCreated> {
  const hotel = await hotels.requireHotel(deps.db, b.hotelId);
  // the first request may still be creating the gateway order
  for (let i = 0; i < 50; i++) {
    const [pay] = await repo.paymentsOf(deps.db, [b.id]);
    if (pay) {
      const fresh = (await repo.findBooking(deps.db, b.id)) ?? b;
      if (fresh.status !== 'pending_payment') {
        throw conflict(
          `This booking (${fresh.bookingRefNo}) is already ${statusText(fresh.status).toLowerCase()}.`,
          {
            bookingId: fresh.id,
            BookingRefNo: fresh.bookingRefNo,
            status: fresh.status,
          },
        );
      }
      return createdReply(deps.config, fresh, pay, hotel.unitName);
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
  customer: SessionCustomer,
  input: CreateBooking,
  idempotencyKey?: string,
): Promise<BookingCreated> {
  const { db, config } = deps;
  if (idempotencyKey) {
    const existing = await repo.findBookingByIdempotencyKey(db, customer.id, idempotencyKey);
    if (existing) return replayIdempotent(deps, existing);
  }
  const now = deps.now();
  let created: { booking: repo.BookingRow; hotelName: string };
  try {
    created = await db.transaction(async (tx) => {
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

      const slabs = await repo.gstSlabsInForce(tx, todayIst(now));
      const chosen = input.rooms.map((r) => ({ input: r, quote: byId.get(r.RoomTypeID)! }));
      const priced = priceStay(
        chosen.map((c) => ({
          nightPricesPaise: c.quote.nights.map((n) => n.pricePaise),
          extraPersons: c.input.ExtraPerson,
          extraPersonRatePaise: c.quote.roomType.extraPersonRatePaise,
        })),
        slabs,
      );
      const wanted = countByType(chosen.map((c) => ({ roomTypeId: c.quote.roomType.id }))).map(
        ([id, n]) => ({
          roomTypeId: id,
          n,
          name: byId.get(id)!.roomType.name,
        }),
      );
      await takeAll(tx, wanted, input.CheckIn, input.checkOUT);

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
        roomTotalPaise: priced.roomTotalPaise,
        gstPaise: priced.gstPaise,
        totalPaise: priced.totalPaise,
        gstRateBp: Math.max(...priced.rooms.map((r) => r.gstRateBp)),
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
            extraPersonRatePaise: c.quote.roomType.extraPersonRatePaise,
            amountPaise: p.amountPaise,
            extraAmountPaise: p.extraAmountPaise,
            gstPaise: p.gstPaise,
          };
        }),
      );
      return { booking, hotelName: hotel.unitName };
    });
  } catch (err) {
    if (idempotencyKey && isUniqueViolation(err, 'bookings_idempotency_idx')) {
      const existing = await repo.findBookingByIdempotencyKey(db, customer.id, idempotencyKey);
      if (existing) return replayIdempotent(deps, existing);
    }
    throw err;
  }

  const { booking } = created;
  const gateway = getGateway(deps);
  let orderId: string;
  try {
    const order = await gateway.createOrder({
      amountPaise: booking.totalPaise,
      receipt: booking.bookingRefNo,
      notes: { bookingRef: booking.bookingRefNo, bookingId: String(booking.id) },
    });
    orderId = order.orderId;
  } catch {
    await db.transaction(async (tx) => {
      const b = await repo.findBookingForUpdate(tx, booking.id);
      if (b?.status !== 'pending_payment') return;
      await releaseBookingRooms(tx, b, await repo.roomsOf(tx, [b.id]));
      await repo.updateBooking(tx, b.id, { status: 'failed' });
    });
    throw new HttpError(502, 'The payment service is not answering. Please try again in a moment.');
  }
  const pay = await repo.insertPayment(db, {
    bookingId: booking.id,
    gateway: gateway.name,
    orderId,
    amountPaise: booking.totalPaise,
  });
  return createdReply(config, booking, pay, created.hotelName);
}

// ---- payment outcomes ------------------------------------------------------------------------

export type ConfirmResult =
  | { kind: 'confirmed'; booking: repo.BookingRow; token: string }
  /** the hold had expired and its rooms were sold meanwhile: the payment is refunded */
  | { kind: 'refunded'; booking: repo.BookingRow; refundId: number };

/**
 * A captured payment for an order (verify, webhook or the sandbox page). Confirms the booking
 * exactly once: the payment row is locked, and a second call finds it captured and replies the
 * same. A payment for an expired hold confirms if the rooms can be taken again, else it is
 * refunded and the booking ends failed.
 */
export async function confirmPayment(
  deps: BookingDeps,
  input: {
    orderId: string;
    paymentId: string;
    method?: string | null;
    amountPaise?: number;
    customerId?: number;
  },
): Promise<ConfirmResult> {
  const { db, config } = deps;
  const now = deps.now();
  const result = await db.transaction(async (tx): Promise<ConfirmResult> => {
    const pay = await repo.findPaymentByOrderForUpdate(tx, input.orderId);
    if (!pay) throw notFound('Unknown payment order.');
    const booking = await repo.findBookingForUpdate(tx, pay.bookingId);
    if (!booking || (input.customerId !== undefined && booking.customerId !== input.customerId)) {
      throw notFound('Unknown payment order.');
    }
    if (pay.status === 'captured') {
      return { kind: 'confirmed', booking, token: bookingLinkToken(config, booking.id) };
    }
    if (pay.status === 'refunded') {
      const [refund] = await repo.refundsOf(tx, [booking.id]);
      return { kind: 'refunded', booking, refundId: refund?.id ?? 0 };
    }
    if (input.amountPaise !== undefined && input.amountPaise !== pay.amountPaise) {
      throw badRequest('The paid amount does not match the order.');
    }
    const rooms = await repo.roomsOf(tx, [booking.id]);
    let roomsHeld = booking.status === 'pending_payment';
    if (!roomsHeld && (booking.status === 'expired' || booking.status === 'failed')) {
      // the hold was released: take the rooms again if they are still free (a savepoint)
      try {
        await tx.transaction(async (sp) => {
          await takeAll(
            sp,
            countByType(rooms).map(([roomTypeId, n]) => ({
              roomTypeId,
              n,
              name: rooms.find((r) => r.roomTypeId === roomTypeId)?.roomTypeName ?? '',
            })),
            booking.checkIn,
            booking.checkOut,
          );
        });
        roomsHeld = true;
      } catch (err) {
        if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
      }
    }
    const paid = {
      paymentId: input.paymentId,
      method: input.method ?? (pay.gateway === 'sandbox' ? 'sandbox' : null),
      capturedAt: now,
      failure: null,
    };
    if (!roomsHeld) {
      await repo.updatePayment(tx, pay.id, { ...paid, status: 'refunded' });
      const refund = await repo.insertRefund(tx, {
        bookingId: booking.id,
        paymentId: pay.id,
        amountPaise: pay.amountPaise,
        reason: HOLD_EXPIRED_REASON,
      });
      await repo.updateBooking(tx, booking.id, { status: 'failed' });
      await enqueueMail(tx, refundedMail(config, booking));
      return { kind: 'refunded', booking: { ...booking, status: 'failed' }, refundId: refund.id };
    }
    const fy = financialYear(todayIst(now));
    const serial = await repo.nextInvoiceNo(tx, fy);
    const confirmed: repo.BookingRow = {
      ...booking,
      status: 'confirmed',
      invoiceNo: `JTDC/${fy}/${String(serial).padStart(6, '0')}`,
      mrNumber: `MR/${fy}/${String(serial).padStart(6, '0')}`,
      confirmedAt: now,
    };
    await repo.updatePayment(tx, pay.id, { ...paid, status: 'captured' });
    await repo.updateBooking(tx, booking.id, {
      status: confirmed.status,
      invoiceNo: confirmed.invoiceNo,
      mrNumber: confirmed.mrNumber,
      confirmedAt: now,
    });
    const hotel = await hotels.requireHotel(tx, booking.hotelId);
    const token = bookingLinkToken(config, booking.id);
    await enqueueMail(tx, confirmationMail(config, confirmed, rooms, hotel, token));
    await enqueueSms(tx, confirmationSms(config, confirmed, rooms, hotel, token));
    return { kind: 'confirmed', booking: confirmed, token };
  });
  if (result.kind === 'refunded') {
    // the webhook must answer within 5 s: a slow gateway finishes in the background (the sweeper retries)
    const refund = issueRefund(deps, result.refundId).catch(() => undefined);
    await Promise.race([refund, new Promise((r) => setTimeout(r, 3000).unref())]);
  }
  return result;
}

export const HOLD_EXPIRED_REASON = 'hold_expired';

/** Asks the gateway for a refund recorded as pending; a failure leaves it pending for the sweeper. */
async function issueRefund(deps: BookingDeps, refundId: number): Promise<void> {
  if (!refundId) return;
  const { db } = deps;
  await db.transaction(async (tx) => {
    const row = await repo.lockPendingRefund(tx, refundId);
    if (row) await refundRow(deps, tx, row);
  });
}

async function refundRow(
  deps: BookingDeps,
  tx: Tx,
  row: { refund: repo.RefundRow; gatewayPaymentId: string | null },
): Promise<void> {
  if (!row.gatewayPaymentId) return;
  try {
    const r = await getGateway(deps).refund({
      paymentId: row.gatewayPaymentId,
      amountPaise: row.refund.amountPaise,
      notes: { reason: row.refund.reason, bookingId: String(row.refund.bookingId) },
    });
    await repo.updateRefund(tx, row.refund.id, {
      status: r.status === 'failed' ? 'failed' : r.status,
      gatewayRefundId: r.refundId,
      updatedAt: deps.now(),
    });
  } catch {
    await repo.updateRefund(tx, row.refund.id, { status: 'pending', updatedAt: deps.now() });
  }
}

/**
 * A failed or abandoned payment: records the failure on the order and, while the booking is still
 * an unpaid hold, ends it failed and gives its rooms back. Returns the booking's status after.
 */
export async function failPayment(
  deps: BookingDeps,
  input: { orderId?: string; bookingRef?: string; customerId?: number; failure: unknown },
): Promise<string | null> {
  return deps.db.transaction(async (tx) => {
    let booking: repo.BookingRow | null = null;
    let pay: repo.PaymentRow | null = null;
    if (input.orderId) {
      pay = await repo.findPaymentByOrderForUpdate(tx, input.orderId);
      if (pay) booking = await repo.findBookingForUpdate(tx, pay.bookingId);
    } else if (input.bookingRef) {
      const b = await repo.findBookingByRef(tx, input.bookingRef);
      if (b) booking = await repo.findBookingForUpdate(tx, b.id);
      if (booking) pay = (await repo.paymentsOf(tx, [booking.id]))[0] ?? null;
    }
    if (!booking) return null;
    if (input.customerId !== undefined && booking.customerId !== input.customerId) return null;
    if (pay && pay.status === 'created') {
      await repo.updatePayment(tx, pay.id, { status: 'failed', failure: input.failure ?? null });
    }
    if (booking.status !== 'pending_payment') return booking.status;
    await releaseBookingRooms(tx, booking, await repo.roomsOf(tx, [booking.id]));
    await repo.updateBooking(tx, booking.id, { status: 'failed' });
    return 'failed';
  });
}

/** The booking of a payment order, for its customer (the success page). */
export async function orderSummary(deps: BookingDeps, customerId: number, orderId: string) {
  const pay = await repo.findPaymentByOrder(deps.db, orderId);
  const b = pay ? await repo.findBooking(deps.db, pay.bookingId) : null;
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
  if (!pay) return null;
  const b = await repo.findBooking(db, pay.bookingId);
  return b ? { payment: pay, booking: b } : null;
}

// ---- hold sweeper ----------------------------------------------------------------------------

/**
 * Releases unpaid holds whose 15 minutes are up. `FOR UPDATE SKIP LOCKED`, so two server
 * processes sweeping at once never release the same hold twice. Also retries refunds that the
 * gateway did not take. Returns how many holds it released.
 */
export async function sweepExpiredHolds(deps: BookingDeps, limit = 50): Promise<number> {
  const now = deps.now();
  const released = await deps.db.transaction(async (tx) => {
    const holds = await repo.lockExpiredHolds(tx, now, limit);
    if (holds.length === 0) return 0;
    const rooms = await repo.roomsOf(
      tx,
      holds.map((h) => h.id),
    );
    for (const h of holds) {
      await releaseBookingRooms(
        tx,
        h,
        rooms.filter((r) => r.bookingId === h.id),
      );
      await repo.updateBooking(tx, h.id, { status: 'expired' });
    }
    return holds.length;
  });
  await deps.db.transaction(async (tx) => {
    const pending = await repo.lockPendingRefunds(
      tx,
      HOLD_EXPIRED_REASON,
      new Date(now.getTime() - 60_000),
      10,
    );
    for (const row of pending) await refundRow(deps, tx, row);
  });
  return released;
}

/** Starts the sweeper on an interval; returns its stop function. */
export function startHoldSweeper(
  deps: BookingDeps,
  everyMs: number,
  log: (err: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpiredHolds(deps)
      .catch(log)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

// ---- history ---------------------------------------------------------------------------------

export function statusText(status: string): string {
  switch (status) {
    case 'pending_payment':
      return 'Payment Pending';
    case 'confirmed':
      return 'Confirmed';
    case 'failed':
      return 'Failed';
    case 'expired':
      return 'Expired';
    case 'partially_cancelled':
      return 'Partially Cancelled';
    case 'cancelled':
      return 'Cancelled';
    default:
      return status;
  }
}

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

// ---- availability search (the /availibilty screen) -------------------------------------------

/** Bounds and choices of the search filters: the real tariff range over every room type. */
export async function searchFilters(db: DbOrTx): Promise<SearchFilters> {
  const range = await repo.tariffRange(db);
  const top = Math.max(range.max, await repo.highestRate(db));
  return {
    minPrice: Math.floor(paiseToRupees(range.min) / 100) * 100,
    maxPrice: Math.ceil(paiseToRupees(top) / 100) * 100,
    roomTypes: [...ROOM_TYPE_FILTERS],
    amenities: [...AMENITIES],
  };
}

/**
 * Every hotel with its free room types for the dates, filtered by room category, nightly price
 * (rupees; the highest night of the stay) and amenities (all chosen must be among the hotel's
 * facilities). A hotel is listed when its matching free rooms can hold the rooms and guests asked.
 */
export async function searchAvailability(
  db: DbOrTx,
  q: AvailabilitySearch,
): Promise<HotelResult[]> {
  const all = await hotels.listHotels(db);
  const wanted = all.filter(
    (h) => matchesWhere(h, q.where) && q.amenities.every((a) => h.Amenities.includes(a)),
  );
  const quotes = await availability.quoteRoomTypes(
    db,
    wanted.map((h) => h.PropertyID),
    q.checkIn,
    q.checkOut,
  );
  const results: HotelResult[] = [];
  for (const h of wanted) {
    const rooms = quotes.filter((x) => {
      if (x.roomType.hotelId !== h.PropertyID || x.available < 1) return false;
      if (q.roomType !== 'All' && x.roomType.category !== q.roomType) return false;
      const nightly = paiseToRupees(Math.max(...x.nights.map((n) => n.pricePaise)));
      if (q.minPrice !== undefined && nightly < q.minPrice) return false;
      if (q.maxPrice !== undefined && nightly > q.maxPrice) return false;
      return true;
    });
    // greedy: the roomiest types first, up to the rooms asked for
    let roomsLeft = q.rooms;
    let capacity = 0;
    let free = 0;
    for (const x of [...rooms].sort(
      (a, b) =>
        b.roomType.maxAdults +
        b.roomType.allowedExtraPerson -
        (a.roomType.maxAdults + a.roomType.allowedExtraPerson),
    )) {
      free += x.available;
      const take = Math.min(roomsLeft, x.available);
      capacity +=
        take * (x.roomType.maxAdults + x.roomType.maxChildren + x.roomType.allowedExtraPerson);
      roomsLeft -= take;
    }
    if (rooms.length === 0 || free < q.rooms || capacity < q.guests) continue;
    results.push({
      PropertyID: h.PropertyID,
      UnitName: h.UnitName,
      LocationName: h.LocationName,
      Photo: h.Photo,
      PhotoAlt: h.PhotoAlt,
      Amenities: h.Amenities,
      rooms: rooms.map(availability.toAvailabilityDto),
    });
  }
  return results;
}
