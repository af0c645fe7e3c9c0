import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import {
  bookAndPay,
  bookingBody,
  postBooking,
  roomTypesOf,
  rows,
  sandboxPay,
  verify,
} from './bookings.fixture';
import { gstSlabSet } from './bookings.service';

/*
 * The GST of a prepaid booking is taken at the slab set in force on its payment, the time of
 * supply (CGST Act s.14, ADR 220): a later change never touches it, a stay that crosses a change
 * date is taxed whole at the payment's rates, and a hold paid after a change is not confirmed at
 * the old rate.
 */

let ctx: TestContext;
const realNow = Date.now();
let clock = realNow;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(clock) });
  cookie = await sessionAtClock();
});
afterAll(() => ctx.close());

/** A customer session valid a day from the test clock (sessions are dated by the clock). */
async function sessionAtClock(): Promise<string> {
  const s = await createCustomerSession(ctx);
  await ctx.deps.db.execute(
    sql`UPDATE sessions SET expires_at = ${new Date(clock + 86_400_000)} WHERE customer_id = ${s.customerId}`,
  );
  return s.cookie;
}

/** The instant an IST calendar day starts. */
const istMidnight = (date: string) => Date.parse(`${date}T00:00:00+05:30`);
const today = todayIst(new Date(realNow));

async function addSlabSet(from: string, lowerBp: number) {
  await ctx.deps.db.execute(
    sql`INSERT INTO gst_slabs (min_tariff_paise, rate_bp, effective_from) VALUES (0, ${lowerBp}, ${from}), (750001, 1800, ${from})`,
  );
}

async function invoiceRates(bookingId: number, token: string): Promise<number[]> {
  const inv = await ctx.app.inject({ url: `/api/bookings/${bookingId}/invoice?token=${token}` });
  expect(inv.statusCode).toBe(200);
  return inv.json().data.Lines.map((l: { gstRateBp: number }) => l.gstRateBp);
}

describe('GST at the time of supply', () => {
  it('the seeded law: 12%/18% on 21 Sep 2025, 5%/18% from 22 Sep 2025, with the bound at Rs 7,500.00', async () => {
    expect(await gstSlabSet(ctx.deps.db, '2025-09-21')).toEqual({
      effectiveFrom: '2022-07-18',
      slabs: [
        { minTariffPaise: 0, rateBp: 1200 },
        { minTariffPaise: 750_001, rateBp: 1800 },
      ],
    });
    expect(await gstSlabSet(ctx.deps.db, '2025-09-22')).toEqual({
      effectiveFrom: '2025-09-22',
      slabs: [
        { minTariffPaise: 0, rateBp: 500 },
        { minTariffPaise: 750_001, rateBp: 1800 },
      ],
    });
  });

  it('a stay crossing a change is taxed at the payment day rates; paid bookings keep theirs; the new set applies by itself on its date', async () => {
    const change = addDays(today, 40);
    await addSlabSet(change, 300);
    // paid today: a stay from the night before the change to the night after, all at 5%
    const d1 = { checkIn: addDays(change, -1), checkOut: addDays(change, 1) };
    const [t] = await roomTypesOf(ctx, 1, d1.checkIn, d1.checkOut);
    const before = await bookAndPay(
      ctx,
      cookie,
      bookingBody(1, d1, [{ RoomTypeID: t!.RoomTypeID }]),
    );
    const roomTotal = t!.nights.reduce((s, n) => s + Math.round(n.price * 100), 0);
    expect(before.created.totalPayable).toBe((roomTotal + Math.round(roomTotal * 0.05)) / 100);
    expect(await invoiceRates(before.created.bookingId, before.verified.token)).toEqual([500]);

    // the change day comes: a booking made and paid now is at 3%, with nothing else done
    clock = istMidnight(change) + 60 * 60_000;
    cookie = await sessionAtClock();
    const d2 = { checkIn: addDays(change, 1), checkOut: addDays(change, 2) };
    const [t2] = await roomTypesOf(ctx, 1, d2.checkIn, d2.checkOut);
    const after = await bookAndPay(
      ctx,
      cookie,
      bookingBody(1, d2, [{ RoomTypeID: t2!.RoomTypeID }]),
    );
    const total2 = Math.round(t2!.nights[0]!.price * 100);
    expect(after.created.totalPayable).toBe((total2 + Math.round(total2 * 0.03)) / 100);
    expect(await invoiceRates(after.created.bookingId, after.verified.token)).toEqual([300]);

    // the booking paid before the change keeps its 5%
    expect(await invoiceRates(before.created.bookingId, before.verified.token)).toEqual([500]);
    clock = realNow;
  });

  it('a hold priced before a change and paid after midnight is refunded in full, not confirmed at the old rate', async () => {
    const change = addDays(today, 60);
    await addSlabSet(change, 250);
    clock = istMidnight(change) - 10 * 60_000;
    cookie = await sessionAtClock();
    const d = { checkIn: addDays(change, 3), checkOut: addDays(change, 4) };
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const res = await postBooking(ctx, cookie, bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }]));
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    clock = istMidnight(change) + 2 * 60_000;
    const paid = await sandboxPay(ctx, created.payment.orderId, 'success');
    const v = await verify(ctx, cookie, paid);
    expect(v.statusCode).toBe(409);
    expect(v.json().message).toMatch(/GST rate changed/);
    const [b] = await rows<{ status: string }>(
      ctx,
      sql`SELECT status FROM bookings WHERE id = ${created.bookingId}`,
    );
    expect(b!.status).toBe('failed');
    const refunds = await rows<{ reason: string; amount_paise: number }>(
      ctx,
      sql`SELECT reason, amount_paise FROM refunds WHERE booking_id = ${created.bookingId}`,
    );
    expect(refunds).toEqual([{ reason: 'gst_rate_changed', amount_paise: created.payment.amount }]);
    clock = realNow;
  });

  it('no slab set in force is an error, never an assumed 12%', async () => {
    await expect(gstSlabSet(ctx.deps.db, '2000-01-01')).rejects.toMatchObject({ statusCode: 503 });
  });
});
