import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings } from '../../db/schema/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { bookAndPay, bookingBody, roomTypesOf, stay } from '../bookings/bookings.fixture';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;
const get = (url: string, cookie = ''): Promise<Reply> =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string, payload: object = {}): Promise<Reply> =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** A paid booking of one room at `hotelId`; `status` set as the desk would leave it. */
async function stayAt(
  cookie: string,
  hotelId: number,
  offset: number,
  status: 'confirmed' | 'checked_in' | 'checked_out' = 'checked_out',
): Promise<number> {
  const d = stay(offset, 1);
  const [t] = await roomTypesOf(ctx, hotelId, d.checkIn, d.checkOut);
  const { created } = await bookAndPay(
    ctx,
    cookie,
    bookingBody(hotelId, d, [{ RoomTypeID: t!.RoomTypeID }]),
  );
  // the desk's check-in and check-out are tested in stays.test.ts; here only the outcome matters
  await ctx.deps.db.update(bookings).set({ status }).where(eq(bookings.id, created.bookingId));
  return created.bookingId;
}

let guest: Awaited<ReturnType<typeof createCustomerSession>>;
let other: Awaited<ReturnType<typeof createCustomerSession>>;
beforeAll(async () => {
  guest = await createCustomerSession(ctx, { name: 'Sunita Oraon' });
  other = await createCustomerSession(ctx, { name: 'Kiran Munda' });
});

