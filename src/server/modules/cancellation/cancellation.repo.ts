import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { todayIst } from '../../../shared/dates';
import {
  policyVersionInForce,
  rulesOfVersion,
  type PolicyRuleRow,
  type PolicyVersion,
} from '../../db/cancellation-policy';
import type { DbOrTx, Tx } from '../../db/client';
import {
  bookingRooms,
  bookings,
  cancellationPolicies,
  cancellationPolicyVersions,
  hotels,
  roomTypes,
} from '../../db/schema/index';

/**
 * Cancellation writes only the policy tables (ADR 222). Rooms and booking status change through
 * the bookings module, inventory through availability, refunds through payments (ADR 060).
 */
export type BookingRow = typeof bookings.$inferSelect;

export type BookingWithHotel = BookingRow & { hotelName: string };

/**
 * The customer's booking (null for an unknown id or someone else's). `lock` takes a row lock
 * (SELECT ... FOR UPDATE) so two cancellations of one booking run one after the other.
 */
export async function findCustomerBooking(
  db: DbOrTx,
  bookingId: number,
  customerId: number,
  opts: { lock?: boolean } = {},
): Promise<BookingWithHotel | null> {
  const q = db
    .select({ booking: bookings, hotelName: hotels.unitName })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)))
    .limit(1);
  const rows = opts.lock ? await q.for('update', { of: bookings }) : await q;
  const r = rows[0];
  return r ? { ...r.booking, hotelName: r.hotelName } : null;
}

export type RoomRow = typeof bookingRooms.$inferSelect & {
  roomTypeName: string;
  allowedExtraPerson: number;
};

export async function roomsOf(db: DbOrTx, bookingId: number): Promise<RoomRow[]> {
  const rows = await db
    .select({
      room: bookingRooms,
      roomTypeName: roomTypes.name,
      allowedExtraPerson: roomTypes.allowedExtraPerson,
    })
    .from(bookingRooms)
    .innerJoin(roomTypes, eq(roomTypes.id, bookingRooms.roomTypeId))
    .where(eq(bookingRooms.bookingId, bookingId))
    .orderBy(asc(bookingRooms.id));
  return rows.map((r) => ({
    ...r.room,
    roomTypeName: r.roomTypeName,
    allowedExtraPerson: r.allowedExtraPerson,
  }));
}

/** The policy version in force for a hotel on an IST date, with its bands ([] when none). */
export async function policyInForce(
  db: DbOrTx,
  hotelId: number,
  date: string,
): Promise<{ version: PolicyVersion | null; rules: PolicyRuleRow[] }> {
  const version = await policyVersionInForce(db, hotelId, date);
  return { version, rules: version ? await rulesOfVersion(db, version.id) : [] };
}

/**
 * The bands a booking was sold under (ADR 222): its stored version, or for a booking without one
 * the version in force for its hotel on the IST day it was made.
 */
export async function bookingRules(
  db: DbOrTx,
  booking: Pick<BookingRow, 'hotelId' | 'cancellationPolicyVersionId' | 'createdAt'>,
): Promise<PolicyRuleRow[]> {
  if (booking.cancellationPolicyVersionId !== null)
    return rulesOfVersion(db, booking.cancellationPolicyVersionId);
  return (await policyInForce(db, booking.hotelId, todayIst(booking.createdAt))).rules;
}

// ---- writes of the policy tables (the cancellation module owns them, ADR 222) ------------------

/** A hotel's own versions, the latest first. */
export async function hotelVersions(db: DbOrTx, hotelId: number): Promise<PolicyVersion[]> {
  const v = cancellationPolicyVersions;
  return db
    .select({ id: v.id, hotelId: v.hotelId, effectiveFrom: v.effectiveFrom })
    .from(v)
    .where(eq(v.hotelId, hotelId))
    .orderBy(desc(v.effectiveFrom));
}

/** Serialises policy changes of one hotel (a transaction-scoped advisory lock). */
export async function lockHotelPolicy(tx: Tx, hotelId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`cancellation_policy:${hotelId}`}, 0))`,
  );
}

export async function insertVersion(
  tx: Tx,
  hotelId: number,
  effectiveFrom: string,
  at: Date,
): Promise<number> {
  const [row] = await tx
    .insert(cancellationPolicyVersions)
    .values({ hotelId, effectiveFrom, createdAt: at })
    .returning({ id: cancellationPolicyVersions.id });
  return row!.id;
}

/** Replaces the bands of a version (only ever one that has not taken effect). */
export async function setVersionRules(
  tx: Tx,
  versionId: number,
  rules: PolicyRuleRow[],
): Promise<void> {
  await tx.delete(cancellationPolicies).where(eq(cancellationPolicies.versionId, versionId));
  await tx.insert(cancellationPolicies).values(rules.map((r) => ({ versionId, ...r })));
}

/** The bands of a version, the fewest days first (as the back office edits them). */
export async function rulesOfVersionId(db: DbOrTx, versionId: number): Promise<PolicyRuleRow[]> {
  return (await rulesOfVersion(db, versionId)).reverse();
}
