import { z } from 'zod';
import {
  availabilitySearchRequest,
  bookingCreated,
  createBookingRequest,
  gstSlabDto,
  hotelResult,
  orderSummary,
  searchFilters,
} from '../../../shared/contracts/booking';
import { okReply } from '../../../shared/contracts/common';
import { todayIst } from '../../../shared/dates';
import { paiseToRupees } from '../../../shared/money';
import { badRequest } from '../../http-errors';
import { loginRequired, requireCustomer } from '../../plugins/session';
import type { App, AppDeps } from '../../types';
import * as service from './bookings.service';

/** Routes of the bookings module, the search, and the hold sweeper. */
export async function bookingsRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db } = deps;

  if (deps.startWorkers) {
    const stop = service.startHoldSweeper(deps, deps.config.HOLD_SWEEP_MS, (err) =>
      app.log.error({ err }, 'hold sweeper failed'),
    );
    app.addHook('onClose', async () => stop());
  }

  app.post(
    '/api/bookings',
    {
      preValidation: loginRequired,
      schema: {
        body: createBookingRequest,
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        response: { 201: okReply(bookingCreated) },
      },
    },
    async (req, reply) => {
      const customer = requireCustomer(req);
      const key = req.headers['idempotency-key'];
      if (key !== undefined && !/^[A-Za-z0-9_.:-]{1,100}$/.test(key)) {
        throw badRequest(
          'The Idempotency-Key header must be 1 to 100 letters, digits, or - _ . : characters.',
        );
      }
      const data = await service.createBooking(deps, customer, req.body, key);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/api/bookings/by-order/:orderId',
    {
      preValidation: loginRequired,
      schema: {
        params: z.object({ orderId: z.string().min(1).max(100) }),
        response: { 200: okReply(orderSummary) },
      },
    },
    async (req) => {
      const customer = requireCustomer(req);
      return {
        success: true as const,
        data: await service.orderSummary(deps, customer.id, req.params.orderId),
      };
    },
  );

  app.get(
    '/api/bookings/gst-slabs',
    { schema: { response: { 200: okReply(z.array(gstSlabDto)) } } },
    async () => {
      const slabs = await service.gstSlabs(db, todayIst(deps.now()));
      return {
        success: true as const,
        data: slabs.map((s) => ({
          minTariff: paiseToRupees(s.minTariffPaise),
          ratePercent: s.rateBp / 100,
        })),
      };
    },
  );

  app.get(
    '/api/availability/filters',
    { schema: { response: { 200: okReply(searchFilters) } } },
    async () => ({
      success: true as const,
      data: await service.searchFilters(db),
    }),
  );

  app.post(
    '/api/availability/search',
    {
      schema: { body: availabilitySearchRequest, response: { 200: okReply(z.array(hotelResult)) } },
    },
    async (req) => ({
      success: true as const,
      data: await service.searchAvailability(db, req.body),
    }),
  );
}
