import {
  STAFF_IDLE_MINUTES,
  STAFF_MSG,
  type StaffMe,
  type StaffRole,
} from '../../../shared/contracts/staff';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../http-errors';
import type { StaffMember } from '../../plugins/staff-session';
import * as auth from '../auth/auth.service';
import * as repo from './staff.repo';
import { newTotpSecret, totpQrSvg, totpStep, totpUri } from './staff.totp';
import { recordAudit } from '../audit/audit.service';

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

const TOTP_ISSUER = (config: Config) => `${config.CORP_SHORT_NAME} back office`;

/**
 * Starts two-factor enrolment: a new secret, kept but not active until the first code is
 * confirmed. Refused (409) once two-factor sign-in is on: an admin resets it first (audited).
 */
export async function startTotpSetup(db: Db, config: Config, staffId: number) {
  const row = await repo.staffById(db, staffId);
  if (!row) throw notFound();
  if (row.totpEnabledAt !== null) {
    throw conflict('Two-factor sign-in is already set up. An administrator can reset it.');
  }
  const secret = newTotpSecret();
  await repo.updateStaff(db, staffId, { totpSecret: secret, totpLastStep: null });
  const uri = totpUri(secret, row.email, TOTP_ISSUER(config));
  return { secret, uri, qrSvg: totpQrSvg(uri) };
}

/** Turns two-factor sign-in on when `code` matches the secret of startTotpSetup (audited). */
export async function confirmTotp(db: Db, now: Date, staffId: number, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.staffById(tx, staffId);
    if (!row) throw notFound();
    if (row.totpEnabledAt !== null) throw conflict('Two-factor sign-in is already set up.');
    if (!row.totpSecret) throw badRequest('Start the set-up first.');
    const step = totpStep(row.totpSecret, code, now);
    if (step === null) throw badRequest(STAFF_MSG.totpWrong);
    await repo.updateStaff(tx, staffId, { totpEnabledAt: now, totpLastStep: step });
    await recordAudit(tx, {
      staffId,
      action: 'totp-enable',
      entity: 'staff',
      entityId: staffId,
      before: { totpEnabled: false },
      after: { totpEnabled: true },
      at: now,
    });
  });
}
