import {
  adminSiteReply,
  AUTH_MSG,
  authMessageReply,
  loginBody,
  loginReply,
  mobileCodeBody,
  mobileLoginBody,
  profileReply,
  registerBody,
  resetOtpRequestBody,
  resetPasswordBody,
  sendOtpBody,
  verifyEmailOtpBody,
  verifyMobileOtpBody,
} from '../../../shared/contracts/auth';
import { MSG } from '../../../shared/messages';
import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { cookieOptions, endSession, hashToken, startSession } from '../../plugins/session';
import type { App, AppDeps } from '../../types';
import { HttpError } from '../../http-errors';
import * as newsletterService from '../newsletter/newsletter.service';
import * as service from './auth.service';

/** The password-reset grant cookie: sent only to the auth API, only from this site. */
export const RESET_COOKIE = 'rg';
const resetCookie = (config: Config, maxAge: number) => ({
  path: '/api/auth',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: config.NODE_ENV === 'production',
  maxAge,
});

/**
 * The signup browser cookie: a random token set when this browser verifies a signup code; both
 * codes must be verified with the same token for register to accept (ADR 071).
 */
export const SIGNUP_COOKIE = 'sv';
const signupCookie = (config: Config, maxAge: number) => ({
  path: '/api/auth',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: config.NODE_ENV === 'production',
  maxAge,
});
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** This browser's signup token: the one its cookie holds, or a new one. */
const signupToken = (req: FastifyRequest) => {
  const t = req.cookies[SIGNUP_COOKIE];
  return t && TOKEN.test(t) ? t : randomBytes(32).toString('base64url');
};

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Routes of the auth module: sign-up codes, register, login, profile, logout, password reset. */
export async function authRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db, config, now } = deps;

  app.post(
    '/api/auth/send-otp',
    { schema: { body: sendOtpBody, response: { 200: authMessageReply } } },
    async (req) => {
      await service.sendSignupOtps(
        db,
        config,
        now(),
        req.body.EmailId,
        req.body.mobileNumber,
        req.ip,
        req.body.language,
      );
      return { success: true as const, message: MSG.otpsSent };
    },
  );

  app.post(
    '/api/auth/verifyEmail-otp',
    { schema: { body: verifyEmailOtpBody, response: { 200: authMessageReply } } },
    async (req, reply) => {
      const browser = signupToken(req);
      const { purpose } = await service.verifyCode(
        db,
        config,
        now(),
        'email',
        req.body.EmailId,
        req.body.otp,
        { ip: req.ip, browser: hashToken(browser) },
      );
      if (purpose === 'reset') {
        const token = await service.createResetGrant(db, now(), req.body.EmailId);
        reply.setCookie(RESET_COOKIE, token, resetCookie(config, service.RESET_GRANT_MINUTES * 60));
        return { success: true as const, message: MSG.resetOtpVerified };
      }
      reply.setCookie(
        SIGNUP_COOKIE,
        browser,
        signupCookie(config, service.VERIFIED_WINDOW_MINUTES * 60),
      );
      return { success: true as const, message: MSG.emailOtpVerified };
    },
  );

  app.post(
    '/api/auth/verify-otp',
    { schema: { body: verifyMobileOtpBody, response: { 200: authMessageReply } } },
    async (req, reply) => {
      const browser = signupToken(req);
      const { purpose } = await service.verifyCode(
        db,
        config,
        now(),
        'sms',
        req.body.mobileNumber,
        req.body.otp,
        { ip: req.ip, browser: hashToken(browser) },
      );
      if (purpose === 'signup')
        reply.setCookie(
          SIGNUP_COOKIE,
          browser,
          signupCookie(config, service.VERIFIED_WINDOW_MINUTES * 60),
        );
      return { success: true as const, message: MSG.mobileOtpVerified };
    },
  );

  app.post(
    '/api/auth/register',
    { schema: { body: registerBody, response: { 201: loginReply } } },
    async (req, reply) => {
      const at = now();
      const { newsletter, ...account } = req.body;
      const browser = req.cookies[SIGNUP_COOKIE];
      const customer = await service.register(
        db,
        config,
        at,
        account,
        browser && TOKEN.test(browser) ? hashToken(browser) : null,
      );
      reply.clearCookie(SIGNUP_COOKIE, signupCookie(config, 0));
      // logged in at once, so a guest who signed up mid-booking goes straight back to it (the spec
      // sends them to /login; docs/spec-deviations.md)
      await endSession(db, config, req, reply);
      await startSession(db, config, reply, customer.id, at);
      // the newsletter only with the box the person ticked (consent, recorded with its time)
      if (newsletter === true) {
        await newsletterService
          .subscribe(db, customer.email, {
            publicUrl: config.publicUrl,
            corpName: config.CORP_NAME,
            now: at,
            secret: config.appSecret,
            source: 'signup',
            customerId: customer.id,
            language: customer.language,
          })
          .catch((err: unknown) => {
            if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
          });
      }
      noStore(reply);
      return reply.status(201).send({
        success: true as const,
        message: MSG.registeredSuccessfully,
        user: service.toProfile(customer),
      });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginBody, response: { 200: loginReply } } },
    async (req, reply) => {
      const at = now();
      const customer = await service.login(
        db,
        config,
        at,
        req.body.identifier,
        req.body.password,
        req.ip,
        req.cookies[service.LOGIN_PASS_COOKIE],
      );
      // a new session id at every login; a session the browser still had is ended
      await endSession(db, config, req, reply);
      await startSession(db, config, reply, customer.id, at);
      noStore(reply);
      return {
        success: true as const,
        message: MSG.loginSuccess,
        user: service.toProfile(customer),
      };
    },
  );

  // Sign-in by a code to the mobile (ADR 316): a guest books without a password; a mobile with no
  // account gets one made at the sign-in (name and email given with the code).
  app.post(
    '/api/auth/mobile-code',
    { schema: { body: mobileCodeBody, response: { 200: authMessageReply } } },
    async (req) => {
      await service.sendLoginCode(
        db,
        config,
        now(),
        { channel: 'sms', target: req.body.mobileNumber },
        req.ip,
        req.body.language,
      );
      return { success: true as const, message: AUTH_MSG.loginCodeSent };
    },
  );

  app.post(
    '/api/auth/mobile-login',
    { schema: { body: mobileLoginBody, response: { 200: loginReply } } },
    async (req, reply) => {
      const at = now();
      const customer = await service.loginByMobileCode(db, config, at, req.body, req.ip);
      await endSession(db, config, req, reply);
      await startSession(db, config, reply, customer.id, at);
      noStore(reply);
      return {
        success: true as const,
        message: MSG.loginSuccess,
        user: service.toProfile(customer),
      };
    },
  );

  // The emailed unlock link of an account locked from many places (ADR 237): gives this browser a
  // login pass for the account and goes on to the login page. The link only lets the password be
  // tried again from here, so opening it twice, or by a mail scanner, does no harm.
  app.get(
    '/api/auth/login-unlock',
    { schema: { querystring: z.object({ token: z.string().max(200).optional() }) } },
    async (req, reply) => {
      const pass = service.loginPassFromLink(config, req.query.token, now());
      noStore(reply);
      if (!pass) return reply.redirect('/login?unlock=expired', 303);
      reply.setCookie(service.LOGIN_PASS_COOKIE, pass.value, {
        ...cookieOptions(config, pass.maxAgeSeconds),
        path: '/api/auth',
      });
      return reply.redirect('/login?unlock=ok', 303);
    },
  );

  // The session probe every page makes: a visitor is an answer, not an error, so it replies 200
  // with `user: null` instead of the API contract's 401 (docs/spec-deviations.md); other (login) routes keep 401.
  app.get(
    '/api/auth/profile',
    { schema: { response: { 200: profileReply } } },
    async (req, reply) => {
      noStore(reply);
      return {
        success: true as const,
        user: req.customer ? service.toProfile(req.customer) : null,
      };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: authMessageReply } } },
    async (req, reply) => {
      await endSession(db, config, req, reply);
      return { success: true as const, message: AUTH_MSG.loggedOut };
    },
  );

  app.post(
    '/api/auth/sendResetPassword-otp',
    { schema: { body: resetOtpRequestBody, response: { 200: authMessageReply } } },
    async (req) => {
      await service.requestReset(db, config, now(), req.body.EmailId, req.ip);
      return { success: true as const, message: AUTH_MSG.resetRequested };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: resetPasswordBody, response: { 200: authMessageReply } } },
    async (req, reply) => {
      await service.resetPassword(
        db,
        config,
        now(),
        req.cookies[RESET_COOKIE],
        req.body.EmailId,
        req.body.New_Password,
      );
      reply.clearCookie(RESET_COOKIE, resetCookie(config, 0));
      return { success: true as const, message: MSG.resetSuccess };
    },
  );

  /** Where 'Login as Admin/HM' leads: the back office at /admin, or another site if configured. */
  app.get('/api/auth/admin-site', { schema: { response: { 200: adminSiteReply } } }, async () => ({
    success: true as const,
    data: { url: config.ADMIN_SITE_URL ?? '/admin' },
  }));
}
