import { createHmac } from 'node:crypto';
import { HOLD_MINUTES } from '../../../shared/constants';
import type {
  CreateDeparturesRequest,
  CreateTourBooking,
  PublicDeparture,
  StaffDeparture,
  TourBookingCreated,
  TourBookingDetail,
  TourDeparturesReply,
  UpdateDepartureRequest,
} from '../../../shared/contracts/tours';
import {
  CHILD_AGE_BELOW,
  TOUR_CANCELLATION_POLICY,
  departureWindow,
} from '../../../shared/contracts/tours';
import { addDays, documentYear, financialYear, formatDate, todayIst } from '../../../shared/dates';
import { formatRupees, paiseToRupees } from '../../../shared/money';
import type { Config } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { retryOnce, sweepOneByOne } from '../../db/retry';
import { HttpError, badRequest, conflict, notFound } from '../../http-errors';
import { enqueueMail, enqueueSms } from '../../notify/outbox';
import type { SessionCustomer } from '../../plugins/session';
import * as content from '../content/content.service';
import { renderTourVoucherPdf } from '../receipts/tour-documents.service';
import {
  renderCreditNotePdf,
  tourCreditNoteOf,
  tourCreditNotesOf,
} from '../receipts/credit-notes.service';
import type { CreditNoteDto } from '../../../shared/contracts/receipts';
import type { Language } from '../../../shared/language';
import * as refunds from '../refunds/refunds.service';
import * as repo from './tours.repo';

export type TourDeps = { db: Db; config: Config; now: () => Date };
export type { TourBookingRow } from './tours.repo';

const rupeesToPaise = (r: number) => Math.round(r * 100);

// ---- departures ------------------------------------------------------------------------------

function publicOf(d: repo.DepartureRow, pickups: repo.PickupRow[]): PublicDeparture {
  return {
    id: d.id,
    date: d.date,
    time: d.time,
    seatsLeft: Math.max(d.seatsTotal - d.seatsTaken, 0),
    adultPricePaise: d.adultPricePaise,
    childPricePaise: d.childPricePaise,
    singleSupplementPaise: d.singleSupplementPaise,
    pickupPoints: pickups
      .filter((p) => p.departureId === d.id)
      .map((p) => ({ id: p.id, name: p.name, time: p.time })),
  };
}

function staffOf(d: repo.DepartureRow, pickups: repo.PickupRow[]): StaffDeparture {
  return {
    ...publicOf(d, pickups),
    tourId: d.tourId,
    seats: d.seatsTotal,
    seatsSold: d.seatsTaken,
    status: d.status,
    guidePhone: d.guidePhone,
    cancelReason: d.cancelReason,
  };
}

/** The dates of a weekly schedule: every chosen weekday from `from` to `to`. */
export function scheduleDates(from: string, to: string, weekdays: readonly number[]): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    if (weekdays.includes(new Date(`${d}T00:00:00Z`).getUTCDay())) out.push(d);
  }
  return out;
}

/** POST /api/staff/tours/{id}/departures: one departure or a weekly schedule (ADR 295). */
export async function createDepartures(
  deps: TourDeps,
  tourId: number,
  input: CreateDeparturesRequest,
): Promise<{ created: StaffDeparture[]; skipped: string[] }> {
  await content.getTourForStaff(deps.db, tourId);
  const today = todayIst(deps.now());
  const dates =
    'date' in input
      ? [input.date]
      : scheduleDates(input.schedule.from, input.schedule.to, input.schedule.weekdays);
  if (dates.length === 0) throw badRequest('The schedule has no date on the chosen days.');
  if (dates.length > 120) throw badRequest('A schedule can create at most 120 departures.');
  if (dates.some((d) => d < today)) throw badRequest('A departure cannot be in the past.');
  return deps.db.transaction(async (tx) => {
    const rows = await repo.insertDepartures(
      tx,
      dates.map((date) => ({
        tourId,
        date,
        time: input.time,
        seatsTotal: input.seats,
        adultPricePaise: rupeesToPaise(input.adultPrice),
        childPricePaise: rupeesToPaise(input.childPrice),
        singleSupplementPaise:
          input.singleSupplement == null ? null : rupeesToPaise(input.singleSupplement),
        guidePhone: input.guidePhone ?? null,
      })),
    );
    await repo.insertPickupPoints(
      tx,
      rows.flatMap((d) => input.pickupPoints.map((p) => ({ departureId: d.id, ...p }))),
    );
    const pickups = await repo.pickupsOf(
      tx,
      rows.map((r) => r.id),
    );
    const made = new Set(rows.map((r) => r.date));
    return {
      created: rows.map((r) => staffOf(r, pickups)),
      // a departure of this tour at that date and time exists already
      skipped: dates.filter((d) => !made.has(d)),
    };
  });
}

