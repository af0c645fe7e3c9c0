import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam, okReply } from '../../../shared/contracts/common';
import {
  cancelDepartureRequest,
  cancelTourRequest,
  createDeparturesRequest,
  departureCancelResult,
  tourCancelQuote,
  tourCancelResult,
  createTourBookingRequest,
  departuresQuery,
  staffDeparture,
  staffTourItem,
  tourBookingCreated,
  tourBookingDetail,
  tourDeparturesReply,
  updateDepartureRequest,
} from '../../../shared/contracts/tours';
import { languageField } from '../../../shared/language';
import { creditNoteDto } from '../../../shared/contracts/receipts';
import { TOUR_BOOKING_STATUSES } from '../../../shared/statuses';
import { noStore } from '../../plugins/no-store';
import { loginRequired, requireCustomer } from '../../plugins/session';
import { requireStaff, sessionStaff } from '../../plugins/staff-session';
import * as cancel from './tour-cancel.service';
import type { App, AppDeps } from '../../types';
import * as service from './tours.service';
import { manifestRoutes } from './manifest.routes';
import { pdfFilename, sendPdf } from '../../lib/pdf-reply';

const byId = z.object({ id: idParam });

type RouteHook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Routes of the tours module (docs/api.md "Tours"): departures, seat holds, tour bookings. The
 * payments module's order port is handed in by app.ts (ADR 296), so tours never imports payments.
 */
export function toursRoutes(ordersOf: (deps: AppDeps) => service.TourOrderPort) {
  return (app: App, deps: AppDeps) => routes(app, deps, ordersOf(deps));
}

