import { randomInt } from 'node:crypto';
import {
  canReschedule,
  effectivePurpose,
  RESCHEDULABLE_STATUSES,
  REQUEST_MSG,
  type AdvanceBookingItem,
  type AdvanceBookingParsed,
  type MyRequestItem,
  type RescheduleItem,
  type RescheduleParsed,
} from '../../../shared/contracts/requests';
import { formatDate, todayIst } from '../../../shared/dates';
import type { Language } from '../../../shared/language';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { badRequest, HttpError } from '../../http-errors';
import * as auth from '../../db/customer-language';
import * as bookings from '../bookings/bookings.service';
import { enqueueMail, enqueueSms } from '../../notify/outbox';
import { withinLimit } from '../../plugins/rate-limit';
import * as hotels from '../../db/hotel-rows';
import {
  advanceReceivedMail,
  advanceReceivedSms,
  replyLanguage,
  requestReplyMail,
  requestReplySms,
  rescheduleReceivedMail,
  STATUS_TEXT,
  type HandlingStatus,
} from './requests.messages';
import * as repo from './requests.repo';

export type Owner = { id: number };
export type NotifyContext = {
  corpName: string;
  corpPhone: string;
  now: Date;
  /** The logged-in customer filing the request, if any: only they see it in their list. */
  filedBy?: number | null;
  /** The language of the page the request was sent from (ADR 185); 'en' when not given. */
  language?: Language;
};

/**
 * The language of the mail to someone who filed a request: the account's when they were logged
 * in (ADR 120), else the page's (ADR 185).
 */
const requesterLanguage = async (db: DbOrTx, ctx: NotifyContext): Promise<Language> =>
  ctx.filedBy ? auth.languageOf(db, ctx.filedBy) : (ctx.language ?? 'en');

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A reference number a person can read out on the phone: ABR-260522-K7Q2M. */
export function newRef(prefix: 'ABR' | 'RSR', now: Date): string {
  const ymd = todayIst(now).slice(2).replace(/-/g, '');
  let tail = '';
  for (let i = 0; i < 5; i++) tail += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return `${prefix}-${ymd}-${tail}`;
}

/**
 * The hotel a request names: its id and its name exactly as the corporation spells it, or a 400.
 * Names are unique whatever the case (ADR 215), so at most one hotel matches.
 */
async function canonicalHotel(db: DbOrTx, name: string): Promise<{ id: number; name: string }> {
  const wanted = name.trim().toLowerCase();
  const match = (await hotels.hotelNames(db)).find((h) => h.UnitName.toLowerCase() === wanted);
  if (!match)
    throw badRequest(REQUEST_MSG.unknownHotel, [
      { path: 'hotelName', message: REQUEST_MSG.unknownHotel },
    ]);
  return { id: match.PropertyID, name: match.UnitName };
}

/** Draws reference numbers until one is free (a clash is about 1 in 33 million a day). */
async function withFreshRef<T>(
  prefix: 'ABR' | 'RSR',
  now: Date,
  insert: (ref: string) => Promise<T | null>,
) {
  for (let i = 0; i < 5; i++) {
    const row = await insert(newRef(prefix, now));
    if (row) return row;
  }
  throw new Error('could not draw a free reference number');
}

/**
 * What the requests module asks of the modules above it, handed in by app.ts (ADR 330): a
 * published tour's title (content), null when there is none.
 */
export type RequestsPorts = {
  tourTitle: (db: DbOrTx, id: number) => Promise<string | null>;
};

/** The tour's title as the corporation spells it, or a 400 naming the field. */
async function canonicalTour(db: DbOrTx, ports: RequestsPorts, id: number): Promise<string> {
  const title = await ports.tourTitle(db, id);
  if (title === null)
    throw badRequest(REQUEST_MSG.unknownTour, [
      { path: 'tourId', message: REQUEST_MSG.unknownTour },
    ]);
  return title;
}

/** The key of the hourly budget of acknowledgements, shared by every sender and process. */
const ACK_BUDGET_KEY = 'requests:acknowledgements';

