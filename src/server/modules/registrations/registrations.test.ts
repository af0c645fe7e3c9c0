import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { outbox, stayGuests } from '../../db/schema/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { bookAndPay, bookingBody, roomTypesOf, stay } from '../bookings/bookings.fixture';
import { arrivalCalendar, sendAfterStayMails, sendPreArrivalMails } from './guest-mail';
import {
  erasePassportNumbers,
  PASSPORT_KEEP_DAYS,
  remindOverdueFormC,
} from './registrations.service';

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

/** The app's clock at `time` IST of `date`; a new session of hotel 1's manager (sessions idle out). */
function clockTo(date: string, time = '12:00'): Promise<string> {
  offsetMs = Date.parse(`${date}T${time}:00+05:30`) - Date.now();
  return staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
}

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

let customer: Awaited<ReturnType<typeof createCustomerSession>>;
beforeAll(async () => {
  customer = await createCustomerSession(ctx, { name: 'Anna Schmidt' });
});

/** A paid booking of one room (2 adults) at hotel 1, `offset` days ahead. */
async function paidBooking(offset: number, nights = 2) {
  const d = stay(offset, nights);
  const t = (await roomTypesOf(ctx, 1, d.checkIn, d.checkOut)).find((r) => r.MaxAdults >= 2);
  const { created } = await bookAndPay(
    ctx,
    customer.cookie,
    bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID, NoOfAdult: 2 }]),
  );
  return {
    id: created.bookingId as number,
    ref: created.BookingRefNo as string,
    ...d,
    roomTypeId: t!.RoomTypeID,
  };
}

/** Checks the booking in on its arrival day at `time` IST; returns the manager's cookie. */
async function checkIn(b: Awaited<ReturnType<typeof paidBooking>>, time = '12:00') {
  const cookie = await clockTo(b.checkIn, time);
  const detail = (await call('GET', `/api/staff/bookings/${b.id}`, cookie)).json().data;
  const rooms = (await call('GET', '/api/staff/hotels/1/rooms', cookie)).json().data.rooms;
  let res: Reply | null = null;
  // the first room of the type free that night
  for (const room of rooms.filter((r: { roomTypeId: number }) => r.roomTypeId === b.roomTypeId)) {
    res = await call('POST', `/api/staff/bookings/${b.id}/check-in`, cookie, {
      idSeen: true,
      idType: 'Passport',
      rooms: [{ bookingRoomId: detail.roomList[0].id, roomId: room.id }],
    });
    if (res.statusCode !== 409) break;
  }
  expect(res?.statusCode, res?.body).toBe(200);
  return cookie;
}

const indian = {
  name: 'Ravi Kumar',
  nationality: 'IN',
  idType: 'Aadhaar Card',
  idNumber: '2345 6789 0124',
};
const foreigner = (over: Record<string, unknown> = {}) => ({
  name: 'Anna Schmidt',
  nationality: 'DE',
  sex: 'F',
  dateOfBirth: '1988-04-12',
  homeAddress: 'Hauptstrasse 5, 10115 Berlin',
  passportNo: 'c01x00t47',
  passportPlaceOfIssue: 'Berlin',
  passportIssuedOn: '2020-01-15',
  passportExpiresOn: '2030-01-14',
  visaNo: 'VA1234567',
  visaType: 'e-Tourist',
  visaPlaceOfIssue: 'Frankfurt',
  visaIssuedOn: addDays(realToday, -40),
  visaExpiresOn: addDays(realToday, 300),
  arrivedInIndiaOn: addDays(realToday, -3),
  arrivedFrom: 'Frankfurt, Germany',
  nextDestination: 'Kolkata',
  purpose: 'Tourism',
  ...over,
});

