import { createHash, randomUUID } from 'node:crypto';
import { bookingStatusLabel } from '../../../shared/booking-status';
import { createBookingRequest } from '../../../shared/contracts/bookings';
import type {
  CancelBody,
  DeskCancelPreview,
  DeskToday,
  Reconciliation,
  RequestStatus,
  RescheduleQuote,
  StaffBookingDetail,
  StaffBookingRow,
  StaffBookingsPage,
  StaffRefundRow,
  StaffRequestItem,
} from '../../../shared/contracts/desk';
import type { z } from 'zod';
import { staffBookingDetail } from '../../../shared/contracts/desk';
import type {
  checkInBody,
  counterBookingBody,
  refundsQuery,
  staffBookingsQuery,
} from '../../../shared/contracts/desk';
import { addDays, formatDate, todayIst } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import type { DbOrTx, Tx } from '../../db/client';
import { retryOnce } from '../../db/retry';
import { badRequest, conflict, HttpError, notFound, unprocessable } from '../../http-errors';
import { assertHotelReach, hotelScope, type StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as auth from '../auth/auth.service';
import * as availability from '../availability/availability.service';
import * as bookings from '../bookings/bookings.service';
import * as cancellation from '../cancellation/cancellation.service';
import * as hotels from '../hotels/hotels.service';
import * as payments from '../payments/payments.service';
import * as refunds from '../payments/refunds.service';
import * as requests from '../requests/requests.service';
import * as repo from './desk.repo';

/**
 * The front desk (issue 12, points 3 to 5): staff bookings, check-in/out and no-show, counter
 * bookings, cancellation on the guest's behalf, refunds and the day's reconciliation, and the
 * requests board. Every change is audited in the transaction that makes it (ADR 150).
 */
export type DeskDeps = payments.PaymentDeps;

export const DESK_MSG = {
  bookingNotFound: 'Booking not found.',
  requestNotFound: 'Request not found.',
  refundNotFound: 'Refund not found.',
} as const;

const OPEN = new Set(['confirmed', 'partially_cancelled']);

// ---- reach ----------------------------------------------------------------------------------

/** A hotel manager reaches only their hotels: any other booking is "not found" (404). */
function assertBookingReach(staff: StaffMember, hotelId: number): void {
  if (staff.role === 'hotel_manager' && !staff.hotelIds.includes(hotelId))
    throw notFound(DESK_MSG.bookingNotFound);
}

async function lockReachable(tx: Tx, staff: StaffMember, id: number) {
  const full = await bookings.lockStaffBooking(tx, id);
  if (!full) throw notFound(DESK_MSG.bookingNotFound);
  assertBookingReach(staff, full.booking.hotelId);
  return full;
}

// ---- reads ----------------------------------------------------------------------------------

function toRow(
  b: bookings.BookingRow,
  hotelName: string,
  rooms: bookings.BookingRoomWithType[],
): StaffBookingRow {
  return {
    id: b.id,
    ref: b.bookingRefNo,
    hotelId: b.hotelId,
    hotelName,
    guestName: b.customerName,
    mobile: b.mobile,
    email: b.email,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: b.nights,
    rooms: rooms.filter((r) => r.status === 'booked').length,
    status: b.status,
    statusLabel: bookingStatusLabel(b.status),
    totalPaise: b.totalPaise,
    createdAt: b.createdAt.toISOString(),
  };
}

/** GET /api/staff/bookings: one page of the search, limited to the staff member's hotels. */
export async function searchBookings(
  deps: DeskDeps,
  staff: StaffMember,
  q: z.output<typeof staffBookingsQuery>,
): Promise<StaffBookingsPage> {
  if (q.hotelId !== undefined) {
    assertHotelReach(staff, q.hotelId);
    await hotels.requireHotel(deps.db, q.hotelId);
  }
  const { rows, total } = await bookings.staffSearch(deps.db, {
    hotelIds: hotelScope(staff),
    hotelId: q.hotelId,
    from: q.from,
    to: q.to,
    status: q.status,
    q: q.q,
    page: q.page,
    pageSize: q.pageSize,
  });
  return {
    items: rows.map((r) => toRow(r.booking, r.hotelName, r.rooms)),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Today's (IST) arrivals and departures of one hotel, all of them on one page. */
export async function today(
  deps: DeskDeps,
  staff: StaffMember,
  hotelId: number,
): Promise<DeskToday> {
  assertHotelReach(staff, hotelId);
  await hotels.requireHotel(deps.db, hotelId);
  const date = todayIst(deps.now());
  const base = { hotelIds: hotelScope(staff), hotelId, page: 1, pageSize: 500 };
  const arr = await bookings.staffSearch(deps.db, { ...base, arrivingOn: date });
  const dep = await bookings.staffSearch(deps.db, { ...base, leavingOn: date });
  const shown = (s: string) => s !== 'pending_payment' && s !== 'failed' && s !== 'expired';
  return {
    date,
    hotelId,
    arrivals: arr.rows
      .filter((r) => shown(r.booking.status))
      .map((r) => toRow(r.booking, r.hotelName, r.rooms)),
    departures: dep.rows
      .filter((r) => shown(r.booking.status))
      .map((r) => toRow(r.booking, r.hotelName, r.rooms)),
  };
}

type Full = NonNullable<Awaited<ReturnType<typeof bookings.staffBooking>>>;

function actionsOf(full: Full, date: string) {
  const b = full.booking;
  const open = OPEN.has(b.status) && full.rooms.some((r) => r.status === 'booked');
  return {
    checkIn: open && date >= b.checkIn && date < b.checkOut,
    checkOut: b.status === 'checked_in',
    noShow: open && date >= b.checkIn,
    cancel: open,
  };
}

async function detailOf(deps: DeskDeps, full: Full): Promise<StaffBookingDetail> {
  const { db, config } = deps;
  const b = full.booking;
  const hotel = await hotels.requireHotel(db, b.hotelId);
  const stay = await repo.stayOf(db, b.id);
  const pay = full.payment;
  const desk = pay ? await repo.deskPaymentOf(db, pay.id) : null;
  return {
    ...toRow(b, hotel.unitName, full.rooms),
    customerType: b.customerType,
    identityType: b.identityType,
    identityNo: b.identityNo,
    gstin: b.gstin,
    invoiceNo: b.invoiceNo,
    roomTotalPaise: b.roomTotalPaise,
    gstPaise: b.gstPaise,
    counter: pay?.gateway === payments.DESK_GATEWAY,
    roomList: full.rooms.map((r) => ({
      id: r.id,
      roomTypeName: r.roomTypeName,
      adults: r.adults,
      children: r.children,
      extraPersons: r.extraPersons,
      roomNo: r.roomNo,
      status: r.status,
      paidPaise: r.amountPaise + r.gstPaise,
      refundPaise: r.refundPaise,
    })),
    payment: pay
      ? {
          gateway: pay.gateway,
          method: desk?.method ?? pay.method,
          reference: desk?.reference ?? null,
          status: pay.status,
          amountPaise: pay.amountPaise,
          paymentId: pay.paymentId,
        }
      : null,
    refunds: full.refunds.map((r) => ({
      id: r.id,
      amountPaise: r.amountPaise,
      status: r.status,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
    stay: {
      idSeen: stay?.idSeen ?? null,
      idType: stay?.idType ?? null,
      checkedInAt: stay?.checkedInAt?.toISOString() ?? null,
      checkedOutAt: stay?.checkedOutAt?.toISOString() ?? null,
      noShowAt: stay?.noShowAt?.toISOString() ?? null,
    },
    links: bookings.staffLinks(config, b.id),
    actions: actionsOf(full, todayIst(deps.now())),
  };
}

/** GET /api/staff/bookings/{id} */
export async function bookingDetail(
  deps: DeskDeps,
  staff: StaffMember,
  id: number,
): Promise<StaffBookingDetail> {
  const full = await bookings.staffBooking(deps.db, id);
  if (!full) throw notFound(DESK_MSG.bookingNotFound);
  assertBookingReach(staff, full.booking.hotelId);
  return detailOf(deps, full);
}

async function reload(deps: DeskDeps, id: number): Promise<StaffBookingDetail> {
  return detailOf(deps, (await bookings.staffBooking(deps.db, id))!);
}

// ---- check-in, check-out, no-show -------------------------------------------------------------

const auditShape = (full: Full, stay: repo.StayRow | null) => ({
  status: full.booking.status,
  rooms: full.rooms.map((r) => ({ id: r.id, roomNo: r.roomNo, status: r.status })),
  stay,
});

function statusRefusal(b: bookings.BookingRow, what: string): HttpError {
  const label = bookingStatusLabel(b.status).toLowerCase();
  return conflict(`Booking ${b.bookingRefNo} is ${label}: ${what}`);
}

/** POST /api/staff/bookings/{id}/check-in: ID seen, room numbers; on or after the arrival day. */
export async function checkIn(
  deps: DeskDeps,
  staff: StaffMember,
  id: number,
  body: z.output<typeof checkInBody>,
): Promise<StaffBookingDetail> {
  const at = deps.now();
  const date = todayIst(at);
  await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const full = await lockReachable(tx, staff, id);
      const b = full.booking;
      if (b.status === 'checked_in')
        throw conflict(`Booking ${b.bookingRefNo} is already checked in.`);
      if (!OPEN.has(b.status))
        throw statusRefusal(b, 'only a confirmed booking can be checked in.');
      const booked = full.rooms.filter((r) => r.status === 'booked');
      if (booked.length === 0)
        throw conflict(`Every room of booking ${b.bookingRefNo} is cancelled.`);
      if (date < b.checkIn)
        throw conflict(
          `Check-in opens on the arrival day, ${formatDate(b.checkIn)}; today is ${formatDate(date)}.`,
        );
      if (date >= b.checkOut)
        throw conflict(
          `The stay ended on ${formatDate(b.checkOut)}: booking ${b.bookingRefNo} can no longer be checked in.`,
        );
      const given = new Map(body.rooms.map((r) => [r.roomId, r.roomNo]));
      for (const roomId of given.keys()) {
        if (!booked.some((r) => r.id === roomId))
          throw badRequest(
            'A room number was given for a room that is not booked on this booking.',
          );
      }
      const missing = booked.filter((r) => !given.get(r.id));
      if (missing.length)
        throw badRequest(
          `Enter a room number for every room (${booked.length} room${booked.length > 1 ? 's' : ''}).`,
          missing.map((r) => ({
            path: `rooms.${r.id}`,
            message: `Room number for ${r.roomTypeName}`,
          })),
        );
      const before = auditShape(full, await repo.stayOf(tx, id));
      await bookings.setRoomNumbers(
        tx,
        id,
        booked.map((r) => ({ roomId: r.id, roomNo: given.get(r.id)! })),
      );
      await bookings.setStayStatus(tx, id, 'checked_in');
      await repo.saveStay(tx, id, {
        idSeen: body.idSeen,
        idType: body.idSeen ? (body.idType ?? null) : null,
        checkedInAt: at,
        checkedInBy: staff.id,
      });
      const after = auditShape(
        (await bookings.lockStaffBooking(tx, id))!,
        await repo.stayOf(tx, id),
      );
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: 'check-in',
        entity: 'booking',
        entityId: id,
        before,
        after,
        at,
      });
    }),
  );
  return reload(deps, id);
}

/** POST /api/staff/bookings/{id}/check-out: only a checked-in guest. */
export async function checkOut(
  deps: DeskDeps,
  staff: StaffMember,
  id: number,
): Promise<StaffBookingDetail> {
  const at = deps.now();
  await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const full = await lockReachable(tx, staff, id);
      const b = full.booking;
      if (b.status === 'checked_out')
        throw conflict(`Booking ${b.bookingRefNo} is already checked out.`);
      if (b.status !== 'checked_in')
        throw statusRefusal(b, 'only a checked-in guest can be checked out.');
      const before = auditShape(full, await repo.stayOf(tx, id));
      await bookings.setStayStatus(tx, id, 'checked_out');
      await repo.saveStay(tx, id, { checkedOutAt: at, checkedOutBy: staff.id });
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: 'check-out',
        entity: 'booking',
        entityId: id,
        before,
        after: { ...before, status: 'checked_out', stay: await repo.stayOf(tx, id) },
        at,
      });
    }),
  );
  return reload(deps, id);
}

