import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACILITY_NAMES, type Facility } from '../../shared/contracts/staff-hotels';
import { addDays, todayIst } from '../../shared/dates';
import { hotelPhotos, roomTypePhotos } from '../db/schema/index';
import {
  bookAndPay,
  bookingBody,
  roomTypesOf,
  rows,
  stay,
} from '../modules/bookings/bookings.fixture';
import { createCustomerSession, createTestApp, type TestContext } from './app';
import { staffCookie } from './staff';

/**
 * A hotel manager of hotel 1 reaches none of hotel 2's records, through any staff route, whatever
 * hotel 1 is called (issue 23, ADR 215): reach is by hotel id, never by name.
 */

let ctx: TestContext;
let admin: string;
let manager1: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A counter booking needs its Idempotency-Key (ADR 236): each call here is a new booking. */
const keyFor = (url: string) =>
  url === '/api/staff/counter-bookings' ? { 'idempotency-key': randomUUID() } : {};
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie, ...keyFor(url) },
    ...(payload ? { payload } : {}),
  });
const data = async (url: string, cookie: string) => (await call('GET', url, cookie)).json().data;

const day = (offset: number) => addDays(todayIst(), offset);

/** Hotel 2's records, and one request of hotel 1 (the manager's own). */
const h2 = {
  name: '',
  roomTypeId: 0,
  bookingId: 0,
  bookingRef: '',
  advanceId: 0,
  advanceRef: '',
  rescheduleId: 0,
  rescheduleRef: '',
  photoId: 0,
  roomPhotoId: 0,
};
let ownRef = '';
let hotel2Edit: object = {};

type StaffHotel = Record<string, unknown> & { unitName: string; facilities: string[] };

/** The body that saves a hotel as it is, with another name. */
async function hotelBody(hotelId: number, unitName: string) {
  const h = (await data(`/api/staff/hotels/${hotelId}`, admin)) as StaffHotel;
  const editable = new Set<string>(FACILITY_NAMES);
  return {
    unitName,
    locationName: h.locationName,
    mobileNo: h.mobileNo,
    email: h.email,
    priceRange: h.priceRange,
    description: h.description,
    address: h.address,
    location: h.location,
    checkInTime: h.checkInTime,
    checkOutTime: h.checkOutTime,
    facilities: h.facilities.filter((f): f is Facility => editable.has(f)),
  };
}

const renameHotel = async (hotelId: number, unitName: string, cookie: string) =>
  call('PUT', `/api/staff/hotels/${hotelId}`, cookie, await hotelBody(hotelId, unitName));

async function fileAdvance(hotelName: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/dashboard/admin/submit-advance-booking-request',
    payload: {
      name: 'Meera Soren',
      mobile: '9876543210',
      email: 'meera.soren@example.com',
      purpose: 'Marriage',
      fromDate: day(60),
      toDate: day(62),
      hotelName,
      remarks: '12 rooms',
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.Ref as string;
}

const boardItem = async (ref: string) =>
  ((await data('/api/staff/requests', admin)) as { ref: string; id: number }[]).find(
    (r) => r.ref === ref,
  )!;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await staffCookie(ctx, 'admin');
  manager1 = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
  const customer = await createCustomerSession(ctx, { name: 'Sunita Oraon' });

  h2.name = ((await data('/api/staff/hotels/2', admin)) as StaffHotel).unitName;
  const d = stay(40, 2);
  const [t] = await roomTypesOf(ctx, 2, d.checkIn, d.checkOut);
  h2.roomTypeId = t!.RoomTypeID;
  const { created } = await bookAndPay(
    ctx,
    customer.cookie,
    bookingBody(2, d, [{ RoomTypeID: h2.roomTypeId }]),
  );
  h2.bookingId = created.bookingId;
  h2.bookingRef = created.BookingRefNo;

  h2.advanceRef = await fileAdvance(h2.name);
  h2.advanceId = (await boardItem(h2.advanceRef)).id;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/dashboard/admin/hotel-reschedule',
    headers: { cookie: customer.cookie },
    payload: {
      bookingrefno: h2.bookingRef,
      name: 'Sunita Oraon',
      email: 'sunita.oraon@example.com',
      phone: '9123456780',
      hotelName: h2.name,
      newCheckIn: addDays(d.checkIn, 10),
      newCheckOut: addDays(d.checkIn, 12),
      reason: 'Exams moved.',
    },
  });
  expect(res.statusCode).toBe(200);
  h2.rescheduleRef = res.json().data.Ref;
  h2.rescheduleId = (await boardItem(h2.rescheduleRef)).id;

  const [p] = await ctx.deps.db
    .insert(hotelPhotos)
    .values({ hotelId: 2, url: '/media/x.jpg', alt: 'Porch' })
    .returning();
  h2.photoId = p!.id;
  const [rp] = await ctx.deps.db
    .insert(roomTypePhotos)
    .values({ roomTypeId: h2.roomTypeId, alt: 'Bed', uploadId: 'x', widths: [400] })
    .returning();
  h2.roomPhotoId = rp!.id;

  hotel2Edit = await hotelBody(2, 'Taken over');
  ownRef = await fileAdvance(((await data('/api/staff/hotels/1', admin)) as StaffHotel).unitName);
});
afterAll(() => ctx.close());