/** PUT /api/staff/tours/{id}/departures: change one departure's time, seats, prices or points. */
export async function updateDeparture(
  deps: TourDeps,
  tourId: number,
  input: UpdateDepartureRequest,
): Promise<StaffDeparture> {
  return deps.db.transaction(async (tx) => {
    const d = await repo.findDeparture(tx, input.id);
    if (!d || d.tourId !== tourId) throw notFound('Departure not found.');
    if (d.status === 'cancelled') throw conflict('This departure is cancelled and cannot change.');
    if (input.seats !== undefined && input.seats < d.seatsTaken) {
      throw badRequest(
        `${d.seatsTaken} seats are sold or held on this departure: it needs at least that many.`,
      );
    }
    const row = await repo.updateDeparture(tx, d.id, {
      ...(input.time !== undefined ? { time: input.time } : {}),
      ...(input.seats !== undefined ? { seatsTotal: input.seats } : {}),
      ...(input.adultPrice !== undefined
        ? { adultPricePaise: rupeesToPaise(input.adultPrice) }
        : {}),
      ...(input.childPrice !== undefined
        ? { childPricePaise: rupeesToPaise(input.childPrice) }
        : {}),
      ...(input.singleSupplement !== undefined
        ? {
            singleSupplementPaise:
              input.singleSupplement === null ? null : rupeesToPaise(input.singleSupplement),
          }
        : {}),
      ...(input.guidePhone !== undefined ? { guidePhone: input.guidePhone } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      updatedAt: deps.now(),
    });
    if (input.pickupPoints) await repo.replacePickupPoints(tx, d.id, input.pickupPoints);
    return staffOf(row!, await repo.pickupsOf(tx, [d.id]));
  });
}

/** GET /api/staff/tours/{id}/departures: every departure from `from` (default today). */
export async function staffDepartures(
  deps: TourDeps,
  tourId: number,
  q: { from?: string | undefined; to?: string | undefined },
): Promise<StaffDeparture[]> {
  await content.getTourForStaff(deps.db, tourId);
  const w = departureWindow(todayIst(deps.now()), q.from, q.to ?? undefined);
  const rows = await repo.listDepartures(deps.db, tourId, q.from ?? w.from, w.to, false);
  const pickups = await repo.pickupsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => staffOf(r, pickups));
}

async function gstRate(db: DbOrTx, date: string) {
  const r = await repo.gstRateOn(db, date);
  if (!r) throw new Error(`no tour GST rate in force on ${date}`);
  return r;
}

/** The cancellation bands a tour sells under (its own, else the standard ones, ADR 295). */
export async function policyOf(db: DbOrTx, tourId: number) {
  const own = await repo.bandsOf(db, tourId);
  return own.length ? own : TOUR_CANCELLATION_POLICY.map((b) => ({ ...b }));
}

/** GET /api/tours/{id}/departures: open departures from today (IST), with seats and price. */
export async function publicDepartures(
  deps: TourDeps,
  tourId: number,
  q: { from?: string | undefined; to?: string | undefined },
): Promise<TourDeparturesReply> {
  await content.getTour(deps.db, tourId);
  const today = todayIst(deps.now());
  const w = departureWindow(today, q.from, q.to);
  // a departure of today is not sold online any more
  const rows = (await repo.listDepartures(deps.db, tourId, w.from, w.to, true)).filter(
    (d) => d.date > today,
  );
  const pickups = await repo.pickupsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const rate = await gstRate(deps.db, today);
  return {
    departures: rows.map((r) => publicOf(r, pickups)),
    gstRatePercent: rate.rateBp / 100,
    sac: rate.sac,
    cancellationPolicy: await policyOf(deps.db, tourId),
  };
}

// ---- bookings ----------------------------------------------------------------------------------

export type TourOrderInfo = {
  orderId: string;
  amountPaise: number;
  gateway: 'sandbox' | 'razorpay';
  keyId: string;
  checkoutUrl?: string | undefined;
};
/**
 * The payments module's side of POST /api/tour-bookings, passed in by the route, as the room
 * bookings' OrderPort: tours never imports payments.
 */
