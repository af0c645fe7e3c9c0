import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import {
  bookAndPay,
  bookingBody,
  roomTypesOf,
  rows,
  sandboxPay,
  stay,
  verify,
} from '../bookings/bookings.fixture';

/**
 * The money of a guest's date change (ADR 369): what a later cancellation refunds, the refund of a
 * lower price, and the GST debit and credit notes the change issues, counted by the register.
 */
let ctx: TestContext;
let accounts: string;
const month = todayIst().slice(0, 7);
beforeAll(async () => {
  ctx = await createTestApp();
  accounts = await staffCookie(ctx, 'accounts');
});
afterAll(() => ctx.close());

async function setPrice(roomTypeId: number, from: string, to: string, paise: number) {
  for (let d = from; d < to; d = addDays(d, 1)) {
    await ctx.deps.db.execute(
      sql`INSERT INTO room_rates (room_type_id, night, price_paise) VALUES (${roomTypeId}, ${d}, ${paise})
          ON CONFLICT (room_type_id, night) DO UPDATE SET price_paise = ${paise}`,
    );
  }
}

const post = (cookie: string, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A paid one-room booking of two nights at `pricePaise` a night, `offset` days ahead. */
async function booked(offset: number, pricePaise: number) {
  const c = await createCustomerSession(ctx);
  const d = stay(offset, 2);
  const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  await setPrice(t!.RoomTypeID, d.checkIn, d.checkOut, pricePaise);
  const { created } = await bookAndPay(
    ctx,
    c.cookie,
    bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }]),
  );
  const paid = Math.round(created.totalPayable * 100);
  return { c, d, roomTypeId: t!.RoomTypeID, bookingId: created.bookingId as number, paid };
}

/** Quotes and makes the change; a difference to pay is paid through the sandbox. */
async function changeDates(
  b: Awaited<ReturnType<typeof booked>>,
  to: { checkIn: string; checkOut: string },
) {
  const url = `/api/bookings/${b.bookingId}/date-change`;
  const q = (await post(b.c.cookie, `${url}/quote`, to)).json().data;
  const out = (await post(b.c.cookie, url, { ...to, differencePaise: q.differencePaise })).json()
    .data;
  if (out.status === 'awaiting_payment') {
    const v = await verify(ctx, b.c.cookie, await sandboxPay(ctx, out.payment.orderId, 'success'));
    expect(v.statusCode).toBe(200);
  }
  return q as { differencePaise: number; newTotalPaise: number; refundPaise: number };
}

const refundsOf = (bookingId: number) =>
  rows<{ amount_paise: number; reason: string; date_change_id: number | null }>(
    ctx,
    sql`SELECT r.amount_paise, r.reason, p.date_change_id FROM refunds r
          JOIN payments p ON p.id = r.payment_id
         WHERE r.booking_id = ${bookingId} ORDER BY r.id`,
  );

const notesOf = async (bookingId: number) => ({
  debit: await rows<{ debit_note_no: string; total_paise: number; invoice_no: string }>(
    ctx,
    sql`SELECT debit_note_no, total_paise, invoice_no FROM debit_notes WHERE booking_id = ${bookingId}`,
  ),
  credit: await rows<{ credit_note_no: string; total_paise: number }>(
    ctx,
    sql`SELECT credit_note_no, total_paise FROM credit_notes WHERE booking_id = ${bookingId} ORDER BY id`,
  ),
});