const png = {
  payload: Buffer.from(
    '------b\r\nContent-Disposition: form-data; name="alt"\r\n\r\nx\r\n' +
      '------b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n' +
      'Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n\r\n------b--\r\n',
    'latin1',
  ),
  headers: { 'content-type': 'multipart/form-data; boundary=----b' },
};

/** Every staff route that takes one of hotel 2's records: [what, method, url, body]. */
const NOT_FOUND: [string, Method, () => string, (() => object)?][] = [
  ['reschedule quote', 'GET', () => `/api/staff/requests/reschedule/${h2.rescheduleId}/quote`],
  [
    'advance request status (decline)',
    'POST',
    () => `/api/staff/requests/advance/${h2.advanceId}/status`,
    () => ({ status: 'declined', reply: 'No rooms.' }),
  ],
  [
    'reschedule request status (accept: moves the booking)',
    'POST',
    () => `/api/staff/requests/reschedule/${h2.rescheduleId}/status`,
    () => ({ status: 'accepted', reply: 'Done.' }),
  ],
  ['booking detail', 'GET', () => `/api/staff/bookings/${h2.bookingId}`],
  ['bookings of hotel 2', 'GET', () => '/api/staff/bookings?hotelId=2'],
  ['desk arrivals and departures', 'GET', () => '/api/staff/desk/today?hotelId=2'],
  [
    'check-in',
    'POST',
    () => `/api/staff/bookings/${h2.bookingId}/check-in`,
    () => ({ idSeen: false, rooms: [] }),
  ],
  [
    'check-out',
    'POST',
    () => `/api/staff/bookings/${h2.bookingId}/check-out`,
    () => ({ confirm: true }),
  ],
  ['no-show', 'POST', () => `/api/staff/bookings/${h2.bookingId}/no-show`, () => ({})],
  ['cancel preview', 'GET', () => `/api/staff/bookings/${h2.bookingId}/cancel-preview`],
  [
    'cancel',
    'POST',
    () => `/api/staff/bookings/${h2.bookingId}/cancel`,
    () => ({ mode: 'policy' }),
  ],
  [
    'counter booking',
    'POST',
    () => '/api/staff/counter-bookings',
    () => ({
      ...bookingBody(2, stay(45, 1), [{ RoomTypeID: h2.roomTypeId }]),
      paymentMethod: 'cash',
    }),
  ],
  ['hotel', 'GET', () => '/api/staff/hotels/2'],
  ['hotel edit', 'PUT', () => '/api/staff/hotels/2', () => hotel2Edit],
  ['room type', 'GET', () => `/api/staff/hotels/2/room-types/${h2.roomTypeId}`],
  [
    'room type edit',
    'PUT',
    () => `/api/staff/hotels/2/room-types/${h2.roomTypeId}`,
    () => ({
      name: 'Taken',
      category: 'Double',
      maxAdults: 2,
      maxChildren: 1,
      allowedExtraPerson: 1,
      extraPersonRate: 500,
      basePrice: 3000,
      totalRooms: 5,
    }),
  ],
  [
    "hotel 2's room type under hotel 1",
    'GET',
    () => `/api/staff/hotels/1/room-types/${h2.roomTypeId}`,
  ],
  [
    'rates calendar',
    'GET',
    () => `/api/staff/hotels/2/room-types/${h2.roomTypeId}/rates?month=${day(30).slice(0, 7)}`,
  ],
  [
    'rates',
    'PUT',
    () => `/api/staff/hotels/2/room-types/${h2.roomTypeId}/rates`,
    () => ({ from: day(30), to: day(31), pricePerDay: 1 }),
  ],
  [
    "rates of hotel 2's room type under hotel 1",
    'PUT',
    () => `/api/staff/hotels/1/room-types/${h2.roomTypeId}/rates`,
    () => ({ from: day(30), to: day(31), pricePerDay: 1 }),
  ],
  [
    'closures',
    'PUT',
    () => `/api/staff/hotels/2/room-types/${h2.roomTypeId}/closures`,
    () => ({ from: day(30), to: day(31), rooms: 1 }),
  ],
  ['photo delete', 'DELETE', () => `/api/staff/hotels/2/photos/${h2.photoId}`],
  ["hotel 2's photo under hotel 1", 'DELETE', () => `/api/staff/hotels/1/photos/${h2.photoId}`],
  ['photo order', 'PUT', () => '/api/staff/hotels/2/photos/order', () => ({ ids: [h2.photoId] })],
  [
    'room photo delete',
    'DELETE',
    () => `/api/staff/hotels/2/room-types/${h2.roomTypeId}/photos/${h2.roomPhotoId}`,
  ],
  [
    'room photo order',
    'PUT',
    () => `/api/staff/hotels/2/room-types/${h2.roomTypeId}/photos/order`,
    () => ({ ids: [h2.roomPhotoId] }),
  ],
];

