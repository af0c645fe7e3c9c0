import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { auditLog, outbox, refunds } from '../../db/schema/index';
import { deliverDue } from '../../notify/worker';
import { getSandbox } from '../../payments/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie, staffSession } from '../../test/staff';
import {
  bookAndPay,
  bookedCount,
  bookingBody,
  roomTypesOf,
  stay,
  rescheduleRequest,
} from '../bookings/bookings.fixture';

let ctx: TestContext;
let offsetMs = 0;
const realToday = todayIst();

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => ctx.close());
beforeEach(() => {
  offsetMs = 0;
});

/**
 * Moves the app's clock to noon IST of `date` and returns a new session of a hotel manager of
 * hotel 1 (a session idle for days has ended).
 */
function clockTo(date: string): Promise<string> {
  offsetMs = Date.parse(`${date}T12:00:00+05:30`) - Date.now();
  return staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
}

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;
const get = (url: string, cookie: string): Promise<Reply> =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie } });
/** A POST; a counter booking gets a new Idempotency-Key each time (one booking per call). */
const post = (url: string, cookie: string, payload: object = {}): Promise<Reply> =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      cookie,
      ...(url === '/api/staff/counter-bookings' ? { 'idempotency-key': randomUUID() } : {}),
    },
    payload,
  });

let admin: { id: number; cookie: string };
let manager1: string;
let manager2: string;
let customer: Awaited<ReturnType<typeof createCustomerSession>>;

beforeAll(async () => {
  admin = await staffSession(ctx, 'admin');
  manager1 = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
  manager2 = await staffCookie(ctx, 'hotel_manager', { hotelIds: [2] });
  customer = await createCustomerSession(ctx, { name: 'Sunita Oraon' });
});

/** A paid online booking of one room at hotel 1, `offset` days ahead, `nights` long. */
async function paidBooking(offset: number, nights = 2, extra: Record<string, unknown> = {}) {
  const d = stay(offset, nights);
  const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  const { created } = await bookAndPay(
    ctx,
    customer.cookie,
    bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }], extra),
  );
  return { id: created.bookingId, ref: created.BookingRefNo, ...d, roomTypeId: t!.RoomTypeID };
}

const auditOf = (entity: string, id: number) =>
  ctx.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));

describe('role reach', () => {
  it('401 without a staff session; 403 for a content editor; 403 for accounts on bookings', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/staff/bookings' })).statusCode).toBe(
      401,
    );
    const editor = await staffCookie(ctx, 'content_editor');
    expect((await get('/api/staff/bookings', editor)).statusCode).toBe(403);
    expect((await get('/api/staff/refunds', editor)).statusCode).toBe(403);
    expect((await get('/api/staff/requests', editor)).statusCode).toBe(403);
    const accounts = await staffCookie(ctx, 'accounts');
    expect((await get('/api/staff/bookings', accounts)).statusCode).toBe(403);
    expect((await get('/api/staff/refunds', accounts)).statusCode).toBe(200);
    expect(
      (await get(`/api/staff/payments/reconcile?date=${realToday}`, accounts)).statusCode,
    ).toBe(200);
  });

  it("a hotel manager gets 404 for another hotel's booking, list and actions", async () => {
    const b = await paidBooking(25);
    const other = await get(`/api/staff/bookings/${b.id}`, manager2);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Booking not found.');
    expect(
      (await post(`/api/staff/bookings/${b.id}/check-out`, manager2, { confirm: true })).statusCode,
    ).toBe(404);
    expect((await get('/api/staff/bookings?hotelId=1', manager2)).statusCode).toBe(404);
    const list = (await get('/api/staff/bookings?pageSize=100', manager2)).json().data;
    expect(list.items.every((r: { hotelId: number }) => r.hotelId === 2)).toBe(true);
    const own = await get(`/api/staff/bookings/${b.id}`, manager1);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ ref: b.ref, status: 'confirmed', hotelId: 1 });
  });
});

