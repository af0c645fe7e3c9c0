import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBetween, todayIst } from '../../shared/dates';
import { buildApp } from '../app';
import { loadConfig, testConfig } from '../config';
import { createTestApp, type TestContext } from '../test/app';
import { staffCookie } from '../test/staff';
import type { App } from '../types';
import { createGateway, SandboxGateway } from '../payments/index';
import { repoRoot } from './repo-root';
import { clockOf } from './clock';

/*
 * The test clock (ADR 280): CLOCK_OFFSET_DAYS moves the one clock of a server process by whole
 * days, so a second server on the same database lives "next month"; production refuses it.
 */

const run = promisify(execFile);

/** What production needs to start, so that the only fault left is the one under test. */
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: 'p'.repeat(40),
  PUBLIC_URL: 'https://tourism.jharkhand.gov.in',
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook',
};

/** The first day of next month (IST). */
function firstOfNextMonth(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

describe('the test clock is refused in production', () => {
  it('config names CLOCK_OFFSET_DAYS and says why, whatever its value', () => {
    expect(() => loadConfig({ ...PRODUCTION })).not.toThrow();
    for (const v of ['30', '0', '-1']) {
      expect(() => loadConfig({ ...PRODUCTION, CLOCK_OFFSET_DAYS: v })).toThrow(
        /CLOCK_OFFSET_DAYS: is a test clock and is refused in production/,
      );
    }
    expect(loadConfig({ CLOCK_OFFSET_DAYS: '30' }).CLOCK_OFFSET_DAYS).toBe(30);
    expect(() => loadConfig({ CLOCK_OFFSET_DAYS: '1.5' })).toThrow(/CLOCK_OFFSET_DAYS/);
  });

  it('a production server started with it stops at once with that message (exit 1)', async () => {
    const failed = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...PRODUCTION, CLOCK_OFFSET_DAYS: '35', DATABASE_URL: '' },
      timeout: 60_000,
    }).then(
      () => null,
      (err: { code?: number; stderr?: string }) => err,
    );
    expect(failed, 'the server started').not.toBeNull();
    expect(failed!.code).toBe(1);
    expect(failed!.stderr).toMatch(
      /CLOCK_OFFSET_DAYS: is a test clock and is refused in production/,
    );
  }, 90_000);
});

describe('a clock moved by CLOCK_OFFSET_DAYS', () => {
  it('is the machine time without the setting, and that many whole days ahead with it', () => {
    const before = Date.now();
    const real = clockOf(testConfig())().getTime();
    const moved = clockOf(testConfig({ CLOCK_OFFSET_DAYS: '35' }))().getTime();
    expect(real).toBeGreaterThanOrEqual(before);
    expect(moved - real).toBeGreaterThanOrEqual(35 * 86_400_000);
    expect(moved - real).toBeLessThan(35 * 86_400_000 + 5_000);
  });

  it("dates the sandbox gateway's settlement: a payment made on the moved clock is settled on its day", async () => {
    const config = testConfig({ CLOCK_OFFSET_DAYS: '40' });
    const now = clockOf(config);
    const gateway = createGateway(config, now);
    expect(gateway).toBeInstanceOf(SandboxGateway);
    const sandbox = gateway as SandboxGateway;
    const order = await sandbox.createOrder({ amountPaise: 336_000 });
    sandbox.pay(order.orderId, 'success');
    expect(await sandbox.listCapturedPayments(todayIst())).toEqual([]);
    expect(await sandbox.listCapturedPayments(todayIst(now()))).toMatchObject([
      { orderId: order.orderId, amountPaise: 336_000 },
    ]);
  });

  describe('two apps on one database, one on the machine clock and one moved into next month', () => {
    let ctx: TestContext;
    let later: App;
    const today = todayIst();
    const from = firstOfNextMonth(today);
    const offset = daysBetween(today, from) + 2;

    beforeAll(async () => {
      ctx = await createTestApp();
      const config = testConfig({ CLOCK_OFFSET_DAYS: String(offset) });
      later = await buildApp({ ...ctx.deps, config, now: clockOf(config) });
      await later.ready();
    });
    afterAll(async () => {
      await later?.close();
      await ctx?.close();
    });

    it('a slab set scheduled today for next month is what the moved app prices with; today stays at 5%', async () => {
      const cookie = await staffCookie(ctx, 'accounts');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/staff/gst-slabs',
        headers: { cookie },
        payload: {
          effectiveFrom: from,
          slabs: [
            { minTariff: 0, ratePercent: 12 },
            { minTariff: 7500.01, ratePercent: 18 },
          ],
        },
      });
      expect(res.statusCode).toBe(201);
      const slabsOf = async (app: App) =>
        (await app.inject({ url: '/api/bookings/gst-slabs' })).json().data;
      expect(await slabsOf(ctx.app)).toEqual([
        { minTariff: 0, ratePercent: 5 },
        { minTariff: 7500.01, ratePercent: 18 },
      ]);
      expect(await slabsOf(later)).toEqual([
        { minTariff: 0, ratePercent: 12 },
        { minTariff: 7500.01, ratePercent: 18 },
      ]);
    });
  });
});
