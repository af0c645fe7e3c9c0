import { z } from 'zod';
import { idParam } from '../../../shared/contracts/common';
import { refundsQuery, staffRefundReply, staffRefundsReply } from '../../../shared/contracts/desk';
import { requireStaff, sessionStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import { staffRefundRow } from './refunds.presenter';
import { listStaffRefunds, retryRefund } from './staff-refunds';

const idParams = z.object({ id: idParam });

/** The refunds page (docs/api.md "Staff: bookings, refunds, requests"): admins and accounts. */
export async function refundsRoutes(app: App, deps: AppDeps): Promise<void> {
  const money = requireStaff('accounts');
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get(
    '/api/staff/refunds',
    {
      onRequest: money,
      schema: { querystring: refundsQuery, response: { 200: staffRefundsReply } },
    },
    async (req) =>
      ok((await listStaffRefunds(deps.db, sessionStaff(req), req.query)).map(staffRefundRow)),
  );

  app.post(
    '/api/staff/refunds/:id/retry',
    { onRequest: money, schema: { params: idParams, response: { 200: staffRefundReply } } },
    async (req) => ok(staffRefundRow(await retryRefund(deps, sessionStaff(req), req.params.id))),
  );
}
