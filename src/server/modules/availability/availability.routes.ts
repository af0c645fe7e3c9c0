import { z } from 'zod';
import { idParam, okReply } from '../../../shared/contracts/common';
import {
  availabilitySearchRequest,
  hotelResult,
  searchFilters,
} from '../../../shared/contracts/availability';
import { availabilityRequest, roomTypeAvailability } from '../../../shared/contracts/hotels';
import { registerProcessRateLimit } from '../../plugins/rate-limit';
import type { App, AppDeps } from '../../types';
import * as service from './availability.service';

/** The availability module's routes: a hotel's rooms for dates, and the search (docs/api.md). */
export async function availabilityRoutes(app: App, { db, config }: AppDeps): Promise<void> {
  // the searches: anyone may call them and a long stay costs the most, so one client address may
  // make AVAILABILITY_RATE_LIMIT of them a minute (per process, ADR 227); 429 with Retry-After
  await app.register(async (scope: App) => {
    await registerProcessRateLimit(scope, {
      max: config.AVAILABILITY_RATE_LIMIT,
      windowMs: 60_000,
    });
    searchRoutes(scope, db);
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
function searchRoutes(app: App, db: AppDeps['db']): void {
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
        ),
      };
    },
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
