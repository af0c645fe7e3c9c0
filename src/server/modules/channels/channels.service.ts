import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type {
  ChannelCommission,
  ChannelHotelMapping,
  ChannelPushStatus,
  ChannelStatus,
  IcalFeed,
  OverbookedBooking,
  putChannelCommissionsBody,
  putChannelMappingBody,
} from '../../../shared/contracts/channels';
import { addDays, formatDate, istDayStart, todayIst } from '../../../shared/dates';
import type { Config } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { badRequest, notFound } from '../../http-errors';
import { enqueueMail } from '../../notify/outbox';
import { composeMail } from '../../notify/templates';
import { assertHotelReach, hotelScope, type StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as auth from '../auth/auth.service';
import * as availability from '../availability/availability.service';
import * as bookings from '../bookings/bookings.service';
import * as hotels from '../../db/hotel-rows';
import * as staffService from '../../db/staff-alerts';
import { planNightPaise, STANDARD_PLAN, type MealPlan } from '../../../shared/rate-plans';
import {
  ChannelError,
  type AvailabilityValue,
  type BookingRevision,
  type ChannelManager,
  type RateValue,
} from './channel-manager';
import { channexAdapter } from './channex';
import { icalCalendar } from './ical';
import { applyModification, type ChannelRoomsPort } from './revisions-modify';
import * as repo from './channels.repo';
import { STAND_IN_API_KEY } from './stand-in';

export type { ChannelManager } from './channel-manager';
export type { ChannelRoomsPort } from './revisions-modify';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type ChannelDeps = {
  db: Db;
  config: Config;
  now: () => Date;
  log?: Log;
  /** the desk's rooms, which follow an OTA's modification (ADR 388; the server hands it in) */
  rooms?: ChannelRoomsPort;
};

/** The channel manager CHANNEL_MANAGER names, or null when off (ADR 260). */
export function createChannelManager(config: Config, log?: Log): ChannelManager | null {
  if (config.CHANNEL_MANAGER === 'off') return null;
  return channexAdapter({
    url: config.CHANNEX_API_URL,
    // outside production the stand-in's key (production refuses to start without a real one)
    apiKey: config.CHANNEX_API_KEY ?? STAND_IN_API_KEY,
    onUnreadable: (r) =>
      log?.error({ revision: r.id, problem: r.message }, 'channel revision unreadable'),
  });
}

// ---- mappings (admin) -------------------------------------------------------------------------------

/** The days ahead a new mapping pushes at once: the year the inventory is open for booking. */
const FULL_SYNC_DAYS = 365;

export async function listMappings(db: DbOrTx): Promise<ChannelHotelMapping[]> {
  const props = await repo.listProperties(db);
  const types = await repo.listRoomTypeMappings(db);
  const plans = await repo.listRatePlanMappings(db);
  return props.map((p) => ({
    hotelId: p.hotelId,
    propertyId: p.propertyId,
    roomTypes: types
      .filter((t) => t.hotelId === p.hotelId)
      .map((t) => ({
        roomTypeId: t.roomTypeId,
        channelRoomTypeId: t.channelRoomTypeId,
        channelRatePlanId: t.channelRatePlanId,
      })),
    ratePlans: plans
      .filter((x) => x.hotelId === p.hotelId)
      .map((x) => ({ ratePlanId: x.ratePlanId, channelRatePlanId: x.channelRatePlanId })),
  }));
}

/**
 * Replaces one hotel's mapping and queues every bookable night of its mapped room types (a full
 * sync, so the channel manager starts from this system's numbers). Audited.
 */
export async function putMapping(
  deps: ChannelDeps,
  staff: StaffMember,
  body: z.output<typeof putChannelMappingBody>,
): Promise<ChannelHotelMapping[]> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await hotels.requireHotel(tx, body.hotelId);
    for (const [i, r] of body.roomTypes.entries()) {
      try {
        await hotels.roomTypeOf(tx, body.hotelId, r.roomTypeId);
      } catch {
        throw badRequest(`Room type ${r.roomTypeId} is not a room type of this hotel.`, [
          { path: `roomTypes.${i}.roomTypeId`, message: 'Not a room type of this hotel.' },
        ]);
      }
    }
    const mappedTypes = new Set(body.roomTypes.map((r) => r.roomTypeId));
    const planTypes = await repo.roomTypesOfPlans(
      tx,
      body.ratePlans.map((p) => p.ratePlanId),
    );
    body.ratePlans.forEach((p, i) => {
      if (!mappedTypes.has(planTypes.get(p.ratePlanId) ?? 0))
        throw badRequest(`Rate plan ${p.ratePlanId} is not a plan of a room type mapped here.`, [
          { path: `ratePlans.${i}.ratePlanId`, message: 'Not a plan of a mapped room type.' },
        ]);
    });
    const owner = body.propertyId ? await repo.hotelOfProperty(tx, body.propertyId) : null;
    if (owner !== null && owner !== body.hotelId)
      throw badRequest(`Channel property ${body.propertyId} is mapped to another hotel.`, [
        { path: 'propertyId', message: 'Mapped to another hotel.' },
      ]);
    const before = (await listMappings(tx)).find((m) => m.hotelId === body.hotelId) ?? null;
    await repo.replaceHotelMapping(
      tx,
      body.hotelId,
      body.propertyId,
      body.roomTypes,
      body.ratePlans,
    );
    if (body.propertyId !== null) await queueFullSync(tx, body.hotelId, now);
    await audit.recordAudit(tx, {
      staffId: staff.id,
      action: 'channel-mapping',
      entity: 'hotel',
      entityId: body.hotelId,
      before,
      after: { propertyId: body.propertyId, roomTypes: body.roomTypes, ratePlans: body.ratePlans },
      at: now,
    });
  });
  return listMappings(deps.db);
}

