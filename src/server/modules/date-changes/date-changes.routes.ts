import { z } from 'zod';
import { okReply } from '../../../shared/contracts/common';
import {
  dateChangeDates,
  dateChangeOutcome,
  dateChangeQuote,
  dateChangeRequest,
} from '../../../shared/contracts/date-changes';
import { noStore } from '../../plugins/no-store';
import { loginRequired, requireCustomer } from '../../plugins/session';
import type { App, AppDeps } from '../../types';
import * as service from './date-changes.service';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The guest's own date change of a booking (ADR 315; docs/api.md). */
export async function dateChangesRoutes(app: App, deps: AppDeps): Promise<void> {
  app.post(
    '/api/bookings/:id/date-change/quote',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: { params, body: dateChangeDates, response: { 200: okReply(dateChangeQuote) } },
    },
    async (req) => ({
      success: true as const,
      data: await service.quote(deps, requireCustomer(req).id, req.params.id, req.body),
    }),
  );

  app.post(
    '/api/bookings/:id/date-change',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: { params, body: dateChangeRequest, response: { 200: okReply(dateChangeOutcome) } },
    },
    async (req) => ({
      success: true as const,
      data: await service.change(deps, requireCustomer(req).id, req.params.id, req.body),
    }),
  );
}