describe('GET /api/staff/bookings', () => {
  it('finds a booking by reference, guest name and mobile, and pages the results', async () => {
    const b = await paidBooking(26, 1, { CustomerName: 'Kiran Munda', MobileNo: '9812345670' });
    for (const q of [b.ref.toLowerCase(), 'kiran mun', '98123 45670', String(b.id)]) {
      const res = await get(`/api/staff/bookings?q=${encodeURIComponent(q)}`, admin.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.items.map((r: { id: number }) => r.id)).toContain(b.id);
    }
    const page = (await get('/api/staff/bookings?pageSize=1&page=1', admin.cookie)).json().data;
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    const filtered = (
      await get(
        `/api/staff/bookings?hotelId=1&from=${b.checkIn}&to=${b.checkIn}&status=confirmed`,
        admin.cookie,
      )
    ).json().data;
    expect(filtered.items.map((r: { id: number }) => r.id)).toContain(b.id);
    expect(filtered.items.every((r: { checkIn: string }) => r.checkIn === b.checkIn)).toBe(true);
  });
});

describe('check-in, check-out, no-show', () => {
  it('refuses check-in before the arrival day with a clear 409', async () => {
    const b = await paidBooking(30);
    const res = await post(`/api/staff/bookings/${b.id}/check-in`, manager1, {
      idSeen: true,
      idType: 'Aadhaar Card',
      rooms: [],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Check-in opens on the arrival day, /);
  });

  it('checks in on the arrival day with the ID seen and room numbers, audited; then checks out', async () => {
    const b = await paidBooking(31);
    const manager1 = await clockTo(b.checkIn);
    const detail = (await get(`/api/staff/bookings/${b.id}`, manager1)).json().data;
    // noon: before hotel 1's check-in time plus its no-show cut-off (ADR 265)
    expect(detail.actions).toMatchObject({ checkIn: true, noShow: false, checkOut: false });
    const roomId = detail.roomList[0].id;

    const missing = await post(`/api/staff/bookings/${b.id}/check-in`, manager1, {
      idSeen: true,
      idType: 'Aadhaar Card',
      rooms: [],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose a room for every booked room (1 room).');
    const rooms = (await get('/api/staff/hotels/1/rooms', manager1)).json().data.rooms;
    const room = rooms.find((r: { roomTypeId: number }) => r.roomTypeId === b.roomTypeId);

    const ok = await post(`/api/staff/bookings/${b.id}/check-in`, manager1, {
      idSeen: true,
      idType: 'Aadhaar Card',
      rooms: [{ bookingRoomId: roomId, roomId: room.id }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: 'checked_in',
      statusLabel: 'Checked in',
      stay: { idSeen: true, idType: 'Aadhaar Card' },
      roomList: [{ roomNo: room.number }],
    });
    const [entry] = await auditOf('booking', b.id);
    expect(entry).toMatchObject({ action: 'check-in' });
    expect(entry!.before).toMatchObject({ status: 'confirmed' });
    expect(entry!.after).toMatchObject({ status: 'checked_in', rooms: [{ roomNo: room.number }] });

    const again = await post(`/api/staff/bookings/${b.id}/check-in`, manager1, {
      idSeen: true,
      idType: 'Aadhaar Card',
      rooms: [{ bookingRoomId: roomId, roomId: room.id }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Booking ${b.ref} is already checked in.`);
    const noShow = await post(`/api/staff/bookings/${b.id}/no-show`, manager1);
    expect(noShow.statusCode).toBe(409);
    expect(noShow.json().message).toMatch(/a guest who checked in is not a no-show/);

    const out = await post(`/api/staff/bookings/${b.id}/check-out`, manager1, {
      confirm: true,
      leaveEarly: true,
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().data.status).toBe('checked_out');
    expect((await auditOf('booking', b.id))[0]).toMatchObject({ action: 'check-out' });
    const twice = await post(`/api/staff/bookings/${b.id}/check-out`, manager1, { confirm: true });
    expect(twice.statusCode).toBe(409);

    // the customer's history shows the new status with its label
    offsetMs = 0;
    const hist = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/admin/booking-history',
      headers: { cookie: customer.cookie },
    });
    expect(hist.statusCode).toBe(200);
    const row = hist.json().data.find((r: { BookingRefNo: string }) => r.BookingRefNo === b.ref);
    expect(row).toMatchObject({ Status: 'checked_out' });
  });

  it('refuses check-out of a booking not checked in', async () => {
    const b = await paidBooking(32);
    const res = await post(`/api/staff/bookings/${b.id}/check-out`, manager1, { confirm: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Booking ${b.ref} is confirmed: only a checked-in guest can be checked out.`,
    );
  });

  it('marks a no-show only once the arrival day began, and gives the remaining nights back', async () => {
    const b = await paidBooking(33, 3);
    const early = await post(`/api/staff/bookings/${b.id}/no-show`, manager1);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^A no-show can be marked from the arrival day/);

    const second = addDays(b.checkIn, 1);
    const m = await clockTo(second);
    const before = await bookedCount(ctx, b.roomTypeId, second);
    const firstNight = await bookedCount(ctx, b.roomTypeId, b.checkIn);
    const res = await post(`/api/staff/bookings/${b.id}/no-show`, m);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'no_show', statusLabel: 'No-show' });
    expect(await bookedCount(ctx, b.roomTypeId, second)).toBe(before - 1);
    // the night already passed stays as it was
    expect(await bookedCount(ctx, b.roomTypeId, b.checkIn)).toBe(firstNight);
    expect((await auditOf('booking', b.id))[0]).toMatchObject({ action: 'no-show' });
    const late = await post(`/api/staff/bookings/${b.id}/check-in`, m, {
      idSeen: false,
      rooms: [],
    });
    expect(late.statusCode).toBe(409);
  });

  it("lists today's arrivals and departures of a hotel (IST today)", async () => {
    const b = await paidBooking(34, 1);
    const m = await clockTo(b.checkIn);
    const arrivals = (await get('/api/staff/desk/today?hotelId=1', m)).json().data;
    expect(arrivals.date).toBe(b.checkIn);
    expect(arrivals.arrivals.map((r: { id: number }) => r.id)).toContain(b.id);
    const m2 = await clockTo(b.checkOut);
    const deps = (await get('/api/staff/desk/today?hotelId=1', m2)).json().data;
    expect(deps.departures.map((r: { id: number }) => r.id)).toContain(b.id);
    const other = await staffCookie(ctx, 'hotel_manager', { hotelIds: [2] });
    expect((await get('/api/staff/desk/today?hotelId=1', other)).statusCode).toBe(404);
  });
});

describe('counter booking', () => {
  const walkIn = (roomTypeId: number, d: { checkIn: string; checkOut: string }, extra = {}) => ({
    hotelID: 1,
    CheckIn: d.checkIn,
    checkOUT: d.checkOut,
    rooms: [{ RoomTypeID: roomTypeId, NoOfAdult: 1 }],
    CustomerName: 'Ravi Hembrom',
    MobileNo: '9700011122',
    EmailID: 'ravi.hembrom@example.com',
    IdentityType: 'Aadhaar Card',
    IdentityNo: '4321',
    paymentMethod: 'upi',
    paymentReference: 'UPI-REF-778899',
    ...extra,
  });

  it('books at the same price and GST, takes the inventory, issues receipt and invoice, mails the guest', async () => {
    const d = stay(40, 2);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const before = await bookedCount(ctx, t!.RoomTypeID, d.checkIn);
    const res = await post('/api/staff/counter-bookings', manager1, walkIn(t!.RoomTypeID, d));
    expect(res.statusCode).toBe(200);
    const b = res.json().data;
    expect(b).toMatchObject({
      status: 'confirmed',
      counter: true,
      payment: { gateway: 'desk', method: 'upi', reference: 'UPI-REF-778899', status: 'captured' },
    });
    expect(b.invoiceNo).toMatch(/^JTDC\//);
    expect(await bookedCount(ctx, t!.RoomTypeID, d.checkIn)).toBe(before + 1);

    // the same pricing as online: the online quote of the same stay
    const nights = t!.nights.reduce((s, n) => s + n.price, 0);
    expect(b.roomTotalPaise).toBe(Math.round(nights * 100));
    expect(b.gstPaise).toBeGreaterThan(0);

    const token = new URL(b.links.receipt).searchParams.get('token')!;
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/dashboard/admin/booking-view/${b.id}?token=${encodeURIComponent(token)}`,
    });
    expect(view.statusCode).toBe(200);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${b.id}/invoice.pdf?token=${encodeURIComponent(token)}`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    // the confirmation is rendered when sent (ADR 300)
    await deliverDue(ctx.deps);
    const mails = await ctx.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'ravi.hembrom@example.com'));
    expect(mails.some((m) => m.subject?.includes(b.ref))).toBe(true);
    const [entry] = await auditOf('booking', b.id);
    expect(entry).toMatchObject({ action: 'counter-booking', staffId: expect.any(Number) });
    expect(entry!.after).toMatchObject({ payment: { method: 'upi', reference: 'UPI-REF-778899' } });
  });

  it('sends no mail without an e-mail address, but the SMS', async () => {
    const d = stay(41, 1);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const res = await post(
      '/api/staff/counter-bookings',
      manager1,
      walkIn(t!.RoomTypeID, d, { EmailID: '', MobileNo: '9700099988', paymentMethod: 'cash' }),
    );
    expect(res.statusCode).toBe(200);
    const sms = await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, '9700099988'));
    expect(sms).toHaveLength(1);
    const none = await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, ''));
    expect(none).toHaveLength(0);
  });

  it('refuses a hotel the manager does not run (404) and a full night (409)', async () => {
    const d = stay(42, 1);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    expect(
      (await post('/api/staff/counter-bookings', manager2, walkIn(t!.RoomTypeID, d))).statusCode,
    ).toBe(404);
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET booked = total WHERE room_type_id = ${t!.RoomTypeID} AND night = ${d.checkIn}`,
    );
    const full = await post('/api/staff/counter-bookings', manager1, walkIn(t!.RoomTypeID, d));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/has no room left for the night of/);
  });

  it('cancels a counter booking with its refund recorded as paid at the desk', async () => {
    const d = stay(43, 1);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const b = (await post('/api/staff/counter-bookings', manager1, walkIn(t!.RoomTypeID, d))).json()
      .data;
    const res = await post(`/api/staff/bookings/${b.id}/cancel`, manager1, { mode: 'policy' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    const accounts = await staffCookie(ctx, 'accounts');
    const list = (await get('/api/staff/refunds', accounts)).json().data;
    const row = list.find((r: { bookingId: number }) => r.bookingId === b.id);
    expect(row).toMatchObject({
      status: 'processed',
      gatewayState: 'paid at desk',
      gateway: 'desk',
    });
  });
});

describe('cancel on the guest behalf', () => {
  it('previews and cancels under the policy, refunds through the gateway, audited', async () => {
    const b = await paidBooking(50);
    const before = await bookedCount(ctx, b.roomTypeId, b.checkIn);
    const preview = (await get(`/api/staff/bookings/${b.id}/cancel-preview`, manager1)).json().data;
    expect(preview.policyRefusal).toBeNull();
    expect(preview.refundPaise + preview.chargePaise).toBe(preview.paidPaise);
    const res = await post(`/api/staff/bookings/${b.id}/cancel`, manager1, { mode: 'policy' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    expect(res.json().data.refunds[0].amountPaise).toBe(preview.refundPaise);
    expect(await bookedCount(ctx, b.roomTypeId, b.checkIn)).toBe(before - 1);
    expect((await auditOf('booking', b.id))[0]).toMatchObject({ action: 'cancel' });
    const again = await post(`/api/staff/bookings/${b.id}/cancel`, manager1, { mode: 'policy' });
    expect(again.statusCode).toBe(409);
  });

  it('cancels with an override amount only with a reason, and audits the reason', async () => {
    const b = await paidBooking(51);
    const noReason = await post(`/api/staff/bookings/${b.id}/cancel`, manager1, {
      mode: 'override',
      refundPaise: 100,
    });
    expect(noReason.statusCode).toBe(400);
    const tooMuch = await post(`/api/staff/bookings/${b.id}/cancel`, manager1, {
      mode: 'override',
      refundPaise: 999_999_999,
      reason: 'Goodwill after a complaint',
    });
    expect(tooMuch.statusCode).toBe(400);
    const res = await post(`/api/staff/bookings/${b.id}/cancel`, manager1, {
      mode: 'override',
      refundPaise: 12_345,
      reason: 'Road to the resort closed by landslide',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.refunds[0].amountPaise).toBe(12_345);
    const [entry] = await auditOf('booking', b.id);
    expect(entry).toMatchObject({ action: 'cancel-override' });
    expect(entry!.after).toMatchObject({
      overrideRefundPaise: 12_345,
      reason: 'Road to the resort closed by landslide',
    });
  });
});

describe('refunds and payments', () => {
  it('lists refunds by state and retries a failed one once (idempotent), audited', async () => {
    const b = await paidBooking(55);
    await post(`/api/staff/bookings/${b.id}/cancel`, admin.cookie, { mode: 'policy' });
    const [r] = await ctx.deps.db.select().from(refunds).where(eq(refunds.bookingId, b.id));
    await ctx.deps.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, r!.id));
    const accounts = await staffCookie(ctx, 'accounts');
    const failed = (await get('/api/staff/refunds?status=failed', accounts)).json().data;
    expect(failed.map((x: { id: number }) => x.id)).toContain(r!.id);
    expect(failed.every((x: { status: string }) => x.status === 'failed')).toBe(true);

    const processedRetry = await post(`/api/staff/refunds/${r!.id}/retry`, accounts);
    expect(processedRetry.statusCode).toBe(200);
    const retry = processedRetry.json().data;
    expect(retry.id).not.toBe(r!.id);
    expect(retry).toMatchObject({ amountPaise: r!.amountPaise, status: 'processed' });
    const twice = await post(`/api/staff/refunds/${r!.id}/retry`, accounts);
    expect(twice.json().data.id).toBe(retry.id);
    const all = await ctx.deps.db.select().from(refunds).where(eq(refunds.bookingId, b.id));
    expect(all).toHaveLength(2);
    expect((await auditOf('refund', r!.id))[0]).toMatchObject({ action: 'retry' });
    const notFailed = await post(`/api/staff/refunds/${retry.id}/retry`, accounts);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().message).toMatch(/only a failed refund can be retried/);
  });

  it("reconciles the day's payments with the sandbox settlement", async () => {
    const a = await paidBooking(56, 1);
    const sandbox = getSandbox(ctx.deps)!;
    sandbox.settle({ paymentId: 'pay_GatewayOnly0001', orderId: 'order_x', amountPaise: 5000 });
    // a local payment the gateway never listed, and one listed with another amount
    await ctx.deps.db.execute(
      sql`INSERT INTO payments (booking_id, gateway, order_id, payment_id, amount_paise, status, captured_at)
          VALUES (${a.id}, 'sandbox', 'order_localonly1', 'pay_LocalOnly00001', 7000, 'captured', now()),
                 (${a.id}, 'sandbox', 'order_diff000001', 'pay_Different00001', 9000, 'captured', now())`,
    );
    sandbox.settle({
      paymentId: 'pay_Different00001',
      orderId: 'order_diff000001',
      amountPaise: 8000,
    });
    const res = await get(`/api/staff/payments/reconcile?date=${realToday}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    const { lines, counts } = res.json().data;
    const by = (id: string) => lines.find((l: { paymentId: string }) => l.paymentId === id);
    expect(
      lines.find(
        (l: { bookingRefNo: string; localPaise: number }) =>
          l.bookingRefNo === a.ref && l.localPaise !== 7000 && l.localPaise !== 9000,
      ),
    ).toMatchObject({ state: 'matched' });
    expect(by('pay_GatewayOnly0001')).toMatchObject({
      state: 'missing_locally',
      gatewayPaise: 5000,
    });
    expect(by('pay_LocalOnly00001')).toMatchObject({
      state: 'missing_at_gateway',
      localPaise: 7000,
    });
    expect(by('pay_Different00001')).toMatchObject({
      state: 'amount_differs',
      localPaise: 9000,
      gatewayPaise: 8000,
    });
    expect(counts.matched).toBeGreaterThan(0);
  });
});