/**
 * Stores a Bulk/Shaadi package request or a tour package enquiry and acknowledges it (mail, or
 * SMS when no email) while the hourly budget of acknowledgements lasts (`ackPerHour`, all
 * senders together, ADR 244); beyond it the request is stored unacknowledged. Neither books
 * anything nor takes a payment.
 */
export async function submitAdvance(
  db: Db,
  v: AdvanceBookingParsed,
  ctx: NotifyContext & { ackPerHour: number; ports: RequestsPorts },
): Promise<{ ref: string; acknowledged: boolean }> {
  return db.transaction(async (tx) => {
    const tourName = v.tourId !== undefined ? await canonicalTour(tx, ctx.ports, v.tourId) : null;
    const hotel = v.hotelName ? await canonicalHotel(tx, v.hotelName) : null;
    const row = await withFreshRef('ABR', ctx.now, (ref) =>
      repo.insertAdvance(tx, {
        ref,
        name: v.name,
        mobile: v.mobile,
        email: v.email || null,
        purpose: effectivePurpose(v),
        fromDate: v.fromDate || null,
        toDate: v.toDate || null,
        hotelName: hotel?.name ?? null,
        hotelId: hotel?.id ?? null,
        tourName,
        travellers: v.travellers ?? null,
        remarks: v.remarks || null,
        customerId: ctx.filedBy ?? null,
      }),
    );
    // counted last, in this transaction: a refused request uses none of the budget
    const acknowledged = await withinLimit(tx, ctx.now, {
      key: ACK_BUDGET_KEY,
      max: ctx.ackPerHour,
      windowMs: 3_600_000,
    });
    if (!acknowledged) return { ref: row.ref, acknowledged };
    const lang = await requesterLanguage(tx, ctx);
    if (row.email) {
      await enqueueMail(tx, { to: row.email, ...advanceReceivedMail(row, ctx, lang) });
    } else {
      await enqueueSms(tx, { to: row.mobile, text: advanceReceivedSms(row, lang) });
    }
    return { ref: row.ref, acknowledged };
  });
}

/**
 * The booking a reschedule request names: one of the customer's own, confirmed, whose check-in
 * day is still ahead, at the hotel the form names. Each refusal says what is wrong.
 */
async function reschedulableBooking(
  db: DbOrTx,
  customerId: number,
  v: RescheduleParsed,
  now: Date,
): Promise<{ bookingRefNo: string; hotelName: string; hotelId: number }> {
  // Each refusal names the reference field, so the form shows it right there.
  const refused = (status: 404 | 409, message: string) =>
    new HttpError(status, message, [{ path: 'bookingrefno', message }]);
  const b = await bookings.findCustomerBookingByRef(db, customerId, v.bookingrefno);
  if (!b) throw refused(404, REQUEST_MSG.rescheduleNoBooking);
  if (!RESCHEDULABLE_STATUSES.includes(b.status)) {
    const status = bookings.statusText(b.status).toLowerCase();
    throw refused(409, REQUEST_MSG.rescheduleNotConfirmed(b.bookingRefNo, status));
  }
  if (!canReschedule(b, todayIst(now)))
    throw refused(409, REQUEST_MSG.rescheduleStarted(b.bookingRefNo, formatDate(b.checkIn)));
  const hotel = await hotels.requireHotel(db, b.hotelId);
  if (hotel.unitName.trim().toLowerCase() !== v.hotelName.trim().toLowerCase()) {
    const message = REQUEST_MSG.rescheduleOtherHotel(b.bookingRefNo, hotel.unitName);
    throw badRequest(message, [{ path: 'hotelName', message }]);
  }
  return { bookingRefNo: b.bookingRefNo, hotelName: hotel.unitName, hotelId: hotel.id };
}

/**
 * Stores a reschedule request for one of the logged-in customer's bookings and acknowledges it
 * by mail.
 */
