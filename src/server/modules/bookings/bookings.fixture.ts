import { sql } from 'drizzle-orm';
import { addDays, todayIst } from '../../../shared/dates';
import type { TestContext } from '../../test/app';

/** Helpers for the booking, payment and receipt API tests. */

export type RoomTypeInfo = {
  RoomTypeID: number;
  RoomTypeName: string;
  MaxAdults: number;
  MaxChildren: number;
  AllowedExtraPerson: number;
  ExtraPersonRate: number;
  PricePerDay: number;
  AvailableRooms: number;
  nights: { date: string; price: number; available: number }[];
};

/** A stay far enough ahead to avoid today's edge, `offset` days from today. */
export function stay(offset = 20, nights = 2) {
  const checkIn = addDays(todayIst(), offset);
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

export async function roomTypesOf(
  ctx: TestContext,
  hotelId: number,
  checkIn: string,
  checkOut: string,
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/checkAvailibilty/${hotelId}`,
    payload: { check_in_date: checkIn, check_out_date: checkOut },
  });
  return res.json().data as RoomTypeInfo[];
}

export const guest = {
  CustomerName: 'Asha Kumari',
  CustomerType: 'Individual',
  EmailID: 'asha@example.com',
  MobileNo: '9876543210',
  CustomerAddress: 'Lalpur, Ranchi, Jharkhand 834001',
  IdentityType: 'Aadhaar Card',
  IdentityNo: '1234',
  AcceptTerms: true,
};

export function bookingBody(
  hotelID: number,
  dates: { checkIn: string; checkOut: string },
  rooms: {
    RoomTypeID: number;
    NoOfAdult?: number;
    NoOfChild?: number;
    ExtraPerson?: number;
    RatePlanID?: number;
  }[],
  extra: Record<string, unknown> = {},
) {
  return {
    hotelID,
    CheckIn: dates.checkIn,
    checkOUT: dates.checkOut,
    rooms: rooms.map((r) => ({ NoOfAdult: 1, NoOfChild: 0, ExtraPerson: 0, ...r })),
    ...guest,
    ...extra,
  };
}

export function postBooking(
  ctx: TestContext,
  cookie: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie, ...headers },
    payload: body as object,
  });
}

export async function sandboxPay(ctx: TestContext, orderId: string, outcome: 'success' | 'failed') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${orderId}/pay`,
    payload: { outcome },
  });
  return res.json();
}

export function verify(ctx: TestContext, cookie: string, body: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/verify',
    headers: { cookie },
    payload: body as object,
  });
}

/** Books and pays in the sandbox; returns the booking's create and verify replies. */
export async function bookAndPay(
  ctx: TestContext,
  cookie: string,
  body: unknown,
): Promise<{
  created: {
    bookingId: number;
    BookingRefNo: string;
    payment: { orderId: string };
    totalPayable: number;
  };
  verified: { token: string };
}> {
  const res = await postBooking(ctx, cookie, body);
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  const created = res.json().data;
  const paid = await sandboxPay(ctx, created.payment.orderId, 'success');
  const v = await verify(ctx, cookie, paid);
  if (v.statusCode !== 200) throw new Error(`verify failed: ${v.statusCode} ${v.body}`);
  return { created, verified: v.json().data };
}

export async function bookedCount(
  ctx: TestContext,
  roomTypeId: number,
  night: string,
): Promise<number> {
  const res = (await ctx.deps.db.execute(
    sql`SELECT booked FROM room_inventory WHERE room_type_id = ${roomTypeId} AND night = ${night}`,
  )) as unknown as { rows: { booked: number }[] };
  return Number(res.rows[0]?.booked ?? -1);
}

export async function rows<T>(ctx: TestContext, q: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await ctx.deps.db.execute(q)) as unknown as { rows: T[] };
  return res.rows;
}

