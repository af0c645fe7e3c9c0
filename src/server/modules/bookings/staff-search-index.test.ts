import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { createTestDb } from '../../test/db';

/*
 * Issue 23, years of bookings: the staff search by a part of a mobile number, a name or a
 * reference (ILIKE '%q%' on each, bookings.repo staffConds) read every booking, 7 s on the scale
 * data. Trigram indexes (pg_trgm, migration 0027, ADR 281) answer it; this proves the planner can
 * use them for exactly that condition, on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb({ seed: false });
});
afterAll(() => handle?.close());

/** The plan of the staff search's text condition, sequential scans priced out (a tiny table). */
async function planOf(q: string): Promise<string> {
  const pattern = `%${q}%`;
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const res = (await tx.execute(sql`
      EXPLAIN SELECT id FROM bookings
       WHERE booking_ref_no ILIKE ${pattern} OR customer_name ILIKE ${pattern} OR mobile ILIKE ${pattern}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('staff booking search on years of bookings', () => {
  it('finds a part of a mobile, name or reference through the trigram indexes, not by reading every booking', async () => {
    const plan = await planOf('98765');
    expect(plan).toContain('bookings_mobile_trgm_idx');
    expect(plan).toContain('bookings_name_trgm_idx');
    expect(plan).toContain('bookings_ref_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
