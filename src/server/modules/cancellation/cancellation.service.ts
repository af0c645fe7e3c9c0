import { todayIst } from '../../../shared/dates';
import type { FastifyBaseLogger } from 'fastify';
import {
  cappedRefund,
  daysBeforeCheckIn,
  deductionPercentFor,
  policyBands,
  roomCharge,
  type PolicyRule,
} from '../../../shared/cancellation-policy';
import type {
  CancelResult,
  CancellationBooking,
  PolicyBandRow,
} from '../../../shared/contracts/cancellation';
import { isPaidStatus } from '../../../shared/booking-status';
import { MSG } from '../../../shared/messages';
import { paiseToRupees } from '../../../shared/money';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { retryOnce } from '../../db/retry';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors';
import { enqueueMail, enqueueSms } from '../../notify/outbox';
import * as auth from '../../db/customer-language';
import * as bookings from '../bookings/bookings.service';
import { requireHotel } from '../../db/hotel-rows';
import * as refunds from '../refunds/refunds.service';
import { cancellationTaxDocument } from '../receipts/credit-notes.service';
import { cancellationMail, cancellationSms } from './cancellation.messages';
import * as repo from './cancellation.repo';

export type RefundGateway = refunds.RefundGateway;

/** Server messages of this module (the spec quotes only the one in MSG). */
export const CANCEL_MSG = {
  bookingNotFound: 'Booking not found.',
  roomNotFound: 'This room is not part of the booking.',
  roomAlreadyCancelled: 'This room is already cancelled.',
  bookingAlreadyCancelled: 'This booking is already cancelled.',
  notConfirmed: 'Only a confirmed booking can be cancelled.',
  notYourUser: 'You can only cancel your own bookings.',
  tooLate: MSG.cancelTooLate,
  missingData: MSG.cancelMissingData,
  allCancelled: MSG.cancelAllSuccess,
  roomCancelled: MSG.cancelRoomSuccess,
} as const;

export type CancelDeps = {
  db: Db;
  gateway: RefundGateway;
  now: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
};

const toRefundRow = refunds.toRefundRow;

const CANCELLABLE = new Set(['confirmed', 'partially_cancelled']);
const rupees = paiseToRupees;

function toBands(rules: PolicyRule[]): PolicyBandRow[] {
  return policyBands(rules).map((b) => ({
    MinDays: b.minDays,
    MaxDays: b.maxDays,
    DeductionPercent: b.deductionPercent,
  }));
}

async function customerBooking(db: DbOrTx, customerId: number, bookingId: number, lock = false) {
  const booking = await repo.findCustomerBooking(db, bookingId, customerId, { lock });
  if (!booking) throw notFound(CANCEL_MSG.bookingNotFound);
  return booking;
}

function assertCancellable(booking: repo.BookingRow): void {
  if (booking.status === 'cancelled') throw conflict(CANCEL_MSG.bookingAlreadyCancelled);
  if (!CANCELLABLE.has(booking.status)) throw conflict(CANCEL_MSG.notConfirmed);
}

/**
 * The policy refuses to cancel now (too close to check-in, or no band covers the days left): a
 * value the caller decides about. The customer's routes answer it with a 400; the front desk
 * shows it and may still cancel with an override refund.
 */
export type PolicyRefusal = { refused: true; message: string; daysBeforeCheckIn: number };

/** A room sold on a non-refundable rate keeps everything: cancelling refunds nothing (ADR 360). */
function roomPercent(room: { refundable: boolean }, policyPercent: number): number {
  return room.refundable ? policyPercent : 100;
}

/** Days before check-in and the deduction the booking's policy takes now. */
type Deduction = { refused: false; days: number; percent: number };

async function deductionNow(
  db: DbOrTx,
  booking: repo.BookingRow,
  now: Date,
): Promise<Deduction | PolicyRefusal> {
  const days = daysBeforeCheckIn(booking.checkIn, now);
  const percent = deductionPercentFor(days, await repo.bookingRules(db, booking));
  return percent === null
    ? { refused: true, message: CANCEL_MSG.tooLate, daysBeforeCheckIn: days }
    : { refused: false, days, percent };
}

