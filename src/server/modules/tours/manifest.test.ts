import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { sql } from 'drizzle-orm';
import { staffCookie, staffSession } from '../../test/staff';
import {
  bookAndPayTour,
  cancelTour,
  makeDeparture,
  postTourBooking,
  tourBookingBody,
} from './tours.fixture';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the manifest of a departure', () => {
  it('lists the paid travellers still travelling with age, ID, pickup and contact; seats sold and free', async () => {
    const d = await makeDeparture(ctx, { seats: 10, days: 30 });
    const g1 = await createCustomerSession(ctx);
    const b1 = await bookAndPayTour(ctx, g1.cookie, d);
    await cancelTour(ctx, g1.cookie, b1.id, { travellerIds: [b1.travellerIds[1]] });
    // an unpaid hold is not on the manifest
    const g2 = await createCustomerSession(ctx);
    await postTourBooking(ctx, g2.cookie, tourBookingBody(d.id, d.pickupId));
    const cookie = await staffCookie(ctx, 'content_editor');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/departures/${d.id}/manifest`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const m = res.json().data;
    expect(m).toMatchObject({ departureId: d.id, seats: 10, seatsSold: 2, seatsFree: 5 });
    expect(m.travellers.map((t: { name: string }) => t.name)).toEqual(['Ravi Kumar', 'Anu Kumari']);
    expect(m.travellers[1]).toMatchObject({
      age: 8,
      child: true,
      idType: 'Aadhaar Card',
      pickupPoint: 'Ranchi Railway Station',
      pickupTime: '06:00',
      mobile: '9876543210',
    });
  });

  it('as CSV for the bus company, a formula-looking name neutralised', async () => {
    const d = await makeDeparture(ctx, { days: 31 });
    const g = await createCustomerSession(ctx);
    await bookAndPayTour(ctx, g.cookie, d, [{ name: '=Evil Name', age: 30, idType: 'Passport' }]);
    const cookie = await staffCookie(ctx, 'content_editor');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/departures/${d.id}/manifest?format=csv`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Booking,Traveller,Age,Child,ID type,Pickup point,Pickup time,Contact,Mobile,Email',
    );
    expect(lines[1]).toContain(",'=Evil Name,30,no,Passport,");
  });

  it('is not for a hotel manager nor a customer; an unknown departure is 404', async () => {
    const d = await makeDeparture(ctx, { days: 32 });
    const manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    const url = `/api/staff/departures/${d.id}/manifest`;
    expect(
      (await ctx.app.inject({ method: 'GET', url, headers: { cookie: manager } })).statusCode,
    ).toBe(403);
    const guest = await createCustomerSession(ctx);
    expect(
      (await ctx.app.inject({ method: 'GET', url, headers: { cookie: guest.cookie } })).statusCode,
    ).toBe(401);
    const cookie = await staffCookie(ctx, 'content_editor');
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/departures/999999/manifest',
      headers: { cookie },
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('a tour operator (ADR 351)', () => {
  it('reaches the departures and manifests of their own tours only; another tour is 404', async () => {
    const mine = await makeDeparture(ctx, { days: 33, tourId: 1 });
    const other = await makeDeparture(ctx, { days: 33, tourId: 2 });
    const admin = await staffCookie(ctx, 'admin');
    const email = `operator.${process.pid}.${Date.now()}@staff.test`;
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { cookie: admin },
      payload: { email, role: 'tour_operator', tourIds: [1], password: 'a long enough password 1' },
    });
    expect(made.statusCode).toBe(200);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { cookie: admin },
      payload: { email: `x${email}`, role: 'tour_operator', password: 'a long enough password 1' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/at least one tour/);
    const op = await staffSession(ctx, 'tour_operator', { email: `y${email}` });
    await ctx.deps.db.execute(
      sql`INSERT INTO staff_tours (staff_id, tour_id) VALUES (${op.id}, 1)`,
    );
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { cookie: op.cookie } });
    expect((await get(`/api/staff/departures/${mine.id}/manifest`)).statusCode).toBe(200);
    expect((await get(`/api/staff/departures/${other.id}/manifest`)).statusCode).toBe(404);
    expect((await get('/api/staff/tours/1/departures')).statusCode).toBe(200);
    expect((await get('/api/staff/tours/2/departures')).statusCode).toBe(404);
    const cancelOther = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/departures/${other.id}/cancel`,
      headers: { cookie: op.cookie },
      payload: { reason: 'not theirs' },
    });
    expect(cancelOther.statusCode).toBe(404);
  });

  it("an admin sees an operator's tours in the accounts list and changes them", async () => {
    const admin = await staffCookie(ctx, 'admin');
    const email = `edit.${process.pid}.${Date.now()}@staff.test`;
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
    const made = await call('POST', '/api/staff/accounts', {
      email,
      role: 'tour_operator',
      tourIds: [1],
      password: 'a long enough password 1',
    });
    const id = made.json().data.id as number;
    expect(made.json().data.tourIds).toEqual([1]);
    const listed = async () =>
      (
        (await call('GET', '/api/staff/accounts')).json().data as {
          id: number;
          tourIds: number[];
        }[]
      ).find((a) => a.id === id)?.tourIds;
    expect(await listed()).toEqual([1]);
    const edited = await call('PATCH', `/api/staff/accounts/${id}`, {
      role: 'tour_operator',
      hotelIds: [],
      tourIds: [2, 1, 2],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.tourIds).toEqual([1, 2]);
    expect(await listed()).toEqual([1, 2]);
    const emptied = await call('PATCH', `/api/staff/accounts/${id}`, {
      role: 'tour_operator',
      hotelIds: [],
      tourIds: [],
    });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().message).toMatch(/at least one tour/);
    const unknown = await call('PATCH', `/api/staff/accounts/${id}`, {
      role: 'tour_operator',
      hotelIds: [],
      tourIds: [999_999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('A chosen tour does not exist.');
    const manager = await call('PATCH', `/api/staff/accounts/${id}`, {
      role: 'content_editor',
      hotelIds: [],
      tourIds: [2],
    });
    expect(manager.json().data.tourIds).toEqual([]);
  });

  it('lists their own tours to pick from; content editors see every tour, drafts too', async () => {
    const op = await staffSession(ctx, 'tour_operator', {
      email: `list.${process.pid}.${Date.now()}@staff.test`,
    });
    await ctx.deps.db.execute(
      sql`INSERT INTO staff_tours (staff_id, tour_id) VALUES (${op.id}, 2)`,
    );
    const list = async (cookie: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/staff/tours', headers: { cookie } })).json()
        .data as { id: number; title: string; published: boolean }[];
    const theirs = await list(op.cookie);
    expect(theirs.map((t) => t.id)).toEqual([2]);
    expect(theirs[0]!.title).toEqual(expect.any(String));
    await ctx.deps.db.execute(sql`UPDATE tours SET published = false WHERE id = 3`);
    const all = await list(await staffCookie(ctx, 'content_editor'));
    const count = (await ctx.deps.db.execute(
      sql`SELECT count(*)::int AS n FROM tours`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(all).toHaveLength(count.rows[0]!.n);
    expect(all.find((t) => t.id === 3)?.published).toBe(false);
    const manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/staff/tours',
          headers: { cookie: manager },
        })
      ).statusCode,
    ).toBe(403);
  });
});
