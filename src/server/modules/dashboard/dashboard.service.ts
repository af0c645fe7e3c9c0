import type { Dashboard } from '../../../shared/contracts/staff';
import { todayIst } from '../../../shared/dates';
import type { DbOrTx } from '../../db/client';
import { hotelScope, type StaffMember } from '../../plugins/staff-session';
import * as repo from './dashboard.repo';

/**
 * The day at a glance for the hotels a staff member reaches: arrivals and departures today per
 * hotel, requests waiting and refunds that failed.
 */
export async function dashboard(db: DbOrTx, staff: StaffMember, now: Date): Promise<Dashboard> {
  const scope = hotelScope(staff);
  const today = todayIst(now);
  const hotels = await repo.arrivalsAndDepartures(db, today, scope);
  return {
    today,
    hotels,
    openRequests: await repo.requestCount(db, scope),
    failedRefunds: await repo.failedRefundCount(db, scope),
  };
}
