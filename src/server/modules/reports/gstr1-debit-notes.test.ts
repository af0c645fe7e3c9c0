import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstr1, gstr1Totals, type Gstr1 } from '../../../shared/contracts/reports';
import { todayIst } from '../../../shared/dates';
import { gstinCheckChar } from '../../../shared/gstin';
import { sql } from 'drizzle-orm';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { dearerDateChange, rows } from '../bookings/bookings.fixture';
import schema from './gstr1.schema.json';

/**
 * GSTR-1 with debit notes (ADR 381): a registered guest's in CDNR with note type D, an
 * unregistered guest's added to B2CS, the DN series in table 13, and the return still the
 * register's totals.
 */
let ctx: TestContext;
let accounts: string;
const month = todayIst().slice(0, 7);
const validate = new Ajv({ allErrors: true, multipleOfPrecision: 6 }).compile(schema);
const first14 = '10AAACB1234C1Z';
const GUEST_GSTIN = `${first14}${gstinCheckChar(first14)}`;

beforeAll(async () => {
  ctx = await createTestApp();
  accounts = await staffCookie(ctx, 'accounts');
});
afterAll(() => ctx.close());

const returnOf = async (): Promise<Gstr1> => {
  const res = await ctx.app.inject({
    url: `/api/staff/reports/gstr1?month=${month}`,
    headers: { cookie: accounts },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const noteOf = async (bookingId: number) =>
  (
    await rows<{ debit_note_no: string; total_paise: number }>(
      ctx,
      sql`SELECT debit_note_no, total_paise FROM debit_notes WHERE booking_id = ${bookingId}`,
    )
  )[0]!;

describe('GSTR-1 with debit notes', () => {
  let b2b: { bookingId: number; differencePaise: number };
  let b2c: { bookingId: number; differencePaise: number };
  beforeAll(async () => {
    const g1 = await createCustomerSession(ctx);
    b2b = await dearerDateChange(ctx, g1.cookie, 40, {
      GSTIN: GUEST_GSTIN,
      CustomerType: 'Corporate',
    });
    const g2 = await createCustomerSession(ctx);
    b2c = await dearerDateChange(ctx, g2.cookie, 44);
  });

  it('a registered guest’s debit note is in CDNR under the GSTIN, note type D, unsigned', async () => {
    const r = await returnOf();
    const note = await noteOf(b2b.bookingId);
    const group = r.cdnr?.find((g) => g.ctin === GUEST_GSTIN);
    const nt = group?.nt.find((n) => n.nt_num === note.debit_note_no);
    expect(nt).toMatchObject({
      ntty: 'D',
      nt_dt: todayIst().split('-').reverse().join('-'),
      val: b2b.differencePaise / 100,
      rchrg: 'N',
      inv_typ: 'R',
    });
    const items = nt!.itms.reduce(
      (s, i) => s + Math.round((i.itm_det.txval + i.itm_det.camt + i.itm_det.samt) * 100),
      0,
    );
    expect(items).toBe(b2b.differencePaise);
  });

  it('an unregistered guest’s debit note is not in CDNR (nor CDNUR): it adds to B2CS', async () => {
    const r = await returnOf();
    const note = await noteOf(b2c.bookingId);
    const all = (r.cdnr ?? []).flatMap((g) => g.nt.map((n) => n.nt_num));
    expect(all).not.toContain(note.debit_note_no);
    expect(Object.keys(r)).not.toContain('cdnur');
  });

  it('lists the DN series as debit notes (table 13, doc_num 4)', async () => {
    const r = await returnOf();
    const dn = r.doc_issue.doc_det.find((d) => d.doc_num === 4);
    expect(dn?.docs).toHaveLength(1);
    expect(dn!.docs[0]).toMatchObject({ totnum: 2, cancel: 0, net_issue: 2 });
    expect(dn!.docs[0]!.from).toMatch(/^DN\/\d{4}\/\d{6}$/);
  });

  it('equals the GST register’s totals, debit notes added, and validates against the schema', async () => {
    const r = await returnOf();
    expect(validate(r), JSON.stringify(validate.errors)).toBe(true);
    expect(gstr1.safeParse(r).success).toBe(true);
    const reg = await ctx.app.inject({
      url: `/api/staff/reports/gst-register?month=${month}&limit=1`,
      headers: { cookie: accounts },
    });
    const t = reg.json().data.totals;
    expect(t.debitNotes).toBe(2);
    const g = gstr1Totals(r);
    const p = (x: number) => Math.round(x * 100);
    expect([p(g.txval), p(g.camt), p(g.samt)]).toEqual([p(t.taxableValue), p(t.cgst), p(t.sgst)]);
    // the HSN summary is the same net
    const hsn = [...(r.hsn.hsn_b2b ?? []), ...(r.hsn.hsn_b2c ?? []), ...(r.hsn.data ?? [])];
    expect(hsn.reduce((s, h) => s + p(h.txval), 0)).toBe(p(t.taxableValue));
  });
});
