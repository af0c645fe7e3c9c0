import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerSession, createTestApp, type TestContext } from '../test/app';
import { deliverDue } from './worker';
import {
  bookAndPay,
  bookingBody,
  roomTypesOf,
  rows,
  stay,
} from '../modules/bookings/bookings.fixture';

/** The booking confirmation mail as sent from the outbox after a sandbox payment (ADR 086, 300). */
const PUBLIC_URL = 'https://jtdc.example.in';
let ctx: TestContext;
let mail: { subject: string; text: string; html: string };
let bookingId: number;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp({ config: { PUBLIC_URL } });
  const a = await createCustomerSession(ctx);
  const d = stay(24, 2);
  const [type] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  const paid = await bookAndPay(
    ctx,
    a.cookie,
    bookingBody(1, d, [{ RoomTypeID: type!.RoomTypeID }], { EmailID: 'confirm.html@example.com' }),
  );
  bookingId = paid.created.bookingId;
  token = paid.verified.token;
  await deliverDue(ctx.deps);
  const found = await rows<typeof mail>(
    ctx,
    sql`SELECT subject, text, html FROM outbox WHERE recipient = 'confirm.html@example.com' AND channel = 'email'`,
  );
  expect(found).toHaveLength(1);
  mail = found[0]!;
});
afterAll(() => ctx.close());

const hrefOf = (html: string, label: string) =>
  new RegExp(`<a href="([^"]+)"[^>]*>${label}</a>`).exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('the booking confirmation mail', () => {
  it('is HTML with View booking, Invoice and Cancel booking buttons on the public site', () => {
    expect(mail.html).toMatch(/^<!doctype html>/);
    const q = `?token=${encodeURIComponent(token)}`;
    expect(hrefOf(mail.html, 'View booking')).toBe(`${PUBLIC_URL}/booking-view/${bookingId}${q}`);
    expect(hrefOf(mail.html, 'Invoice')).toBe(`${PUBLIC_URL}/booking-Invoice/${bookingId}${q}`);
    expect(hrefOf(mail.html, 'Cancel booking')).toBe(`${PUBLIC_URL}/cancel-booking/${bookingId}`);
    expect(mail.html).not.toContain('localhost');
  });

  it('has a plain-text part with the same links', () => {
    expect(mail.text).toContain(`View booking: ${PUBLIC_URL}/booking-view/${bookingId}?token=`);
    expect(mail.text).toContain(`Invoice: ${PUBLIC_URL}/booking-Invoice/${bookingId}?token=`);
    expect(mail.text).toContain(`Cancel booking: ${PUBLIC_URL}/cancel-booking/${bookingId}`);
  });

  it("gives the hotel's address, phone and check-in time", () => {
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Patratu Valley Road, Patratu, Ramgarh, Jharkhand 829119');
      expect(part).toContain('+91 9431100101');
      expect(part).toContain('Check-in time: 12:00 PM');
    }
    expect(mail.html).toContain('href="tel:+919431100101"');
  });

  it('states the cancellation policy', () => {
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Cancellation policy');
      expect(part).toMatch(/\d+ days or more before check-in: \d+% of the amount paid is deducted/);
      expect(part).toContain('Less than 2 days before check-in: cancellation is not possible.');
    }
  });

  it('ends the thank-you with one full stop after "Ltd."', () => {
    expect(mail.text).toContain(
      'Thank you for choosing Jharkhand Tourism Development Corporation Ltd.\n',
    );
    expect(mail.text).not.toContain('Ltd..');
    expect(mail.html).not.toContain('Ltd..');
  });
});

describe('other mails', () => {
  it('the newsletter footer does not write "Ltd.."', async () => {
    const email = 'news.ltd@example.com';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email },
    });
    expect(res.statusCode).toBeLessThan(300);
    const [m] = await rows<{ text: string }>(
      ctx,
      sql`SELECT text FROM outbox WHERE recipient = ${email}`,
    );
    expect(m!.text).toContain('the newsletter of Jharkhand Tourism Development Corporation Ltd.');
    expect(m!.text).not.toContain('Ltd..');
  });
});

describe('the confirmation is rendered when it is sent (ADR 300)', () => {
  it('shows a change made after the payment and before the delivery', async () => {
    const a = await createCustomerSession(ctx);
    const d = stay(26, 1);
    const [type] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const email = 'render.late@example.com';
    const paid = await bookAndPay(
      ctx,
      a.cookie,
      bookingBody(1, d, [{ RoomTypeID: type!.RoomTypeID }], { EmailID: email }),
    );
    // queued, not yet sent: the guest's name is corrected at the desk
    await rows(
      ctx,
      sql`UPDATE bookings SET customer_name = 'Corrected Guestname' WHERE id = ${paid.created.bookingId}`,
    );
    await deliverDue(ctx.deps);
    const [sent] = await rows<{ text: string; html: string; status: string }>(
      ctx,
      sql`SELECT text, html, status FROM outbox WHERE recipient = ${email} AND channel = 'email'`,
    );
    expect(sent!.status).toBe('sent');
    expect(sent!.text).toContain('Corrected Guestname');
    expect(sent!.html).toContain('Corrected Guestname');
    const [inbox] = await rows<{ text: string }>(
      ctx,
      sql`SELECT text FROM dev_mailbox WHERE recipient = ${email}`,
    );
    expect(inbox!.text).toContain('Corrected Guestname');
    const [b] = await rows<{ invoice_no: string }>(
      ctx,
      sql`SELECT invoice_no FROM bookings WHERE id = ${paid.created.bookingId}`,
    );
    expect(sent!.html).toContain(b!.invoice_no);
  });
});
