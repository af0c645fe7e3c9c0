import { CANCELLATION_POLICY } from '../../../shared/constants';
import { DEBIT_NOTE_REASONS } from '../../../shared/document-reasons';
import { daysBeforeCheckIn, deductionPercentFor } from '../../../shared/cancellation-policy';
import { DATE_CHANGE_MSG, type DateChangeQuote } from '../../../shared/contracts/date-changes';
import { documentYear, financialYear, formatDate, nightsOf, todayIst } from '../../../shared/dates';
import { shareOverRooms } from '../../../shared/gst';
import { percentOf } from '../../../shared/money';
import { priceStay, splitGst } from '../../../shared/pricing';
import type { DbOrTx, Tx } from '../../db/client';
import { HttpError, conflict } from '../../http-errors';
import { recordAudit } from '../audit/audit.service';
import * as availability from '../availability/availability.service';
import { requireHotel } from '../../db/hotel-rows';
import { enqueueRendered } from '../../notify/outbox';
import { discountNights, PROMO_MSG } from '../../../shared/promo-codes';
import { planNightPrices, STANDARD_PLAN } from '../../../shared/rate-plans';
import * as promoCodes from '../rates/promo-codes.service';
import * as ratePlans from '../rates/rate-plans.service';
import * as repo from './bookings.repo';

/*
 * A guest's own change of a booking's dates (ADR 315). The new dates are priced like a new booking
 * (today's nightly rates, GST by the slab of each night's value, the slab set in force today); the
 * difference with what the booked rooms cost is paid online before the booking moves, or, when the
 * new dates cost less, refunded under the booking's cancellation policy and the booking moves at
 * once. Every move goes through availability.moveRooms under the inventory locks, in the
 * transaction that holds the booking row (always the first lock, ADR 064), so nothing is oversold.
 */

type DateChangeRoomPrice = repo.DateChangeRow['rooms'][number];

/** Why the booking may not be changed to these dates now, or null. */
export function dateChangeRefusal(
  b: repo.BookingRow,
  checkIn: string,
  checkOut: string,
  now: Date,
): string | null {
  if (b.status === 'partially_cancelled') return DATE_CHANGE_MSG.partly(b.bookingRefNo);
  if (b.status !== 'confirmed') return DATE_CHANGE_MSG.notOpen(b.bookingRefNo);
  if (b.checkIn <= todayIst(now)) return DATE_CHANGE_MSG.started;
  if (checkIn === b.checkIn && checkOut === b.checkOut) return DATE_CHANGE_MSG.same;
  return null;
}

/**
 * Why the booking's rooms may not be sold for the new dates (ADR 395), or null: the restrictions of
 * their room types, which every plan of the room type shares (minimum stay, closed to arrival or
 * departure, stop-sell; ADR 361), with the message a new booking of those dates gets.
 */
export async function stayRestriction(
  tx: DbOrTx,
  booking: { id: number },
  checkIn: string,
  checkOut: string,
): Promise<string | null> {
  const booked = (await repo.roomsOf(tx, [booking.id])).filter((r) => r.status === 'booked');
  const types = [
    ...new Map(
      booked.map((r) => [r.roomTypeId, { id: r.roomTypeId, name: r.roomTypeName }]),
    ).values(),
  ];
  const problems = await ratePlans.restrictionsForStay(tx, types, checkIn, checkOut);
  return types.map((t) => problems.get(t.id) ?? null).find((p) => p !== null) ?? null;
}

type Priced = {
  roomTotalPaise: number;
  gstPaise: number;
  totalPaise: number;
  gstRateBp: number;
  gstSlabsFrom: string;
  rooms: DateChangeRoomPrice[];
  paidPaise: number;
  /** why the booking's promo code does not cover the new dates (priced without it), or null */
  promoProblem: string | null;
};

