import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, IST_OFFSET_MINUTES, todayIst } from '../../../shared/dates';
import { bookings, creditNotes } from '../../db/schema/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { createConfirmedBooking } from '../cancellation/cancellation.fixture';
import { gstRegisterCsv } from './reports.service';

let ctx: TestContext;
let accounts: string;
const month = todayIst().slice(0, 7);

beforeAll(async () => {
  ctx = await createTestApp();
  accounts = await staffCookie(ctx, 'accounts');
});
afterAll(() => ctx.close());

type Customer = Awaited<ReturnType<typeof createCustomerSession>>;
let invoiceSeq = 0;

/** A confirmed booking with a tax invoice number, as confirmation leaves it. */
async function invoicedBooking(c: Customer, opts: { rooms?: number; hotelId?: number } = {}) {
  const b = await createConfirmedBooking(ctx.deps.db, c, {
    rooms: opts.rooms ?? 2,
    hotelId: opts.hotelId ?? 1,
  });
  invoiceSeq += 1;
  await ctx.deps.db
    .update(bookings)
    .set({ invoiceNo: `JTDC/TEST/${process.pid}${String(invoiceSeq).padStart(4, '0')}` })
    .where(eq(bookings.id, b.bookingId));
  return b;
}

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
const post = (url: string, c: Customer, body?: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { cookie: c.cookie },
    ...(body ? { payload: body } : {}),
  });

/** The month's invoiced totals and credit notes, straight from the tables. */
async function expectedNet(): Promise<number> {
  const first = new Date(Date.parse(`${month}-01T00:00:00Z`) - IST_OFFSET_MINUTES * 60_000);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = new Date(
    Date.UTC(m === 12 ? y + 1 : y, m === 12 ? 0 : m, 1) - IST_OFFSET_MINUTES * 60_000,
  );
  const [inv] = await ctx.deps.db
    .select({ s: sql<string>`coalesce(sum(${bookings.totalPaise}), 0)` })
    .from(bookings)
    .where(
      and(
        isNotNull(bookings.invoiceNo),
        gte(bookings.confirmedAt, first),
        lt(bookings.confirmedAt, next),
      ),
    );
  const [cn] = await ctx.deps.db
    .select({ s: sql<string>`coalesce(sum(${creditNotes.totalPaise}), 0)` })
    .from(creditNotes)
    .where(sql`to_char(${creditNotes.issueDate}, 'YYYY-MM') = ${month}`);
  return Number(inv!.s) - Number(cn!.s);
}

