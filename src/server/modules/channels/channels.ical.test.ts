import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffSession } from '../../test/staff';
import {
  bookingBody,
  postBooking,
  roomTypesOf,
  stay,
  type RoomTypeInfo,
} from '../bookings/bookings.fixture';
import { escapeText, foldLine, icalCalendar, nightRuns } from './ical';

/*
 * The calendar export per room type (ADR 386): an unguessable address, one VEVENT per run of
 * nights that cannot be sold, RFC 5545 folding and CRLF.
 */

describe('iCal text (RFC 5545)', () => {
  it('folds a line longer than 75 octets with CRLF and a space, never splitting a character', () => {
    const long = `SUMMARY:${'दिन '.repeat(40)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, p] of parts.entries()) {
      expect(Buffer.byteLength(p, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(p.startsWith(' ')).toBe(true);
    }
    // unfolding gives the line back exactly
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('makes one all-day event per run of nights, ending on the day after the last night', () => {
    expect(nightRuns(['2026-12-03', '2026-12-01', '2026-12-02', '2026-12-10'])).toEqual([
      ['2026-12-01', '2026-12-03'],
      ['2026-12-10', '2026-12-10'],
    ]);
    const text = icalCalendar({
      name: 'Patratu Lake Resort: Deluxe, lake view',
      roomTypeId: 7,
      host: 'jtdc.example.in',
      closedNights: ['2026-12-31', '2026-12-30', '2027-01-05'],
      now: new Date('2026-11-30T04:45:00Z'),
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DTSTART;VALUE=DATE:20261230');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('DTEND;VALUE=DATE:20270106');
    expect(lines).toContain('UID:rt7-20261230@jtdc.example.in');
    expect(lines).toContain('DTSTAMP:20261130T044500Z');
    expect(lines).toContain('X-WR-CALNAME:Patratu Lake Resort: Deluxe\\, lake view');
  });
});

describe('GET /api/ical/{token}.ics', () => {
  let ctx: TestContext;
  let roomType: RoomTypeInfo;
  let admin: { cookie: string };

  beforeAll(async () => {
    ctx = await createTestApp();
    const d = stay(25, 1);
    roomType = (await roomTypesOf(ctx, 1, d.checkIn, d.checkOut))[0]!;
    admin = await staffSession(ctx, 'admin');
  });
  afterAll(() => ctx.close());

  const makeFeed = async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/channels/ical-feeds',
      headers: { cookie: admin.cookie },
      payload: { hotelId: 1, roomTypeId: roomType.RoomTypeID },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { url: string } }).data.url;
  };
  const pathOf = (url: string) => new URL(url).pathname;

  it('shows a sold-out run of nights as one event, and a free night as none', async () => {
    const url = await makeFeed();
    expect(pathOf(url)).toMatch(/^\/api\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    // sell out two nights: every room of the type booked, by closing the rest
    const d = stay(25, 2);
    const c = await createCustomerSession(ctx);
    expect(
      (await postBooking(ctx, c.cookie, bookingBody(1, d, [{ RoomTypeID: roomType.RoomTypeID }])))
        .statusCode,
    ).toBe(201);
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET closed = total - booked WHERE room_type_id = ${roomType.RoomTypeID} AND night >= ${d.checkIn} AND night < ${d.checkOut}`,
    );
    const res = await ctx.app.inject({ method: 'GET', url: pathOf(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const lines = res.body.replace(/\r\n /g, '').split('\r\n');
    const start = `DTSTART;VALUE=DATE:${d.checkIn.replace(/-/g, '')}`;
    const end = `DTEND;VALUE=DATE:${d.checkOut.replace(/-/g, '')}`;
    const i = lines.indexOf(start);
    expect(i).toBeGreaterThan(0);
    expect(lines[i + 1]).toBe(end);
    // the night after is free: no event starts there
    expect(lines).not.toContain(`DTSTART;VALUE=DATE:${d.checkOut.replace(/-/g, '')}`);
    expect(res.body.split('\r\n').every((l) => Buffer.byteLength(l, 'utf8') <= 75)).toBe(true);
  });

  it('a stop-sold night is closed too', async () => {
    const url = await makeFeed();
    const night = stay(40, 1);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/hotels/1/room-types/${roomType.RoomTypeID}/restrictions`,
      headers: { cookie: admin.cookie },
      payload: { from: night.checkIn, to: night.checkOut, stopSell: true },
    });
    const res = await ctx.app.inject({ method: 'GET', url: pathOf(url) });
    expect(res.body).toContain(`DTSTART;VALUE=DATE:${night.checkIn.replace(/-/g, '')}`);
  });

  it('an unknown, malformed or replaced token is 404', async () => {
    const old = pathOf(await makeFeed());
    const current = pathOf(await makeFeed());
    expect((await ctx.app.inject({ method: 'GET', url: old })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: current })).statusCode).toBe(200);
    for (const bad of ['/api/ical/abc.ics', `/api/ical/${'a'.repeat(43)}.ics`, '/api/ical/x'])
      expect((await ctx.app.inject({ method: 'GET', url: bad })).statusCode).toBe(404);
  });

  it('making an address is for admins only', async () => {
    const manager = await staffSession(ctx, 'hotel_manager', { hotelIds: [1] });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/channels/ical-feeds',
      headers: { cookie: manager.cookie },
      payload: { hotelId: 1, roomTypeId: roomType.RoomTypeID },
    });
    expect(res.statusCode).toBe(403);
  });
});
