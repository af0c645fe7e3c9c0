import { Readable } from 'node:stream';
import {
  gstr1,
  gstRegisterPageQuery,
  gstRegisterQuery,
  gstRegisterReply,
  reportsQuery,
  reportsReply,
} from '../../../shared/contracts/reports';
import { hotelScope, requireStaff, sessionStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import * as service from './reports.service';

/** Back-office reports: the GST register and GSTR-1 (admin, accounts) and the charts' data (ADR 161, 162, 249). */
export async function reportsRoutes(app: App, { db, config }: AppDeps): Promise<void> {
  // the register as CSV (the download) ...
  app.get(
    '/api/staff/reports/gst',
    { onRequest: requireStaff('accounts'), schema: { querystring: gstRegisterQuery } },
    async (req, reply) => {
      // streamed a page of documents at a time: the whole month, however long (ADR 326)
      const { month } = req.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="gst-register-${month}.csv"`)
        .send(Readable.from(service.gstRegisterCsv(db, config, month)));
    },
  );

  // ... and as JSON, a page at a time with the month's totals (the page, ADR 326)
  app.get(
    '/api/staff/reports/gst-register',
    {
      onRequest: requireStaff('accounts'),
      schema: { querystring: gstRegisterPageQuery, response: { 200: gstRegisterReply } },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        data: await service.gstRegister(db, config, req.query),
      };
    },
  );

  // GSTR-1 of the month: the portal's JSON itself, not wrapped (ADR 249)
  app.get(
    '/api/staff/reports/gstr1',
    {
      onRequest: requireStaff('accounts'),
      schema: { querystring: gstRegisterQuery, response: { 200: gstr1 } },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return service.gstr1(db, config, req.query.month);
    },
  );

  app.get(
    '/api/staff/reports',
    {
      onRequest: requireStaff('accounts', 'hotel_manager'),
      schema: { querystring: reportsQuery, response: { 200: reportsReply } },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const staff = sessionStaff(req);
      return {
        success: true as const,
        data: await service.reports(db, req.query, hotelScope(staff)),
      };
    },
  );
}
