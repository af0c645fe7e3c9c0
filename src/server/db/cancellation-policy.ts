import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { cancellationPolicies, cancellationPolicyVersions } from './schema/index';

/*
 * The cancellation policy version in force, read by two modules' repos (ADR 222): bookings stores
 * it on a new hold, cancellation applies and edits policies. The cancellation module owns (writes)
 * both policy tables; this file only reads.
 */

export type PolicyVersion = { id: number; hotelId: number | null; effectiveFrom: string };
export type PolicyRuleRow = { minDays: number; maxDays: number | null; deductionPercent: number };

/** The version in force for a hotel on an IST date: its own latest not after the date, else the standard's. */
export async function policyVersionInForce(
  db: DbOrTx,
  hotelId: number,
  date: string,
): Promise<PolicyVersion | null> {
  const v = cancellationPolicyVersions;
  const rows = await db
    .select({ id: v.id, hotelId: v.hotelId, effectiveFrom: v.effectiveFrom })
    .from(v)
    .where(and(or(eq(v.hotelId, hotelId), isNull(v.hotelId)), lte(v.effectiveFrom, date)))
    // the hotel's own first (NULLS LAST), then the latest
    .orderBy(sql`${v.hotelId} NULLS LAST`, desc(v.effectiveFrom))
    .limit(1);
  return rows[0] ?? null;
}

/** The deduction bands of a version, the longest notice first. */
export async function rulesOfVersion(db: DbOrTx, versionId: number): Promise<PolicyRuleRow[]> {
  const p = cancellationPolicies;
  return db
    .select({ minDays: p.minDays, maxDays: p.maxDays, deductionPercent: p.deductionPercent })
    .from(p)
    .where(eq(p.versionId, versionId))
    .orderBy(desc(p.minDays));
}
