import { sql } from 'drizzle-orm';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import {
  bookAndPayTour,
  cancelTour,
  makeDeparture,
  postTourBooking,
  tourBookingBody,
} from './tours.fixture';

/*
 * The tour voucher as a PDF (ADR 367), read back with pdf.js: the glyphs drawn, as the text each
 * stands for (Devanagari shaped, so the drawn glyphs' text is compared, as the invoice's test).
 */

let ctx: TestContext;
let guest: { cookie: string };
let bookingId: number;
let ref: string;
let childId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  guest = await createCustomerSession(ctx);
  const d = await makeDeparture(ctx, { days: 20 });
  const b = await bookAndPayTour(ctx, guest.cookie, d);
  bookingId = b.id;
  ref = b.ref;
  childId = b.travellerIds[2]!;
});
afterAll(() => ctx.close());

async function glyphs(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const ops = await (await doc.getPage(1)).getOperatorList();
  const out: string[] = [];
  ops.fnArray.forEach((fn, i) => {
    if (fn !== OPS.showText) return;
    const [run] = ops.argsArray[i] as [({ unicode: string } | number | null)[]];
    for (const g of run) if (g && typeof g === 'object') out.push(g.unicode);
  });
  return out.join('');
}

const pdf = (q = '', cookie = guest.cookie) =>
  ctx.app.inject({
    url: `/api/tour-bookings/${bookingId}/voucher.pdf${q}`,
    headers: cookie ? { cookie } : {},
  });

describe('tour voucher PDF', () => {
  it('prints the booking, pickup, travellers with their ID types, and the total paid', async () => {
    const res = await pdf();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/Tour-voucher-.+\.pdf/);
    const text = await glyphs(res.rawPayload);
    for (const s of [
      'TOUR VOUCHER',
      ref,
      'Ranchi Railway Station, 06:00',
      'Ravi Kumar (Adult)',
      'Anu Kumari (Child)',
      'Voter ID',
      '₹5,250.00',
      'SAC 998555',
    ])
      expect(text).toContain(s);
  });

  it('in Hindi when asked (?lang=hi)', async () => {
    const res = await pdf('?lang=hi');
    expect(res.statusCode).toBe(200);
    const text = await glyphs(res.rawPayload);
    expect(text).toContain('टूर वाउचर');
    expect(text).toContain('यात्री');
  });

  it('is for the booking’s customer only: another customer and no session get 404', async () => {
    const other = await createCustomerSession(ctx);
    expect((await pdf('', other.cookie)).statusCode).toBe(404);
    expect((await pdf('', '')).statusCode).toBe(404);
  });

  it('an unpaid hold has no voucher (404)', async () => {
    const d = await makeDeparture(ctx, { days: 21 });
    const held = await postTourBooking(ctx, guest.cookie, tourBookingBody(d.id, d.pickupId));
    const id = held.json().data.tourBookingId as number;
    const res = await ctx.app.inject({
      url: `/api/tour-bookings/${id}/voucher.pdf`,
      headers: { cookie: guest.cookie },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('tour credit note: page data and PDF', () => {
  let noteId: number;
  beforeAll(async () => {
    expect(
      (await cancelTour(ctx, guest.cookie, bookingId, { travellerIds: [childId] })).statusCode,
    ).toBe(200);
    const r = (await ctx.deps.db.execute(
      sql`SELECT id FROM credit_notes WHERE tour_booking_id = ${bookingId}`,
    )) as unknown as { rows: { id: number }[] };
    noteId = r.rows[0]!.id;
  });
  const url = (id = bookingId, n = noteId) => `/api/tour-bookings/${id}/credit-notes/${n}`;

  it('gives the note as issued: the tour and departure, one line under SAC 998555', async () => {
    const res = await ctx.app.inject({ url: url(), headers: { cookie: guest.cookie } });
    expect(res.statusCode).toBe(200);
    const cn = res.json().data;
    expect(cn).toMatchObject({
      BookingRefNo: ref,
      InvoiceNo: expect.stringMatching(/^TOUR\//),
      Tour: { Title: expect.any(String), Departure: expect.any(String) },
      TaxableValue: 1000,
      TotalTax: 50,
      Total: 1050,
    });
    expect(cn.Lines).toEqual([expect.objectContaining({ SAC: '998555', GSTRate: 5 })]);
  });

  it('is listed on the booking (its voucher page links it), with its number and date', async () => {
    const res = await ctx.app.inject({
      url: `/api/tour-bookings/${bookingId}`,
      headers: { cookie: guest.cookie },
    });
    expect(res.json().data.creditNotes).toEqual([
      { id: noteId, no: expect.stringMatching(/^CN\//), date: expect.stringMatching(/^\d{4}-/) },
    ]);
  });

  it('as a PDF in English and Hindi, naming the tour rather than a hotel', async () => {
    const en = await ctx.app.inject({ url: `${url()}/pdf`, headers: { cookie: guest.cookie } });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    const text = await glyphs(en.rawPayload);
    for (const s of ['CREDIT NOTE', 'Tour:', 'Departure:', '998555', '₹1,050.00'])
      expect(text).toContain(s);
    expect(text).not.toContain('Hotel:');
    const hi = await ctx.app.inject({
      url: `${url()}/pdf?lang=hi`,
      headers: { cookie: guest.cookie },
    });
    expect(await glyphs(hi.rawPayload)).toContain('टूर:');
  });

  it('is 404 for another customer, and for a note id under another tour booking', async () => {
    const other = await createCustomerSession(ctx);
    expect(
      (await ctx.app.inject({ url: url(), headers: { cookie: other.cookie } })).statusCode,
    ).toBe(404);
    const d = await makeDeparture(ctx, { days: 22 });
    const second = await bookAndPayTour(ctx, guest.cookie, d);
    const res = await ctx.app.inject({ url: url(second.id), headers: { cookie: guest.cookie } });
    expect(res.statusCode).toBe(404);
  });
});
