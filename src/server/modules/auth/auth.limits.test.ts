import { afterEach, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { customers, otpCodes, outbox } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/app';

/**
 * The abuse limits of ADR 070 (send and verify limits, daily caps, proxy trust), each on its own
 * small app whose limits are set low, so the counters of one test never reach another.
 */
const MIN = 60_000;
let clock = Date.now();
const open: TestContext[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});

async function app(config: Record<string, string> = {}) {
  const ctx = await createTestApp({ seed: false, now: () => new Date(clock), config });
  open.push(ctx);
  return ctx;
}

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;
const post = (
  ctx: TestContext,
  url: string,
  payload: Record<string, unknown>,
  opts: { ip?: string; headers?: Record<string, string> } = {},
): Promise<Reply> =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: opts.ip ?? '10.0.0.1',
    headers: opts.headers ?? {},
  });

let seq = 0;
/** A fresh email and a mobile in its own 6-digit prefix (unless `prefix` is given). */
function contact(prefix?: string) {
  seq += 1;
  const p = prefix ?? String(700000 + seq);
  return {
    email: `limit.${seq}.${clock}@example.com`,
    mobile: `${p}${String(seq % 10_000).padStart(4, '0')}`,
  };
}
const sendOtp = (ctx: TestContext, c: { email: string; mobile: string }, ip?: string) =>
  post(ctx, '/api/auth/send-otp', { EmailId: c.email, mobileNumber: c.mobile }, { ip });

