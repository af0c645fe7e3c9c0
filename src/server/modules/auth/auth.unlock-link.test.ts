import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, loginAttempts, outbox } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/app';
import { hashPassword } from './auth.service';

/*
 * The account-wide lock (failures from many addresses) cannot keep the owner out (ADR 237): it
 * mails the owner a link, and the browser that opens it may log in with the right password.
 */

let ctx: TestContext;
let clock = Date.parse('2026-12-02T06:00:00Z');
const MIN = 60_000;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => ctx.close());

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;
const login = (identifier: string, password: string, ip: string, cookie?: string): Promise<Reply> =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

async function lockedAccount() {
  const tag = Math.random().toString(36).slice(2, 8);
  const password = 'owner-password-1';
  const [c] = await ctx.deps.db
    .insert(customers)
    .values({
      userId: `owner_${tag}`,
      email: `owner.${tag}@example.com`,
      mobile: `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      name: 'Anita Munda',
      passwordHash: await hashPassword(password),
    })
    .returning();
  // a stranger's 101 failures from 101 addresses within the hour (recorded as the server does)
  await ctx.deps.db.insert(loginAttempts).values(
    Array.from({ length: 101 }, (_, i) => ({
      customerId: c!.id,
      ip: `10.9.${Math.floor(i / 200)}.${i % 200}`,
      success: false,
      createdAt: new Date(clock),
    })),
  );
  return { email: c!.email, password };
}

const unlockMails = (to: string) =>
  ctx.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, to), like(outbox.subject, '%a link to log in%')));

describe('the account-wide login lock', () => {
  it('mails the owner one unlock link; the browser that opens it logs in with the right password, others stay locked', async () => {
    const a = await lockedAccount();
    const locked = await login(a.email, a.password, '192.0.2.70');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/emailed the account holder a link/);
    // the stranger goes on: no second mail within the window
    expect((await login(a.email, 'a-guess-123', '192.0.2.71')).statusCode).toBe(429);
    const mails = await unlockMails(a.email);
    expect(mails).toHaveLength(1);
    const link = /https?:\/\/\S+\/api\/auth\/login-unlock\?token=[^\s"<]+/.exec(mails[0]!.text)![0];

    const opened = await ctx.app.inject({
      method: 'GET',
      url: new URL(link).pathname + new URL(link).search,
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/login?unlock=ok');
    const pass = opened.cookies.find((c) => c.name === 'login_pass')!;
    expect(pass).toMatchObject({ httpOnly: true, path: '/api/auth' });
    const cookie = `login_pass=${pass.value}`;

    // with the pass: a wrong password is still refused, the right one logs in
    expect((await login(a.email, 'a-guess-123', '192.0.2.72', cookie)).statusCode).toBe(401);
    const owner = await login(a.email, a.password, '192.0.2.72', cookie);
    expect(owner.statusCode).toBe(200);
    // without it, still locked, even with the right password
    expect((await login(a.email, a.password, '192.0.2.73')).statusCode).toBe(429);
  });

  it('refuses a forged, altered or old link and a pass of another account', async () => {
    const a = await lockedAccount();
    const b = await lockedAccount();
    await login(a.email, a.password, '192.0.2.80');
    await login(b.email, b.password, '192.0.2.81');
    const linkOf = async (email: string) => {
      const [m] = await unlockMails(email);
      const url = new URL(
        /https?:\/\/\S+\/api\/auth\/login-unlock\?token=[^\s"<]+/.exec(m!.text)![0],
      );
      return url.pathname + url.search;
    };
    const open = (url: string) => ctx.app.inject({ method: 'GET', url });

    const forged = await open('/api/auth/login-unlock?token=1.99999999999999.' + 'A'.repeat(43));
    expect(forged.headers.location).toBe('/login?unlock=expired');
    expect(forged.cookies.find((c) => c.name === 'login_pass')).toBeUndefined();
    const aLink = await linkOf(a.email);
    const altered = await open(aLink.replace(/token=\d+/, 'token=1'));
    expect(altered.headers.location).toBe('/login?unlock=expired');

    // b's pass does not open a's account
    const bPass = (await open(await linkOf(b.email))).cookies.find((c) => c.name === 'login_pass')!;
    expect(
      (await login(a.email, a.password, '192.0.2.82', `login_pass=${bPass.value}`)).statusCode,
    ).toBe(429);

    clock += 25 * 60 * MIN; // the link lives 24 hours
    const old = await open(aLink);
    expect(old.headers.location).toBe('/login?unlock=expired');
  });
});