/** The deduction now; the customer's own calls answer a refusal with a 400. */
async function deductionOr400(db: DbOrTx, booking: repo.BookingRow, now: Date) {
  const d = await deductionNow(db, booking, now);
  if (d.refused) throw badRequest(d.message);
  return d;
}

/** What cancelling every remaining room now would charge and refund, in paise. */
export type CancellationQuote = {
  refused: false;
  /** what was paid for the remaining rooms, GST included */
  paidPaise: number;
  /** the GST within paidPaise */
  taxPaise: number;
  chargePaise: number;
  refundPaise: number;
  deductionPercent: number;
  daysBeforeCheckIn: number;
  rooms: number;
};

function assertUser(customerId: number, userId: number | undefined): void {
  if (userId !== undefined && userId !== customerId) throw forbidden(CANCEL_MSG.notYourUser);
}

/** GET /api/hotel/cancel/{hotelId}: the policy in force today, the one a booking now is sold under. */
export async function hotelPolicy(
  db: DbOrTx,
  hotelId: number,
  now: Date,
): Promise<PolicyBandRow[]> {
  await requireHotel(db, hotelId);
  return toBands((await repo.policyInForce(db, hotelId, todayIst(now))).rules);
}

/** POST /api/hotel/cancel/partial/{bookingId} with no body. */
export async function bookingPolicy(db: DbOrTx, customerId: number, bookingId: number, now: Date) {
  const booking = await customerBooking(db, customerId, bookingId);
  const rules = await repo.bookingRules(db, booking);
  const days = daysBeforeCheckIn(booking.checkIn, now);
  return {
    rows: toBands(rules),
    applicable: { DaysBeforeCheckIn: days, DeductionPercent: deductionPercentFor(days, rules) },
  };
}

/** GET /api/hotel/cancel-booking/{bookingId}: the booking with its rooms and refunds. */
export async function cancellationBooking(
  db: DbOrTx,
  customerId: number,
  bookingId: number,
  now: Date,
): Promise<CancellationBooking> {
  const booking = await customerBooking(db, customerId, bookingId);
  const rooms = await repo.roomsOf(db, bookingId);
  const refundRows = await refunds.refundsOfBookings(db, [bookingId]);
  const days = daysBeforeCheckIn(booking.checkIn, now);
  const rules = await repo.bookingRules(db, booking);
  const paid = isPaidStatus(booking.status);
  return {
    BookingID: booking.id,
    BookingRefNo: booking.bookingRefNo,
    HotelID: booking.hotelId,
    UnitName: booking.hotelName,
    CheckIn: booking.checkIn,
    CheckOut: booking.checkOut,
    NoOfDay: booking.nights,
    Status: booking.status,
    TotalRoom: rooms.length,
    applicable: { DaysBeforeCheckIn: days, DeductionPercent: deductionPercentFor(days, rules) },
    rooms: rooms.map((r) => ({
      RoomBookingID: r.id,
      RoomType: r.roomTypeId,
      RoomTypeName: r.roomTypeName,
      NoOfAdult: r.adults,
      NoOfChild: r.children,
      ExtraPerson: r.extraPersons,
      AllowedExtraPerson: r.allowedExtraPerson,
      PricePerDay: rupees(r.pricePerDayPaise),
      ExtraPersonRate: rupees(r.extraPersonRatePaise),
      Price: rupees(r.amountPaise),
      TaxAmount: rupees(r.gstPaise),
      // a hold that was never paid (failed, expired, open) shows nothing as paid
      TotalPaid: paid ? rupees(r.amountPaise + r.gstPaise) : 0,
      Status: r.status,
      CancellationCharge:
        r.cancellationChargePaise === null ? null : rupees(r.cancellationChargePaise),
      RefundAmount: r.refundPaise === null ? null : rupees(r.refundPaise),
    })),
    refunds: refundRows.map(toRefundRow),
  };
}

