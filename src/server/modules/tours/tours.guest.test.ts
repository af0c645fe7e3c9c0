import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/app';
import { makeDeparture, postTourBooking, tourBookingBody } from './tours.fixture';

/*
 * A tour booked without a password (ADR 316, as rooms): a guest with no session signs in on the
 * booking page by a code sent to their mobile, and books and holds seats with that session.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { OTP_VERIFY_PER_IP: '1000', OTP_SEND_PER_IP: '1000' } });
});
afterAll(() => ctx.close());

async function codeFor(to: string): Promise<string> {
  const [row] = await ctx.deps.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  const m = /Your OTP is (\d{6})\b/.exec(row?.text ?? '');
  if (!m) throw new Error(`no code sent to ${to}`);
  return m[1]!;
}

describe('booking a tour without a password', () => {
  it('with no session the booking asks to sign in (401), not a server error', async () => {
    const d = await makeDeparture(ctx, { days: 40 });
    const res = await postTourBooking(ctx, '', tourBookingBody(d.id, d.pickupId));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('a new guest signs in by a mobile code and holds seats with that session', async () => {
    const d = await makeDeparture(ctx, { days: 41, seats: 5 });
    const mobile = `72${String(Date.now()).slice(-8)}`;
    const email = `tour.guest.${Date.now()}@example.com`;
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/mobile-code',
      payload: { mobileNumber: mobile },
    });
    expect(sent.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/mobile-login',
      payload: {
        mobileNumber: mobile,
        otp: await codeFor(mobile),
        Customer_Name: 'Sunita Hembrom',
        EmailId: email,
      },
    });
    expect(login.statusCode).toBe(200);
    const sid = (login.cookies as { name: string; value: string }[]).find((c) => c.name === 'sid');
    const res = await postTourBooking(ctx, `sid=${sid!.value}`, {
      ...tourBookingBody(d.id, d.pickupId),
      CustomerName: 'Sunita Hembrom',
      MobileNo: mobile,
      EmailID: email,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'pending_payment',
      tourTitle: expect.any(String),
    });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/tour-bookings',
      headers: { cookie: `sid=${sid!.value}` },
    });
    expect(mine.json().data.map((b: { id: number }) => b.id)).toEqual([
      res.json().data.tourBookingId,
    ]);
  });
});
