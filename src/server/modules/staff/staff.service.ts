import {
  STAFF_IDLE_MINUTES,
  STAFF_MSG,
  type CreateStaffBody,
  type StaffAccount,
  type StaffMe,
  type StaffRole,
  isHotelScoped,
} from '../../../shared/contracts/staff';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import {
  badRequest,
  conflict,
  HttpError,
  notFound,
  tooManyFor,
  unauthorized,
} from '../../http-errors';
import { enqueueMail } from '../../notify/outbox';
import { totpPausedMail } from '../../notify/security-mail';
import { countTry, forgiveTry } from '../../plugins/rate-limit';
import { endAllStaffSessions, type StaffMember } from '../../plugins/staff-session';
import * as auth from '../auth/auth.service';
import * as repo from './staff.repo';
import { newTotpSecret, totpQrSvg, totpStep, totpUri } from './staff.totp';
import { recordAudit } from '../audit/audit.service';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';

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

/** Why a sign-in failed, as the audit log records it (the reply says only "wrong email or password"). */
type SignInFailure = 'unknown-account' | 'wrong-password' | 'disabled' | 'wrong-code';

/**
 * Writes a sign-in, or a failed one, to the audit log (entity 'staff'; ADR 133): who (the account
 * when it exists), from which address, and for a failure why. A failure has no actor (staffId
 * null): nobody proved who they are. A refused attempt (429) is not written, so a flood cannot
 * grow the log beyond the login limits.
 */
async function auditSignIn(
  db: Db,
  at: Date,
  e: { staffId: number | null; email: string; ip: string; failure?: SignInFailure; totp?: boolean },
): Promise<void> {
  await recordAudit(db, {
    staffId: e.failure ? null : e.staffId,
    action: e.failure ? 'sign-in-failed' : 'sign-in',
    entity: 'staff',
    entityId: e.staffId,
    after: e.failure
      ? { email: e.email, ip: e.ip, reason: e.failure }
      : { email: e.email, ip: e.ip, totp: e.totp ?? false },
    at,
  });
}

/**
 * Wrong authenticator codes counted per account from every address (ADR 235): past this many in
 * the window the account's second factor pauses until the window ends, and the admins are mailed.
 */
const TOTP_ACCOUNT_FAILURES = 20;
const TOTP_PAUSE_MINUTES = 15;
const totpTryKey = (staffId: number) => `staff-totp:${staffId}`;

/**
 * Counts this code against the account before it is judged (so parallel guesses cannot slip past);
 * past the limit, 429 until the window ends, and the first refusal of a window mails every admin.
 */
async function countTotpTry(db: Db, config: Config, now: Date, row: repo.StaffRow) {
  const tries = await countTry(db, totpTryKey(row.id), TOTP_PAUSE_MINUTES * 60_000, now);
  if (tries.count <= TOTP_ACCOUNT_FAILURES) return;
  if (tries.count === TOTP_ACCOUNT_FAILURES + 1) {
    const admins = await repo.activeAdminEmails(db);
    await db.transaction(async (tx) => {
      for (const to of admins) {
        await enqueueMail(tx, {
          to,
          ...totpPausedMail(config, {
            account: row.email,
            failures: TOTP_ACCOUNT_FAILURES,
            minutes: TOTP_PAUSE_MINUTES,
            at: now,
          }),
        });
      }
    });
  }
  const seconds = Math.max(1, Math.ceil((tries.resetAt.getTime() - now.getTime()) / 1000));
  throw tooManyFor(STAFF_MSG.totpPaused(Math.ceil(seconds / 60)), seconds);
}

