import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  staffTours,
  tourBookings,
  tourCancellationBands,
  tourDepartures,
  tourGstRates,
  tourInvoiceCounters,
  tourPickupPoints,
  tourTravellers,
} from '../../db/schema/index';

/**
 * The only writer of the tour tables (ADR 060, 295): departures, pickup points, tour bookings,
 * travellers, tour GST rates, cancellation bands and the tour invoice counter.
 */
export type DepartureRow = typeof tourDepartures.$inferSelect;
export type PickupRow = typeof tourPickupPoints.$inferSelect;
export type TourBookingRow = typeof tourBookings.$inferSelect;
export type TravellerRow = typeof tourTravellers.$inferSelect;

export async function insertDepartures(
  tx: DbOrTx,
  rows: (typeof tourDepartures.$inferInsert)[],
): Promise<DepartureRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(tourDepartures).values(rows).onConflictDoNothing().returning();
}

export async function insertPickupPoints(
  tx: DbOrTx,
  rows: (typeof tourPickupPoints.$inferInsert)[],
): Promise<void> {
  if (rows.length) await tx.insert(tourPickupPoints).values(rows);
}

export async function replacePickupPoints(
  tx: Tx,
  departureId: number,
  rows: { name: string; time: string }[],
): Promise<void> {
  // points a booking names stay; only unused ones are replaced
  const used = await tx
    .selectDistinct({ id: tourBookings.pickupPointId })
    .from(tourBookings)
    .where(eq(tourBookings.departureId, departureId));
  const keep = new Set(used.map((u) => u.id));
  const current = await pickupsOf(tx, [departureId]);
  const drop = current.filter((p) => !keep.has(p.id)).map((p) => p.id);
  if (drop.length) await tx.delete(tourPickupPoints).where(inArray(tourPickupPoints.id, drop));
  const kept = current.filter((p) => keep.has(p.id));
  const fresh = rows.filter((r) => !kept.some((k) => k.name === r.name && k.time === r.time));
  await insertPickupPoints(
    tx,
    fresh.map((r) => ({ departureId, ...r })),
  );
}

export function listDepartures(
  db: DbOrTx,
  tourId: number,
  from: string,
  to: string,
  onlyOpen: boolean,
): Promise<DepartureRow[]> {
  return db
    .select()
    .from(tourDepartures)
    .where(
      and(
        eq(tourDepartures.tourId, tourId),
        gte(tourDepartures.date, from),
        lte(tourDepartures.date, to),
        onlyOpen ? eq(tourDepartures.status, 'open') : undefined,
      ),
    )
    .orderBy(asc(tourDepartures.date), asc(tourDepartures.time));
}

export function pickupsOf(db: DbOrTx, departureIds: number[]): Promise<PickupRow[]> {
  if (departureIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(tourPickupPoints)
    .where(inArray(tourPickupPoints.departureId, departureIds))
    .orderBy(asc(tourPickupPoints.time), asc(tourPickupPoints.id));
}

export async function findDeparture(db: DbOrTx, id: number): Promise<DepartureRow | null> {
  const [row] = await db.select().from(tourDepartures).where(eq(tourDepartures.id, id));
  return row ?? null;
}

export async function updateDeparture(
  tx: DbOrTx,
  id: number,
  patch: Partial<typeof tourDepartures.$inferInsert>,
): Promise<DepartureRow | null> {
  const [row] = await tx
    .update(tourDepartures)
    .set(patch)
    .where(eq(tourDepartures.id, id))
    .returning();
  return row ?? null;
}

/**
 * Takes `n` seats of an open departure in one conditional UPDATE: the row lock it takes makes
 * concurrent takers wait, and the condition is checked again on the committed row, so the last
 * seats are sold once. False when the seats ran out (or the departure is not open).
 */
export async function takeSeats(tx: Tx, departureId: number, n: number): Promise<boolean> {
  const rows = await tx
    .update(tourDepartures)
    .set({ seatsTaken: sql`${tourDepartures.seatsTaken} + ${n}` })
    .where(
      and(
        eq(tourDepartures.id, departureId),
        eq(tourDepartures.status, 'open'),
        sql`${tourDepartures.seatsTaken} + ${n} <= ${tourDepartures.seatsTotal}`,
      ),
    )
    .returning({ id: tourDepartures.id });
  return rows.length > 0;
}

export async function releaseSeats(tx: Tx, departureId: number, n: number): Promise<void> {
  await tx
    .update(tourDepartures)
    .set({ seatsTaken: sql`greatest(${tourDepartures.seatsTaken} - ${n}, 0)` })
    .where(eq(tourDepartures.id, departureId));
}

/** The tour GST rate in force on an IST date: the latest row not after it. */
export async function gstRateOn(db: DbOrTx, date: string) {
  const [row] = await db
    .select()
    .from(tourGstRates)
    .where(lte(tourGstRates.effectiveFrom, date))
    .orderBy(desc(tourGstRates.effectiveFrom))
    .limit(1);
  return row ?? null;
}

export function bandsOf(db: DbOrTx, tourId: number) {
  return db
    .select({
      minDays: tourCancellationBands.minDays,
      maxDays: tourCancellationBands.maxDays,
      deductionPercent: tourCancellationBands.deductionPercent,
    })
    .from(tourCancellationBands)
    .where(eq(tourCancellationBands.tourId, tourId))
    .orderBy(desc(tourCancellationBands.minDays));
}

export async function insertTourBooking(
  tx: Tx,
  values: typeof tourBookings.$inferInsert,
): Promise<TourBookingRow> {
  const [row] = await tx.insert(tourBookings).values(values).returning();
  return row!;
}

export async function insertTravellers(
  tx: Tx,
  rows: (typeof tourTravellers.$inferInsert)[],
): Promise<void> {
  await tx.insert(tourTravellers).values(rows);
}

export async function findTourBooking(db: DbOrTx, id: number): Promise<TourBookingRow | null> {
  const [row] = await db.select().from(tourBookings).where(eq(tourBookings.id, id));
  return row ?? null;
}

/** Locks a tour booking: the first lock of its transaction (ADR 064, as a room booking). */
export async function lockTourBooking(tx: Tx, id: number): Promise<TourBookingRow | null> {
  const [row] = await tx.select().from(tourBookings).where(eq(tourBookings.id, id)).for('update');
  return row ?? null;
}

export async function updateTourBooking(
  tx: DbOrTx,
  id: number,
  patch: Partial<typeof tourBookings.$inferInsert>,
): Promise<void> {
  await tx.update(tourBookings).set(patch).where(eq(tourBookings.id, id));
}

export function travellersOf(db: DbOrTx, bookingIds: number[]): Promise<TravellerRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(tourTravellers)
    .where(inArray(tourTravellers.tourBookingId, bookingIds))
    .orderBy(asc(tourTravellers.tourBookingId), asc(tourTravellers.id));
}