/**
 * POST /api/staff/bookings/{id}/no-show: a confirmed booking not checked in, once its arrival day
 * has begun. The rooms of the nights from today on go back to the inventory (ADR 152); the
 * payment is kept (no refund).
 */
export async function noShow(
  deps: DeskDeps,
  staff: StaffMember,
  id: number,
): Promise<StaffBookingDetail> {
  const at = deps.now();
  const date = todayIst(at);
  await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const full = await lockReachable(tx, staff, id);
      const b = full.booking;
      if (b.status === 'no_show') throw conflict(`Booking ${b.bookingRefNo} is already a no-show.`);
      if (b.status === 'checked_in' || b.status === 'checked_out')
        throw statusRefusal(b, 'a guest who checked in is not a no-show.');
      if (!OPEN.has(b.status))
        throw statusRefusal(b, 'only a confirmed booking can be marked a no-show.');
      if (date < b.checkIn)
        throw conflict(
          `A no-show can be marked from the arrival day, ${formatDate(b.checkIn)}, on; today is ${formatDate(date)}.`,
        );
      const before = auditShape(full, await repo.stayOf(tx, id));
      const booked = full.rooms.filter((r) => r.status === 'booked');
      const from = date > b.checkIn ? date : b.checkIn;
      if (from < b.checkOut)
        await availability.releaseRooms(tx, availability.countByType(booked), from, b.checkOut);
      await bookings.setStayStatus(tx, id, 'no_show');
      await repo.saveStay(tx, id, { noShowAt: at, noShowBy: staff.id });
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: 'no-show',
        entity: 'booking',
        entityId: id,
        before,
        after: {
          ...before,
          status: 'no_show',
          stay: await repo.stayOf(tx, id),
          releasedNights: from < b.checkOut ? { from, to: b.checkOut } : null,
        },
        at,
      });
    }),
  );
  return reload(deps, id);
}

