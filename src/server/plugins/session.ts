import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { unauthorized } from '../http-errors';
import * as repo from './session.repo';
import type { SessionCustomer } from './session.repo';

export type { SessionCustomer };
export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 7;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in customer, or null. Loaded once per request from the sid cookie. */
    customer: SessionCustomer | null;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function cookieOptions(config: Config, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.NODE_ENV === 'production',
    maxAge: maxAgeSeconds,
  };
}

/** Starts a new session (a new id at every login) and sets the cookie. */
export async function startSession(
  db: DbOrTx,
  config: Config,
  reply: FastifyReply,
  customerId: number,
  now: Date = new Date(),
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertSession(
    db,
    hashToken(token),
    customerId,
    new Date(now.getTime() + SESSION_DAYS * 86_400_000),
  );
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, SESSION_DAYS * 86_400));
}

export async function endSession(
  db: DbOrTx,
  config: Config,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = req.cookies[SESSION_COOKIE];
  if (token) await repo.deleteSession(db, hashToken(token));
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config, 0));
}

export const endAllSessions = (db: DbOrTx, customerId: number) =>
  repo.deleteCustomerSessions(db, customerId);

/** The session's customer or a 401. */
export function requireCustomer(req: FastifyRequest): SessionCustomer {
  if (!req.customer) throw unauthorized();
  return req.customer;
}

/**
 * Route hook of every "(login)" call: a visitor without a session gets 401 before the input is
 * validated, so the reply never depends on what an anonymous caller sent.
 */
export async function loginRequired(req: FastifyRequest): Promise<void> {
  requireCustomer(req);
}

export function registerSession(app: FastifyInstance, db: Db, now: () => Date): void {
  app.decorateRequest('customer', null);
  // a callback hook: a request without a session cookie costs no promise (ADR 205)
  app.addHook('onRequest', (req, _reply, done) => {
    const token = req.url.startsWith('/api/') ? req.cookies[SESSION_COOKIE] : undefined;
    if (!token || token.length > 200) return done();
    repo.findSessionCustomer(db, hashToken(token), now()).then((customer) => {
      req.customer = customer;
      done();
    }, done);
  });
}
