import { z } from 'zod';
import { idParam } from '../../../shared/contracts/common';
import {
  cashierQuery,
  cashierReply,
  folioPaymentBody,
  folioPostingBody,
  folioPostingParams,
  folioRefundReply,
  folioReply,
  folioReverseBody,
  guestFolioReply,
} from '../../../shared/contracts/folio';
import { noStore } from '../../plugins/no-store';
import { loginRequired, requireCustomer } from '../../plugins/session';
import { requireStaff, sessionStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import * as service from './folio.service';

const idParams = z.object({ id: idParam });

/**
 * The guest folio (issue 28, docs/api.md "Staff: the guest folio"): admins, hotel managers and
 * front-desk clerks (another hotel's booking is 404); refunding an overpaid folio and the cashier
 * report are the manager's. The guest reads their own folio on their booking page.
 */
export async function folioRoutes(app: App, deps: AppDeps): Promise<void> {
  const desk = requireStaff('hotel_manager', 'front_desk');
  const manager = requireStaff('hotel_manager');
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get(
    '/api/staff/bookings/:id/folio',
    { onRequest: desk, schema: { params: idParams, response: { 200: folioReply } } },
    async (req) => ok(await service.getFolio(deps, sessionStaff(req), req.params.id)),
  );

  app.post(
    '/api/staff/bookings/:id/folio',
    {
      onRequest: desk,
      schema: { params: idParams, body: folioPostingBody, response: { 201: folioReply } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(ok(await service.postCharge(deps, sessionStaff(req), req.params.id, req.body))),
  );

  app.post(
    '/api/staff/bookings/:id/folio/:postingId/reverse',
    {
      onRequest: desk,
      schema: { params: folioPostingParams, body: folioReverseBody, response: { 201: folioReply } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await service.reverseCharge(
              deps,
              sessionStaff(req),
              req.params.id,
              req.params.postingId,
              req.body.reason,
            ),
          ),
        ),
  );

  app.post(
    '/api/staff/bookings/:id/payments',
    {
      onRequest: desk,
      schema: { params: idParams, body: folioPaymentBody, response: { 201: folioReply } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(ok(await service.takePayment(deps, sessionStaff(req), req.params.id, req.body))),
  );

  app.post(
    '/api/staff/bookings/:id/folio/refund',
    { onRequest: manager, schema: { params: idParams, response: { 200: folioRefundReply } } },
    async (req) => ok(await service.refundOverpaid(deps, sessionStaff(req), req.params.id)),
  );

  app.get(
    '/api/staff/reports/cashier',
    { onRequest: manager, schema: { querystring: cashierQuery, response: { 200: cashierReply } } },
    async (req) =>
      ok(await service.cashierReport(deps, sessionStaff(req), req.query.hotelId, req.query.date)),
  );

  app.get(
    '/api/bookings/:id/folio',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: { params: idParams, response: { 200: guestFolioReply } },
    },
    async (req) => ok(await service.guestFolio(deps, requireCustomer(req).id, req.params.id)),
  );
}
