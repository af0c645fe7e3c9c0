import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxRecordsKeptFrom } from '../../shared/dates';
import { bookings, creditNotes, customers, debitNotes, refunds } from '../db/schema/index';
import { createConfirmedBooking } from '../modules/cancellation/cancellation.fixture';
import { purgeRetainedBuyers } from '../modules/bookings/bookings.service';
import { purgeRetainedGuests } from '../modules/receipts/credit-notes.service';
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

/** A note's lines and amounts: a ₹1,000 room share at 12% (the purge reads only its name). */
const NOTE_MONEY = {
  lines: [],
  taxablePaise: 893_00,
  cgstPaise: 53_50,
  sgstPaise: 53_50,
  igstPaise: 0,
  totalPaise: 1000_00,
};
/** The customer deleted their account on `date` (IST morning). */
const deleteAccount = (customerId: number, date: string) =>
  ctx.deps.db
    .update(customers)
    .set({ deletedAt: new Date(`${date}T06:00:00Z`) })
    .where(eq(customers.id, customerId));

/** A credit note issued on `issueDate` for a refund of a booking of a deleted customer or not. */
async function credited(issueDate: string, deleted: boolean) {
  const c = await createCustomerSession(ctx, { name: `Guest ${issueDate}` });
  const b = await createConfirmedBooking(ctx.deps.db, c, { rooms: 1 });
  const [refund] = await ctx.deps.db
    .insert(refunds)
    .values({
      bookingId: b.bookingId,
      paymentId: b.paymentRowId!,
      amountPaise: 1000_00,
      status: 'processed',
      reason: 'cancellation of the booking',
    })
    .returning({ id: refunds.id });
  const [note] = await ctx.deps.db
    .insert(creditNotes)
    .values({
      creditNoteNo: `CN/P/${refund!.id}`,
      bookingId: b.bookingId,
      refundId: refund!.id,
      invoiceNo: `JTDC/P/${b.bookingId}`,
      invoiceDate: issueDate,
      issueDate,
      guestName: `Guest ${issueDate}`,
      reason: 'cancellation of the booking',
      ...NOTE_MONEY,
    })
    .returning({ id: creditNotes.id });
  if (deleted) await deleteAccount(c.customerId, issueDate);
  return note!.id;
}
const noteOf = async (id: number) =>
  (await ctx.deps.db.select().from(creditNotes).where(eq(creditNotes.id, id)))[0]!;

describe('the 72-month purge of the guest named on credit notes', () => {
  it("erases the guest's name from a deleted account's credit notes past retention; keeps the rest", async () => {
    const past = await credited('2019-03-20', true);
    const kept = await credited('2019-04-02', true);
    const live = await credited('2019-03-20', false);
    expect(await purgeRetainedGuests(ctx.deps)).toBe(1);
    const gone = await noteOf(past);
    expect(gone.guestName).toBe('Deleted customer');
    // nothing else of the guest is left on it; the tax document itself stays
    expect(JSON.stringify(gone)).not.toContain('Guest 2019-03-20');
    expect(gone).toMatchObject({
      creditNoteNo: expect.stringMatching(/^CN\/P\//),
      totalPaise: 1000_00,
    });
    expect((await noteOf(kept)).guestName).toBe('Guest 2019-04-02');
    expect((await noteOf(live)).guestName).toBe('Guest 2019-03-20');
    expect(await purgeRetainedGuests(ctx.deps)).toBe(0);
  });
});

/** A debit note (a stay's added nights) issued on `issueDate`, of a deleted customer or not. */
async function debited(issueDate: string, deleted: boolean) {
  const c = await createCustomerSession(ctx, { name: `Debtor ${issueDate}` });
  const b = await createConfirmedBooking(ctx.deps.db, c, { rooms: 1 });
  const [note] = await ctx.deps.db
    .insert(debitNotes)
    .values({
      debitNoteNo: `DN/P/${b.bookingId}`,
      bookingId: b.bookingId,
      kind: 'extension',
      extendedFrom: '2019-03-21',
      extendedTo: '2019-03-22',
      invoiceNo: `JTDC/P/${b.bookingId}`,
      invoiceDate: issueDate,
      issueDate,
      guestName: `Debtor ${issueDate}`,
      reason: 'stay extended',
      ...NOTE_MONEY,
    })
    .returning({ id: debitNotes.id });
  if (deleted) await deleteAccount(c.customerId, issueDate);
  return note!.id;
}
const debitNoteOf = async (id: number) =>
  (await ctx.deps.db.select().from(debitNotes).where(eq(debitNotes.id, id)))[0]!;

describe('the 72-month purge of the guest named on debit notes', () => {
  it("erases the guest's name from a deleted account's debit notes past retention; keeps the rest", async () => {
    const past = await debited('2019-03-20', true);
    const kept = await debited('2019-04-02', true);
    const live = await debited('2019-03-20', false);
    // the bookings behind them were never invoiced: only the past note's name goes
    expect(await purgeRetainedBuyers(ctx.deps)).toBe(1);
    const gone = await debitNoteOf(past);
    expect(gone.guestName).toBe('Deleted customer');
    expect(gone).toMatchObject({
      debitNoteNo: expect.stringMatching(/^DN\/P\//),
      totalPaise: 1000_00,
    });
    expect((await debitNoteOf(kept)).guestName).toBe('Debtor 2019-04-02');
    expect((await debitNoteOf(live)).guestName).toBe('Debtor 2019-03-20');
    expect(await purgeRetainedBuyers(ctx.deps)).toBe(0);
  });
});
