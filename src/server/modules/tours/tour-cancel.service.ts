import type { FastifyBaseLogger } from 'fastify';
import type {
  CancelTourRequest,
  DepartureCancelResult,
  TourCancelQuote,
  TourCancelResult,
} from '../../../shared/contracts/tours';
import { CHILD_AGE_BELOW } from '../../../shared/contracts/tours';
import { daysBetween, formatDate, todayIst } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import type { DbOrTx, Tx } from '../../db/client';
import { retryOnce } from '../../db/retry';
import { badRequest, conflict, notFound } from '../../http-errors';
import { enqueueMail, enqueueSms } from '../../notify/outbox';
import * as audit from '../audit/audit.service';
import { issueTourCreditNote } from '../receipts/credit-notes.service';
import * as refunds from '../refunds/refunds.service';
import type { RefundGateway } from '../refunds/refunds.service';
import * as content from '../content/content.service';
import * as repo from './tours.repo';
import { policyOf, type TourDeps } from './tours.service';

/*
 * Cancelling tour bookings (ADR 350): a guest under the tour's policy (the whole booking or some
 * travellers), staff on the guest's behalf (in full), or a whole departure cancelled by staff
 * (every paid traveller in full). Each cancellation is one transaction that locks the booking
 * first (ADR 064), cancels the travellers still booked with one conditional UPDATE, gives their
 * seats back, records the refund through the refunds module and issues its credit note; the
 * refund is sent after the commit. Two cancellations of the same travellers refund once: the
 * second waits on the lock and finds nobody left to cancel.
 */

export type TourCancelDeps = TourDeps & {
  gateway: RefundGateway;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'> | undefined;
};

/** Who cancels: the guest (policy applies), staff (in full), or a departure's cancellation. */
export type Canceller =
  | { kind: 'guest'; customerId: number }
  | { kind: 'staff'; staffId: number }
  | { kind: 'departure'; staffId: number; reason: string };

export const TOUR_CANCEL_MSG = {
  notFound: 'Tour booking not found.',
  notPaid: 'Only a paid tour booking can be cancelled.',
  nothingLeft: 'Every traveller of this booking is cancelled already.',
  notBooked: 'One of the chosen travellers is not on this booking or is cancelled already.',
  childAlone:
    'A child cannot travel alone: cancel the children too, or keep at least one traveller aged 12 or more.',
  departed: 'This departure has left or leaves today: it can no longer be cancelled online.',
  departureGone: 'Departure not found.',
} as const;

/** A traveller's share of what was paid, GST included, and its taxable value. */
function shareOf(pricePaise: number, rateBp: number) {
  const gst = Math.round((pricePaise * rateBp) / 10_000);
  return { paid: pricePaise + gst, taxable: pricePaise };
}

/**
 * What cancelling `chosen` of a booking gives back, in paise: each traveller's price and its GST;
 * the last travellers of a booking take what remains of the total (the single supplement and any
 * rounding), so the refunds of a booking never add up to more than was paid.
 */
export function tourRefundFor(
  b: Pick<repo.TourBookingRow, 'amountPaise' | 'totalPaise' | 'gstRateBp'>,
  travellers: readonly Pick<repo.TravellerRow, 'id' | 'pricePaise' | 'status'>[],
  chosen: readonly number[],
  deductionPercent: number,
) {
  const booked = travellers.filter((t) => t.status === 'booked');
  const isLast = booked.every((t) => chosen.includes(t.id));
  let paid = 0;
  let taxable = 0;
  if (isLast) {
    const before = travellers.filter((t) => t.status === 'cancelled');
    paid = b.totalPaise - before.reduce((s, t) => s + shareOf(t.pricePaise, b.gstRateBp).paid, 0);
    taxable = b.amountPaise - before.reduce((s, t) => s + t.pricePaise, 0);
  } else {
    for (const t of booked.filter((x) => chosen.includes(x.id))) {
      const s = shareOf(t.pricePaise, b.gstRateBp);
      paid += s.paid;
      taxable += s.taxable;
    }
  }
  const deduction = Math.round((paid * deductionPercent) / 100);
  const refund = paid - deduction;
  return {
    isLast,
    paidPaise: paid,
    deductionPaise: deduction,
    refundPaise: refund,
    // the refund's taxable value, in the proportion the invoice charged it
    refundTaxablePaise: paid === 0 ? 0 : Math.round((refund * taxable) / paid),
  };
}

