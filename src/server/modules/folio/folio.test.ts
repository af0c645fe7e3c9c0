import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { auditLog, folioTaxRates, outbox, refunds } from '../../db/schema/index';
import { deliverDue } from '../../notify/worker';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { setTaxRate } from './folio.service';
import { bookAndPay, bookingBody, roomTypesOf, stay } from '../bookings/bookings.fixture';

let ctx: TestContext;
let offsetMs = 0;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => ctx.close());
beforeEach(() => {
  offsetMs = 0;
});

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;
const get = (url: string, cookie: string): Promise<Reply> =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object = {}): Promise<Reply> =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

let customer: Awaited<ReturnType<typeof createCustomerSession>>;
beforeAll(async () => {
  customer = await createCustomerSession(ctx, { name: 'Sunita Oraon' });
});

const DINNER = {
  kind: 'food',
  sac: '996331',
  description: 'Dinner',
  quantity: 2,
  unitPaise: 45_000,
};
const LAUNDRY = {
  kind: 'laundry',
  sac: '999712',
  description: 'Shirts pressed',
  quantity: 3,
  unitPaise: 5_000,
};

/**
 * A paid booking of one room at hotel 1 `offset` days ahead, checked in on its arrival day (the
 * clock moved to noon IST that day); returns it with a hotel 1 manager's cookie of that day.
 */