/** GET /api/hotel/get-cancellation-details/{bookingId} */
export async function cancellationDetails(db: DbOrTx, customerId: number, bookingId: number) {
  await customerBooking(db, customerId, bookingId);
  const rooms = await repo.roomsOf(db, bookingId);
  return [
    {
      vchRoomIds: rooms
        .filter((r) => r.status === 'cancelled')
        .map((r) => r.id)
        .join(','),
    },
  ];
}

/**
 * Cancelling every remaining room of a booking now under its policy: the quote in paise, or the
 * policy's refusal. A booking that is not open, or has no room left, is a 409.
 */
async function quoteBooking(
  db: DbOrTx,
  booking: repo.BookingRow,
  now: Date,
): Promise<CancellationQuote | PolicyRefusal> {
  assertCancellable(booking);
  const rooms = (await repo.roomsOf(db, booking.id)).filter((r) => r.status === 'booked');
  if (rooms.length === 0) throw conflict(CANCEL_MSG.bookingAlreadyCancelled);
  const d = await deductionNow(db, booking, now);
  if (d.refused) return d;
  const charges = rooms.map((r) => roomCharge(r, roomPercent(r, d.percent)));
  const sum = (f: (c: (typeof charges)[number]) => number) => charges.reduce((s, c) => s + f(c), 0);
  return {
    refused: false,
    paidPaise: sum((c) => c.paidPaise),
    taxPaise: rooms.reduce((s, r) => s + r.gstPaise, 0),
    chargePaise: sum((c) => c.chargePaise),
    refundPaise: sum((c) => c.refundPaise),
    deductionPercent: rooms.every((r) => !r.refundable) ? 100 : d.percent,
    daysBeforeCheckIn: d.days,
    rooms: rooms.length,
  };
}

/** GET /api/hotel/cancel-preview/{bookingId}: cancelling every remaining room now (a refusal is a 400). */
export async function cancelPreview(
  db: DbOrTx,
  customerId: number,
  bookingId: number,
  now: Date,
): Promise<CancellationQuote> {
  const booking = await customerBooking(db, customerId, bookingId);
  const quote = await quoteBooking(db, booking, now);
  if (quote.refused) throw badRequest(quote.message);
  return quote;
}

/** The share of the amount paid that an override keeps, as a whole percent (for the guest mail). */
function overridePercent(charges: { paidPaise: number; chargePaise: number }[]): number {
  const paid = charges.reduce((s, c) => s + c.paidPaise, 0);
  const charge = charges.reduce((s, c) => s + c.chargePaise, 0);
  return paid === 0 ? 0 : Math.round((100 * charge) / paid);
}

type RoomRequest = { UserID: number; ROOMID: number };

/** POST /api/hotel/cancel/partial/{bookingId} with a room: its charge, nothing changed. */
export async function roomChargeQuote(
  db: DbOrTx,
  customerId: number,
  bookingId: number,
  body: RoomRequest,
  now: Date,
) {
  assertUser(customerId, body.UserID);
  const booking = await customerBooking(db, customerId, bookingId);
  assertCancellable(booking);
  const room = (await repo.roomsOf(db, bookingId)).find((r) => r.id === body.ROOMID);
  if (!room) throw notFound(CANCEL_MSG.roomNotFound);
  if (room.status !== 'booked') throw conflict(CANCEL_MSG.roomAlreadyCancelled);
  const { days, percent } = await deductionOr400(db, booking, now);
  const c = roomCharge(room, roomPercent(room, percent));
  return {
    RoomBookingID: room.id,
    Amount: rupees(c.chargePaise),
    TotalPaid: rupees(c.paidPaise),
    RefundAmount: rupees(c.refundPaise),
    DeductionPercent: roomPercent(room, percent),
    DaysBeforeCheckIn: days,
  };
}

