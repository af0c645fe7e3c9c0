import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import { bookingRooms, bookings, outbox, refunds } from '../../db/schema/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { bookedOn, createConfirmedBooking } from './cancellation.fixture';

let ctx: TestContext;
type Customer = Awaited<ReturnType<typeof createCustomerSession>>;
let asha: Customer;
let ravi: Customer;

beforeAll(async () => {
  ctx = await createTestApp();
  asha = await createCustomerSession(ctx, { name: 'Asha Kumari' });
  ravi = await createCustomerSession(ctx, { name: 'Ravi Oraon' });
});
afterAll(() => ctx.close());

const rupees = (paise: number) => paise / 100;
const booking = (c: Customer, opts: Parameters<typeof createConfirmedBooking>[2] = {}) =>
  createConfirmedBooking(ctx.deps.db, c, opts);

function get(url: string, c?: Customer) {
  return ctx.app.inject({ method: 'GET', url, headers: c ? { cookie: c.cookie } : {} });
}
function post(url: string, c?: Customer, body?: object) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: c ? { cookie: c.cookie } : {},
    ...(body ? { payload: body } : {}),
  });
}
const roomBody = (c: Customer, roomId: number, extra: object = {}) => ({
  Price: 1,
  RoomConfig: 'Deluxe Room',
  UserID: c.customerId,
  ROOMID: roomId,
  ...extra,
});

async function bookingStatus(id: number) {
  const [b] = await ctx.deps.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, id));
  return b!.status;
}
async function refundsOf(bookingId: number) {
  return ctx.deps.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
}
async function messagesTo(to: string) {
  return ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, to));
}
async function roomStatus(roomId: number) {
  const [r] = await ctx.deps.db
    .select({ status: bookingRooms.status })
    .from(bookingRooms)
    .where(eq(bookingRooms.id, roomId));
  return r!.status;
}

describe('the policy', () => {
  it('GET /api/hotel/cancel/:hotelId lists the deduction bands and the refused band', async () => {
    const res = await get('/api/hotel/cancel/1', asha);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { MinDays: 15, MaxDays: null, DeductionPercent: 20 },
      { MinDays: 7, MaxDays: 14, DeductionPercent: 30 },
      { MinDays: 2, MaxDays: 6, DeductionPercent: 50 },
      { MinDays: 0, MaxDays: 1, DeductionPercent: null },
    ]);
  });

  it('needs a login and a known hotel', async () => {
    expect((await get('/api/hotel/cancel/1')).statusCode).toBe(401);
    expect((await get('/api/hotel/cancel/9999', asha)).statusCode).toBe(404);
    expect((await get('/api/hotel/cancel/abc', asha)).statusCode).toBe(400);
  });

  it('the body-less partial call returns the policy and what applies to this booking now', async () => {
    const b = await booking(asha, { checkIn: addDays(todayIst(), 10) });
    const res = await post(`/api/hotel/cancel/partial/${b.bookingId}`, asha);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(4);
    expect(res.json().applicable).toEqual({ DaysBeforeCheckIn: 10, DeductionPercent: 30 });
    const empty = await post(`/api/hotel/cancel/partial/${b.bookingId}`, asha, {});
    expect(empty.json().applicable.DeductionPercent).toBe(30);
  });
});