export type TourOrderPort = {
  open(b: repo.TourBookingRow): Promise<TourOrderInfo>;
  /** the booking's latest order (to pay a hold again from its page) */
  latest(tourBookingId: number): Promise<TourOrderInfo | null>;
};

export const TOUR_MSG = {
  seatsGone: (left: number) =>
    left === 0
      ? 'This departure has no seats left. Please choose another date.'
      : `This departure has only ${left} seat${left === 1 ? '' : 's'} left. Please book fewer travellers or choose another date.`,
  notOpen: 'This departure is not open for booking. Please choose another date.',
} as const;

function tourRef(id: number, now: Date): string {
  const d = todayIst(now).replace(/-/g, '').slice(2);
  return `JTDCT${d}${String(id).padStart(5, '0')}`;
}

/** HMAC of the tour booking id: the voucher and invoice link token. */
export function tourLinkToken(config: Config, id: number): string {
  return createHmac('sha256', config.appSecret).update(`tour-booking:${id}`).digest('base64url');
}

/** The prices of a booking's travellers, in paise before GST (the server's own figures). */
export function priceTravellers(
  d: Pick<repo.DepartureRow, 'adultPricePaise' | 'childPricePaise' | 'singleSupplementPaise'>,
  travellers: readonly { age: number }[],
  rateBp: number,
) {
  const each = travellers.map((t) => {
    const child = t.age < CHILD_AGE_BELOW;
    return { child, pricePaise: child ? d.childPricePaise : d.adultPricePaise };
  });
  const single = travellers.length === 1 ? (d.singleSupplementPaise ?? 0) : 0;
  const amountPaise = each.reduce((s, t) => s + t.pricePaise, 0) + single;
  const gstPaise = Math.round((amountPaise * rateBp) / 10_000);
  return {
    each,
    singleSupplementPaise: single,
    amountPaise,
    gstPaise,
    totalPaise: amountPaise + gstPaise,
  };
}

/**
 * POST /api/tour-bookings: takes the seats and writes the booking in one transaction (a hold of
 * HOLD_MINUTES, as rooms), then opens the payment order. 409 when the seats ran out.
 */
export async function createTourBooking(
  deps: TourDeps,
  orders: TourOrderPort,
  customer: SessionCustomer,
  input: CreateTourBooking,
): Promise<TourBookingCreated> {
  const now = deps.now();
  const today = todayIst(now);
  const created = await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const d = await repo.findDeparture(tx, input.departureId);
      if (!d) throw notFound('Departure not found.');
      const tour = await content.getTour(tx, d.tourId).catch(() => null);
      if (!tour) throw notFound('Departure not found.');
      if (d.status !== 'open' || d.date <= today) throw conflict(TOUR_MSG.notOpen);
      const pickups = await repo.pickupsOf(tx, [d.id]);
      if (!pickups.some((p) => p.id === input.pickupPointId)) {
        throw badRequest('Choose one of this departure’s pickup points.', [
          { path: 'pickupPointId', message: 'Choose one of this departure’s pickup points.' },
        ]);
      }
      const rate = await gstRate(tx, today);
      const priced = priceTravellers(d, input.travellers, rate.rateBp);
      const n = input.travellers.length;
      if (!(await repo.takeSeats(tx, d.id, n))) {
        const fresh = await repo.findDeparture(tx, d.id);
        if (fresh?.status !== 'open') throw conflict(TOUR_MSG.notOpen);
        const left = Math.max(fresh.seatsTotal - fresh.seatsTaken, 0);
        throw conflict(TOUR_MSG.seatsGone(left), { seatsLeft: left });
      }
      const id = await repo.nextTourBookingId(tx);
      const booking = await repo.insertTourBooking(tx, {
        id,
        bookingRefNo: tourRef(id, now),
        customerId: customer.id,
        departureId: d.id,
        pickupPointId: input.pickupPointId,
        status: 'pending_payment',
        customerName: input.CustomerName,
        email: input.EmailID,
        mobile: input.MobileNo,
        seats: n,
        amountPaise: priced.amountPaise,
        gstRateBp: rate.rateBp,
        gstPaise: priced.gstPaise,
        totalPaise: priced.totalPaise,
        sac: rate.sac,
        gstRateFrom: rate.effectiveFrom,
        holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
        createdAt: now,
      });
      await repo.insertTravellers(
        tx,
        input.travellers.map((t, i) => ({
          tourBookingId: id,
          name: t.name,
          age: t.age,
          idType: t.idType,
          child: priced.each[i]!.child,
          pricePaise: priced.each[i]!.pricePaise,
        })),
      );
      return { booking, tourTitle: tour.title };
    }),
  );
  const { booking } = created;
  let order: TourOrderInfo;
  try {
    order = await orders.open(booking);
  } catch {
    await retryOnce(() =>
      deps.db.transaction(async (tx) => {
        const b = await repo.lockTourBooking(tx, booking.id);
        if (b?.status === 'pending_payment') await releaseHold(tx, b, 'failed');
      }),
    );
    throw new HttpError(502, 'The payment service is not answering. Please try again in a moment.');
  }
  return {
    tourBookingId: booking.id,
    BookingRefNo: booking.bookingRefNo,
    status: 'pending_payment',
    holdExpiresAt: booking.holdExpiresAt.toISOString(),
    amount: paiseToRupees(booking.amountPaise),
    gst: paiseToRupees(booking.gstPaise),
    totalPayable: paiseToRupees(booking.totalPaise),
    payment: {
      gateway: order.gateway,
      orderId: order.orderId,
      amount: order.amountPaise,
      currency: 'INR',
      keyId: order.keyId,
      ...(order.checkoutUrl ? { checkoutUrl: order.checkoutUrl } : {}),
    },
    prefill: { name: booking.customerName, email: booking.email, contact: booking.mobile },
    tourTitle: created.tourTitle,
  };
}

