import type { DbOrTx } from '../client';
import { staff, staffHotels } from '../schema/index';
import { DEMO_STAFF_DEFAULT_PASSWORD } from '../../config';
import { hashStaffPassword } from '../../modules/staff/staff.service';

/** The demo staff accounts (README "Demo staff"): one per role; the manager runs the first hotel. */
export const DEMO_STAFF = [
  { email: 'admin@jtdc.demo', role: 'admin' },
  { email: 'manager@jtdc.demo', role: 'hotel_manager' },
  { email: 'editor@jtdc.demo', role: 'content_editor' },
  { email: 'accounts@jtdc.demo', role: 'accounts' },
] as const;

/** argon2id takes a moment: one hash per password per process (tests seed many databases). */
const hashes = new Map<string, Promise<string>>();

/**
 * Adds the demo staff accounts with `password` (DEMO_STAFF_PASSWORD or the development default).
 * Without two-factor sign-in: where TOTP is required (production) each sets it up at first login.
 */
export async function seedStaff(
  tx: DbOrTx,
  managerHotelId: number,
  password: string = DEMO_STAFF_DEFAULT_PASSWORD,
): Promise<void> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashStaffPassword(password);
    hashes.set(password, hash);
  }
  const passwordHash = await hash;
  const rows = await tx
    .insert(staff)
    .values(DEMO_STAFF.map((s) => ({ email: s.email, role: s.role, passwordHash })))
    .returning({ id: staff.id, role: staff.role });
  const manager = rows.find((r) => r.role === 'hotel_manager');
  if (manager)
    await tx.insert(staffHotels).values({ staffId: manager.id, hotelId: managerHotelId });
}
