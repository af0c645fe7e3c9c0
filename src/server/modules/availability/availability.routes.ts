import { z } from 'zod';
import { idParam, okReply } from '../../../shared/contracts/common';
import {
  availabilitySearchRequest,
  hotelResult,
  searchFilters,
} from '../../../shared/contracts/availability';
import { availabilityRequest, roomTypeAvailability } from '../../../shared/contracts/hotels';
import type { App, AppDeps } from '../../types';
import * as service from './availability.service';

/** The availability module's routes: a hotel's rooms for dates, and the search (docs/api.md). */
export async function availabilityRoutes(app: App, { db }: AppDeps): Promise<void> {
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
