import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';

/*
 * GET/POST/DELETE /api/staff/folio-tax-rates (ADR 346): accounts and admins schedule the GST rate
 * of a kind of folio charge, for every hotel or one, from a date after today; a rate in force or
 * past never changes.
 */

let ctx: TestContext;
let clock = Date.now();
const today = todayIst(new Date(clock));
let accounts: string;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(clock) });
  accounts = await staffCookie(ctx, 'accounts');
});
afterAll(() => ctx.close());

const list = (cookie: string) =>
  ctx.app.inject({ url: '/api/staff/folio-tax-rates', headers: { cookie } });
const add = (cookie: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/staff/folio-tax-rates',
    headers: { cookie },
    payload,
  });
const withdraw = (cookie: string, id: number) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/staff/folio-tax-rates/${id}`,
    headers: { cookie },
  });

const FOOD_18 = {
  kind: 'food',
  sac: '996331',
  description: 'Restaurant service in specified premises',
  ratePercent: 18,
  hotelId: 1,
};

type Listed = {
  id: number;
  kind: string;
  hotelId: number | null;
  status: string;
  effectiveFrom: string;
  until: string | null;
  ratePercent: number;
};

describe('folio tax rates in the back office', () => {
  it('a hotel manager and a content editor get 403; without a session 401', async () => {
    for (const role of ['hotel_manager', 'content_editor'] as const) {
      const cookie = await staffCookie(
        ctx,
        role,
        role === 'hotel_manager' ? { hotelIds: [1] } : {},
      );
      expect((await list(cookie)).statusCode).toBe(403);
      expect((await add(cookie, { ...FOOD_18, effectiveFrom: addDays(today, 5) })).statusCode).toBe(
        403,
      );
    }
    expect((await ctx.app.inject({ url: '/api/staff/folio-tax-rates' })).statusCode).toBe(401);
  });

  it('lists the seeded corporation-wide rates in force', async () => {
    const res = await list(accounts);
    expect(res.statusCode).toBe(200);
    const rows: Listed[] = res.json().data;
    expect(rows.filter((r) => r.hotelId === null && r.status === 'in_force')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'food', sac: '996331', ratePercent: 5, until: null }),
        expect.objectContaining({ kind: 'laundry', sac: '999712', ratePercent: 18 }),
      ]),
    );
  });

  it('schedules a hotel’s own rate after today, replaces it for the same day, withdraws it; all audited', async () => {
    const from = addDays(today, 10);
    const first = await add(accounts, { ...FOOD_18, effectiveFrom: from });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: `Food and beverages (SAC 996331) at 18% at Patratu Lake Resort: in force from ${from}.`,
      data: { status: 'future', hotelId: 1, hotelName: 'Patratu Lake Resort', ratePercent: 18 },
    });
    const again = await add(accounts, { ...FOOD_18, ratePercent: 12, effectiveFrom: from });
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toMatch(/replaces the rate scheduled for that day/);
    const mine = (await list(accounts)).json().data.filter((r: Listed) => r.hotelId === 1);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ ratePercent: 12, effectiveFrom: from });

    // the desk's charge on that day takes the hotel's rate: it is what the folio reads
    clock = Date.parse(`${from}T12:00:00+05:30`);
    const then = await staffCookie(ctx, 'accounts');
    expect((await list(then)).json().data.find((r: Listed) => r.id === mine[0].id).status).toBe(
      'in_force',
    );
    const late = await withdraw(then, mine[0].id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Only a rate that has not yet taken effect can be withdrawn.');
    clock = Date.now();

    const gone = await withdraw(accounts, mine[0].id);
    expect(gone.statusCode).toBe(200);
    expect((await list(accounts)).json().data.filter((r: Listed) => r.hotelId === 1)).toHaveLength(
      0,
    );
    const audit = await ctx.app.inject({
      url: '/api/staff/audit?entity=folio_tax_rate',
      headers: { cookie: await staffCookie(ctx, 'admin') },
    });
    const actions = (audit.json().data.items as { action: string }[]).map(
      (e: { action: string }) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['create', 'replace', 'delete']));
  });

  it('refuses today or a past date, a rate that is not a GST rate, a bad SAC and an unknown hotel (400)', async () => {
    const today400 = await add(accounts, { ...FOOD_18, effectiveFrom: today });
    expect(today400.statusCode).toBe(400);
    expect(today400.json().message).toBe(
      'The effective date must be after today: a rate in force or past cannot change.',
    );
    const rate = await add(accounts, {
      ...FOOD_18,
      ratePercent: 7,
      effectiveFrom: addDays(today, 3),
    });
    expect(rate.statusCode).toBe(400);
    expect(rate.json().message).toBe(
      'The rate must be one of the GST rates 0, 5, 12, 18, 28 (percent).',
    );
    const sac = await add(accounts, { ...FOOD_18, sac: '99633', effectiveFrom: addDays(today, 3) });
    expect(sac.json().message).toBe('The SAC code is 6 digits, e.g. 996331.');
    const hotel = await add(accounts, {
      ...FOOD_18,
      hotelId: 99999,
      effectiveFrom: addDays(today, 3),
    });
    expect(hotel.statusCode).toBe(400);
    expect(hotel.json().message).toBe('There is no such hotel.');
  });
});
