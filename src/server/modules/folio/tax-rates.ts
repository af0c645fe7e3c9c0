import {
  FOLIO_RATE_MSG,
  type FolioTaxRateBody,
  type StaffFolioTaxRate,
} from '../../../shared/contracts/folio';
import { addDays, todayIst } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../http-errors';
import * as audit from '../audit/audit.service';
import * as repo from './folio.repo';

/*
 * The GST rates of folio charges in the back office (ADR 346), as the room slabs' page (ADR 221):
 * listed with their state on the request's IST date; a new rate takes effect after today; one not
 * yet in effect may be replaced (the same kind, SAC, hotel and date) or withdrawn; a rate in
 * force or past never changes, so every posting's rate stays explained by the table.
 */

type Ctx = { db: Db; staffId: number; now: Date };

const keyOf = (r: { kind: string; sac: string; hotelId: number | null }) =>
  `${r.kind}/${r.sac}/${r.hotelId ?? 0}`;

/** Every rate with its state on today: by kind, SAC and hotel, the latest date first in each. */
export async function listTaxRates(db: Db, now: Date): Promise<StaffFolioTaxRate[]> {
  const today = todayIst(now);
  const rows = await repo.allTaxRates(db);
  const groups = new Map<string, repo.TaxRateListRow[]>();
  for (const r of rows) groups.set(keyOf(r), [...(groups.get(keyOf(r)) ?? []), r]);
  const out: StaffFolioTaxRate[] = [];
  for (const g of groups.values()) {
    const inForce = g.filter((r) => r.effectiveFrom <= today).at(-1) ?? null;
    const dto = g.map((r, i) => {
      const next = g[i + 1];
      return {
        id: r.id,
        kind: r.kind,
        sac: r.sac,
        description: r.description,
        ratePercent: r.rateBp / 100,
        hotelId: r.hotelId,
        hotelName: r.hotelName,
        effectiveFrom: r.effectiveFrom,
        until: next ? addDays(next.effectiveFrom, -1) : null,
        status:
          r.effectiveFrom > today
            ? ('future' as const)
            : r === inForce
              ? ('in_force' as const)
              : ('past' as const),
      };
    });
    out.push(...dto.reverse());
  }
  return out;
}

const audited = (r: repo.TaxRateRow) => ({
  kind: r.kind,
  sac: r.sac,
  description: r.description,
  rateBp: r.rateBp,
  hotelId: r.hotelId,
  effectiveFrom: r.effectiveFrom,
});

/**
 * Schedules a rate from a date after today, or replaces the one already scheduled for the same
 * kind, SAC, hotel and date. Audited in the same transaction.
 */
export async function addTaxRate(
  ctx: Ctx,
  body: FolioTaxRateBody,
): Promise<{ rate: StaffFolioTaxRate; replaced: boolean }> {
  if (body.effectiveFrom <= todayIst(ctx.now))
    throw badRequest(FOLIO_RATE_MSG.afterToday, [
      { path: 'effectiveFrom', message: FOLIO_RATE_MSG.afterToday },
    ]);
  const v = {
    kind: body.kind,
    sac: body.sac,
    description: body.description,
    rateBp: Math.round(body.ratePercent * 100),
    hotelId: body.hotelId,
    effectiveFrom: body.effectiveFrom,
  };
  let result: { id: number; replaced: boolean };
  try {
    result = await ctx.db.transaction(async (tx) => {
      await repo.lockTaxRates(tx);
      const before = await repo.taxRateAt(tx, v);
      if (before) await repo.deleteTaxRate(tx, before.id);
      const row = await repo.insertTaxRate(tx, v);
      await audit.recordAudit(tx, {
        staffId: ctx.staffId,
        action: before ? 'replace' : 'create',
        entity: 'folio_tax_rate',
        entityId: row.id,
        before: before ? audited(before) : null,
        after: audited(row),
        at: ctx.now,
      });
      return { id: row.id, replaced: before !== null };
    });
  } catch (err) {
    if (isForeignKeyViolation(err))
      throw badRequest(FOLIO_RATE_MSG.noHotel, [
        { path: 'hotelId', message: FOLIO_RATE_MSG.noHotel },
      ]);
    throw err;
  }
  const rate = (await listTaxRates(ctx.db, ctx.now)).find((r) => r.id === result.id);
  if (!rate) throw notFound(FOLIO_RATE_MSG.notFound);
  return { rate, replaced: result.replaced };
}

/** Withdraws a rate not yet in effect (409 for one in force or past). */
export async function withdrawTaxRate(ctx: Ctx, id: number): Promise<repo.TaxRateRow> {
  return ctx.db.transaction(async (tx) => {
    await repo.lockTaxRates(tx);
    const before = await repo.taxRateById(tx, id);
    if (!before) throw notFound(FOLIO_RATE_MSG.notFound);
    if (before.effectiveFrom <= todayIst(ctx.now)) throw conflict(FOLIO_RATE_MSG.notFuture);
    await repo.deleteTaxRate(tx, id);
    await audit.recordAudit(tx, {
      staffId: ctx.staffId,
      action: 'delete',
      entity: 'folio_tax_rate',
      entityId: id,
      before: audited(before),
      after: null,
      at: ctx.now,
    });
    return before;
  });
}