/**
 * Checks a staff login (ADR 132): email and password, then the TOTP code when the account has one
 * set up. Throttled like the customer login per (IP, account) and per IP, but with no account-wide
 * lock on the password, so nobody can lock a staff member out from elsewhere; a wrong code counts as
 * a failure, a missing one does not. Codes are also counted per account from every address: past
 * TOTP_ACCOUNT_FAILURES wrong ones the second factor pauses (429) and the admins are mailed, while
 * the password step stays open (ADR 235). A code is accepted once (its time step is taken by a
 * conditional update). Every sign-in and
 * every failed one is in the audit log.
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
  const who = { staffId: row?.id ?? null, email: body.email, ip: clientIp };
  const ok = await auth.checkPassword(row?.passwordHash ?? null, body.password);
  if (!row || !ok || row.disabledAt !== null) {
    const failure = !row ? 'unknown-account' : !ok ? 'wrong-password' : 'disabled';
    await auditSignIn(db, now, { ...who, failure });
    throw unauthorized(STAFF_MSG.loginFailed);
  }
  if (row.totpEnabledAt !== null && row.totpSecret !== null) {
    if (!body.totp) {
      await auth.loginSucceeded(db, attemptId); // the password was right: not a failure
      throw totpNeeded(STAFF_MSG.totpRequired);
    }
    try {
      await countTotpTry(db, config, now, row);
    } catch (err) {
      await auth.loginSucceeded(db, attemptId); // the password was right: not a failure
      throw err;
    }
    const step = totpStep(row.totpSecret, body.totp, now);
    // a step is taken once, even by two requests with the same code at once
    if (step === null || !(await repo.claimTotpStep(db, row.id, step))) {
      await auditSignIn(db, now, { ...who, failure: 'wrong-code' });
      throw totpNeeded(STAFF_MSG.totpWrong);
    }
    await forgiveTry(db, totpTryKey(row.id), now); // a right code is not a failure
  }
  await auth.loginSucceeded(db, attemptId);
  await auditSignIn(db, now, { ...who, totp: row.totpEnabledAt !== null });
  return {
    id: row.id,
    email: row.email,
    role: row.role as StaffRole,
    hotelIds: isHotelScoped(row.role) ? await repo.hotelIdsOf(db, row.id) : [],
    totpEnabled: row.totpEnabledAt !== null,
  };
}

export const TOTP_ISSUER = (config: Config) => `${config.CORP_SHORT_NAME} back office`;

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

// ---- staff accounts (admins) ----

type Scope = { hotelIds: number[]; tourIds: number[] };

const toAccount = (r: repo.StaffRow, { hotelIds, tourIds }: Scope): StaffAccount => ({
  id: r.id,
  email: r.email,
  role: r.role as StaffRole,
  hotelIds,
  tourIds,
  totpEnabled: r.totpEnabledAt !== null,
  disabled: r.disabledAt !== null,
  createdAt: r.createdAt.toISOString(),
});

/** What the audit log keeps of an account: never the password hash or the TOTP secret. */
const auditView = (a: StaffAccount) => ({
  email: a.email,
  role: a.role,
  hotelIds: a.hotelIds,
  tourIds: a.tourIds,
  totpEnabled: a.totpEnabled,
  disabled: a.disabled,
});

export async function listAccounts(db: DbOrTx): Promise<StaffAccount[]> {
  const rows = await repo.listStaff(db);
  const scopes = await repo.scopesOfMany(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toAccount(r, scopes.get(r.id) ?? NO_SCOPE));
}

const NO_SCOPE: Scope = { hotelIds: [], tourIds: [] };

async function accountOf(db: DbOrTx, id: number): Promise<StaffAccount> {
  const row = await repo.staffById(db, id);
  if (!row) throw notFound('Staff account not found.');
  return toAccount(row, (await repo.scopesOfMany(db, [id])).get(id) ?? NO_SCOPE);
}

/** Creates a staff account (audited; `actorId` null: the staff:create command). */
export async function createAccount(
  db: Db,
  actorId: number | null,
  now: Date,
  body: CreateStaffBody,
  opts: { totpIssuer?: string } = {},
): Promise<{ account: StaffAccount; totp: { secret: string; uri: string } | null }> {
  const email = body.email.trim().toLowerCase();
  if (await repo.staffByEmail(db, email)) {
    throw conflict('A staff account with this email already exists.');
  }
  const passwordHash = await hashStaffPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const inserted = await repo.insertStaff(tx, {
        email,
        passwordHash,
        role: body.role,
        createdAt: now,
      });
      // the command (staff:create) sets up two-factor sign-in at once and prints the URI
      const issuer = opts.totpIssuer;
      const secret = issuer ? newTotpSecret() : null;
      const totp = issuer && secret ? { secret, uri: totpUri(secret, email, issuer) } : null;
      const row = totp
        ? ((await repo.updateStaff(tx, inserted.id, {
            totpSecret: totp.secret,
            totpEnabledAt: now,
          })) ?? inserted)
        : inserted;
      const hotelIds = isHotelScoped(body.role)
        ? [...new Set(body.hotelIds)].sort((a, b) => a - b)
        : [];
      await repo.setHotels(tx, row.id, hotelIds);
      const tourIds = toursOf(body);
      await repo.setTours(tx, row.id, tourIds);
      const account = toAccount(row, { hotelIds, tourIds });
      await recordAudit(tx, {
        staffId: actorId,
        action: 'create',
        entity: 'staff',
        entityId: row.id,
        before: null,
        after: auditView(account),
        at: now,
      });
      return { account, totp };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('A staff account with this email already exists.');
    if (isForeignKeyViolation(err)) throw badRequest(unknownScope(body.role));
    throw err;
  }
}