// ---- full sync (ADR 394) ------------------------------------------------------------------------

/**
 * Every bookable night of the hotel's mapped room types queued for both pushes, in the caller's
 * transaction, and the hotel's last full sync set. The pushes send them at the channel manager's
 * pace (one request of each kind per 6 s per property, at most PENDING_PER_PUSH nights each).
 * False when the hotel is not mapped, or (with `due`) its last full sync is not before it.
 */
async function queueFullSync(
  tx: DbOrTx,
  hotelId: number,
  now: Date,
  due: Date | null = null,
): Promise<boolean> {
  if (!(await repo.claimFullSync(tx, hotelId, now, due))) return false;
  const roomTypeIds = (await repo.listRoomTypeMappings(tx, hotelId)).map((m) => m.roomTypeId);
  for (const kind of ['availability', 'rates'] as const)
    await repo.markNightsPending(tx, hotelId, roomTypeIds, todayIst(now), FULL_SYNC_DAYS, kind);
  return true;
}

/** The IST hour from which each night's full sync is due (the quietest hours of the desks). */
export const FULL_SYNC_HOUR_IST = 2;

/** The last time, at or before `now`, that the clock struck FULL_SYNC_HOUR_IST in India. */
export function lastFullSyncDue(now: Date): Date {
  const today = todayIst(now);
  const at = (day: string) => new Date(istDayStart(day).getTime() + FULL_SYNC_HOUR_IST * 3_600_000);
  const due = at(today);
  return due.getTime() <= now.getTime() ? due : at(addDays(today, -1));
}

/**
 * The nightly job (ADR 394): every mapped hotel whose last full sync is older than the last 02:00
 * IST queues one, each in its own transaction and claimed by a conditional update (two processes
 * never queue the same hotel twice). A server down at 02:00 catches up when it runs again.
 * Returns the hotels queued.
 */
export async function nightlyFullSync(deps: Pick<ChannelDeps, 'db' | 'now'>): Promise<number[]> {
  const now = deps.now();
  const due = lastFullSyncDue(now);
  const queued: number[] = [];
  for (const p of await repo.listProperties(deps.db)) {
    if (p.lastFullSyncAt && p.lastFullSyncAt >= due) continue;
    if (await deps.db.transaction((tx) => queueFullSync(tx, p.hotelId, now, due)))
      queued.push(p.hotelId);
  }
  return queued;
}

