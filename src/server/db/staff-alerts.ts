import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { staff, staffHotels } from './schema/index';

/*
 * Who is told of trouble, read from the staff tables the staff module owns: the modules that raise
 * an alert (channels, registrations) read the addresses here instead of importing the staff
 * module for a lookup (issue 25: a module leans on at most four others).
 */

/** The addresses of the administrators who can sign in (not disabled). */
export async function activeAdminEmails(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ email: staff.email })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt)))
    .orderBy(asc(staff.email));
  return rows.map((r) => r.email);
}

/** The addresses of the hotel managers of a hotel who can sign in (not disabled). */
async function activeManagerEmails(db: DbOrTx, hotelId: number): Promise<string[]> {
  const rows = await db
    .select({ email: staff.email })
    .from(staff)
    .innerJoin(staffHotels, eq(staffHotels.staffId, staff.id))
    .where(
      and(
        eq(staff.role, 'hotel_manager'),
        eq(staffHotels.hotelId, hotelId),
        isNull(staff.disabledAt),
      ),
    )
    .orderBy(asc(staff.email));
  return rows.map((r) => r.email);
}

/**
 * Who hears of a hotel's urgent trouble (an overbooked OTA booking, ADR 262): its hotel managers,
 * or every administrator when it has none.
 */
export async function hotelAlertEmails(db: DbOrTx, hotelId: number): Promise<string[]> {
  const managers = await activeManagerEmails(db, hotelId);
  return managers.length ? managers : activeAdminEmails(db);
}