/** POST /api/hotel/cancel-all/{bookingId} */
export function cancelAll(
  deps: CancelDeps,
  customerId: number,
  bookingId: number,
): Promise<CancelResult> {
  return cancelRooms(deps, customerId, bookingId, 'all');
}

/** POST /api/hotel/cancel-room/confirm/{bookingId} */
export function cancelOneRoom(
  deps: CancelDeps,
  customerId: number,
  bookingId: number,
  body: RoomRequest,
): Promise<CancelResult> {
  assertUser(customerId, body.UserID);
  return cancelRooms(deps, customerId, bookingId, body.ROOMID);
}

/**
 * Cancels rooms in one transaction: the booking row is locked (FOR UPDATE), each room moves from
 * booked to cancelled only if it still is booked, the inventory is given back, the booking status
 * follows, the refund is recorded (never above what is left of the captured payment) and the mail
 * and SMS are queued. After the commit the refund is issued through the gateway; if the gateway
 * is down it stays pending and the refunds job (src/server/jobs) sends or reconciles it later.
 */
async function cancelRooms(
  deps: CancelDeps,
  customerId: number,
  bookingId: number,
  which: 'all' | number,
  staff: {
    /** refund this much (paise) instead of what the policy gives, whatever the date */
    overrideRefundPaise?: number | undefined;
    /** run inside the transaction before it commits (the staff action's audit entry) */
    inTx?: (tx: Tx, done: { status: string; refundPaise: number }) => Promise<void>;
  } = {},
): Promise<CancelResult> {
  const { overrideRefundPaise } = staff;
  const at = deps.now();
  const done = await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      // locks: the booking, then its inventory in (room type, night) order (ADR 064)
      const booking = await customerBooking(tx, customerId, bookingId, true);
      assertCancellable(booking);
      const rooms = await repo.roomsOf(tx, bookingId);
      const booked = rooms.filter((r) => r.status === 'booked');
      let targets: repo.RoomRow[];
      if (which === 'all') {
        if (booked.length === 0) throw conflict(CANCEL_MSG.bookingAlreadyCancelled);
        targets = booked;
      } else {
        const room = rooms.find((r) => r.id === which);
        if (!room) throw notFound(CANCEL_MSG.roomNotFound);
        if (room.status !== 'booked') throw conflict(CANCEL_MSG.roomAlreadyCancelled);
        targets = [room];
      }
      const { percent } =
        overrideRefundPaise === undefined
          ? await deductionOr400(tx, booking, at)
          : { percent: 100 };

      // what can still go back to the customer: the booking's payment and the differences paid
      // for date changes (ADR 369)
      const payable = (await refunds.refundablePayments(tx, bookingId)).reduce(
        (s, p) => s + p.leftPaise,
        0,
      );
      const charges = targets.map((room) => ({
        room,
        ...roomCharge(room, roomPercent(room, percent)),
      }));
      if (overrideRefundPaise !== undefined) {
        // the override amount, room by room in order, never above what each room paid
        let give = overrideRefundPaise;
        for (const c of charges) {
          c.refundPaise = Math.min(c.paidPaise, give);
          c.chargePaise = c.paidPaise - c.refundPaise;
          give -= c.refundPaise;
        }
      }
      const wanted = charges.reduce((s, c) => s + c.refundPaise, 0);
      const refundable = cappedRefund(wanted, payable, 0);
      let left = refundable;
      for (const c of charges) {
        c.refundPaise = Math.min(c.refundPaise, left);
        left -= c.refundPaise;
        const ok = await bookings.cancelBookedRoom(tx, {
          bookingId,
          roomId: c.room.id,
          chargePaise: c.chargePaise,
          refundPaise: c.refundPaise,
          at,
        });
        if (!ok) throw conflict(CANCEL_MSG.roomAlreadyCancelled);
      }

      await bookings.releaseCancelledRooms(tx, booking, targets);

      const remaining = booked.length - targets.length;
      const status = remaining === 0 ? 'cancelled' : 'partially_cancelled';
      await bookings.setCancelledStatus(tx, bookingId, status);

      // one refund per payment drawn on, the booking's own first (ADR 369)
      const refundRows = await refunds.recordBookingRefund(tx, {
        bookingId,
        bookingRoomId: targets.length === 1 ? targets[0]!.id : null,
        amountPaise: refundable,
        reason: which === 'all' ? 'cancellation of the booking' : 'cancellation of a room',
        at,
      });
      const refund = refundRows[0] ?? null;
      // in the language the customer chose (ADR 121)
      const lang = await auth.languageOf(tx, customerId);
      // the GST credit note of the refund, in the same transaction (ADR 160): one note for the
      // whole refund, linked to its first row when it is drawn on several payments (ADR 369);
      // nothing refunded:
      // the e-invoice's IRN is cancelled instead, within its 24 hours (ADR 251)
      await cancellationTaxDocument(tx, {
        bookingId,
        bookingCancelled: status === 'cancelled',
        at,
        refunded: refund
          ? {
              lang,
              booking,
              refundId: refund.id,
              rooms: charges.map((c) => ({ ...c.room, refundPaise: c.refundPaise })),
              reason: refund.reason,
              at,
            }
          : null,
      });

      const mail = cancellationMail(
        {
          customerName: booking.customerName,
          bookingRefNo: booking.bookingRefNo,
          hotelName: booking.hotelName,
          checkIn: booking.checkIn,
          checkOut: booking.checkOut,
          rooms: charges.map((c) => ({
            roomTypeName: c.room.roomTypeName,
            paidPaise: c.paidPaise,
            chargePaise: c.chargePaise,
            refundPaise: c.refundPaise,
          })),
          deductionPercent: overrideRefundPaise === undefined ? percent : overridePercent(charges),
          refundPaise: refundable,
          bookingCancelled: status === 'cancelled',
          remainingRooms: remaining,
        },
        lang,
      );
      await enqueueMail(tx, { to: booking.email, ...mail });
      await enqueueSms(tx, {
        to: booking.mobile,
        text: cancellationSms(
          {
            bookingRefNo: booking.bookingRefNo,
            bookingCancelled: status === 'cancelled',
            rooms: targets.length,
            refundPaise: refundable,
          },
          lang,
        ),
      });
      await staff.inTx?.(tx, { status, refundPaise: refundable });
      return { status, charges, refundRows };
    }),
  );

  // after the commit: the gateway is never called inside a transaction (ADR 060)
  const sent = [];
  for (const r of done.refundRows) sent.push(await refunds.sendRefund(deps, r.id));
  const refund = sent[0] ?? null;
  return {
    BookingID: bookingId,
    Status: done.status,
    CancelledRoomIds: done.charges.map((c) => c.room.id),
    cancellationCharge: rupees(done.charges.reduce((s, c) => s + c.chargePaise, 0)),
    refundAmount: rupees(sent.reduce((s, r) => s + r.amountPaise, 0)),
    refund: refund ? toRefundRow(refund) : null,
  };
}

/**
 * Staff cancel a booking on the guest's behalf: under the hotel's policy, or with an override
 * refund (paise) that the caller has audited with its reason. Same transaction, inventory release,
 * refund path and guest mail as the guest's own cancellation.
 */
export function cancelForGuest(
  deps: CancelDeps,
  booking: { id: number; customerId: number },
  staff: {
    overrideRefundPaise?: number | undefined;
    inTx?: (tx: Tx, done: { status: string; refundPaise: number }) => Promise<void>;
  },
): Promise<CancelResult> {
  return cancelRooms(deps, booking.customerId, booking.id, 'all', staff);
}

/**
 * What cancelling every remaining room under the policy would charge and refund now (staff), in
 * paise; or the policy's refusal, which the desk shows beside its override.
 */
export async function policyQuoteForGuest(
  db: DbOrTx,
  booking: { id: number; customerId: number },
  now: Date,
): Promise<CancellationQuote | PolicyRefusal> {
  return quoteBooking(db, await customerBooking(db, booking.customerId, booking.id), now);
}
