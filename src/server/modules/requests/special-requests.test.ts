import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import {
  bookAndPay,
  bookingBody,
  postBooking,
  roomTypesOf,
  stay,
} from '../bookings/bookings.fixture';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;
const get = (url: string, cookie: string): Promise<Reply> =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object): Promise<Reply> =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

let guest: Awaited<ReturnType<typeof createCustomerSession>>;
beforeAll(async () => {
  guest = await createCustomerSession(ctx, { name: 'Meera Tirkey' });
});

async function book(offset: number, extra: Record<string, unknown>) {
  const d = stay(offset, 1);
  const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  const body = bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }], {
    EmailID: guest.email,
    ...extra,
  });
  return (await bookAndPay(ctx, guest.cookie, body)).created;
}

describe('special requests at booking (ADR 321)', () => {
  const TEXT = 'Early check-in please;\nwe need a ground-floor room for my father.';

  it('are stored with the booking and shown to the desk', async () => {
    const b = await book(40, { SpecialRequests: `  ${TEXT}  ` });
    const manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    const detail = await get(`/api/staff/bookings/${b.bookingId}`, manager);
    expect(detail.json().data.specialRequests).toBe(TEXT);
  });

  it('refuse an over-long text and control characters with 400, naming the field', async () => {
    const d = stay(41, 1);
    const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    for (const SpecialRequests of ['x'.repeat(501), 'ground floor\u0007']) {
      const res = await postBooking(
        ctx,
        guest.cookie,
        bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }], { SpecialRequests }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('SpecialRequests');
    }
  });

  it('go on the requests board; the hotel answers and the guest sees status and reply', async () => {
    const b = await book(42, { SpecialRequests: 'An accessible room, please.' });
    const plain = await book(43, {});
    const own = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    const stranger = await staffCookie(ctx, 'hotel_manager', { hotelIds: [2] });

    const board = (await get('/api/staff/requests', own)).json().data;
    const item = board.find(
      (r: { kind: string; id: number }) => r.kind === 'special' && r.id === b.bookingId,
    );
    expect(item).toMatchObject({
      ref: b.BookingRefNo,
      bookingRefNo: b.BookingRefNo,
      details: 'An accessible room, please.',
      status: 'new',
    });
    expect(
      board.some(
        (r: { kind: string; id: number }) => r.kind === 'special' && r.id === plain.bookingId,
      ),
    ).toBe(false);
    const other = (await get('/api/staff/requests', stranger)).json().data;
    expect(
      other.some((r: { id: number; kind: string }) => r.kind === 'special' && r.id === b.bookingId),
    ).toBe(false);
    const reply = 'Room 101 on the ground floor has a ramp and grab bars; it is yours.';
    expect(
      (
        await post(`/api/staff/requests/special/${b.bookingId}/status`, stranger, {
          status: 'accepted',
          reply,
        })
      ).statusCode,
    ).toBe(404);

    const done = await post(`/api/staff/requests/special/${b.bookingId}/status`, own, {
      status: 'accepted',
      reply,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ kind: 'special', status: 'accepted', reply });

    const mine = (await get('/api/requests/mine', guest.cookie)).json().data;
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'special',
          ref: b.BookingRefNo,
          details: 'An accessible room, please.',
          status: 'accepted',
          reply,
        }),
      ]),
    );
    const mails = await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, guest.email));
    expect(mails.some((m) => m.subject === `Your request ${b.BookingRefNo}: accepted`)).toBe(true);
  });

  it("another guest's list does not show them; without a session it is 401", async () => {
    const other = await createCustomerSession(ctx);
    expect((await get('/api/requests/mine', other.cookie)).json().data).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/requests/mine' })).statusCode).toBe(
      401,
    );
  });
});
