import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { staffSession } from '../../test/staff';
import { roomTypesOf, rows, stay } from '../bookings/bookings.fixture';
import { webhookSecretValid } from './channels.service';
import { startChannexStandIn, type ChannexStandIn } from './stand-in';

/*
 * Channex's webhook (ADR 385): a call with the shared secret header pulls the booking feed at
 * once; a call without it, or with a wrong one, is 401 and changes nothing.
 */

const SECRET = 'channex-webhook-secret-0123456789abcdef';
const PROPERTY = 'prop-webhook';
const CHANNEL_ROOM = 'rt-webhook';

let ctx: TestContext;
let standIn: ChannexStandIn;

const webhook = (headers: Record<string, string>, payload: unknown = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/channels/webhook',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const channexEvent = (revisionId: string) => ({
  event: 'booking_new',
  property_id: PROPERTY,
  payload: { revision_id: revisionId, property_id: PROPERTY },
});

async function storedRevisions(): Promise<number> {
  const [r] = await rows<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM channel_revisions`);
  return Number(r!.n);
}

function addOtaBooking() {
  const d = stay(20, 1);
  return standIn.addRevision({
    property_id: PROPERTY,
    ota_name: 'Agoda',
    arrival_date: d.checkIn,
    departure_date: d.checkOut,
    customer: { name: 'Meera', surname: 'Iyer', mail: 'meera@guest.agoda.com' },
    rooms: [{ room_type_id: CHANNEL_ROOM, occupancy: { adults: 2 } }],
  });
}

beforeAll(async () => {
  standIn = await startChannexStandIn();
  ctx = await createTestApp({
    config: {
      CHANNEL_MANAGER: 'channex',
      CHANNEX_API_URL: standIn.url,
      CHANNEX_WEBHOOK_SECRET: SECRET,
    },
  });
  const d = stay(20, 1);
  const roomType = (await roomTypesOf(ctx, 1, d.checkIn, d.checkOut))[0]!;
  const admin = await staffSession(ctx, 'admin');
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/staff/channels/mappings',
    headers: { cookie: admin.cookie },
    payload: {
      hotelId: 1,
      propertyId: PROPERTY,
      roomTypes: [{ roomTypeId: roomType.RoomTypeID, channelRoomTypeId: CHANNEL_ROOM }],
    },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});

describe('channel manager: the webhook', () => {
  it('refuses a call without the secret, with a wrong one or a prefix of it with 401, and changes nothing', async () => {
    const { revisionId } = addOtaBooking();
    const calls: Record<string, string>[] = [
      {},
      { 'x-webhook-secret': 'not-the-secret' },
      { 'x-webhook-secret': SECRET.slice(0, -1) },
      { 'x-webhook-secret': `${SECRET}x` },
      { authorization: `Bearer ${SECRET}` },
    ];
    for (const headers of calls) {
      const res = await webhook(headers, channexEvent(revisionId));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
    }
    // refused before its body is read: a broken body is 401 too, not 400
    expect((await webhook({}, '{not json')).statusCode).toBe(401);
    expect(await storedRevisions()).toBe(0);
    expect(standIn.acks.size).toBe(0);
  });

  it('with the secret, pulls the feed at once: the OTA booking is stored and acknowledged once', async () => {
    const before = await storedRevisions();
    const res = await webhook(
      // Channex calls from its own servers: no Origin of this site, and none is needed
      { 'x-webhook-secret': SECRET, origin: 'https://app.channex.io' },
      channexEvent('any'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/1 revision\(s\) applied, 1 acknowledged/);
    expect(await storedRevisions()).toBe(before + 1);
    expect([...standIn.acks.values()]).toEqual([1]);
    const [b] = await rows<{ ota_name: string }>(
      ctx,
      sql`SELECT ota_name FROM channel_bookings ORDER BY created_at DESC LIMIT 1`,
    );
    expect(b!.ota_name).toBe('Agoda');
    // the same call again: nothing new in the feed, nothing changes
    expect((await webhook({ 'x-webhook-secret': SECRET }, channexEvent('any'))).statusCode).toBe(
      200,
    );
    expect(await storedRevisions()).toBe(before + 1);
  });

  it('accepts nothing when no secret is configured', () => {
    expect(webhookSecretValid(undefined, SECRET)).toBe(false);
    expect(webhookSecretValid(SECRET, undefined)).toBe(false);
    expect(webhookSecretValid(SECRET, ['a', 'b'])).toBe(false);
    expect(webhookSecretValid(SECRET, SECRET)).toBe(true);
  });
});
