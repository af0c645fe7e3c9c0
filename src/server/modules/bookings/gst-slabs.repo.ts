import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { gstSlabs } from '../../db/schema/index';

/*
 * The back office's writes of gst_slabs (ADR 221). The bookings module owns the table (ADR 060):
 * it prices with it (bookings.repo gstSlabSetInForce) and is the only writer.
 */

export type GstSlabRow = { effectiveFrom: string; minTariffPaise: number; rateBp: number };

/** Every slab row, by effective date then minimum. */
export async function allGstSlabs(db: DbOrTx): Promise<GstSlabRow[]> {
  return db
    .select({
      effectiveFrom: gstSlabs.effectiveFrom,
      minTariffPaise: gstSlabs.minTariffPaise,
      rateBp: gstSlabs.rateBp,
    })
    .from(gstSlabs)
    .orderBy(asc(gstSlabs.effectiveFrom), asc(gstSlabs.minTariffPaise));
}

/**
 * Serialises the back office's changes of slab sets (a transaction-scoped advisory lock), so two
 * staff adding a set for one date at once cannot both pass the checks and collide.
 */
export async function lockGstSlabs(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('gst_slabs', 0))`);
}

/** The rows of the set that takes effect on `date` (empty when there is none). */
export async function gstSlabSetOn(db: DbOrTx, date: string): Promise<GstSlabRow[]> {
  return db
    .select({
      effectiveFrom: gstSlabs.effectiveFrom,
      minTariffPaise: gstSlabs.minTariffPaise,
      rateBp: gstSlabs.rateBp,
    })
    .from(gstSlabs)
    .where(eq(gstSlabs.effectiveFrom, date))
    .orderBy(asc(gstSlabs.minTariffPaise));
}

export async function deleteGstSlabSet(tx: Tx, date: string): Promise<number> {
  const rows = await tx
    .delete(gstSlabs)
    .where(eq(gstSlabs.effectiveFrom, date))
    .returning({ id: gstSlabs.id });
  return rows.length;
}

export async function insertGstSlabSet(
  tx: Tx,
  date: string,
  slabs: { minTariffPaise: number; rateBp: number }[],
): Promise<void> {
  await tx.insert(gstSlabs).values(slabs.map((s) => ({ ...s, effectiveFrom: date })));
}