describe('full cancellation', () => {
  it('previews then cancels every room: inventory back, refund issued, mail and SMS queued', async () => {
    const b = await booking(asha, { rooms: 2 });
    const before = await Promise.all(
      b.rooms.map((r) => bookedOn(ctx.deps.db, r.roomTypeId, b.checkIn)),
    );

    const preview = await get(`/api/hotel/cancel-preview/${b.bookingId}`, asha);
    expect(preview.statusCode).toBe(200);
    const paid = b.rooms.reduce((s, r) => s + r.paidPaise, 0);
    const charge = b.rooms.reduce((s, r) => s + Math.round(r.paidPaise * 0.2), 0);
    expect(preview.json().cancellationData).toEqual({
      totalAmount: rupees(paid),
      taxAmount: rupees(b.rooms.reduce((s, r) => s + r.gstPaise, 0)),
      cancellationCharge: rupees(charge),
      refundAmount: rupees(paid - charge),
      DeductionPercent: 20,
      DaysBeforeCheckIn: 20,
      rooms: 2,
    });

    const res = await post(`/api/hotel/cancel-all/${b.bookingId}`, asha);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.cancelAllSuccess);
    const data = res.json().data;
    expect(data.Status).toBe('cancelled');
    expect(data.CancelledRoomIds).toEqual(b.rooms.map((r) => r.id));
    expect(data.refundAmount).toBe(rupees(paid - charge));
    expect(data.refund).toMatchObject({
      Amount: rupees(paid - charge),
      Status: 'processed',
      RoomBookingID: null,
    });

    expect(await bookingStatus(b.bookingId)).toBe('cancelled');
    for (const [i, r] of b.rooms.entries()) {
      expect(await roomStatus(r.id)).toBe('cancelled');
      expect(await bookedOn(ctx.deps.db, r.roomTypeId, b.checkIn)).toBe(before[i]! - 1);
    }
    const [refund] = await refundsOf(b.bookingId);
    expect(refund).toMatchObject({
      amountPaise: paid - charge,
      status: 'processed',
      paymentId: b.paymentRowId,
    });
    expect(refund!.gatewayRefundId).toMatch(/^rfnd_/);

    const msgs = await messagesTo(asha.email);
    expect(msgs.some((m) => m.channel === 'email' && m.subject?.includes(b.bookingRefNo))).toBe(
      true,
    );
    expect(
      (await messagesTo(asha.mobile)).some(
        (m) => m.channel === 'sms' && m.text.includes(b.bookingRefNo),
      ),
    ).toBe(true);

    const details = await get(`/api/hotel/get-cancellation-details/${b.bookingId}`, asha);
    expect(details.json().data).toEqual([{ vchRoomIds: b.rooms.map((r) => r.id).join(',') }]);
  });

  it('refuses a second full cancellation with 409 and changes nothing', async () => {
    const b = await booking(asha, { rooms: 1 });
    expect((await post(`/api/hotel/cancel-all/${b.bookingId}`, asha)).statusCode).toBe(200);
    const again = await post(`/api/hotel/cancel-all/${b.bookingId}`, asha);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'This booking is already cancelled.' });
    expect(await refundsOf(b.bookingId)).toHaveLength(1);
    expect((await get(`/api/hotel/cancel-preview/${b.bookingId}`, asha)).statusCode).toBe(409);
  });
});