/** The page's "Full sync now" (ADR 394): the hotel's year ahead queued again; audited. */
export async function fullSyncNow(
  deps: Pick<ChannelDeps, 'db' | 'now'>,
  staff: StaffMember,
  hotelId: number,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (!(await queueFullSync(tx, hotelId, now)))
      throw notFound('This hotel is not mapped to the channel manager.');
    await audit.recordAudit(tx, {
      staffId: staff.id,
      action: 'channel-full-sync',
      entity: 'hotel',
      entityId: hotelId,
      before: null,
      after: { days: FULL_SYNC_DAYS },
      at: now,
    });
  });
}

// ---- commissions (ADR 393) ------------------------------------------------------------------------

/** Each OTA's commission as kept with the mapping, by name. */
export async function listCommissions(db: DbOrTx): Promise<ChannelCommission[]> {
  return repo.listCommissions(db);
}

/** The commissions replaced whole (the reports of bookings by source read them). Audited. */
export async function putCommissions(
  deps: Pick<ChannelDeps, 'db' | 'now'>,
  staff: StaffMember,
  body: z.output<typeof putChannelCommissionsBody>,
): Promise<ChannelCommission[]> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await repo.listCommissions(tx);
    await repo.replaceCommissions(tx, body.commissions);
    await audit.recordAudit(tx, {
      staffId: staff.id,
      action: 'channel-commissions',
      entity: 'channel_commissions',
      entityId: null,
      before,
      after: body.commissions,
      at: now,
    });
  });
  return repo.listCommissions(deps.db);
}

// ---- availability out (ADR 261) -------------------------------------------------------------------

/** Channex: 10 availability requests per minute per property, so one push per hotel per 6 s. */
export const PUSH_MIN_INTERVAL_MS = 6_000;
const LEASE_MS = 60_000;
const PENDING_PER_PUSH = 3_000;
const BACKOFF_FIRST_MS = 5_000;
const BACKOFF_MAX_MS = 10 * 60_000;

/** The wait after the n-th failure in a row (n from 1): 5 s, 10 s, 20 s, … at most 10 minutes. */
export function backoffMs(failures: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1));
}

/**
 * Runs of consecutive nights with the same free rooms, one value each (the channel manager asks
 * for few, large messages).
 */
function coalesce(
  propertyId: string,
  roomTypeId: string,
  nights: { night: string; free: number }[],
): AvailabilityValue[] {
  const out: AvailabilityValue[] = [];
  for (const n of nights) {
    const last = out.at(-1);
    if (last && last.availability === n.free && addDays(last.dateTo, 1) === n.night)
      last.dateTo = n.night;
    else
      out.push({
        propertyId,
        roomTypeId,
        dateFrom: n.night,
        dateTo: n.night,
        availability: n.free,
      });
  }
  return out;
}

/** The hotel's pending nights with their free rooms now, as one batch. */
async function availabilityBatch(
  db: DbOrTx,
  hotelId: number,
  rows: repo.PendingRow[],
): Promise<AvailabilityValue[]> {
  const propertyId = await repo.propertyOfHotel(db, hotelId);
  if (!propertyId) return [];
  const mapped = new Map(
    (await repo.listRoomTypeMappings(db, hotelId)).map((m) => [m.roomTypeId, m.channelRoomTypeId]),
  );
  const values: AvailabilityValue[] = [];
  const byType = new Map<number, string[]>();
  for (const r of rows) byType.set(r.roomTypeId, [...(byType.get(r.roomTypeId) ?? []), r.night]);
  for (const [roomTypeId, nights] of byType) {
    const channelRoomTypeId = mapped.get(roomTypeId);
    if (!channelRoomTypeId) continue;
    const free = await availability.freeRooms(
      db,
      roomTypeId,
      nights[0]!,
      addDays(nights.at(-1)!, 1),
    );
    values.push(
      ...coalesce(
        propertyId,
        channelRoomTypeId,
        nights.map((night) => ({ night, free: free.get(night) ?? 0 })),
      ),
    );
  }
  return values;
}

// ---- prices and restrictions out (ADR 384) -----------------------------------------------------------

type RateNight = Omit<RateValue, 'propertyId' | 'ratePlanId' | 'dateFrom' | 'dateTo'> & {
  night: string;
};

const sameRate = (a: RateValue, b: RateNight) =>
  a.ratePaise === b.ratePaise &&
  a.minStayThrough === b.minStayThrough &&
  a.closedToArrival === b.closedToArrival &&
  a.closedToDeparture === b.closedToDeparture &&
  a.stopSell === b.stopSell;

