import { Ajv } from 'ajv';
import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstr1, gstr1Totals, type Gstr1 } from '../../../shared/contracts/reports';
import { addDays, istDayStart, todayIst } from '../../../shared/dates';
import { splitLine } from '../../../shared/gst';
import { gstinCheckChar } from '../../../shared/gstin';
import { bookingRooms, bookings, creditNotes } from '../../db/schema/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { bookAndPay, bookingBody, roomTypesOf, stay } from '../bookings/bookings.fixture';
import schema from './gstr1.schema.json';
import { monthDates } from './month';

let ctx: TestContext;
let accounts: string;
const month = todayIst().slice(0, 7);
const validate = new Ajv({ allErrors: true, multipleOfPrecision: 6 }).compile(schema);

/** A valid GSTIN of a Bihar business, its check character computed. */
const first14 = '10AAACB1234C1Z';
const GUEST_GSTIN = `${first14}${gstinCheckChar(first14)}`;

beforeAll(async () => {
  ctx = await createTestApp();
  accounts = await staffCookie(ctx, 'accounts');
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
const returnOf = async (m = month): Promise<Gstr1> => {
  const res = await get(`/api/staff/reports/gstr1?month=${m}`, accounts);
  expect(res.statusCode).toBe(200);
  return res.json();
};

/**
 * Books and pays a stay of two nights at hotel 1 through the API; with `dearNight` its first night
 * is priced above Rs 7,500 (18%), the second at the room type's price (5%).
 */
async function booked(opts: { gstin?: string; dearNight?: boolean; offset: number }) {
  const guest = await createCustomerSession(ctx);
  const dates = stay(opts.offset, 2);
  const [type] = await roomTypesOf(ctx, 1, dates.checkIn, dates.checkOut);
  if (opts.dearNight) {
    await ctx.deps.db.execute(
      sql`INSERT INTO room_rates (room_type_id, night, price_paise) VALUES (${type!.RoomTypeID}, ${dates.checkIn}, 900000)`,
    );
  }
  const extra = opts.gstin ? { GSTIN: opts.gstin, CustomerType: 'Corporate' } : {};
  const { created } = await bookAndPay(
    ctx,
    guest.cookie,
    bookingBody(1, dates, [{ RoomTypeID: type!.RoomTypeID }], extra),
  );
  const [b] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, created.bookingId));
  return { guest, booking: b! };
}

