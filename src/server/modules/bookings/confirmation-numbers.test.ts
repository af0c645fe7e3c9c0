import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { deliverDue } from '../../notify/worker';
import { bookAndPay, bookingBody, roomTypesOf, rows, stay } from './bookings.fixture';

/**
 * The invoice number is taken last in the confirmation (ADR 174, 205); the mail and SMS queued
 * before it are rendered when sent (ADR 300), so they carry the real number.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Books one night `offset` days ahead and pays; the booking's numbers as stored. */
async function confirmOne(offset: number) {
  const { cookie } = await createCustomerSession(ctx);
  const dates = stay(offset, 1);
  const [type] = await roomTypesOf(ctx, 1, dates.checkIn, dates.checkOut);
  const { created } = await bookAndPay(
    ctx,
    cookie,
    bookingBody(1, dates, [{ RoomTypeID: type!.RoomTypeID }]),
  );
  const [b] = await rows<{ invoice_no: string; mr_number: string }>(
    ctx,
    sql`SELECT invoice_no, mr_number FROM bookings WHERE id = ${created.bookingId}`,
  );
  return { created, b };
}

describe('confirmation with the invoice number taken last', () => {
  it('queues a mail and an SMS that carry the real invoice number and attachment name', async () => {
    const { created, b } = await confirmOne(31);
    expect(b!.invoice_no).toMatch(/^JTDC\/\d{4}\/\d{6}$/);
    expect(b!.invoice_no.length).toBeLessThanOrEqual(16);
    expect(b!.mr_number).toBe(b!.invoice_no.replace('JTDC/', 'MR/'));
    await deliverDue(ctx.deps);
    const queued = await rows<{
      channel: string;
      subject: string | null;
      text: string;
      html: string | null;
      attachments: { filename: string }[] | null;
    }>(
      ctx,
      sql`SELECT channel, subject, text, html, attachments FROM outbox WHERE text LIKE ${`%${created.BookingRefNo}%`}`,
    );
    const mail = queued.find((m) => m.channel === 'email');
    expect(mail, 'confirmation mail').toBeDefined();
    expect(queued.some((m) => m.channel === 'sms')).toBe(true);
    for (const m of queued) {
      expect(JSON.stringify(m)).not.toMatch(/PendingX7Q/);
    }
    expect(mail!.html).toContain(b!.invoice_no);
    expect(mail!.attachments?.[0]?.filename).toBe(
      `Invoice-${b!.invoice_no.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`,
    );
  });

  it('numbers the millionth invoice of a year with seven digits, never cut to six', async () => {
    // a first confirmation makes this year's counter; then the counter stands at 999 999
    await confirmOne(35);
    await rows(ctx, sql`UPDATE invoice_counters SET last_no = 999999`);
    const { b } = await confirmOne(33);
    expect(b!.invoice_no).toMatch(/^JTDC\/\d{4}\/1000000$/);
    expect(b!.mr_number).toMatch(/^MR\/\d{4}\/1000000$/);
  });
});