describe('partial cancellation', () => {
  it('quotes one room, cancels it, then the last room by partial cancels the booking', async () => {
    const b = await booking(asha, { rooms: 2, checkIn: addDays(todayIst(), 10) });
    const [first, second] = b.rooms as [(typeof b.rooms)[0], (typeof b.rooms)[0]];
    const charge1 = Math.round(first.paidPaise * 0.3);

    const quote = await post(
      `/api/hotel/cancel/partial/${b.bookingId}`,
      asha,
      roomBody(asha, first.id),
    );
    expect(quote.statusCode).toBe(200);
    expect(quote.json().cancellationData).toEqual([
      {
        RoomBookingID: first.id,
        Amount: rupees(charge1),
        TotalPaid: rupees(first.paidPaise),
        RefundAmount: rupees(first.paidPaise - charge1),
        DeductionPercent: 30,
        DaysBeforeCheckIn: 10,
      },
    ]);
    expect(await roomStatus(first.id)).toBe('booked');

    const before = await bookedOn(ctx.deps.db, first.roomTypeId, b.checkIn);
    const one = await post(
      `/api/hotel/cancel-room/confirm/${b.bookingId}`,
      asha,
      roomBody(asha, first.id),
    );
    expect(one.statusCode).toBe(200);
    expect(one.json().message).toBe(MSG.cancelRoomSuccess);
    expect(one.json().data).toMatchObject({
      Status: 'partially_cancelled',
      CancelledRoomIds: [first.id],
      cancellationCharge: rupees(charge1),
      refundAmount: rupees(first.paidPaise - charge1),
      refund: { RoomBookingID: first.id, Status: 'processed' },
    });
    expect(await bookingStatus(b.bookingId)).toBe('partially_cancelled');
    expect(await bookedOn(ctx.deps.db, first.roomTypeId, b.checkIn)).toBe(before - 1);
    expect(
      (await get(`/api/hotel/get-cancellation-details/${b.bookingId}`, asha)).json().data,
    ).toEqual([{ vchRoomIds: String(first.id) }]);

    const preview = (await get(`/api/hotel/cancel-preview/${b.bookingId}`, asha)).json()
      .cancellationData;
    expect(preview.rooms).toBe(1);
    expect(preview.totalAmount).toBe(rupees(second.paidPaise));

    const last = await post(
      `/api/hotel/cancel-room/confirm/${b.bookingId}`,
      asha,
      roomBody(asha, second.id),
    );
    expect(last.statusCode).toBe(200);
    expect(last.json().data.Status).toBe('cancelled');
    expect(await bookingStatus(b.bookingId)).toBe('cancelled');
    expect(await refundsOf(b.bookingId)).toHaveLength(2);

    const view = (await get(`/api/hotel/cancel-booking/${b.bookingId}`, asha)).json().data;
    expect(view.Status).toBe('cancelled');
    expect(view.applicable).toEqual({ DaysBeforeCheckIn: 10, DeductionPercent: 30 });
    expect(view.rooms.map((r: { Status: string }) => r.Status)).toEqual(['cancelled', 'cancelled']);
    expect(view.refunds).toHaveLength(2);
  });

  it('refuses a second cancel of the same room with 409 and changes nothing', async () => {
    const b = await booking(asha, { rooms: 2 });
    const room = b.rooms[0]!;
    expect(
      (await post(`/api/hotel/cancel-room/confirm/${b.bookingId}`, asha, roomBody(asha, room.id)))
        .statusCode,
    ).toBe(200);
    const inv = await bookedOn(ctx.deps.db, room.roomTypeId, b.checkIn);
    const again = await post(
      `/api/hotel/cancel-room/confirm/${b.bookingId}`,
      asha,
      roomBody(asha, room.id),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This room is already cancelled.');
    expect(await refundsOf(b.bookingId)).toHaveLength(1);
    expect(await bookedOn(ctx.deps.db, room.roomTypeId, b.checkIn)).toBe(inv);
    const quote = await post(
      `/api/hotel/cancel/partial/${b.bookingId}`,
      asha,
      roomBody(asha, room.id),
    );
    expect(quote.statusCode).toBe(409);
  });

  it('ignores a tampered Price: the charge comes from what was paid', async () => {
    const b = await booking(asha, { rooms: 1 });
    const room = b.rooms[0]!;
    const res = await post(
      `/api/hotel/cancel-room/confirm/${b.bookingId}`,
      asha,
      roomBody(asha, room.id, { Price: 1, RoomConfig: { price: 1 } }),
    );
    expect(res.statusCode).toBe(200);
    const charge = Math.round(room.paidPaise * 0.2);
    expect(res.json().data.cancellationCharge).toBe(rupees(charge));
    expect(res.json().data.refundAmount).toBe(rupees(room.paidPaise - charge));
  });

  it('needs the room and the user: otherwise the spec message, 400', async () => {
    const b = await booking(asha, { rooms: 1 });
    for (const body of [
      { Price: 100, RoomConfig: 'x', UserID: asha.customerId },
      { Price: 100, ROOMID: b.rooms[0]!.id },
    ]) {
      const res = await post(`/api/hotel/cancel-room/confirm/${b.bookingId}`, asha, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.cancelMissingData);
      const quote = await post(`/api/hotel/cancel/partial/${b.bookingId}`, asha, body);
      expect(quote.statusCode).toBe(400);
    }
    const none = await post(`/api/hotel/cancel-room/confirm/${b.bookingId}`, asha);
    expect(none.statusCode).toBe(400);
    expect(await roomStatus(b.rooms[0]!.id)).toBe('booked');
  });
});

describe('bad requests change nothing', () => {
  it('another customer gets 404 on every call, and a UserID of someone else gets 403', async () => {
    const b = await booking(asha, { rooms: 2 });
    const room = b.rooms[0]!;
    for (const res of [
      await get(`/api/hotel/cancel-booking/${b.bookingId}`, ravi),
      await get(`/api/hotel/get-cancellation-details/${b.bookingId}`, ravi),
      await get(`/api/hotel/cancel-preview/${b.bookingId}`, ravi),
      await post(`/api/hotel/cancel/partial/${b.bookingId}`, ravi),
      await post(`/api/hotel/cancel/partial/${b.bookingId}`, ravi, roomBody(ravi, room.id)),
      await post(`/api/hotel/cancel-all/${b.bookingId}`, ravi),
      await post(`/api/hotel/cancel-room/confirm/${b.bookingId}`, ravi, roomBody(ravi, room.id)),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Booking not found.' });
    }
    const asRavi = await post(
      `/api/hotel/cancel-room/confirm/${b.bookingId}`,
      asha,
      roomBody(ravi, room.id),
    );
    expect(asRavi.statusCode).toBe(403);
    const quoteAsRavi = await post(
      `/api/hotel/cancel/partial/${b.bookingId}`,
      asha,
      roomBody(ravi, room.id),
    );
    expect(quoteAsRavi.statusCode).toBe(403);
    expect(await roomStatus(room.id)).toBe('booked');
    expect(await bookingStatus(b.bookingId)).toBe('confirmed');
  });

  it('answers 401 without a session and 404 for an unknown booking', async () => {
    expect((await post('/api/hotel/cancel-all/1')).statusCode).toBe(401);
    expect((await get('/api/hotel/cancel-preview/1')).statusCode).toBe(401);
    expect((await get('/api/hotel/cancel-preview/999999', asha)).statusCode).toBe(404);
    expect((await post('/api/hotel/cancel-all/999999', asha)).statusCode).toBe(404);
    expect((await post('/api/hotel/cancel-all/abc', asha)).statusCode).toBe(400);
  });

  it('refuses a room of another booking with 404', async () => {
    const mine = await booking(asha, { rooms: 1 });
    const other = await booking(asha, { rooms: 1 });
    const res = await post(
      `/api/hotel/cancel-room/confirm/${mine.bookingId}`,
      asha,
      roomBody(asha, other.rooms[0]!.id),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This room is not part of the booking.');
    expect(await roomStatus(other.rooms[0]!.id)).toBe('booked');
  });

  it.each([
    ['tomorrow', 1],
    ['today', 0],
    ['begun yesterday', -1],
  ])('refuses a booking whose check-in is %s with 400 and the policy message', async (_n, days) => {
    const b = await booking(asha, { rooms: 2, checkIn: addDays(todayIst(), days) });
    const inv = await bookedOn(ctx.deps.db, b.rooms[0]!.roomTypeId, b.checkIn);
    for (const res of [
      await get(`/api/hotel/cancel-preview/${b.bookingId}`, asha),
      await post(`/api/hotel/cancel/partial/${b.bookingId}`, asha, roomBody(asha, b.rooms[0]!.id)),
      await post(`/api/hotel/cancel-all/${b.bookingId}`, asha),
      await post(
        `/api/hotel/cancel-room/confirm/${b.bookingId}`,
        asha,
        roomBody(asha, b.rooms[0]!.id),
      ),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Cancellation is not allowed within 2 days of check-in.');
    }
    expect(await bookingStatus(b.bookingId)).toBe('confirmed');
    expect(await refundsOf(b.bookingId)).toHaveLength(0);
    expect(await bookedOn(ctx.deps.db, b.rooms[0]!.roomTypeId, b.checkIn)).toBe(inv);
    const policy = await post(`/api/hotel/cancel/partial/${b.bookingId}`, asha);
    expect(policy.json().applicable).toEqual({ DaysBeforeCheckIn: days, DeductionPercent: null });
  });

  it('deducts 50% two days before check-in', async () => {
    const b = await booking(asha, { rooms: 1, checkIn: addDays(todayIst(), 2) });
    const res = await post(`/api/hotel/cancel-all/${b.bookingId}`, asha);
    expect(res.statusCode).toBe(200);
    const paid = b.rooms[0]!.paidPaise;
    expect(res.json().data.cancellationCharge).toBe(rupees(Math.round(paid * 0.5)));
  });

  it.each(['pending_payment', 'failed', 'expired'] as const)(
    'refuses a %s booking with 409',
    async (status) => {
      const b = await booking(asha, { rooms: 1, status, capturedPaise: null });
      const res = await post(`/api/hotel/cancel-all/${b.bookingId}`, asha);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Only a confirmed booking can be cancelled.');
      expect(await bookingStatus(b.bookingId)).toBe(status);
    },
  );

  it.each(['pending_payment', 'failed', 'expired'] as const)(
    'shows nothing as paid for the rooms of a %s booking (issue 10 item 9)',
    async (status) => {
      const guest = await createCustomerSession(ctx);
      const b = await booking(guest, {
        rooms: 2,
        status,
        capturedPaise: null,
        checkIn: addDays(todayIst(), 120),
      });
      const res = await ctx.app.inject({
        url: `/api/hotel/cancel-booking/${b.bookingId}`,
        headers: { cookie: guest.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.Status).toBe(status);
      for (const r of res.json().data.rooms) expect(r.TotalPaid).toBe(0);
    },
  );
});

describe('concurrency', () => {
  it('two simultaneous cancels of one room: exactly one succeeds, one refund, inventory released once', async () => {
    const b = await booking(asha, { rooms: 2 });
    const room = b.rooms[0]!;
    const before = await bookedOn(ctx.deps.db, room.roomTypeId, b.checkIn);
    const results = await Promise.all([
      post(`/api/hotel/cancel-room/confirm/${b.bookingId}`, asha, roomBody(asha, room.id)),
      post(`/api/hotel/cancel-room/confirm/${b.bookingId}`, asha, roomBody(asha, room.id)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(b.bookingId)).toHaveLength(1);
    expect(await bookedOn(ctx.deps.db, room.roomTypeId, b.checkIn)).toBe(before - 1);
  });

  it('a full cancellation racing a room cancellation: the refunds never exceed what was paid', async () => {
    const b = await booking(asha, { rooms: 2 });
    const results = await Promise.all([
      post(`/api/hotel/cancel-all/${b.bookingId}`, asha),
      post(`/api/hotel/cancel-room/confirm/${b.bookingId}`, asha, roomBody(asha, b.rooms[1]!.id)),
    ]);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    const rows = await refundsOf(b.bookingId);
    const total = rows.reduce((s, r) => s + r.amountPaise, 0);
    expect(total).toBe(
      b.rooms.reduce((s, r) => s + r.paidPaise - Math.round(r.paidPaise * 0.2), 0),
    );
    expect(await bookingStatus(b.bookingId)).toBe('cancelled');
    const cancelled = await ctx.deps.db
      .select()
      .from(bookingRooms)
      .where(and(eq(bookingRooms.bookingId, b.bookingId), eq(bookingRooms.status, 'cancelled')));
    expect(cancelled).toHaveLength(2);
  });
});