/** The deduction of the band a number of days before departure falls in. */
function deductionFor(
  bands: readonly { minDays: number; maxDays: number | null; deductionPercent: number }[],
  days: number,
): number {
  const band = bands.find((x) => days >= x.minDays && (x.maxDays === null || days <= x.maxDays));
  return band?.deductionPercent ?? 100;
}

type Plan = TourCancelQuote & {
  booking: repo.TourBookingRow;
  departure: repo.DepartureRow;
  travellers: repo.TravellerRow[];
  isLast: boolean;
  refundTaxablePaise: number;
};

/** Works out a cancellation from the booking as it stands (no writes). */
async function plan(
  deps: TourDeps,
  db: DbOrTx,
  b: repo.TourBookingRow,
  who: Canceller,
  input: CancelTourRequest,
): Promise<Plan> {
  if (who.kind === 'guest' && b.customerId !== who.customerId)
    throw notFound(TOUR_CANCEL_MSG.notFound);
  if (b.status !== 'confirmed' && b.status !== 'partially_cancelled') {
    if (b.status === 'cancelled') throw conflict(TOUR_CANCEL_MSG.nothingLeft);
    throw conflict(TOUR_CANCEL_MSG.notPaid);
  }
  const travellers = await repo.travellersOf(db, [b.id]);
  const booked = travellers.filter((t) => t.status === 'booked');
  if (booked.length === 0) throw conflict(TOUR_CANCEL_MSG.nothingLeft);
  const chosen = input.travellerIds ?? booked.map((t) => t.id);
  if (!chosen.every((id) => booked.some((t) => t.id === id)))
    throw conflict(TOUR_CANCEL_MSG.notBooked);
  const staying = booked.filter((t) => !chosen.includes(t.id));
  if (staying.length > 0 && !staying.some((t) => t.age >= CHILD_AGE_BELOW))
    throw badRequest(TOUR_CANCEL_MSG.childAlone, [
      { path: 'travellerIds', message: TOUR_CANCEL_MSG.childAlone },
    ]);
  const d = (await repo.findDeparture(db, b.departureId))!;
  const today = todayIst(deps.now());
  const daysBefore = daysBetween(today, d.date);
  let deductionPercent = 0;
  if (who.kind === 'guest' && d.status !== 'cancelled') {
    if (daysBefore <= 0) throw conflict(TOUR_CANCEL_MSG.departed);
    deductionPercent = deductionFor(await policyOf(db, d.tourId), daysBefore);
  }
  const money = tourRefundFor(b, travellers, chosen, deductionPercent);
  return {
    booking: b,
    departure: d,
    travellers,
    travellerIds: [...chosen].sort((x, y) => x - y),
    daysBefore,
    deductionPercent,
    paidPaise: money.paidPaise,
    deductionPaise: money.deductionPaise,
    refundPaise: money.refundPaise,
    refundTaxablePaise: money.refundTaxablePaise,
    isLast: money.isLast,
  };
}

/** GET /api/tour-bookings/{id}/cancel: what cancelling would refund, before the guest confirms. */
export async function quoteTourCancel(
  deps: TourDeps,
  id: number,
  customerId: number,
  input: CancelTourRequest,
): Promise<TourCancelQuote> {
  const b = await repo.findTourBooking(deps.db, id);
  if (!b) throw notFound(TOUR_CANCEL_MSG.notFound);
  const p = await plan(deps, deps.db, b, { kind: 'guest', customerId }, input);
  return {
    travellerIds: p.travellerIds,
    daysBefore: p.daysBefore,
    deductionPercent: p.deductionPercent,
    paidPaise: p.paidPaise,
    deductionPaise: p.deductionPaise,
    refundPaise: p.refundPaise,
  };
}