const cancelAll = (bookingId: number, cookie: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/hotel/cancel-all/${bookingId}`,
    headers: { cookie },
  });

/** The month's invoices less its credit notes, in paise, straight from the tables. */
async function fromTables() {
  const { first, last } = monthDates(month);
  const rooms = await ctx.deps.db
    .select({ lines: bookingRooms.taxLines })
    .from(bookingRooms)
    .innerJoin(bookings, eq(bookings.id, bookingRooms.bookingId))
    .where(
      and(
        isNotNull(bookings.invoiceNo),
        gte(bookings.confirmedAt, istDayStart(first)),
        lt(bookings.confirmedAt, istDayStart(addDays(last, 1))),
      ),
    );
  const t = { txval: 0, camt: 0, samt: 0 };
  for (const l of rooms.flatMap((r) => r.lines).map(splitLine)) {
    t.txval += l.taxablePaise;
    t.camt += l.cgstPaise;
    t.samt += l.sgstPaise;
  }
  const notes = await ctx.deps.db
    .select()
    .from(creditNotes)
    .where(and(gte(creditNotes.issueDate, first), sql`${creditNotes.issueDate} <= ${last}`));
  for (const n of notes) {
    t.txval -= n.taxablePaise;
    t.camt -= n.cgstPaise;
    t.samt -= n.sgstPaise;
  }
  return t;
}

const paise = (rupees: number) => Math.round(rupees * 100);

describe('GSTR-1 of a month', () => {
  let b2b: Awaited<ReturnType<typeof booked>>;

  it('a guest with a GSTIN lands in B2B under that GSTIN, one item per rate of the stay', async () => {
    b2b = await booked({ gstin: GUEST_GSTIN, dearNight: true, offset: 45 });
    const { booking } = b2b;
    const r = await returnOf();
    const entry = r.b2b?.find((g) => g.ctin === GUEST_GSTIN);
    expect(entry, 'b2b entry of the guest').toBeDefined();
    const inv = entry!.inv.find((i) => i.inum === booking.invoiceNo)!;
    expect(inv).toMatchObject({ pos: '20', rchrg: 'N', inv_typ: 'R' });
    expect(inv.idt).toBe(todayIst().split('-').reverse().join('-'));
    expect(paise(inv.val)).toBe(booking.totalPaise);
    expect(inv.itms.map((i) => i.itm_det.rt)).toEqual([5, 18]);
    expect(inv.itms.map((i) => i.num)).toEqual([1, 2]);
    for (const { itm_det: d } of inv.itms) {
      expect(d.iamt).toBe(0);
      expect(d.csamt).toBe(0);
      expect(Math.abs(paise(d.camt) - paise(d.samt))).toBeLessThanOrEqual(1);
      expect(
        Math.abs(paise(d.camt + d.samt) - Math.round(paise(d.txval) * d.rt) / 100),
      ).toBeLessThanOrEqual(1);
    }
    // a B2B invoice is not also an unregistered supply: B2B and B2CS add up to the month
    const inB2b = (r.b2b ?? []).flatMap((g) => g.inv).flatMap((i) => i.itms);
    const b2bTx = inB2b.reduce((s, i) => s + paise(i.itm_det.txval), 0);
    const b2csTx = (r.b2cs ?? []).reduce((s, x) => s + paise(x.txval), 0);
    expect(b2bTx + b2csTx).toBe((await fromTables()).txval);
  });

  it('a credit note to a registered guest lands in CDNR, unsigned, with note type C', async () => {
    const b = b2b.booking;
    expect((await cancelAll(b.id, b2b.guest.cookie)).statusCode).toBe(200);
    const [note] = await ctx.deps.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.bookingId, b.id));
    expect(note?.guestGstin).toBe(GUEST_GSTIN);
    const b2bCreditNoteNo = note!.creditNoteNo;
    const r = await returnOf();
    const nt = r.cdnr
      ?.find((g) => g.ctin === GUEST_GSTIN)
      ?.nt.find((n) => n.nt_num === b2bCreditNoteNo);
    expect(nt, 'cdnr note').toBeDefined();
    expect(nt).toMatchObject({ ntty: 'C', pos: '20', rchrg: 'N', inv_typ: 'R' });
    expect(paise(nt!.val)).toBe(note!.totalPaise);
    expect(nt!.val).toBeGreaterThan(0);
    expect(nt!.itms.map((i) => i.itm_det.rt)).toEqual(
      [...new Set(note!.lines.map((l) => l.rateBp / 100))].sort((a, c) => a - c),
    );
    expect(r.doc_issue.doc_det.find((d) => d.doc_num === 5)?.docs[0]?.to).toBe(b2bCreditNoteNo);
  });

  it('its totals equal the GST register and the month’s invoices less its credit notes', async () => {
    // unregistered guests too: one kept, one cancelled (a credit note that reduces B2CS)
    await booked({ offset: 50 });
    const { guest, booking } = await booked({ offset: 55 });
    expect((await cancelAll(booking.id, guest.cookie)).statusCode).toBe(200);

    const r = await returnOf();
    const totals = gstr1Totals(r);
    const reg = (await get(`/api/staff/reports/gst-register?month=${month}`, accounts)).json().data
      .totals;
    const tables = await fromTables();
    expect(paise(totals.txval)).toBe(tables.txval);
    expect(paise(totals.camt)).toBe(tables.camt);
    expect(paise(totals.samt)).toBe(tables.samt);
    expect(paise(totals.txval)).toBe(paise(reg.taxableValue));
    expect(paise(totals.camt)).toBe(paise(reg.cgst));
    expect(paise(totals.samt)).toBe(paise(reg.sgst));
    expect(paise(totals.iamt)).toBe(paise(reg.igst));
    // the SAC summary says the same
    const hsn = [...(r.hsn.hsn_b2b ?? []), ...(r.hsn.hsn_b2c ?? [])];
    expect(hsn.reduce((s, h) => s + paise(h.txval), 0)).toBe(tables.txval);
    expect(hsn.reduce((s, h) => s + paise(h.camt), 0)).toBe(tables.camt);
    expect(hsn.every((h) => h.hsn_sc === '996311' && h.uqc === 'NA' && h.qty === 0)).toBe(true);
    expect(r.b2cs?.every((x) => x.sply_ty === 'INTRA' && x.typ === 'OE' && x.pos === '20')).toBe(
      true,
    );
    // document summary: every invoice and credit note of the month, none cancelled
    const invoices = r.doc_issue.doc_det.find((d) => d.doc_num === 1)!.docs;
    expect(invoices.reduce((s, d) => s + d.net_issue, 0)).toBe(reg.invoices);
    expect(invoices.every((d) => d.cancel === 0 && d.totnum === d.net_issue)).toBe(true);
  });

  it('validates against the JSON Schema in the repository and its zod mirror', async () => {
    const r = await returnOf();
    expect(r.b2b?.length).toBeGreaterThan(0);
    expect(r.cdnr?.length).toBeGreaterThan(0);
    expect(r.b2cs?.length).toBeGreaterThan(0);
    const ok = validate(r);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    expect(gstr1.safeParse(r).success).toBe(true);
    expect(r.fp).toBe(`${month.slice(5)}${month.slice(0, 4)}`);
    expect(r.gstin).toBe(ctx.deps.config.CORP_GSTIN);
    // the schema is not a rubber stamp
    expect(validate({ ...r, fp: '132026' })).toBe(false);
    const long = structuredClone(r);
    long.b2b![0]!.inv[0]!.inum = 'JTDC/2026-27/000001';
    expect(validate(long)).toBe(false);
  });

  it('splits the SAC summary into B2B and B2C from May 2025, one list before', async () => {
    const before = await returnOf('2025-04');
    expect(Object.keys(before.hsn)).toEqual(['data']);
    expect(validate(before)).toBe(true);
    expect(Object.keys((await returnOf('2025-05')).hsn).sort()).toEqual(['hsn_b2b', 'hsn_b2c']);
  });

  it('is for admin and accounts only', async () => {
    const url = `/api/staff/reports/gstr1?month=${month}`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, await staffCookie(ctx, 'content_editor'))).statusCode).toBe(403);
    expect(
      (await get(url, await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] }))).statusCode,
    ).toBe(403);
    expect((await get(url, await staffCookie(ctx, 'admin'))).statusCode).toBe(200);
  });

  it('refuses an impossible month with a 400', async () => {
    for (const m of ['2026-13', '2026-00', '26-11', 'november', '2017-06']) {
      const res = await get(`/api/staff/reports/gstr1?month=${m}`, accounts);
      expect(res.statusCode, m).toBe(400);
      expect(res.json().message, m).toMatch(/YYYY-MM|July 2017/);
    }
  });
});
