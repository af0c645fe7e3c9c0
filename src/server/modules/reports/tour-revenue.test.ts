import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GstRegister,
  GstRegisterRow,
  Gstr1,
  Reports,
} from '../../../shared/contracts/reports';
import { addDays, todayIst } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { bookAndPayTour, cancelTour, makeDeparture } from '../tours/tours.fixture';
import schema from './gstr1.schema.json';

/*
 * Tour revenue in the GST register, GSTR-1 and the reports (ADR 367). Two adults (₹2,000) and a
 * child (₹1,000) at 5%: invoice ₹5,000 + ₹125 CGST + ₹125 SGST; cancelling the child 30 days ahead
 * credits ₹1,000 + ₹25 + ₹25.
 */

let ctx: TestContext;
let accounts: string;
let month: string;
let booking: { id: number; ref: string };
let departure: { id: number; date: string };
/** the register's totals and GSTR-1 before the tour was sold */
let totalsBefore: GstRegister['totals'];
let gstr1Before: Gstr1;
const validate = new Ajv({ allErrors: true, multipleOfPrecision: 6 }).compile(schema);

const get = (url: string, cookie = accounts) => ctx.app.inject({ url, headers: { cookie } });

async function register(): Promise<GstRegister> {
  const res = await get(`/api/staff/reports/gst-register?month=${month}&limit=500`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
async function gstr1(): Promise<Gstr1> {
  const res = await get(`/api/staff/reports/gstr1?month=${month}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  ctx = await createTestApp();
  accounts = await staffCookie(ctx, 'accounts');
  month = todayIst(ctx.deps.now()).slice(0, 7);
  totalsBefore = (await register()).totals;
  gstr1Before = await gstr1();
  const d = await makeDeparture(ctx, { days: 30, seats: 20 });
  departure = d;
  const guest = await createCustomerSession(ctx);
  booking = await bookAndPayTour(ctx, guest.cookie, d);
  const detail = await ctx.app.inject({
    url: `/api/tour-bookings/${booking.id}`,
    headers: { cookie: guest.cookie },
  });
  const child = detail.json().data.travellers[2].id as number;
  const cancelled = await cancelTour(ctx, guest.cookie, booking.id, { travellerIds: [child] });
  expect(cancelled.statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('the GST register counts tour invoices and tour credit notes', () => {
  it('lists the tour invoice with SAC 998555 at 5%, and its credit note negative', async () => {
    const { rows } = await register();
    const tourRows = rows.filter((r: GstRegisterRow) => r.sac === '998555');
    expect(tourRows).toEqual([
      expect.objectContaining({
        documentType: 'Invoice',
        number: expect.stringMatching(/^TOUR\/\d{4}\/\d{6}$/),
        guestName: 'Ravi Kumar',
        guestGstin: null,
        rate: 5,
        taxableValue: 5000,
        cgst: 125,
        sgst: 125,
        igst: 0,
        total: 5250,
      }),
      expect.objectContaining({
        documentType: 'Credit note',
        number: expect.stringMatching(/^CN\//),
        originalInvoiceNo: tourRows[0]?.number,
        rate: 5,
        taxableValue: -1000,
        cgst: -25,
        sgst: -25,
        total: -1050,
      }),
    ]);
    // the rooms keep their own SAC
    expect(rows.filter((r) => r.sac !== '998555').every((r) => r.sac === '996311')).toBe(true);
  });

  it('the month’s totals grow by the invoice less the credit note', async () => {
    const { totals } = await register();
    expect({
      invoices: totals.invoices - totalsBefore.invoices,
      creditNotes: totals.creditNotes - totalsBefore.creditNotes,
      taxableValue: totals.taxableValue - totalsBefore.taxableValue,
      cgst: totals.cgst - totalsBefore.cgst,
      sgst: totals.sgst - totalsBefore.sgst,
      total: totals.total - totalsBefore.total,
    }).toEqual({
      invoices: 1,
      creditNotes: 1,
      taxableValue: 4000,
      cgst: 100,
      sgst: 100,
      total: 4200,
    });
  });

  it('the totals are the sum of the rows, and pages of one document walk every row once', async () => {
    const all = await register();
    const sum = (k: 'taxableValue' | 'cgst' | 'sgst') =>
      Math.round(all.rows.reduce((s, r) => s + r[k] * 100, 0)) / 100;
    expect(sum('taxableValue')).toBe(all.totals.taxableValue);
    expect(sum('cgst')).toBe(all.totals.cgst);
    const numbers: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 100; i++) {
      const res = await get(
        `/api/staff/reports/gst-register?month=${month}&limit=1${after ? `&after=${after}` : ''}`,
      );
      const page = res.json().data as GstRegister;
      numbers.push(...new Set(page.rows.map((r) => `${r.documentType} ${r.number}`)));
      after = page.next;
      if (!after) break;
    }
    expect(numbers).toEqual([...new Set(all.rows.map((r) => `${r.documentType} ${r.number}`))]);
  });

  it('the CSV has a SAC column and the tour rows', async () => {
    const res = await get(`/api/staff/reports/gst?month=${month}`);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toContain('Place of supply,SAC,Taxable value');
    const tour = lines.find((l) => l.includes('TOUR/'));
    expect(tour).toMatch(/,998555,5000\.00,5\.00,125\.00,125\.00,0\.00,5250\.00/);
  });
});

describe('GSTR-1 counts tour revenue', () => {
  it('B2CS at 5% and the SAC 998555 summary grow by the net; the tour series is in table 13', async () => {
    const after = await gstr1();
    expect(validate(after)).toBe(true);
    const b2cs5 = (g: Gstr1) => g.b2cs?.find((r) => r.rt === 5)?.txval ?? 0;
    expect(Math.round((b2cs5(after) - b2cs5(gstr1Before)) * 100)).toBe(400000);
    const hsn = after.hsn.hsn_b2c ?? after.hsn.data ?? [];
    expect(hsn.find((h) => h.hsn_sc === '998555')).toMatchObject({
      desc: 'Tour operator services',
      rt: 5,
      txval: 4000,
      camt: 100,
      samt: 100,
      iamt: 0,
    });
    const invoiceSeries = after.doc_issue.doc_det.find((d) => d.doc_num === 1)?.docs ?? [];
    expect(invoiceSeries.some((s) => s.from.startsWith('TOUR/') && s.totnum === 1)).toBe(true);
  });
});

describe('the reports show seats per departure', () => {
  const range = () => {
    const today = todayIst(ctx.deps.now());
    return `from=${today}&to=${addDays(today, 40)}`;
  };

  it('sold are the travellers still booked; free the seats left for sale', async () => {
    const res = await get(`/api/staff/reports?${range()}`);
    expect(res.statusCode).toBe(200);
    const data: Reports = res.json().data;
    expect(data.departures.find((d) => d.departureId === departure.id)).toMatchObject({
      date: departure.date,
      status: 'open',
      seatsTotal: 20,
      seatsSold: 2,
      seatsFree: 18,
    });
  });

  it('a hotel manager’s reports (their hotels only) list no departures', async () => {
    const manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    const res = await get(`/api/staff/reports?${range()}`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.departures).toEqual([]);
  });
});
