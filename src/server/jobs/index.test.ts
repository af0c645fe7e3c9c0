import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, todayIst } from '../../shared/dates';
import { createTestApp, type TestContext } from '../test/app';
import { serverJobs } from './index';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const jobsOf = () => serverJobs(t.deps, t.app.log.child({}, { level: 'silent' }));

describe('the jobs registry (every background job in one place)', () => {
  it('wires the inventory top-up and the sign-in housekeeping with the others', () => {
    expect(jobsOf().map((j) => j.name)).toEqual(
      expect.arrayContaining([
        'hold-sweeper',
        'outbox',
        'refunds',
        'inventory-top-up',
        'auth-housekeeping',
      ]),
    );
  });

  it('the inventory top-up gives every room type a row for the night a year ahead', async () => {
    const last = addDays(todayIst(t.deps.now()), 364);
    await t.deps.db.execute(sql`DELETE FROM room_inventory WHERE night = ${last}::date`);
    const count = async () =>
      Number(
        (
          (await t.deps.db.execute(
            sql`SELECT count(*)::int AS n FROM room_inventory WHERE night = ${last}::date`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    expect(await count()).toBe(0);
    await jobsOf()
      .find((j) => j.name === 'inventory-top-up')!
      .run();
    const types = (
      (await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM room_types`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;
    expect(await count()).toBe(Number(types));
  });
});
