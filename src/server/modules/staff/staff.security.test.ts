import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { HttpError } from '../../http-errors';
import {
  assertHotelReach,
  staffCookieOptions,
  type StaffMember,
} from '../../plugins/staff-session';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie, staffSession } from '../../test/staff';
import { totpCode } from './staff.totp';

/** Two-factor sign-in, lock-out, roles and cookie separation of the back office. */

let ctx: TestContext;
let clock = Date.parse('2026-11-23T06:00:00Z');
const MIN = 60_000;
const DEMO = 'demo-staff-password';

beforeAll(async () => {
  ctx = await createTestApp({
    now: () => new Date(clock),
    // the account-wide limit (customers) is set low to show staff logins do not have it
    config: {
      LOGIN_IP_ACCOUNT_FAILURES: '3',
      LOGIN_ACCOUNT_FAILURES: '5',
      LOGIN_IP_FAILURES: '1000',
    },
  });
});
afterAll(() => ctx.close());

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;

function post(
  url: string,
  payload?: Record<string, unknown>,
  opts: { cookie?: string; ip?: string } = {},
): Promise<Reply> {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
    ...(payload ? { payload } : {}),
  });
}
const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function cookieOf(res: Reply): string {
  const c = res.cookies.find((x) => x.name === 'staff_sid');
  if (!c) throw new Error(`no staff cookie: ${res.statusCode} ${res.body}`);
  return `staff_sid=${c.value}`;
}

/** A new admin account with a password, made through the API by a signed-in admin. */
async function newAccount(role = 'admin', hotelIds: number[] = []) {
  const admin = await staffSession(ctx, 'admin');
  const email = `t${Math.random().toString(36).slice(2, 10)}@staff.test`;
  const res = await post(
    '/api/staff/accounts',
    { email, role, hotelIds, password: 'a-long-enough-password' },
    { cookie: admin.cookie },
  );
  expect(res.statusCode).toBe(200);
  return { email, password: 'a-long-enough-password', id: res.json().data.id as number };
}

/** Signs in and sets up TOTP; returns the secret. */
async function enrol(email: string, password: string): Promise<string> {
  const cookie = cookieOf(await post('/api/staff/login', { email, password }));
  const setup = await post('/api/staff/totp/setup', {}, { cookie });
  expect(setup.statusCode).toBe(200);
  const { secret, uri, qrSvg } = setup.json().data;
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  expect(uri).toContain(`secret=${secret}`);
  expect(qrSvg).toMatch(/^<svg/);
  const wrong = await post('/api/staff/totp/confirm', { code: '000000' }, { cookie });
  expect(wrong.statusCode).toBe(400);
  const ok = await post(
    '/api/staff/totp/confirm',
    { code: totpCode(secret, new Date(clock)) },
    { cookie },
  );
  expect(ok.statusCode).toBe(200);
  expect(ok.json().data.totpEnabled).toBe(true);
  clock += MIN; // the next login uses a new time step
  return secret;
}

