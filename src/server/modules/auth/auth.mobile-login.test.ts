import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { customers, outbox } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/app';

/** Sign-in by a code to the mobile (ADR 316): no password wall before a booking. */
let ctx: TestContext;
let clock = Date.now();
beforeAll(async () => {
  ctx = await createTestApp({
    seed: false,
    now: () => new Date(clock),
    config: { OTP_VERIFY_PER_IP: '1000', OTP_SEND_PER_IP: '1000' },
  });
});
afterAll(() => ctx.close());

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;
let seq = 0;
const ip = () => `10.9.${Math.floor(seq / 200)}.${seq % 200}`;
const post = (url: string, payload: Record<string, unknown>, cookie?: string): Promise<Reply> =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip(),
    headers: cookie ? { cookie } : {},
  });
function fresh() {
  seq += 1;
  return {
    mobile: `81${String(seq).padStart(4, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`,
    email: `guest.${seq}.${Date.now()}@example.com`,
  };
}
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
const sessionOf = (res: Reply) =>
  (res.cookies as { name: string; value: string }[]).find((c) => c.name === 'sid');

describe('booking without a password: sign-in by a mobile code', () => {
  it('a new mobile gets an account made from its name and email, signed in, with no password', async () => {
    const g = fresh();
    expect((await post('/api/auth/mobile-code', { mobileNumber: g.mobile })).statusCode).toBe(200);
    const res = await post('/api/auth/mobile-login', {
      mobileNumber: g.mobile,
      otp: await codeFor(g.mobile),
      Customer_Name: 'Sita Munda',
      EmailId: g.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ Mobile_Number: g.mobile, EmailId: g.email });
    expect(sessionOf(res)).toBeTruthy();
    const [row] = await ctx.deps.db.select().from(customers).where(eq(customers.mobile, g.mobile));
    expect(row!.passwordHash.startsWith('$argon2')).toBe(false);
    // no password signs in to it
    const pw = await post('/api/auth/login', { identifier: g.mobile, password: 'anything1' });
    expect(pw.statusCode).toBe(401);
  });

  it('an existing customer signs in by the code alone, and the code works once', async () => {
    const g = fresh();
    await post('/api/auth/mobile-code', { mobileNumber: g.mobile });
    const first = await post('/api/auth/mobile-login', {
      mobileNumber: g.mobile,
      otp: await codeFor(g.mobile),
      Customer_Name: 'Birsa Oraon',
      EmailId: g.email,
    });
    const id = first.json().user.customerId;
    const used = await codeFor(g.mobile);
    const again = await post('/api/auth/mobile-login', { mobileNumber: g.mobile, otp: used });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already been used/);
    clock += 61_000; // past the 60 s resend wait
    await post('/api/auth/mobile-code', { mobileNumber: g.mobile });
    const res = await post('/api/auth/mobile-login', {
      mobileNumber: g.mobile,
      otp: await codeFor(g.mobile),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.customerId).toBe(id);
  });

  it('a new mobile without name and email is told what to add, and the code is not used up', async () => {
    const g = fresh();
    await post('/api/auth/mobile-code', { mobileNumber: g.mobile });
    const code = await codeFor(g.mobile);
    const bare = await post('/api/auth/mobile-login', { mobileNumber: g.mobile, otp: code });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toMatch(/full name and email/);
    const ok = await post('/api/auth/mobile-login', {
      mobileNumber: g.mobile,
      otp: code,
      Customer_Name: 'Sita Munda',
      EmailId: g.email,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('an email of another account is refused (409) and makes no second account', async () => {
    const a = fresh();
    await post('/api/auth/mobile-code', { mobileNumber: a.mobile });
    await post('/api/auth/mobile-login', {
      mobileNumber: a.mobile,
      otp: await codeFor(a.mobile),
      Customer_Name: 'A',
      EmailId: a.email,
    });
    const b = fresh();
    await post('/api/auth/mobile-code', { mobileNumber: b.mobile });
    const res = await post('/api/auth/mobile-login', {
      mobileNumber: b.mobile,
      otp: await codeFor(b.mobile),
      Customer_Name: 'B',
      EmailId: a.email,
    });
    expect(res.statusCode).toBe(409);
    expect(
      await ctx.deps.db.select().from(customers).where(eq(customers.mobile, b.mobile)),
    ).toEqual([]);
  });

  it('a wrong code is refused, and a sign-in code is not taken by the sign-up check', async () => {
    const g = fresh();
    await post('/api/auth/mobile-code', { mobileNumber: g.mobile });
    const code = await codeFor(g.mobile);
    const wrong = await post('/api/auth/mobile-login', {
      mobileNumber: g.mobile,
      otp: code === '000000' ? '111111' : '000000',
      Customer_Name: 'X',
      EmailId: g.email,
    });
    expect(wrong.statusCode).toBe(400);
    const signup = await post('/api/auth/verify-otp', { mobileNumber: g.mobile, otp: code });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().message).toMatch(/No OTP was sent/);
  });

  it('the same limits as the sign-up codes: a second code within 60 s is 429', async () => {
    const g = fresh();
    expect((await post('/api/auth/mobile-code', { mobileNumber: g.mobile })).statusCode).toBe(200);
    const again = await post('/api/auth/mobile-code', { mobileNumber: g.mobile });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/wait \d+ seconds/);
  });
});
