import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import {
  customers,
  loginAttempts,
  newsletterSubscribers,
  otpCodes,
  outbox,
  resetGrants,
  sessions,
} from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/app';
import { hashPassword } from './auth.service';

let ctx: TestContext;
/** The app's clock; tests move it forward. */
let clock = Date.now();
const MIN = 60_000;

beforeAll(async () => {
  // every request here comes from one address and most mobiles share a prefix: the send and
  // verify limits are tested in auth.limits.test.ts
  ctx = await createTestApp({
    now: () => new Date(clock),
    config: {
      OTP_SEND_PER_IP: '100000',
      OTP_SEND_PER_PREFIX: '100000',
      OTP_VERIFY_PER_IP: '100000',
    },
  });
});
afterAll(() => ctx.close());

let seq = 0;
/** A fresh email and mobile that no other test uses. */
function contact() {
  seq += 1;
  const n = String(seq).padStart(3, '0');
  return { email: `asha.${n}@example.com`, mobile: `98765${String(seq).padStart(5, '0')}` };
}

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;

function post(
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The customer the session probe names for this cookie (null: no live session). */
async function sessionUser(cookie: string): Promise<unknown> {
  const res = await get('/api/auth/profile', cookie);
  expect(res.statusCode).toBe(200);
  return (res.json() as { user: unknown }).user;
}

/** The code in the latest queued message to `to`. */
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

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The cookie value a reply sets, as a request header ("name=value"). */
function cookieOf(res: Reply, name: string): string {
  const c = res.cookies.find((x) => x.name === name);
  if (!c) throw new Error(`no ${name} cookie set`);
  return `${name}=${c.value}`;
}

/** A contact whose two signup codes one browser verified; `cookie` is that browser's. */
async function verifiedContact() {
  const c = contact();
  expect(
    (await post('/api/auth/send-otp', { EmailId: c.email, mobileNumber: c.mobile })).statusCode,
  ).toBe(200);
  const e = await post('/api/auth/verifyEmail-otp', {
    EmailId: c.email,
    otp: await codeFor(c.email),
  });
  expect(e.statusCode).toBe(200);
  const cookie = cookieOf(e, 'sv');
  const m = await post(
    '/api/auth/verify-otp',
    { mobileNumber: c.mobile, otp: await codeFor(c.mobile) },
    { cookie },
  );
  expect(m.statusCode).toBe(200);
  return { ...c, cookie };
}

async function registered(password = 'secret12') {
  const c = await verifiedContact();
  const res = await post(
    '/api/auth/register',
    {
      EmailId: c.email,
      Customer_Name: 'Asha Kumari',
      User_Password: password,
      Mobile_Number: c.mobile,
    },
    { cookie: c.cookie },
  );
  expect(res.statusCode).toBe(201);
  const [row] = await ctx.deps.db.select().from(customers).where(eq(customers.email, c.email));
  return { ...c, password, id: row!.id, userId: row!.userId };
}

async function loginAs(identifier: string, password: string, ip = '10.0.0.1') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
    remoteAddress: ip,
  });
}

const countRows = async (table: typeof customers | typeof otpCodes | typeof outbox) =>
  (await ctx.deps.db.select().from(table)).length;

