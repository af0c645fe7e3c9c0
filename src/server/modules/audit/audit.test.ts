import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { staffSession } from '../../test/staff';
import { recordAudit } from './audit.service';

/** Staff account management writes the audit log; only admins read it (JSON and CSV). */

let ctx: TestContext;
let clock = Date.parse('2026-11-20T18:20:00Z'); // 23:50 IST on 20 November
const MIN = 60_000;

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;
const send = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  cookie: string,
  payload?: Record<string, unknown>,
): Promise<Reply> =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

let admin: Awaited<ReturnType<typeof staffSession>>;
let otherAdmin: Awaited<ReturnType<typeof staffSession>>;
let created = 0;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(clock) });
  admin = await staffSession(ctx, 'admin', { email: 'chief@staff.test' });
  otherAdmin = await staffSession(ctx, 'admin', { email: 'deputy@staff.test' });
  // 20 November: create a hotel manager; 21 November: move them to hotels 2 and 3, disable, reset TOTP, password
  const res = await send('POST', '/api/staff/accounts', admin.cookie, {
    email: 'New.Manager@staff.test',
    role: 'hotel_manager',
    hotelIds: [1],
    password: 'a-long-enough-password',
  });
  expect(res.statusCode).toBe(200);
  created = res.json().data.id;
  clock += 15 * MIN; // 00:05 IST on 21 November (the sessions are still live)
  const steps: [string, string, Record<string, unknown>?][] = [
    [
      `/api/staff/accounts/${created}`,
      otherAdmin.cookie,
      { role: 'hotel_manager', hotelIds: [3, 2] },
    ],
    [`/api/staff/accounts/${created}/disable`, admin.cookie],
    [`/api/staff/accounts/${created}/reset-totp`, admin.cookie],
    [
      `/api/staff/accounts/${created}/password`,
      admin.cookie,
      { password: 'another-long-password' },
    ],
  ];
  for (const [i, [url, cookie, body]] of steps.entries()) {
    const r = await send(i === 0 ? 'PATCH' : 'POST', url, cookie, body);
    expect(r.statusCode, url).toBe(200);
  }
});
afterAll(() => ctx.close());

type Entry = {
  action: string;
  staffEmail: string | null;
  entityId: string | null;
  before: unknown;
  after: unknown;
  at: string;
};
const entries = async (query = '') =>
  (
    await send('GET', `/api/staff/audit?entity=staff&entityId=${created}${query}`, admin.cookie)
  ).json().data as {
    items: Entry[];
    total: number;
    entities: string[];
    staff: { email: string }[];
  };