const messages = (res: Reply) =>
  Object.fromEntries(
    (res.json().errors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
  );

describe('PUT /api/staff/bookings/{id}/guests', () => {
  it('registers an Indian guest with the Aadhaar masked and a foreigner with passport and visa', async () => {
    const b = await paidBooking(30);
    const cookie = await clockTo(b.checkIn);
    const res = await call('PUT', `/api/staff/bookings/${b.id}/guests`, cookie, {
      guests: [indian, foreigner()],
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.guests[0]).toMatchObject({
      idType: 'Aadhaar Card',
      idNumber: 'XXXX-XXXX-0124',
      passportNo: null,
    });
    expect(data.guests[1]).toMatchObject({
      nationality: 'DE',
      nationalityName: 'Germany',
      idType: 'Passport',
      passportNo: 'C01X00T47',
      visaNo: 'VA1234567',
      purpose: 'Tourism',
    });
    expect(data.formC).toMatchObject({ required: true, submittedAt: null, overdue: false });
    const stored = await ctx.deps.db
      .select()
      .from(stayGuests)
      .where(eq(stayGuests.bookingId, b.id));
    expect(JSON.stringify(stored)).not.toContain('234567890124');
  });

  it('refuses bad passport and visa numbers, future dates and an expired visa with field messages', async () => {
    const b = await paidBooking(31);
    const cookie = await clockTo(b.checkIn);
    const res = await call('PUT', `/api/staff/bookings/${b.id}/guests`, cookie, {
      guests: [
        foreigner({
          passportNo: 'AB1',
          visaNo: 'V-1',
          passportIssuedOn: addDays(realToday, 2),
          visaExpiresOn: addDays(realToday, -1),
          purpose: undefined,
        }),
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toMatchObject({
      'guests.0.passportNo':
        'A passport number has 6 to 12 letters and digits, as printed (no spaces).',
      'guests.0.visaNo':
        'A visa number has 6 to 16 letters and digits, as printed on the visa or e-Visa.',
      'guests.0.passportIssuedOn': 'Passport date of issue cannot be in the future.',
      'guests.0.visaExpiresOn': 'Visa valid until has passed: the document is no longer valid.',
      'guests.0.purpose': 'Purpose of visit is required for a foreign national.',
    });
    const aadhaar = await call('PUT', `/api/staff/bookings/${b.id}/guests`, cookie, {
      guests: [{ ...indian, idNumber: '2345 6789 0123' }],
    });
    expect(aadhaar.statusCode).toBe(400);
    expect(messages(aadhaar)['guests.0.idNumber']).toMatch(/not a valid Aadhaar number/);
  });

  it('refuses an arrival in India after the check-in and more guests than adults booked', async () => {
    const b = await paidBooking(32);
    const cookie = await clockTo(addDays(b.checkIn, -5));
    const late = await call('PUT', `/api/staff/bookings/${b.id}/guests`, cookie, {
      guests: [
        foreigner({
          arrivedInIndiaOn: addDays(realToday, 0),
          visaIssuedOn: addDays(realToday, -1),
        }),
      ],
    });
    // the real today is before the stay: allowed; one day after the check-in is not
    expect(late.statusCode, late.body).toBe(200);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/bookings/${b.id}/guests`,
      headers: { cookie },
      payload: { guests: [indian, indian, indian] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'This booking is for 2 adults: register at most that many guests.',
    );
  });

  it("a hotel manager cannot read or write another hotel's registration (404)", async () => {
    const b = await paidBooking(33);
    const other = await staffCookie(ctx, 'hotel_manager', { hotelIds: [2] });
    expect((await call('GET', `/api/staff/bookings/${b.id}/guests`, other)).statusCode).toBe(404);
    const put = await call('PUT', `/api/staff/bookings/${b.id}/guests`, other, {
      guests: [indian],
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/staff/hotels/1/form-c?date=${b.checkIn}`, other)).statusCode,
    ).toBe(404);
    const editor = await staffCookie(ctx, 'content_editor');
    expect((await call('GET', `/api/staff/bookings/${b.id}/guests`, editor)).statusCode).toBe(403);
  });
});

describe('Form C', () => {
  it('lists exactly the foreign guests checked in at the hotel that day, as JSON and CSV', async () => {
    const foreign = await paidBooking(40);
    const domestic = await paidBooking(40);
    const nextDay = await paidBooking(41);
    const m = await clockTo(foreign.checkIn);
    await call('PUT', `/api/staff/bookings/${foreign.id}/guests`, m, {
      guests: [foreigner(), indian],
    });
    await call('PUT', `/api/staff/bookings/${domestic.id}/guests`, m, { guests: [indian] });
    await call('PUT', `/api/staff/bookings/${nextDay.id}/guests`, m, {
      guests: [foreigner({ name: 'John Smith', nationality: 'GB' })],
    });
    await checkIn(foreign);
    await checkIn(domestic);
    await checkIn(nextDay);
    const cookie = await clockTo(foreign.checkIn, '18:00');

    const res = await call('GET', `/api/staff/hotels/1/form-c?date=${foreign.checkIn}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.rows;
    expect(rows.map((r: { name: string; ref: string }) => [r.ref, r.name])).toEqual([
      [foreign.ref, 'Anna Schmidt'],
    ]);
    expect(rows[0]).toMatchObject({
      passportNo: 'C01X00T47',
      visaType: 'e-Tourist',
      submittedAt: null,
      overdue: false,
    });

    const csv = await call(
      'GET',
      `/api/staff/hotels/1/form-c?date=${foreign.checkIn}&format=csv`,
      cookie,
    );
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Booking,Room,Name,Sex,Date of birth,Nationality,/);
    expect(lines[1]).toContain('C01X00T47');
    expect(lines[1]).toContain('Germany');

    const next = await call('GET', `/api/staff/hotels/1/form-c?date=${nextDay.checkIn}`, cookie);
    expect(next.json().data.rows.map((r: { name: string }) => r.name)).toEqual(['John Smith']);
    const bad = await call('GET', '/api/staff/hotels/1/form-c?date=27-11-2026', cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('flags a stay 24 hours after check-in until marked submitted, and mails the managers once', async () => {
    const b = await paidBooking(45);
    const m = await clockTo(b.checkIn);
    await call('PUT', `/api/staff/bookings/${b.id}/guests`, m, { guests: [foreigner()] });
    await checkIn(b, '10:00');

    const early = await clockTo(addDays(b.checkIn, 1), '09:59');
    let dash = (await call('GET', '/api/staff/dashboard', early)).json().data;
    expect(dash.formCOverdue.map((r: { ref: string }) => r.ref)).not.toContain(b.ref);
    await remindOverdueFormC(ctx.deps);
    const subject = `Form C overdue: booking ${b.ref}, Patratu Lake Resort`;
    const reminders = () => ctx.deps.db.select().from(outbox).where(eq(outbox.subject, subject));
    expect(await reminders()).toHaveLength(0);

    const late = await clockTo(addDays(b.checkIn, 1), '10:01');
    dash = (await call('GET', '/api/staff/dashboard', late)).json().data;
    expect(dash.formCOverdue.map((r: { ref: string }) => r.ref)).toContain(b.ref);
    expect(
      (await call('GET', `/api/staff/bookings/${b.id}/guests`, late)).json().data.formC,
    ).toMatchObject({ overdue: true });
    await remindOverdueFormC(ctx.deps);
    const mails = await reminders();
    expect(mails.length).toBeGreaterThanOrEqual(1);
    await remindOverdueFormC(ctx.deps);
    expect(await reminders()).toHaveLength(mails.length);

    const marked = await call('POST', `/api/staff/bookings/${b.id}/form-c`, late, {
      reference: 'FRO/123',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.formC).toMatchObject({ reference: 'FRO/123', overdue: false });
    dash = (await call('GET', '/api/staff/dashboard', late)).json().data;
    expect(dash.formCOverdue.map((r: { ref: string }) => r.ref)).not.toContain(b.ref);
  });

  it('erases passport and visa numbers once the retention period after the stay has passed', async () => {
    const b = await paidBooking(50);
    const m = await clockTo(b.checkIn);
    await call('PUT', `/api/staff/bookings/${b.id}/guests`, m, { guests: [foreigner(), indian] });
    await clockTo(addDays(b.checkOut, PASSPORT_KEEP_DAYS));
    await erasePassportNumbers(ctx.deps);
    let [g] = await ctx.deps.db
      .select()
      .from(stayGuests)
      .where(and(eq(stayGuests.bookingId, b.id), eq(stayGuests.nationality, 'DE')));
    expect(g!.passportNo).toBe('C01X00T47');
    await clockTo(addDays(b.checkOut, PASSPORT_KEEP_DAYS + 1));
    expect(await erasePassportNumbers(ctx.deps)).toBeGreaterThanOrEqual(1);
    const rows = await ctx.deps.db.select().from(stayGuests).where(eq(stayGuests.bookingId, b.id));
    g = rows.find((r) => r.nationality === 'DE');
    expect(g).toMatchObject({
      passportNo: null,
      visaNo: null,
      idNumber: null,
      name: 'Anna Schmidt',
      visaType: 'e-Tourist',
    });
    expect(g!.erasedAt).not.toBeNull();
    expect(rows.find((r) => r.nationality === 'IN')).toMatchObject({ idNumber: 'XXXX-XXXX-0124' });
  });
});

/** Checks the stay out on its departure day at `time` IST; returns the manager's cookie. */
async function checkOut(b: Awaited<ReturnType<typeof paidBooking>>, time = '10:00') {
  const cookie = await clockTo(b.checkOut, time);
  const res = await call('POST', `/api/staff/bookings/${b.id}/check-out`, cookie, {
    confirm: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return cookie;
}

describe('Form C departure report (ADR 377)', () => {
  it('lists exactly the foreign guests checked out at the hotel that day, as JSON and CSV', async () => {
    const left = await paidBooking(80, 1);
    const domestic = await paidBooking(80, 1);
    const staying = await paidBooking(80, 3);
    const m = await clockTo(left.checkIn);
    await call('PUT', `/api/staff/bookings/${left.id}/guests`, m, {
      guests: [foreigner(), indian],
    });
    await call('PUT', `/api/staff/bookings/${domestic.id}/guests`, m, { guests: [indian] });
    await call('PUT', `/api/staff/bookings/${staying.id}/guests`, m, {
      guests: [foreigner({ name: 'John Smith', nationality: 'GB' })],
    });
    for (const b of [left, domestic, staying]) await checkIn(b);
    await checkOut(left);
    await checkOut(domestic);
    const cookie = await clockTo(left.checkOut, '18:00');

    const url = `/api/staff/hotels/1/form-c/departures?date=${left.checkOut}`;
    const res = await call('GET', url, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.kind).toBe('departure');
    expect(data.rows.map((r: { name: string; ref: string }) => [r.ref, r.name])).toEqual([
      [left.ref, 'Anna Schmidt'],
    ]);
    expect(data.rows[0]).toMatchObject({
      passportNo: 'C01X00T47',
      submittedAt: null,
      overdue: false,
    });
    expect(data.rows[0].checkedOutAt).not.toBeNull();

    const csv = await call('GET', `${url}&format=csv`, cookie);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Departure from hotel');
    expect(lines[0]).toMatch(/Departure reported,Departure reference$/);
    expect(lines[1]).toContain('C01X00T47');

    // the arrivals list of that day is not the departures list
    const before = await call(
      'GET',
      `/api/staff/hotels/1/form-c/departures?date=${left.checkIn}`,
      cookie,
    );
    expect(before.json().data.rows).toEqual([]);
    const bad = await call('GET', '/api/staff/hotels/1/form-c/departures?date=2026-13-01', cookie);
    expect(bad.statusCode).toBe(400);
    const other = await staffCookie(ctx, 'hotel_manager', { hotelIds: [2] });
    expect((await call('GET', url, other)).statusCode).toBe(404);
    const mark = await call('POST', `/api/staff/bookings/${left.id}/form-c/departure`, other, {});
    expect(mark.statusCode).toBe(404);
  });

  it('flags a departure 24 hours after check-out until marked reported, and mails the managers once', async () => {
    const b = await paidBooking(85, 1);
    const m = await clockTo(b.checkIn);
    await call('PUT', `/api/staff/bookings/${b.id}/guests`, m, { guests: [foreigner()] });
    const inHouse = await checkIn(b);
    const tooSoon = await call('POST', `/api/staff/bookings/${b.id}/form-c/departure`, inHouse, {});
    expect(tooSoon.statusCode).toBe(409);
    await call('POST', `/api/staff/bookings/${b.id}/form-c`, inHouse, { reference: 'FRO/A/1' });
    await checkOut(b, '10:00');

    const early = await clockTo(addDays(b.checkOut, 1), '09:59');
    let dash = (await call('GET', '/api/staff/dashboard', early)).json().data;
    expect(dash.formCDepartureOverdue.map((r: { ref: string }) => r.ref)).not.toContain(b.ref);
    await remindOverdueFormC(ctx.deps);
    const subject = `Form C departure report overdue: booking ${b.ref}, Patratu Lake Resort`;
    const reminders = () => ctx.deps.db.select().from(outbox).where(eq(outbox.subject, subject));
    expect(await reminders()).toHaveLength(0);

    const late = await clockTo(addDays(b.checkOut, 1), '10:01');
    dash = (await call('GET', '/api/staff/dashboard', late)).json().data;
    expect(dash.formCDepartureOverdue.map((r: { ref: string }) => r.ref)).toContain(b.ref);
    expect(dash.formCOverdue.map((r: { ref: string }) => r.ref)).not.toContain(b.ref);
    expect(
      (await call('GET', `/api/staff/bookings/${b.id}/guests`, late)).json().data.formC.departure,
    ).toMatchObject({ overdue: true });
    await remindOverdueFormC(ctx.deps);
    const mails = await reminders();
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails[0]!.text).toContain('checked out of Patratu Lake Resort');
    await remindOverdueFormC(ctx.deps);
    expect(await reminders()).toHaveLength(mails.length);

    const marked = await call('POST', `/api/staff/bookings/${b.id}/form-c/departure`, late, {
      reference: 'FRO/D/9',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.formC).toMatchObject({
      reference: 'FRO/A/1',
      departure: { reference: 'FRO/D/9', overdue: false },
    });
    dash = (await call('GET', '/api/staff/dashboard', late)).json().data;
    expect(dash.formCDepartureOverdue.map((r: { ref: string }) => r.ref)).not.toContain(b.ref);
    const list = await call(
      'GET',
      `/api/staff/hotels/1/form-c/departures?date=${b.checkOut}`,
      late,
    );
    expect(list.json().data.rows[0]).toMatchObject({ reference: 'FRO/D/9', overdue: false });
  });
});

describe('guest mails', () => {
  it('sends the pre-arrival mail and SMS two days ahead once, with a calendar file', async () => {
    const b = await paidBooking(60);
    await clockTo(addDays(b.checkIn, -3));
    await sendPreArrivalMails(ctx.deps);
    const subject = `Your stay at Patratu Lake Resort from`;
    const mine = async () =>
      (await ctx.deps.db.select().from(outbox)).filter(
        (o) => o.subject?.startsWith(subject) && o.subject.includes(b.ref),
      );
    expect(await mine()).toHaveLength(0);
    await clockTo(addDays(b.checkIn, -2));
    await sendPreArrivalMails(ctx.deps);
    await sendPreArrivalMails(ctx.deps);
    const [mail, ...more] = await mine();
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain('Check-in is from');
    expect(mail!.text).toContain('https://www.openstreetmap.org/search?query=');
    expect(mail!.text).toContain('passport with a valid Indian visa');
    expect(mail!.attachments).toEqual([
      expect.objectContaining({
        kind: 'arrival_calendar',
        bookingId: b.id,
        filename: `stay-${b.ref}.ics`,
      }),
    ]);
    const sms = (await ctx.deps.db.select().from(outbox)).filter(
      (o) => o.channel === 'sms' && o.text.includes(b.ref) && o.text.includes('passport'),
    );
    expect(sms).toHaveLength(1);
  });

  it('writes a calendar file with the stay at the hotel times in UTC', () => {
    const ics = arrivalCalendar(
      {
        bookingId: 7,
        ref: 'JTDC1',
        name: 'A',
        email: 'a@b.in',
        mobile: '9800000000',
        checkIn: '2026-12-01',
        checkOut: '2026-12-03',
        hotelName: 'Patratu Lake Resort',
        address: 'Patratu, Ramgarh; Jharkhand',
        location: '',
        checkInTime: '12:00 PM',
        checkOutTime: '11:00 AM',
        hotelPhone: '0651',
      },
      'http://localhost:3000',
      new Date('2026-11-29T00:00:00Z'),
    ).toString('utf8');
    expect(ics).toContain('DTSTART:20261201T063000Z\r\n');
    expect(ics).toContain('DTEND:20261203T053000Z\r\n');
    expect(ics).toContain('LOCATION:Patratu Lake Resort\\, Patratu\\, Ramgarh\\; Jharkhand');
    expect(ics.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  });

  it('asks a checked-out guest to review the stay once, linking the booking page', async () => {
    const b = await paidBooking(70, 1);
    const m = await checkIn(b);
    const out = await call('POST', `/api/staff/bookings/${b.id}/check-out`, m, {
      confirm: true,
      leaveEarly: true,
    });
    expect(out.statusCode, out.body).toBe(200);
    await clockTo(b.checkOut);
    await sendAfterStayMails(ctx.deps);
    await sendAfterStayMails(ctx.deps);
    const mails = (await ctx.deps.db.select().from(outbox)).filter(
      (o) => o.subject === `Thank you for staying at Patratu Lake Resort (booking ${b.ref})`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(
      new RegExp(`Review your stay: http.*/booking-view/${b.id}\\?token=`),
    );
  });
});
