import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';

let ctx: TestContext;
let clock = Date.now();
const MIN = 60_000;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => ctx.close());

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;

const post = (url: string, payload?: Record<string, unknown>, cookie?: string): Promise<Reply> =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The staff cookie a reply sets, as a Cookie header. */
function cookieOf(res: Reply): string {
  const c = res.cookies.find((x) => x.name === 'staff_sid');
  if (!c) throw new Error('no staff cookie');
  return `staff_sid=${c.value}`;
}

const DEMO = 'demo-staff-password';

describe('staff login', () => {
  it('signs the demo admin in with a strict, HttpOnly staff cookie and tells who it is', async () => {
    const res = await post('/api/staff/login', { email: 'Admin@JTDC.demo', password: DEMO });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: 'admin@jtdc.demo',
      role: 'admin',
      hotelIds: [],
    });
    const c = res.cookies.find((x) => x.name === 'staff_sid')!;
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(res.cookies.find((x) => x.name === 'sid')).toBeUndefined();
    const me = await get('/api/staff/me', cookieOf(res));
    expect(me.json().data).toMatchObject({ email: 'admin@jtdc.demo', role: 'admin' });
  });

  it('gives the demo hotel manager hotel 1', async () => {
    const res = await post('/api/staff/login', { email: 'manager@jtdc.demo', password: DEMO });
    expect(res.json().data).toMatchObject({ role: 'hotel_manager', hotelIds: [1] });
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const a = await post('/api/staff/login', {
      email: 'admin@jtdc.demo',
      password: 'wrong-password',
    });
    const b = await post('/api/staff/login', { email: 'nobody@jtdc.demo', password: DEMO });
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.json().message).toBe(b.json().message);
    expect(a.cookies.find((x) => x.name === 'staff_sid')).toBeUndefined();
  });

  it('answers me with data null without a session', async () => {
    const res = await get('/api/staff/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });
  });

  it('logout ends the session', async () => {
    const cookie = cookieOf(
      await post('/api/staff/login', { email: 'editor@jtdc.demo', password: DEMO }),
    );
    expect((await get('/api/staff/me', cookie)).json().data).not.toBeNull();
    expect((await post('/api/staff/logout', undefined, cookie)).statusCode).toBe(200);
    expect((await get('/api/staff/me', cookie)).json().data).toBeNull();
  });

  it('ends a session after 30 minutes without a request, and a request keeps it alive', async () => {
    const cookie = cookieOf(
      await post('/api/staff/login', { email: 'accounts@jtdc.demo', password: DEMO }),
    );
    clock += 29 * MIN;
    expect((await get('/api/staff/me', cookie)).json().data).not.toBeNull();
    clock += 29 * MIN;
    expect((await get('/api/staff/me', cookie)).json().data).not.toBeNull();
    clock += 31 * MIN;
    expect((await get('/api/staff/me', cookie)).json().data).toBeNull();
  });

  it('a new sign-in clears the ended sessions of that staff member', async () => {
    const login = () => post('/api/staff/login', { email: 'accounts@jtdc.demo', password: DEMO });
    await login();
    clock += 31 * MIN;
    await login();
    const all = await ctx.deps.db.query.staff.findMany();
    const id = all.find((s) => s.email === 'accounts@jtdc.demo')!.id;
    const rows = (await ctx.deps.db.query.staffSessions.findMany()).filter((r) => r.staffId === id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.lastSeenAt.getTime()).toBe(clock);
  });
});

describe('cookie separation', () => {
  it('a staff cookie is not a customer session', async () => {
    const cookie = cookieOf(
      await post('/api/staff/login', { email: 'admin@jtdc.demo', password: DEMO }),
    );
    const profile = await get('/api/auth/profile', cookie);
    expect(profile.json().user).toBeNull();
    const history = await get('/api/dashboard/admin/booking-history', cookie);
    expect(history.statusCode).toBe(401);
  });
});