// ---- cancellation on the guest's behalf ---------------------------------------------------------

/** GET /api/staff/bookings/{id}/cancel-preview: the policy's charge and refund now. */
export async function cancelPreview(
  deps: DeskDeps,
  staff: StaffMember,
  id: number,
): Promise<DeskCancelPreview> {
  const full = await bookings.staffBooking(deps.db, id);
  if (!full) throw notFound(DESK_MSG.bookingNotFound);
  assertBookingReach(staff, full.booking.hotelId);
  const b = full.booking;
  if (!OPEN.has(b.status)) throw statusRefusal(b, 'only a confirmed booking can be cancelled.');
  const paid = full.rooms
    .filter((r) => r.status === 'booked')
    .reduce((s, r) => s + r.amountPaise + r.gstPaise, 0);
  try {
    const p = await cancellation.policyPreviewForGuest(deps.db, b, deps.now());
    return {
      paidPaise: Math.round(p.totalAmount * 100),
      chargePaise: Math.round(p.cancellationCharge * 100),
      refundPaise: Math.round(p.refundAmount * 100),
      deductionPercent: p.DeductionPercent,
      daysBeforeCheckIn: p.DaysBeforeCheckIn,
      policyRefusal: null,
    };
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode !== 400) throw err;
    return {
      paidPaise: paid,
      chargePaise: paid,
      refundPaise: 0,
      deductionPercent: null,
      daysBeforeCheckIn: Math.round(
        (Date.parse(b.checkIn) - Date.parse(todayIst(deps.now()))) / 86_400_000,
      ),
      policyRefusal: err.message,
    };
  }
}

