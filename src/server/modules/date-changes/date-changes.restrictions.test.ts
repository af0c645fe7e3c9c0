import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import {
  bookAndPay,
  bookedCount,
  bookingBody,
  postBooking,
  rescheduleRequest,
  roomTypesOf,
  stay,
} from '../bookings/bookings.fixture';

/*
 * A date change respects the stay restrictions of the booking's room type (and so of its plan,
 * which shares them) on the new dates (ADR 395): minimum stay, closed to arrival, closed to
 * departure, stop-sell, refused with the message a new booking of those dates gets. The guest's
 * own change and the staff's accepted reschedule both.
 */

let ctx: TestContext;
let admin: string;
let roomTypeId: number;
let guest: Awaited<ReturnType<typeof createCustomerSession>>;
const day = (offset: number) => addDays(todayIst(), offset);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await staffCookie(ctx, 'admin');
  guest = await createCustomerSession(ctx, { name: 'Sunita Oraon' });
  const d = stay(40, 1);
  roomTypeId = (await roomTypesOf(ctx, 1, d.checkIn, d.checkOut))[0]!.RoomTypeID;
});
afterAll(() => ctx.close());

async function restrict(from: string, to: string, rule: Record<string, unknown>) {
  const res = await call(
    'PUT',
    `/api/staff/hotels/1/room-types/${roomTypeId}/restrictions`,
    admin,
    { from, to, ...rule },
  );
  expect(res.statusCode, res.body).toBe(200);
}

/** The 400 message a new booking of these dates gets. */
async function newBookingRefusal(checkIn: string, checkOut: string): Promise<string> {
  const c = await createCustomerSession(ctx);
  const res = await postBooking(
    ctx,
    c.cookie,
    bookingBody(1, { checkIn, checkOut }, [{ RoomTypeID: roomTypeId }]),
  );
  expect(res.statusCode).toBe(400);
  return res.json().message as string;
}

/** A paid one-room booking of two nights, `offset` days ahead. */
async function booked(offset: number) {
  const d = stay(offset, 2);
  const { created } = await bookAndPay(
    ctx,
    guest.cookie,
    bookingBody(1, d, [{ RoomTypeID: roomTypeId }]),
  );
  return { ...d, id: created.bookingId, ref: created.BookingRefNo };
}

async function guestChange(bookingId: number, checkIn: string, checkOut: string) {
  const quote = await call('POST', `/api/bookings/${bookingId}/date-change/quote`, guest.cookie, {
    checkIn,
    checkOut,
  });
  expect(quote.statusCode, quote.body).toBe(200);
  const change = await call('POST', `/api/bookings/${bookingId}/date-change`, guest.cookie, {
    checkIn,
    checkOut,
    differencePaise: quote.json().data.differencePaise,
  });
  return { quote: quote.json().data, change };
}

describe("a guest's date change keeps to the restrictions of the new dates", () => {
  // a festival weekend: two nights at least and no arrivals on its second night; no departures
  // on a day after it, and a night not sold at all the week after
  const fest = day(100);
  beforeAll(async () => {
    await restrict(fest, addDays(fest, 2), { minStay: 2 });
    await restrict(addDays(fest, 1), addDays(fest, 2), { closedToArrival: true });
    await restrict(addDays(fest, 4), addDays(fest, 5), { closedToDeparture: true });
    await restrict(addDays(fest, 7), addDays(fest, 8), { stopSell: true });
  });

  it.each([
    ['a stay shorter than the minimum', 0, 1, /needs at least 2 nights/],
    ['an arrival on a night closed to arrival', 1, 3, /does not take arrivals on/],
    ['a departure on a day closed to departure', 3, 4, /does not take departures on/],
    ['a stop-sold night', 6, 8, /is not sold for the night of/],
  ])('refuses %s with the message a new booking gets', async (_what, from, to, pattern) => {
    const b = await booked(80);
    const checkIn = addDays(fest, from);
    const checkOut = addDays(fest, to);
    const message = await newBookingRefusal(checkIn, checkOut);
    expect(message).toMatch(pattern);
    const before = await bookedCount(ctx, roomTypeId, b.checkIn);
    const { quote, change } = await guestChange(b.id, checkIn, checkOut);
    expect(quote).toMatchObject({ available: false, message });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(message);
    // nothing moved
    expect(await bookedCount(ctx, roomTypeId, b.checkIn)).toBe(before);
  });

  it('accepts new dates that keep to them: the whole festival weekend', async () => {
    const b = await booked(84);
    const { quote, change } = await guestChange(b.id, fest, addDays(fest, 2));
    expect(quote.available).toBe(true);
    expect(change.statusCode, change.body).toBe(200);
  });
});

describe("the staff's accepted reschedule keeps to them too", () => {
  const rescheduleFor = (ref: string, newIn: string, newOut: string) =>
    rescheduleRequest(ctx, { guest: guest.cookie, staff: admin }, ref, newIn, newOut);

  it('the quote and the accept refuse a stay shorter than the minimum, and nothing moves', async () => {
    const fest = day(130);
    await restrict(fest, addDays(fest, 3), { minStay: 3 });
    const b = await booked(120);
    const req = await rescheduleFor(b.ref, fest, addDays(fest, 2));
    const message = await newBookingRefusal(fest, addDays(fest, 2));
    const quote = await call('GET', `/api/staff/requests/reschedule/${req.id}/quote`, admin);
    expect(quote.json().data).toMatchObject({ available: false, message });
    const before = await bookedCount(ctx, roomTypeId, b.checkIn);
    const accept = await call('POST', `/api/staff/requests/reschedule/${req.id}/status`, admin, {
      status: 'accepted',
      reply: 'Your new dates are confirmed.',
    });
    expect(accept.statusCode).toBe(400);
    expect(accept.json().message).toBe(message);
    expect(await bookedCount(ctx, roomTypeId, b.checkIn)).toBe(before);
    // three nights keep to it
    const ok = await rescheduleFor(b.ref, fest, addDays(fest, 3));
    const done = await call('POST', `/api/staff/requests/reschedule/${ok.id}/status`, admin, {
      status: 'accepted',
      reply: 'Your new dates are confirmed.',
    });
    expect(done.statusCode, done.body).toBe(200);
  });
});
