import { z } from 'zod';
import { idParam } from '../../../shared/contracts/common';
import {
  cancelBody,
  cancelPreviewReply,
  checkInBody,
  counterBookingBody,
  counterBookingHeaders,
  deskActionReply,
  deskTodayQuery,
  deskTodayReply,
  reconcileQuery,
  reconcileReply,
  refundsQuery,
  requestKind,
  requestStatusBody,
  rescheduleQuoteReply,
  staffBookingDetailReply,
  staffBookingsQuery,
  staffBookingsReply,
  staffRefundReply,
  staffRefundsReply,
  staffRequestReply,
  staffRequestsReply,
} from '../../../shared/contracts/desk';
import { registerFormRateLimit } from '../../plugins/rate-limit';
import { requireStaff, sessionStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import * as service from './desk.service';

const idParams = z.object({ id: idParam });

/**
 * The front desk's routes (docs/api.md "Staff: bookings, refunds, requests"): bookings for admins
 * and hotel managers (a manager's other hotels are 404), refunds and payments for admins and
 * accounts, requests for admins and hotel managers. Content editors get 403 everywhere here.
 */
export async function deskRoutes(app: App, deps: AppDeps): Promise<void> {
  const desk = requireStaff('hotel_manager');
  const money = requireStaff('accounts');
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get(
    '/api/staff/bookings',
    {
      onRequest: desk,
      schema: { querystring: staffBookingsQuery, response: { 200: staffBookingsReply } },
    },
    async (req) => ok(await service.searchBookings(deps, sessionStaff(req), req.query)),
  );

  app.get(
    '/api/staff/desk/today',
    { onRequest: desk, schema: { querystring: deskTodayQuery, response: { 200: deskTodayReply } } },
    async (req) => ok(await service.today(deps, sessionStaff(req), req.query.hotelId)),
  );

  app.get(
    '/api/staff/bookings/:id',
    { onRequest: desk, schema: { params: idParams, response: { 200: staffBookingDetailReply } } },
    async (req) => ok(await service.bookingDetail(deps, sessionStaff(req), req.params.id)),
  );

  app.post(
    '/api/staff/bookings/:id/check-in',
    {
      onRequest: desk,
      schema: { params: idParams, body: checkInBody, response: { 200: deskActionReply } },
    },
    async (req) => ok(await service.checkIn(deps, sessionStaff(req), req.params.id, req.body)),
  );

  app.post(
    '/api/staff/bookings/:id/check-out',
    { onRequest: desk, schema: { params: idParams, response: { 200: deskActionReply } } },
    async (req) => ok(await service.checkOut(deps, sessionStaff(req), req.params.id)),
  );

  app.post(
    '/api/staff/bookings/:id/no-show',
    { onRequest: desk, schema: { params: idParams, response: { 200: deskActionReply } } },
    async (req) => ok(await service.noShow(deps, sessionStaff(req), req.params.id)),
  );

  app.get(
    '/api/staff/bookings/:id/cancel-preview',
    { onRequest: desk, schema: { params: idParams, response: { 200: cancelPreviewReply } } },
    async (req) => ok(await service.cancelPreview(deps, sessionStaff(req), req.params.id)),
  );

  app.get(
    '/api/staff/refunds',
    {
      onRequest: money,
      schema: { querystring: refundsQuery, response: { 200: staffRefundsReply } },
    },
    async (req) => ok(await service.listRefunds(deps, sessionStaff(req), req.query)),
  );

  app.get(
    '/api/staff/payments/reconcile',
    {
      onRequest: money,
      schema: { querystring: reconcileQuery, response: { 200: reconcileReply } },
    },
    async (req) => ok(await service.reconcile(deps, req.query.date)),
  );

  app.get(
    '/api/staff/requests',
    { onRequest: desk, schema: { response: { 200: staffRequestsReply } } },
    async (req) => ok(await service.listRequests(deps, sessionStaff(req))),
  );

  app.get(
    '/api/staff/requests/reschedule/:id/quote',
    { onRequest: desk, schema: { params: idParams, response: { 200: rescheduleQuoteReply } } },
    async (req) => ok(await service.rescheduleQuote(deps, sessionStaff(req), req.params.id)),
  );

  app.post(
    '/api/staff/refunds/:id/retry',
    { onRequest: money, schema: { params: idParams, response: { 200: staffRefundReply } } },
    async (req) => ok(await service.retryRefund(deps, sessionStaff(req), req.params.id)),
  );

  // actions that mail or text the guest: limited like every form that sends messages
  await app.register(async (scope: App) => {
    await registerFormRateLimit(scope, {
      db: deps.db,
      now: deps.now,
      name: 'desk',
      max: Math.max(60, deps.config.FORM_RATE_LIMIT * 10),
      windowMs: 10 * 60_000,
    });

    scope.post(
      '/api/staff/bookings/:id/cancel',
      {
        onRequest: desk,
        schema: { params: idParams, body: cancelBody, response: { 200: deskActionReply } },
      },
      async (req) => ok(await service.cancel(deps, sessionStaff(req), req.params.id, req.body)),
    );

    scope.post(
      '/api/staff/counter-bookings',
      {
        onRequest: desk,
        schema: {
          headers: counterBookingHeaders,
          body: counterBookingBody,
          response: { 200: deskActionReply },
        },
      },
      async (req) =>
        ok(
          await service.counterBooking(
            deps,
            sessionStaff(req),
            req.body,
            req.headers['idempotency-key'],
          ),
        ),
    );

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
          await service.setRequestStatus(
            deps,
            sessionStaff(req),
            req.params.kind,
            req.params.id,
            req.body,
          ),
        ),
    );
  });

  if (deps.startWorkers) {
    // hourly: counter booking Idempotency-Keys past their retry window (ADR 236)
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        service
          .pruneIdempotencyKeys(deps)
          .catch((err: unknown) => app.log.warn({ err }, 'desk housekeeping failed'));
      }, 3_600_000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