/** One cancellation inside the caller's transaction; the refund is sent by the caller. */
async function cancelIn(
  tx: Tx,
  deps: TourDeps,
  id: number,
  who: Canceller,
  input: CancelTourRequest,
): Promise<TourCancelResult> {
  const b = await repo.lockTourBooking(tx, id);
  if (!b) throw notFound(TOUR_CANCEL_MSG.notFound);
  const p = await plan(deps, tx, b, who, input);
  const now = deps.now();
  const done = await repo.cancelTravellers(tx, b.id, p.travellerIds);
  // the booking is locked, so this cannot differ; a guard all the same
  if (done.length !== p.travellerIds.length) throw conflict(TOUR_CANCEL_MSG.notBooked);
  await repo.releaseSeats(tx, b.departureId, done.length);
  const status = p.isLast ? 'cancelled' : 'partially_cancelled';
  await repo.updateTourBooking(tx, b.id, { status });
  const tour = await content.getTourForStaff(tx, p.departure.tourId);
  const reason =
    who.kind === 'departure'
      ? `departure cancelled: ${who.reason}`
      : `${who.kind === 'guest' ? 'cancelled by the guest' : 'cancelled by staff'}${input.reason ? `: ${input.reason}` : ''}`;
  let refundId: number | null = null;
  let creditNoteNo: string | null = null;
  const payment = p.refundPaise > 0 ? await refunds.capturedTourPayment(tx, b.id) : null;
  if (payment) {
    const r = await refunds.recordRefund(tx, {
      tourBookingId: b.id,
      paymentId: payment.id,
      amountPaise: p.refundPaise,
      reason: reason.slice(0, 300),
      at: now,
    });
    refundId = r.id;
    const note = await issueTourCreditNote(tx, {
      booking: b,
      refundId: r.id,
      description: `${tour.title}, ${formatDate(p.departure.date)}, ${done.length} traveller${done.length === 1 ? '' : 's'}`,
      rateBp: b.gstRateBp,
      refundPaise: p.refundPaise,
      taxablePaise: p.refundTaxablePaise,
      reason: reason.slice(0, 300),
      at: now,
    });
    creditNoteNo = note?.creditNoteNo ?? null;
  }
  if (who.kind !== 'guest') {
    await audit.recordAudit(tx, {
      staffId: who.staffId,
      action: 'cancel',
      entity: 'tour_booking',
      entityId: b.id,
      before: { status: b.status },
      after: { status, travellerIds: p.travellerIds, refundPaise: p.refundPaise },
      at: now,
    });
  }
  const names = p.travellers
    .filter((t) => p.travellerIds.includes(t.id))
    .map((t) => t.name)
    .join(', ');
  const amount = formatRupees(p.refundPaise, { decimals: true });
  const why =
    who.kind === 'departure'
      ? `We are sorry: the departure of ${tour.title} on ${formatDate(p.departure.date)} is cancelled (${who.reason}).`
      : `${p.isLast ? 'Your tour booking' : `Travellers ${names} of your tour booking`} ${b.bookingRefNo} (${tour.title}, ${formatDate(p.departure.date)}) ${p.isLast ? 'is' : 'are'} cancelled.`;
  await enqueueMail(tx, {
    to: b.email,
    subject: `Tour booking ${b.bookingRefNo}: ${who.kind === 'departure' ? 'departure cancelled' : 'cancellation'}`,
    text: [
      `Dear ${b.customerName},`,
      '',
      why,
      p.refundPaise > 0
        ? `${amount} is being refunded to the account you paid from${p.deductionPaise > 0 ? ` (${p.deductionPercent}% kept under the tour's cancellation policy)` : ' in full'}.`
        : 'Under the tour’s cancellation policy nothing is refunded.',
    ].join('\n'),
  });
  await enqueueSms(tx, {
    to: b.mobile,
    text: `JTDC: ${who.kind === 'departure' ? `Tour ${tour.title} on ${formatDate(p.departure.date)} is cancelled.` : `Tour ${b.bookingRefNo}: ${done.length} traveller${done.length === 1 ? '' : 's'} cancelled.`} Refund ${amount.replace('₹', 'Rs ')}.`,
  });
  return {
    travellerIds: p.travellerIds,
    daysBefore: p.daysBefore,
    deductionPercent: p.deductionPercent,
    paidPaise: p.paidPaise,
    deductionPaise: p.deductionPaise,
    refundPaise: p.refundPaise,
    status,
    refundId,
    creditNoteNo,
  };
}

async function sendAfterCommit(deps: TourCancelDeps, refundId: number | null): Promise<void> {
  if (refundId === null) return;
  await refunds.sendRefund(deps, refundId).catch((err: unknown) => {
    deps.log?.warn({ err, refundId }, 'tour refund not sent now; the refunds job will');
  });
}

/** POST /api/tour-bookings/{id}/cancel (guest) or /api/staff/tour-bookings/{id}/cancel (staff). */
export async function cancelTourBooking(
  deps: TourCancelDeps,
  id: number,
  who: Exclude<Canceller, { kind: 'departure' }>,
  input: CancelTourRequest,
): Promise<TourCancelResult> {
  const result = await retryOnce(() =>
    deps.db.transaction((tx) => cancelIn(tx, deps, id, who, input)),
  );
  await sendAfterCommit(deps, result.refundId);
  return result;
}

/**
 * POST /api/staff/departures/{id}/cancel: the departure is marked cancelled (closed to sale),
 * unpaid holds end, and each paid booking is cancelled in full in its own transaction, so every
 * traveller is refunded once. Calling it again finishes what a crash left and refunds nobody twice.
 */
export async function cancelDeparture(
  deps: TourCancelDeps,
  staffId: number,
  departureId: number,
  reason: string,
): Promise<DepartureCancelResult> {
  const now = deps.now();
  await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const d = await repo.findDeparture(tx, departureId);
      if (!d) throw notFound(TOUR_CANCEL_MSG.departureGone);
      if (await repo.markDepartureCancelled(tx, departureId, reason, now)) {
        await audit.recordAudit(tx, {
          staffId,
          action: 'cancel',
          entity: 'tour_departure',
          entityId: departureId,
          before: { status: d.status },
          after: { status: 'cancelled', reason },
          at: now,
        });
      }
    }),
  );
  let holdsEnded = 0;
  for (const id of await repo.bookingIdsOn(deps.db, departureId, ['pending_payment'])) {
    holdsEnded += await retryOnce(() =>
      deps.db.transaction(async (tx) => {
        const b = await repo.lockTourBooking(tx, id);
        if (b?.status !== 'pending_payment') return 0;
        await repo.updateTourBooking(tx, b.id, { status: 'expired' });
        await repo.releaseSeats(tx, b.departureId, b.seats);
        return 1;
      }),
    );
  }
  const refunded: DepartureCancelResult['refunded'] = [];
  const paid = await repo.bookingIdsOn(deps.db, departureId, ['confirmed', 'partially_cancelled']);
  for (const id of paid) {
    const r = await retryOnce(() =>
      deps.db.transaction(async (tx) => {
        const b = await repo.lockTourBooking(tx, id);
        // cancelled meanwhile by its guest: nothing left to refund
        if (b?.status !== 'confirmed' && b?.status !== 'partially_cancelled') return null;
        return cancelIn(tx, deps, id, { kind: 'departure', staffId, reason }, {});
      }),
    );
    if (!r) continue;
    refunded.push({ tourBookingId: id, refundPaise: r.refundPaise, refundId: r.refundId });
    await sendAfterCommit(deps, r.refundId);
  }
  return { departureId, refunded, holdsEnded };
}
