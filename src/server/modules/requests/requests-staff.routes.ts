import { z } from 'zod';
import { idParam } from '../../../shared/contracts/common';
import {
  requestKind,
  requestStatusBody,
  rescheduleQuoteReply,
  staffRequestReply,
  staffRequestsReply,
} from '../../../shared/contracts/desk';
import { registerFormRateLimit } from '../../plugins/rate-limit';
import { requireStaff, sessionStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import { rescheduleQuote } from './reschedule';
import { listRequests, reachableRequest, setRequestStatus } from './staff-board';

const idParams = z.object({ id: idParam });

/**
 * The requests board of the back office (docs/api.md "Staff: bookings, refunds, requests"):
 * admins and hotel managers (a manager's other hotels' requests are 404).
 */
export async function requestsStaffRoutes(app: App, deps: AppDeps): Promise<void> {
  const desk = requireStaff('hotel_manager');
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get(
    '/api/staff/requests',
    { onRequest: desk, schema: { response: { 200: staffRequestsReply } } },
    async (req) => ok(await listRequests(deps, sessionStaff(req))),
  );

  app.get(
    '/api/staff/requests/reschedule/:id/quote',
    { onRequest: desk, schema: { params: idParams, response: { 200: rescheduleQuoteReply } } },
    async (req) => {
      const r = await reachableRequest(deps, sessionStaff(req), 'reschedule', req.params.id);
      return ok(await rescheduleQuote(deps, r));
    },
  );

  // the reply is mailed to the guest: limited like every form that sends messages (the 'desk'
  // counter is shared with the front desk's cancel and counter booking, stays.routes.ts)
  await app.register(async (scope: App) => {
    await registerFormRateLimit(scope, {
      db: deps.db,
      now: deps.now,
      name: 'desk',
      max: Math.max(60, deps.config.FORM_RATE_LIMIT * 10),
      windowMs: 10 * 60_000,
    });

    scope.post(
      '/api/staff/requests/:kind/:id/status',
      {
        onRequest: desk,
        schema: {
          params: z.object({ kind: requestKind, id: idParam }),
          body: requestStatusBody,
          response: { 200: staffRequestReply },
        },
      },
      async (req) =>
        ok(
          await setRequestStatus(deps, sessionStaff(req), req.params.kind, req.params.id, req.body),
        ),
    );
  });
}