describe('GST register', () => {
  it('its totals are the month’s confirmed bookings less its credit notes, in the JSON and the CSV', async () => {
    const guest = await createCustomerSession(ctx);
    const whole = await invoicedBooking(guest);
    const partly = await invoicedBooking(guest);
    await invoicedBooking(guest, { rooms: 1 });
    expect((await post(`/api/hotel/cancel-all/${whole.bookingId}`, guest)).statusCode).toBe(200);
    const room = await post(`/api/hotel/cancel-room/confirm/${partly.bookingId}`, guest, {
      Price: 1,
      RoomConfig: 'Room',
      UserID: guest.customerId,
      ROOMID: partly.rooms[0]!.id,
    });
    expect(room.statusCode).toBe(200);

    const res = await get(`/api/staff/reports/gst-register?month=${month}`, accounts);
    expect(res.statusCode).toBe(200);
    const reg = res.json().data;
    const net = await expectedNet();
    expect(Math.round(reg.totals.total * 100)).toBe(net);
    const rowsSum = reg.rows.reduce(
      (s: number, r: { total: number }) => s + Math.round(r.total * 100),
      0,
    );
    expect(rowsSum).toBe(net);
    expect(reg.totals.creditNotes).toBeGreaterThanOrEqual(2);
    const cn = reg.rows.find((r: { documentType: string }) => r.documentType === 'Credit note');
    expect(cn.total).toBeLessThan(0);
    expect(cn.originalInvoiceNo).toMatch(/^JTDC\/TEST\//);
    expect(cn.placeOfSupply).toBe('20-Jharkhand');
    for (const r of reg.rows) {
      expect(Math.round((r.taxableValue + r.cgst + r.sgst + r.igst) * 100)).toBe(
        Math.round(r.total * 100),
      );
    }

    const csv = await get(`/api/staff/reports/gst?month=${month}`, accounts);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Document type,Number,Date,Original invoice number,Original invoice date,Guest name,Guest GSTIN,Place of supply,SAC,Taxable value,Rate,CGST,SGST,IGST,Total',
    );
    expect(lines).toHaveLength(reg.rows.length + 2);
    const totalRow = lines.at(-1)!.split(',');
    expect(totalRow[0]).toBe('Total');
    expect(totalRow.at(-1)).toBe((net / 100).toFixed(2));
    expect(lines.slice(1, -1).every((l) => /,-?\d+\.\d{2}$/.test(l))).toBe(true);
  });

  it('writes a guest name that looks like a formula as text', async () => {
    const guest = await createCustomerSession(ctx, { name: '=HYPERLINK("http://evil.test","x")' });
    await invoicedBooking(guest, { rooms: 1 });
    const csv = await get(`/api/staff/reports/gst?month=${month}`, accounts);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(csv.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('is for admin and accounts only', async () => {
    const url = `/api/staff/reports/gst?month=${month}`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, await staffCookie(ctx, 'content_editor'))).statusCode).toBe(403);
    expect(
      (await get(url, await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] }))).statusCode,
    ).toBe(403);
    expect((await get(url, await staffCookie(ctx, 'admin'))).statusCode).toBe(200);
    const guest = await createCustomerSession(ctx);
    expect((await get(url, guest.cookie)).statusCode).toBe(401);
  });

  it('pages through the month by cursor: every document once, in order, the month’s totals on each page', async () => {
    const guest = await createCustomerSession(ctx);
    await invoicedBooking(guest, { rooms: 1 });
    const cancelled = await invoicedBooking(guest, { rooms: 1 });
    expect((await post(`/api/hotel/cancel-all/${cancelled.bookingId}`, guest)).statusCode).toBe(
      200,
    );
    const whole = (
      await get(`/api/staff/reports/gst-register?month=${month}&limit=500`, accounts)
    ).json().data;
    expect(whole.next).toBeNull();
    const docsOf = (rows: { documentType: string; number: string }[]) => [
      ...new Set(rows.map((r) => `${r.documentType}|${r.number}`)),
    ];
    expect(docsOf(whole.rows)).toHaveLength(whole.totals.invoices + whole.totals.creditNotes);

    const walked: typeof whole.rows = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res = await get(
        `/api/staff/reports/gst-register?month=${month}&limit=2${after ? `&after=${after}` : ''}`,
        accounts,
      );
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      expect(docsOf(page.rows).length).toBeLessThanOrEqual(2);
      expect(page.totals).toEqual(whole.totals);
      walked.push(...page.rows);
      after = page.next;
      pages += 1;
    } while (after && pages < 500);
    expect(pages).toBeGreaterThan(1);
    expect(walked).toEqual(whole.rows);
    // invoices first, then the credit notes
    const kinds = walked.map((r: { documentType: string }) => r.documentType);
    expect(kinds.indexOf('Credit note')).toBeGreaterThan(kinds.lastIndexOf('Invoice'));
  });

  it('streams the whole month as CSV a page at a time, the same rows as the pages', async () => {
    const reg = (
      await get(`/api/staff/reports/gst-register?month=${month}&limit=500`, accounts)
    ).json().data;
    let csv = '';
    // a page of one document: the stream crosses many pages
    for await (const part of gstRegisterCsv(ctx.deps.db, ctx.deps.config, month, 1)) csv += part;
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(reg.rows.length + 2);
    expect(lines.slice(1, -1).map((l) => l.split(',')[1])).toEqual(
      reg.rows.map((r: { number: string }) => r.number),
    );
    expect(lines.at(-1)!.split(',').at(-1)).toBe(reg.totals.total.toFixed(2));
    const served = await get(`/api/staff/reports/gst?month=${month}`, accounts);
    expect(served.body).toBe(csv);
  });

  it('refuses a page cursor it did not write and a page size outside 1 to 500', async () => {
    for (const q of [
      'after=bm90LWpzb24',
      `after=${Buffer.from(JSON.stringify({ k: 'i', at: 'x', id: 1 })).toString('base64url')}`,
      `after=${Buffer.from(JSON.stringify({ k: 'c', date: '2026-13-01', id: 1 })).toString('base64url')}`,
      'after=a%20b',
      'limit=0',
      'limit=501',
      'limit=two',
    ]) {
      const res = await get(`/api/staff/reports/gst-register?month=${month}&${q}`, accounts);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toMatch(/cursor|page size/);
    }
  });

  it('refuses a month that is not YYYY-MM', async () => {
    const res = await get('/api/staff/reports/gst?month=2026-13', accounts);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/YYYY-MM/);
  });
});

