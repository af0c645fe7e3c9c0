import type { Dashboard, StaffRole } from '../../../shared/contracts/staff';
import { todayIst } from '../../../shared/dates';
import { paiseToRupees } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import { hotelScope, type StaffMember } from '../../plugins/staff-session';
import * as registrations from '../registrations/registrations.service';
import * as stays from '../stays/stays.service';
import * as repo from './dashboard.repo';

type Section = 'operations' | 'money' | 'content';

/** Which figures each role's work needs (ADR 245); admin sees them all. */
const DASHBOARD_SECTIONS: Record<StaffRole, readonly Section[]> = {
  admin: ['operations', 'money', 'content'],
  hotel_manager: ['operations'],
  accounts: ['money'],
  content_editor: ['content'],
  front_desk: ['operations'],
  housekeeping: [],
  tour_operator: [],
};

/**
 * The day at a glance, only the figures the staff member's role needs: operations (arrivals and
 * departures per hotel, requests waiting) for the hotels they reach, money (refunds failed and
 * pending, received today) and content (drafts, open tenders). Figures a role does not get are
 * neither counted nor sent.
 */
export async function dashboard(db: DbOrTx, staff: StaffMember, now: Date): Promise<Dashboard> {
  const sections = DASHBOARD_SECTIONS[staff.role];
  const scope = hotelScope(staff);
  const today = todayIst(now);
  const reply: Dashboard = { today };
  if (sections.includes('operations')) {
    const hotels = await repo.arrivalsAndDepartures(db, today, scope);
    const audits = await stays.auditStatus(
      db,
      hotels.map((h) => h.hotelId),
      today,
    );
    reply.hotels = hotels.map((h) => ({ ...h, ...audits.get(h.hotelId)! }));
    reply.openRequests = await repo.requestCount(db, scope);
    reply.formCOverdue = (await registrations.overdueFormC(db, scope, now)).map(({ at, ...r }) => ({
      ...r,
      checkedInAt: at,
    }));
    reply.formCDepartureOverdue = (
      await registrations.overdueFormC(db, scope, now, 'departure')
    ).map(({ at, ...r }) => ({ ...r, checkedOutAt: at }));
  }
  if (sections.includes('money')) {
    reply.failedRefunds = await repo.refundCount(db, 'failed', scope);
    reply.pendingRefunds = await repo.refundCount(db, 'pending', scope);
    reply.receivedToday = paiseToRupees(await repo.capturedOn(db, today));
  }
  if (sections.includes('content')) {
    reply.contentDrafts = await repo.contentDraftCount(db);
    reply.openTenders = await repo.openTenderCount(db, today);
  }
  return reply;
}