/**
 * POST /api/staff/bookings/{id}/cancel: every remaining room, under the policy or with an override
 * refund and a reason; through the cancellation service (inventory, refund, guest mail). A desk
 * payment's refund is recorded as paid at the desk.
 */
export async function cancel(
  deps: DeskDeps,
  staff: StaffMember,
  id: number,
  body: CancelBody,
): Promise<StaffBookingDetail> {
  const full = await bookings.staffBooking(deps.db, id);
  if (!full) throw notFound(DESK_MSG.bookingNotFound);
  assertBookingReach(staff, full.booking.hotelId);
  const b = full.booking;
  if (!OPEN.has(b.status)) throw statusRefusal(b, 'only a confirmed booking can be cancelled.');
  const override = body.mode === 'override' ? body : null;
  if (override) {
    const paid = full.rooms
      .filter((r) => r.status === 'booked')
      .reduce((s, r) => s + r.amountPaise + r.gstPaise, 0);
    if (override.refundPaise > paid)
      throw badRequest(
        `The refund cannot be more than what the remaining rooms were paid (${formatRupees(paid, { decimals: true })}).`,
        [{ path: 'refundPaise', message: 'More than was paid.' }],
      );
  }
  const before = {
    status: b.status,
    rooms: full.rooms.map((r) => ({ id: r.id, status: r.status })),
  };
  await cancellation.cancelForGuest(deps, b, {
    overrideRefundPaise: override?.refundPaise,
    inTx: async (tx, done) => {
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: override ? 'cancel-override' : 'cancel',
        entity: 'booking',
        entityId: id,
        before,
        after: {
          status: done.status,
          refundPaise: done.refundPaise,
          ...(override
            ? { overrideRefundPaise: override.refundPaise, reason: override.reason }
            : {}),
        },
        at: deps.now(),
      });
    },
  });
  return reload(deps, id);
}

// ---- counter booking ----------------------------------------------------------------------------

const WALK_IN_EMAIL = 'walk-in@counter.invalid';

/** A key that made no booking and has not answered for this long may be taken by a new request. */
const IDEMPOTENCY_STALE_MS = 10 * 60_000;
/** How long a request waits for another one with the same key to finish before a 409. */
const IDEMPOTENCY_WAIT_MS = 15_000;

const IDEMPOTENCY_MSG = {
  otherBody:
    'This Idempotency-Key was already used for a different counter booking. Use a new key for a new booking.',
  stillRunning:
    'A counter booking with this Idempotency-Key is still being made. Please wait a moment and look at the bookings list.',
  lost: 'This Idempotency-Key was taken over by a newer request; nothing was booked by this one.',
} as const;

