import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isHotelScoped,
  STAFF_IDLE_MINUTES,
  STAFF_MSG,
  type StaffRole,
} from '../../shared/contracts/staff';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { forbidden, notFound, unauthorized } from '../http-errors';
import { hashToken } from './session';
import * as repo from './staff-session.repo';

/**
 * The staff session cookie (ADR 130): its own name, never read by customer routes, and the
 * customer's `sid` is never read by staff routes. SameSite=Strict: the back office is never
 * entered from another site's link with a live session.
 */
export const STAFF_COOKIE = 'staff_sid';
/** A staff session ends after this long whatever happens (a working day). */
const STAFF_SESSION_HOURS = 12;
const MINUTE = 60_000;
/** lastSeenAt is written at most this often (the idle timeout does not need more precision). */
const TOUCH_EVERY_MS = 15_000;

/** The signed-in staff member of a request to /api/staff/*. */
export type StaffMember = {
  id: number;
  email: string;
  role: StaffRole;
  /** the hotels a hotel manager runs (empty for the other roles) */
  hotelIds: number[];
  totpEnabled: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, or null. Loaded only for /api/staff/* from the staff cookie. */
    staff: StaffMember | null;
    /** true while the signed-in staff member must still set up two-factor sign-in */
    staffMustEnrol: boolean;
  }
}

export function staffCookieOptions(config: Config, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.NODE_ENV === 'production',
    maxAge: maxAgeSeconds,
  };
}

/** Starts a staff session (a new id at every login) and sets the staff cookie. */
export async function startStaffSession(
  db: DbOrTx,
  config: Config,
  reply: FastifyReply,
  staffId: number,
  now: Date,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  // the staff member's ended sessions go now (no table of dead sessions growing for ever)
  await repo.deleteEndedSessions(
    db,
    staffId,
    now,
    new Date(now.getTime() - STAFF_IDLE_MINUTES * MINUTE),
  );
  await repo.insertSession(db, {
    id: hashToken(token),
    staffId,
    now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_HOURS * 60 * MINUTE),
  });
  reply.setCookie(STAFF_COOKIE, token, staffCookieOptions(config, STAFF_SESSION_HOURS * 3600));
}

export async function endStaffSession(
  db: DbOrTx,
  config: Config,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = req.cookies[STAFF_COOKIE];
  if (token) await repo.deleteSession(db, hashToken(token));
  reply.clearCookie(STAFF_COOKIE, staffCookieOptions(config, 0));
}

/** Ends every session of a staff member (disabled account, new password, TOTP reset). */
export const endAllStaffSessions = (db: DbOrTx, staffId: number) =>
  repo.deleteStaffSessions(db, staffId);

/** The request's staff member or a 401 (any role, also before TOTP enrolment). */
export function sessionStaff(req: FastifyRequest): StaffMember {
  if (!req.staff) throw unauthorized(STAFF_MSG.signInFirst);
  return req.staff;
}

/**
 * Route hook of every back-office call: 401 without a staff session, 403 when the staff member's
 * role is not among `roles` (admin is always allowed; no roles = every role), 403 while an account
 * that must use two-factor sign-in has not set it up. Use as `onRequest` or `preHandler`; sets
 * nothing itself (request.staff is loaded for every /api/staff/* request).
 */
export function requireStaff(...roles: StaffRole[]) {
  return async (req: FastifyRequest): Promise<void> => {
    const s = sessionStaff(req);
    if (req.staffMustEnrol) throw forbidden(STAFF_MSG.totpEnrolRequired);
    if (s.role === 'admin' || roles.length === 0) return;
    if (!roles.includes(s.role)) throw forbidden(STAFF_MSG.notAllowed);
  };
}

/**
 * Throws 404 when the staff member may not reach this hotel: a hotel manager reaches only the
 * hotels assigned to them (another hotel is "not found", not "forbidden": its existence is not
 * confirmed). Other roles are limited by requireStaff, not by hotel.
 */
export function assertHotelReach(staff: StaffMember, hotelId: number): void {
  if (isHotelScoped(staff.role) && !staff.hotelIds.includes(hotelId)) {
    throw notFound('Hotel not found.');
  }
}

/** The hotels a staff member's lists are limited to: null = every hotel. */
export const hotelScope = (staff: StaffMember): number[] | null =>
  isHotelScoped(staff.role) ? staff.hotelIds : null;

export function registerStaffSession(
  app: FastifyInstance,
  config: Config,
  db: Db,
  now: () => Date,
): void {
  app.decorateRequest('staff', null);
  app.decorateRequest('staffMustEnrol', false);
  // a callback hook outside the back office: no promise per public request (ADR 205)
  app.addHook('onRequest', (req, reply, done) => {
    if (!req.url.startsWith('/api/staff/')) return done();
    staffOf(req, reply).then(() => done(), done);
  });
  const staffOf = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // back-office replies are never kept by a browser or proxy cache
    void reply.header('cache-control', 'no-store');
    const token = req.cookies[STAFF_COOKIE];
    if (!token || token.length > 200) return;
    const at = now();
    const id = hashToken(token);
    const row = await repo.findSessionStaff(
      db,
      id,
      at,
      new Date(at.getTime() - STAFF_IDLE_MINUTES * MINUTE),
    );
    if (!row) return;
    if (at.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await repo.touchSession(db, id, at);
    }
    req.staff = {
      id: row.id,
      email: row.email,
      role: row.role,
      hotelIds: isHotelScoped(row.role) ? await repo.hotelIdsOf(db, row.id) : [],
      totpEnabled: row.totpEnabled,
    };
    req.staffMustEnrol = config.staffTotpRequired && !row.totpEnabled;
  };
}
