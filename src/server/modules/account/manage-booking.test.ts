import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { bookAndPay, bookingBody, roomTypesOf, stay } from '../bookings/bookings.fixture';

/** Manage a booking without a password (ADR 316): reference + the account's own contact + code. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const lastTo = async (to: string) =>
  (
    await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id))
  )[0];
const codeIn = (text: string | null | undefined) => /Your OTP is (\d{6})\b/.exec(text ?? '')?.[1];

describe('manage booking: reference and a code to the mobile or email of the account', () => {
  it('opens the booking with a code to the mobile, signed in as its account', async () => {
    const c = await createCustomerSession(ctx);
    const d = stay(30, 1);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const { created } = await bookAndPay(
      ctx,
      c.cookie,
      bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }]),
    );
    const sent = await post('/api/manage-booking/code', {
      reference: created.BookingRefNo.toLowerCase(),
      contact: `+91 ${c.mobile}`,
    });
    expect(sent.statusCode).toBe(200);
    const code = codeIn((await lastTo(c.mobile))?.text);
    expect(code).toBeTruthy();
    const opened = await post('/api/manage-booking/open', {
      reference: created.BookingRefNo,
      contact: c.mobile,
      otp: code,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toEqual({
      bookingId: created.bookingId,
      BookingRefNo: created.BookingRefNo,
    });
    const sid = (opened.cookies as { name: string; value: string }[]).find((k) => k.name === 'sid');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie: `sid=${sid!.value}` },
    });
    expect(me.json().user.customerId).toBe(c.customerId);
  });

  it('a contact that is not the booking account’s gets the same answer and no code', async () => {
    const c = await createCustomerSession(ctx);
    const d = stay(31, 1);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const { created } = await bookAndPay(
      ctx,
      c.cookie,
      bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }]),
    );
    const stranger = '9000000001';
    const sent = await post('/api/manage-booking/code', {
      reference: created.BookingRefNo,
      contact: stranger,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatch(/If the reference and contact match/);
    expect(await lastTo(stranger)).toBeUndefined();
    const guess = await post('/api/manage-booking/open', {
      reference: created.BookingRefNo,
      contact: stranger,
      otp: '123456',
    });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().message).toMatch(/not right/);
  });
});

describe('manage booking: a new code within a minute is refused with the wait', () => {
  let clocked: TestContext;
  let at = Date.parse('2026-11-27T06:00:00Z');
  beforeAll(async () => {
    clocked = await createTestApp({ now: () => new Date(at) });
  });
  afterAll(() => clocked.close());
  const send = (reference: string, contact: string) =>
    clocked.app.inject({
      method: 'POST',
      url: '/api/manage-booking/code',
      payload: { reference, contact },
    });

  it('says how many seconds are left (429 with Retry-After), then sends again after a minute', async () => {
    const first = await send('JTDC2611270001', '9876500001');
    expect(first.statusCode).toBe(200);
    at += 15_000;
    const again = await send('jtdc2611270001', '+91 98765 00001');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('You can ask for a new OTP in 45 s.');
    expect(again.json().retryAfter).toBe(45);
    expect(again.headers['retry-after']).toBe('45');
    at += 46_000;
    expect((await send('JTDC2611270001', '9876500001')).statusCode).toBe(200);
  });

  it('the wait is per reference and contact, whether or not they match a booking', async () => {
    expect((await send('JTDC2611270002', 'nobody@example.in')).statusCode).toBe(200);
    expect((await send('JTDC2611270002', 'nobody@example.in')).statusCode).toBe(429);
    expect((await send('JTDC2611270003', 'nobody@example.in')).statusCode).toBe(200);
  });
});
