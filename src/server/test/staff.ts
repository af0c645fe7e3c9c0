import { randomBytes } from 'node:crypto';
import { staff, staffHotels, staffSessions } from '../db/schema/index';
import { hashToken } from '../plugins/session';
import { STAFF_COOKIE } from '../plugins/staff-session';
import type { StaffRole } from '../../shared/contracts/staff';
import type { TestContext } from './app';

let seq = 0;

/**
 * A staff member with a live session, made directly in the database (for tests of the back
 * office); TOTP is marked as set up, so the account works where it is required. `hotelIds` are a
 * hotel manager's hotels.
 */
export async function staffSession(
  ctx: Pick<TestContext, 'deps'>,
  role: StaffRole,
  opts: { hotelIds?: number[]; email?: string } = {},
): Promise<{ id: number; email: string; cookie: string }> {
  seq += 1;
  const email =
    opts.email ?? `${role}.${process.pid}.${seq}.${randomBytes(2).toString('hex')}@staff.test`;
  const now = ctx.deps.now();
  const [row] = await ctx.deps.db
    .insert(staff)
    .values({ email, role, passwordHash: 'not-a-real-hash', totpEnabledAt: now })
    .returning({ id: staff.id });
  const id = row!.id;
  if (opts.hotelIds?.length) {
    await ctx.deps.db
      .insert(staffHotels)
      .values(opts.hotelIds.map((hotelId) => ({ staffId: id, hotelId })));
  }
  const token = randomBytes(32).toString('base64url');
  await ctx.deps.db.insert(staffSessions).values({
    id: hashToken(token),
    staffId: id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 12 * 3_600_000),
  });
  return { id, email, cookie: `${STAFF_COOKIE}=${token}` };
}

/** The Cookie header of a new staff member with this role (see staffSession). */
export async function staffCookie(
  ctx: Pick<TestContext, 'deps'>,
  role: StaffRole,
  opts: { hotelIds?: number[] } = {},
): Promise<string> {
  return (await staffSession(ctx, role, opts)).cookie;
}