/** The booked rooms priced for the new dates; null when a room type has no price for a night. */
async function priceNewDates(
  tx: DbOrTx,
  b: repo.BookingRow,
  checkIn: string,
  checkOut: string,
  now: Date,
): Promise<Priced | null> {
  const booked = (await repo.roomsOf(tx, [b.id])).filter((r) => r.status === 'booked');
  const quotes = await availability.quoteRoomTypes(tx, [b.hotelId], checkIn, checkOut);
  const byId = new Map(quotes.map((q) => [q.roomType.id, q]));
  const want = nightsOf(checkIn, checkOut).length;
  if (booked.some((r) => byId.get(r.roomTypeId)?.nights.length !== want)) return null;
  // a change is never priced without a slab set in force (ADR 220), as a new booking
  const set = await repo.gstSlabSetInForce(tx, todayIst(now));
  if (!set) throw new HttpError(503, 'GST rates are not set up for today. Please try again later.');
  // each room on the plan it was sold on, then the booking's promo code off before GST (ADR 389)
  const plans = await ratePlans.soldPlanRules(
    tx,
    booked.flatMap((r) => (r.ratePlanId === null ? [] : [r.ratePlanId])),
  );
  const planned = booked.map((r) =>
    planNightPrices(
      byId.get(r.roomTypeId)!.nights.map((n) => n.pricePaise),
      (r.ratePlanId !== null ? plans.get(r.ratePlanId) : undefined) ?? STANDARD_PLAN,
      { adults: r.adults, children: r.children, extraPersons: r.extraPersons },
    ),
  );
  const promo = b.promoCode
    ? await promoCodes.carriedPromo(
        tx,
        b.promoCode,
        { id: b.hotelId, name: (await requireHotel(tx, b.hotelId)).unitName },
        checkIn,
        checkOut,
      )
    : null;
  const nights =
    promo && !promo.problem
      ? discountNights(planned, promo.rule).rooms
      : planned.map((n) => [...n]);
  const priced = priceStay(
    booked.map((r, i) => {
      const q = byId.get(r.roomTypeId)!;
      return {
        nightPricesPaise: nights[i]!,
        extraPersons: r.extraPersons,
        extraPersonRatePaise: r.extraPersonRatePaise,
        nightExtraRatesPaise: q.nights.map((n) => n.extraPersonRatePaise),
      };
    }),
    set.slabs,
  );
  const total = (xs: readonly number[]) => xs.reduce((t, x) => t + x, 0);
  return {
    promoProblem: b.promoCode ? (promo ? promo.problem : PROMO_MSG.unknown(b.promoCode)) : null,
    roomTotalPaise: priced.roomTotalPaise,
    gstPaise: priced.gstPaise,
    totalPaise: priced.totalPaise,
    gstRateBp: Math.max(...priced.rooms.map((r) => r.gstRateBp)),
    gstSlabsFrom: set.effectiveFrom,
    paidPaise: booked.reduce((s, r) => s + r.amountPaise + r.gstPaise, 0),
    rooms: booked.map((r, i) => {
      const p = priced.rooms[i]!;
      return {
        bookingRoomId: r.id,
        pricePerDayPaise: p.pricePerDayPaise,
        amountPaise: p.amountPaise,
        extraAmountPaise: p.extraAmountPaise,
        gstPaise: p.gstPaise,
        taxLines: p.lines,
        discountPaise: total(planned[i]!) - total(nights[i]!),
      };
    }),
  };
}

/**
 * What comes back of a lower price: the difference less the policy's deduction for the days left
 * before the booked check-in (none back where the policy allows no cancellation).
 */
async function refundOf(tx: DbOrTx, b: repo.BookingRow, lowerBy: number, now: Date) {
  if (lowerBy <= 0) return 0;
  const sold = await repo.soldPolicyRules(tx, b.cancellationPolicyVersionId);
  const pct = deductionPercentFor(
    daysBeforeCheckIn(b.checkIn, now),
    sold.length > 0 ? sold : CANCELLATION_POLICY,
  );
  if (pct === null) return 0;
  return lowerBy - Math.min(lowerBy, Math.max(0, percentOf(lowerBy, pct * 100)));
}

/** Thrown inside a savepoint to roll a trial move back. */
class TrialDone extends Error {}

/** Whether the booking's rooms are free on the new dates: the move tried and rolled back. */
async function roomsFree(tx: Tx, b: repo.BookingRow, checkIn: string, checkOut: string) {
  let free = false;
  try {
    await tx.transaction(async (sp) => {
      await moveBookedRooms(sp, b, checkIn, checkOut);
      free = true;
      throw new TrialDone();
    });
  } catch (err) {
    if (err instanceof TrialDone) return free;
    if (err instanceof HttpError && err.statusCode === 409) return false;
    throw err;
  }
  return free;
}

