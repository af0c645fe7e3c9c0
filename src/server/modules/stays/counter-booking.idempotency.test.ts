import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { onPostgresServer } from '../../test/db';
import { staffSession } from '../../test/staff';
import { bookedCount, roomTypesOf, rows, stay } from '../bookings/bookings.fixture';
import { pruneIdempotencyKeys } from './stays.service';

const DAY = 86_400_000;

/*
 * A counter booking is confirmed together with its desk payment record and audit entry or not at
 * all, and the call is idempotent per Idempotency-Key (ADR 236). On the PostgreSQL
 * server (DATABASE_URL) the parallel requests really run at once on a pool.
 */

let ctx: TestContext;
let manager: { id: number; cookie: string };
beforeAll(async () => {
  ctx = await createTestApp();
  manager = await staffSession(ctx, 'hotel_manager', { hotelIds: [1] });
});
afterAll(() => ctx.close());

const walkIn = (roomTypeId: number, d: { checkIn: string; checkOut: string }, extra = {}) => ({
  hotelID: 1,
  CheckIn: d.checkIn,
  checkOUT: d.checkOut,
  rooms: [{ RoomTypeID: roomTypeId, NoOfAdult: 1 }],
  CustomerName: 'Meena Tudu',
  MobileNo: '9700022233',
  IdentityType: 'Aadhaar Card',
  IdentityNo: '2468',
  paymentMethod: 'card',
  paymentReference: 'SLIP-0042',
  ...extra,
});

const counter = (payload: object, key: string | null) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/staff/counter-bookings',
    headers: { cookie: manager.cookie, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload,
  });

/** The counter bookings of a stay at hotel 1 under this guest name, with their status. */
const bookingsOf = (d: { checkIn: string }, name: string) =>
  rows<{ id: number; status: string; invoice_no: string | null }>(
    ctx,
    sql`SELECT id, status, invoice_no FROM bookings
        WHERE hotel_id = 1 AND check_in = ${d.checkIn} AND customer_name = ${name}`,
  );

describe(`counter booking: all or nothing, once per Idempotency-Key (${onPostgresServer() ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('leaves no confirmed booking, no invoice and the rooms free when the desk payment record cannot be written', async () => {
    const d = stay(60, 2);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const before = await bookedCount(ctx, t!.RoomTypeID, d.checkIn);
    const audits = async () =>
      Number(
        (
          await rows<{ n: number }>(
            ctx,
            sql`SELECT count(*) AS n FROM audit_log WHERE action = 'counter-booking'`,
          )
        )[0]!.n,
      );
    const auditsBefore = await audits();
    await ctx.deps.db.execute(sql`
      CREATE OR REPLACE FUNCTION refuse_desk_payment() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'desk payment write refused by the test'; END; $$`);
    await ctx.deps.db.execute(
      sql`CREATE TRIGGER refuse_desk_payment BEFORE INSERT ON desk_payments FOR EACH ROW EXECUTE FUNCTION refuse_desk_payment()`,
    );
    const key = randomUUID();
    try {
      const res = await counter(walkIn(t!.RoomTypeID, d, { CustomerName: 'Fault Drill' }), key);
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.deps.db.execute(sql`DROP TRIGGER refuse_desk_payment ON desk_payments`);
    }
    const left = await bookingsOf(d, 'Fault Drill');
    expect(left.filter((b) => b.status === 'confirmed')).toHaveLength(0);
    expect(left.filter((b) => b.invoice_no !== null)).toHaveLength(0);
    expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(before);
    expect(await audits()).toBe(auditsBefore);

    // the same key again, once the fault is gone: one booking, recorded and audited
    const again = await counter(walkIn(t!.RoomTypeID, d, { CustomerName: 'Fault Drill' }), key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.payment).toMatchObject({ method: 'card', reference: 'SLIP-0042' });
    expect(
      (await bookingsOf(d, 'Fault Drill')).filter((b) => b.status === 'confirmed'),
    ).toHaveLength(1);
    expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(before + 1);
    expect(await audits()).toBe(auditsBefore + 1);
  });

  it('answers the same key and body with the same reply and no second booking', async () => {
    const d = stay(61, 1);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const before = await bookedCount(ctx, t!.RoomTypeID, d.checkIn);
    const key = randomUUID();
    const body = walkIn(t!.RoomTypeID, d, { CustomerName: 'Sent Twice' });
    const first = await counter(body, key);
    expect(first.statusCode).toBe(200);
    const second = await counter(body, key);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await bookingsOf(d, 'Sent Twice')).toHaveLength(1);
    expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(before + 1);
  });

  it('refuses the same key with another body (422) and books nothing for it', async () => {
    const d = stay(62, 1);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const key = randomUUID();
    expect(
      (await counter(walkIn(t!.RoomTypeID, d, { CustomerName: 'Key Owner' }), key)).statusCode,
    ).toBe(200);
    const other = await counter(walkIn(t!.RoomTypeID, d, { CustomerName: 'Someone Else' }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/Idempotency-Key was already used/);
    expect(await bookingsOf(d, 'Someone Else')).toHaveLength(0);
  });

  it('makes one booking when the same key is sent twice at once', async () => {
    const d = stay(63, 1);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const before = await bookedCount(ctx, t!.RoomTypeID, d.checkIn);
    const key = randomUUID();
    const body = walkIn(t!.RoomTypeID, d, { CustomerName: 'Double Click' });
    const replies = await Promise.all([counter(body, key), counter(body, key)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(replies[0]!.json().data.id).toBe(replies[1]!.json().data.id);
    expect(await bookingsOf(d, 'Double Click')).toHaveLength(1);
    expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(before + 1);
  });

  it('refuses a request without an Idempotency-Key, and a lone surrogate in the reference, with 400', async () => {
    const d = stay(64, 1);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const before = await bookedCount(ctx, t!.RoomTypeID, d.checkIn);
    const none = await counter(walkIn(t!.RoomTypeID, d), null);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/Idempotency-Key/);
    const broken = await counter(
      walkIn(t!.RoomTypeID, d, { paymentReference: 'UPI-\ud800-REF' }),
      randomUUID(),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/lone surrogate/i);
    expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(before);
  });

  it('forgets keys after a week, so the table does not grow for ever', async () => {
    const d = stay(65, 1);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const key = randomUUID();
    expect((await counter(walkIn(t!.RoomTypeID, d), key)).statusCode).toBe(200);
    const kept = () =>
      rows<{ n: number }>(ctx, sql`SELECT count(*) AS n FROM desk_idempotency WHERE key = ${key}`);
    expect(Number((await kept())[0]!.n)).toBe(1);
    await pruneIdempotencyKeys({ db: ctx.deps.db, now: () => new Date(Date.now() + 6 * DAY) });
    expect(Number((await kept())[0]!.n)).toBe(1);
    await pruneIdempotencyKeys({ db: ctx.deps.db, now: () => new Date(Date.now() + 8 * DAY) });
    expect(Number((await kept())[0]!.n)).toBe(0);
  });
});
