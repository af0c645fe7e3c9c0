import { dashboardReply } from '../../../shared/contracts/staff';
import { requireStaff, sessionStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import * as service from './dashboard.service';

/** GET /api/staff/dashboard: every staff role, limited to the hotels it reaches. */
export async function dashboardRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db, now } = deps;
  app.get(
    '/api/staff/dashboard',
    { onRequest: requireStaff(), schema: { response: { 200: dashboardReply } } },
    async (req) => {
      return {
        success: true as const,
        data: await service.dashboard(db, sessionStaff(req), now()),
      };
    },
  );
}
