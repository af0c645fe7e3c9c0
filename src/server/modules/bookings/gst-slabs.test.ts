import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { bookAndPay, bookingBody, roomTypesOf, rows } from './bookings.fixture';

/*
 * GET/POST/DELETE /api/staff/gst-slabs (ADR 221): accounts and admins schedule a slab set after
 * today; one in force or past never changes; a set added today applies by itself on its date.
 */

let ctx: TestContext;
const realNow = Date.now();
let clock = realNow;
const today = todayIst(new Date(realNow));
let accounts: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(clock) });
  accounts = await staffCookie(ctx, 'accounts');
  admin = await staffCookie(ctx, 'admin');
});
afterAll(() => ctx.close());

const list = (cookie: string) =>
  ctx.app.inject({ url: '/api/staff/gst-slabs', headers: { cookie } });
const add = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/staff/gst-slabs', headers: { cookie }, payload });
const withdraw = (cookie: string, date: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/staff/gst-slabs/${date}`, headers: { cookie } });

const slabs = (lower: number, upper = 18) => [
  { minTariff: 0, ratePercent: lower },
  { minTariff: 7500.01, ratePercent: upper },
];

type ListedSet = { effectiveFrom: string; status: string; until: string | null };

describe('who may read and add GST slab sets', () => {
  it('a hotel manager and a content editor get 403; without a session 401', async () => {
    for (const role of ['hotel_manager', 'content_editor'] as const) {
      const cookie = await staffCookie(
        ctx,
        role,
        role === 'hotel_manager' ? { hotelIds: [1] } : {},
      );
      expect((await list(cookie)).statusCode).toBe(403);
      const res = await add(cookie, { effectiveFrom: addDays(today, 5), slabs: slabs(5) });
      expect(res.statusCode).toBe(403);
      expect((await withdraw(cookie, addDays(today, 5))).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ url: '/api/staff/gst-slabs' })).statusCode).toBe(401);
  });

  it('accounts and admins list the seeded law, the current set in force and the older one past', async () => {
    for (const cookie of [accounts, admin]) {
      const res = await list(cookie);
      expect(res.statusCode).toBe(200);
      const sets: ListedSet[] = res.json().data;
      const seeded = sets.filter((s) => s.effectiveFrom <= today);
      expect(seeded.slice(0, 2)).toMatchObject([
        {
          effectiveFrom: '2025-09-22',
          status: 'in_force',
          slabs: [
            { minTariff: 0, ratePercent: 5 },
            { minTariff: 7500.01, ratePercent: 18 },
          ],
        },
        { effectiveFrom: '2022-07-18', status: 'past', until: '2025-09-21' },
      ]);
    }
  });
});

describe('adding a slab set', () => {
  it.each([
    ['today', { effectiveFrom: today, slabs: slabs(5) }, /effective date must be after today/],
    [
      'a past date',
      { effectiveFrom: '2025-09-22', slabs: slabs(12) },
      /effective date must be after today/,
    ],
    [
      'a rate that is not a GST rate',
      { effectiveFrom: addDays(today, 9), slabs: slabs(7) },
      /Rates must be one of the GST rates 0, 5, 12, 18, 28/,
    ],
    [
      'minimums that do not rise',
      {
        effectiveFrom: addDays(today, 9),
        slabs: [
          { minTariff: 0, ratePercent: 5 },
          { minTariff: 7500, ratePercent: 18 },
          { minTariff: 7500, ratePercent: 28 },
        ],
      },
      /Slab minimums must rise/,
    ],
    [
      'a first slab above 0',
      { effectiveFrom: addDays(today, 9), slabs: [{ minTariff: 1000, ratePercent: 5 }] },
      /first slab must start at 0/,
    ],
    ['no slabs', { effectiveFrom: addDays(today, 9), slabs: [] }, /at least one slab/],
    [
      'a minimum with fractions of a paisa',
      { effectiveFrom: addDays(today, 9), slabs: [{ minTariff: 0.001, ratePercent: 5 }] },
      /two decimals/,
    ],
    ['a date that is not a date', { effectiveFrom: '2026-02-30', slabs: slabs(5) }, /YYYY-MM-DD/],
  ])('%s is a 400 with a message that says so, and nothing is stored', async (_n, body, msg) => {
    const before = (await list(accounts)).json().data;
    const res = await add(accounts, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(msg);
    expect((await list(accounts)).json().data).toEqual(before);
  });

  it('a set for next month is listed as future and audited; the set in force ends the day before', async () => {
    const from = addDays(today, 31);
    const res = await add(accounts, { effectiveFrom: from, slabs: slabs(12, 28) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      effectiveFrom: from,
      until: null,
      status: 'future',
      slabs: slabs(12, 28),
    });
    const sets: ListedSet[] = (await list(accounts)).json().data;
    expect(sets[0]).toMatchObject({ effectiveFrom: from, status: 'future' });
    expect(sets[1]).toMatchObject({
      effectiveFrom: '2025-09-22',
      status: 'in_force',
      until: addDays(from, -1),
    });
    const audit = await rows<{ action: string; entity_id: string; after: unknown }>(
      ctx,
      sql`SELECT action, entity_id, after FROM audit_log WHERE entity = 'gst_slab_set' ORDER BY id`,
    );
    expect(audit).toEqual([
      {
        action: 'create',
        entity_id: from,
        after: {
          effectiveFrom: from,
          slabs: [
            { minTariffPaise: 0, rateBp: 1200 },
            { minTariffPaise: 750001, rateBp: 2800 },
          ],
        },
      },
    ]);
    // replaced before it starts (the audit keeps both), then withdrawn
    const again = await add(accounts, { effectiveFrom: from, slabs: slabs(5, 12) });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.slabs).toEqual(slabs(5, 12));
    expect((await withdraw(admin, from)).statusCode).toBe(200);
    expect((await list(accounts)).json().data[0].effectiveFrom).toBe('2025-09-22');
    const actions = await rows<{ action: string }>(
      ctx,
      sql`SELECT action FROM audit_log WHERE entity = 'gst_slab_set' ORDER BY id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['create', 'replace', 'delete']);
  });

  it('the set in force and a past set cannot be withdrawn or replaced', async () => {
    for (const date of ['2025-09-22', '2022-07-18']) {
      const w = await withdraw(accounts, date);
      expect(w.statusCode).toBe(409);
      expect(w.json().message).toMatch(/not yet taken effect/);
      const r = await add(accounts, { effectiveFrom: date, slabs: slabs(28) });
      expect(r.statusCode).toBe(400);
    }
    const [n] = await rows<{ n: number }>(
      ctx,
      sql`SELECT count(*)::int AS n FROM gst_slabs WHERE effective_from IN ('2025-09-22', '2022-07-18')`,
    );
    expect(n!.n).toBe(4);
  });

  it('a set scheduled yesterday for today is in force today and can no longer be withdrawn', async () => {
    const from = addDays(today, 45);
    expect((await add(accounts, { effectiveFrom: from, slabs: slabs(5) })).statusCode).toBe(201);
    clock = Date.parse(`${from}T00:00:00+05:30`) + 60_000;
    const staff = await staffCookie(ctx, 'accounts');
    expect((await withdraw(staff, from)).statusCode).toBe(409);
    const sets: ListedSet[] = (await list(staff)).json().data;
    expect(sets[0]).toMatchObject({ effectiveFrom: from, status: 'in_force', until: null });
    clock = realNow;
  });
});

