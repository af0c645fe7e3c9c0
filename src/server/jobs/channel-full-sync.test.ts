import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../shared/dates';
import { rows } from '../modules/bookings/bookings.fixture';
import { nightlyFullSync } from '../modules/channels/channels.service';
import { startChannexStandIn, type ChannexStandIn } from '../modules/channels/stand-in';
import { createTestApp, type TestContext } from '../test/app';
import { staffCookie } from '../test/staff';
import { serverJobs } from './index';

/*
 * The nightly full sync (ADR 394), run as the server runs it: the jobs of serverJobs with the
 * channel manager on (the local stand-in of Channex, which answers 429 past 10 requests of a kind
 * per minute per property), on a clock the test moves.
 */

const today = todayIst();
/** 01:00 IST today: an hour before the night's full sync is due */
let clock = Date.parse(`${today}T01:00:00+05:30`);
const at = (day: string, time: string) => {
  clock = Date.parse(`${day}T${time}+05:30`);
};

let standIn: ChannexStandIn;
let ctx: TestContext;
let admin: string;
const silent = { level: 'silent' } as const;

const job = (name: string) => {
  const j = serverJobs(ctx.deps, ctx.app.log.child({}, silent)).find((x) => x.name === name);
  if (!j) throw new Error(`no job ${name}`);
  return j;
};

async function pending(kind: 'ari' | 'rate'): Promise<number> {
  const [r] = await rows<{ n: number }>(
    ctx,
    sql`SELECT count(*)::int AS n FROM ${sql.raw(`channel_${kind}_pending`)}`,
  );
  return Number(r!.n);
}

async function roomTypeIds(hotelId: number): Promise<number[]> {
  const r = await rows<{ id: number }>(
    ctx,
    sql`SELECT id FROM room_types WHERE hotel_id = ${hotelId} ORDER BY id`,
  );
  return r.map((x) => Number(x.id));
}

/** The push jobs run every half second of the clock for `seconds`, or until nothing is pending. */
async function runPushes(seconds: number, untilEmpty = true) {
  const pushes = [job('channel-push'), job('channel-rates-push')];
  for (let t = 0; t < seconds * 2; t += 1) {
    for (const p of pushes) await p.run();
    if (untilEmpty && (await pending('ari')) + (await pending('rate')) === 0) return;
    clock += 500;
  }
}

/** The most requests of one kind for one property the stand-in took in any 60 s. */
function busiestMinute(): number {
  let most = 0;
  const byKey = new Map<string, number[]>();
  for (const r of standIn.received) {
    const key = `${r.kind}|${String(r.values[0]!.property_id)}`;
    byKey.set(key, [...(byKey.get(key) ?? []), r.at]);
  }
  for (const times of byKey.values())
    for (const t of times)
      most = Math.max(most, times.filter((x) => x >= t && x < t + 60_000).length);
  return most;
}

beforeAll(async () => {
  standIn = await startChannexStandIn({ now: () => clock });
  ctx = await createTestApp({
    now: () => new Date(clock),
    config: { CHANNEL_MANAGER: 'channex', CHANNEX_API_URL: standIn.url },
  });
  admin = await staffCookie(ctx, 'admin');
  for (const hotelId of [1, 2]) {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/staff/channels/mappings',
      headers: { cookie: admin },
      payload: {
        hotelId,
        propertyId: `prop-${hotelId}`,
        roomTypes: (await roomTypeIds(hotelId)).map((id) => ({
          roomTypeId: id,
          channelRoomTypeId: `rt-${id}`,
          channelRatePlanId: `rp-${id}`,
        })),
      },
    });
    expect(res.statusCode).toBe(200);
  }
  // the mappings' own full syncs go out first
  await runPushes(120);
  expect(await pending('ari')).toBe(0);
  standIn.received.length = 0;
});
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});