describe('the audit log', () => {
  it('records who created an account, when, and what it became (no password hash)', async () => {
    const log = await entries();
    const create = log.items.find((e) => e.action === 'create')!;
    expect(create).toMatchObject({
      staffEmail: 'chief@staff.test',
      entityId: String(created),
      before: null,
      after: {
        email: 'new.manager@staff.test',
        role: 'hotel_manager',
        hotelIds: [1],
        disabled: false,
        totpEnabled: false,
      },
      at: '2026-11-20T18:20:00.000Z',
    });
    expect(JSON.stringify(log)).not.toMatch(/argon2|passwordHash|totpSecret/);
  });

  it('records every change with before and after, newest first', async () => {
    const log = await entries();
    expect(log.items.map((e) => e.action)).toEqual([
      'set-password',
      'reset-totp',
      'disable',
      'update',
      'create',
    ]);
    const update = log.items.find((e) => e.action === 'update')!;
    expect(update.staffEmail).toBe('deputy@staff.test');
    expect(update.before).toMatchObject({ hotelIds: [1] });
    expect(update.after).toMatchObject({ hotelIds: [2, 3] });
    const disable = log.items.find((e) => e.action === 'disable')!;
    expect(disable.before).toMatchObject({ disabled: false });
    expect(disable.after).toMatchObject({ disabled: true });
  });

  it('filters by staff member, by date range (IST days) and pages', async () => {
    const byDeputy = await entries(`&staffId=${otherAdmin.id}`);
    expect(byDeputy.items.map((e) => e.action)).toEqual(['update']);
    const day1 = await entries('&from=2026-11-20&to=2026-11-20');
    expect(day1.items.map((e) => e.action)).toEqual(['create']);
    const day2 = await entries('&from=2026-11-21');
    expect(day2.total).toBe(4);
    const page2 = await entries('&pageSize=2&page=2');
    expect(page2.items.map((e) => e.action)).toEqual(['disable', 'update']);
    expect(page2.total).toBe(5);
    expect(day1.entities).toContain('staff');
    expect(day1.staff.map((s) => s.email)).toEqual(
      expect.arrayContaining(['chief@staff.test', 'deputy@staff.test']),
    );
  });

  it('exports the filtered log as CSV', async () => {
    const res = await send(
      'GET',
      `/api/staff/audit.csv?entity=staff&entityId=${created}`,
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('audit-log.csv');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,at,staff_id,staff_email,action,entity,entity_id,before,after');
    expect(lines).toHaveLength(6);
    expect(lines[5]).toContain(',create,staff,');
    expect(lines[5]).toContain('""email"":""new.manager@staff.test""');
  });

  it('is readable by admins only', async () => {
    for (const role of ['hotel_manager', 'content_editor', 'accounts'] as const) {
      const s = await staffSession(ctx, role, { hotelIds: role === 'hotel_manager' ? [1] : [] });
      expect((await send('GET', '/api/staff/audit', s.cookie)).statusCode).toBe(403);
      expect((await send('GET', '/api/staff/audit.csv', s.cookie)).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ url: '/api/staff/audit' })).statusCode).toBe(401);
  });

  it('is written in the transaction of the change: a change rolled back leaves no entry', async () => {
    const before = (await entries()).total;
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await recordAudit(tx, {
          staffId: admin.id,
          action: 'update',
          entity: 'staff',
          entityId: created,
          at: ctx.deps.now(),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await entries()).total).toBe(before);
  });
});

describe('staff account management', () => {
  it('refuses a second account with the same email, in any case', async () => {
    const res = await send('POST', '/api/staff/accounts', admin.cookie, {
      email: 'NEW.manager@staff.test',
      role: 'accounts',
      password: 'a-long-enough-password',
    });
    expect(res.statusCode).toBe(409);
  });

  it('refuses a hotel manager without a hotel, a short password and an unknown hotel', async () => {
    const base = { email: 'x1@staff.test', password: 'a-long-enough-password' };
    const noHotel = await send('POST', '/api/staff/accounts', admin.cookie, {
      ...base,
      role: 'hotel_manager',
    });
    expect(noHotel.statusCode).toBe(400);
    const short = await send('POST', '/api/staff/accounts', admin.cookie, {
      ...base,
      role: 'accounts',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    const unknown = await send('POST', '/api/staff/accounts', admin.cookie, {
      ...base,
      role: 'hotel_manager',
      hotelIds: [99999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('A chosen hotel does not exist.');
  });

  it('an admin can neither disable nor demote themselves', async () => {
    const disable = await send('POST', `/api/staff/accounts/${admin.id}/disable`, admin.cookie);
    expect(disable.statusCode).toBe(409);
    const demote = await send('PATCH', `/api/staff/accounts/${admin.id}`, admin.cookie, {
      role: 'accounts',
      hotelIds: [],
    });
    expect(demote.statusCode).toBe(409);
  });

  it('lists accounts without secrets, and answers 404 for an unknown one', async () => {
    const res = await send('GET', '/api/staff/accounts', admin.cookie);
    const list = res.json().data as { email: string; hotelIds: number[]; disabled: boolean }[];
    expect(list.find((a) => a.email === 'new.manager@staff.test')).toMatchObject({
      hotelIds: [2, 3],
      disabled: true,
    });
    expect(list.find((a) => a.email === 'manager@jtdc.demo')).toMatchObject({ hotelIds: [1] });
    expect(res.body).not.toMatch(/argon2|password|secret/i);
    const missing = await send('POST', '/api/staff/accounts/99999/disable', admin.cookie);
    expect(missing.statusCode).toBe(404);
  });
});
