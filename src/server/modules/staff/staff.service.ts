import {
  STAFF_IDLE_MINUTES,
  STAFF_MSG,
  type StaffMe,
  type StaffRole,
} from '../../../shared/contracts/staff';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError, unauthorized } from '../../http-errors';
import type { StaffMember } from '../../plugins/staff-session';
import * as auth from '../auth/auth.service';
import * as repo from './staff.repo';
import { totpStep } from './staff.totp';

export const hashStaffPassword = (password: string) => auth.hashPassword(password);

/** The signed-in staff member as GET /api/staff/me tells the web. */
export const toMe = (config: Config, s: StaffMember): StaffMe => ({
  email: s.email,
  role: s.role,
  hotelIds: s.hotelIds,
  totpEnabled: s.totpEnabled,
  totpRequired: config.staffTotpRequired && !s.totpEnabled,
  idleMinutes: STAFF_IDLE_MINUTES,
});

/** 401 whose body tells the login page to ask for the authenticator code. */
const totpNeeded = (message: string) =>
  new HttpError(401, message, undefined, { totpRequired: true });

/**
 * Checks a staff login (ADR 132): email and password, then the TOTP code when the account has one
 * set up. Throttled like the customer login per (IP, account) and per IP, but with no account-wide
 * lock, so nobody can lock a staff member out from elsewhere; a wrong code counts as a failure, a
 * missing one does not. A code is accepted once (its time step is remembered).
 */
export async function login(
  db: Db,
  config: Config,
  now: Date,
  body: { email: string; password: string; totp?: string | undefined },
  clientIp: string,
): Promise<StaffMember> {
  const row = await repo.staffByEmail(db, body.email);
  const attemptId = await auth.beginLoginAttempt(
    db,
    config,
    now,
    row ? { staffId: row.id } : null,
    clientIp,
    { accountWide: false },
  );
  const ok = await auth.checkPassword(row?.passwordHash ?? null, body.password);
  if (!row || !ok || row.disabledAt !== null) throw unauthorized(STAFF_MSG.loginFailed);
  if (row.totpEnabledAt !== null && row.totpSecret !== null) {
    if (!body.totp) {
      await auth.loginSucceeded(db, attemptId); // the password was right: not a failure
      throw totpNeeded(STAFF_MSG.totpRequired);
    }
    const step = totpStep(row.totpSecret, body.totp, now);
    if (step === null || (row.totpLastStep !== null && step <= row.totpLastStep)) {
      throw totpNeeded(STAFF_MSG.totpWrong);
    }
    await repo.updateStaff(db, row.id, { totpLastStep: step });
  }
  await auth.loginSucceeded(db, attemptId);
  return {
    id: row.id,
    email: row.email,
    role: row.role as StaffRole,
    hotelIds: row.role === 'hotel_manager' ? await repo.hotelIdsOf(db, row.id) : [],
    totpEnabled: row.totpEnabledAt !== null,
  };
}

/** Creates a staff account (staff:create, the admin's accounts page, the demo seed). */
export async function createStaff(
  db: DbOrTx,
  input: { email: string; password: string; role: StaffRole; hotelIds: number[]; now: Date },
): Promise<repo.StaffRow> {
  const row = await repo.insertStaff(db, {
    email: input.email.trim().toLowerCase(),
    passwordHash: await hashStaffPassword(input.password),
    role: input.role,
    createdAt: input.now,
  });
  await repo.setHotels(db, row.id, input.role === 'hotel_manager' ? input.hotelIds : []);
  return row;
}
