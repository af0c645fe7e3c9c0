import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staff, staffHotels, staffTours } from '../../db/schema/index';
import type { StaffRole } from '../../../shared/contracts/staff';

export type StaffRow = typeof staff.$inferSelect;

export async function staffByEmail(db: DbOrTx, email: string): Promise<StaffRow | null> {
  const rows = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function staffById(db: DbOrTx, id: number): Promise<StaffRow | null> {
  const rows = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertStaff(
  db: DbOrTx,
  row: { email: string; passwordHash: string; role: StaffRole; createdAt: Date },
): Promise<StaffRow> {
  const [r] = await db.insert(staff).values(row).returning();
  return r!;
}

export async function setHotels(db: DbOrTx, staffId: number, hotelIds: number[]): Promise<void> {
  await db.delete(staffHotels).where(eq(staffHotels.staffId, staffId));
  if (hotelIds.length > 0) {
    await db.insert(staffHotels).values(hotelIds.map((hotelId) => ({ staffId, hotelId })));
  }
}

/** The tours a tour operator runs (ADR 351). */
export async function setTours(db: DbOrTx, staffId: number, tourIds: number[]): Promise<void> {
  await db.delete(staffTours).where(eq(staffTours.staffId, staffId));
  if (tourIds.length > 0) {
    await db.insert(staffTours).values(tourIds.map((tourId) => ({ staffId, tourId })));
  }
}

export async function hotelIdsOf(db: DbOrTx, staffId: number): Promise<number[]> {
  const rows = await db
    .select({ hotelId: staffHotels.hotelId })
    .from(staffHotels)
    .where(eq(staffHotels.staffId, staffId))
    .orderBy(asc(staffHotels.hotelId));
  return rows.map((r) => r.hotelId);
}

/** Each account's hotels and tours (ADR 351), by staff id; an account with neither is absent. */
export async function scopesOfMany(
  db: DbOrTx,
  staffIds: number[],
): Promise<Map<number, { hotelIds: number[]; tourIds: number[] }>> {
  const out = new Map<number, { hotelIds: number[]; tourIds: number[] }>();
  if (staffIds.length === 0) return out;
  const scope = (id: number) => {
    const s = out.get(id) ?? { hotelIds: [], tourIds: [] };
    out.set(id, s);
    return s;
  };
  const hotels = await db
    .select({ staffId: staffHotels.staffId, id: staffHotels.hotelId })
    .from(staffHotels)
    .where(inArray(staffHotels.staffId, staffIds))
    .orderBy(asc(staffHotels.hotelId));
  for (const r of hotels) scope(r.staffId).hotelIds.push(r.id);
  const tours = await db
    .select({ staffId: staffTours.staffId, id: staffTours.tourId })
    .from(staffTours)
    .where(inArray(staffTours.staffId, staffIds))
    .orderBy(asc(staffTours.tourId));
  for (const r of tours) scope(r.staffId).tourIds.push(r.id);
  return out;
}

export async function updateStaff(
  db: DbOrTx,
  id: number,
  set: Partial<Omit<StaffRow, 'id' | 'createdAt'>>,
): Promise<StaffRow | null> {
  const [r] = await db.update(staff).set(set).where(eq(staff.id, id)).returning();
  return r ?? null;
}

/**
 * Takes a TOTP time step for a sign-in: true only for the first request with this step or a later
 * one (one conditional UPDATE, so two requests with the same code at once cannot both pass).
 */
export async function claimTotpStep(db: DbOrTx, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export async function listStaff(db: DbOrTx): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.email));
}

// who is told of trouble, as the modules raising alerts read it (db/staff-alerts.ts)
export { activeAdminEmails } from '../../db/staff-alerts';
