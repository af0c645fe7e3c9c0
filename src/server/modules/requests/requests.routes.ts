import { z } from 'zod';
import { okReply } from '../../../shared/contracts/common';
import {
  advanceBookingItem,
  advanceBookingRequest,
  advanceBookingsQuery,
  myRequestsReply,
  refReply,
  REQUEST_MSG,
  rescheduleItem,
  rescheduleRequest,
} from '../../../shared/contracts/requests';
import { unauthorized } from '../../http-errors';
import { loginRequired, requireCustomer } from '../../plugins/session';
import type { App, AppDeps, RoutesPlugin } from '../../types';
import * as service from './requests.service';
import { registerFormRateLimit } from '../../plugins/rate-limit';

/**
 * Routes of the requests module: package booking and reschedule requests, and their lists; a
 * tour's title comes through `ports` (app.ts hands in the content module's).
 */
export function requestsRoutes(ports: service.RequestsPorts): RoutesPlugin {
  return (app, deps) => routes(app, deps, ports);
}

async function routes(
  app: App,
  { db, config, now }: AppDeps,
  ports: service.RequestsPorts,
): Promise<void> {
  const notify = (filedBy: number | null = null) => ({
    corpName: config.CORP_NAME,
    corpPhone: config.CORP_PHONE,
    now: now(),
    filedBy,
  });

  await app.register(async (scope: App) => {
    // Each request sends a mail or an SMS: limit how many one address can file.
    await registerFormRateLimit(scope, {
      db,
      now,
      name: 'requests',
      max: config.FORM_RATE_LIMIT,
      windowMs: 10 * 60_000,
    });

    scope.post(
      '/api/dashboard/admin/submit-advance-booking-request',
      { schema: { body: advanceBookingRequest, response: { 200: refReply } } },
      async (req) => {
        const { ref: Ref, acknowledged } = await service.submitAdvance(db, req.body, {
          ...notify(req.customer?.id),
          language: req.body.language,
          ackPerHour: config.REQUEST_ACK_PER_HOUR,
          ports,
        });
        if (!acknowledged)
          req.log.warn(
            { ref: Ref, perHour: config.REQUEST_ACK_PER_HOUR },
            'package request stored without an acknowledgement: the hourly budget is spent',
          );
        return { success: true as const, message: REQUEST_MSG.advanceReceived(Ref), data: { Ref } };
      },
    );

    scope.post(
      '/api/dashboard/admin/hotel-reschedule',
      {
        // Only a logged-in customer may ask to move one of their own bookings (ADR 085).
        preValidation: async (req) => {
          if (!req.customer) throw unauthorized(REQUEST_MSG.rescheduleLogin);
        },
        schema: { body: rescheduleRequest, response: { 200: refReply } },
      },
      async (req) => {
        const c = requireCustomer(req);
        const Ref = await service.submitReschedule(db, c.id, req.body, notify(c.id));
        return {
          success: true as const,
          message: REQUEST_MSG.rescheduleReceived(Ref),
          data: { Ref },
        };
      },
    );
  });

  app.get(
    '/api/dashboard/admin/advance-bookings',
    {
      preValidation: loginRequired,
      schema: {
        querystring: advanceBookingsQuery,
        response: { 200: okReply(z.array(advanceBookingItem)) },
      },
    },
    async (req, reply) => {
      const c = requireCustomer(req);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: await service.listAdvance(db, c, req.query) };
    },
  );

  app.get(
    '/api/requests/mine',
    { preValidation: loginRequired, schema: { response: { 200: myRequestsReply } } },
    async (req, reply) => {
      const c = requireCustomer(req);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: await service.myRequests(db, c) };
    },
  );

  app.get(
    '/api/dashboard/admin/history/hotel-reschedule',
    {
      preValidation: loginRequired,
      schema: { response: { 200: okReply(z.array(rescheduleItem)) } },
    },
    async (req, reply) => {
      const c = requireCustomer(req);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: await service.listReschedule(db, c) };
    },
  );
}