type RegisterRow = { documentType: string; number: string; total: number };
async function register() {
  const res = await ctx.app.inject({
    url: `/api/staff/reports/gst-register?month=${month}&limit=500`,
    headers: { cookie: accounts },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    rows: RegisterRow[];
    totals: { invoices: number; creditNotes: number; debitNotes: number; total: number };
    next: string | null;
  };
}

const rupees = (paise: number) => paise / 100;

describe('a dearer date change, paid, then the booking cancelled', () => {
  it('refunds the booking’s payment and the difference under the policy, each once', async () => {
    // 2 nights at ₹2,000, then 3 nights at ₹3,000 (12% GST): 40 days ahead, the policy keeps 20%
    const b = await booked(40, 200_000);
    const to = { checkIn: addDays(b.d.checkIn, 5), checkOut: addDays(b.d.checkIn, 8) };
    await setPrice(b.roomTypeId, to.checkIn, to.checkOut, 300_000);
    const q = await changeDates(b, to);
    expect(q.differencePaise).toBe(q.newTotalPaise - b.paid);

    const res = await post(b.c.cookie, `/api/hotel/cancel-all/${b.bookingId}`);
    expect(res.statusCode).toBe(200);
    const refund = q.newTotalPaise - Math.round(q.newTotalPaise * 0.2);
    expect(res.json().data.refundAmount).toBe(rupees(refund));
    // the booking's own payment first, in full here; the rest from the difference paid
    expect(await refundsOf(b.bookingId)).toEqual([
      { amount_paise: b.paid, reason: 'cancellation of the booking', date_change_id: null },
      {
        amount_paise: refund - b.paid,
        reason: 'cancellation of the booking',
        date_change_id: expect.any(Number),
      },
    ]);

    // a second cancellation refunds nothing more
    expect((await post(b.c.cookie, `/api/hotel/cancel-all/${b.bookingId}`)).statusCode).toBe(409);
    expect(await refundsOf(b.bookingId)).toHaveLength(2);
  });

  it('issues a debit note of the difference, and the register keeps the invoice as issued', async () => {
    const b = await booked(42, 200_000);
    const to = { checkIn: addDays(b.d.checkIn, 5), checkOut: addDays(b.d.checkIn, 8) };
    await setPrice(b.roomTypeId, to.checkIn, to.checkOut, 300_000);
    const q = await changeDates(b, to);
    const [invoice] = await rows<{ invoice_no: string }>(
      ctx,
      sql`SELECT invoice_no FROM bookings WHERE id = ${b.bookingId}`,
    );
    const notes = await notesOf(b.bookingId);
    expect(notes.debit).toEqual([
      {
        debit_note_no: expect.stringMatching(/^DN\/\d{4}\/\d{6}$/),
        total_paise: q.differencePaise,
        invoice_no: invoice!.invoice_no,
      },
    ]);
    expect(notes.credit).toEqual([]);

    await post(b.c.cookie, `/api/hotel/cancel-all/${b.bookingId}`);
    const cn = (await notesOf(b.bookingId)).credit;
    expect(cn).toHaveLength(1);

    const reg = await register();
    const ours = reg.rows.filter((r) =>
      [invoice!.invoice_no, notes.debit[0]!.debit_note_no, cn[0]!.credit_note_no].includes(
        r.number,
      ),
    );
    expect(ours.map((r) => [r.documentType, r.total])).toEqual([
      // the invoice as issued (2 nights at ₹2,000), not as repriced by the change
      ['Invoice', rupees(b.paid)],
      ['Credit note', -rupees(cn[0]!.total_paise)],
      ['Debit note', rupees(q.differencePaise)],
    ]);
    expect(reg.totals.debitNotes).toBeGreaterThanOrEqual(1);
    expect(reg.next).toBeNull();
    const sum = reg.rows.reduce((s, r) => s + Math.round(r.total * 100), 0);
    expect(Math.round(reg.totals.total * 100)).toBe(sum);
  });
});

describe('a cheaper date change', () => {
  it('refunds the lower price under the policy once and issues its credit note', async () => {
    const b = await booked(45, 300_000);
    const to = { checkIn: addDays(b.d.checkIn, 3), checkOut: addDays(b.d.checkIn, 5) };
    await setPrice(b.roomTypeId, to.checkIn, to.checkOut, 150_000);
    const q = await changeDates(b, to);
    const lower = -q.differencePaise;
    expect(lower).toBeGreaterThan(0);
    // 45 days ahead: the policy keeps 20% of the difference
    expect(q.refundPaise).toBe(lower - Math.round(lower * 0.2));
    expect(await refundsOf(b.bookingId)).toEqual([
      { amount_paise: q.refundPaise, reason: 'date_change', date_change_id: null },
    ]);
    const notes = await notesOf(b.bookingId);
    expect(notes.debit).toEqual([]);
    expect(notes.credit).toEqual([
      { credit_note_no: expect.stringMatching(/^CN\//), total_paise: q.refundPaise },
    ]);
    const reg = await register();
    expect(reg.rows.find((r) => r.number === notes.credit[0]!.credit_note_no)).toMatchObject({
      documentType: 'Credit note',
      total: -rupees(q.refundPaise),
    });
    expect(reg.totals.creditNotes).toBeGreaterThanOrEqual(1);
  });
});
