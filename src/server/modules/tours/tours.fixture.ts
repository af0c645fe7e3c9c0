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
      time:
        opts.time ??
        `0${Math.floor(Math.random() * 9)}:${String(Math.floor(Math.random() * 60)).padStart(2, '0')}`,
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
