import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../shared/contracts/staff';
import { addDays, todayIst } from '../../../shared/dates';
import { tours } from '../../db/schema/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { bookAndPay, bookingBody, roomTypesOf, rows, stay } from '../bookings/bookings.fixture';

/** Each role gets only the dashboard figures its work needs (ADR 245). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // something in every section: a paid booking at hotel 2 today, and a draft tour
  const customer = await createCustomerSession(ctx);
  const d = stay(20, 1);
  const [t] = await roomTypesOf(ctx, 2, d.checkIn, d.checkOut);
  await bookAndPay(ctx, customer.cookie, bookingBody(2, d, [{ RoomTypeID: t!.RoomTypeID }]));
  const [tour] = await ctx.deps.db.select().from(tours).limit(1);
  await ctx.deps.db.update(tours).set({ published: false }).where(eq(tours.id, tour!.id));
});
afterAll(() => ctx.close());

const OPERATIONS = ['hotels', 'openRequests'];
const MONEY = ['failedRefunds', 'pendingRefunds', 'receivedToday'];
const CONTENT = ['contentDrafts', 'openTenders'];
/** Foreign guests' Form C not marked submitted 24 hours after check-in (ADR 290). */
const FORM_C = ['formCOverdue', 'formCDepartureOverdue'];

async function dashboardOf(role: StaffRole, hotelIds: number[] = []) {
  const cookie = await staffCookie(ctx, role, { hotelIds });
  const res = await ctx.app.inject({ url: '/api/staff/dashboard', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, unknown> & { hotels?: { hotelId: number }[] };
}

describe('GET /api/staff/dashboard per role', () => {
  it.each<[StaffRole, string[], number[]]>([
    ['admin', [...OPERATIONS, ...FORM_C, ...MONEY, ...CONTENT], []],
    ['hotel_manager', [...OPERATIONS, ...FORM_C], [1]],
    ['accounts', MONEY, []],
    ['content_editor', CONTENT, []],
  ])('%s gets exactly its figures', async (role, fields, hotelIds) => {
    const data = await dashboardOf(role, hotelIds);
    expect(Object.keys(data).sort()).toEqual(['today', ...fields].sort());
  });

  it('counts the money figures over every hotel for accounts', async () => {
    const data = await dashboardOf('accounts');
    const [paid] = await rows<{ rupees: number }>(
      ctx,
      sql`SELECT (coalesce(sum(amount_paise), 0) / 100.0)::float8 AS rupees FROM payments
          WHERE status IN ('captured', 'refunded')
            AND (captured_at AT TIME ZONE 'Asia/Kolkata')::date
              = (now() AT TIME ZONE 'Asia/Kolkata')::date`,
    );
    expect(paid!.rupees).toBeGreaterThan(0);
    expect(data.receivedToday).toBe(paid!.rupees);
    expect(data.failedRefunds).toBe(0);
  });

  it('counts every draft and open tender for a content editor', async () => {
    const data = await dashboardOf('content_editor');
    const [n] = await rows<{ drafts: number; open: number }>(
      ctx,
      sql`SELECT
        ((SELECT count(*) FROM destinations WHERE NOT published)
          + (SELECT count(*) FROM tours WHERE NOT published)
          + (SELECT count(*) FROM notices WHERE NOT published)
          + (SELECT count(*) FROM tenders WHERE NOT published)
          + (SELECT count(*) FROM advertorials WHERE NOT published)
          + (SELECT count(*) FROM officials WHERE NOT published)
          + (SELECT count(*) FROM videos WHERE NOT published))::int AS drafts,
        (SELECT count(*) FROM tenders
          WHERE published AND closing_date >= (now() AT TIME ZONE 'Asia/Kolkata')::date)::int
          AS open`,
    );
    expect(n!.drafts).toBeGreaterThan(0);
    expect(data).toEqual({
      today: expect.any(String),
      contentDrafts: n!.drafts,
      openTenders: n!.open,
    });
  });

  it("gives a hotel manager only their hotels' day and no money", async () => {
    const data = await dashboardOf('hotel_manager', [1]);
    expect(data.hotels?.map((h) => h.hotelId)).toEqual([1]);
    expect(data).not.toHaveProperty('receivedToday');
    expect(data).not.toHaveProperty('failedRefunds');
  });

  it("shows each hotel's night audit: open until yesterday is closed, then closed to it with its frozen figures", async () => {
    const line = async () =>
      ((await dashboardOf('front_desk', [1])).hotels as unknown as Record<string, unknown>[])[0];
    expect(await line()).toMatchObject({ hotelId: 1, yesterdayClosed: false, lastClose: null });
    const yesterday = addDays(todayIst(ctx.deps.now()), -1);
    const cookie = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    const closed = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/hotels/1/night-audit',
      headers: { cookie },
      payload: { date: yesterday },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await line()).toMatchObject({
      hotelId: 1,
      lastClosedDay: yesterday,
      yesterdayClosed: true,
      // the figures the close froze, as the night-audit reply gave them
      lastClose: closed.json().data,
    });
  });
});