/** The same JSON for the same value whatever the order of its keys. */
function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonicalJson(x)}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * POST /api/staff/counter-bookings: a walk-in guest's booking, paid at the desk, idempotent per
 * (staff member, `Idempotency-Key`) (ADR 236). The first request with a key makes the booking; the
 * same key with the same body again (a retry after a lost reply, or sent twice at once) gets the
 * same reply and no second booking; with another body it is refused (422). A request that made no
 * booking frees its key, so the desk may simply try again.
 */
export async function counterBooking(
  deps: DeskDeps,
  staff: StaffMember,
  body: z.output<typeof counterBookingBody>,
  idempotencyKey: string,
): Promise<StaffBookingDetail> {
  assertHotelReach(staff, body.hotelID);
  const requestHash = createHash('sha256').update(canonicalJson(body)).digest('hex');
  const key = { staffId: staff.id, key: idempotencyKey };
  const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
  for (;;) {
    const claim = randomUUID();
    const at = deps.now();
    const owned = await repo.claimIdempotencyKey(deps.db, {
      ...key,
      requestHash,
      claim,
      at,
      staleBefore: new Date(at.getTime() - IDEMPOTENCY_STALE_MS),
    });
    if (owned) {
      let detail: StaffBookingDetail;
      try {
        detail = await makeCounterBooking(deps, staff, body, { ...key, claim });
      } catch (err) {
        // frees the key only when no booking was recorded under it
        await repo.releaseIdempotencyKey(deps.db, { ...key, claim });
        throw err;
      }
      await repo.setIdempotencyReply(deps.db, staff.id, idempotencyKey, detail);
      return detail;
    }
    const row = await repo.idempotencyRow(deps.db, staff.id, idempotencyKey);
    // its request failed and freed it meanwhile: this one takes it (within the same wait)
    if (!row && Date.now() < deadline) continue;
    if (!row) throw conflict(IDEMPOTENCY_MSG.stillRunning);
    if (row.requestHash !== requestHash) throw unprocessable(IDEMPOTENCY_MSG.otherBody);
    if (row.bookingId !== null) {
      const stored = staffBookingDetail.safeParse(row.reply);
      return stored.success ? stored.data : reload(deps, row.bookingId);
    }
    if (Date.now() >= deadline) throw conflict(IDEMPOTENCY_MSG.stillRunning);
    await sleep(50);
  }
}

/** Idempotency-Keys are kept this long, far past any retry of the same request. */
const IDEMPOTENCY_KEEP_DAYS = 7;

/** Housekeeping (hourly): forgets the Idempotency-Keys older than IDEMPOTENCY_KEEP_DAYS. */
export const pruneIdempotencyKeys = (deps: Pick<DeskDeps, 'db' | 'now'>): Promise<number> =>
  repo.pruneIdempotencyKeys(
    deps.db,
    new Date(deps.now().getTime() - IDEMPOTENCY_KEEP_DAYS * 86_400_000),
  );

/**
 * The booking itself, on the online path (ADR 151): bookings.createBooking prices it and holds the
 * rooms under the inventory locks; the desk payment confirms it through payments.confirmPayment
 * (invoice number, receipt, confirmation mail and SMS) and, in that same transaction, the desk
 * records how it was paid, the audit entry and the booking under the request's key (ADR 236). When
 * that transaction fails nothing of it stays, and the hold is given back at once.
 */