/** Runs of consecutive nights with the same price and restrictions, one value each. */
function coalesceRates(propertyId: string, ratePlanId: string, nights: RateNight[]): RateValue[] {
  const out: RateValue[] = [];
  for (const { night, ...n } of nights) {
    const last = out.at(-1);
    if (last && sameRate(last, { night, ...n }) && addDays(last.dateTo, 1) === night)
      last.dateTo = night;
    else out.push({ propertyId, ratePlanId, dateFrom: night, dateTo: night, ...n });
  }
  return out;
}

/**
 * The hotel's pending nights as prices and restrictions of every mapped channel rate plan of their
 * room types: the standard rate (room only) and each mapped plan, priced for up to two adults as
 * the rate grid shows them; the room type's restrictions go to each of its plans; a withdrawn plan
 * is stop-sold.
 */
async function ratesBatch(
  db: DbOrTx,
  hotelId: number,
  rows: repo.PendingRow[],
): Promise<RateValue[]> {
  const propertyId = await repo.propertyOfHotel(db, hotelId);
  if (!propertyId) return [];
  const standard = new Map(
    (await repo.listRoomTypeMappings(db, hotelId)).map((m) => [m.roomTypeId, m.channelRatePlanId]),
  );
  const byType = new Map<number, string[]>();
  for (const r of rows) byType.set(r.roomTypeId, [...(byType.get(r.roomTypeId) ?? []), r.night]);
  const values: RateValue[] = [];
  for (const [roomTypeId, nights] of byType) {
    const data = await repo.rateNights(db, roomTypeId, nights);
    if (!data) continue;
    const party = { adults: Math.min(2, data.maxAdults), children: 0, extraPersons: 0 };
    const plans: { channelRatePlanId: string; rule: typeof STANDARD_PLAN; active: boolean }[] = [];
    const std = standard.get(roomTypeId);
    if (std) plans.push({ channelRatePlanId: std, rule: STANDARD_PLAN, active: true });
    for (const p of data.plans)
      plans.push({
        channelRatePlanId: p.channelRatePlanId,
        rule: {
          mealPlan: p.plan.mealPlan as MealPlan,
          mealAdultPaise: p.plan.mealAdultPaise,
          mealChildPaise: p.plan.mealChildPaise,
          discountBp: p.plan.discountBp,
          refundable: p.plan.refundable,
        },
        active: p.plan.active,
      });
    for (const plan of plans) {
      const perNight = nights.map((night): RateNight => {
        const r = data.restrictions.get(night);
        return {
          night,
          ratePaise: planNightPaise(
            data.prices.get(night) ?? data.basePricePaise,
            plan.rule,
            party,
          ),
          minStayThrough: r?.minStay ?? 1,
          closedToArrival: r?.closedToArrival ?? false,
          closedToDeparture: r?.closedToDeparture ?? false,
          stopSell: !plan.active || (r?.stopSell ?? false),
        };
      });
      values.push(...coalesceRates(propertyId, plan.channelRatePlanId, perNight));
    }
  }
  return values;
}

/**
 * One kind of push for every hotel with pending nights whose turn it is (no other process pushing
 * it, its back-off over, the rate limit kept): one message with every pending night's figures as
 * they are now. Success forgets the nights pushed (unless they changed meanwhile); failure keeps
 * them and waits (Retry-After of a 429, else growing back-off): nothing is lost and a later push
 * always carries the newer figures, so each room type's nights arrive in order. Availability and
 * rates have their own queue, state and limit (the channel manager counts them apart).
 */
