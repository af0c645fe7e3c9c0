import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam, messageReply } from '../../../shared/contracts/common';
import {
  calendarQuery,
  calendarReply,
  closuresBody,
  ratesBody,
  ratesReply,
} from '../../../shared/contracts/staff-hotels';
import {
  gridQuery,
  gridReply,
  hotelPlansReply,
  plansQuery,
  ratePlanReply,
  ratePlanBody,
  restrictionsBody,
} from '../../../shared/contracts/rates';
import {
  promoCodeBody,
  promoCodeReply,
  promoCodesReply,
} from '../../../shared/contracts/promo-codes';
import { requireStaff, sessionStaff } from '../../plugins/staff-session';
import * as promoAdmin from './promo-codes-admin.service';
import type { App, AppDeps } from '../../types';
import * as service from './rates.service';

const roomTypeParams = z.object({ hotelId: idParam, roomTypeId: idParam });

/**
 * The back office's nightly prices and closures of a room type (ADR 140–142, 275), under the
 * staff hotel URLs. Admins reach every hotel, a hotel manager only theirs (404 otherwise); other
 * roles get 403.
 */
export async function ratesRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db, now } = deps;
  const hotelStaff = { preHandler: requireStaff('hotel_manager') };
  const ctx = (req: FastifyRequest) => ({ db, staff: sessionStaff(req), now: now() });

  app.get(
    '/api/staff/hotels/:hotelId/room-types/:roomTypeId/rates',
    {
      ...hotelStaff,
      schema: {
        params: roomTypeParams,
        querystring: calendarQuery,
        response: { 200: calendarReply },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await service.ratesCalendar(
          ctx(req),
          req.params.hotelId,
          req.params.roomTypeId,
          req.query.month,
        ),
      };
    },
  );

  app.put(
    '/api/staff/hotels/:hotelId/room-types/:roomTypeId/rates',
    {
      ...hotelStaff,
      schema: { params: roomTypeParams, body: ratesBody, response: { 200: ratesReply } },
    },
    async (req) => {
      const data = await service.setRates(
        ctx(req),
        req.params.hotelId,
        req.params.roomTypeId,
        req.body,
      );
      return {
        success: true as const,
        message:
          req.body.pricePerDay === null
            ? `Nightly prices removed for ${data.nights} night${data.nights === 1 ? '' : 's'}.`
            : `Price set for ${data.nights} night${data.nights === 1 ? '' : 's'}.`,
        data,
      };
    },
  );

  app.put(
    '/api/staff/hotels/:hotelId/room-types/:roomTypeId/closures',
    {
      ...hotelStaff,
      schema: { params: roomTypeParams, body: closuresBody, response: { 200: messageReply } },
    },
    async (req) => {
      await service.setClosures(ctx(req), req.params.hotelId, req.params.roomTypeId, req.body);
      const n = req.body.rooms;
      return {
        success: true as const,
        message: n === 0 ? 'Rooms reopened.' : `${n} room${n === 1 ? '' : 's'} closed.`,
      };
    },
  );

  ratePlanRoutes(app, deps);
  promoCodeRoutes(app, deps);
}

/** The back office's promo codes (ADR 365): admins every hotel's and all-hotel codes, managers theirs. */
function promoCodeRoutes(app: App, deps: AppDeps): void {
  const { db, now } = deps;
  const hotelStaff = { preHandler: requireStaff('hotel_manager') };
  const ctx = (req: FastifyRequest) => ({ db, staff: sessionStaff(req), now: now() });

  app.get(
    '/api/staff/promo-codes',
    { ...hotelStaff, schema: { response: { 200: promoCodesReply } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return { success: true as const, data: await promoAdmin.listPromoCodes(ctx(req)) };
    },
  );

  app.post(
    '/api/staff/promo-codes',
    { ...hotelStaff, schema: { body: promoCodeBody, response: { 200: promoCodeReply } } },
    async (req) => {
      const data = await promoAdmin.savePromoCode(ctx(req), undefined, req.body);
      return { success: true as const, message: `Promo code ${data.code} added.`, data };
    },
  );

  app.put(
    '/api/staff/promo-codes/:id',
    {
      ...hotelStaff,
      schema: {
        params: z.object({ id: idParam }),
        body: promoCodeBody,
        response: { 200: promoCodeReply },
      },
    },
    async (req) => {
      const data = await promoAdmin.savePromoCode(ctx(req), req.params.id, req.body);
      return { success: true as const, message: `Promo code ${data.code} saved.`, data };
    },
  );
}

const planParams = roomTypeParams.extend({ planId: idParam });
const hotelParams = z.object({ hotelId: idParam });

/** Rate plans, restrictions and the rate grid (ADR 360–362); the guest's plans of a stay. */
function ratePlanRoutes(app: App, deps: AppDeps): void {
  const { db, now } = deps;
  const hotelStaff = { preHandler: requireStaff('hotel_manager') };
  const ctx = (req: FastifyRequest) => ({ db, staff: sessionStaff(req), now: now() });

  app.get(
    '/api/staff/hotels/:hotelId/rate-grid',
    {
      ...hotelStaff,
      schema: { params: hotelParams, querystring: gridQuery, response: { 200: gridReply } },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await service.rateGrid(ctx(req), req.params.hotelId, req.query.from, req.query.days),
      };
    },
  );

  app.post(
    '/api/staff/hotels/:hotelId/room-types/:roomTypeId/rate-plans',
    {
      ...hotelStaff,
      schema: { params: roomTypeParams, body: ratePlanBody, response: { 200: ratePlanReply } },
    },
    async (req) => {
      const { hotelId, roomTypeId } = req.params;
      const data = await service.saveRatePlan(ctx(req), hotelId, roomTypeId, undefined, req.body);
      return { success: true as const, message: `Rate plan ${data.name} added.`, data };
    },
  );

  app.put(
    '/api/staff/hotels/:hotelId/room-types/:roomTypeId/rate-plans/:planId',
    {
      ...hotelStaff,
      schema: { params: planParams, body: ratePlanBody, response: { 200: ratePlanReply } },
    },
    async (req) => {
      const { hotelId, roomTypeId, planId } = req.params;
      const data = await service.saveRatePlan(ctx(req), hotelId, roomTypeId, planId, req.body);
      return { success: true as const, message: `Rate plan ${data.name} saved.`, data };
    },
  );

  app.put(
    '/api/staff/hotels/:hotelId/room-types/:roomTypeId/restrictions',
    {
      ...hotelStaff,
      schema: { params: roomTypeParams, body: restrictionsBody, response: { 200: messageReply } },
    },
    async (req) => {
      const { hotelId, roomTypeId } = req.params;
      const { nights } = await service.setRestrictions(ctx(req), hotelId, roomTypeId, req.body);
      return {
        success: true as const,
        message: `Restrictions set for ${nights} night${nights === 1 ? '' : 's'}.`,
      };
    },
  );

  app.get(
    // `:id` as the other /api/hotel/{id} routes (one name per path segment in the router)
    '/api/hotel/:id/rate-plans',
    {
      schema: {
        params: z.object({ id: idParam }),
        querystring: plansQuery,
        response: { 200: hotelPlansReply },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.hotelPlans(db, req.params.id, req.query.checkIn, req.query.checkOut),
    }),
  );
}
