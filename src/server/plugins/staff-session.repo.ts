import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { staff, staffHotels, staffSessions } from '../db/schema/index';
import type { StaffRole } from '../../shared/contracts/staff';

export type SessionStaffRow = {
  id: number;
  email: string;
  role: StaffRole;
  totpEnabled: boolean;
  lastSeenAt: Date;
};

/** The live session's staff member (not disabled, not idle past `idleSince`, not expired). */
export async function findSessionStaff(
  db: DbOrTx,
  sessionId: string,
  now: Date,
  idleSince: Date,
): Promise<SessionStaffRow | null> {
  const rows = await db
    .select({
      id: staff.id,
      email: staff.email,
      role: staff.role,
      totpEnabledAt: staff.totpEnabledAt,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, sessionId),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
        isNull(staff.disabledAt),
      ),
    )
    .limit(1);
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    email: r.email,
    role: r.role as StaffRole,
    totpEnabled: r.totpEnabledAt !== null,
    lastSeenAt: r.lastSeenAt,
  };
}

export async function hotelIdsOf(db: DbOrTx, staffId: number): Promise<number[]> {
  const rows = await db
    .select({ hotelId: staffHotels.hotelId })
    .from(staffHotels)
    .where(eq(staffHotels.staffId, staffId))
    .orderBy(staffHotels.hotelId);
  return rows.map((r) => r.hotelId);
}

export async function touchSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, sessionId));
}

export async function insertSession(
  db: DbOrTx,
  row: { id: string; staffId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(staffSessions).values({
    id: row.id,
    staffId: row.staffId,
    createdAt: row.now,
    lastSeenAt: row.now,
    expiresAt: row.expiresAt,
  });
}

export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

export async function deleteStaffSessions(db: DbOrTx, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/** Deletes a staff member's sessions that have ended (idle or expired): housekeeping at login. */
export async function deleteEndedSessions(
  db: DbOrTx,
  staffId: number,
  now: Date,
  idleSince: Date,
): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        or(lte(staffSessions.expiresAt, now), lte(staffSessions.lastSeenAt, idleSince)),
      ),
    );
}