describe('occupancy, revenue and cancellations', () => {
  it('counts the room-nights sold per hotel per day, and the revenue and cancellations of the day', async () => {
    const guest = await createCustomerSession(ctx);
    const b = await invoicedBooking(guest, { rooms: 2 });
    const from = todayIst();
    const to = addDays(b.checkIn, 1);
    const res = await get(`/api/staff/reports?from=${from}&to=${to}&hotelId=1`, accounts);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const night = data.occupancy.find((r: { date: string }) => r.date === b.checkIn);
    expect(night.hotelId).toBe(1);
    expect(night.roomNightsSold).toBeGreaterThanOrEqual(2);
    expect(night.roomNightsAvailable).toBeGreaterThan(0);
    const today = data.revenue.find((r: { date: string }) => r.date === from);
    expect(today.bookings).toBeGreaterThanOrEqual(1);
    expect(data.cancellations.every((r: { hotelId: number }) => r.hotelId === 1)).toBe(true);
  });

  it('does not count rooms closed (out of order) as available', async () => {
    const admin = await staffCookie(ctx, 'admin');
    const night = addDays(todayIst(), 40);
    const url = `/api/staff/reports?from=${night}&to=${night}&hotelId=1`;
    const available = async () =>
      (await get(url, accounts))
        .json()
        .data.occupancy.find((r: { date: string }) => r.date === night)
        .roomNightsAvailable as number;
    const before = await available();
    const rt = (await get('/api/staff/hotels/1', admin)).json().data.roomTypes[0].id as number;
    const closed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/hotels/1/room-types/${rt}/closures`,
      headers: { cookie: admin },
      payload: { from: night, to: addDays(night, 1), rooms: 2 },
    });
    expect(closed.statusCode).toBe(200);
    expect(await available()).toBe(before - 2);
  });

  it('a hotel manager sees only their own hotels', async () => {
    const manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    const from = todayIst();
    const to = addDays(from, 30);
    const mine = (await get(`/api/staff/reports?from=${from}&to=${to}`, manager)).json().data;
    expect(mine.hotels.map((h: { id: number }) => h.id)).toEqual([1]);
    expect(mine.occupancy.length).toBeGreaterThan(0);
    expect(mine.occupancy.every((r: { hotelId: number }) => r.hotelId === 1)).toBe(true);
    const other = (await get(`/api/staff/reports?from=${from}&to=${to}&hotelId=2`, manager)).json()
      .data;
    expect(other.hotels).toEqual([]);
    expect(other.occupancy).toEqual([]);
    expect(other.revenue).toEqual([]);
    const all = (await get(`/api/staff/reports?from=${from}&to=${to}`, accounts)).json().data;
    expect(all.hotels.length).toBeGreaterThan(1);
  });

  it('refuses a content editor and a range over 92 days', async () => {
    const from = todayIst();
    expect(
      (
        await get(
          `/api/staff/reports?from=${from}&to=${from}`,
          await staffCookie(ctx, 'content_editor'),
        )
      ).statusCode,
    ).toBe(403);
    const long = await get(`/api/staff/reports?from=${from}&to=${addDays(from, 100)}`, accounts);
    expect(long.statusCode).toBe(400);
  });
});