/** Ends an unpaid hold and gives its seats back (locked by the caller). */
export async function releaseHold(
  tx: Tx,
  b: repo.TourBookingRow,
  status: 'expired' | 'failed',
): Promise<void> {
  await repo.updateTourBooking(tx, b.id, { status });
  await repo.releaseSeats(tx, b.departureId, b.seats);
}

// ---- what the payments module does to a tour booking (ADR 296) ---------------------------------

export const lockTourBooking = repo.lockTourBooking;
export const findTourBooking = repo.findTourBooking;

/** A paid hold that had expired: its seats are taken again if they are still free. */
export async function retakeSeats(tx: Tx, b: repo.TourBookingRow): Promise<boolean> {
  return repo.takeSeats(tx, b.departureId, b.seats);
}

export async function markFailed(tx: Tx, id: number): Promise<void> {
  await repo.updateTourBooking(tx, id, { status: 'failed' });
}

/**
 * Confirms a paid tour booking, once (the caller holds its lock and has checked it is unpaid):
 * numbers the GST invoice in the tour series and queues the confirmation mail and SMS in the same
 * transaction.
 */
export async function confirmTourBooking(
  tx: Tx,
  deps: TourDeps,
  b: repo.TourBookingRow,
): Promise<repo.TourBookingRow> {
  const now = deps.now();
  const d = (await repo.findDeparture(tx, b.departureId))!;
  const [pickup] = (await repo.pickupsOf(tx, [d.id])).filter((p) => p.id === b.pickupPointId);
  const tour = await content.getTourForStaff(tx, d.tourId);
  const travellers = await repo.travellersOf(tx, [b.id]);
  const fy = financialYear(todayIst(now));
  const serial = await repo.nextInvoiceSerial(tx, fy);
  // its own series, 16 characters as CGST rule 46(b) allows: TOUR/2627/000001 (ADR 367)
  const invoiceNo = `TOUR/${documentYear(fy)}/${String(serial).padStart(6, '0')}`;
  await repo.updateTourBooking(tx, b.id, { status: 'confirmed', confirmedAt: now, invoiceNo });
  const confirmed: repo.TourBookingRow = { ...b, status: 'confirmed', confirmedAt: now, invoiceNo };
  const token = tourLinkToken(deps.config, b.id);
  const voucher = `${deps.config.publicUrl}/tour-voucher/${b.id}?token=${encodeURIComponent(token)}`;
  const paid = formatRupees(b.totalPaise, { decimals: true });
  const when = `${formatDate(d.date)} at ${d.time}`;
  const at = pickup ? `${pickup.name} at ${pickup.time}` : '';
  await enqueueMail(tx, {
    to: b.email,
    subject: `Tour booking ${b.bookingRefNo} confirmed: ${tour.title}, ${formatDate(d.date)}`,
    text: [
      `Dear ${b.customerName},`,
      '',
      `Your tour booking ${b.bookingRefNo} is confirmed.`,
      `Tour: ${tour.title}`,
      `Departure: ${when}`,
      `Pickup: ${at}`,
      `Travellers: ${travellers.map((t) => `${t.name} (${t.age})`).join(', ')}`,
      `Paid: ${paid} including GST ${b.gstRateBp / 100}% (SAC ${b.sac})`,
      `GST invoice: ${invoiceNo}`,
      ...(d.guidePhone ? [`Guide: ${d.guidePhone}`] : []),
      '',
      `Your voucher: ${voucher}`,
    ].join('\n'),
  });
  await enqueueSms(tx, {
    to: b.mobile,
    text: `JTDC: Tour ${b.bookingRefNo} confirmed, ${tour.title}, ${when}, pickup ${at}. ${travellers.length} traveller${travellers.length === 1 ? '' : 's'}. Paid ${paid.replace('₹', 'Rs ')}. Voucher: ${voucher}`,
  });
  return confirmed;
}