async function pushKind(
  deps: ChannelDeps,
  kind: repo.PushKind,
  send: (db: DbOrTx, hotelId: number, rows: repo.PendingRow[]) => Promise<number>,
): Promise<number> {
  let pushed = 0;
  for (const hotelId of await repo.hotelsWithPending(deps.db, kind)) {
    const token = randomUUID();
    const at = deps.now();
    const claim = await repo.claimHotel(deps.db, hotelId, {
      now: at,
      token,
      leaseMs: LEASE_MS,
      minIntervalMs: PUSH_MIN_INTERVAL_MS,
      kind,
    });
    if (!claim) continue;
    try {
      const rows = await repo.pendingOf(deps.db, hotelId, PENDING_PER_PUSH, kind);
      const sent = await send(deps.db, hotelId, rows);
      await repo.deletePushed(deps.db, rows, kind);
      await repo.releaseHotel(deps.db, hotelId, token, { ok: true, at, pushed: sent > 0 }, kind);
      if (sent > 0) pushed += 1;
    } catch (err) {
      const wait =
        err instanceof ChannelError && err.retryAfterMs !== null
          ? err.retryAfterMs
          : backoffMs(claim.attempts + 1);
      deps.log?.warn({ err, hotelId, kind, retryInMs: wait }, 'channel push failed');
      await repo.releaseHotel(
        deps.db,
        hotelId,
        token,
        {
          ok: false,
          at,
          nextAttemptAt: new Date(at.getTime() + wait),
          error: err instanceof Error ? err.message : String(err),
        },
        kind,
      );
    }
  }
  return pushed;
}

/** The availability push job (ADR 261): free rooms of the pending nights. */
export function pushPending(deps: ChannelDeps, port: ChannelManager): Promise<number> {
  return pushKind(deps, 'availability', async (db, hotelId, rows) => {
    const values = await availabilityBatch(db, hotelId, rows);
    if (values.length) await port.pushAvailability(values);
    return values.length;
  });
}

/** The rates push job (ADR 384): prices and restrictions of the pending nights. */
export function pushRatesPending(deps: ChannelDeps, port: ChannelManager): Promise<number> {
  return pushKind(deps, 'rates', async (db, hotelId, rows) => {
    const values = await ratesBatch(db, hotelId, rows);
    if (values.length) await port.pushRates(values);
    return values.length;
  });
}

// ---- bookings in (ADR 262) --------------------------------------------------------------------------

type Applied = 'applied' | 'seen' | 'unmapped';

function overbookedMail(
  config: Config,
  b: {
    ref: string;
    ota: string;
    code: string;
    hotel: string;
    night: string;
    checkIn: string;
    checkOut: string;
    guest: string;
  },
) {
  return composeMail(config, {
    subject: `Overbooked: ${b.ota} booking ${b.code} at ${b.hotel}`,
    paragraphs: [
      `${b.ota} sold a room at ${b.hotel} for ${formatDate(b.checkIn)} to ${formatDate(b.checkOut)} (guest: ${b.guest}, ${b.ota} reservation ${b.code}), but the night of ${formatDate(b.night)} was already sold out here.`,
      `The booking is accepted as ${b.ref} and marked overbooked: it holds no room. Move the guest to a free room or another hotel, or ask ${b.ota} to cancel it.`,
    ],
    action: { label: 'Overbooked OTA bookings', url: `${config.publicUrl}/admin` },
  });
}

async function applyNew(
  deps: ChannelDeps,
  tx: Tx,
  r: BookingRevision,
  hotelId: number,
  roomTypeIds: number[],
  ratePlanIds: (number | null)[],
): Promise<void> {
  const now = deps.now();
  if (await repo.channelBookingOf(tx, r.bookingId)) {
    await repo.setRevisionOutcome(tx, r.id, 'ignored', null);
    return;
  }
  const account = await auth.channelAccount(tx, r.otaName);
  const { booking, soldOutNight } = await bookings.createChannelBooking(tx, {
    customerId: account.id,
    hotelId,
    checkIn: r.arrivalDate,
    checkOut: r.departureDate,
    rooms: r.rooms.map((room, i) => ({
      roomTypeId: roomTypeIds[i]!,
      ratePlanId: ratePlanIds[i] ?? null,
      adults: room.adults,
      children: room.children,
    })),
    guest: {
      name: r.customer.name.slice(0, 200),
      email: r.customer.email.slice(0, 200),
      mobile: r.customer.phone.slice(0, 40),
      source: r.otaName,
    },
    now,
  });
  await repo.insertChannelBooking(tx, {
    bookingId: booking.id,
    channelBookingId: r.bookingId,
    hotelId,
    otaName: r.otaName,
    otaReservationCode: r.otaReservationCode,
    paymentCollect: r.paymentCollect,
    otaAmountPaise: r.amountPaise,
    overbooked: soldOutNight !== null,
    soldOutNight,
    createdAt: now,
  });
  await repo.setRevisionOutcome(tx, r.id, soldOutNight ? 'overbooked' : 'booked', booking.id);
  if (soldOutNight) {
    const hotel = await hotels.requireHotel(tx, hotelId);
    const mail = overbookedMail(deps.config, {
      ref: booking.bookingRefNo,
      ota: r.otaName,
      code: r.otaReservationCode,
      hotel: hotel.unitName,
      night: soldOutNight,
      checkIn: r.arrivalDate,
      checkOut: r.departureDate,
      guest: r.customer.name,
    });
    for (const to of await staffService.hotelAlertEmails(tx, hotelId))
      await enqueueMail(tx, { to, ...mail });
  }
}

