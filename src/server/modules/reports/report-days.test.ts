import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { bookingRooms, bookings, creditNotes, customers, reportDays } from '../../db/schema/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { createConfirmedBooking } from '../cancellation/cancellation.fixture';
import { compactReportDays, registerTotals, reports } from './reports.service';

// The reports read the daily summary (ADR 373); these tests hold it to the reports summed from
// the bookings, rooms and credit notes themselves, after every kind of change the summary follows.

let ctx: TestContext;
let accounts: string;
const today = todayIst();
const month = today.slice(0, 7);
const period = { from: addDays(today, -3), to: addDays(today, 60) };

beforeAll(async () => {
  ctx = await createTestApp();
  accounts = await staffCookie(ctx, 'accounts');
});
afterAll(() => ctx.close());

type Customer = Awaited<ReturnType<typeof createCustomerSession>>;
let seq = 0;

async function invoiced(c: Customer, opts: { rooms?: number; hotelId?: number; checkIn?: string }) {
  const b = await createConfirmedBooking(ctx.deps.db, c, {
    rooms: opts.rooms ?? 2,
    hotelId: opts.hotelId ?? 1,
    ...(opts.checkIn ? { checkIn: opts.checkIn, nights: 3 } : {}),
  });
  seq += 1;
  await ctx.deps.db
    .update(bookings)
    .set({ invoiceNo: `JTDC/SUM/${process.pid}${String(seq).padStart(4, '0')}` })
    .where(eq(bookings.id, b.bookingId));
  return b;
}

const post = (url: string, c: Customer, body?: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { cookie: c.cookie },
    ...(body ? { payload: body } : {}),
  });

/** The report and the register's totals as the API answers them (from the summary) ... */
async function fromSummary() {
  const rep = await ctx.app.inject({
    url: `/api/staff/reports?from=${period.from}&to=${period.to}`,
    headers: { cookie: accounts },
  });
  const reg = await ctx.app.inject({
    url: `/api/staff/reports/gst-register?month=${month}`,
    headers: { cookie: accounts },
  });
  expect(rep.statusCode).toBe(200);
  expect(reg.statusCode).toBe(200);
  return { report: rep.json().data, totals: reg.json().data.totals };
}

/** ... and summed from the rows themselves. */
async function fromRows() {
  const report = await reports(ctx.deps.db, period, null, { fromRows: true });
  const totals = await registerTotals(ctx.deps.db, month, { fromRows: true });
  return JSON.parse(JSON.stringify({ report, totals })) as Awaited<ReturnType<typeof fromSummary>>;
}