async function codeFor(ctx: TestContext, to: string): Promise<string> {
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

function expect429(res: Reply) {
  expect(res.statusCode).toBe(429);
  expect(res.json().success).toBe(false);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  return wait;
}

describe('send-otp limits (SMS and mail pumping)', () => {
  it('answers 429 with Retry-After once one IP has sent OTP_SEND_PER_IP in 10 minutes, fresh numbers or not; other IPs still send', async () => {
    const ctx = await app({ OTP_SEND_PER_IP: '5' });
    for (let i = 0; i < 5; i++)
      expect((await sendOtp(ctx, contact(), '10.1.1.1')).statusCode).toBe(200);
    const refused = await sendOtp(ctx, contact(), '10.1.1.1');
    const wait = expect429(refused);
    expect(wait).toBeLessThanOrEqual(600);
    expect(refused.json().message).toMatch(/Too many requests/);
    expect((await sendOtp(ctx, contact(), '10.1.1.2')).statusCode).toBe(200);
    // nothing was sent for the refused call
    expect(await ctx.deps.db.select().from(otpCodes)).toHaveLength(12);
    clock += 10 * MIN + 1000;
    expect((await sendOtp(ctx, contact(), '10.1.1.1')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64: fresh addresses from one network share one limit', async () => {
    const ctx = await app({ OTP_SEND_PER_IP: '2' });
    expect((await sendOtp(ctx, contact(), '2001:db8:1:2::a')).statusCode).toBe(200);
    expect((await sendOtp(ctx, contact(), '2001:db8:1:2::b')).statusCode).toBe(200);
    expect429(await sendOtp(ctx, contact(), '2001:db8:1:2:ffff::c'));
    expect((await sendOtp(ctx, contact(), '2001:db8:1:3::a')).statusCode).toBe(200);
  });

  it('limits sends per mobile prefix (first 6 digits) whatever the IP', async () => {
    const ctx = await app({ OTP_SEND_PER_PREFIX: '3' });
    for (let i = 0; i < 3; i++)
      expect((await sendOtp(ctx, contact('912345'), `10.2.0.${i}`)).statusCode).toBe(200);
    expect429(await sendOtp(ctx, contact('912345'), '10.2.0.9'));
    expect((await sendOtp(ctx, contact('912346'), '10.2.0.9')).statusCode).toBe(200);
  });

  it('limits sends from everyone together (OTP_SEND_GLOBAL per 10 minutes)', async () => {
    const ctx = await app({ OTP_SEND_GLOBAL: '4' });
    for (let i = 0; i < 4; i++)
      expect((await sendOtp(ctx, contact(), `10.3.0.${i}`)).statusCode).toBe(200);
    expect429(await sendOtp(ctx, contact(), '10.3.1.1'));
  });

  it('stops sending SMS once the daily budget is spent, and counts only codes actually sent', async () => {
    const ctx = await app({ SMS_DAILY_BUDGET: '3' });
    const first = contact();
    expect((await sendOtp(ctx, first, '10.4.0.1')).statusCode).toBe(200);
    // refused by the 60-second rule: no SMS, so none of the budget
    expect429(await sendOtp(ctx, first, '10.4.0.1'));
    expect((await sendOtp(ctx, contact(), '10.4.0.2')).statusCode).toBe(200);
    expect((await sendOtp(ctx, contact(), '10.4.0.3')).statusCode).toBe(200);
    const over = contact();
    const wait = expect429(await sendOtp(ctx, over, '10.4.0.4'));
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(
      await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, over.mobile)),
    ).toHaveLength(0);
    clock += 24 * 60 * MIN + 1000;
    expect((await sendOtp(ctx, over, '10.4.0.4')).statusCode).toBe(200);
  });

  it('holds under parallel calls: of 12 simultaneous sends from one IP with a limit of 4, exactly 4 go out; with a budget of 3 SMS, exactly 3', async () => {
    const perIp = await app({ OTP_SEND_PER_IP: '4' });
    const a = await Promise.all(
      Array.from({ length: 12 }, () => sendOtp(perIp, contact(), '10.7.0.1')),
    );
    expect(a.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(a.filter((r) => r.statusCode === 429)).toHaveLength(8);
    const budget = await app({ SMS_DAILY_BUDGET: '3' });
    const b = await Promise.all(
      Array.from({ length: 8 }, (_, i) => sendOtp(budget, contact(), `10.7.1.${i}`)),
    );
    expect(b.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(
      await budget.deps.db.select().from(outbox).where(eq(outbox.channel, 'sms')),
    ).toHaveLength(3);
  });

  it('gives the 60-second resend rule a Retry-After header', async () => {
    const ctx = await app();
    const c = contact();
    expect((await sendOtp(ctx, c)).statusCode).toBe(200);
    clock += 15_000;
    const again = await sendOtp(ctx, c);
    const wait = expect429(again);
    expect(wait).toBeGreaterThan(40);
    expect(wait).toBeLessThanOrEqual(45);
    expect(again.json().message).toBe(`Please wait ${wait} seconds before requesting another OTP.`);
  });

  it('caps the codes one email gets per day (OTP_DAILY_MAX) for signup', async () => {
    const ctx = await app({ OTP_DAILY_MAX: '2' });
    const c = contact();
    for (let i = 0; i < 2; i++) {
      expect((await sendOtp(ctx, c)).statusCode).toBe(200);
      clock += 61_000;
    }
    expect429(await sendOtp(ctx, c));
  });
});

describe('password-reset codes (brute force)', () => {
  async function account(ctx: TestContext) {
    const c = contact();
    await ctx.deps.db.insert(customers).values({
      userId: `lim${seq}`,
      email: c.email,
      mobile: c.mobile,
      name: 'Asha',
      passwordHash: 'not-a-real-hash',
    });
    return c;
  }
  const resetCodes = (ctx: TestContext, email: string) =>
    ctx.deps.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.target, email), eq(otpCodes.purpose, 'reset')));

  it('sends 6-digit reset codes, at most OTP_DAILY_MAX a day per account, answering the same 200 past the cap', async () => {
    const ctx = await app({ OTP_DAILY_MAX: '3' });
    const c = await account(ctx);
    const replies: Reply[] = [];
    for (let i = 0; i < 5; i++) {
      replies.push(await post(ctx, '/api/auth/sendResetPassword-otp', { EmailId: c.email }));
      clock += 61_000;
    }
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(await resetCodes(ctx, c.email)).toHaveLength(3);
    expect(await codeFor(ctx, c.email)).toMatch(/^\d{6}$/);
    clock += 24 * 60 * MIN;
    await post(ctx, '/api/auth/sendResetPassword-otp', { EmailId: c.email });
    expect(await resetCodes(ctx, c.email)).toHaveLength(4);
  });

  it('limits code verification per IP (429 with Retry-After) without blocking other addresses', async () => {
    const ctx = await app({ OTP_VERIFY_PER_IP: '3' });
    const c = await account(ctx);
    await post(ctx, '/api/auth/sendResetPassword-otp', { EmailId: c.email });
    const code = await codeFor(ctx, c.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 3; i++) {
      const r = await post(
        ctx,
        '/api/auth/verifyEmail-otp',
        { EmailId: c.email, otp: wrong },
        { ip: '10.5.0.1' },
      );
      expect(r.statusCode).toBe(400);
    }
    expect429(
      await post(
        ctx,
        '/api/auth/verifyEmail-otp',
        { EmailId: c.email, otp: code },
        { ip: '10.5.0.1' },
      ),
    );
    // the refused try did not use up one of the code's five tries
    const ok = await post(
      ctx,
      '/api/auth/verifyEmail-otp',
      { EmailId: c.email, otp: code },
      { ip: '10.5.0.2' },
    );
    expect(ok.statusCode).toBe(200);
  });

  it('limits code verification from everyone together (OTP_VERIFY_GLOBAL)', async () => {
    const ctx = await app({ OTP_VERIFY_GLOBAL: '2' });
    for (let i = 0; i < 2; i++) {
      const r = await post(
        ctx,
        '/api/auth/verify-otp',
        { mobileNumber: '9000000001', otp: '123456' },
        { ip: `10.6.0.${i}` },
      );
      expect(r.statusCode).toBe(400);
    }
    expect429(
      await post(
        ctx,
        '/api/auth/verify-otp',
        { mobileNumber: '9000000001', otp: '123456' },
        { ip: '10.6.1.1' },
      ),
    );
  });
});