/** A tour operator names tours, a hotel-scoped role hotels: the one of them that is missing. */
const unknownScope = (role: StaffRole) =>
  role === 'tour_operator' ? 'A chosen tour does not exist.' : 'A chosen hotel does not exist.';

/** The tours of a tour operator, none for another role (ADR 351). */
const toursOf = (b: { role: StaffRole; tourIds?: number[] | undefined }): number[] =>
  b.role === 'tour_operator' ? [...new Set(b.tourIds ?? [])].sort((a, c) => a - c) : [];

/** Changes an account's role and hotels (audited). An admin cannot take away their own role. */
export async function updateAccount(
  db: Db,
  actor: StaffMember,
  now: Date,
  id: number,
  body: { role: StaffRole; hotelIds: number[]; tourIds?: number[] },
): Promise<StaffAccount> {
  if (id === actor.id && body.role !== 'admin') {
    throw conflict('You cannot change your own role. Ask another administrator.');
  }
  try {
    return await db.transaction(async (tx) => {
      const before = await accountOf(tx, id);
      await repo.updateStaff(tx, id, { role: body.role });
      const hotelIds = isHotelScoped(body.role)
        ? [...new Set(body.hotelIds)].sort((a, b) => a - b)
        : [];
      await repo.setHotels(tx, id, hotelIds);
      await repo.setTours(tx, id, toursOf(body));
      const after = await accountOf(tx, id);
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'update',
        entity: 'staff',
        entityId: id,
        before: auditView(before),
        after: auditView(after),
        at: now,
      });
      return after;
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw badRequest(unknownScope(body.role));
    throw err;
  }
}

/**
 * One audited change of an account that also ends its sessions: disable, enable, reset TOTP,
 * new password.
 */
async function changeAccount(
  db: Db,
  actor: StaffMember,
  now: Date,
  id: number,
  action: string,
  set: Parameters<typeof repo.updateStaff>[2],
  extra: Record<string, unknown> = {},
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const before = await accountOf(tx, id);
    await repo.updateStaff(tx, id, set);
    await endAllStaffSessions(tx, id);
    const after = await accountOf(tx, id);
    await recordAudit(tx, {
      staffId: actor.id,
      action,
      entity: 'staff',
      entityId: id,
      before: auditView(before),
      after: { ...auditView(after), ...extra },
      at: now,
    });
    return after;
  });
}

export function setDisabled(
  db: Db,
  actor: StaffMember,
  now: Date,
  id: number,
  disabled: boolean,
): Promise<StaffAccount> {
  if (id === actor.id && disabled) throw conflict('You cannot disable your own account.');
  return changeAccount(db, actor, now, id, disabled ? 'disable' : 'enable', {
    disabledAt: disabled ? now : null,
  });
}

/** Turns two-factor sign-in off; the staff member sets it up again at the next sign-in. */
export const resetTotp = (db: Db, actor: StaffMember, now: Date, id: number) =>
  changeAccount(db, actor, now, id, 'reset-totp', {
    totpSecret: null,
    totpEnabledAt: null,
    totpLastStep: null,
  });

export async function setPassword(
  db: Db,
  actor: StaffMember,
  now: Date,
  id: number,
  password: string,
): Promise<StaffAccount> {
  const passwordHash = await hashStaffPassword(password);
  return changeAccount(
    db,
    actor,
    now,
    id,
    'set-password',
    { passwordHash },
    { passwordChanged: true },
  );
}

// who hears of a hotel's urgent trouble (db/staff-alerts.ts)
export { hotelAlertEmails } from '../../db/staff-alerts';