/** The tour booking refunded mail: a payment for an expired hold whose seats were sold. */
export async function queueRefundedMail(tx: Tx, b: repo.TourBookingRow): Promise<void> {
  await enqueueMail(tx, {
    to: b.email,
    subject: `Tour booking ${b.bookingRefNo}: your payment is being refunded`,
    text: `Dear ${b.customerName},\n\nYour 15-minute hold on tour booking ${b.bookingRefNo} had expired and its seats were booked meanwhile, so your payment of ${formatRupees(b.totalPaise, { decimals: true })} is being refunded in full.`,
  });
}

// ---- hold sweeper ------------------------------------------------------------------------------

/** Releases unpaid tour holds whose 15 minutes are up (SKIP LOCKED, as the room sweeper). */
export async function sweepExpiredTourHolds(deps: TourDeps, limit = 50): Promise<number> {
  return sweepOneByOne(deps.db, limit, async (tx) => {
    const [hold] = await repo.lockExpiredHolds(tx, deps.now(), 1);
    if (!hold) return false;
    await releaseHold(tx, hold, 'expired');
    return true;
  });
}

// ---- reading -----------------------------------------------------------------------------------

export async function tourBookingDetail(
  deps: TourDeps,
  b: repo.TourBookingRow,
  payment: TourOrderInfo | null,
): Promise<TourBookingDetail> {
  const d = (await repo.findDeparture(deps.db, b.departureId))!;
  const [pickup] = (await repo.pickupsOf(deps.db, [d.id])).filter((p) => p.id === b.pickupPointId);
  const tour = await content.getTourForStaff(deps.db, d.tourId);
  const travellers = await repo.travellersOf(deps.db, [b.id]);
  const refunded = await refunds.refundsOfTourBookings(deps.db, [b.id]);
  const notes = await tourCreditNotesOf(deps.db, b.id);
  return {
    id: b.id,
    BookingRefNo: b.bookingRefNo,
    status: b.status,
    tourId: tour.id,
    tourTitle: tour.title,
    tourTitleHi: tour.titleHi,
    includes: tour.includes,
    includesHi: tour.includesHi,
    departure: { id: d.id, date: d.date, time: d.time, status: d.status },
    pickupPoint: { id: pickup!.id, name: pickup!.name, time: pickup!.time },
    guidePhone: d.guidePhone,
    travellers: travellers.map((t) => ({
      id: t.id,
      name: t.name,
      age: t.age,
      idType: t.idType,
      child: t.child,
      pricePaise: t.pricePaise,
      status: t.status,
    })),
    CustomerName: b.customerName,
    EmailID: b.email,
    MobileNo: b.mobile,
    amountPaise: b.amountPaise,
    gstPaise: b.gstPaise,
    gstRateBp: b.gstRateBp,
    totalPaise: b.totalPaise,
    sac: b.sac,
    invoiceNo: b.invoiceNo,
    holdExpiresAt: b.holdExpiresAt.toISOString(),
    confirmedAt: b.confirmedAt?.toISOString() ?? null,
    payment: payment
      ? {
          gateway: payment.gateway,
          orderId: payment.orderId,
          amount: payment.amountPaise,
          currency: 'INR',
          keyId: payment.keyId,
          ...(payment.checkoutUrl ? { checkoutUrl: payment.checkoutUrl } : {}),
        }
      : null,
    refunds: refunded.map((r) => ({
      id: r.id,
      amountPaise: r.amountPaise,
      status: r.status === 'processed' || r.status === 'failed' ? r.status : 'pending',
      createdAt: r.createdAt.toISOString(),
    })),
    creditNotes: notes,
  };
}

/**
 * The voucher as a PDF (ADR 367), drawn by receipts with the tax documents' letterhead; only a
 * paid booking has a voucher (an unpaid hold or a failed one is 404).
 */
