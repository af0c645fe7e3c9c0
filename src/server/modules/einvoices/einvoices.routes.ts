import { z } from 'zod';
import { idParam, okReply } from '../../../shared/contracts/common';
import { einvoiceListQuery, einvoiceListReply } from '../../../shared/contracts/einvoices';
import { requireStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import * as service from './einvoices.service';

/** The e-invoices of B2B documents for accounts staff (admin, accounts; ADR 251). */
export async function einvoicesRoutes(app: App, deps: AppDeps): Promise<void> {
  app.get(
    '/api/staff/einvoices',
    {
      onRequest: requireStaff('accounts'),
      schema: { querystring: einvoiceListQuery, response: { 200: einvoiceListReply } },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        data: await service.listEinvoices(deps.db, req.query.status),
      };
    },
  );

  app.post(
    '/api/staff/einvoices/:id/retry',
    {
      onRequest: requireStaff('accounts'),
      schema: { params: z.object({ id: idParam }), response: { 200: okReply(z.null()) } },
    },
    async (req) => {
      await service.retryEinvoice(deps, req.params.id);
      // tried at once; the job tries again later whatever happens
      await service.processDue(deps, { max: 1, log: req.log });
      return { success: true as const, data: null };
    },
  );
}