async function inHouse(offset: number) {
  const d = stay(offset, 2);
  const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  const { created } = await bookAndPay(
    ctx,
    customer.cookie,
    bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }]),
  );
  offsetMs = Date.parse(`${d.checkIn}T12:00:00+05:30`) - Date.now();
  const cookie = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
  const id = created.bookingId as number;
  const detail = (await get(`/api/staff/bookings/${id}`, cookie)).json().data;
  const rooms = (await get('/api/staff/hotels/1/rooms', cookie)).json().data.rooms;
  // stays are 3 days apart: the first room of the type is free for each
  const room = rooms.find((r: { roomTypeId: number }) => r.roomTypeId === t!.RoomTypeID);
  const res = await post(`/api/staff/bookings/${id}/check-in`, cookie, {
    idSeen: true,
    idType: 'Aadhaar Card',
    rooms: [{ bookingRoomId: detail.roomList[0].id, roomId: room.id }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id, ref: created.BookingRefNo as string, cookie, ...d };
}

describe('postings', () => {
  it('posts charges with their own GST rate, reverses one with a reason, audited; nothing is edited', async () => {
    const b = await inHouse(40);
    const dinner = await post(`/api/staff/bookings/${b.id}/folio`, b.cookie, DINNER);
    expect(dinner.statusCode, dinner.body).toBe(201);
    const laundry = await post(`/api/staff/bookings/${b.id}/folio`, b.cookie, LAUNDRY);
    const folio = laundry.json().data;
    expect(folio.postings).toMatchObject([
      { kind: 'food', sac: '996331', amountPaise: 90_000, rateBp: 500, gstPaise: 4_500 },
      { kind: 'laundry', sac: '999712', amountPaise: 15_000, rateBp: 1800, gstPaise: 2_700 },
    ]);
    expect(folio.postings[0].postedBy).toMatch(/@/);
    expect(folio.gstByRate).toEqual([
      { rateBp: 500, taxablePaise: 90_000, cgstPaise: 2_250, sgstPaise: 2_250 },
      { rateBp: 1800, taxablePaise: 15_000, cgstPaise: 1_350, sgstPaise: 1_350 },
    ]);
    // the room was paid when booked: only the postings are due
    expect(folio.room.chargesPaise).toBe(folio.room.paidPaise);
    expect(folio.totals.balancePaise).toBe(90_000 + 4_500 + 15_000 + 2_700);

    const laundryId = folio.postings[1].id;
    const noReason = await post(
      `/api/staff/bookings/${b.id}/folio/${laundryId}/reverse`,
      b.cookie,
      {},
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Give the reason for the correction.');
    const rev = await post(`/api/staff/bookings/${b.id}/folio/${laundryId}/reverse`, b.cookie, {
      reason: 'Posted to the wrong room',
    });
    expect(rev.statusCode).toBe(201);
    const after = rev.json().data;
    expect(after.postings).toHaveLength(3);
    expect(after.postings[1]).toMatchObject({ id: laundryId, reversedById: after.postings[2].id });
    expect(after.postings[2]).toMatchObject({
      reversesId: laundryId,
      amountPaise: -15_000,
      gstPaise: -2_700,
      reason: 'Posted to the wrong room',
    });
    expect(after.gstByRate).toEqual([
      { rateBp: 500, taxablePaise: 90_000, cgstPaise: 2_250, sgstPaise: 2_250 },
    ]);
    const twice = await post(`/api/staff/bookings/${b.id}/folio/${laundryId}/reverse`, b.cookie, {
      reason: 'again',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Charge ${laundryId} was already reversed.`);

    const actions = (
      await ctx.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, String(b.id))))
        .orderBy(desc(auditLog.id))
    ).map((a) => a.action);
    expect(actions.slice(0, 3)).toEqual(['folio-reverse', 'folio-post', 'folio-post']);
  });

  it('refuses a SAC that is not the kind’s, and a charge on a guest not in the house', async () => {
    const b = await inHouse(43);
    const wrong = await post(`/api/staff/bookings/${b.id}/folio`, b.cookie, {
      ...DINNER,
      sac: '999712',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The SAC code does not match a food charge: use 996331.');
    const bad = await post(`/api/staff/bookings/${b.id}/folio`, b.cookie, {
      ...DINNER,
      quantity: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The quantity must be at least 1.');
  });

  it('charges restaurant service at 18% in a hotel declared "specified premises" from a date', async () => {
    const b = await inHouse(76);
    await setTaxRate(ctx.deps.db, {
      kind: 'food',
      sac: '996331',
      description: 'Restaurant service in specified premises',
      rateBp: 1800,
      hotelId: 1,
      effectiveFrom: b.checkIn,
    });
    const res = await post(`/api/staff/bookings/${b.id}/folio`, b.cookie, DINNER);
    expect(res.json().data.postings[0]).toMatchObject({ rateBp: 1800, gstPaise: 16_200 });
    await ctx.deps.db.delete(folioTaxRates).where(eq(folioTaxRates.hotelId, 1));
  });
});

describe('payments and the balance rule at check-out', () => {
  it('refuses check-out with the balance, takes an advance and UPI, then issues the postings’ invoice', async () => {
    const b = await inHouse(46);
    await post(`/api/staff/bookings/${b.id}/folio`, b.cookie, DINNER);
    const l = await post(`/api/staff/bookings/${b.id}/folio`, b.cookie, LAUNDRY);
    const advance = await post(`/api/staff/bookings/${b.id}/payments`, b.cookie, {
      method: 'cash',
      amountPaise: 50_000,
    });
    expect(advance.statusCode).toBe(201);
    expect(advance.json().data.payments[0]).toMatchObject({ method: 'cash', advance: true });
    const due = 90_000 + 4_500 + 15_000 + 2_700 - 50_000;
    const out = await post(`/api/staff/bookings/${b.id}/check-out`, b.cookie, {
      confirm: true,
      leaveEarly: true,
    });
    expect(out.statusCode).toBe(409);
    expect(out.json()).toMatchObject({
      balancePaise: due,
      message: `Booking ${b.ref} has a balance of ₹622 due: take the payment (or bill it to a company) before check-out.`,
    });

    const noRef = await post(`/api/staff/bookings/${b.id}/payments`, b.cookie, {
      method: 'upi',
      amountPaise: due,
    });
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json().message).toBe(
      'Enter the UPI transaction reference (UTR) for a UPI payment.',
    );
    const upi = await post(`/api/staff/bookings/${b.id}/payments`, b.cookie, {
      method: 'upi',
      amountPaise: due,
      reference: 'UTR123456789',
    });
    expect(upi.json().data.totals.balancePaise).toBe(0);

    const done = await post(`/api/staff/bookings/${b.id}/check-out`, b.cookie, {
      confirm: true,
      leaveEarly: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    const folio = (await get(`/api/staff/bookings/${b.id}/folio`, b.cookie)).json().data;
    expect(folio.invoice.invoiceNo).toMatch(/^JTDC\/\d{4}\/\d{6}$/);
    expect(folio.invoice).toMatchObject({
      billedToName: 'Asha Kumari',
      taxablePaise: 105_000,
      cgstPaise: 2_250 + 1_350,
      sgstPaise: 2_250 + 1_350,
      totalPaise: 112_200,
      gstByRate: [
        { rateBp: 500, taxablePaise: 90_000, cgstPaise: 2_250, sgstPaise: 2_250 },
        { rateBp: 1800, taxablePaise: 15_000, cgstPaise: 1_350, sgstPaise: 1_350 },
      ],
    });
    expect(folio.invoice.lines.map((x: { sac: string }) => x.sac)).toEqual(['996331', '999712']);
    expect(folio).toMatchObject({ canPost: false, canPay: false, status: 'checked_out' });
    // the folio is closed: no charge, correction or payment after the invoice
    const late = await post(`/api/staff/bookings/${b.id}/folio`, b.cookie, DINNER);
    expect(late.statusCode).toBe(409);
    const rev = await post(
      `/api/staff/bookings/${b.id}/folio/${l.json().data.postings[1].id}/reverse`,
      b.cookie,
      { reason: 'too late' },
    );
    expect(rev.statusCode).toBe(409);
  });

  it('checks out with a balance billed to a company with a valid GSTIN; the invoice names it', async () => {
    const b = await inHouse(49);
    await post(`/api/staff/bookings/${b.id}/folio`, b.cookie, LAUNDRY);
    const badGstin = await post(`/api/staff/bookings/${b.id}/payments`, b.cookie, {
      method: 'company',
      amountPaise: 1_000,
      companyName: 'Jharkhand Minerals Ltd',
      companyGstin: '20AABCJ1234K1Z5',
    });
    expect(badGstin.statusCode).toBe(400);
    expect(badGstin.json().message).toMatch(/check character/);
    const billed = await post(`/api/staff/bookings/${b.id}/payments`, b.cookie, {
      method: 'company',
      amountPaise: 1_000,
      companyName: 'Jharkhand Minerals Ltd',
      companyGstin: '20AABCJ1234K1Z3',
    });
    expect(billed.statusCode).toBe(201);
    expect(billed.json().data.totals.balancePaise).toBe(15_000 + 2_700 - 1_000);
    const out = await post(`/api/staff/bookings/${b.id}/check-out`, b.cookie, {
      confirm: true,
      leaveEarly: true,
    });
    expect(out.statusCode, out.body).toBe(200);
    const folio = (await get(`/api/staff/bookings/${b.id}/folio`, b.cookie)).json().data;
    expect(folio.totals.balancePaise).toBe(0);
    expect(folio.invoice).toMatchObject({
      billedToName: 'Jharkhand Minerals Ltd',
      billedToGstin: '20AABCJ1234K1Z3',
    });
  });
});

describe('refund of an overpaid balance', () => {
  it('is recorded and sent once through the refunds path; a second request finds nothing owed', async () => {
    const b = await inHouse(52);
    await post(`/api/staff/bookings/${b.id}/payments`, b.cookie, {
      method: 'card',
      amountPaise: 200_000,
      reference: 'POS 4411',
    });
    await post(`/api/staff/bookings/${b.id}/folio`, b.cookie, DINNER);
    const res = await post(`/api/staff/bookings/${b.id}/folio/refund`, b.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { refundIds, folio } = res.json().data;
    expect(refundIds).toHaveLength(1);
    expect(folio.totals.balancePaise).toBe(0);
    expect(folio.refunds).toMatchObject([{ amountPaise: 200_000 - 94_500, status: 'processed' }]);
    const again = await post(`/api/staff/bookings/${b.id}/folio/refund`, b.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Booking ${b.ref} has no overpaid balance to refund.`);
    const rows = await ctx.deps.db.select().from(refunds).where(eq(refunds.bookingId, b.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'processed',
      gatewayRefundId: `desk_refund_${rows[0]!.id}`,
    });
    // the booking's own payment and refunds are untouched by the folio's
    const detail = (await get(`/api/staff/bookings/${b.id}`, b.cookie)).json().data;
    expect(detail.refunds ?? []).toHaveLength(0);
  });
});

describe('cashier report', () => {
  it('adds the day’s payments by method and by staff member up to the same total, less refunds', async () => {
    const b = await inHouse(55);
    const other = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    const pay = (cookie: string, body: object) =>
      post(`/api/staff/bookings/${b.id}/payments`, cookie, body);
    await pay(b.cookie, { method: 'cash', amountPaise: 10_000 });
    await pay(b.cookie, { method: 'card', amountPaise: 20_000, reference: 'POS 1' });
    await pay(other, { method: 'upi', amountPaise: 30_000, reference: 'UTR1' });
    await pay(other, { method: 'cash', amountPaise: 5_000 });
    await post(`/api/staff/bookings/${b.id}/folio`, b.cookie, LAUNDRY); // 17,700 charged
    await post(`/api/staff/bookings/${b.id}/folio/refund`, other); // 65,000 - 17,700 back
    const res = await get(`/api/staff/reports/cashier?hotelId=1&date=${b.checkIn}`, b.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    const mine = r.lines.filter((l: { bookingRefNo: string }) => l.bookingRefNo === b.ref);
    // 4 payments; the refund goes back to the latest of them first: cash, UPI, then part of card
    expect(mine).toHaveLength(7);
    expect(r.byMethod.cash).toBeGreaterThanOrEqual(15_000);
    const money = r.byMethod.cash + r.byMethod.card + r.byMethod.upi;
    expect(r.totalPaise).toBe(money - r.refundsPaise);
    const staffNet = r.byStaff.reduce((s: number, x: { netPaise: number }) => s + x.netPaise, 0);
    expect(staffNet).toBe(r.totalPaise);
    const signed = r.lines.reduce(
      (s: number, l: { kind: string; method: string; amountPaise: number }) =>
        l.method === 'company' ? s : s + (l.kind === 'refund' ? -l.amountPaise : l.amountPaise),
      0,
    );
    expect(signed).toBe(r.totalPaise);
    const bad = await get('/api/staff/reports/cashier?hotelId=1&date=27-11-2026', b.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The date must be a date written YYYY-MM-DD.');
  });
});

describe('reach', () => {
  it("a hotel manager of another hotel gets 404 on the folio, its actions and the hotel's cashier report", async () => {
    const b = await inHouse(58);
    const stranger = await staffCookie(ctx, 'hotel_manager', { hotelIds: [2] });
    const posted = await post(`/api/staff/bookings/${b.id}/folio`, b.cookie, DINNER);
    const postingId = posted.json().data.postings[0].id;
    expect((await get(`/api/staff/bookings/${b.id}/folio`, stranger)).statusCode).toBe(404);
    expect((await post(`/api/staff/bookings/${b.id}/folio`, stranger, DINNER)).statusCode).toBe(
      404,
    );
    expect(
      (
        await post(`/api/staff/bookings/${b.id}/folio/${postingId}/reverse`, stranger, {
          reason: 'not mine',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(`/api/staff/bookings/${b.id}/payments`, stranger, {
          method: 'cash',
          amountPaise: 100,
        })
      ).statusCode,
    ).toBe(404);
    expect((await post(`/api/staff/bookings/${b.id}/folio/refund`, stranger)).statusCode).toBe(404);
    expect(
      (await get(`/api/staff/reports/cashier?hotelId=1&date=${b.checkIn}`, stranger)).statusCode,
    ).toBe(404);
    const editor = await staffCookie(ctx, 'content_editor');
    expect((await get(`/api/staff/bookings/${b.id}/folio`, editor)).statusCode).toBe(403);
    // nothing was written by the refused calls
    const f = (await get(`/api/staff/bookings/${b.id}/folio`, b.cookie)).json().data;
    expect(f.postings).toHaveLength(1);
    expect(f.payments).toHaveLength(0);
  });

  it('the guest reads their own folio without who posted; another customer gets 404', async () => {
    const b = await inHouse(61);
    await post(`/api/staff/bookings/${b.id}/folio`, b.cookie, DINNER);
    offsetMs = 0; // the guest's session is of today
    const mine = await get(`/api/bookings/${b.id}/folio`, customer.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.postings[0]).toMatchObject({ description: 'Dinner', postedBy: '' });
    expect(mine.json().data).toMatchObject({ canPost: false, canPay: false, rates: [] });
    const someone = await createCustomerSession(ctx, { name: 'Other Guest' });
    expect((await get(`/api/bookings/${b.id}/folio`, someone.cookie)).statusCode).toBe(404);
    const ids = (
      await ctx.deps.db
        .select()
        .from(refunds)
        .where(inArray(refunds.bookingId, [b.id]))
    ).length;
    expect(ids).toBe(0);
  });
});

/** The text of a PDF's first page, its runs joined as pdf.js lays them out. */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : '') : '')).join('');
}

describe('the postings’ invoice at check-out', () => {
  it('is mailed to the guest with its PDF once, and downloads as PDF in English and Hindi', async () => {
    const b = await inHouse(85);
    await post(`/api/staff/bookings/${b.id}/folio`, b.cookie, DINNER);
    await post(`/api/staff/bookings/${b.id}/folio`, b.cookie, LAUNDRY);
    const none = await get(`/api/staff/bookings/${b.id}/folio/invoice.pdf`, b.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toMatch(/^No tax invoice was issued/);
    await post(`/api/staff/bookings/${b.id}/payments`, b.cookie, {
      method: 'upi',
      amountPaise: 112_200,
      reference: 'UTR555000111',
    });
    const out = await post(`/api/staff/bookings/${b.id}/check-out`, b.cookie, {
      confirm: true,
      leaveEarly: true,
    });
    expect(out.statusCode, out.body).toBe(200);
    const no = (await get(`/api/staff/bookings/${b.id}/folio`, b.cookie)).json().data.invoice
      .invoiceNo as string;

    await deliverDue(ctx.deps, { limit: 500 });
    const mails = (
      await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, 'asha@example.com'))
    ).filter((m) => m.subject?.includes(no));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      status: 'sent',
      subject: `Tax invoice ${no} for your stay at Patratu Lake Resort (booking ${b.ref})`,
      attachments: [
        expect.objectContaining({
          kind: 'folio_invoice',
          bookingId: b.id,
          contentType: 'application/pdf',
        }),
      ],
    });
    expect(mails[0]!.text).toContain('₹1,122.00 including GST');

    const en = await get(`/api/staff/bookings/${b.id}/folio/invoice.pdf`, b.cookie);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('application/pdf');
    expect(en.headers['content-disposition']).toBe(
      `attachment; filename="Invoice-${no.replace(/\//g, '-')}.pdf"`,
    );
    const text = await pdfText(en.rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(no);
    expect(text).toContain('Food and beverages: Dinner');
    expect(text).toContain('Laundry: Shirts pressed');
    expect(text).toContain('CGST @ 2.5%');
    expect(text).toContain('CGST @ 9%');
    expect(text).toContain('1,122.00');
    expect(text).toContain('were invoiced when it was booked');

    const hi = await get(`/api/staff/bookings/${b.id}/folio/invoice.pdf?lang=hi`, b.cookie);
    const hiText = await pdfText(hi.rawPayload);
    expect(hiText).toContain('कर बीजक');
    expect(hiText).toContain('भोजन और पेय: Dinner');

    // the guest downloads their own; another customer, and a manager of another hotel, get 404
    offsetMs = 0;
    const mine = await get(`/api/bookings/${b.id}/folio/invoice.pdf`, customer.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('application/pdf');
    const someone = await createCustomerSession(ctx, { name: 'Other Guest' });
    expect((await get(`/api/bookings/${b.id}/folio/invoice.pdf`, someone.cookie)).statusCode).toBe(
      404,
    );
    const elsewhere = await staffCookie(ctx, 'hotel_manager', { hotelIds: [2] });
    expect((await get(`/api/staff/bookings/${b.id}/folio/invoice.pdf`, elsewhere)).statusCode).toBe(
      404,
    );
    const bad = await get(`/api/staff/bookings/${b.id}/folio/invoice.pdf?lang=fr`, b.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('a stay with no charges gets no invoice and no invoice mail', async () => {
    const b = await inHouse(88);
    const out = await post(`/api/staff/bookings/${b.id}/check-out`, b.cookie, {
      confirm: true,
      leaveEarly: true,
    });
    expect(out.statusCode, out.body).toBe(200);
    const queued = (await ctx.deps.db.select().from(outbox)).filter(
      (m) => m.template === 'folio-invoice-mail' && m.params?.bookingId === b.id,
    );
    expect(queued).toHaveLength(0);
  });
});

describe('cashier shifts', () => {
  it('ties the money taken to the open shift; the close keeps the cash counted and the difference; the report lists it', async () => {
    const b = await inHouse(91);
    const open = await post('/api/staff/cashier-shifts', b.cookie, {
      hotelId: 1,
      openingFloatPaise: 200_000,
    });
    expect(open.statusCode, open.body).toBe(201);
    const shift = open.json().data;
    expect(shift).toMatchObject({
      openingFloatPaise: 200_000,
      closedAt: null,
      differencePaise: null,
    });
    const twice = await post('/api/staff/cashier-shifts', b.cookie, {
      hotelId: 1,
      openingFloatPaise: 0,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'You already have a shift open at this hotel: close it before opening another.',
    );

    await post(`/api/staff/bookings/${b.id}/folio`, b.cookie, DINNER);
    await post(`/api/staff/bookings/${b.id}/payments`, b.cookie, {
      method: 'cash',
      amountPaise: 50_000,
    });
    await post(`/api/staff/bookings/${b.id}/payments`, b.cookie, {
      method: 'upi',
      amountPaise: 44_500,
      reference: 'UTR777',
    });
    const listed = (await get('/api/staff/cashier-shifts?hotelId=1', b.cookie)).json().data;
    expect(listed.find((s: { id: number }) => s.id === shift.id)).toMatchObject({
      byMethod: { cash: 50_000, upi: 44_500, card: 0, company: 0 },
      expectedCashPaise: 250_000,
    });

    const bad = await post(`/api/staff/cashier-shifts/${shift.id}/close`, b.cookie, {
      countedCashPaise: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The cash counted cannot be negative.');
    const other = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    expect(
      (await post(`/api/staff/cashier-shifts/${shift.id}/close`, other, { countedCashPaise: 0 }))
        .statusCode,
    ).toBe(409);
    const closed = await post(`/api/staff/cashier-shifts/${shift.id}/close`, b.cookie, {
      countedCashPaise: 249_000,
      note: 'one note short',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      message: `Shift ${shift.id} closed: the cash is ₹10 short (counted ₹2,490, expected ₹2,500).`,
      data: { countedCashPaise: 249_000, expectedCashPaise: 250_000, differencePaise: -1_000 },
    });
    const again = await post(`/api/staff/cashier-shifts/${shift.id}/close`, b.cookie, {
      countedCashPaise: 250_000,
    });
    expect(again.statusCode).toBe(409);

    // money taken with no shift open is in the day's report, but in no shift
    await post(`/api/staff/bookings/${b.id}/payments`, b.cookie, {
      method: 'card',
      amountPaise: 1_000,
    });
    const report = (
      await get(`/api/staff/reports/cashier?hotelId=1&date=${b.checkIn}`, b.cookie)
    ).json().data;
    expect(report.shifts).toEqual([
      expect.objectContaining({
        id: shift.id,
        byMethod: { cash: 50_000, upi: 44_500, card: 0, company: 0 },
        differencePaise: -1_000,
        note: 'one note short',
      }),
    ]);
    expect(report.byMethod).toMatchObject({ cash: 50_000, upi: 44_500, card: 1_000 });
    const elsewhere = await staffCookie(ctx, 'hotel_manager', { hotelIds: [2] });
    expect(
      (await post('/api/staff/cashier-shifts', elsewhere, { hotelId: 1, openingFloatPaise: 0 }))
        .statusCode,
    ).toBe(404);
  });
});

describe('departure report', () => {
  it('lists the day’s departures with their balance due, added up; another hotel’s manager gets 404', async () => {
    const b = await inHouse(94);
    await post(`/api/staff/bookings/${b.id}/folio`, b.cookie, LAUNDRY);
    const res = await get(`/api/staff/hotels/1/departures?date=${b.checkOut}`, b.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({
      hotelId: 1,
      hotelName: 'Patratu Lake Resort',
      date: b.checkOut,
    });
    const mine = report.departures.find((d: { bookingId: number }) => d.bookingId === b.id);
    expect(mine).toMatchObject({
      bookingRefNo: b.ref,
      status: 'checked_in',
      balancePaise: 15_000 + 2_700,
      invoiceNo: null,
    });
    expect(mine.roomNos).toHaveLength(1);
    expect(report.dueTotalPaise).toBeGreaterThanOrEqual(17_700);
    const elsewhere = await staffCookie(ctx, 'hotel_manager', { hotelIds: [2] });
    expect((await get(`/api/staff/hotels/1/departures`, elsewhere)).statusCode).toBe(404);
    expect((await get(`/api/staff/hotels/1/departures?date=tomorrow`, b.cookie)).statusCode).toBe(
      400,
    );
  });
});