describe('the reports’ daily summary', () => {
  it('gives the same reports as the bookings themselves after sales, cancellations, moves and deletions', async () => {
    const guest = await createCustomerSession(ctx);
    const whole = await invoiced(guest, { hotelId: 1 });
    const partly = await invoiced(guest, { hotelId: 2, rooms: 3 });
    const moved = await invoiced(guest, { hotelId: 1, checkIn: addDays(today, 5) });
    const gone = await invoiced(guest, { hotelId: 2, rooms: 1 });
    const staying = await invoiced(guest, { hotelId: 1, rooms: 1, checkIn: addDays(today, -1) });
    // walk-ins at a counter (a desk account, ADR 151): one kept, one with a room cancelled
    const desk = await createCustomerSession(ctx);
    await ctx.deps.db
      .update(customers)
      .set({ userId: `desk_staff_${desk.customerId}` })
      .where(eq(customers.id, desk.customerId));
    await invoiced(desk, { hotelId: 1, rooms: 2 });
    const walkIn = await invoiced(desk, { hotelId: 2, rooms: 2 });
    expect((await fromSummary()).report.occupancy.length).toBeGreaterThan(0);
    await ctx.deps.db
      .update(bookingRooms)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(bookingRooms.id, walkIn.rooms[0]!.id));

    // a whole booking cancelled and one room of another: rooms freed, credit notes issued
    expect((await post(`/api/hotel/cancel-all/${whole.bookingId}`, guest)).statusCode).toBe(200);
    const room = await post(`/api/hotel/cancel-room/confirm/${partly.bookingId}`, guest, {
      Price: 1,
      RoomConfig: 'Room',
      UserID: guest.customerId,
      ROOMID: partly.rooms[0]!.id,
    });
    expect(room.statusCode).toBe(200);
    // a stay moved to other dates and to another hotel, a guest in the house, a no-show
    await ctx.deps.db
      .update(bookings)
      .set({ checkIn: addDays(today, 30), checkOut: addDays(today, 32), nights: 2, hotelId: 2 })
      .where(eq(bookings.id, moved.bookingId));
    await ctx.deps.db
      .update(bookings)
      .set({ status: 'checked_in' })
      .where(eq(bookings.id, staying.bookingId));
    // a room's amounts changed after invoicing, and a credit note's guest erased (no figure moves)
    await ctx.deps.db
      .update(bookingRooms)
      .set({ amountPaise: sql`${bookingRooms.amountPaise} + 100` })
      .where(eq(bookingRooms.id, partly.rooms[1]!.id));
    await ctx.deps.db.update(creditNotes).set({ guestName: 'Deleted customer' });
    // a booking deleted with its rooms
    await ctx.deps.db.delete(bookings).where(eq(bookings.id, gone.bookingId));

    const summary = await fromSummary();
    expect(summary).toEqual(await fromRows());
    expect(summary.totals.creditNotes).toBeGreaterThanOrEqual(2);
    expect(summary.report.cancellations.length).toBeGreaterThan(0);
    expect(summary.report.revenue.some((r: { credited: number }) => r.credited > 0)).toBe(true);
    // bookings by source (ADR 397): the website's and the counter's, from the summary too
    const sources = summary.report.bySource as { kind: string; bookings: number; rooms: number }[];
    expect(sources.find((x) => x.kind === 'counter')).toMatchObject({ bookings: 2, rooms: 3 });
    expect(sources.find((x) => x.kind === 'website')?.bookings).toBeGreaterThan(0);
  });

  it('folds each hotel and day into one row without changing a figure', async () => {
    const guest = await createCustomerSession(ctx);
    const b = await invoiced(guest, { hotelId: 3 });
    expect((await post(`/api/hotel/cancel-all/${b.bookingId}`, guest)).statusCode).toBe(200);
    const before = await fromSummary();
    expect(await compactReportDays(ctx.deps.db)).toBeGreaterThan(0);
    const [{ n, keys } = { n: 0, keys: 0 }] = (
      (await ctx.deps.db.execute(
        sql`SELECT count(*)::int AS n, count(DISTINCT (hotel_id, day))::int AS keys FROM ${reportDays}`,
      )) as unknown as { rows: { n: number; keys: number }[] }
    ).rows;
    expect(n).toBe(keys);
    expect(await fromSummary()).toEqual(before);
    expect(before).toEqual(await fromRows());
    // rebuilt from the bookings (as the migration does): the same figures again
    await ctx.deps.db.execute(sql`SELECT report_days_rebuild()`);
    expect(await fromSummary()).toEqual(before);
  });

  it('counts the staff search’s bookings by hotel and check-in as the bookings themselves', async () => {
    const admin = await staffCookie(ctx, 'admin');
    const guest = await createCustomerSession(ctx);
    const a = await invoiced(guest, { hotelId: 1, checkIn: addDays(today, 8) });
    const b = await invoiced(guest, { hotelId: 1, checkIn: addDays(today, 9) });
    await invoiced(guest, { hotelId: 2, checkIn: addDays(today, 8) });
    await ctx.deps.db
      .update(bookings)
      .set({ checkIn: addDays(today, 40), checkOut: addDays(today, 43) })
      .where(eq(bookings.id, a.bookingId));
    await ctx.deps.db.delete(bookings).where(eq(bookings.id, b.bookingId));
    const counted = async (where: ReturnType<typeof sql>) =>
      (
        (await ctx.deps.db.execute(
          sql`SELECT count(*)::int AS n FROM ${bookings} WHERE ${where}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const total = async (q: string) => {
      const res = await ctx.app.inject({
        url: `/api/staff/bookings${q}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.total as number;
    };
    const from = addDays(today, 1);
    const to = addDays(today, 30);
    expect(await total('')).toBe(await counted(sql`true`));
    expect(await total(`?hotelId=1&from=${from}&to=${to}`)).toBe(
      await counted(sql`hotel_id = 1 AND check_in >= ${from} AND check_in <= ${to}`),
    );
    expect(await total(`?from=${addDays(today, 40)}`)).toBe(
      await counted(sql`check_in >= ${addDays(today, 40)}`),
    );
  });
});