async function makeCounterBooking(
  deps: DeskDeps,
  staff: StaffMember,
  body: z.output<typeof counterBookingBody>,
  key: { staffId: number; key: string; claim: string },
): Promise<StaffBookingDetail> {
  await hotels.requireHotel(deps.db, body.hotelID);
  const email = body.EmailID ?? '';
  const parsed = createBookingRequest.safeParse({
    hotelID: body.hotelID,
    CheckIn: body.CheckIn,
    checkOUT: body.checkOUT,
    rooms: body.rooms,
    CustomerName: body.CustomerName,
    CustomerType: body.CustomerType,
    EmailID: email || WALK_IN_EMAIL,
    MobileNo: body.MobileNo,
    CustomerAddress: body.CustomerAddress,
    IdentityType: body.IdentityType,
    IdentityNo: body.IdentityNo,
    GSTIN: body.GSTIN,
    AcceptTerms: true,
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw badRequest(issues[0]!.message, issues);
  }
  const input = { ...parsed.data, EmailID: email ? parsed.data.EmailID : '' };
  const account = await auth.counterAccount(deps.db, staff.id);
  const created = await bookings.createBooking(deps, payments.deskOrderPort(deps), account, input);
  const at = deps.now();
  const reference = body.paymentReference ?? null;
  let confirmed: payments.ConfirmResult;
  try {
    confirmed = await payments.confirmDeskPayment(deps, {
      orderId: created.payment.orderId,
      method: body.paymentMethod,
      record: async (tx, booking, paymentRowId) => {
        if (!(await repo.setIdempotencyBooking(tx, { ...key, bookingId: booking.id })))
          throw conflict(IDEMPOTENCY_MSG.lost);
        const full = await lockReachable(tx, staff, booking.id);
        await repo.insertDeskPayment(tx, {
          paymentId: paymentRowId,
          method: body.paymentMethod,
          reference,
          staffId: staff.id,
          at,
        });
        await audit.recordAudit(tx, {
          staffId: staff.id,
          action: 'counter-booking',
          entity: 'booking',
          entityId: booking.id,
          before: null,
          after: {
            ref: full.booking.bookingRefNo,
            status: full.booking.status,
            hotelId: full.booking.hotelId,
            checkIn: full.booking.checkIn,
            checkOut: full.booking.checkOut,
            rooms: full.rooms.map((r) => r.roomTypeId),
            totalPaise: full.booking.totalPaise,
            invoiceNo: full.booking.invoiceNo,
            payment: { method: body.paymentMethod, reference },
          },
          at,
        });
      },
    });
  } catch (err) {
    // nothing was confirmed: the rooms go back now rather than when the hold expires
    await payments
      .failPayment(deps, {
        orderId: created.payment.orderId,
        failure: { reason: 'counter booking not recorded' },
      })
      .catch((e: unknown) =>
        deps.log?.warn({ err: e, bookingId: created.bookingId }, 'counter hold not released'),
      );
    throw err;
  }
  if (confirmed.kind !== 'confirmed')
    throw conflict('The rooms could not be confirmed. Please search again.');
  return reload(deps, created.bookingId);
}

// ---- refunds and payments -----------------------------------------------------------------------

function gatewayState(r: refunds.RefundListRow): string {
  const x = r.refund;
  if (r.paymentGateway === payments.DESK_GATEWAY)
    return x.status === 'processed' ? 'paid at desk' : 'to pay at desk';
  if (x.status === 'processed') return 'processed';
  if (x.status === 'failed') return 'failed';
  if (x.gatewayRefundId) return 'pending at gateway';
  return x.sentAt ? 'reply unknown (reconciling)' : 'not sent yet';
}

function refundRow(r: refunds.RefundListRow, retriedAs: number | null): StaffRefundRow {
  return {
    id: r.refund.id,
    bookingId: r.refund.bookingId,
    bookingRefNo: r.bookingRefNo,
    guestName: r.customerName,
    amountPaise: r.refund.amountPaise,
    status: r.refund.status,
    gatewayState: gatewayState(r),
    gateway: r.paymentGateway,
    gatewayRefundId: r.refund.gatewayRefundId,
    reason: r.refund.reason,
    createdAt: r.refund.createdAt.toISOString(),
    updatedAt: r.refund.updatedAt.toISOString(),
    retriedAs,
  };
}

/** GET /api/staff/refunds: every refund with its gateway state (filters: state, dates in IST). */
export async function listRefunds(
  deps: DeskDeps,
  staff: StaffMember,
  q: z.output<typeof refundsQuery>,
): Promise<StaffRefundRow[]> {
  const rows = await refunds.listRefunds(deps.db, {
    status: q.status,
    from: q.from ? new Date(`${q.from}T00:00:00+05:30`) : undefined,
    to: q.to ? new Date(`${addDays(q.to, 1)}T00:00:00+05:30`) : undefined,
    hotelIds: hotelScope(staff),
  });
  const retries = await repo.retriesOf(
    deps.db,
    rows.filter((r) => r.refund.status === 'failed').map((r) => r.refund.id),
  );
  const by = new Map(retries.map((r) => [r.failedRefundId, r.newRefundId]));
  return rows.map((r) => refundRow(r, by.get(r.refund.id) ?? null));
}

/**
 * POST /api/staff/refunds/{id}/retry: a failed refund is replaced by a new one for the same amount,
 * sent through the refunds service like every refund (ADR 153). Idempotent: a second retry of the
 * same failed refund returns the first retry.
 */
export async function retryRefund(
  deps: DeskDeps,
  staff: StaffMember,
  id: number,
): Promise<StaffRefundRow> {
  const found = await refunds.findRefund(deps.db, id);
  if (!found) throw notFound(DESK_MSG.refundNotFound);
  const at = deps.now();
  const newId = await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const full = await bookings.lockStaffBooking(tx, found.bookingId);
      if (!full) throw notFound(DESK_MSG.refundNotFound);
      if (staff.role === 'hotel_manager' && !staff.hotelIds.includes(full.booking.hotelId))
        throw notFound(DESK_MSG.refundNotFound);
      const [done] = await repo.retriesOf(tx, [id]);
      if (done) return done.newRefundId;
      if (found.gatewayPaymentId)
        throw conflict(
          "This refund of a second payment on the same order must be retried from the gateway's dashboard.",
        );
      const made = await refunds.recordRetry(tx, id, at);
      if (!made)
        throw conflict(
          `Refund ${id} is ${found.status === 'processed' ? 'processed' : 'still pending'}: only a failed refund can be retried.`,
        );
      await repo.insertRetry(tx, {
        failedRefundId: id,
        newRefundId: made.retry.id,
        staffId: staff.id,
        at,
      });
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: 'retry',
        entity: 'refund',
        entityId: id,
        before: { id, status: made.failed.status, gatewayRefundId: made.failed.gatewayRefundId },
        after: { retriedAs: made.retry.id, amountPaise: made.retry.amountPaise },
        at,
      });
      return made.retry.id;
    }),
  );
  // after the commit, through the one send path (claimed, so never sent twice)
  await refunds.sendRefund(deps, newId).catch((err: unknown) => {
    deps.log?.warn({ err, refundId: newId }, 'retried refund not sent now; the refunds job will');
  });
  const rows = await refunds.listRefunds(deps.db, { hotelIds: null });
  const row = rows.find((r) => r.refund.id === newId)!;
  return refundRow(row, null);
}