describe('requests workflow', () => {
  const ADVANCE = '/api/dashboard/admin/submit-advance-booking-request';
  const mailsTo = (to: string) => ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, to));

  it('moves a wedding request new → in progress → accepted with the reply mailed; no way back', async () => {
    const email = 'wedding.party@example.com';
    const filed = await ctx.app.inject({
      method: 'POST',
      url: ADVANCE,
      payload: {
        name: 'Meera Soren',
        mobile: '9876543210',
        email,
        purpose: 'Marriage',
        fromDate: addDays(realToday, 60),
        toDate: addDays(realToday, 62),
        hotelName: 'Patratu Lake Resort',
        remarks: '12 rooms',
      },
    });
    const ref = filed.json().data.Ref;
    const board = (await get('/api/staff/requests', manager1)).json().data;
    const item = board.find((r: { ref: string }) => r.ref === ref);
    expect(item).toMatchObject({ kind: 'advance', status: 'new' });
    expect(
      (await get('/api/staff/requests', manager2))
        .json()
        .data.some((r: { ref: string }) => r.ref === ref),
    ).toBe(false);
    expect(
      (
        await post(`/api/staff/requests/advance/${item.id}/status`, manager2, {
          status: 'in_progress',
        })
      ).statusCode,
    ).toBe(404);

    const prog = await post(`/api/staff/requests/advance/${item.id}/status`, manager1, {
      status: 'in_progress',
    });
    expect(prog.json().data.status).toBe('in_progress');
    const noReply = await post(`/api/staff/requests/advance/${item.id}/status`, manager1, {
      status: 'accepted',
    });
    expect(noReply.statusCode).toBe(400);
    const acc = await post(`/api/staff/requests/advance/${item.id}/status`, manager1, {
      status: 'accepted',
      reply: 'Twelve rooms and the lawn are yours; our team will call with the quotation.',
    });
    expect(acc.statusCode).toBe(200);
    expect(acc.json().data).toMatchObject({ status: 'accepted' });
    const mails = await mailsTo(email);
    expect(mails.some((m) => m.text.includes('Twelve rooms and the lawn are yours'))).toBe(true);
    const back = await post(`/api/staff/requests/advance/${item.id}/status`, manager1, {
      status: 'declined',
      reply: 'Sorry.',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(`Request ${ref} is accepted; it cannot be moved to declined.`);
    const entries = await auditOf('advance_request', item.id);
    expect(entries.map((e) => e.action)).toEqual(['request-accepted', 'request-in-progress']);
  });

  const rescheduleFor = (b: { ref: string }, newIn: string, newOut: string) =>
    rescheduleRequest(ctx, { guest: customer.cookie, staff: admin.cookie }, b.ref, newIn, newOut);

  it('an accepted reschedule moves the booking and its inventory, shows the difference, mails the guest', async () => {
    const b = await paidBooking(70, 2);
    const newIn = addDays(b.checkIn, 10);
    const newOut = addDays(newIn, 2);
    const req = await rescheduleFor(b, newIn, newOut);
    const oldBefore = await bookedCount(ctx, b.roomTypeId, b.checkIn);
    const newBefore = await bookedCount(ctx, b.roomTypeId, newIn);
    const quote = (await get(`/api/staff/requests/reschedule/${req.id}/quote`, manager1)).json()
      .data;
    expect(quote).toMatchObject({ available: true, bookingId: b.id });
    expect(quote.differencePaise).toBe(quote.newTotalPaise - quote.paidPaise);
    // the quote moved nothing
    expect(await bookedCount(ctx, b.roomTypeId, b.checkIn)).toBe(oldBefore);

    const res = await post(`/api/staff/requests/reschedule/${req.id}/status`, manager1, {
      status: 'accepted',
      reply: 'Your new dates are confirmed.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'accepted',
      priceDifferencePaise: quote.differencePaise,
    });
    expect(await bookedCount(ctx, b.roomTypeId, b.checkIn)).toBe(oldBefore - 1);
    expect(await bookedCount(ctx, b.roomTypeId, newIn)).toBe(newBefore + 1);
    const detail = (await get(`/api/staff/bookings/${b.id}`, manager1)).json().data;
    expect(detail).toMatchObject({ checkIn: newIn, checkOut: newOut, nights: 2 });
    const mails = await mailsTo('sunita.oraon@example.com');
    expect(
      mails.some((m) => m.text.includes('Your new dates are confirmed.') && m.text.includes(b.ref)),
    ).toBe(true);
    expect((await auditOf('booking', b.id))[0]).toMatchObject({ action: 'reschedule' });
  });

  it('a reschedule to full dates is refused with 409 and nothing moves; declined keeps the booking', async () => {
    const b = await paidBooking(72, 1);
    const newIn = addDays(b.checkIn, 12);
    const newOut = addDays(newIn, 1);
    const req = await rescheduleFor(b, newIn, newOut);
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET booked = total WHERE room_type_id = ${b.roomTypeId} AND night = ${newIn}`,
    );
    const oldBefore = await bookedCount(ctx, b.roomTypeId, b.checkIn);
    const quote = (await get(`/api/staff/requests/reschedule/${req.id}/quote`, admin.cookie)).json()
      .data;
    expect(quote.available).toBe(false);
    const res = await post(`/api/staff/requests/reschedule/${req.id}/status`, admin.cookie, {
      status: 'accepted',
      reply: 'Moved.',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/has no room left for the night of/);
    expect(await bookedCount(ctx, b.roomTypeId, b.checkIn)).toBe(oldBefore);
    const dec = await post(`/api/staff/requests/reschedule/${req.id}/status`, admin.cookie, {
      status: 'declined',
      reply: 'Those dates are full; your booking stays as it is.',
    });
    expect(dec.statusCode).toBe(200);
    const detail = (await get(`/api/staff/bookings/${b.id}`, admin.cookie)).json().data;
    expect(detail).toMatchObject({ checkIn: b.checkIn, status: 'confirmed' });
  });
});
