import { z } from 'zod';
import { idParam } from '../../../shared/contracts/common';
import {
  bookingPolicyReply,
  cancelPreviewReply,
  cancelResultReply,
  cancellationBookingReply,
  cancellationDetailsReply,
  hasRoomCancelData,
  policyReply,
  roomCancelRequest,
  roomChargeReply,
} from '../../../shared/contracts/cancellation';
import { badRequest } from '../../http-errors';
import { noStore } from '../../plugins/no-store';
import { loginRequired, requireCustomer } from '../../plugins/session';
import type { App, AppDeps } from '../../types';
import { toCancelPreview } from './cancellation.presenter';
import * as service from './cancellation.service';

/** A hotel's public policy may be kept a minute, like the hotel's own page (hotels.routes). */
const PUBLIC_POLICY_CACHE = 'public, max-age=60';

/** Routes of the cancellation module; all but a hotel's public policy need the booking's customer. */
export async function cancellationRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const cancelDeps: service.CancelDeps = {
    db,
    gateway: deps.gateway,
    now: deps.now,
    log: app.log,
  };
  const bookingParams = z.object({ bookingId: idParam });

  // a hotel's cancellation policy for guests deciding to book (no login: it is public terms); the
  // hotel's page asks for it beside /api/hotel/:id, so it is cached as long (PUBLIC_POLICY_CACHE)
  app.get(
    '/api/hotel/:id/cancellation-policy',
    {
      schema: { params: z.object({ id: idParam }), response: { 200: policyReply } },
      config: { etag: true },
    },
    async (req, reply) => {
      reply.header('Cache-Control', PUBLIC_POLICY_CACHE);
      return {
        success: true as const,
        data: await service.hotelPolicy(db, req.params.id, deps.now()),
      };
    },
  );

  app.get(
    '/api/hotel/cancel/:hotelId',
    {
      preValidation: loginRequired,
      schema: { params: z.object({ hotelId: idParam }), response: { 200: policyReply } },
    },
    async (req) => {
      requireCustomer(req);
      return {
        success: true as const,
        data: await service.hotelPolicy(db, req.params.hotelId, deps.now()),
      };
    },
  );

  app.get(
    '/api/hotel/cancel-booking/:bookingId',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: { params: bookingParams, response: { 200: cancellationBookingReply } },
    },
    async (req) => {
      const customer = requireCustomer(req);
      return {
        success: true as const,
        data: await service.cancellationBooking(db, customer.id, req.params.bookingId, deps.now()),
      };
    },
  );

  app.get(
    '/api/hotel/get-cancellation-details/:bookingId',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: { params: bookingParams, response: { 200: cancellationDetailsReply } },
    },
    async (req) => {
      const customer = requireCustomer(req);
      return {
        success: true as const,
        data: await service.cancellationDetails(db, customer.id, req.params.bookingId),
      };
    },
  );

  app.get(
    '/api/hotel/cancel-preview/:bookingId',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: { params: bookingParams, response: { 200: cancelPreviewReply } },
    },
    async (req) => {
      const customer = requireCustomer(req);
      return {
        success: true as const,
        cancellationData: toCancelPreview(
          await service.cancelPreview(db, customer.id, req.params.bookingId, deps.now()),
        ),
      };
    },
  );

  app.post(
    '/api/hotel/cancel/partial/:bookingId',
    {
      preValidation: loginRequired,
      schema: {
        params: bookingParams,
        body: roomCancelRequest.nullish(),
        response: { 200: z.union([roomChargeReply, bookingPolicyReply]) },
      },
    },
    async (req) => {
      const customer = requireCustomer(req);
      const body = req.body;
      // no body (or an empty one): the policy, which the page stores when a type is chosen
      if (body === undefined || body === null || Object.keys(body).length === 0) {
        const p = await service.bookingPolicy(db, customer.id, req.params.bookingId, deps.now());
        return { success: true as const, data: p.rows, applicable: p.applicable };
      }
      if (!hasRoomCancelData(body)) throw badRequest(service.CANCEL_MSG.missingData);
      const row = await service.roomChargeQuote(
        db,
        customer.id,
        req.params.bookingId,
        body,
        deps.now(),
      );
      return { success: true as const, cancellationData: [row] };
    },
  );

  app.post(
    '/api/hotel/cancel-all/:bookingId',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: { params: bookingParams, response: { 200: cancelResultReply } },
    },
    async (req) => {
      const customer = requireCustomer(req);
      const data = await service.cancelAll(cancelDeps, customer.id, req.params.bookingId);
      return { success: true as const, message: service.CANCEL_MSG.allCancelled, data };
    },
  );

  app.post(
    '/api/hotel/cancel-room/confirm/:bookingId',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: {
        params: bookingParams,
        body: roomCancelRequest.nullish(),
        response: { 200: cancelResultReply },
      },
    },
    async (req) => {
      const customer = requireCustomer(req);
      if (!hasRoomCancelData(req.body)) throw badRequest(service.CANCEL_MSG.missingData);
      const data = await service.cancelOneRoom(
        cancelDeps,
        customer.id,
        req.params.bookingId,
        req.body,
      );
      return { success: true as const, message: service.CANCEL_MSG.roomCancelled, data };
    },
  );
}