async function moveBookedRooms(tx: Tx, b: repo.BookingRow, checkIn: string, checkOut: string) {
  const rooms = (await repo.roomsOf(tx, [b.id])).filter((r) => r.status === 'booked');
  const shortage = await availability.moveRooms(
    tx,
    availability.countByType(rooms),
    { checkIn: b.checkIn, checkOut: b.checkOut },
    { checkIn, checkOut },
  );
  // moveRooms has put the rooms back; the change is refused as a whole (409, nothing changed)
  if (shortage) throw conflict(shortage.message);
}

/**
 * The quote for new dates of a booking (locked by the caller): the price, the difference, the
 * refund, and whether the rooms are free (tried under the inventory locks, rolled back).
 */
export async function quoteDateChange(
  tx: Tx,
  b: repo.BookingRow,
  checkIn: string,
  checkOut: string,
  now: Date,
): Promise<DateChangeQuote & { priced: Priced | null; restriction: string | null }> {
  const base = {
    bookingId: b.id,
    checkIn,
    checkOut,
    nights: nightsOf(checkIn, checkOut).length,
  };
  const none = (message: string) => ({
    ...base,
    available: false,
    message,
    paidPaise: 0,
    newRoomTotalPaise: 0,
    newGstPaise: 0,
    newTotalPaise: 0,
    differencePaise: 0,
    refundPaise: 0,
    priced: null,
    restriction: null,
  });
  const refusal = dateChangeRefusal(b, checkIn, checkOut, now);
  if (refusal) return none(refusal);
  // the new dates must be sellable as a new booking of the same rooms would be (ADR 395)
  const restriction = await stayRestriction(tx, b, checkIn, checkOut);
  if (restriction) return { ...none(restriction), restriction };
  const priced = await priceNewDates(tx, b, checkIn, checkOut, now);
  if (!priced) return none(DATE_CHANGE_MSG.noRate);
  const differencePaise = priced.totalPaise - priced.paidPaise;
  const free = await roomsFree(tx, b, checkIn, checkOut);
  return {
    ...base,
    available: free,
    message: [
      free
        ? DATE_CHANGE_MSG.free(formatDate(checkIn), formatDate(checkOut))
        : `No rooms of this booking are free for ${formatDate(checkIn)} to ${formatDate(checkOut)}.`,
      // the code's terms no longer hold: the new dates are priced without its discount
      ...(priced.promoProblem ? [`${priced.promoProblem} These dates are priced without it.`] : []),
    ].join(' '),
    paidPaise: priced.paidPaise,
    newRoomTotalPaise: priced.roomTotalPaise,
    newGstPaise: priced.gstPaise,
    newTotalPaise: priced.totalPaise,
    differencePaise,
    refundPaise: await refundOf(tx, b, -differencePaise, now),
    priced,
    restriction: null,
  };
}

/**
 * Records a change of the booking (locked by the caller) to the quoted dates. Older changes still
 * waiting for payment are replaced. A change with nothing to pay is applied at once (the booking
 * moves; 409 when a night is full); one with a difference to pay waits for its payment.
 */
export async function startDateChange(
  tx: Tx,
  b: repo.BookingRow,
  q: DateChangeQuote & { priced: Priced | null },
  now: Date,
): Promise<{ change: repo.DateChangeRow; booking: repo.BookingRow }> {
  if (!q.available || !q.priced) throw conflict(q.message);
  await repo.replaceAwaitingChanges(tx, b.id);
  const change = await repo.insertDateChange(tx, {
    bookingId: b.id,
    fromCheckIn: b.checkIn,
    fromCheckOut: b.checkOut,
    toCheckIn: q.checkIn,
    toCheckOut: q.checkOut,
    oldTotalPaise: q.paidPaise,
    newRoomTotalPaise: q.newRoomTotalPaise,
    newGstPaise: q.newGstPaise,
    newTotalPaise: q.newTotalPaise,
    differencePaise: q.differencePaise,
    refundPaise: q.refundPaise,
    gstRateBp: q.priced.gstRateBp,
    gstSlabsFrom: q.priced.gstSlabsFrom,
    rooms: q.priced.rooms,
    status: q.differencePaise > 0 ? 'awaiting_payment' : 'applied',
    createdAt: now,
  });
  await recordAudit(tx, {
    staffId: null,
    action: q.differencePaise > 0 ? 'date-change-requested' : 'date-change',
    entity: 'booking',
    entityId: b.id,
    before: { checkIn: b.checkIn, checkOut: b.checkOut, totalPaise: b.totalPaise },
    after: {
      by: 'guest',
      changeId: change.id,
      checkIn: q.checkIn,
      checkOut: q.checkOut,
      differencePaise: q.differencePaise,
      refundPaise: q.refundPaise,
    },
    at: now,
  });
  if (q.differencePaise > 0) return { change, booking: b };
  return { change, booking: await applyChange(tx, b, change, now) };
}