/**
 * Stores one revision in one transaction: its id first (a revision seen before, or being stored by
 * another process, changes nothing), then the booking, its modification (ADR 388; one for a
 * booking not known here is taken in as new) or the cancellation.
 */
async function applyRevision(deps: ChannelDeps, r: BookingRevision): Promise<Applied> {
  return deps.db.transaction(async (tx) => {
    if (await repo.revisionOf(tx, r.id)) return 'seen';
    const hotelId = await repo.hotelOfProperty(tx, r.propertyId);
    if (hotelId === null) return 'unmapped';
    const mapped = new Map(
      (await repo.listRoomTypeMappings(tx, hotelId)).map((m) => [
        m.channelRoomTypeId,
        m.roomTypeId,
      ]),
    );
    const roomTypeIds = r.rooms.map((room) => mapped.get(room.roomTypeId));
    if (r.status !== 'cancelled' && roomTypeIds.some((id) => id === undefined)) return 'unmapped';
    // each room's channel rate plan as our plan of its room type (ADR 395); the standard rate's
    // channel plan, or one not mapped, is the standard rate
    const plans = await repo.listRatePlanMappings(tx, hotelId);
    const ratePlanIds = r.rooms.map(
      (room, i) =>
        plans.find(
          (p) => p.channelRatePlanId === room.ratePlanId && p.roomTypeId === roomTypeIds[i],
        )?.ratePlanId ?? null,
    );
    const claimed = await repo.insertRevision(tx, {
      revisionId: r.id,
      channelBookingId: r.bookingId,
      hotelId,
      status: r.status,
      outcome: 'ignored',
      receivedAt: deps.now(),
    });
    if (!claimed) return 'seen';
    const cb = await repo.channelBookingOf(tx, r.bookingId);
    if (r.status === 'new' || (r.status === 'modified' && !cb)) {
      await applyNew(deps, tx, r, hotelId, roomTypeIds as number[], ratePlanIds);
      return 'applied';
    }
    if (!cb) return 'applied';
    if (r.status === 'modified') {
      await applyModification(deps, tx, r, cb, roomTypeIds as number[], ratePlanIds);
      return 'applied';
    }
    await bookings.cancelChannelBooking(tx, cb.bookingId, {
      heldRooms: !cb.overbooked,
      now: deps.now(),
    });
    await repo.clearOverbooked(tx, cb.bookingId);
    await repo.setRevisionOutcome(tx, r.id, 'cancelled', cb.bookingId);
    return 'applied';
  });
}

/**
 * The feed job: every revision not yet acknowledged is stored, then acknowledged (only after its
 * transaction committed). A revision stored before (the acknowledgement was lost) is only
 * acknowledged again. An unmapped property or room type, and a revision that failed, are left in
 * the feed and logged: never acknowledged without being stored.
 */
export async function pollRevisions(
  deps: ChannelDeps,
  port: ChannelManager,
): Promise<{ applied: number; acknowledged: number }> {
  let applied = 0;
  let acknowledged = 0;
  let revisions: BookingRevision[];
  try {
    revisions = await port.fetchBookingRevisions();
    await repo.recordPull(deps.db, { at: deps.now(), ok: true });
  } catch (err) {
    await repo.recordPull(deps.db, {
      at: deps.now(),
      ok: false,
      error: err instanceof Error ? err.message : String(err),
    });
    throw err;
  }
  for (const r of revisions) {
    let outcome: Applied;
    try {
      outcome = await applyRevision(deps, r);
    } catch (err) {
      deps.log?.error({ err, revision: r.id }, 'channel revision not stored');
      continue;
    }
    if (outcome === 'unmapped') {
      deps.log?.warn(
        { revision: r.id, property: r.propertyId, outcome },
        'channel revision left in the feed',
      );
      continue;
    }
    if (outcome === 'applied') applied += 1;
    try {
      await port.ackRevision(r.id);
      await repo.setRevisionAcked(deps.db, r.id, deps.now());
      acknowledged += 1;
    } catch (err) {
      deps.log?.warn({ err, revision: r.id }, 'channel revision stored, acknowledgement failed');
    }
  }
  return { applied, acknowledged };
}

