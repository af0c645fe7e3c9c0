import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import type { SourceRow } from '../../../shared/contracts/reports';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { bookAndPay, bookingBody, roomTypesOf, stay } from '../bookings/bookings.fixture';
import { channexAdapter } from '../channels/channex';
import * as channels from '../channels/channels.service';
import { startChannexStandIn, type ChannexStandIn } from '../channels/stand-in';

/*
 * Bookings by source in the reports (ADR 393): the website's, the counter's and each OTA's
 * bookings counted apart, with their value and the OTA's commission kept with the mapping.
 */

const PROPERTY = 'prop-by-source';
const CHANNEL_ROOM = 'rt-by-source';

let ctx: TestContext;
let standIn: ChannexStandIn;
let admin: string;
let manager: string;
let roomTypeId: number;
const today = todayIst();

const req = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: {
      cookie,
      ...(url === '/api/staff/counter-bookings' ? { 'idempotency-key': randomUUID() } : {}),
    },
    ...(payload ? { payload } : {}),
  });

async function report(cookie = admin): Promise<SourceRow[]> {
  const res = await req('GET', `/api/staff/reports?from=${today}&to=${today}&hotelId=1`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json().data.bySource as SourceRow[];
}

/** An OTA's booking of one room, `offset` days ahead, read from the stand-in's feed. */
async function otaBooking(otaName: string, offset: number) {
  const d = stay(offset, 2);
  standIn.addRevision({
    property_id: PROPERTY,
    ota_name: otaName,
    arrival_date: d.checkIn,
    departure_date: d.checkOut,
    rooms: [{ room_type_id: CHANNEL_ROOM, occupancy: { adults: 2 } }],
  });
  const port = channexAdapter({ url: standIn.url, apiKey: standIn.apiKey });
  const r = await channels.pollRevisions(
    { db: ctx.deps.db, config: ctx.deps.config, now: ctx.deps.now },
    port,
  );
  expect(r.applied).toBe(1);
}

beforeAll(async () => {
  ctx = await createTestApp();
  standIn = await startChannexStandIn();
  admin = await staffCookie(ctx, 'admin');
  manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
  const d = stay(40, 2);
  roomTypeId = (await roomTypesOf(ctx, 1, d.checkIn, d.checkOut))[0]!.RoomTypeID;
  const mapped = await req('PUT', '/api/staff/channels/mappings', admin, {
    hotelId: 1,
    propertyId: PROPERTY,
    roomTypes: [{ roomTypeId, channelRoomTypeId: CHANNEL_ROOM }],
  });
  expect(mapped.statusCode).toBe(200);
});
afterAll(async () => {
  await standIn.close();
  await ctx.close();
});

describe('reports: bookings by source', () => {
  it('counts the website, the counter and each OTA apart, with the OTA’s commission when known', async () => {
    expect(await report()).toEqual([]);

    // two website bookings, one counter booking, two Booking.com bookings, one Agoda booking
    const guest = await createCustomerSession(ctx);
    for (const offset of [41, 44])
      await bookAndPay(
        ctx,
        guest.cookie,
        bookingBody(1, stay(offset, 2), [{ RoomTypeID: roomTypeId }]),
      );
    const walkIn = await req('POST', '/api/staff/counter-bookings', manager, {
      hotelID: 1,
      CheckIn: stay(47, 1).checkIn,
      checkOUT: stay(47, 1).checkOut,
      rooms: [{ RoomTypeID: roomTypeId, NoOfAdult: 1 }],
      CustomerName: 'Ravi Hembrom',
      MobileNo: '9700011122',
      IdentityType: 'Aadhaar Card',
      IdentityNo: '4321',
      paymentMethod: 'cash',
    });
    expect(walkIn.statusCode).toBe(200);
    await otaBooking('Booking.com', 50);
    await otaBooking('Booking.com', 53);
    await otaBooking('Agoda', 56);

    const saved = await req('PUT', '/api/staff/channels/commissions', admin, {
      commissions: [{ otaName: 'Booking.com', commissionBp: 1550 }],
    });
    expect(saved.statusCode).toBe(200);

    const rows = await report();
    expect(rows.map((r) => [r.source, r.kind, r.bookings, r.rooms])).toEqual([
      ['Website', 'website', 2, 2],
      ['Counter', 'counter', 1, 1],
      ['Agoda', 'ota', 1, 1],
      ['Booking.com', 'ota', 2, 2],
    ]);
    const bdc = rows.find((r) => r.source === 'Booking.com')!;
    expect(bdc.taxableValue).toBeGreaterThan(0);
    expect(bdc.total).toBeCloseTo(bdc.taxableValue + bdc.gst, 2);
    expect(bdc.commissionBp).toBe(1550);
    // 15.5 % of the value before GST, to the paisa
    expect(bdc.commission).toBe(Math.round(bdc.taxableValue * 100 * 0.155) / 100);
    // Agoda's commission is not known; the website and the counter pay none
    for (const r of rows.filter((x) => x.source !== 'Booking.com')) {
      expect(r.commissionBp).toBeNull();
      expect(r.commission).toBeNull();
    }
    // a hotel manager of the hotel reads the same figures
    expect(await report(manager)).toEqual(rows);
  });

  it('leaves out a booking the OTA cancelled', async () => {
    const d = stay(60, 1);
    const { bookingId } = standIn.addRevision({
      property_id: PROPERTY,
      ota_name: 'MakeMyTrip',
      arrival_date: d.checkIn,
      departure_date: d.checkOut,
      rooms: [{ room_type_id: CHANNEL_ROOM }],
    });
    const port = channexAdapter({ url: standIn.url, apiKey: standIn.apiKey });
    const chDeps = { db: ctx.deps.db, config: ctx.deps.config, now: ctx.deps.now };
    await channels.pollRevisions(chDeps, port);
    expect((await report()).some((r) => r.source === 'MakeMyTrip')).toBe(true);
    standIn.addRevision({
      property_id: PROPERTY,
      booking_id: bookingId,
      status: 'cancelled',
      arrival_date: d.checkIn,
      departure_date: d.checkOut,
      rooms: [{ room_type_id: CHANNEL_ROOM }],
    });
    await channels.pollRevisions(chDeps, port);
    expect((await report()).some((r) => r.source === 'MakeMyTrip')).toBe(false);
  });

  it('shows nothing for a day before the bookings', async () => {
    const y = addDays(today, -1);
    const res = await req('GET', `/api/staff/reports?from=${y}&to=${y}`, admin);
    expect(res.json().data.bySource).toEqual([]);
  });
});

describe('channel commissions (kept with the mapping)', () => {
  it('are replaced whole by an admin and read back by name', async () => {
    const res = await req('PUT', '/api/staff/channels/commissions', admin, {
      commissions: [
        { otaName: 'MakeMyTrip', commissionBp: 1800 },
        { otaName: ' Agoda ', commissionBp: 1700 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect((await req('GET', '/api/staff/channels/commissions', admin)).json().data).toEqual([
      { otaName: 'Agoda', commissionBp: 1700 },
      { otaName: 'MakeMyTrip', commissionBp: 1800 },
    ]);
  });

  it.each([
    [{ commissions: [{ otaName: 'Agoda', commissionBp: 10_001 }] }, 'above 100 %'],
    [{ commissions: [{ otaName: 'Agoda', commissionBp: 15.5 }] }, 'whole number of basis points'],
    [
      {
        commissions: [
          { otaName: 'Agoda', commissionBp: 1 },
          { otaName: 'agoda', commissionBp: 2 },
        ],
      },
      'listed twice',
    ],
    [{ commissions: [{ otaName: '  ', commissionBp: 1 }] }, 'name is required'],
  ])('refuses %j with a clear message', async (body, message) => {
    const res = await req('PUT', '/api/staff/channels/commissions', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('are for admins only', async () => {
    const res = await req('PUT', '/api/staff/channels/commissions', manager, { commissions: [] });
    expect(res.statusCode).toBe(403);
  });
});