describe('POST /api/auth/send-otp', () => {
  it('queues a 6-digit code to the email and another to the mobile, and stores only their hashes', async () => {
    const c = contact();
    const res = await post('/api/auth/send-otp', { EmailId: c.email, mobileNumber: c.mobile });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.otpsSent });
    const mail = await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, c.email));
    const sms = await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, c.mobile));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.channel).toBe('email');
    expect(mail[0]!.html).toContain('Jharkhand Tourism Development Corporation');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.channel).toBe('sms');
    const codes = await ctx.deps.db.select().from(otpCodes).where(eq(otpCodes.target, c.email));
    expect(codes).toHaveLength(1);
    expect(codes[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(codes[0]!.codeHash).not.toContain(await codeFor(c.email));
  });

  it('lowercases and trims the email', async () => {
    const c = contact();
    await post('/api/auth/send-otp', {
      EmailId: `  ${c.email.toUpperCase()} `,
      mobileNumber: c.mobile,
    });
    expect(await codeFor(c.email)).toMatch(/^\d{6}$/);
  });

  it('answers 409 "User already registered." when the email or the mobile has an account', async () => {
    const u = await registered();
    const other = contact();
    for (const body of [
      { EmailId: u.email, mobileNumber: other.mobile },
      { EmailId: other.email, mobileNumber: u.mobile },
    ]) {
      const res = await post('/api/auth/send-otp', body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: MSG.userAlreadyRegistered });
    }
  });

  it('answers 429 to a second send within 60 s for the same email or the same mobile', async () => {
    const a = contact();
    const b = contact();
    expect(
      (await post('/api/auth/send-otp', { EmailId: a.email, mobileNumber: a.mobile })).statusCode,
    ).toBe(200);
    const sameEmail = await post('/api/auth/send-otp', {
      EmailId: a.email,
      mobileNumber: b.mobile,
    });
    expect(sameEmail.statusCode).toBe(429);
    expect(sameEmail.json().message).toMatch(/Please wait \d+ seconds/);
    const sameMobile = await post('/api/auth/send-otp', {
      EmailId: b.email,
      mobileNumber: a.mobile,
    });
    expect(sameMobile.statusCode).toBe(429);
    clock += 61_000;
    expect(
      (await post('/api/auth/send-otp', { EmailId: a.email, mobileNumber: a.mobile })).statusCode,
    ).toBe(200);
  });

  it('allows only one of two simultaneous sends to the same email', async () => {
    const a = contact();
    const b = contact();
    const replies = await Promise.all([
      post('/api/auth/send-otp', { EmailId: a.email, mobileNumber: a.mobile }),
      post('/api/auth/send-otp', { EmailId: a.email, mobileNumber: b.mobile }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 429]);
  });

  it.each([
    [
      'a mobile with letters',
      { EmailId: 'x1@example.com', mobileNumber: '98765abcde' },
      MSG.signupInvalidMobile,
    ],
    [
      'a 9-digit mobile',
      { EmailId: 'x1@example.com', mobileNumber: '987654321' },
      MSG.signupInvalidMobile,
    ],
    [
      'a bad email',
      { EmailId: 'not-an-email', mobileNumber: '9876500999' },
      MSG.signupInvalidEmail,
    ],
    ['a missing mobile', { EmailId: 'x1@example.com' }, MSG.signupInvalidMobile],
    ['a number for the email', { EmailId: 12, mobileNumber: '9876500999' }, MSG.signupInvalidEmail],
  ])('refuses %s with 400 and stores nothing', async (_name, body, message) => {
    const before = [await countRows(otpCodes), await countRows(outbox)];
    const res = await post('/api/auth/send-otp', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect([await countRows(otpCodes), await countRows(outbox)]).toEqual(before);
  });

  it('refuses a body that is not JSON, an empty body and one over 100 KB with a 4xx and a clear message', async () => {
    const notJson = await post('/api/auth/send-otp', '{"EmailId":', {
      'content-type': 'application/json',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('The request body is not valid JSON.');
    const none = await post('/api/auth/send-otp');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Send the request body as a JSON object.');
    const big = await post(
      '/api/auth/send-otp',
      JSON.stringify({
        EmailId: 'a@b.co',
        mobileNumber: '9876543210',
        pad: 'x'.repeat(101 * 1024),
      }),
      { 'content-type': 'application/json' },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The request is too large.');
  });
});

describe('POST /api/auth/verifyEmail-otp and /api/auth/verify-otp', () => {
  it('accepts the right code once and then refuses it (single use)', async () => {
    const c = contact();
    await post('/api/auth/send-otp', { EmailId: c.email, mobileNumber: c.mobile });
    const code = await codeFor(c.email);
    const ok = await post('/api/auth/verifyEmail-otp', { EmailId: c.email, otp: code });
    expect(ok.json()).toEqual({ success: true, message: MSG.emailOtpVerified });
    const again = await post('/api/auth/verifyEmail-otp', { EmailId: c.email, otp: code });
    expect(again.statusCode).toBe(400);
    const mobile = await post('/api/auth/verify-otp', {
      mobileNumber: c.mobile,
      otp: await codeFor(c.mobile),
    });
    expect(mobile.json()).toEqual({ success: true, message: MSG.mobileOtpVerified });
  });

  it('refuses a wrong code with 400 "Invalid OTP."', async () => {
    const c = contact();
    await post('/api/auth/send-otp', { EmailId: c.email, mobileNumber: c.mobile });
    const res = await post('/api/auth/verify-otp', {
      mobileNumber: c.mobile,
      otp: wrong(await codeFor(c.mobile)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.resetInvalidOtp });
  });

  it('refuses the right code on the sixth try, after five wrong ones', async () => {
    const c = contact();
    await post('/api/auth/send-otp', { EmailId: c.email, mobileNumber: c.mobile });
    const code = await codeFor(c.email);
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/api/auth/verifyEmail-otp', { EmailId: c.email, otp: wrong(code) }))
          .statusCode,
      ).toBe(400);
    }
    const sixth = await post('/api/auth/verifyEmail-otp', { EmailId: c.email, otp: code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toMatch(/Too many wrong attempts/);
  });

  it('counts parallel guesses: of 8 simultaneous wrong tries and the right one, at most 5 are compared', async () => {
    const c = contact();
    await post('/api/auth/send-otp', { EmailId: c.email, mobileNumber: c.mobile });
    const code = await codeFor(c.mobile);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        post('/api/auth/verify-otp', { mobileNumber: c.mobile, otp: wrong(code) }),
      ),
    );
    const [row] = await ctx.deps.db.select().from(otpCodes).where(eq(otpCodes.target, c.mobile));
    expect(row!.attempts).toBe(5);
    expect(
      (await post('/api/auth/verify-otp', { mobileNumber: c.mobile, otp: code })).statusCode,
    ).toBe(400);
  });

  it('refuses a code older than 10 minutes', async () => {
    const c = contact();
    await post('/api/auth/send-otp', { EmailId: c.email, mobileNumber: c.mobile });
    clock += 10 * MIN + 1000;
    const res = await post('/api/auth/verifyEmail-otp', {
      EmailId: c.email,
      otp: await codeFor(c.email),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });

  it('checks only the latest code: a resent code replaces the earlier one', async () => {
    const c = contact();
    await post('/api/auth/send-otp', { EmailId: c.email, mobileNumber: c.mobile });
    const first = await codeFor(c.email);
    clock += 61_000;
    await post('/api/auth/send-otp', { EmailId: c.email, mobileNumber: c.mobile });
    const second = await codeFor(c.email);
    if (first !== second) {
      expect(
        (await post('/api/auth/verifyEmail-otp', { EmailId: c.email, otp: first })).statusCode,
      ).toBe(400);
    }
    expect(
      (await post('/api/auth/verifyEmail-otp', { EmailId: c.email, otp: second })).statusCode,
    ).toBe(200);
  });

  it('refuses a code for an address that was sent none', async () => {
    const res = await post('/api/auth/verifyEmail-otp', {
      EmailId: 'nobody@example.com',
      otp: '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/request an OTP first/);
  });

  it.each([
    [
      '/api/auth/verifyEmail-otp',
      { EmailId: 'a@example.com', otp: '1234' },
      MSG.signupInvalidEmailOtp,
    ],
    [
      '/api/auth/verifyEmail-otp',
      { EmailId: 'a@example.com', otp: '12345' },
      MSG.signupInvalidEmailOtp,
    ],
    [
      '/api/auth/verifyEmail-otp',
      { EmailId: 'a@example.com', otp: '12a456' },
      MSG.signupInvalidEmailOtp,
    ],
    [
      '/api/auth/verify-otp',
      { mobileNumber: '9876543210', otp: '123' },
      MSG.signupInvalidMobileOtp,
    ],
    [
      '/api/auth/verify-otp',
      { mobileNumber: '9876543210', otp: '1234' },
      MSG.signupInvalidMobileOtp,
    ],
    ['/api/auth/verify-otp', { mobileNumber: '98765', otp: '123456' }, MSG.signupInvalidMobile],
  ])('%s refuses %j with 400', async (url, body, message) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('POST /api/auth/register', () => {
  const body = (c: { email: string; mobile: string }, over: Record<string, unknown> = {}) => ({
    EmailId: c.email,
    Customer_Name: 'Asha Kumari',
    User_Password: 'secret12',
    Mobile_Number: c.mobile,
    ...over,
  });

  it('refuses registration without verified codes (400 "Please verify both OTPs first") and stores nothing', async () => {
    const c = contact();
    await post('/api/auth/send-otp', { EmailId: c.email, mobileNumber: c.mobile });
    const before = await countRows(customers);
    const res = await post('/api/auth/register', body(c));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.verifyBothOtps });
    expect(await countRows(customers)).toBe(before);
  });

  it('refuses registration with only the email verified', async () => {
    const c = contact();
    await post('/api/auth/send-otp', { EmailId: c.email, mobileNumber: c.mobile });
    const e = await post('/api/auth/verifyEmail-otp', {
      EmailId: c.email,
      otp: await codeFor(c.email),
    });
    const res = await post('/api/auth/register', body(c), { cookie: cookieOf(e, 'sv') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.verifyBothOtps);
  });

  it('binds registration to the browser that verified both codes', async () => {
    const c = await verifiedContact();
    // another browser (no cookie, or a made-up one) cannot use the verified codes
    const before = await countRows(customers);
    expect((await post('/api/auth/register', body(c))).statusCode).toBe(400);
    const madeUp = `sv=${'A'.repeat(43)}`;
    const other = await post('/api/auth/register', body(c), { cookie: madeUp });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(MSG.verifyBothOtps);
    expect(await countRows(customers)).toBe(before);
    // the email verified in one browser and the mobile in another: neither may register
    const d = contact();
    await post('/api/auth/send-otp', { EmailId: d.email, mobileNumber: d.mobile });
    const e = await post('/api/auth/verifyEmail-otp', {
      EmailId: d.email,
      otp: await codeFor(d.email),
    });
    const m = await post('/api/auth/verify-otp', {
      mobileNumber: d.mobile,
      otp: await codeFor(d.mobile),
    });
    expect(cookieOf(m, 'sv')).not.toBe(cookieOf(e, 'sv'));
    for (const cookie of [cookieOf(e, 'sv'), cookieOf(m, 'sv')]) {
      expect((await post('/api/auth/register', body(d), { cookie })).statusCode).toBe(400);
    }
    // the browser that verified both can
    const ok = await post('/api/auth/register', body(c), { cookie: c.cookie });
    expect(ok.statusCode).toBe(201);
    expect(ok.cookies.find((x) => x.name === 'sv')!.value).toBe('');
  });

  it('refuses registration more than 30 minutes after the codes were verified', async () => {
    const c = await verifiedContact();
    clock += 31 * MIN;
    const res = await post('/api/auth/register', body(c), { cookie: c.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.verifyBothOtps);
  });

  it('creates the account with an argon2id password, a user id and a welcome mail (201)', async () => {
    const c = await verifiedContact();
    const res = await post('/api/auth/register', body(c, { Customer_Name: '  Asha Kumari ' }), {
      cookie: c.cookie,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: MSG.registeredSuccessfully });
    const [row] = await ctx.deps.db.select().from(customers).where(eq(customers.email, c.email));
    expect(row!.name).toBe('Asha Kumari');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.userId).toMatch(/^asha\d{3}\d{4}$/);
    const [welcome] = await ctx.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, c.email))
      .orderBy(desc(outbox.id));
    expect(welcome!.subject).toMatch(/Welcome/);
    expect(welcome!.text).toContain(row!.userId);
  });

  it('logs the new customer in: the reply sets a session cookie the profile probe recognises', async () => {
    const c = await verifiedContact();
    const res = await post('/api/auth/register', body(c), { cookie: c.cookie });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ EmailId: c.email, Mobile_Number: c.mobile });
    const sid = res.cookies.find((x) => x.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(await sessionUser(`sid=${sid!.value}`)).toMatchObject({ EmailId: c.email });
  });

  it('subscribes the email to the newsletter only when the box was ticked, with the time of consent', async () => {
    const ticked = await verifiedContact();
    clock += MIN;
    expect(
      (
        await post('/api/auth/register', body(ticked, { newsletter: true }), {
          cookie: ticked.cookie,
        })
      ).statusCode,
    ).toBe(201);
    const [row] = await ctx.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, ticked.email));
    expect(row?.unsubscribedAt).toBeNull();
    expect(row?.createdAt.getTime()).toBe(clock);

    const unticked = await verifiedContact();
    expect(
      (await post('/api/auth/register', body(unticked), { cookie: unticked.cookie })).statusCode,
    ).toBe(201);
    const none = await ctx.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, unticked.email));
    expect(none).toHaveLength(0);
  });

  it('answers 409 when the account already exists', async () => {
    const u = await registered();
    const res = await post('/api/auth/register', body(u), { cookie: u.cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.userAlreadyRegistered);
  });

  it.each([
    ['a short password', { User_Password: '12345' }, MSG.loginPasswordShort],
    ['an empty name', { Customer_Name: '   ' }, 'Full name is required.'],
    ['a missing name', { Customer_Name: undefined }, 'Full name is required.'],
    ['a mobile with letters', { Mobile_Number: '98765abcde' }, MSG.signupInvalidMobile],
  ])('refuses %s with 400 and stores nothing', async (_n, over, message) => {
    const c = await verifiedContact();
    const before = await countRows(customers);
    const res = await post('/api/auth/register', body(c, over), { cookie: c.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countRows(customers)).toBe(before);
  });
});

describe('POST /api/auth/login', () => {
  it('logs in with the email, the mobile or the user id, setting an HttpOnly SameSite=Lax session cookie', async () => {
    const u = await registered();
    for (const identifier of [
      u.email,
      u.email.toUpperCase(),
      u.mobile,
      u.userId,
      u.userId.toUpperCase(),
    ]) {
      const res = await loginAs(identifier, u.password);
      expect(res.statusCode, identifier).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: MSG.loginSuccess,
        user: {
          customerId: u.id,
          EmailId: u.email,
          Customer_Name: 'Asha Kumari',
          Mobile_Number: u.mobile,
          language: 'en',
        },
      });
      const sid = res.cookies.find((x) => x.name === 'sid')!;
      expect(sid.httpOnly).toBe(true);
      expect(sid.sameSite).toBe('Lax');
      expect(sid.path).toBe('/');
      expect(sid.secure).toBeFalsy();
      expect(sid.value.length).toBeGreaterThanOrEqual(22);
    }
  });

  it('logs in with the numeric customer id', async () => {
    const passwordHash = await hashPassword('secret12');
    await ctx.deps.db.insert(customers).values({
      id: 4321,
      userId: 'ravi4321',
      email: 'ravi@example.com',
      mobile: '9000004321',
      name: 'Ravi',
      passwordHash,
    });
    const res = await loginAs('4321', 'secret12');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.customerId).toBe(4321);
  });

  it('stores the session hashed and gives a new session id at every login, ending the old one', async () => {
    const u = await registered();
    const first = await loginAs(u.email, u.password);
    const firstCookie = cookieOf(first, 'sid');
    const stored = await ctx.deps.db.select().from(sessions).where(eq(sessions.customerId, u.id));
    expect(stored.map((s) => s.id)).not.toContain(firstCookie.slice(4));
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: u.email, password: u.password },
      headers: { cookie: firstCookie },
    });
    expect(second.cookies.filter((x) => x.name === 'sid')).toHaveLength(1);
    const secondCookie = cookieOf(second, 'sid');
    expect(secondCookie).not.toBe(firstCookie);
    expect(await sessionUser(firstCookie)).toBeNull();
    expect(await sessionUser(secondCookie)).not.toBeNull();
  });

  it('refuses a wrong password or an unknown account with 401 and the same message', async () => {
    const u = await registered();
    for (const [id, pw] of [
      [u.email, 'wrong-password'],
      ['nobody@example.com', 'whatever1'],
      ['nobody_here', 'whatever1'],
    ] as const) {
      const res = await loginAs(id, pw);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: MSG.loginFailed });
      expect(res.cookies.find((x) => x.name === 'sid')).toBeUndefined();
    }
  });

  /** `n` failed attempts recorded as the server records them (faster than n argon2 checks). */
  async function failures(n: number, at: { customerId: number | null; ip: (i: number) => string }) {
    await ctx.deps.db.insert(loginAttempts).values(
      Array.from({ length: n }, (_, i) => ({
        customerId: at.customerId,
        ip: at.ip(i),
        success: false,
        createdAt: new Date(clock),
      })),
    );
  }

  it('stops brute force from one IP: after 10 failures for an account, that IP gets 429 with Retry-After, even with the right password, for 15 minutes', async () => {
    const u = await registered();
    for (let i = 0; i < 10; i++) {
      expect((await loginAs(u.email, 'wrong-password', '10.1.0.1')).statusCode).toBe(401);
    }
    const blocked = await loginAs(u.email, u.password, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed login attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginAs(u.mobile, 'wrong-password', '10.1.0.1')).statusCode).toBe(429);
    clock += 15 * MIN + 1000;
    expect((await loginAs(u.email, u.password, '10.1.0.1')).statusCode).toBe(200);
  });

  it("does not let a stranger's failures from other IPs stop the owner logging in from theirs", async () => {
    const u = await registered();
    // a stranger fails 10 times from each of five addresses
    await failures(50, { customerId: u.id, ip: (i) => `10.3.${Math.floor(i / 10)}.1` });
    expect((await loginAs(u.email, 'wrong-password', '10.3.0.1')).statusCode).toBe(429);
    expect((await loginAs(u.email, u.password, '10.3.9.9')).statusCode).toBe(200);
  });

  it('locks an account attacked from many IPs (more than 100 failures in an hour); a password reset lifts the lock', async () => {
    const u = await registered();
    await failures(101, { customerId: u.id, ip: (i) => `10.4.${Math.floor(i / 200)}.${i % 200}` });
    const blocked = await loginAs(u.email, u.password, '10.4.99.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/reset your password/);
    const sent = await post('/api/auth/sendResetPassword-otp', { EmailId: u.email });
    expect(sent.statusCode).toBe(200);
    const verify = await post('/api/auth/verifyEmail-otp', {
      EmailId: u.email,
      otp: await codeFor(u.email),
    });
    const reset = await post(
      '/api/auth/reset-password',
      { EmailId: u.email, New_Password: 'brand-new-1' },
      { cookie: cookieOf(verify, 'rg') },
    );
    expect(reset.statusCode).toBe(200);
    expect((await loginAs(u.email, 'brand-new-1', '10.4.99.1')).statusCode).toBe(200);
  });

  it('throttles one IP that fails on many accounts (more than 300 in 15 minutes), not its neighbours', async () => {
    const u = await registered();
    await failures(300, { customerId: null, ip: () => '10.2.2.2' });
    expect((await loginAs('nobody@example.com', 'whatever1', '10.2.2.2')).statusCode).toBe(429);
    expect((await loginAs(u.email, u.password, '10.2.2.2')).statusCode).toBe(429);
    expect((await loginAs(u.email, u.password, '10.2.2.3')).statusCode).toBe(200);
    const rows = await ctx.deps.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.ip, '10.2.2.2'));
    expect(rows.filter((r) => !r.success)).toHaveLength(300);
  });

  it.each([
    [
      'an identifier of 2 characters',
      { identifier: 'ab', password: 'secret12' },
      MSG.loginInvalidIdentifier,
    ],
    [
      'an identifier with spaces',
      { identifier: 'a b c', password: 'secret12' },
      MSG.loginInvalidIdentifier,
    ],
    [
      'a short password',
      { identifier: 'asha@example.com', password: '12345' },
      MSG.loginPasswordShort,
    ],
    ['a missing password', { identifier: 'asha@example.com' }, MSG.loginPasswordShort],
  ])('refuses %s with 400', async (_n, body, message) => {
    const res = await post('/api/auth/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/auth/profile', () => {
  it('answers a visitor without a session with 200 and no user (no error in the console)', async () => {
    const res = await get('/api/auth/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, user: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown or expired session cookie with no user', async () => {
    expect(await sessionUser('sid=not-a-session')).toBeNull();
  });

  it('answers a session cookie whose session has expired with no user', async () => {
    const u = await registered();
    const cookie = cookieOf(await loginAs(u.userId, u.password), 'sid');
    expect(await sessionUser(cookie)).not.toBeNull();
    await ctx.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.customerId, u.id));
    expect(await sessionUser(cookie)).toBeNull();
  });

  it('keeps 401 for the other (login) routes', async () => {
    const res = await get('/api/dashboard/admin/booking-history');
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it('returns the session customer', async () => {
    const u = await registered();
    const cookie = cookieOf(await loginAs(u.userId, u.password), 'sid');
    const res = await get('/api/auth/profile', cookie);
    expect(res.json()).toEqual({
      success: true,
      user: {
        customerId: u.id,
        EmailId: u.email,
        Customer_Name: 'Asha Kumari',
        Mobile_Number: u.mobile,
        language: 'en',
      },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session server-side and clears the cookie', async () => {
    const u = await registered();
    // registering logged the customer in too: only the login's session is in play here
    await ctx.deps.db.delete(sessions).where(eq(sessions.customerId, u.id));
    const cookie = cookieOf(await loginAs(u.email, u.password), 'sid');
    const res = await post('/api/auth/logout', {}, { cookie });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((x) => x.name === 'sid')!;
    expect(cleared.value).toBe('');
    expect(await sessionUser(cookie)).toBeNull();
    expect(
      await ctx.deps.db.select().from(sessions).where(eq(sessions.customerId, u.id)),
    ).toHaveLength(0);
  });

  it('answers 200 without a session, with or without a body', async () => {
    expect((await post('/api/auth/logout')).statusCode).toBe(200);
    expect((await post('/api/auth/logout', {})).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  async function resetCode(email: string) {
    const res = await post('/api/auth/sendResetPassword-otp', { EmailId: email });
    expect(res.statusCode).toBe(200);
    return codeFor(email);
  }

  it('answers the same whether or not the email has an account, and mails only a real account', async () => {
    const u = await registered();
    // right after the signup codes: the 60 s rule is per purpose
    const a = await post('/api/auth/sendResetPassword-otp', { EmailId: u.email });
    const b = await post('/api/auth/sendResetPassword-otp', { EmailId: 'no-account@example.com' });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(
      await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, 'no-account@example.com')),
    ).toHaveLength(0);
    const [mail] = await ctx.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, u.email))
      .orderBy(desc(outbox.id));
    expect(mail!.subject).toMatch(/reset your password/);
    // a second request within 60 s gets the same reply and sends nothing
    const again = await post('/api/auth/sendResetPassword-otp', { EmailId: u.email });
    expect(again.json()).toEqual(a.json());
    const resetCodes = await ctx.deps.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.target, u.email), eq(otpCodes.purpose, 'reset')));
    expect(resetCodes).toHaveLength(1);
  });

  it('refuses reset-password without a verified code (403) and the old password still works', async () => {
    const u = await registered();
    await resetCode(u.email);
    const res = await post('/api/auth/reset-password', {
      EmailId: u.email,
      New_Password: 'brand-new-1',
    });
    expect(res.statusCode).toBe(403);
    expect((await loginAs(u.email, u.password)).statusCode).toBe(200);
    expect((await loginAs(u.email, 'brand-new-1')).statusCode).toBe(401);
  });

  it('binds the grant to the browser that verified the code, and to its email', async () => {
    const u = await registered();
    const other = await registered();
    const verify = await post('/api/auth/verifyEmail-otp', {
      EmailId: u.email,
      otp: await resetCode(u.email),
    });
    expect(verify.json()).toEqual({ success: true, message: MSG.resetOtpVerified });
    const grant = verify.cookies.find((x) => x.name === 'rg')!;
    expect(grant.httpOnly).toBe(true);
    expect(grant.path).toBe('/api/auth');
    expect(grant.sameSite).toBe('Strict');
    // another browser (no cookie)
    expect(
      (await post('/api/auth/reset-password', { EmailId: u.email, New_Password: 'brand-new-1' }))
        .statusCode,
    ).toBe(403);
    // the grant used for another account
    const cross = await post(
      '/api/auth/reset-password',
      { EmailId: other.email, New_Password: 'brand-new-1' },
      { cookie: cookieOf(verify, 'rg') },
    );
    expect(cross.statusCode).toBe(403);
    expect((await loginAs(other.email, other.password)).statusCode).toBe(200);
  });

  it('refuses a grant older than 10 minutes', async () => {
    const u = await registered();
    const verify = await post('/api/auth/verifyEmail-otp', {
      EmailId: u.email,
      otp: await resetCode(u.email),
    });
    clock += 10 * MIN + 1000;
    const res = await post(
      '/api/auth/reset-password',
      { EmailId: u.email, New_Password: 'brand-new-1' },
      { cookie: cookieOf(verify, 'rg') },
    );
    expect(res.statusCode).toBe(403);
    expect((await loginAs(u.email, u.password)).statusCode).toBe(200);
  });

  it('sets the new password, ends every session of the account, and uses the grant once', async () => {
    const u = await registered();
    const s1 = cookieOf(await loginAs(u.email, u.password), 'sid');
    const s2 = cookieOf(await loginAs(u.mobile, u.password), 'sid');
    const verify = await post('/api/auth/verifyEmail-otp', {
      EmailId: u.email,
      otp: await resetCode(u.email),
    });
    const rg = cookieOf(verify, 'rg');
    const res = await post(
      '/api/auth/reset-password',
      { EmailId: u.email, New_Password: 'brand-new-1' },
      { cookie: rg },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.resetSuccess });
    expect(res.cookies.find((x) => x.name === 'rg')!.value).toBe('');
    expect(await sessionUser(s1)).toBeNull();
    expect(await sessionUser(s2)).toBeNull();
    expect((await loginAs(u.email, u.password)).statusCode).toBe(401);
    expect((await loginAs(u.email, 'brand-new-1')).statusCode).toBe(200);
    const again = await post(
      '/api/auth/reset-password',
      { EmailId: u.email, New_Password: 'another-1' },
      { cookie: rg },
    );
    expect(again.statusCode).toBe(403);
    const [changed] = await ctx.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, u.email))
      .orderBy(desc(outbox.id));
    expect(changed!.subject).toMatch(/password was changed/);
  });

  it.each([
    ['/api/auth/sendResetPassword-otp', { EmailId: 'nope' }, MSG.resetInvalidEmail],
    [
      '/api/auth/reset-password',
      { EmailId: 'a@example.com', New_Password: '12345' },
      MSG.resetPasswordShort,
    ],
    ['/api/auth/reset-password', { New_Password: '123456' }, MSG.resetInvalidEmail],
  ])('%s refuses %j with 400', async (url, body, message) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('cross-site requests', () => {
  it('refuses a cross-site POST with 403 and changes nothing', async () => {
    const c = await verifiedContact();
    const before = [await countRows(customers), await countRows(otpCodes), await countRows(outbox)];
    const evil = { origin: 'https://evil.example' };
    const reg = await post(
      '/api/auth/register',
      {
        EmailId: c.email,
        Customer_Name: 'Mallory',
        User_Password: 'secret12',
        Mobile_Number: c.mobile,
      },
      evil,
    );
    expect(reg.statusCode).toBe(403);
    const other = contact();
    const send = await post(
      '/api/auth/send-otp',
      { EmailId: other.email, mobileNumber: other.mobile },
      {
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(send.statusCode).toBe(403);
    const viaReferer = await post(
      '/api/auth/sendResetPassword-otp',
      { EmailId: c.email },
      {
        referer: 'https://evil.example/page',
      },
    );
    expect(viaReferer.statusCode).toBe(403);
    expect([
      await countRows(customers),
      await countRows(otpCodes),
      await countRows(outbox),
    ]).toEqual(before);
  });

  it('refuses a cross-site logout, which leaves the session alive', async () => {
    const u = await registered();
    const cookie = cookieOf(await loginAs(u.email, u.password), 'sid');
    const res = await post('/api/auth/logout', {}, { cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(await sessionUser(cookie)).not.toBeNull();
  });

  it("compares Origin with PUBLIC_URL, not with the request's own Host header", async () => {
    const u = await registered();
    const cookie = cookieOf(await loginAs(u.email, u.password), 'sid');
    // an attacker's page whose request names the attacker's host in both headers
    const res = await post(
      '/api/auth/logout',
      {},
      { cookie, origin: 'https://evil.example', host: 'evil.example' },
    );
    expect(res.statusCode).toBe(403);
    const wrongPort = await post(
      '/api/auth/logout',
      {},
      { cookie, origin: 'http://localhost:4000', host: 'localhost:4000' },
    );
    expect(wrongPort.statusCode).toBe(403);
    expect((await get('/api/auth/profile', cookie)).statusCode).toBe(200);
    // the site itself, under PUBLIC_URL (http://localhost:3000) or another loopback name
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const ok = await post('/api/auth/logout', {}, { origin, host: 'whatever.example' });
      expect(ok.statusCode, origin).toBe(200);
    }
  });

  it('accepts a form of its own page posted with Origin null when the browser says same-origin', async () => {
    const headers = (site: string) => ({ origin: 'null', 'sec-fetch-site': site });
    const own = await post('/api/auth/send-otp', { EmailId: 'x' }, headers('same-origin'));
    expect(own.statusCode).not.toBe(403);
    for (const site of ['same-site', 'none']) {
      const res = await post('/api/auth/send-otp', { EmailId: 'x' }, headers(site));
      expect(res.statusCode, site).toBe(403);
    }
  });

  it('accepts a same-origin POST', async () => {
    const u = await registered();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: u.email, password: u.password },
      headers: {
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/dev/outbox', () => {
  it('shows the codes only to a client on this machine', async () => {
    const local = await ctx.app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const remote = await ctx.app.inject({ url: '/api/dev/outbox', remoteAddress: '192.168.1.20' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toMatch(/OTP/);
  });
});

describe('GET /api/auth/admin-site', () => {
  it('leads to the back office in this app by default', async () => {
    const res = await get('/api/auth/admin-site');
    expect(res.json()).toEqual({ success: true, data: { url: '/admin' } });
  });

  it('leads to another admin site when one is configured', async () => {
    const other = await createTestApp({
      config: { ADMIN_SITE_URL: 'https://admin.example.gov.in/login' },
    });
    try {
      const res = await other.app.inject({ url: '/api/auth/admin-site' });
      expect(res.json().data.url).toBe('https://admin.example.gov.in/login');
    } finally {
      await other.close();
    }
  });
});

describe('in production', () => {
  it('marks the session cookie Secure', async () => {
    const prod = await createTestApp({
      seed: false,
      config: {
        NODE_ENV: 'production',
        APP_SECRET: 'p'.repeat(40),
        PUBLIC_URL: 'https://jtdc.example.in',
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_key',
        RAZORPAY_KEY_SECRET: 'live-key-secret',
        RAZORPAY_WEBHOOK_SECRET: 'live-hook-secret',
      },
    });
    try {
      await prod.deps.db.insert(customers).values({
        userId: 'prod_user',
        email: 'prod@example.com',
        mobile: '9000000001',
        name: 'Prod',
        passwordHash: await hashPassword('secret12'),
      });
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: 'prod_user', password: 'secret12' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((x) => x.name === 'sid')!.secure).toBe(true);
      expect((await prod.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('stored state', () => {
  it('keeps reset grants hashed', async () => {
    const grants = await ctx.deps.db.select().from(resetGrants);
    for (const g of grants) expect(g.id).toMatch(/^[0-9a-f]{64}$/);
  });
});
