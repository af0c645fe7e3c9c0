import { auditQuery, auditReply } from '../../../shared/contracts/audit';
import { requireStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import * as service from './audit.service';

/** The audit log, for admins only (ADR 133). */
export async function auditRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.get(
    '/api/staff/audit',
    {
      onRequest: requireStaff('admin'),
      schema: { querystring: auditQuery, response: { 200: auditReply } },
    },
    async (req) => {
      return { success: true as const, data: await service.listAudit(db, req.query) };
    },
  );

  app.get(
    '/api/staff/audit.csv',
    { onRequest: requireStaff('admin'), schema: { querystring: auditQuery } },
    async (req, reply) => {
      const csv = await service.auditCsv(db, req.query);
      return reply
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
}
