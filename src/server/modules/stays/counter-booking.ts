import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { createBookingRequest } from '../../../shared/contracts/bookings';
import type { counterBookingBody, StaffBookingDetail } from '../../../shared/contracts/desk';
import { staffBookingDetail } from '../../../shared/contracts/desk';
import { badRequest, conflict, unprocessable } from '../../http-errors';
import { assertHotelReach, type StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as bookings from '../bookings/bookings.service';
import * as hotels from '../hotels/hotels.service';
import * as repo from './stays.repo';
import { bookingDetail } from './stays.presenter';
import type { StaysPorts } from './stays.ports';
import { lockReachable, type StaysDeps } from './stays.rules';
import { stayView } from './stay-view';

/**
 * The counter booking (issue 12, ADR 151 and 236): a walk-in guest's booking, paid at the desk.
 * Its reply is kept under the request's Idempotency-Key and sent again as it was, so this job
 * answers in the reply's shape (stays.presenter.ts), not in domain values.
 */

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
  deps: StaysDeps,
  counter: StaysPorts['counter'],
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
        detail = await makeCounterBooking(deps, counter, staff, body, { ...key, claim });
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
      return stored.success ? stored.data : bookingDetail(await stayView(deps, row.bookingId));
    }
    if (Date.now() >= deadline) throw conflict(IDEMPOTENCY_MSG.stillRunning);
    await sleep(50);
  }
}

/** Idempotency-Keys are kept this long, far past any retry of the same request. */
const IDEMPOTENCY_KEEP_DAYS = 7;

/** Housekeeping (hourly): forgets the Idempotency-Keys older than IDEMPOTENCY_KEEP_DAYS. */
export const pruneIdempotencyKeys = (deps: Pick<StaysDeps, 'db' | 'now'>): Promise<number> =>
  repo.pruneIdempotencyKeys(
    deps.db,
    new Date(deps.now().getTime() - IDEMPOTENCY_KEEP_DAYS * 86_400_000),
  );

/**
 * The booking itself, on the online path (ADR 151): bookings.createBooking prices it and holds the
 * rooms under the inventory locks; the desk payment confirms it through the payments module's
 * port (invoice number, receipt, confirmation mail and SMS) and, in that same transaction, the desk
 * records how it was paid, the audit entry and the booking under the request's key (ADR 236). When
 * that transaction fails nothing of it stays, and the hold is given back at once.
 */
async function makeCounterBooking(
  deps: StaysDeps,
  counter: StaysPorts['counter'],
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
    ...(body.PromoCode ? { PromoCode: body.PromoCode } : {}),
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
  const account = await counter.account(deps.db, staff.id);
  const created = await bookings.createBooking(deps, counter.orders, account, input, undefined, {
    walkIn: true,
  });
  const at = deps.now();
  const reference = body.paymentReference ?? null;
  let confirmed: Awaited<ReturnType<StaysPorts['counter']['confirm']>>;
  try {
    confirmed = await counter.confirm({
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
    await counter
      .fail(created.payment.orderId, 'counter booking not recorded')
      .catch((e: unknown) =>
        deps.log?.warn({ err: e, bookingId: created.bookingId }, 'counter hold not released'),
      );
    throw err;
  }
  if (confirmed.kind !== 'confirmed')
    throw conflict('The rooms could not be confirmed. Please search again.');
  return bookingDetail(await stayView(deps, created.bookingId));
}