/** GET /api/staff/payments/reconcile?date: a day's gateway payments against its settlement. */
export async function reconcile(deps: DeskDeps, date: string): Promise<Reconciliation> {
  const lines = await payments.reconcileDay(deps, date, null);
  const counts: Record<string, number> = {
    matched: 0,
    missing_at_gateway: 0,
    missing_locally: 0,
    amount_differs: 0,
  };
  for (const l of lines) counts[l.state] = (counts[l.state] ?? 0) + 1;
  return { date, gateway: deps.gateway.name, lines, counts };
}

// ---- requests -----------------------------------------------------------------------------------

/** GET /api/staff/requests: the board (a hotel manager sees their hotels' requests). */
export async function listRequests(
  deps: DeskDeps,
  staff: StaffMember,
): Promise<StaffRequestItem[]> {
  return requests.staffRequests(deps.db, hotelScope(staff));
}

/**
 * A request this staff member may handle, or 404: a hotel manager reaches the requests filed for
 * their hotels, by the hotel id stored with the request, never by its name (ADR 215).
 */
async function reachableRequest(
  deps: DeskDeps,
  staff: StaffMember,
  kind: requests.RequestKind,
  id: number,
) {
  const r = await requests.staffRequest(deps.db, kind, id);
  const scope = hotelScope(staff);
  if (!r || (scope !== null && (r.hotelId === null || !scope.includes(r.hotelId))))
    throw notFound(DESK_MSG.requestNotFound);
  return r;
}

/**
 * The booking a reschedule request names, when it is at the request's hotel (a booking of another
 * hotel is never moved through a request, ADR 215); null otherwise.
 */
async function requestBooking(db: DbOrTx, r: requests.StaffRequest) {
  const b = await bookings.findBookingByRef(db, r.bookingRefNo ?? '');
  return b && b.hotelId === r.hotelId ? b : null;
}

/** Thrown inside a transaction to roll a trial back (the reschedule quote). */
class TrialDone extends Error {}

/**
 * GET /api/staff/requests/reschedule/{id}/quote: would the booking fit the new dates (tried under
 * the inventory locks and rolled back), and the price difference at today's rates.
 */
export async function rescheduleQuote(
  deps: DeskDeps,
  staff: StaffMember,
  id: number,
): Promise<RescheduleQuote> {
  const r = await reachableRequest(deps, staff, 'reschedule', id);
  const b = await requestBooking(deps.db, r);
  if (!b) return noQuote(null, `Booking ${r.bookingRefNo ?? ''} was not found.`);
  let result: RescheduleQuote | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const full = (await bookings.lockStaffBooking(tx, b.id))!;
      const check = rescheduleRefusal(full.booking, r, todayIst(deps.now()));
      if (check) {
        result = noQuote(b.id, check);
        throw new TrialDone();
      }
      const price = await bookings.repriceStay(
        tx,
        full.booking,
        full.rooms,
        r.fromDate!,
        r.toDate!,
        deps.now(),
      );
      try {
        await bookings.moveStay(tx, full.booking, r.fromDate!, r.toDate!);
        result = {
          bookingId: b.id,
          available: true,
          message: `Rooms are free for ${formatDate(r.fromDate!)} to ${formatDate(r.toDate!)}.`,
          ...price,
        };
      } catch (err) {
        if (!(err instanceof HttpError) || err.statusCode !== 409) throw err;
        result = { bookingId: b.id, available: false, message: err.message, ...price };
      }
      throw new TrialDone();
    });
  } catch (err) {
    if (!(err instanceof TrialDone)) throw err;
  }
  return result ?? noQuote(b.id, 'The reschedule could not be checked.');
}

