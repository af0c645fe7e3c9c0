import { z } from 'zod';
import { idParam, okReply } from '../../../shared/contracts/common';
import { departureManifest } from '../../../shared/contracts/tours';
import { noStore } from '../../plugins/no-store';
import { requireStaff, sessionStaff } from '../../plugins/staff-session';
import { assertDepartureReach } from './tours.service';
import type { App, AppDeps } from '../../types';
import { departureManifest as manifestOf, manifestCsv } from './manifest.service';

/**
 * The manifest of a departure (staff: content editors and admins): JSON, or CSV with
 * `?format=csv` for the guide and the bus company.
 */
export async function manifestRoutes(app: App, deps: AppDeps): Promise<void> {
  app.get(
    '/api/staff/departures/:id/manifest',
    {
      onRequest: [noStore, requireStaff('content_editor', 'tour_operator')],
      // a tour operator: the departures of their own tours only (ADR 351)
      preHandler: async (req) => assertDepartureReach(deps.db, sessionStaff(req), req.params.id),
      schema: {
        params: z.object({ id: idParam }),
        querystring: z.object({ format: z.enum(['json', 'csv']).optional() }),
        response: { 200: okReply(departureManifest) },
      },
    },
    async (req, reply) => {
      const m = await manifestOf(deps, req.params.id);
      if (req.query.format === 'csv') {
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header(
              'content-disposition',
              `attachment; filename="manifest-departure-${m.departureId}-${m.date}.csv"`,
            )
            // a string with a CSV type is sent as it is: the JSON reply schema does not apply
            .send(manifestCsv(m) as never)
        );
      }
      return { success: true as const, data: m };
    },
  );
}