async function routes(app: App, deps: AppDeps, orders: service.TourOrderPort): Promise<void> {
  const editor = requireStaff('content_editor');
  // a tour operator: the departures of their own tours only (ADR 351)
  const operator = requireStaff('content_editor', 'tour_operator');

  app.get(
    '/api/tours/:id/departures',
    {
      schema: {
        params: byId,
        querystring: departuresQuery,
        response: { 200: okReply(tourDeparturesReply) },
      },
    },
    async (req, reply) => {
      // seats left change with every booking: never kept by a cache
      void reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await service.publicDepartures(deps, req.params.id, req.query),
      };
    },
  );

  app.post(
    '/api/tour-bookings',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: { body: createTourBookingRequest, response: { 201: okReply(tourBookingCreated) } },
    },
    async (req, reply) => {
      const customer = requireCustomer(req);
      const data = await service.createTourBooking(deps, orders, customer, req.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/api/tour-bookings',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: {
        response: {
          200: okReply(
            z.array(
              z.object({
                id: z.number(),
                BookingRefNo: z.string(),
                status: z.enum(TOUR_BOOKING_STATUSES),
                tourTitle: z.string(),
                date: z.string(),
                time: z.string(),
                travellers: z.number(),
                totalPaise: z.number(),
              }),
            ),
          ),
        },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.customerTourHistory(deps.db, requireCustomer(req).id),
    }),
  );

  app.get(
    '/api/tour-bookings/:id',
    {
      onRequest: noStore,
      schema: {
        params: byId,
        querystring: z.object({ token: z.string().max(100).optional() }),
        response: { 200: okReply(tourBookingDetail) },
      },
    },
    async (req) => {
      const b = await service.readableTourBooking(deps, req.params.id, {
        customerId: req.customer?.id,
        token: req.query.token,
      });
      const pay = b.status === 'pending_payment' ? await orders.latest(b.id) : null;
      return { success: true as const, data: await service.tourBookingDetail(deps, b, pay) };
    },
  );

  // the voucher as a PDF, English or Hindi (?lang=, the page's language; ADR 367)
  app.get(
    '/api/tour-bookings/:id/voucher.pdf',
    {
      schema: {
        params: byId,
        querystring: z.object({
          token: z.string().max(100).optional(),
          lang: languageField.optional(),
        }),
      },
    },
    async (req, reply) => {
      const b = await service.readableTourBooking(deps, req.params.id, {
        customerId: req.customer?.id,
        token: req.query.token,
      });
      const pdf = await service.tourVoucherPdf(deps, b, req.query.lang ?? 'en');
      return sendPdf(reply, pdfFilename('Tour-voucher', b.bookingRefNo), pdf);
    },
  );

  // a tour booking's credit notes (ADR 350, 367): the page's data and its PDF
  const creditNoteParams = z.object({ id: idParam, creditNoteId: idParam });
  app.get(
    '/api/tour-bookings/:id/credit-notes/:creditNoteId',
    {
      onRequest: noStore,
      schema: {
        params: creditNoteParams,
        querystring: z.object({ token: z.string().max(100).optional() }),
        response: { 200: okReply(creditNoteDto) },
      },
    },
    async (req) => {
      const b = await service.readableTourBooking(deps, req.params.id, {
        customerId: req.customer?.id,
        token: req.query.token,
      });
      return {
        success: true as const,
        data: await service.tourCreditNote(deps, b, req.params.creditNoteId),
      };
    },
  );
  app.get(
    '/api/tour-bookings/:id/credit-notes/:creditNoteId/pdf',
    {
      schema: {
        params: creditNoteParams,
        querystring: z.object({
          token: z.string().max(100).optional(),
          lang: languageField.optional(),
        }),
      },
    },
    async (req, reply) => {
      const b = await service.readableTourBooking(deps, req.params.id, {
        customerId: req.customer?.id,
        token: req.query.token,
      });
      const { no, pdf } = await service.tourCreditNotePdf(
        deps,
        b,
        req.params.creditNoteId,
        req.query.lang ?? 'en',
      );
      return sendPdf(reply, pdfFilename('Credit-Note', no), pdf);
    },
  );

  // ---- back office: departures of a tour (content editors and admins) -------------------------

  app.get(
    '/api/staff/tours',
    {
      onRequest: [noStore, operator],
      schema: { response: { 200: okReply(z.array(staffTourItem)) } },
    },
    async (req) => ({
      success: true as const,
      data: await service.reachableTours(deps.db, sessionStaff(req)),
    }),
  );

  app.get(
    '/api/staff/tours/:id/departures',
    {
      onRequest: operator,
      preHandler: async (req) => service.assertTourReach(deps.db, sessionStaff(req), req.params.id),
      schema: {
        params: byId,
        querystring: departuresQuery,
        response: { 200: okReply(z.array(staffDeparture)) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.staffDepartures(deps, req.params.id, req.query),
    }),
  );

  app.post(
    '/api/staff/tours/:id/departures',
    {
      onRequest: operator,
      preHandler: async (req) => service.assertTourReach(deps.db, sessionStaff(req), req.params.id),
      schema: {
        params: byId,
        body: createDeparturesRequest,
        response: {
          201: okReply(
            z.object({ created: z.array(staffDeparture), skipped: z.array(z.string()) }),
          ),
        },
      },
    },
    async (req, reply) => {
      const data = await service.createDepartures(deps, req.params.id, req.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.put(
    '/api/staff/tours/:id/departures',
    {
      onRequest: operator,
      preHandler: async (req) => service.assertTourReach(deps.db, sessionStaff(req), req.params.id),
      schema: {
        params: byId,
        body: updateDepartureRequest,
        response: { 200: okReply(staffDeparture) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.updateDeparture(deps, req.params.id, req.body),
    }),
  );

  // ---- cancellation (ADR 350) --------------------------------------------------------------

  const cancelDeps: cancel.TourCancelDeps = { ...deps, log: app.log };

  app.get(
    '/api/tour-bookings/:id/cancel',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: {
        params: byId,
        querystring: z.object({
          travellerIds: z
            .string()
            .regex(
              /^\d{1,9}(,\d{1,9}){0,9}$/,
              'travellerIds must be traveller ids, comma separated.',
            )
            .optional(),
        }),
        response: { 200: okReply(tourCancelQuote) },
      },
    },
    async (req) => {
      const ids = req.query.travellerIds?.split(',').map(Number);
      return {
        success: true as const,
        data: await cancel.quoteTourCancel(deps, req.params.id, requireCustomer(req).id, {
          ...(ids ? { travellerIds: ids } : {}),
        }),
      };
    },
  );

  /** Cancelling one tour booking: the guest's (policy applies) and staff's (in full) routes. */
  const cancelBookingRoute = (
    url: string,
    guard: { onRequest: RouteHook; preValidation?: RouteHook },
    canceller: (req: FastifyRequest) => Exclude<cancel.Canceller, { kind: 'departure' }>,
  ) =>
    app.post(
      url,
      {
        ...guard,
        schema: {
          params: byId,
          body: cancelTourRequest,
          response: { 200: okReply(tourCancelResult) },
        },
      },
      async (req) => ({
        success: true as const,
        data: await cancel.cancelTourBooking(cancelDeps, req.params.id, canceller(req), req.body),
      }),
    );

  cancelBookingRoute(
    '/api/tour-bookings/:id/cancel',
    { onRequest: noStore, preValidation: loginRequired },
    (req) => ({ kind: 'guest', customerId: requireCustomer(req).id }),
  );

  cancelBookingRoute('/api/staff/tour-bookings/:id/cancel', { onRequest: editor }, (req) => ({
    kind: 'staff',
    staffId: sessionStaff(req).id,
  }));

  app.post(
    '/api/staff/departures/:id/cancel',
    {
      onRequest: operator,
      preHandler: async (req) =>
        service.assertDepartureReach(deps.db, sessionStaff(req), req.params.id),
      schema: {
        params: byId,
        body: cancelDepartureRequest,
        response: { 200: okReply(departureCancelResult) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await cancel.cancelDeparture(
        cancelDeps,
        sessionStaff(req).id,
        req.params.id,
        req.body.reason,
      ),
    }),
  );

  await manifestRoutes(app, deps);
}
