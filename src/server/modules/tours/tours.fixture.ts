import { sql } from 'drizzle-orm';
import type { TestContext } from '../../test/app';
import { addDays, todayIst } from '../../../shared/dates';
import { staffCookie } from '../../test/staff';

export const travellers = [
  { name: 'Ravi Kumar', age: 40, idType: 'Aadhaar Card' },
  { name: 'Sita Devi', age: 38, idType: 'Voter ID' },
  { name: 'Anu Kumari', age: 8, idType: 'Aadhaar Card' },
];

export function tourBookingBody(departureId: number, pickupPointId: number, people = travellers) {
  return {
    departureId,
    pickupPointId,
    travellers: people,
    CustomerName: 'Ravi Kumar',
    EmailID: 'ravi@example.com',
    MobileNo: '9876543210',
    AcceptTerms: true,
  };
}

// each departure of a test file at its own time: a tour has one departure a date and time, so two
// random times that met made the second call create nothing (a flaky test)
let made = 0;
const nextTime = () => {
  const m = 5 * 60 + made++;
  return `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** A fresh departure of tour 1 with `seats` seats, `days` days from the clock's today. */
export async function makeDeparture(
  ctx: TestContext,
  opts: { seats?: number; days?: number; time?: string; tourId?: number } = {},
) {
  const cookie = await staffCookie(ctx, 'content_editor');
  const date = addDays(todayIst(ctx.deps.now()), opts.days ?? 30);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/staff/tours/${opts.tourId ?? 1}/departures`,
    headers: { cookie },
    payload: {
      date,
      time: opts.time ?? nextTime(),
      seats: opts.seats ?? 20,
      adultPrice: 2000,
      childPrice: 1000,
      pickupPoints: [
        { name: 'Ranchi Railway Station', time: '06:00' },
        { name: 'Firayalal Chowk', time: '06:20' },
      ],
    },
  });
  if (res.statusCode !== 201) throw new Error(`departure: ${res.statusCode} ${res.body}`);
  const d = res.json().data.created[0];
  return { id: d.id as number, pickupId: d.pickupPoints[0].id as number, date };
}

export function postTourBooking(ctx: TestContext, cookie: string, body: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/tour-bookings',
    headers: { cookie },
    payload: body as object,
  });
}

export async function seatsTaken(ctx: TestContext, departureId: number): Promise<number> {
  const res = (await ctx.deps.db.execute(
    sql`SELECT seats_taken FROM tour_departures WHERE id = ${departureId}`,
  )) as unknown as { rows: { seats_taken: number }[] };
  return res.rows[0]!.seats_taken;
}

/** Books and pays a tour in the sandbox; returns the booking's id, ref and traveller ids. */
export async function bookAndPayTour(
  ctx: TestContext,
  cookie: string,
  d: { id: number; pickupId: number },
  people = travellers,
): Promise<{ id: number; ref: string; travellerIds: number[] }> {
  const created = await postTourBooking(ctx, cookie, tourBookingBody(d.id, d.pickupId, people));
  if (created.statusCode !== 201) throw new Error(`tour booking: ${created.body}`);
  const c = created.json().data;
  const paid = (
    await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${c.payment.orderId}/pay`,
      payload: { outcome: 'success' },
    })
  ).json();
  const v = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/verify',
    headers: { cookie },
    payload: paid,
  });
  if (v.statusCode !== 200) throw new Error(`verify: ${v.body}`);
  const detail = await ctx.app.inject({
    method: 'GET',
    url: `/api/tour-bookings/${c.tourBookingId}`,
    headers: { cookie },
  });
  return {
    id: c.tourBookingId,
    ref: c.BookingRefNo,
    travellerIds: detail.json().data.travellers.map((t: { id: number }) => t.id),
  };
}

export function cancelTour(ctx: TestContext, cookie: string, id: number, body: object = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/tour-bookings/${id}/cancel`,
    headers: { cookie },
    payload: body,
  });
}

type RefundSeen = { amount_paise: number; subject: string; status: string };
type NoteSeen = {
  total_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  taxable_paise: number;
};

/** The refunds and credit notes recorded for a tour booking. */
export async function moneyBack(ctx: TestContext, tourBookingId: number) {
  const r = (await ctx.deps.db.execute(
    sql`SELECT amount_paise, subject, status FROM refunds WHERE tour_booking_id = ${tourBookingId} ORDER BY id`,
  )) as unknown as { rows: RefundSeen[] };
  const n = (await ctx.deps.db.execute(
    sql`SELECT total_paise, cgst_paise, sgst_paise, taxable_paise FROM credit_notes WHERE tour_booking_id = ${tourBookingId} ORDER BY id`,
  )) as unknown as { rows: NoteSeen[] };
  return { refunds: r.rows, notes: n.rows };
}