/** Sets a room type's price for the nights [from, to). */
export async function setNightPrice(
  ctx: TestContext,
  roomTypeId: number,
  from: string,
  to: string,
  paise: number,
): Promise<void> {
  for (let d = from; d < to; d = addDays(d, 1))
    await ctx.deps.db.execute(
      sql`INSERT INTO room_rates (room_type_id, night, price_paise) VALUES (${roomTypeId}, ${d}, ${paise})
          ON CONFLICT (room_type_id, night) DO UPDATE SET price_paise = ${paise}`,
    );
}

/**
 * A paid two-night booking at hotel 1 (₹2,000 a night, `offset` days ahead, `extra` booking
 * fields such as a GSTIN) moved by its guest to three nights at ₹3,000 four days later, the
 * difference paid in the sandbox: the change that issues a GST debit note (ADR 369, 381).
 */
export async function dearerDateChange(
  ctx: TestContext,
  cookie: string,
  offset: number,
  extra: Record<string, unknown> = {},
): Promise<{ bookingId: number; differencePaise: number; paidPaise: number }> {
  const d = stay(offset, 2);
  const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  await setNightPrice(ctx, t!.RoomTypeID, d.checkIn, d.checkOut, 200_000);
  const { created } = await bookAndPay(
    ctx,
    cookie,
    bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }], extra),
  );
  const to = { checkIn: addDays(d.checkIn, 4), checkOut: addDays(d.checkIn, 7) };
  await setNightPrice(ctx, t!.RoomTypeID, to.checkIn, to.checkOut, 300_000);
  const url = `/api/bookings/${created.bookingId}/date-change`;
  const post = (u: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: u, headers: { cookie }, payload });
  const q = (await post(`${url}/quote`, to)).json().data;
  const out = (await post(url, { ...to, differencePaise: q.differencePaise })).json().data;
  if (out.status !== 'awaiting_payment') throw new Error(`no difference to pay: ${out.status}`);
  const v = await verify(ctx, cookie, await sandboxPay(ctx, out.payment.orderId, 'success'));
  if (v.statusCode !== 200) throw new Error(`verify failed: ${v.statusCode} ${v.body}`);
  return {
    bookingId: created.bookingId,
    differencePaise: q.differencePaise,
    paidPaise: Math.round(created.totalPayable * 100),
  };
}

/** A refundable bed-and-breakfast plan (₹350 an adult, ₹200 a child a night) as an admin adds it. */
export const BREAKFAST_PLAN = {
  name: 'Bed and breakfast',
  mealPlan: 'cp',
  mealAdult: 350,
  mealChild: 200,
  discountPercent: 0,
  refundable: true,
} as const;

/** Adds BREAKFAST_PLAN to a room type of hotel 1 as the staff `cookie`; its id. */
export async function addBreakfastPlan(
  ctx: TestContext,
  cookie: string,
  roomTypeId: number,
): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/staff/hotels/1/room-types/${roomTypeId}/rate-plans`,
    headers: { cookie },
    payload: BREAKFAST_PLAN,
  });
  if (res.statusCode !== 200) throw new Error(`adding the plan: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

/**
 * The guest (Sunita Oraon of `createCustomerSession`) asks to move booking `ref` to new dates;
 * returns the request as the staff's request board lists it.
 */
export async function rescheduleRequest(
  ctx: TestContext,
  cookies: { guest: string; staff: string },
  ref: string,
  newCheckIn: string,
  newCheckOut: string,
): Promise<{ id: number }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/dashboard/admin/hotel-reschedule',
    headers: { cookie: cookies.guest },
    payload: {
      bookingrefno: ref,
      name: 'Sunita Oraon',
      email: 'sunita.oraon@example.com',
      phone: '9123456780',
      hotelName: 'Patratu Lake Resort',
      newCheckIn,
      newCheckOut,
      reason: 'Exams moved.',
    },
  });
  if (res.statusCode !== 200) throw new Error(`reschedule request: ${res.statusCode} ${res.body}`);
  const board = await ctx.app.inject({
    method: 'GET',
    url: '/api/staff/requests',
    headers: { cookie: cookies.staff },
  });
  const ref2 = (res.json() as { data: { Ref: string } }).data.Ref;
  return (board.json() as { data: { id: number; ref: string }[] }).data.find(
    (r) => r.ref === ref2,
  )!;
}