function noQuote(bookingId: number | null, message: string): RescheduleQuote {
  return {
    bookingId,
    available: false,
    message,
    paidPaise: 0,
    newTotalPaise: 0,
    differencePaise: 0,
  };
}

function rescheduleRefusal(
  b: bookings.BookingRow,
  r: requests.StaffRequest,
  date: string,
): string | null {
  if (!OPEN.has(b.status))
    return `Booking ${b.bookingRefNo} is ${bookingStatusLabel(b.status).toLowerCase()}: it cannot be moved.`;
  if (!r.fromDate || !r.toDate) return 'The request has no new dates.';
  if (r.fromDate < date) return `The new check-in date, ${formatDate(r.fromDate)}, has passed.`;
  return null;
}

const differenceText = (paise: number) =>
  paise === 0
    ? 'The tariff for the new dates is the same as you paid.'
    : paise > 0
      ? `The tariff for the new dates is ${formatRupees(paise, { decimals: true })} more than you paid; it is collected at the hotel desk.`
      : `The tariff for the new dates is ${formatRupees(-paise, { decimals: true })} less than you paid; the difference is refunded at the hotel desk.`;

/**
 * POST /api/staff/requests/{kind}/{id}/status: new → in progress → accepted | declined, with the
 * reply mailed to the guest. An accepted reschedule moves the booking (inventory under the locks;
 * 409 when the new dates are full, nothing changes) and records the price difference (ADR 154).
 */
export async function setRequestStatus(
  deps: DeskDeps,
  staff: StaffMember,
  kind: requests.RequestKind,
  id: number,
  body: { status: Exclude<RequestStatus, 'new'>; reply?: string | undefined },
): Promise<StaffRequestItem> {
  const r = await reachableRequest(deps, staff, kind, id);
  const at = deps.now();
  const ctx = { corpName: deps.config.CORP_NAME, corpPhone: deps.config.CORP_PHONE };
  return retryOnce(() =>
    deps.db.transaction(async (tx) => {
      let reschedule:
        { previousCheckIn: string; previousCheckOut: string; differencePaise: number } | undefined;
      let reply = body.reply ?? null;
      let bookingAudit: { id: number; before: unknown; after: unknown } | null = null;
      if (kind === 'reschedule' && body.status === 'accepted') {
        const found = await requestBooking(tx, r);
        if (!found) throw conflict(`Booking ${r.bookingRefNo ?? ''} was not found.`);
        // the booking first, then the request, then the inventory (ADR 064)
        const full = (await bookings.lockStaffBooking(tx, found.id))!;
        const b = full.booking;
        const refusal = rescheduleRefusal(b, r, todayIst(at));
        if (refusal) throw conflict(refusal);
        const price = await bookings.repriceStay(tx, b, full.rooms, r.fromDate!, r.toDate!, at);
        await bookings.moveStay(tx, b, r.fromDate!, r.toDate!);
        reschedule = {
          previousCheckIn: b.checkIn,
          previousCheckOut: b.checkOut,
          differencePaise: price.differencePaise,
        };
        reply = [
          reply ?? '',
          '',
          `Your booking ${b.bookingRefNo} is now from ${formatDate(r.fromDate!)} to ${formatDate(r.toDate!)}.`,
          differenceText(price.differencePaise),
        ].join('\n');
        bookingAudit = {
          id: b.id,
          before: { checkIn: b.checkIn, checkOut: b.checkOut },
          after: {
            checkIn: r.fromDate,
            checkOut: r.toDate,
            newTotalPaise: price.newTotalPaise,
            paidPaise: price.paidPaise,
            differencePaise: price.differencePaise,
          },
        };
      }
      const { before, after } = await requests.decideRequest(tx, {
        request: r,
        to: body.status,
        reply,
        staffId: staff.id,
        at,
        ctx,
        ...(reschedule ? { reschedule } : {}),
      });
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: `request-${body.status.replace('_', '-')}`,
        entity: `${kind}_request`,
        entityId: id,
        before: { status: before.status, reply: before.reply },
        after: {
          status: after.status,
          reply: after.reply,
          priceDifferencePaise: after.priceDifferencePaise,
        },
        at,
      });
      if (bookingAudit) {
        await audit.recordAudit(tx, {
          staffId: staff.id,
          action: 'reschedule',
          entity: 'booking',
          entityId: bookingAudit.id,
          before: bookingAudit.before,
          after: bookingAudit.after,
          at,
        });
      }
      return after;
    }),
  );
}
