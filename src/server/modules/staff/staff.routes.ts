import { messageReply } from '../../../shared/contracts/common';
import { idParam } from '../../../shared/contracts/common';
import {
  createStaffBody,
  setStaffPasswordBody,
  staffAccountReply,
  staffAccountsReply,
  updateStaffBody,
  staffLoginBody,
  staffMeReply,
  totpConfirmBody,
  totpSetupReply,
} from '../../../shared/contracts/staff';
import { z } from 'zod';
import {
  endStaffSession,
  requireStaff,
  sessionStaff,
  startStaffSession,
} from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import * as service from './staff.service';

/** Staff sign-in, sign-out and "who am I" (ADR 130). */
export async function staffRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db, config, now } = deps;

  app.post(
    '/api/staff/login',
    { schema: { body: staffLoginBody, response: { 200: staffMeReply } } },
    async (req, reply) => {
      const at = now();
      const member = await service.login(db, config, at, req.body, req.ip);
      await startStaffSession(db, config, reply, member.id, at);
      return { success: true as const, data: service.toMe(config, member) };
    },
  );

  app.post(
    '/api/staff/logout',
    { schema: { response: { 200: messageReply } } },
    async (req, reply) => {
      await endStaffSession(db, config, req, reply);
      return { success: true as const, message: 'Signed out.' };
    },
  );

  // who is signed in: 200 with data null when nobody is (like the customer probe, ADR 076)
  app.get('/api/staff/me', { schema: { response: { 200: staffMeReply } } }, async (req) => ({
    success: true as const,
    data: req.staff ? service.toMe(config, req.staff) : null,
  }));

  // two-factor enrolment: any signed-in staff member, also one who must enrol before anything else
  app.post(
    '/api/staff/totp/setup',
    {
      onRequest: async (req) => void sessionStaff(req),
      schema: { response: { 200: totpSetupReply } },
    },
    async (req) => {
      const data = await service.startTotpSetup(db, config, sessionStaff(req).id);
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/staff/totp/confirm',
    {
      onRequest: async (req) => void sessionStaff(req),
      schema: { body: totpConfirmBody, response: { 200: staffMeReply } },
    },
    async (req) => {
      const s = sessionStaff(req);
      await service.confirmTotp(db, now(), s.id, req.body.code);
      return { success: true as const, data: service.toMe(config, { ...s, totpEnabled: true }) };
    },
  );

  // ---- staff accounts: admins only, every change audited ----
  const admin = requireStaff('admin');
  const idParams = z.object({ id: idParam });

  app.get(
    '/api/staff/accounts',
    { onRequest: admin, schema: { response: { 200: staffAccountsReply } } },
    async () => ({ success: true as const, data: await service.listAccounts(db) }),
  );

  app.post(
    '/api/staff/accounts',
    { onRequest: admin, schema: { body: createStaffBody, response: { 200: staffAccountReply } } },
    async (req) => ({
      success: true as const,
      data: (await service.createAccount(db, sessionStaff(req).id, now(), req.body)).account,
    }),
  );

  app.patch(
    '/api/staff/accounts/:id',
    {
      onRequest: admin,
      schema: { params: idParams, body: updateStaffBody, response: { 200: staffAccountReply } },
    },
    async (req) => ({
      success: true as const,
      data: await service.updateAccount(db, sessionStaff(req), now(), req.params.id, req.body),
    }),
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/api/staff/accounts/:id/${action}`,
      { onRequest: admin, schema: { params: idParams, response: { 200: staffAccountReply } } },
      async (req) => ({
        success: true as const,
        data: await service.setDisabled(db, sessionStaff(req), now(), req.params.id, disabled),
      }),
    );
  }

  app.post(
    '/api/staff/accounts/:id/reset-totp',
    { onRequest: admin, schema: { params: idParams, response: { 200: staffAccountReply } } },
    async (req) => ({
      success: true as const,
      data: await service.resetTotp(db, sessionStaff(req), now(), req.params.id),
    }),
  );

  app.post(
    '/api/staff/accounts/:id/password',
    {
      onRequest: admin,
      schema: {
        params: idParams,
        body: setStaffPasswordBody,
        response: { 200: staffAccountReply },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.setPassword(
        db,
        sessionStaff(req),
        now(),
        req.params.id,
        req.body.password,
      ),
    }),
  );
}