/** "DN/2627/000001": the debit note series, its own counter per financial year (ADR 369). */
export function debitNoteNumber(fy: string, serial: number): string {
  return `DN/${documentYear(fy)}/${String(serial).padStart(6, '0')}`;
}

/** Why a debit note was issued (on the note and in the register's document). */
export const DEBIT_NOTE_REASON = DEBIT_NOTE_REASONS.dateChange;

/**
 * The GST debit note of a dearer date change the guest paid for (ADR 369), in the transaction that
 * applies it: the difference, shared over the rooms' new lines and split at each line's rate,
 * CGST and SGST (accommodation is supplied in the corporation's own state, ADR 160), against the
 * booking's tax invoice. Nothing is issued for a difference of nothing.
 */
async function issueDebitNote(
  tx: Tx,
  b: repo.BookingRow,
  c: repo.DateChangeRow,
  paymentId: number | null,
  now: Date,
): Promise<repo.DebitNoteRow | null> {
  if (c.differencePaise <= 0) return null;
  const names = new Map((await repo.roomsOf(tx, [b.id])).map((r) => [r.id, r.roomTypeName]));
  const lines = shareOverRooms(c.rooms, c.differencePaise).map((s) => {
    const { cgstPaise, sgstPaise } = splitGst(s.gstPaise);
    return {
      bookingRoomId: s.room.bookingRoomId,
      description: names.get(s.room.bookingRoomId) ?? 'Room',
      rateBp: s.rateBp,
      taxablePaise: s.taxablePaise,
      cgstPaise,
      sgstPaise,
      igstPaise: 0,
    };
  });
  return writeDebitNote(tx, b, now, lines, {
    kind: 'date_change',
    dateChangeId: c.id,
    paymentId,
    reason: DEBIT_NOTE_REASON,
  });
}

