import {
  GST_SLAB_MSG,
  type GstSlabSetBody,
  type GstSlabSetStatus,
  type StaffGstSlabSet,
} from '../../../shared/contracts/bookings';
import { addDays, todayIst } from '../../../shared/dates';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http-errors';
import { recordAudit } from '../audit/audit.service';
import * as repo from './gst-slabs.repo';

/*
 * GST slab sets in the back office (ADR 221): listed with their state on the request's IST date;
 * a new set takes effect after today; a set that has not yet taken effect may be replaced (a new
 * set for the same date) or withdrawn; a set in force or past never changes, so every booking's
 * rate stays explained by the table (ADR 220).
 */

type Ctx = { db: Db; staffId: number; now: Date };

const toDto = (
  effectiveFrom: string,
  rows: { minTariffPaise: number; rateBp: number }[],
  status: GstSlabSetStatus,
  until: string | null,
): StaffGstSlabSet => ({
  effectiveFrom,
  until,
  status,
  slabs: rows.map((r) => ({
    minTariff: paiseToRupees(r.minTariffPaise),
    ratePercent: r.rateBp / 100,
  })),
});

/** Every slab set, the latest effective date first, each with its state on `today`. */
export async function listSlabSets(db: Db, now: Date): Promise<StaffGstSlabSet[]> {
  const today = todayIst(now);
  const byDate = new Map<string, repo.GstSlabRow[]>();
  for (const r of await repo.allGstSlabs(db)) {
    const set = byDate.get(r.effectiveFrom) ?? [];
    set.push(r);
    byDate.set(r.effectiveFrom, set);
  }
  const dates = [...byDate.keys()].sort();
  const inForce = dates.filter((d) => d <= today).at(-1) ?? null;
  return dates
    .map((d, i) => {
      const next = dates[i + 1];
      const status: GstSlabSetStatus = d > today ? 'future' : d === inForce ? 'in_force' : 'past';
      return toDto(d, byDate.get(d) ?? [], status, next ? addDays(next, -1) : null);
    })
    .reverse();
}

const audited = (rows: { minTariffPaise: number; rateBp: number }[]) =>
  rows.map((r) => ({ minTariffPaise: r.minTariffPaise, rateBp: r.rateBp }));

/** A set cannot be added, replaced or withdrawn unless it takes effect after today (IST). */
function assertFuture(date: string, now: Date): void {
  if (date <= todayIst(now))
    throw badRequest(GST_SLAB_MSG.afterToday, [
      { path: 'effectiveFrom', message: GST_SLAB_MSG.afterToday },
    ]);
}

/**
 * Adds the slab set of `body.effectiveFrom`, or replaces the set already scheduled for that date
 * (never one in force or past: the date must be after today). Audited in the same transaction.
 */
export async function addSlabSet(
  ctx: Ctx,
  body: GstSlabSetBody,
): Promise<{ set: StaffGstSlabSet; replaced: boolean }> {
  assertFuture(body.effectiveFrom, ctx.now);
  const rows = body.slabs.map((s) => ({
    minTariffPaise: rupeesToPaise(s.minTariff),
    rateBp: Math.round(s.ratePercent * 100),
  }));
  const replaced = await ctx.db.transaction(async (tx) => {
    await repo.lockGstSlabs(tx);
    const before = await repo.gstSlabSetOn(tx, body.effectiveFrom);
    if (before.length > 0) await repo.deleteGstSlabSet(tx, body.effectiveFrom);
    await repo.insertGstSlabSet(tx, body.effectiveFrom, rows);
    await recordAudit(tx, {
      staffId: ctx.staffId,
      action: before.length > 0 ? 'replace' : 'create',
      entity: 'gst_slab_set',
      entityId: body.effectiveFrom,
      before:
        before.length > 0 ? { effectiveFrom: body.effectiveFrom, slabs: audited(before) } : null,
      after: { effectiveFrom: body.effectiveFrom, slabs: rows },
      at: ctx.now,
    });
    return before.length > 0;
  });
  const set = (await listSlabSets(ctx.db, ctx.now)).find(
    (s) => s.effectiveFrom === body.effectiveFrom,
  );
  if (!set) throw notFound(GST_SLAB_MSG.notFound);
  return { set, replaced };
}

/** Withdraws a slab set that has not yet taken effect (409 for one in force or past). */
export async function withdrawSlabSet(ctx: Ctx, date: string): Promise<void> {
  if (date <= todayIst(ctx.now)) throw conflict(GST_SLAB_MSG.notFuture);
  await ctx.db.transaction(async (tx) => {
    await repo.lockGstSlabs(tx);
    const before = await repo.gstSlabSetOn(tx, date);
    if (before.length === 0) throw notFound(GST_SLAB_MSG.notFound);
    await repo.deleteGstSlabSet(tx, date);
    await recordAudit(tx, {
      staffId: ctx.staffId,
      action: 'delete',
      entity: 'gst_slab_set',
      entityId: date,
      before: { effectiveFrom: date, slabs: audited(before) },
      after: null,
      at: ctx.now,
    });
  });
}
