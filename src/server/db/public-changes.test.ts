import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { buildWebIfNeeded } from '../../../scripts/build-web.mjs';
import { FACILITY_NAMES, hotelBody } from '../../shared/contracts/staff-hotels';
import { todayIst } from '../../shared/dates';
import { hashToken } from '../plugins/session';
import { STAFF_COOKIE } from '../plugins/staff-session';
import { createTestApp, type TestContext } from '../test/app';
import {
  createServerDatabase,
  serverDatabaseUrl,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../test/processes';
import { openPostgres, type DbHandle } from './client';
import { hotels, staff, staffSessions, tours } from './schema/index';
import { seedDemo } from './seed/index';

/**
 * Issue 23: every cache of public data is dropped on every machine after a change (ADR 246). Two
 * server processes on one PostgreSQL database; B has the hotel reply, the hotel page and the
 * tours page cached; a staff member changes them through A; B serves the change within a moment.
 */
describe.runIf(serverDatabaseUrl())(
  'a change made through one process, read through another',
  () => {
    let database: ServerDatabase;
    let handle: DbHandle;
    let a: ServerProcess;
    let b: ServerProcess;
    let cookie = '';

    beforeAll(async () => {
      (buildWebIfNeeded as () => void)();
      database = await createServerDatabase(serverDatabaseUrl()!);
      handle = await openPostgres(database.url, 2);
      await seedDemo(handle.db, todayIst());
      const now = new Date();
      const [admin] = await handle.db
        .insert(staff)
        .values({
          email: 'admin.cachesync@staff.test',
          role: 'admin',
          passwordHash: 'not-a-real-hash',
          totpEnabledAt: now,
        })
        .returning({ id: staff.id });
      const token = randomBytes(32).toString('base64url');
      await handle.db.insert(staffSessions).values({
        id: hashToken(token),
        staffId: admin!.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
      });
      cookie = `${STAFF_COOKIE}=${token}`;
      const env = {
        DATABASE_URL: database.url,
        SEED_DEMO: 'false',
        SSR_RENDERS_PER_CLIENT: '1000',
      };
      [a, b] = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
    }, 180_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await handle?.close();
      await database?.drop();
    });

    const get = async (p: ServerProcess, url: string) => (await fetch(p.baseUrl + url)).text();
    const staffCall = (p: ServerProcess, method: string, url: string, body: unknown) =>
      fetch(p.baseUrl + url, {
        method,
        headers: { 'content-type': 'application/json', origin: p.baseUrl, cookie },
        body: JSON.stringify(body),
      });

    /** Asks B until `seen` holds (at most 2 s); returns the last answer. */
    async function untilSeen(url: string, seen: (text: string) => boolean): Promise<string> {
      const deadline = Date.now() + 2_000;
      for (;;) {
        const text = await get(b, url);
        if (seen(text) || Date.now() > deadline) return text;
        await new Promise((r) => setTimeout(r, 50));
      }
    }

    it('a hotel renamed through A is the name of B’s hotel reply, list and page within 2 s', async () => {
      const name = (text: string) =>
        (JSON.parse(text) as { data: { UnitName: string } }).data.UnitName;
      const oldName = name(await get(b, '/api/hotel/1'));
      await get(b, '/api/hotels');
      expect(await get(b, '/hotel/1')).toContain(oldName);
      // B's copies are kept: asked again, it answers the same without the database changing
      expect(name(await get(b, '/api/hotel/1'))).toBe(oldName);

      const current = (await (
        await fetch(`${a.baseUrl}/api/staff/hotels/1`, { headers: { cookie } })
      ).json()) as { data: Record<string, unknown> & { facilities: string[] } };
      const body = Object.fromEntries(
        Object.keys(hotelBody.shape).map((k) => [k, current.data[k] ?? null]),
      );
      const newName = `Patratu Lakeside ${randomBytes(3).toString('hex')}`;
      const put = await staffCall(a, 'PUT', '/api/staff/hotels/1', {
        ...body,
        unitName: newName,
        facilities: current.data.facilities.filter((f) =>
          (FACILITY_NAMES as readonly string[]).includes(f),
        ),
      });
      expect(put.status).toBe(200);

      expect(name(await untilSeen('/api/hotel/1', (t) => name(t) === newName))).toBe(newName);
      const list = await untilSeen('/api/hotels', (t) => t.includes(newName));
      expect(list).toContain(newName);
      const page = await untilSeen('/hotel/1', (t) => t.includes(newName));
      expect(page).toContain(`<title>${newName} | JTDC</title>`);
    });

    it('a tour unpublished through A leaves B’s tours page within 2 s', async () => {
      const [tour] = await handle.db
        .select({ id: tours.id, title: tours.title })
        .from(tours)
        .where(eq(tours.published, true))
        .orderBy(asc(tours.id))
        .limit(1);
      expect(await get(b, '/tours')).toContain(tour!.title);
      const res = await staffCall(a, 'POST', `/api/staff/content/tours/${tour!.id}/publish`, {
        published: false,
      });
      expect(res.status).toBe(200);
      const page = await untilSeen('/tours', (t) => !t.includes(tour!.title));
      expect(page).not.toContain(tour!.title);
    });
  },
);

describe.runIf(serverDatabaseUrl())('while the listening connection is down', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx?.close());

  it('hotel replies are dropped and not kept, so a change made elsewhere shows; kept again once it listens', async () => {
    const name = async () =>
      (await ctx.app.inject({ url: '/api/hotel/3' })).json<{ data: { UnitName: string } }>().data
        .UnitName;
    const before = await name();
    const cut = await ctx.handle.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND application_name = 'availability-listener'`,
    );
    expect((cut as unknown as { rows: unknown[] }).rows.length).toBe(1);
    // a write no event announces (as from a process whose notification is lost meanwhile)
    await ctx.handle.db
      .update(hotels)
      .set({ unitName: `${before} (cut)` })
      .where(eq(hotels.id, 3));
    // at once: before the connection is back (it tries again after 1 s)
    await expect.poll(name, { timeout: 500 }).toBe(`${before} (cut)`);
    // listening again: replies are kept again (a write without an event is not seen)
    await expect
      .poll(
        async () => {
          const seen = await name();
          await ctx.handle.db.update(hotels).set({ unitName: before }).where(eq(hotels.id, 3));
          return seen === (await name());
        },
        { timeout: 5_000 },
      )
      .toBe(true);
  });
});