describe('POST /api/reviews: only completed stays, once per booking', () => {
  it('a checked-out guest rates the stay; it waits for moderation and is not public yet', async () => {
    const id = await stayAt(guest.cookie, 3, 30);
    const before = (await get(`/api/reviews/booking/${id}`, guest.cookie)).json().data;
    expect(before).toMatchObject({ bookingId: id, hotelId: 3, canReview: true, review: null });

    const res = await post('/api/reviews', guest.cookie, {
      bookingId: id,
      rating: 4,
      text: '  Quiet rooms by the lake, kind staff.  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      bookingId: id,
      rating: 4,
      text: 'Quiet rooms by the lake, kind staff.',
      status: 'pending',
      reply: null,
    });
    const after = (await get(`/api/reviews/booking/${id}`, guest.cookie)).json().data;
    expect(after).toMatchObject({ canReview: false, review: { status: 'pending' } });
    const mine = (await get('/api/reviews/mine', guest.cookie)).json().data;
    expect(mine.map((r: { bookingId: number }) => r.bookingId)).toContain(id);

    const page = (await get('/api/hotel/3/reviews')).json().data;
    expect(page.reviews.map((r: { id: number }) => r.id)).not.toContain(res.json().data.id);
  });

  it('refuses a second review of the same booking (409)', async () => {
    const id = await stayAt(guest.cookie, 3, 31);
    expect(
      (await post('/api/reviews', guest.cookie, { bookingId: id, rating: 5 })).statusCode,
    ).toBe(201);
    const again = await post('/api/reviews', guest.cookie, { bookingId: id, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this stay.');
  });

  it.each(['confirmed', 'checked_in'] as const)(
    'refuses a booking that is %s, not yet checked out (409)',
    async (status) => {
      const id = await stayAt(guest.cookie, 3, 32, status);
      const res = await post('/api/reviews', guest.cookie, { bookingId: id, rating: 5 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/after check-out/);
      expect((await get(`/api/reviews/booking/${id}`, guest.cookie)).json().data.canReview).toBe(
        false,
      );
    },
  );

  it("answers 404 for another guest's booking and 401 without a session", async () => {
    const id = await stayAt(guest.cookie, 3, 33);
    const res = await post('/api/reviews', other.cookie, { bookingId: id, rating: 1 });
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/reviews/booking/${id}`, other.cookie)).statusCode).toBe(404);
    expect((await post('/api/reviews', '', { bookingId: id, rating: 1 })).statusCode).toBe(401);
  });

  it('refuses a rating outside 1 to 5 and an over-long text with 400, naming the field', async () => {
    const id = await stayAt(guest.cookie, 3, 34);
    for (const rating of [0, 6, 2.5, 'x']) {
      const res = await post('/api/reviews', guest.cookie, { bookingId: id, rating });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({
        path: 'rating',
        message: 'Please choose a rating from 1 to 5 stars.',
      });
    }
    const long = await post('/api/reviews', guest.cookie, {
      bookingId: id,
      rating: 3,
      text: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].path).toBe('text');
  });
});

describe('moderation and the hotel page', () => {
  it('shows no rating for a hotel without published reviews', async () => {
    const res = await get('/api/hotel/5/reviews');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ hotelId: 5, count: 0, average: null, reviews: [] });
    expect((await get('/api/hotel/99999/reviews')).statusCode).toBe(404);
  });

  it('a published review shows with the month of stay; a hidden one leaves with a reason', async () => {
    const a = await stayAt(guest.cookie, 4, 35);
    const b = await stayAt(guest.cookie, 4, 36);
    const ra = (
      await post('/api/reviews', guest.cookie, { bookingId: a, rating: 5, text: 'Lovely.' })
    ).json().data.id;
    const rb = (await post('/api/reviews', guest.cookie, { bookingId: b, rating: 2 })).json().data
      .id;
    const editor = await staffCookie(ctx, 'content_editor');

    const pending = (await get('/api/staff/reviews?status=pending&hotelId=4', editor)).json().data;
    expect(pending.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([ra, rb]));

    const pub = await post(`/api/staff/reviews/${ra}/publish`, editor);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data).toMatchObject({ status: 'published', hotelName: expect.any(String) });
    await post(`/api/staff/reviews/${rb}/publish`, editor);

    let page = (await get('/api/hotel/4/reviews')).json().data;
    expect(page).toMatchObject({ count: 2, average: 3.5 });
    const [, month] = /^(\d{4}-\d{2})/.exec(stay(35, 1).checkIn)!;
    expect(page.reviews.find((r: { id: number }) => r.id === ra)).toEqual({
      id: ra,
      rating: 5,
      text: 'Lovely.',
      stayMonth: month,
      reply: null,
    });

    expect((await post(`/api/staff/reviews/${rb}/hide`, editor, { reason: ' ' })).statusCode).toBe(
      400,
    );
    const hide = await post(`/api/staff/reviews/${rb}/hide`, editor, {
      reason: 'Names a member of staff.',
    });
    expect(hide.json().data).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Names a member of staff.',
    });
    page = (await get('/api/hotel/4/reviews')).json().data;
    expect(page).toMatchObject({ count: 1, average: 5 });
    expect((await get('/api/reviews/mine', guest.cookie)).json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: rb, status: 'hidden' })]),
    );
    const audit = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, String(rb))));
    expect(audit.map((e) => e.action).sort()).toEqual(['hide', 'publish']);
  });

  it("the hotel's manager replies; another hotel's manager gets 404 and a content editor 403", async () => {
    const id = await stayAt(guest.cookie, 1, 37);
    const rid = (await post('/api/reviews', guest.cookie, { bookingId: id, rating: 4 })).json().data
      .id;
    const own = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    const stranger = await staffCookie(ctx, 'hotel_manager', { hotelIds: [2] });
    const editor = await staffCookie(ctx, 'content_editor');

    const body = { reply: 'Thank you, please come again.' };
    expect((await post(`/api/staff/reviews/${rid}/reply`, stranger, body)).statusCode).toBe(404);
    expect((await post(`/api/staff/reviews/${rid}/publish`, stranger)).statusCode).toBe(404);
    expect((await get('/api/staff/reviews?hotelId=1', stranger)).statusCode).toBe(404);
    const list = (await get('/api/staff/reviews', stranger)).json().data;
    expect(list.every((r: { hotelId: number }) => r.hotelId === 2)).toBe(true);
    expect((await post(`/api/staff/reviews/${rid}/reply`, editor, body)).statusCode).toBe(403);

    const res = await post(`/api/staff/reviews/${rid}/reply`, own, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.reply).toBe(body.reply);
    await post(`/api/staff/reviews/${rid}/publish`, own);
    const page = (await get('/api/hotel/1/reviews')).json().data;
    expect(page.reviews.find((r: { id: number }) => r.id === rid)?.reply).toBe(body.reply);
    const mine = (await get('/api/reviews/mine', guest.cookie)).json().data;
    expect(mine.find((r: { id: number }) => r.id === rid)?.reply).toBe(body.reply);
  });

  it('401 without a staff session, 403 for accounts staff', async () => {
    expect((await get('/api/staff/reviews')).statusCode).toBe(401);
    const accounts = await staffCookie(ctx, 'accounts');
    expect((await get('/api/staff/reviews', accounts)).statusCode).toBe(403);
  });
});