// ---- the webhook (ADR 385) -----------------------------------------------------------------------

/** The header Channex's webhook carries the shared secret in (configured on the webhook there). */
export const WEBHOOK_SECRET_HEADER = 'x-webhook-secret';

/**
 * Whether a webhook call carries the configured secret, compared in constant time (both sides
 * hashed first, so neither the length nor a prefix shows in the timing). No secret configured:
 * nothing is accepted.
 */
export function webhookSecretValid(configured: string | undefined, sent: unknown): boolean {
  if (!configured || typeof sent !== 'string' || sent.length === 0) return false;
  const a = createHash('sha256').update(configured).digest();
  const b = createHash('sha256').update(sent).digest();
  return timingSafeEqual(a, b);
}

const pulling = new WeakMap<ChannelManager, Promise<{ applied: number; acknowledged: number }>>();

/**
 * A feed pull now (the webhook's): one at a time per process and port; a call while one runs
 * waits for it and then pulls again, so a revision announced during a pull is read.
 */
export async function pullNow(
  deps: ChannelDeps,
  port: ChannelManager,
): Promise<{ applied: number; acknowledged: number }> {
  const running = pulling.get(port);
  if (running) await running.catch(() => undefined);
  const next = pollRevisions(deps, port).finally(() => {
    if (pulling.get(port) === next) pulling.delete(port);
  });
  pulling.set(port, next);
  return next;
}

// ---- calendar export (ADR 386) ------------------------------------------------------------------

/** A token as made here: 32 random bytes, base64url (43 characters). */
const ICAL_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
/** The nights a calendar shows, from today. */
const ICAL_DAYS = 365;

const icalUrl = (config: Config, token: string) => `${config.publicUrl}/api/ical/${token}.ics`;

export async function listIcalFeeds(deps: Pick<ChannelDeps, 'db' | 'config'>): Promise<IcalFeed[]> {
  return (await repo.listIcalFeeds(deps.db)).map((f) => ({
    hotelId: f.hotelId,
    roomTypeId: f.roomTypeId,
    roomTypeName: f.roomTypeName,
    url: icalUrl(deps.config, f.token),
    createdAt: f.createdAt.toISOString(),
  }));
}

/** A room type's calendar address made, or replaced (the old one stops working). Audited. */
export async function rotateIcalFeed(
  deps: ChannelDeps,
  staff: StaffMember,
  hotelId: number,
  roomTypeId: number,
): Promise<IcalFeed> {
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  const type = await deps.db.transaction(async (tx) => {
    const rt = await hotels.roomTypeOf(tx, hotelId, roomTypeId);
    await repo.setIcalToken(tx, { roomTypeId, hotelId, token, createdAt: now });
    await audit.recordAudit(tx, {
      staffId: staff.id,
      action: 'ical-feed',
      entity: 'room_type',
      entityId: roomTypeId,
      before: null,
      after: { hotelId, roomTypeId },
      at: now,
    });
    return rt;
  });
  return {
    hotelId,
    roomTypeId,
    roomTypeName: type.name,
    url: icalUrl(deps.config, token),
    createdAt: now.toISOString(),
  };
}

/**
 * GET /api/ical/{token}.ics: the room type's nights that cannot be sold (no free room, or
 * stop-sell) for the year ahead, one event per run; null for a token that is not one.
 */