describe('client address behind a proxy (TRUST_PROXY)', () => {
  const viaProxy = (ctx: TestContext, forwarded: string) =>
    post(
      ctx,
      '/api/auth/send-otp',
      { EmailId: contact().email, mobileNumber: contact().mobile },
      {
        ip: '192.0.2.10',
        headers: { 'x-forwarded-for': forwarded },
      },
    );

  it('with one trusted hop, takes the address the proxy appended: a client rotating its own X-Forwarded-For is still limited', async () => {
    const ctx = await app({ TRUST_PROXY: '1', OTP_SEND_PER_IP: '2' });
    expect((await viaProxy(ctx, '1.1.1.1, 203.0.113.7')).statusCode).toBe(200);
    expect((await viaProxy(ctx, '2.2.2.2, 203.0.113.7')).statusCode).toBe(200);
    expect429(await viaProxy(ctx, '3.3.3.3, 203.0.113.7'));
    // a different client behind the same proxy has its own limit
    expect((await viaProxy(ctx, '203.0.113.8')).statusCode).toBe(200);
  });

  it('with a list of proxy addresses, trusts only those', async () => {
    const ctx = await app({ TRUST_PROXY: '192.0.2.0/24', OTP_SEND_PER_IP: '1' });
    expect((await viaProxy(ctx, '9.9.9.9, 203.0.113.7')).statusCode).toBe(200);
    expect429(await viaProxy(ctx, '8.8.8.8, 203.0.113.7'));
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For (every request counts against the socket address)', async () => {
    const ctx = await app({ OTP_SEND_PER_IP: '1' });
    expect((await viaProxy(ctx, '203.0.113.1')).statusCode).toBe(200);
    expect429(await viaProxy(ctx, '203.0.113.2'));
  });
});
