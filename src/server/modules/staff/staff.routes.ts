import { messageReply } from '../../../shared/contracts/common';
import { staffLoginBody, staffMeReply } from '../../../shared/contracts/staff';
import { endStaffSession, startStaffSession } from '../../plugins/staff-session';
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
      void reply.header('cache-control', 'no-store');
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
  app.get('/api/staff/me', { schema: { response: { 200: staffMeReply } } }, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return { success: true as const, data: req.staff ? service.toMe(config, req.staff) : null };
  });
}
