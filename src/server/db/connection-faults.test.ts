import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { addDays, todayIst } from '../../shared/dates';
import { openPostgres, type DbHandle } from './client';
import { roomTypes } from './schema/index';
import { seedDemo } from './seed/index';
import {
  crashLines,
  createServerDatabase,
  insertCustomerSession,
  serverDatabaseUrl,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../test/processes';

/**
 * Issue 9 item 3: the real server, as a child process on its own PostgreSQL database, while an
 * operator cuts its database connections (pg_terminate_backend) under load.
 */
describe.runIf(serverDatabaseUrl())('a server whose database connections are cut', () => {
  let database: ServerDatabase;
  let handle: DbHandle;
  let server: ServerProcess;
  const cookies: string[] = [];
  let hotelId = 0;
  let roomTypeId = 0;

  beforeAll(async () => {
    database = await createServerDatabase(serverDatabaseUrl()!);
    handle = await openPostgres(database.url, 2);
    await seedDemo(handle.db, todayIst());
    const [rt] = await handle.db.select().from(roomTypes).orderBy(asc(roomTypes.id)).limit(1);
    hotelId = rt!.hotelId;
    roomTypeId = rt!.id;
    for (let i = 0; i < 6; i++) {
      cookies.push((await insertCustomerSession(handle.db, `cf${i}${Date.now()}`)).cookie);
    }
    server = await startServerProcess({
      env: { DATABASE_URL: database.url, SEED_DEMO: 'false', OUTBOX_POLL_MS: '100' },
    });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await handle?.close();
    await database?.drop();
  });

  const booking = (i: number) => {
    const checkIn = addDays(todayIst(), 30 + (i % 20));
    return {
      hotelID: hotelId,
      CheckIn: checkIn,
      checkOUT: addDays(checkIn, 1),
      rooms: [{ RoomTypeID: roomTypeId, NoOfAdult: 1, NoOfChild: 0, ExtraPerson: 0 }],
      CustomerName: 'Asha Kumari',
      CustomerType: 'Individual',
      EmailID: 'asha@example.com',
      MobileNo: '9876543210',
      CustomerAddress: 'Lalpur, Ranchi, Jharkhand 834001',
      IdentityType: 'Aadhaar Card',
      IdentityNo: '123412341234',
    };
  };

  /** One request like a browser's: a read, a search, or a booking (a transaction). */
  async function request(i: number): Promise<number> {
    const kind = i % 3;
    const init: RequestInit =
      kind === 0
        ? {}
        : {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: server.baseUrl,
              cookie: cookies[i % cookies.length]!,
            },
            body: JSON.stringify(
              kind === 1
                ? { check_in_date: booking(i).CheckIn, check_out_date: booking(i).checkOUT }
                : booking(i),
            ),
          };
    const url =
      kind === 0
        ? `${server.baseUrl}/api/hotels`
        : kind === 1
          ? `${server.baseUrl}/api/checkAvailibilty/${hotelId}`
          : `${server.baseUrl}/api/bookings`;
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    } catch {
      return 0; // no reply at all: the process is gone
    }
    const body = (await res.json()) as { success?: boolean; message?: string };
    if (res.status >= 500) {
      // a clean failure reply, never a stack trace or SQL text
      expect(body.success).toBe(false);
      expect(body.message).not.toMatch(/terminat|SQL|select|insert|stack|pg_/i);
    }
    return res.status;
  }

  it('keeps serving: requests on a cut connection fail alone with 503, the next ones succeed', async () => {
    const statuses: number[] = [];
    let stop = false;
    const workers = Array.from({ length: 6 }, async (_, w) => {
      for (let i = w; !stop; i += 6) statuses.push(await request(i));
    });
    let cut = 0;
    for (let round = 0; round < 25; round++) {
      await new Promise((r) => setTimeout(r, 60 + (round % 4) * 40));
      cut += await database.terminateConnections();
    }
    stop = true;
    await Promise.all(workers);

    expect(cut).toBeGreaterThan(10);
    expect(server.alive(), server.output()).toBe(true);
    expect(crashLines(server.output())).toEqual([]);
    expect(statuses.length).toBeGreaterThan(30);
    // a request on a cut connection fails alone with 503, never another 5xx
    expect(statuses.filter((s) => s === 0 || (s >= 500 && s !== 503))).toEqual([]);
    // and the server keeps answering: afterwards every kind of request succeeds
    const after = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => request(i + 1000)));
    expect(after.filter((s) => s >= 500)).toEqual([]);
  }, 60_000);

  it('/readyz answers 503 while the database refuses connections and 200 again after', async () => {
    const ready = () =>
      fetch(`${server.baseUrl}/readyz`, { signal: AbortSignal.timeout(10_000) }).then(
        (r) => r.status,
      );
    expect(await ready()).toBe(200);
    const admin = serverDatabaseUrl()!;
    const pg = await import('pg');
    const c = new pg.default.Client({ connectionString: admin });
    await c.connect();
    try {
      await c.query(`ALTER DATABASE ${database.name} ALLOW_CONNECTIONS false`);
      await database.terminateConnections();
      expect(await ready()).toBe(503);
      expect(await request(1)).toBe(503);
    } finally {
      await c.query(`ALTER DATABASE ${database.name} ALLOW_CONNECTIONS true`);
      await c.end();
    }
    expect(await ready()).toBe(200);
    expect(await request(1)).toBe(200);
    expect(server.alive()).toBe(true);
    const rows = await handle.db.select().from(roomTypes).where(eq(roomTypes.id, roomTypeId));
    expect(rows).toHaveLength(1);
  }, 30_000);
});
