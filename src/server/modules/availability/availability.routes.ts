import { z } from 'zod';
import { idParam, okReply } from '../../../shared/contracts/common';
import {
  availabilitySearchReply,
  availabilitySearchRequest,
  searchFilters,
} from '../../../shared/contracts/availability';
import { todayIst } from '../../../shared/dates';
import { HttpError } from '../../http-errors';
import { availabilityRequest, roomTypeAvailability } from '../../../shared/contracts/hotels';
import { registerProcessRateLimit } from '../../plugins/rate-limit';
import type { App, AppDeps } from '../../types';
import * as service from './availability.service';

/**
 * The availability module's routes: a hotel's rooms for dates, and the search (docs/api.md). The
 * search's hotels and GST slabs come through `ports`, handed in by app.ts.
 */
export function availabilityRoutes(ports: service.SearchPorts) {
  return (app: App, deps: AppDeps) => routes(app, deps, ports);
}

async function routes(
  app: App,
  { db, config, now }: AppDeps,
  ports: service.SearchPorts,
): Promise<void> {
  // the searches: anyone may call them and a long stay costs the most, so one client address may
  // make AVAILABILITY_RATE_LIMIT of them a minute (per process, ADR 227); 429 with Retry-After
  await app.register(async (scope: App) => {
    await registerProcessRateLimit(scope, {
      max: config.AVAILABILITY_RATE_LIMIT,
      windowMs: 60_000,
    });
    searchRoutes(scope, db, now, ports);
  });

  app.get(
    '/api/availability/filters',
    { schema: { response: { 200: okReply(searchFilters) } } },
    async () => ({
      success: true as const,
      data: await service.searchFilters(db),
    }),
  );
}

/** A hotel's rooms for dates, and the search over hotels. */
function searchRoutes(
  app: App,
  db: AppDeps['db'],
  now: AppDeps['now'],
  ports: service.SearchPorts,
): void {
  app.post(
    '/api/checkAvailibilty/:hotelID',
    {
      schema: {
        params: z.object({ hotelID: idParam }),
        body: availabilityRequest,
        response: { 200: okReply(z.array(roomTypeAvailability)) },
      },
    },
    async (req) => {
      const { check_in_date, check_out_date } = req.body;
      return {
        success: true as const,
        data: await service.hotelAvailability(
          db,
          req.params.hotelID,
          check_in_date,
          check_out_date,
          ports.roomTypePhotos,
        ),
      };
    },
  );

  app.post(
    '/api/availability/search',
    {
      schema: { body: availabilitySearchRequest, response: { 200: availabilitySearchReply } },
    },
    async (req) => {
      // the suggested rooms are priced as a booking made now would be (ADR 220, 258); without a
      // slab set in force the search still answers, with no total including GST
      const slabs = await ports.gstSlabs(db, todayIst(now())).catch((err: unknown) => {
        if (err instanceof HttpError && err.statusCode === 503) return null;
        throw err;
      });
      const found = await service.searchAvailability(
        db,
        req.body,
        slabs,
        await ports.listHotels(db),
        ports.roomTypePhotos,
      );
      return { success: true as const, data: found.hotels, party: found.party };
    },
  );
}