/** Unpaid holds whose time is up, locked, skipping those another process holds. */
export function lockExpiredHolds(tx: Tx, now: Date, limit: number): Promise<TourBookingRow[]> {
  return tx
    .select()
    .from(tourBookings)
    .where(and(eq(tourBookings.status, 'pending_payment'), lt(tourBookings.holdExpiresAt, now)))
    .orderBy(asc(tourBookings.holdExpiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export function customerTourBookings(db: DbOrTx, customerId: number) {
  return db
    .select({ booking: tourBookings, departure: tourDepartures })
    .from(tourBookings)
    .innerJoin(tourDepartures, eq(tourDepartures.id, tourBookings.departureId))
    .where(eq(tourBookings.customerId, customerId))
    .orderBy(desc(tourBookings.createdAt));
}

/** The next tour invoice number of a financial year (the counter row is held to the commit). */
export async function nextInvoiceSerial(tx: Tx, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(tourInvoiceCounters)
    .values({ financialYear, lastNo: 1 })
    .onConflictDoUpdate({
      target: tourInvoiceCounters.financialYear,
      set: { lastNo: sql`${tourInvoiceCounters.lastNo} + 1` },
    })
    .returning({ lastNo: tourInvoiceCounters.lastNo });
  return row!.lastNo;
}

export async function nextTourBookingId(tx: Tx): Promise<number> {
  const res = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('tour_bookings', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  return res.rows[0]!.id;
}

// ---- cancellation (ADR 350) ----

/**
 * Cancels travellers of a booking who are still booked: one conditional UPDATE, so a traveller is
 * cancelled (and refunded) once. Returns the ids it cancelled.
 */
export async function cancelTravellers(
  tx: Tx,
  tourBookingId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(tourTravellers)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(tourTravellers.tourBookingId, tourBookingId),
        inArray(tourTravellers.id, ids),
        eq(tourTravellers.status, 'booked'),
      ),
    )
    .returning({ id: tourTravellers.id });
  return rows.map((r) => r.id);
}

/** Marks a departure cancelled, once: false when it was cancelled already. */
export async function markDepartureCancelled(
  tx: Tx,
  id: number,
  reason: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(tourDepartures)
    .set({ status: 'cancelled', cancelReason: reason, updatedAt: at })
    .where(and(eq(tourDepartures.id, id), sql`${tourDepartures.status} <> 'cancelled'`))
    .returning({ id: tourDepartures.id });
  return rows.length === 1;
}

/** The bookings of a departure in some statuses (ids, oldest first). */
export async function bookingIdsOn(
  db: DbOrTx,
  departureId: number,
  statuses: TourBookingRow['status'][],
): Promise<number[]> {
  const rows = await db
    .select({ id: tourBookings.id })
    .from(tourBookings)
    .where(and(eq(tourBookings.departureId, departureId), inArray(tourBookings.status, statuses)))
    .orderBy(asc(tourBookings.id));
  return rows.map((r) => r.id);
}

/** The travelling (booked) travellers of a departure's paid bookings, by pickup then booking. */
export function manifestRows(db: DbOrTx, departureId: number) {
  return db
    .select({
      bookingRefNo: tourBookings.bookingRefNo,
      customerName: tourBookings.customerName,
      mobile: tourBookings.mobile,
      email: tourBookings.email,
      pickupName: tourPickupPoints.name,
      pickupTime: tourPickupPoints.time,
      name: tourTravellers.name,
      age: tourTravellers.age,
      child: tourTravellers.child,
      idType: tourTravellers.idType,
    })
    .from(tourTravellers)
    .innerJoin(tourBookings, eq(tourBookings.id, tourTravellers.tourBookingId))
    .innerJoin(tourPickupPoints, eq(tourPickupPoints.id, tourBookings.pickupPointId))
    .where(
      and(
        eq(tourBookings.departureId, departureId),
        inArray(tourBookings.status, ['confirmed', 'partially_cancelled']),
        eq(tourTravellers.status, 'booked'),
      ),
    )
    .orderBy(asc(tourPickupPoints.time), asc(tourBookings.id), asc(tourTravellers.id));
}

/** The tours a tour operator runs (staff_tours, written by the staff module; ADR 351). */
export async function toursOfOperator(db: DbOrTx, staffId: number): Promise<number[]> {
  const rows = await db
    .select({ tourId: staffTours.tourId })
    .from(staffTours)
    .where(eq(staffTours.staffId, staffId));
  return rows.map((r) => r.tourId);
}