describe('the nightly full sync of the channel manager', () => {
  it('is one of the server’s jobs when the channel manager is on', () => {
    expect(job('channel-full-sync').everyMs).toBeLessThanOrEqual(60 * 60_000);
  });

  it('queues every mapped hotel once a night from 02:00 IST, and not again that night', async () => {
    const run = () => job('channel-full-sync').run() as Promise<number[]>;
    // mapped at 01:00: last night's sync is already done
    at(today, '01:30:00');
    expect(await run()).toEqual([]);
    at(today, '02:00:00');
    expect(await run()).toEqual([1, 2]);
    const types = (await roomTypeIds(1)).length + (await roomTypeIds(2)).length;
    expect(await pending('ari')).toBe(365 * types);
    expect(await pending('rate')).toBe(365 * types);
    at(today, '02:15:00');
    expect(await run()).toEqual([]);
    at(today, '23:59:00');
    expect(await run()).toEqual([]);
    // a server that was down at 02:00 the next night catches up when it runs
    at(addDays(today, 1), '09:45:00');
    expect(await run()).toEqual([1, 2]);
    expect(await run()).toEqual([]);
  });

  it('two server processes at the same moment queue each hotel once', async () => {
    at(addDays(today, 2), '02:05:00');
    const deps = { db: ctx.deps.db, now: ctx.deps.now };
    const [a, b] = await Promise.all([nightlyFullSync(deps), nightlyFullSync(deps)]);
    expect([...a, ...b].sort()).toEqual([1, 2]);
  });

  it('goes out whole within Channex’s limits, even with full syncs asked for again and again', async () => {
    standIn.received.length = 0;
    const refusedBefore = standIn.refused;
    // an admin presses "Full sync now" for both hotels every 2 s for 70 s
    admin = await staffCookie(ctx, 'admin');
    for (let i = 0; i < 35; i += 1) {
      for (const hotelId of [1, 2]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `/api/staff/channels/full-sync/${hotelId}`,
          headers: { cookie: admin },
        });
        expect(res.statusCode).toBe(200);
      }
      await runPushes(2, false);
    }
    await runPushes(120);
    expect(await pending('ari')).toBe(0);
    expect(await pending('rate')).toBe(0);
    expect(standIn.refused - refusedBefore).toBe(0);
    expect(busiestMinute()).toBeLessThanOrEqual(10);
    // hotel 1's every room type and night of the year ahead went out, free rooms and rates
    const from = todayIst(new Date(clock));
    for (const id of await roomTypeIds(1)) {
      const avail = standIn.received
        .filter((r) => r.kind === 'availability')
        .flatMap((r) => r.values.filter((v) => v.room_type_id === `rt-${id}`));
      const rates = standIn.received
        .filter((r) => r.kind === 'restrictions')
        .flatMap((r) => r.values.filter((v) => v.rate_plan_id === `rp-${id}`));
      for (const values of [avail, rates]) {
        expect(values.map((v) => String(v.date_from)).sort()[0]! <= from).toBe(true);
        expect(
          values
            .map((v) => String(v.date_to))
            .sort()
            .at(-1),
        ).toBe(addDays(from, 364));
      }
    }
  });

  it('the page’s full sync is for admins, of a mapped hotel, and shows when it last ran', async () => {
    at(addDays(today, 1), '11:00:00');
    admin = await staffCookie(ctx, 'admin');
    const manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    const post = (hotelId: number, cookie: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/staff/channels/full-sync/${hotelId}`,
        headers: { cookie },
      });
    expect((await post(1, manager)).statusCode).toBe(403);
    const unmapped = await post(3, admin);
    expect(unmapped.statusCode).toBe(404);
    expect(unmapped.json().message).toBe('This hotel is not mapped to the channel manager.');
    expect((await post(1, admin)).statusCode).toBe(200);
    const status = await ctx.app.inject({
      url: '/api/staff/channels/status',
      headers: { cookie: admin },
    });
    expect(status.json().data.fullSyncs).toContainEqual({
      hotelId: 1,
      lastFullSyncAt: new Date(clock).toISOString(),
    });
    const [audit] = await rows<{ n: number }>(
      ctx,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'channel-full-sync'`,
    );
    expect(Number(audit!.n)).toBe(71);
  });
});
