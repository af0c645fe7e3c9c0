import {
  POLICY_MSG,
  type CancellationPolicyBody,
  type StaffCancellationPolicy,
} from '../../../shared/contracts/cancellation';
import { todayIst } from '../../../shared/dates';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict } from '../../http-errors';
import { assertHotelReach, type StaffMember } from '../../plugins/staff-session';
import { recordAudit } from '../audit/audit.service';
import { requireHotel } from '../../db/hotel-rows';
import * as repo from './cancellation.repo';

/*
 * A hotel's cancellation policy in the back office (ADR 222): versions with an effective date
 * (today or later). A version in force or past never changes, because bookings sold under it point
 * at it; one not yet in force is replaced by a new version for the same date.
 */

type Ctx = { db: Db; staff: StaffMember; now: Date };

/** What applies to a hotel today and its own versions, each past, in force or future. */
export async function hotelPolicyVersions(
  db: DbOrTx,
  hotelId: number,
  now: Date,
): Promise<StaffCancellationPolicy> {
  const today = todayIst(now);
  const { version, rules } = await repo.policyInForce(db, hotelId, today);
  const own = await repo.hotelVersions(db, hotelId);
  const versions = [];
  for (const v of own) {
    const status = v.effectiveFrom > today ? 'future' : v.id === version?.id ? 'in_force' : 'past';
    versions.push({
      id: v.id,
      effectiveFrom: v.effectiveFrom,
      status: status as 'past' | 'in_force' | 'future',
      rules: await repo.rulesOfVersionId(db, v.id),
    });
  }
  return {
    hotelId,
    inForce: version
      ? {
          id: version.id,
          effectiveFrom: version.effectiveFrom,
          standard: version.hotelId === null,
          rules,
        }
      : null,
    versions,
  };
}

/** GET: admins reach every hotel, a hotel manager only theirs (404 for another). */
export async function getHotelPolicy(ctx: Ctx, hotelId: number): Promise<StaffCancellationPolicy> {
  assertHotelReach(ctx.staff, hotelId);
  await requireHotel(ctx.db, hotelId);
  return hotelPolicyVersions(ctx.db, hotelId, ctx.now);
}

/**
 * PUT (admins): schedules the hotel's policy from `effectiveFrom` (today or later). A version of
 * that date not yet in force is replaced; one already in force (today's) is a 409. Audited.
 */
export async function scheduleHotelPolicy(
  ctx: Ctx,
  hotelId: number,
  body: CancellationPolicyBody,
): Promise<{ policy: StaffCancellationPolicy; replaced: boolean }> {
  await requireHotel(ctx.db, hotelId);
  const today = todayIst(ctx.now);
  if (body.effectiveFrom < today)
    throw badRequest(POLICY_MSG.fromToday, [
      { path: 'effectiveFrom', message: POLICY_MSG.fromToday },
    ]);
  const rules = body.rules.map((r) => ({
    minDays: r.minDays,
    maxDays: r.maxDays,
    deductionPercent: r.deductionPercent,
  }));
  const replaced = await ctx.db.transaction(async (tx) => {
    await repo.lockHotelPolicy(tx, hotelId);
    const same = (await repo.hotelVersions(tx, hotelId)).find(
      (v) => v.effectiveFrom === body.effectiveFrom,
    );
    if (same && same.effectiveFrom <= today) throw conflict(POLICY_MSG.takenEffect);
    const before = same ? await repo.rulesOfVersionId(tx, same.id) : null;
    const versionId = same
      ? same.id
      : await repo.insertVersion(tx, hotelId, body.effectiveFrom, ctx.now);
    await repo.setVersionRules(tx, versionId, rules);
    await recordAudit(tx, {
      staffId: ctx.staff.id,
      action: same ? 'replace' : 'create',
      entity: 'cancellation_policy',
      entityId: versionId,
      before: before ? { hotelId, effectiveFrom: body.effectiveFrom, rules: before } : null,
      after: { hotelId, effectiveFrom: body.effectiveFrom, rules },
      at: ctx.now,
    });
    return same !== undefined;
  });
  return { policy: await hotelPolicyVersions(ctx.db, hotelId, ctx.now), replaced };
}
