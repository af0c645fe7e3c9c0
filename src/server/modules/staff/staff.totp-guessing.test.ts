import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/app';
import { onPostgresServer } from '../../test/db';
import { staffSession } from '../../test/staff';
import { totpCode } from './staff.totp';

/*
 * The second factor cannot be guessed by spreading wrong codes over many addresses (ADR 235): wrong
 * codes are counted per account too, and a code is taken once even by two requests at once. On the
 * PostgreSQL server (DATABASE_URL) the parallel sign-ins really run at once on a pool.
 */

let ctx: TestContext;
let clock = Date.parse('2026-12-01T06:00:00Z');
const MIN = 60_000;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => ctx.close());

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;
const login = (payload: Record<string, unknown>, ip = '192.0.2.1'): Promise<Reply> =>
  ctx.app.inject({ method: 'POST', url: '/api/staff/login', payload, remoteAddress: ip });

/** A staff account with a password and two-factor sign-in set up; returns its secret. */
async function enrolledAccount() {
  const admin = await staffSession(ctx, 'admin');
  const email = `totp${Math.random().toString(36).slice(2, 10)}@staff.test`;
  const password = 'a-long-enough-password';
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/api/staff/accounts',
    headers: { cookie: admin.cookie },
    payload: { email, role: 'content_editor', hotelIds: [], password },
  });
  expect(made.statusCode).toBe(200);
  const first = await login({ email, password });
  const cookie = `staff_sid=${first.cookies.find((c) => c.name === 'staff_sid')!.value}`;
  const setup = await ctx.app.inject({
    method: 'POST',
    url: '/api/staff/totp/setup',
    headers: { cookie },
    payload: {},
  });
  const secret = setup.json().data.secret as string;
  const confirm = await ctx.app.inject({
    method: 'POST',
    url: '/api/staff/totp/confirm',
    headers: { cookie },
    payload: { code: totpCode(secret, new Date(clock)) },
  });
  expect(confirm.statusCode).toBe(200);
  clock += MIN; // the next sign-in uses a new time step
  return { email, password, secret, adminEmail: admin.email };
}

describe(`staff second factor (${onPostgresServer() ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('pauses an account’s second factor after 20 wrong codes from many addresses and mails the admins, but not its password step', async () => {
    const a = await enrolledAccount();
    const wrong = totpCode(a.secret, new Date(clock - 10 * MIN));
    // one wrong code from each of 20 addresses: no (address, account) pair reaches its own limit
    for (let i = 0; i < 20; i++) {
      const r = await login(
        { email: a.email, password: a.password, totp: wrong },
        `198.51.100.${i + 1}`,
      );
      expect(r.statusCode, `try ${i + 1}`).toBe(401);
    }
    const paused = await login(
      { email: a.email, password: a.password, totp: wrong },
      '198.51.100.21',
    );
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toMatch(/two-factor sign-in is paused for 15 minutes/);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);

    // even the right code waits, from any address
    const right = await login(
      { email: a.email, password: a.password, totp: totpCode(a.secret, new Date(clock)) },
      '203.0.113.50',
    );
    expect(right.statusCode).toBe(429);
    // the password step is not locked: a right password still asks for the code
    const password = await login({ email: a.email, password: a.password }, '203.0.113.51');
    expect(password.statusCode).toBe(401);
    expect(password.json().totpRequired).toBe(true);

    // every admin is told once
    const mails = await ctx.deps.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `%two-factor sign-in paused for ${a.email}%`));
    expect(mails.map((m) => m.recipient)).toContain(a.adminEmail);
    expect(mails.filter((m) => m.recipient === a.adminEmail)).toHaveLength(1);

    clock += 16 * MIN;
    const later = await login(
      { email: a.email, password: a.password, totp: totpCode(a.secret, new Date(clock)) },
      '203.0.113.52',
    );
    expect(later.statusCode).toBe(200);
  });

  it('right codes do not count towards the pause', async () => {
    const a = await enrolledAccount();
    for (let i = 0; i < 25; i++) {
      clock += MIN / 2; // a new time step each time
      const r = await login(
        { email: a.email, password: a.password, totp: totpCode(a.secret, new Date(clock)) },
        `198.51.100.${100 + i}`,
      );
      expect(r.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
  });

  it('accepts the same right code once when it is sent twice at once', async () => {
    const a = await enrolledAccount();
    const code = totpCode(a.secret, new Date(clock));
    const replies = await Promise.all([
      login({ email: a.email, password: a.password, totp: code }, '192.0.2.10'),
      login({ email: a.email, password: a.password, totp: code }, '192.0.2.11'),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const sessions = replies.filter((r) => r.cookies.some((c) => c.name === 'staff_sid'));
    expect(sessions).toHaveLength(1);
    const admins = await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, a.email));
    expect(admins).toHaveLength(0); // nothing mailed to the account itself
  });
});