export async function icalExport(
  deps: Pick<ChannelDeps, 'db' | 'config' | 'now'>,
  token: string,
): Promise<string | null> {
  if (!ICAL_TOKEN_RE.test(token)) return null;
  const feed = await repo.icalFeedByToken(deps.db, token);
  if (!feed) return null;
  const now = deps.now();
  const from = todayIst(now);
  const to = addDays(from, ICAL_DAYS);
  const free = await availability.freeRooms(deps.db, feed.roomTypeId, from, to);
  const closed = new Set([...free].filter(([, n]) => n <= 0).map(([night]) => night));
  for (const n of await repo.stopSellNights(deps.db, feed.roomTypeId, from, to)) closed.add(n);
  const hotel = await hotels.requireHotel(deps.db, feed.hotelId);
  return icalCalendar({
    name: `${hotel.unitName}: ${feed.roomTypeName}`,
    roomTypeId: feed.roomTypeId,
    host: new URL(deps.config.publicUrl).hostname,
    closedNights: [...closed],
    now,
  });
}

// ---- monitoring (ADR 386) -------------------------------------------------------------------------

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The feed's last pull and every mapped hotel's pushes of both kinds, with their failures. */
export async function channelStatus(
  deps: Pick<ChannelDeps, 'db' | 'config'>,
): Promise<ChannelStatus> {
  const feed = await repo.feedState(deps.db);
  const states = new Map(
    (await repo.pushStates(deps.db)).map((s) => [`${s.hotelId}|${s.kind}`, s]),
  );
  const pending = await repo.pendingCounts(deps.db);
  const pushes: ChannelPushStatus[] = [];
  const properties = await repo.listProperties(deps.db);
  for (const p of properties)
    for (const kind of ['availability', 'rates'] as const) {
      const s = states.get(`${p.hotelId}|${kind}`);
      pushes.push({
        hotelId: p.hotelId,
        kind,
        pending: pending.get(`${p.hotelId}|${kind}`) ?? 0,
        lastSuccessAt: iso(s?.lastSuccessAt ?? null),
        attempts: s?.attempts ?? 0,
        nextAttemptAt: iso(s?.nextAttemptAt ?? null),
        lastError: s?.lastError ?? null,
      });
    }
  return {
    enabled: deps.config.CHANNEL_MANAGER !== 'off',
    feed: {
      lastPullAt: iso(feed?.lastPullAt ?? null),
      lastSuccessAt: iso(feed?.lastSuccessAt ?? null),
      lastError: feed?.lastError ?? null,
    },
    pushes,
    fullSyncs: properties.map((p) => ({
      hotelId: p.hotelId,
      lastFullSyncAt: iso(p.lastFullSyncAt),
    })),
  };
}

/** A failed push tried again at the job's next tick (its back-off cut short); audited. */
export async function retryPush(
  deps: ChannelDeps,
  staff: StaffMember,
  hotelId: number,
  kind: repo.PushKind,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.retryNow(tx, hotelId, kind, now)))
      throw notFound('No push of that kind for this hotel.');
    await audit.recordAudit(tx, {
      staffId: staff.id,
      action: 'channel-push-retry',
      entity: 'hotel',
      entityId: hotelId,
      before: null,
      after: { kind },
      at: now,
    });
  });
}

// ---- staff -----------------------------------------------------------------------------------------

/** GET /api/staff/channels/overbooked: OTA bookings holding no room, newest first, in reach. */
export async function listOverbooked(db: DbOrTx, staff: StaffMember): Promise<OverbookedBooking[]> {
  const rows = await repo.overbooked(db, hotelScope(staff));
  if (rows.length === 0) return [];
  const names = new Map((await hotels.hotelNames(db)).map((h) => [h.PropertyID, h.UnitName]));
  const out: OverbookedBooking[] = [];
  for (const r of rows) {
    assertHotelReach(staff, r.hotelId);
    const b = await bookings.findBooking(db, r.bookingId);
    if (!b || b.status === 'cancelled') continue;
    out.push({
      bookingId: b.id,
      bookingRefNo: b.bookingRefNo,
      hotelId: r.hotelId,
      hotelName: names.get(r.hotelId) ?? '',
      otaName: r.otaName,
      otaReservationCode: r.otaReservationCode,
      guestName: b.customerName,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      soldOutNight: r.soldOutNight,
      paymentCollect: r.paymentCollect === 'property' ? 'property' : 'ota',
      receivedAt: r.createdAt.toISOString(),
    });
  }
  return out;
}