describe('a slab set added through the API prices bookings by itself', () => {
  it('a booking paid next month is taxed at the set added today for next month', async () => {
    const from = addDays(today, 60);
    expect((await add(accounts, { effectiveFrom: from, slabs: slabs(12) })).statusCode).toBe(201);
    clock = Date.parse(`${from}T00:00:00+05:30`) + 3_600_000;
    const customer = await createCustomerSession(ctx);
    await ctx.deps.db.execute(
      sql`UPDATE sessions SET expires_at = ${new Date(clock + 86_400_000)} WHERE customer_id = ${customer.customerId}`,
    );
    const d = { checkIn: addDays(from, 2), checkOut: addDays(from, 3) };
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const night = Math.round(t!.nights[0]!.price * 100);
    expect(night).toBeLessThanOrEqual(750_000);
    const b = await bookAndPay(
      ctx,
      customer.cookie,
      bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }]),
    );
    expect(b.created.totalPayable).toBe((night + Math.round(night * 0.12)) / 100);
    const inv = await ctx.app.inject({
      url: `/api/bookings/${b.created.bookingId}/invoice?token=${b.verified.token}`,
    });
    expect(inv.json().data.Lines.map((l: { gstRateBp: number }) => l.gstRateBp)).toEqual([1200]);
    clock = realNow;
  });
});
