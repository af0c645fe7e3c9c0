import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxRecordsKeptFrom } from '../../shared/dates';
import { bookings, customers } from '../db/schema/index';
import { createConfirmedBooking } from '../modules/cancellation/cancellation.fixture';
import { purgeRetainedBuyers } from '../modules/bookings/bookings.service';
import { createCustomerSession, createTestApp, type TestContext } from '../test/app';

let ctx: TestContext;
// the test clock: 27 November 2026, IST
const now = () => new Date('2026-11-27T06:00:00Z');
beforeAll(async () => {
  ctx = await createTestApp({ now });
});
afterAll(() => ctx.close());

/** An invoiced booking confirmed at `at`, of a customer deleted or not. */
async function invoiced(at: string, deleted: boolean) {
  const c = await createCustomerSession(ctx, { name: `Buyer ${at}` });
  const b = await createConfirmedBooking(ctx.deps.db, c, { rooms: 1 });
  await ctx.deps.db
    .update(bookings)
    .set({ confirmedAt: new Date(at), invoiceNo: `JTDC/P/${b.bookingId}`, address: 'Ranchi' })
    .where(eq(bookings.id, b.bookingId));
  if (deleted)
    await ctx.deps.db
      .update(customers)
      .set({ deletedAt: new Date(at) })
      .where(eq(customers.id, c.customerId));
  return b.bookingId;
}
const nameOf = async (id: number) =>
  (await ctx.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('the 72-month purge of names kept for the tax law', () => {
  it('keeps a financial year 72 months after its annual return is due, then erases it', () => {
    // FY 2018-19: return due 31 Dec 2019, kept until 31 Dec 2025; FY 2019-20 until 31 Dec 2026
    expect(taxRecordsKeptFrom('2026-11-27')).toBe('2019-04-01');
    expect(taxRecordsKeptFrom('2027-01-01')).toBe('2020-04-01');
  });

  it('erases the buyer of a deleted account past retention; keeps the rest', async () => {
    const past = await invoiced('2019-03-20T06:00:00Z', true);
    const kept = await invoiced('2019-04-02T06:00:00Z', true);
    const live = await invoiced('2019-03-20T06:00:00Z', false);
    expect(await purgeRetainedBuyers(ctx.deps)).toBe(1);
    expect(await nameOf(past)).toMatchObject({ customerName: 'Deleted customer', address: '' });
    expect((await nameOf(kept)).customerName).toBe('Buyer 2019-04-02T06:00:00Z');
    expect((await nameOf(live)).customerName).toBe('Buyer 2019-03-20T06:00:00Z');
    expect((await nameOf(past)).invoiceNo).toBe(`JTDC/P/${past}`);
    // once is enough
    expect(await purgeRetainedBuyers(ctx.deps)).toBe(0);
  });
});
