import { z } from 'zod';
import {
  bookingCreated,
  createBookingRequest,
  gstSlabDto,
  orderSummary,
} from '../../../shared/contracts/bookings';
import { okReply } from '../../../shared/contracts/common';
import { quoteReply, quoteRequest } from '../../../shared/contracts/promo-codes';
import { todayIst } from '../../../shared/dates';
import { paiseToRupees } from '../../../shared/money';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../http-errors';
import { databaseStore } from '../../plugins/rate-limit';
import { noStore } from '../../plugins/no-store';
import { loginRequired, requireCustomer } from '../../plugins/session';
import type { App, AppDeps } from '../../types';
import * as service from './bookings.service';

/**
 * Routes of the bookings module (docs/api.md) and the search. The payments module's order port is
 * handed in by app.ts, as for tours (ADR 296), so bookings never imports payments.
 */
export function bookingsRoutes(ordersOf: (deps: AppDeps) => service.OrderPort) {
  return (app: App, deps: AppDeps) => routes(app, deps, ordersOf(deps));
}

async function routes(app: App, deps: AppDeps, orders: service.OrderPort): Promise<void> {
  const { db } = deps;

  // booking creation: at most BOOKING_RATE_LIMIT per customer per hour (ADR 063)
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(rateLimit, {
      max: deps.config.BOOKING_RATE_LIMIT,
      timeWindow: 3_600_000,
      store: databaseStore(db, deps.now, 'bookings'),
      keyGenerator: (req) => (req.customer ? `customer:${req.customer.id}` : `ip:${req.ip}`),
    });
    scope.post(
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
        const data = await service.createBooking(deps, orders, customer, req.body, key);
        return reply.status(201).send({ success: true as const, data });
      },
    );
  });

  // the guest's price of a stay with a promo code (ADR 365): at most 60 a minute per address, so
  // codes cannot be guessed by the thousand
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(rateLimit, {
      max: 60,
      timeWindow: 60_000,
      store: databaseStore(db, deps.now, 'booking-quote'),
      keyGenerator: (req) => `ip:${req.ip}`,
    });
    scope.post(
      '/api/bookings/quote',
      { onRequest: noStore, schema: { body: quoteRequest, response: { 200: quoteReply } } },
      async (req) => ({
        success: true as const,
        data: await service.quoteStay(db, req.body, req.customer?.id ?? null, deps.now()),
      }),
    );
  });

  app.get(
    '/api/bookings/by-order/:orderId',
    {
      onRequest: noStore,
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
}