/** Where hotel 1 is called what hotel 2's requests were filed under, and where it is not. */
const NAMINGS: [string, () => Promise<void>][] = [
  ['hotel 1 under its own name', async () => {}],
  [
    "hotel 1 renamed to the name hotel 2's requests were filed under",
    async () => {
      expect((await renameHotel(2, 'Birsa Vihar Annexe', admin)).statusCode).toBe(200);
      expect((await renameHotel(1, h2.name, manager1)).statusCode).toBe(200);
    },
  ],
];

describe('renaming a hotel to another hotel’s name', () => {
  it('is refused with 409 naming the clash, whatever the case, and changes nothing', async () => {
    for (const name of [h2.name, h2.name.toUpperCase(), ` ${h2.name.toLowerCase()} `]) {
      const res = await renameHotel(1, name, manager1);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `Another hotel is already called ${name.trim()}. Choose a different name.`,
      );
      expect(res.json().errors).toEqual([{ path: 'unitName', message: res.json().message }]);
    }
    expect(((await data('/api/staff/hotels/1', admin)) as StaffHotel).unitName).not.toBe(h2.name);
  });
});

describe.each(NAMINGS)("a manager of hotel 1 reaches none of hotel 2's records: %s", (_, name) => {
  beforeAll(name);

  it.each(NOT_FOUND)('%s: 404', async (_what, method, url, body) => {
    const res = await call(method, url(), manager1, body?.());
    expect(res.statusCode).toBe(404);
    // the record is there: an admin reads it (a record asked for under hotel 1 is not, for anyone)
    if (method === 'GET' && !url().includes('/hotels/1/'))
      expect((await call(method, url(), admin)).statusCode).toBe(200);
  });

  it('photo upload to hotel 2 and to its room type: 404', async () => {
    for (const url of [
      '/api/staff/hotels/2/photos',
      `/api/staff/hotels/2/room-types/${h2.roomTypeId}/photos`,
      `/api/staff/hotels/1/room-types/${h2.roomTypeId}/photos`,
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie: manager1, ...png.headers },
        payload: png.payload,
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it("the requests board lists hotel 1's requests and none of hotel 2's", async () => {
    const refs = ((await data('/api/staff/requests', manager1)) as { ref: string }[]).map(
      (r) => r.ref,
    );
    expect(refs).toContain(ownRef);
    expect(refs).not.toContain(h2.advanceRef);
    expect(refs).not.toContain(h2.rescheduleRef);
    const all = ((await data('/api/staff/requests', admin)) as { ref: string }[]).map((r) => r.ref);
    expect(all).toEqual(expect.arrayContaining([h2.advanceRef, h2.rescheduleRef]));
  });

  it('the dashboard counts only the requests filed for hotel 1', async () => {
    const [own] = await rows<{ n: number }>(
      ctx,
      sql`SELECT ((SELECT count(*) FROM advance_booking_requests WHERE hotel_id = 1)
        + (SELECT count(*) FROM reschedule_requests WHERE hotel_id = 1))::int AS n`,
    );
    const board = (await data('/api/staff/dashboard', manager1)) as {
      openRequests: number;
      hotels: { hotelId: number }[];
    };
    expect(board.openRequests).toBe(own!.n);
    expect(board.hotels.map((h) => h.hotelId)).toEqual([1]);
  });

  it("booking search, the hotel list and reports hold nothing of hotel 2's", async () => {
    const found = await data(`/api/staff/bookings?q=${h2.bookingRef}`, manager1);
    expect(found.items).toEqual([]);
    expect((await data(`/api/staff/bookings?q=${h2.bookingRef}`, admin)).items).toHaveLength(1);
    const hotels = (await data('/api/staff/hotels', manager1)) as { id: number }[];
    expect(hotels.map((h) => h.id)).toEqual([1]);
    const report = await data(
      `/api/staff/reports?from=${day(0)}&to=${day(60)}&hotelId=2`,
      manager1,
    );
    expect([...report.occupancy, ...report.revenue, ...report.cancellations]).toEqual([]);
    const mine = await data(`/api/staff/reports?from=${day(0)}&to=${day(60)}`, manager1);
    for (const r of [...mine.occupancy, ...mine.revenue, ...mine.cancellations])
      expect(r.hotelId).toBe(1);
  });

  it('refunds, reconciliation and the audit log are not a hotel manager’s: 403', async () => {
    for (const url of [
      '/api/staff/refunds',
      `/api/staff/payments/reconcile?date=${day(0)}`,
      '/api/staff/audit',
    ])
      expect((await call('GET', url, manager1)).statusCode).toBe(403);
    expect((await call('POST', '/api/staff/refunds/1/retry', manager1, {})).statusCode).toBe(403);
  });
});

describe("hotel 2's requests after the renames", () => {
  it('are untouched: still new, and the booking has not moved', async () => {
    const board = (await data('/api/staff/requests', admin)) as { ref: string; status: string }[];
    for (const ref of [h2.advanceRef, h2.rescheduleRef])
      expect(board.find((r) => r.ref === ref)?.status).toBe('new');
    const b = await data(`/api/staff/bookings/${h2.bookingId}`, admin);
    expect(b.checkIn).toBe(stay(40, 2).checkIn);
  });
});

/**
 * Ids a hotel manager sends in a body or a query string, under a path of their own hotel or
 * booking: none reaches hotel 2's records (issue 23).
 */
describe("a manager of hotel 1 reaches none of hotel 2's records by an id in a body or query", () => {
  let ownRoomTypeId = 0;
  let ownArrivalId = 0;
  let h2RoomId = 0;
  let h2Guest = { name: '', mobile: '' };

  beforeAll(async () => {
    const customer = await createCustomerSession(ctx);
    const own = stay(0, 1);
    const [t] = await roomTypesOf(ctx, 1, own.checkIn, own.checkOut);
    ownRoomTypeId = t!.RoomTypeID;
    ownArrivalId = (
      await bookAndPay(ctx, customer.cookie, bookingBody(1, own, [{ RoomTypeID: ownRoomTypeId }]))
    ).created.bookingId;
    const h2Booking = await data(`/api/staff/bookings/${h2.bookingId}`, admin);
    h2RoomId = (h2Booking.roomList as { id: number }[])[0]!.id;
    h2Guest = { name: h2Booking.guestName, mobile: h2Booking.mobile };
  });

  const sortOrderOf = async (table: typeof hotelPhotos | typeof roomTypePhotos, id: number) =>
    (await ctx.deps.db.select().from(table).where(eq(table.id, id)))[0]!.sortOrder;

  it("hotel 2's photo in the order of hotel 1's photos: 404, its order untouched", async () => {
    await ctx.deps.db
      .update(hotelPhotos)
      .set({ sortOrder: 7 })
      .where(eq(hotelPhotos.id, h2.photoId));
    const res = await call('PUT', '/api/staff/hotels/1/photos/order', manager1, {
      ids: [h2.photoId],
    });
    expect(res.statusCode).toBe(404);
    expect(await sortOrderOf(hotelPhotos, h2.photoId)).toBe(7);
  });

  it("hotel 2's room photo in the order of a hotel 1 room type's photos: 404, untouched", async () => {
    await ctx.deps.db
      .update(roomTypePhotos)
      .set({ sortOrder: 7 })
      .where(eq(roomTypePhotos.id, h2.roomPhotoId));
    const res = await call(
      'PUT',
      `/api/staff/hotels/1/room-types/${ownRoomTypeId}/photos/order`,
      manager1,
      { ids: [h2.roomPhotoId] },
    );
    expect(res.statusCode).toBe(404);
    expect(await sortOrderOf(roomTypePhotos, h2.roomPhotoId)).toBe(7);
  });

  it("a room of hotel 2's booking in the check-in of hotel 1's booking: 400, nothing set", async () => {
    const res = await call('POST', `/api/staff/bookings/${ownArrivalId}/check-in`, manager1, {
      idSeen: false,
      rooms: [{ roomId: h2RoomId, roomNo: '101' }],
    });
    expect(res.statusCode).toBe(400);
    const h2Booking = await data(`/api/staff/bookings/${h2.bookingId}`, admin);
    expect((h2Booking.roomList as { roomNo: string | null }[])[0]!.roomNo).toBeNull();
    expect((await data(`/api/staff/bookings/${ownArrivalId}`, admin)).status).toBe('confirmed');
  });

  it("a counter booking at hotel 1 of hotel 2's room type: 400, no booking made", async () => {
    const count = async () =>
      (await rows<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM bookings`))[0]!.n;
    const before = await count();
    const res = await call('POST', '/api/staff/counter-bookings', manager1, {
      ...bookingBody(1, stay(45, 1), [{ RoomTypeID: h2.roomTypeId }]),
      paymentMethod: 'cash',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('rooms.0.RoomTypeID');
    expect(await count()).toBe(before);
  });

  it("a search for hotel 2's guest by name, mobile or reference, also with hotelId=1: nothing", async () => {
    for (const q of [h2Guest.name, h2Guest.mobile, h2.bookingRef]) {
      const url = `/api/staff/bookings?q=${encodeURIComponent(q)}`;
      const all = (await data(url, admin)).items as { id: number; hotelId: number }[];
      expect(
        all.map((b) => b.id),
        q,
      ).toContain(h2.bookingId);
      for (const hotel of ['', '&hotelId=1']) {
        const items = (await data(`${url}${hotel}`, manager1)).items as { hotelId: number }[];
        expect(
          items.filter((b) => b.hotelId !== 1),
          `${url}${hotel}`,
        ).toEqual([]);
      }
    }
  });

  it("hotel 2 named in the query of the desk day and reports: 404 or nothing of hotel 2's", async () => {
    expect((await call('GET', '/api/staff/desk/today?hotelId=2', manager1)).statusCode).toBe(404);
    const report = await data(
      `/api/staff/reports?from=${day(0)}&to=${day(60)}&hotelId=2`,
      manager1,
    );
    for (const r of [...report.occupancy, ...report.revenue, ...report.cancellations])
      expect(r.hotelId).toBe(1);
  });
});
