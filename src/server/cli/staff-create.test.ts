import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { openPglite } from '../db/client';
import { createTestApp, type TestContext } from '../test/app';
import { onPostgresServer } from '../test/db';
import { totpCode } from '../modules/staff/staff.totp';
import { staffCreate, type Io } from './staff-create';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());

function io(answers: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const asked: string[] = [];
  const value: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    askSecret: async (q) => {
      asked.push(q);
      return answers.shift() ?? '';
    },
    tty: false,
  };
  return { value, out, err, asked };
}

const PASSWORD = 'the-first-admin-password';

describe('npm run staff:create', () => {
  it('creates an admin with two-factor sign-in on, prints the URI, and the account can sign in', async () => {
    const t = io();
    const code = await staffCreate(
      ['--email', 'First.Admin@jtdc.example.in', '--role', 'admin'],
      { STAFF_PASSWORD: PASSWORD },
      ctx.deps.config,
      ctx.deps.db,
      t.value,
    );
    expect(code, t.err.join('\n')).toBe(0);
    expect(t.asked).toEqual([]);
    const text = t.out.join('\n');
    expect(text).toContain('Created admin first.admin@jtdc.example.in');
    const uri = /URI: (otpauth:\/\/totp\/\S+)/.exec(text)![1]!;
    const secret = /Key: ([A-Z2-7]+)/.exec(text)![1]!;
    expect(uri).toContain(`secret=${secret}`);

    const login = (totp?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email: 'first.admin@jtdc.example.in', password: PASSWORD, totp },
      });
    expect((await login()).json().totpRequired).toBe(true);
    const ok = await login(totpCode(secret, new Date()));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.role).toBe('admin');

    // the creation is in the audit log, made by the command (no staff member)
    const rows = await ctx.deps.db.query.auditLog.findMany();
    const create = rows.find((r) => r.action === 'create' && r.staffId === null)!;
    expect(create.after).toMatchObject({ email: 'first.admin@jtdc.example.in', totpEnabled: true });
  });

  it('asks for the password twice without STAFF_PASSWORD, and stops when they differ', async () => {
    const same = io(['a-typed-password-1', 'a-typed-password-1']);
    const args = [
      '--email',
      'typed@jtdc.example.in',
      '--role',
      'hotel_manager',
      '--hotel',
      '1',
      '--hotel',
      '2',
      '--no-totp',
    ];
    expect(await staffCreate(args, {}, ctx.deps.config, ctx.deps.db, same.value)).toBe(0);
    expect(same.asked).toHaveLength(2);
    expect(same.out.join('\n')).toContain('for hotels 1, 2');
    expect(same.out.join('\n')).not.toContain('otpauth');

    const differ = io(['a-typed-password-1', 'a-typed-password-2']);
    const args2 = ['--email', 'typed2@jtdc.example.in', '--role', 'accounts'];
    expect(await staffCreate(args2, {}, ctx.deps.config, ctx.deps.db, differ.value)).toBe(1);
    expect(differ.err.join('\n')).toContain('differ');
  });

  it('refuses a bad role, a short password, a duplicate email and --no-totp where TOTP is required', async () => {
    const run = (
      args: string[],
      env: Record<string, string> = { STAFF_PASSWORD: PASSWORD },
      config = ctx.deps.config,
    ) => {
      const t = io();
      return staffCreate(args, env, config, ctx.deps.db, t.value).then((code) => ({
        code,
        err: t.err.join('\n'),
      }));
    };
    expect((await run(['--email', 'x@jtdc.example.in', '--role', 'king'])).code).toBe(2);
    expect(
      (await run(['--email', 'x@jtdc.example.in', '--role', 'admin'], { STAFF_PASSWORD: 'short' }))
        .code,
    ).toBe(2);
    expect((await run(['--role', 'admin'])).code).toBe(2);
    expect((await run(['--email', 'x@jtdc.example.in', '--role', 'admin', '--bogus'])).code).toBe(
      2,
    );
    const dup = await run(['--email', 'admin@jtdc.demo', '--role', 'admin']);
    expect(dup.code).toBe(1);
    expect(dup.err).toContain('already exists');
    const strict = testConfig({ STAFF_TOTP_REQUIRED: 'true' });
    expect(
      (
        await run(
          ['--email', 'y@jtdc.example.in', '--role', 'admin', '--no-totp'],
          undefined,
          strict,
        )
      ).code,
    ).toBe(2);
  });

  it.skipIf(onPostgresServer())(
    'runs as a command on an embedded database in DATA_DIR',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'staff-create-'));
      try {
        const r = spawnSync(
          process.execPath,
          [
            '--import',
            'tsx',
            'src/server/cli/staff-create.ts',
            '--email',
            'cli@jtdc.example.in',
            '--role',
            'admin',
          ],
          {
            cwd: path.resolve(import.meta.dirname, '../../..'),
            env: {
              PATH: process.env.PATH,
              NODE_ENV: 'development',
              DATA_DIR: dir,
              STAFF_PASSWORD: PASSWORD,
            },
            encoding: 'utf8',
            timeout: 120_000,
          },
        );
        expect(r.status, r.stderr).toBe(0);
        expect(r.stdout).toContain('Created admin cli@jtdc.example.in');
        expect(r.stdout).toMatch(/URI: otpauth:\/\/totp\//);
        const handle = await openPglite(dir);
        try {
          const rows = await handle.db.query.staff.findMany();
          expect(rows.map((s) => s.email)).toEqual(['cli@jtdc.example.in']);
          expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
        } finally {
          await handle.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