describe('two-factor sign-in', () => {
  it('asks for the code after a right password, refuses a wrong one, accepts the right one once', async () => {
    const a = await newAccount();
    const secret = await enrol(a.email, a.password);

    const missing = await post('/api/staff/login', { email: a.email, password: a.password });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ success: false, totpRequired: true });
    expect(missing.cookies.find((c) => c.name === 'staff_sid')).toBeUndefined();

    const bad = await post('/api/staff/login', {
      email: a.email,
      password: a.password,
      totp: totpCode(secret, new Date(clock - 10 * MIN)),
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().totpRequired).toBe(true);

    const code = totpCode(secret, new Date(clock));
    const good = await post('/api/staff/login', {
      email: a.email,
      password: a.password,
      totp: code,
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.totpEnabled).toBe(true);

    // the same code cannot be used twice (replay)
    const again = await post('/api/staff/login', {
      email: a.email,
      password: a.password,
      totp: code,
    });
    expect(again.statusCode).toBe(401);
  });

  it('a wrong password with a right code is still refused, without telling the code was right', async () => {
    const a = await newAccount();
    const secret = await enrol(a.email, a.password);
    const res = await post('/api/staff/login', {
      email: a.email,
      password: 'not-the-password',
      totp: totpCode(secret, new Date(clock)),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().totpRequired).toBeUndefined();
  });

  it('refuses a second set-up once two-factor sign-in is on', async () => {
    const a = await newAccount();
    await enrol(a.email, a.password);
    const s = await staffSession(ctx, 'content_editor');
    expect((await post('/api/staff/totp/setup', {}, { cookie: s.cookie })).statusCode).toBe(409);
  });
});

describe('lock-out', () => {
  it('locks one (IP, account) for 15 minutes after repeated failures, then lets the owner in', async () => {
    const a = await newAccount();
    const ip = '198.51.100.7';
    for (let i = 0; i < 3; i++) {
      const r = await post('/api/staff/login', { email: a.email, password: 'wrong-guess' }, { ip });
      expect(r.statusCode).toBe(401);
    }
    const locked = await post(
      '/api/staff/login',
      { email: a.email, password: 'wrong-guess' },
      { ip },
    );
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // even the right password waits out the lock from that address
    const right = await post('/api/staff/login', { email: a.email, password: a.password }, { ip });
    expect(right.statusCode).toBe(429);
    clock += 16 * MIN;
    const later = await post('/api/staff/login', { email: a.email, password: a.password }, { ip });
    expect(later.statusCode).toBe(200);
  });

  it('strangers failing from other addresses cannot lock the staff member out', async () => {
    const a = await newAccount();
    // three addresses, each up to its own (IP, account) limit: 9 failures on the account
    for (const ip of ['203.0.113.9', '203.0.113.10', '203.0.113.11']) {
      for (let i = 0; i < 4; i++) {
        await post('/api/staff/login', { email: a.email, password: 'guess' }, { ip });
      }
    }
    const stranger = await post(
      '/api/staff/login',
      { email: a.email, password: 'guess' },
      { ip: '203.0.113.9' },
    );
    expect(stranger.statusCode).toBe(429);
    const owner = await post(
      '/api/staff/login',
      { email: a.email, password: a.password },
      { ip: '192.0.2.44' },
    );
    expect(owner.statusCode).toBe(200);
  });

  it('a disabled account cannot sign in and its sessions end', async () => {
    const a = await newAccount();
    const cookie = cookieOf(
      await post('/api/staff/login', { email: a.email, password: a.password }),
    );
    const admin = await staffSession(ctx, 'admin');
    expect(
      (await post(`/api/staff/accounts/${a.id}/disable`, {}, { cookie: admin.cookie })).statusCode,
    ).toBe(200);
    expect((await get('/api/staff/me', cookie)).json().data).toBeNull();
    const again = await post('/api/staff/login', { email: a.email, password: a.password });
    expect(again.statusCode).toBe(401);
  });
});

describe('roles and reach', () => {
  it('answers 401 without a staff session and 403 for a role not allowed', async () => {
    expect((await get('/api/staff/audit')).statusCode).toBe(401);
    expect((await get('/api/staff/accounts')).statusCode).toBe(401);
    for (const role of ['hotel_manager', 'content_editor', 'accounts'] as const) {
      const s = await staffSession(ctx, role, { hotelIds: role === 'hotel_manager' ? [1] : [] });
      expect((await get('/api/staff/audit', s.cookie)).statusCode, role).toBe(403);
      expect((await get('/api/staff/accounts', s.cookie)).statusCode, role).toBe(403);
      expect((await get('/api/staff/dashboard', s.cookie)).statusCode, role).toBe(200);
    }
  });

  it('lets a hotel manager reach only assigned hotels (404 for another), other roles every hotel', () => {
    const member = (role: StaffMember['role'], hotelIds: number[] = []): StaffMember => ({
      id: 1,
      email: 'x@staff.test',
      role,
      hotelIds,
      totpEnabled: true,
    });
    expect(() => assertHotelReach(member('hotel_manager', [1, 3]), 3)).not.toThrow();
    let err: unknown;
    try {
      assertHotelReach(member('hotel_manager', [1, 3]), 2);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(404);
    for (const role of ['admin', 'accounts', 'content_editor'] as const) {
      expect(() => assertHotelReach(member(role), 2)).not.toThrow();
    }
  });

  it('staffCookie gives a working session of the role asked for', async () => {
    const cookie = await staffCookie(ctx, 'hotel_manager', { hotelIds: [3] });
    const me = (await get('/api/staff/me', cookie)).json().data;
    expect(me).toMatchObject({ role: 'hotel_manager', hotelIds: [3], totpEnabled: true });
  });

  it("shows a hotel manager only their own hotels' day", async () => {
    const m = await staffSession(ctx, 'hotel_manager', { hotelIds: [2] });
    const res = await get('/api/staff/dashboard', m.cookie);
    expect(res.json().data.hotels.map((h: { hotelId: number }) => h.hotelId)).toEqual([2]);
    const admin = await staffSession(ctx, 'admin');
    const all = (await get('/api/staff/dashboard', admin.cookie)).json().data.hotels;
    expect(all.length).toBeGreaterThan(1);
  });

  it('makes a signed-in staff member without two-factor set it up first where it is required', async () => {
    const strict = await createTestApp({ config: { STAFF_TOTP_REQUIRED: 'true' } });
    try {
      const login = await strict.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email: 'admin@jtdc.demo', password: DEMO },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().data.totpRequired).toBe(true);
      const cookie = cookieOf(login);
      const audit = await strict.app.inject({ url: '/api/staff/audit', headers: { cookie } });
      expect(audit.statusCode).toBe(403);
      const setup = await strict.app.inject({
        method: 'POST',
        url: '/api/staff/totp/setup',
        headers: { cookie },
        payload: {},
      });
      const secret = setup.json().data.secret as string;
      const confirm = await strict.app.inject({
        method: 'POST',
        url: '/api/staff/totp/confirm',
        headers: { cookie },
        payload: { code: totpCode(secret, new Date()) },
      });
      expect(confirm.json().data.totpRequired).toBe(false);
      const after = await strict.app.inject({ url: '/api/staff/audit', headers: { cookie } });
      expect(after.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('cookie separation', () => {
  it('a customer cookie never works on staff routes', async () => {
    const c = await createCustomerSession(ctx);
    expect((await get('/api/staff/me', c.cookie)).json().data).toBeNull();
    expect((await get('/api/staff/dashboard', c.cookie)).statusCode).toBe(401);
    // not even when the customer's token is sent under the staff cookie's name
    const token = c.cookie.split('=')[1];
    expect((await get('/api/staff/dashboard', `staff_sid=${token}`)).statusCode).toBe(401);
  });

  it('a staff cookie never works on customer routes', async () => {
    const s = await staffSession(ctx, 'admin');
    expect((await get('/api/auth/profile', s.cookie)).json().user).toBeNull();
    expect((await get('/api/dashboard/admin/booking-history', s.cookie)).statusCode).toBe(401);
    // nor under the customer cookie's name
    const token = s.cookie.split('=')[1];
    expect((await get('/api/auth/profile', `sid=${token}`)).json().user).toBeNull();
  });

  it('the staff cookie is Secure in production', () => {
    const prod = testConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://jtdc.example.in',
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    });
    expect(staffCookieOptions(prod, 60)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'strict',
    });
    expect(prod.staffTotpRequired).toBe(true);
    expect(prod.demoStaffPassword).toBeNull();
  });
});

describe('sign-ins in the audit log', () => {
  type Entry = { action: string; staffId: number | null; after: Record<string, unknown> };
  const entriesOf = async (id: number): Promise<Entry[]> => {
    const admin = await staffCookie(ctx, 'admin');
    const res = await get(`/api/staff/audit?entity=staff&entityId=${id}&pageSize=200`, admin);
    expect(res.statusCode).toBe(200);
    return (res.json().data.items as Entry[]).filter((e) => e.action.startsWith('sign-in'));
  };

  it('records a success and each failure (wrong password, wrong code, disabled) with the address', async () => {
    const a = await newAccount();
    const ip = '198.51.100.44';
    expect(
      (await post('/api/staff/login', { ...a, password: 'wrong-password!' }, { ip })).statusCode,
    ).toBe(401);
    const ok = await post('/api/staff/login', { email: a.email, password: a.password }, { ip });
    expect(ok.statusCode).toBe(200);
    const secret = await enrol(a.email, a.password);
    const wrongCode = totpCode(secret, new Date(clock - 10 * MIN));
    const bad = await post('/api/staff/login', { ...a, totp: wrongCode }, { ip });
    expect(bad.statusCode).toBe(401);

    const admin = await staffCookie(ctx, 'admin');
    expect(
      (await post(`/api/staff/accounts/${a.id}/disable`, {}, { cookie: admin })).statusCode,
    ).toBe(200);
    const code = totpCode(secret, new Date(clock));
    expect((await post('/api/staff/login', { ...a, totp: code }, { ip })).statusCode).toBe(401);

    const entries = await entriesOf(a.id);
    // newest first; enrol() signed in once more (from the default address)
    expect(entries.map((e) => [e.action, e.after.reason ?? null])).toEqual([
      ['sign-in-failed', 'disabled'],
      ['sign-in-failed', 'wrong-code'],
      ['sign-in', null],
      ['sign-in', null],
      ['sign-in-failed', 'wrong-password'],
    ]);
    expect(entries[2]!.staffId).toBe(a.id);
    expect(entries[4]).toMatchObject({ staffId: null, after: { email: a.email, ip } });
    expect(JSON.stringify(entries)).not.toContain(a.password);
  });

  it('records a failed sign-in to an account that does not exist, with the email typed', async () => {
    const email = `nobody${Date.now()}@staff.test`;
    expect((await post('/api/staff/login', { email, password: 'whatever-it-is' })).statusCode).toBe(
      401,
    );
    const admin = await staffCookie(ctx, 'admin');
    const res = await get('/api/staff/audit?entity=staff&pageSize=200', admin);
    const items = res.json().data.items as Entry[];
    expect(items).toContainEqual(
      expect.objectContaining({
        action: 'sign-in-failed',
        staffId: null,
        after: expect.objectContaining({ email, reason: 'unknown-account' }),
      }),
    );
  });
});