/** A debit note's line: a booked room's share at one GST rate (CGST and SGST, never IGST). */
export type DebitNoteLine = {
  bookingRoomId: number;
  description: string;
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/**
 * Numbers, writes and mails a debit note of these lines against the booking's tax invoice, in the
 * caller's transaction: the date change's (ADR 369) and the extension's (ADR 382) share it; `ref`
 * says which it is (its kind and reference, the reason printed, the payment if any).
 */
export async function writeDebitNote(
  tx: Tx,
  b: repo.BookingRow,
  now: Date,
  lines: DebitNoteLine[],
  ref: Pick<
    repo.DebitNoteInsert,
    'kind' | 'dateChangeId' | 'extendedFrom' | 'extendedTo' | 'paymentId' | 'reason'
  >,
): Promise<repo.DebitNoteRow> {
  const sum = (f: (l: DebitNoteLine) => number) => lines.reduce((t, l) => t + f(l), 0);
  const issueDate = todayIst(now);
  const fy = financialYear(issueDate);
  const taxablePaise = sum((l) => l.taxablePaise);
  const cgstPaise = sum((l) => l.cgstPaise);
  const sgstPaise = sum((l) => l.sgstPaise);
  const note = await repo.insertDebitNote(tx, {
    ...ref,
    debitNoteNo: debitNoteNumber(fy, await repo.nextDebitNoteNo(tx, fy)),
    bookingId: b.id,
    invoiceNo: b.invoiceNo ?? '',
    invoiceDate: todayIst(b.confirmedAt ?? b.createdAt),
    issueDate,
    guestName: b.customerName,
    guestGstin: b.gstin,
    lines,
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise: 0,
    totalPaise: taxablePaise + cgstPaise + sgstPaise,
    createdAt: now,
  });
  await queueDebitNoteMail(tx, b, note);
  return note;
}

/**
 * The outbox template of the mail that carries a debit note (ADR 381): the date change or the
 * extension it documents, a link to its page and its PDF attached, rendered when sent (ADR 300)
 * in the guest's language by the receipts module; params `{ bookingId, debitNoteId }`.
 */
export const DEBIT_NOTE_MAIL = 'debit-note-mail';

/** Queues the debit note's mail to the guest, in the transaction that issues the note. */
export async function queueDebitNoteMail(
  tx: DbOrTx,
  b: { id: number; email: string },
  note: { id: number },
): Promise<void> {
  await enqueueRendered(tx, {
    channel: 'email',
    to: b.email,
    template: DEBIT_NOTE_MAIL,
    params: { bookingId: b.id, debitNoteId: note.id },
  });
}

/** Moves the booking and writes its new prices; 409 (nothing changed) when a night is full. */
async function applyChange(
  tx: Tx,
  b: repo.BookingRow,
  c: repo.DateChangeRow,
  now: Date,
): Promise<repo.BookingRow> {
  await moveBookedRooms(tx, b, c.toCheckIn, c.toCheckOut);
  const patch = {
    checkIn: c.toCheckIn,
    checkOut: c.toCheckOut,
    nights: nightsOf(c.toCheckIn, c.toCheckOut).length,
    // the booking held only its booked rooms (a partly cancelled one is never changed online)
    roomTotalPaise: c.newRoomTotalPaise,
    gstPaise: c.newGstPaise,
    totalPaise: c.newTotalPaise,
    gstRateBp: c.gstRateBp,
    gstSlabsFrom: c.gstSlabsFrom,
  };
  // a change priced since ADR 389 carries the promo code's discount on the new nights
  const discounts = c.rooms.map((r) => r.discountPaise);
  const discountPaise = discounts.every((d) => d !== undefined)
    ? discounts.reduce((t: number, d) => t + (d ?? 0), 0)
    : b.discountPaise;
  await repo.updateBooking(tx, b.id, { ...patch, discountPaise });
  for (const r of c.rooms) {
    const { bookingRoomId, discountPaise: _d, ...prices } = r;
    await repo.setRoomPrices(tx, bookingRoomId, prices);
  }
  await repo.updateDateChange(tx, c.id, { status: 'applied', appliedAt: now });
  return { ...b, ...patch, discountPaise };
}

/**
 * The difference of a change was captured (payments, in its transaction; the booking locked
 * first): the booking moves if the change still waits and the booking still has its old dates
 * and its rooms are free; otherwise the payment must be refunded (`refused`).
 */
export async function applyPaidDateChange(
  tx: Tx,
  b: repo.BookingRow,
  changeId: number,
  now: Date,
  paymentId: number | null = null,
): Promise<{ kind: 'applied'; booking: repo.BookingRow } | { kind: 'refused' }> {
  const c = await repo.findDateChange(tx, changeId);
  const open =
    c !== null &&
    c.bookingId === b.id &&
    c.status === 'awaiting_payment' &&
    b.status === 'confirmed' &&
    b.checkIn === c.fromCheckIn &&
    b.checkOut === c.fromCheckOut;
  if (open) {
    try {
      const booking = await tx.transaction((sp) => applyChange(sp, b, c, now));
      // the difference paid is added to the tax invoice by a debit note (ADR 369)
      await issueDebitNote(tx, b, c, paymentId, now);
      await recordAudit(tx, {
        staffId: null,
        action: 'date-change',
        entity: 'booking',
        entityId: b.id,
        before: { checkIn: b.checkIn, checkOut: b.checkOut, totalPaise: b.totalPaise },
        after: {
          by: 'guest',
          changeId: c.id,
          checkIn: c.toCheckIn,
          checkOut: c.toCheckOut,
          differencePaise: c.differencePaise,
          paid: true,
        },
        at: now,
      });
      return { kind: 'applied', booking };
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode !== 409) throw err;
    }
  }
  if (c && c.status === 'awaiting_payment')
    await repo.updateDateChange(tx, c.id, { status: 'refused' });
  await recordAudit(tx, {
    staffId: null,
    action: 'date-change-refused',
    entity: 'booking',
    entityId: b.id,
    after: { changeId, reason: 'dates no longer free or change replaced; payment refunded' },
    at: now,
  });
  return { kind: 'refused' };
}

/** The name of a booking's hotel (the date change's payment page shows it). */
export async function hotelNameOf(db: DbOrTx, b: { hotelId: number }): Promise<string> {
  return (await requireHotel(db, b.hotelId)).unitName;
}