export async function submitReschedule(
  db: Db,
  customerId: number,
  v: RescheduleParsed,
  ctx: NotifyContext,
): Promise<string> {
  return db.transaction(async (tx) => {
    const { bookingRefNo, hotelName, hotelId } = await reschedulableBooking(
      tx,
      customerId,
      v,
      ctx.now,
    );
    const row = await withFreshRef('RSR', ctx.now, (ref) =>
      repo.insertReschedule(tx, {
        ref,
        bookingRefNo,
        name: v.name,
        email: v.email,
        phone: v.phone,
        hotelName,
        hotelId,
        newCheckIn: v.newCheckIn,
        newCheckOut: v.newCheckOut,
        reason: v.reason,
        customerId: ctx.filedBy ?? null,
      }),
    );
    await enqueueMail(tx, {
      to: row.email,
      ...rescheduleReceivedMail(row, ctx, await requesterLanguage(tx, ctx)),
    });
    return row.ref;
  });
}

export async function listAdvance(
  db: DbOrTx,
  owner: Owner,
  filter: { mobile?: string; hotelName?: string },
): Promise<AdvanceBookingItem[]> {
  return (await repo.advanceOf(db, owner, filter)).map((r) => ({
    Ref: r.ref,
    name: r.name,
    mobile: r.mobile,
    email: r.email,
    purpose: r.purpose,
    fromDate: r.fromDate,
    toDate: r.toDate,
    hotelName: r.hotelName,
    tourName: r.tourName,
    travellers: r.travellers,
    remarks: r.remarks,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function listReschedule(db: DbOrTx, owner: Owner): Promise<RescheduleItem[]> {
  return (await repo.rescheduleOf(db, owner)).map((r) => ({
    Ref: r.ref,
    bookingrefno: r.bookingRefNo,
    name: r.name,
    email: r.email,
    phone: r.phone,
    hotelName: r.hotelName,
    newCheckIn: r.newCheckIn,
    newCheckOut: r.newCheckOut,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  }));
}

// ---- staff: the requests board (new → in progress → accepted | declined) ---------------------------

export type RequestKind = repo.RequestKind;
export type { HandlingStatus };

/** Which status may follow which: accepted and declined are final. */
const NEXT: Record<HandlingStatus, HandlingStatus[]> = {
  new: ['in_progress', 'accepted', 'declined'],
  in_progress: ['accepted', 'declined'],
  accepted: [],
  declined: [],
};

const statusOf = (h: repo.HandlingRow | null): HandlingStatus =>
  (h?.status as HandlingStatus | undefined) ?? 'new';

export type StaffRequest = {
  kind: RequestKind;
  id: number;
  ref: string;
  name: string;
  email: string | null;
  mobile: string;
  hotelName: string | null;
  /** The hotel the request was filed for (ADR 215): what staff reach is checked on. */
  hotelId: number | null;
  tourName: string | null;
  purpose: string;
  fromDate: string | null;
  toDate: string | null;
  bookingRefNo: string | null;
  details: string | null;
  status: HandlingStatus;
  reply: string | null;
  priceDifferencePaise: number | null;
  createdAt: string;
  updatedAt: string | null;
};

function advanceItem(r: repo.AdvanceRow, h: repo.HandlingRow | null): StaffRequest {
  return {
    kind: 'advance',
    id: r.id,
    ref: r.ref,
    name: r.name,
    email: r.email,
    mobile: r.mobile,
    hotelName: r.hotelName,
    hotelId: r.hotelId,
    tourName: r.tourName,
    purpose: r.tourName ? 'Tour enquiry' : r.purpose,
    fromDate: r.fromDate,
    toDate: r.toDate,
    bookingRefNo: null,
    details: r.remarks,
    status: statusOf(h),
    reply: h?.reply ?? null,
    priceDifferencePaise: null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: h?.updatedAt.toISOString() ?? null,
  };
}

function rescheduleItem(r: repo.RescheduleRow, h: repo.HandlingRow | null): StaffRequest {
  return {
    kind: 'reschedule',
    id: r.id,
    ref: r.ref,
    name: r.name,
    email: r.email,
    mobile: r.phone,
    hotelName: r.hotelName,
    hotelId: r.hotelId,
    tourName: null,
    purpose: 'Reschedule',
    fromDate: r.newCheckIn,
    toDate: r.newCheckOut,
    bookingRefNo: r.bookingRefNo,
    details: r.reason,
    status: statusOf(h),
    reply: h?.reply ?? null,
    priceDifferencePaise: h?.priceDifferencePaise ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: h?.updatedAt.toISOString() ?? null,
  };
}

type SpecialRow = Awaited<ReturnType<typeof bookings.bookingsWithSpecialRequests>>[number];

/** A booking's special requests on the board (ADR 321): its id is the booking's. */
function specialItem(
  { booking: b, hotelName }: SpecialRow,
  h: repo.HandlingRow | null,
): StaffRequest {
  return {
    kind: 'special',
    id: b.id,
    ref: b.bookingRefNo,
    name: b.customerName,
    email: b.email || null,
    mobile: b.mobile,
    hotelName,
    hotelId: b.hotelId,
    tourName: null,
    purpose: 'Special requests',
    fromDate: b.checkIn,
    toDate: b.checkOut,
    bookingRefNo: b.bookingRefNo,
    details: b.specialRequests,
    status: statusOf(h),
    reply: h?.reply ?? null,
    priceDifferencePaise: null,
    createdAt: b.createdAt.toISOString(),
    updatedAt: h?.updatedAt.toISOString() ?? null,
  };
}

async function specialItems(db: DbOrTx, rows: SpecialRow[]): Promise<StaffRequest[]> {
  const handling = await repo.handlingOf(
    db,
    'special',
    rows.map((r) => r.booking.id),
  );
  const byId = new Map(handling.map((h) => [h.requestId, h]));
  return rows.map((r) => specialItem(r, byId.get(r.booking.id) ?? null));
}

/**
 * Every request staff may see (hotelIds null = all; a hotel manager's hotels otherwise, by the
 * id stored with each request, which leaves out tour enquiries), newest first.
 */
export async function staffRequests(
  db: DbOrTx,
  hotelIds: number[] | null,
): Promise<StaffRequest[]> {
  const adv = await repo.advanceForStaff(db, hotelIds);
  const res = await repo.rescheduleForStaff(db, hotelIds);
  // special requests of stays not yet over (the desk's, ADR 321)
  const special = await bookings.bookingsWithSpecialRequests(db, {
    hotelIds,
    checkOutFrom: todayIst(),
  });
  return [
    ...adv.map((r) => advanceItem(r.request, r.handling)),
    ...res.map((r) => rescheduleItem(r.request, r.handling)),
    ...(await specialItems(db, special)),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** One request for staff, or null. */
export async function staffRequest(
  db: DbOrTx,
  kind: RequestKind,
  id: number,
): Promise<StaffRequest | null> {
  if (kind === 'advance') {
    const r = await repo.findAdvance(db, id);
    return r ? advanceItem(r, null) : null;
  }
  if (kind === 'special') {
    const [b] = await bookings.bookingsWithSpecialRequests(db, { id });
    return b ? specialItem(b, null) : null;
  }
  const r = await repo.findReschedule(db, id);
  return r ? rescheduleItem(r, null) : null;
}

/**
 * The language of staff's reply: the account's when the request was filed logged in, else the
 * script staff wrote the reply in (no language is stored with a request, ADR 186).
 */
async function decidedLanguage(db: DbOrTx, r: StaffRequest, reply: string): Promise<Language> {
  const row =
    r.kind === 'advance'
      ? await repo.findAdvance(db, r.id)
      : r.kind === 'special'
        ? ((await bookings.bookingsWithSpecialRequests(db, { id: r.id }))[0]?.booking ?? null)
        : await repo.findReschedule(db, r.id);
  return row?.customerId ? auth.languageOf(db, row.customerId) : replyLanguage(reply);
}

/**
 * Moves a request to its next status in the caller's transaction (for a reschedule the booking is
 * locked first by the caller), and mails the reply to the guest (or texts it when the request has
 * no e-mail). A move the workflow does not allow is a 409 that says the current status.
 */
export async function decideRequest(
  tx: Tx,
  input: {
    request: StaffRequest;
    to: HandlingStatus;
    reply: string | null;
    staffId: number;
    at: Date;
    ctx: { corpName: string; corpPhone: string };
    reschedule?: { previousCheckIn: string; previousCheckOut: string; differencePaise: number };
  },
): Promise<{ before: StaffRequest; after: StaffRequest }> {
  const { request, to } = input;
  const current = await repo.lockHandling(tx, request.kind, request.id);
  const from = statusOf(current);
  const before = { ...request, status: from, reply: current?.reply ?? null };
  if (!NEXT[from].includes(to)) {
    throw new HttpError(
      409,
      `Request ${request.ref} is ${STATUS_TEXT.en[from]}; it cannot be moved to ${STATUS_TEXT.en[to]}.`,
    );
  }
  const row = await repo.moveHandling(
    tx,
    {
      kind: request.kind,
      requestId: request.id,
      status: to,
      reply: input.reply ?? current?.reply ?? null,
      staffId: input.staffId,
      previousCheckIn: input.reschedule?.previousCheckIn ?? null,
      previousCheckOut: input.reschedule?.previousCheckOut ?? null,
      priceDifferencePaise: input.reschedule?.differencePaise ?? null,
      updatedAt: input.at,
    },
    current,
  );
  if (!row)
    throw new HttpError(409, `Request ${request.ref} was changed meanwhile. Please reload.`);
  if (input.reply) {
    const lang = await decidedLanguage(tx, request, input.reply);
    if (request.email)
      await enqueueMail(tx, {
        to: request.email,
        ...requestReplyMail(request, to, input.reply, input.ctx, lang),
      });
    else
      await enqueueSms(tx, {
        to: request.mobile,
        text: requestReplySms(request, to, input.reply, lang),
      });
  }
  return {
    before,
    after: {
      ...request,
      status: to,
      reply: row.reply,
      priceDifferencePaise: row.priceDifferencePaise,
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

/**
 * GET /api/requests/mine (ADR 321): the customer's package, tour and reschedule requests (filed
 * logged in) and their bookings' special requests, each with its status and staff's reply.
 */
export async function myRequests(db: DbOrTx, owner: Owner): Promise<MyRequestItem[]> {
  const adv = await repo.advanceOf(db, owner, {});
  const res = await repo.rescheduleOf(db, owner);
  const [hAdv, hRes] = [
    await repo.handlingOf(
      db,
      'advance',
      adv.map((r) => r.id),
    ),
    await repo.handlingOf(
      db,
      'reschedule',
      res.map((r) => r.id),
    ),
  ];
  const special = await specialItems(
    db,
    await bookings.bookingsWithSpecialRequests(db, { customerId: owner.id }),
  );
  const pick = (hs: repo.HandlingRow[], id: number) => hs.find((h) => h.requestId === id) ?? null;
  const mine = (r: StaffRequest): MyRequestItem => ({
    kind: r.kind,
    ref: r.ref,
    hotelName: r.hotelName,
    tourName: r.tourName,
    fromDate: r.fromDate,
    toDate: r.toDate,
    details: r.details,
    status: r.status,
    reply: r.reply,
    createdAt: r.createdAt,
  });
  return [
    ...adv.map((r) => advanceItem(r, pick(hAdv, r.id))),
    ...res.map((r) => rescheduleItem(r, pick(hRes, r.id))),
    ...special,
  ]
    .map(mine)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The requests the customer filed while logged in (data export, ADR 123). */
export async function requestsForExport(db: DbOrTx, owner: Owner) {
  return {
    advanceBooking: await listAdvance(db, owner, {}),
    reschedule: await listReschedule(db, owner),
  };
}

/**
 * At account deletion: the person erased from the requests they filed (ADR 123) and from those
 * sent without a login with their email or mobile (ADR 238).
 */
export const anonymiseCustomerRequests = (
  tx: DbOrTx,
  who: { id: number; email: string; mobile: string },
) => repo.anonymiseCustomer(tx, { customerId: who.id, email: who.email, mobile: who.mobile });