export async function tourVoucherPdf(
  deps: TourDeps,
  b: repo.TourBookingRow,
  lang: Language,
): Promise<Buffer> {
  if (!['confirmed', 'partially_cancelled', 'cancelled'].includes(b.status))
    throw notFound('This tour booking has no voucher: it is not paid.');
  const detail = await tourBookingDetail(deps, b, null);
  const c = deps.config;
  return renderTourVoucherPdf(
    detail,
    {
      Name: c.CORP_NAME,
      GSTIN: c.CORP_GSTIN,
      Address: c.CORP_ADDRESS,
      Phone: c.CORP_PHONE,
      Email: c.CORP_EMAIL,
    },
    lang,
  );
}

/** A credit note of a tour booking (ADR 350, 367), as issued; 404 for another booking's. */
export async function tourCreditNote(
  deps: TourDeps,
  b: repo.TourBookingRow,
  creditNoteId: number,
): Promise<CreditNoteDto> {
  const d = (await repo.findDeparture(deps.db, b.departureId))!;
  const tour = await content.getTourForStaff(deps.db, d.tourId);
  return tourCreditNoteOf(
    deps.db,
    deps.config,
    {
      id: b.id,
      bookingRefNo: b.bookingRefNo,
      mobile: b.mobile,
      email: b.email,
      sac: b.sac,
      tour: { title: tour.title, titleHi: tour.titleHi, departure: `${d.date} ${d.time}` },
    },
    creditNoteId,
  );
}

/** The same credit note as its PDF, in a language. */
export async function tourCreditNotePdf(
  deps: TourDeps,
  b: repo.TourBookingRow,
  creditNoteId: number,
  lang: Language,
): Promise<{ no: string; pdf: Buffer }> {
  const note = await tourCreditNote(deps, b, creditNoteId);
  return { no: note.CreditNoteNo, pdf: await renderCreditNotePdf(note, lang) };
}

/** A tour booking its customer (session) or a signed voucher link may read; else 404. */
export async function readableTourBooking(
  deps: TourDeps,
  id: number,
  who: { customerId?: number | undefined; token?: string | undefined },
): Promise<repo.TourBookingRow> {
  const b = await repo.findTourBooking(deps.db, id);
  const tokenOk =
    who.token !== undefined && b !== null && who.token === tourLinkToken(deps.config, b.id);
  if (!b || (!tokenOk && b.customerId !== who.customerId))
    throw notFound('Tour booking not found.');
  return b;
}

/** The customer's tour bookings for the history page. */
export async function customerTourHistory(db: DbOrTx, customerId: number) {
  const rows = await repo.customerTourBookings(db, customerId);
  return Promise.all(
    rows.map(async (r) => {
      const tour = await content.getTourForStaff(db, r.departure.tourId);
      return {
        id: r.booking.id,
        BookingRefNo: r.booking.bookingRefNo,
        status: r.booking.status,
        tourTitle: tour.title,
        date: r.departure.date,
        time: r.departure.time,
        travellers: r.booking.seats,
        totalPaise: r.booking.totalPaise,
      };
    }),
  );
}

// ---- who may reach a tour's departures (ADR 351) -----------------------------------------------

/**
 * A tour operator reaches only the departures of the tours named for them; any other tour is
 * "not found" (its existence is not confirmed), as a hotel manager's other hotels. Content editors
 * and admins reach every tour.
 */
export async function assertTourReach(
  db: DbOrTx,
  staff: { id: number; role: string },
  tourId: number,
): Promise<void> {
  if (staff.role !== 'tour_operator') return;
  if (!(await repo.toursOfOperator(db, staff.id)).includes(tourId))
    throw notFound('Tour not found.');
}

/**
 * GET /api/staff/tours: the tours whose departures the staff member manages, by title: every tour
 * (drafts too) for content editors and admins, a tour operator's own tours only.
 */
export async function reachableTours(db: DbOrTx, staff: { id: number; role: string }) {
  const all = await content.tourTitlesForStaff(db);
  if (staff.role !== 'tour_operator') return all;
  const mine = new Set(await repo.toursOfOperator(db, staff.id));
  return all.filter((t) => mine.has(t.id));
}

/** The same for a departure, by its tour; 404 for an unknown departure. */
export async function assertDepartureReach(
  db: DbOrTx,
  staff: { id: number; role: string },
  departureId: number,
): Promise<void> {
  const d = await repo.findDeparture(db, departureId);
  if (!d) throw notFound('Departure not found.');
  await assertTourReach(db, staff, d.tourId);
}
