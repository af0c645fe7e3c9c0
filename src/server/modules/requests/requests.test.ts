import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, todayIst } from '../../../shared/dates';
import {
  advanceBookingRequests,
  bookings,
  customers,
  outbox,
  rescheduleRequests,
  tours,
} from '../../db/schema/index';
import { buildApp } from '../../app';
import * as service from './requests.service';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import {
  bookAndPay,
  bookingBody,
  postBooking,
  roomTypesOf,
  stay,
} from '../bookings/bookings.fixture';

let ctx: TestContext;
/** A customer with a paid (confirmed) future booking at Patratu Lake Resort (hotel 1). */
let owner: Awaited<ReturnType<typeof createCustomerSession>>;
let ownRef: string;
beforeAll(async () => {
  ctx = await createTestApp({ config: { FORM_RATE_LIMIT: '1000' } });
  owner = await createCustomerSession(ctx, { email: 'rohit.tirkey@example.com' });
  ownRef = (await bookOne(owner.cookie)).BookingRefNo;
});
afterAll(() => ctx.close());

const today = todayIst();
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
const ADVANCE = '/api/dashboard/admin/submit-advance-booking-request';
const RESCHEDULE = '/api/dashboard/admin/hotel-reschedule';
const mailsTo = (to: string) => ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, to));

const advance = (over: Record<string, unknown> = {}) => ({
  name: 'Meera Soren',
  mobile: '9876543210',
  email: 'meera.soren@example.com',
  purpose: 'Marriage',
  fromDate: addDays(today, 40),
  toDate: addDays(today, 42),
  hotelName: 'Patratu Lake Resort',
  remarks: 'Need 12 rooms and the lawn for the sangeet.',
  ...over,
});

/** Books one room at hotel 1 for `cookie`'s customer; paid (confirmed) unless `pay` is false. */
async function bookOne(cookie: string, pay = true) {
  const d = stay(30, 2);
  const [type] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  const body = bookingBody(1, d, [{ RoomTypeID: type!.RoomTypeID }]);
  if (pay) return (await bookAndPay(ctx, cookie, body)).created;
  return (await postBooking(ctx, cookie, body)).json().data as { BookingRefNo: string };
}

const postAs = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: RESCHEDULE, headers: { cookie }, payload });

const reschedule = (over: Record<string, unknown> = {}) => ({
  bookingrefno: ownRef,
  name: 'Rohit Tirkey',
  email: 'rohit.tirkey@example.com',
  phone: '9123456780',
  hotelName: 'Patratu Lake Resort',
  newCheckIn: addDays(today, 20),
  newCheckOut: addDays(today, 22),
  reason: 'Train cancelled.',
  ...over,
});

describe('POST /api/dashboard/admin/submit-advance-booking-request', () => {
  it('stores the request and replies 200 with a reference number', async () => {
    const res = await post(ADVANCE, advance());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.Ref).toMatch(/^ABR-\d{6}-[A-Z2-9]{5}$/);
    expect(body.message).toContain(body.data.Ref);
    const [row] = await ctx.deps.db
      .select()
      .from(advanceBookingRequests)
      .where(eq(advanceBookingRequests.ref, body.data.Ref));
    expect(row).toMatchObject({
      name: 'Meera Soren',
      purpose: 'Marriage',
      hotelName: 'Patratu Lake Resort',
    });
  });

  it('acknowledges by mail with the reference number', async () => {
    const email = 'ack.mail@example.com';
    const { data } = (await post(ADVANCE, advance({ email }))).json();
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toContain(data.Ref);
    expect(mail?.text).toContain('Patratu Lake Resort');
  });

  it('acknowledges by SMS when no email was given', async () => {
    const mobile = '9000000011';
    const res = await post(ADVANCE, advance({ email: '', mobile, remarks: undefined }));
    expect(res.statusCode).toBe(200);
    const [sms] = await mailsTo(mobile);
    expect(sms?.channel).toBe('sms');
    expect(sms?.text).toContain(res.json().data.Ref);
  });

  it('stores the other-purpose text in place of Other', async () => {
    const res = await post(ADVANCE, advance({ purpose: 'Other', otherPurpose: 'Family reunion' }));
    const [row] = await ctx.deps.db
      .select()
      .from(advanceBookingRequests)
      .where(eq(advanceBookingRequests.ref, res.json().data.Ref));
    expect(row?.purpose).toBe('Family reunion');
  });

  it('accepts a hotel name in any letter case and stores the corporation spelling', async () => {
    const res = await post(ADVANCE, advance({ hotelName: '  patratu lake resort ' }));
    expect(res.statusCode).toBe(200);
  });

  it('keeps markup in text fields as plain text', async () => {
    const evil = '<img src=x onerror=alert(1)> & "quotes"';
    const res = await post(ADVANCE, advance({ name: evil, remarks: '<script>alert(1)</script>' }));
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.deps.db
      .select()
      .from(advanceBookingRequests)
      .where(eq(advanceBookingRequests.ref, res.json().data.Ref));
    expect(row?.name).toBe(evil);
    expect(row?.remarks).toBe('<script>alert(1)</script>');
  });

  it.each([
    ['a missing name', { name: '  ' }, 'name', 'Please enter your name.'],
    [
      'a 9-digit mobile',
      { mobile: '987654321' },
      'mobile',
      'Enter a valid 10-digit mobile number.',
    ],
    [
      'letters in the mobile',
      { mobile: '98765abcde' },
      'mobile',
      'Enter a valid 10-digit mobile number.',
    ],
    ['a bad email', { email: 'meera@' }, 'email', 'Enter a valid email.'],
    ['no purpose', { purpose: '' }, 'purpose', 'Please choose the purpose of the booking.'],
    [
      'Other without its text',
      { purpose: 'Other' },
      'otherPurpose',
      'Please describe the purpose.',
    ],
    ['no from date', { fromDate: '' }, 'fromDate', 'Please choose a From date.'],
    [
      'an impossible date',
      { fromDate: '2031-02-30' },
      'fromDate',
      'The date must be a date written YYYY-MM-DD.',
    ],
    [
      'a past from date',
      { fromDate: addDays(today, -1) },
      'fromDate',
      'The From date cannot be in the past.',
    ],
    [
      'a to date before the from date',
      { fromDate: addDays(today, 10), toDate: addDays(today, 9) },
      'toDate',
      'The To date cannot be before the From date.',
    ],
    ['no hotel', { hotelName: '' }, 'hotelName', 'Please choose a hotel.'],
    [
      'an unknown hotel',
      { hotelName: 'Hotel Atlantis' },
      'hotelName',
      'Please choose a hotel from the list.',
    ],
    [
      'overlong remarks',
      { remarks: 'x'.repeat(1001) },
      'remarks',
      'Remarks can be at most 1000 characters.',
    ],
    ['a number for a name', { name: 42 }, 'name', 'Please enter your name.'],
  ])('refuses %s with 400 naming the field', async (_n, over, path, message) => {
    const res = await post(ADVANCE, advance(over));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors).toContainEqual({ path, message });
  });

  it('accepts a one-day event (to date equal to the from date) and no email or remarks', async () => {
    const d = addDays(today, 5);
    const res = await post(ADVANCE, {
      name: 'A',
      mobile: '9000000012',
      purpose: 'Birthday Party',
      fromDate: d,
      toDate: d,
      hotelName: 'Patratu Lake Resort',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the language of request mail (ADR 185, 186)', () => {
  const refOf = async (res: Awaited<ReturnType<typeof post>>) =>
    (res.json() as { data: { Ref: string } }).data.Ref;

  it('acknowledges a visitor who wrote from a Hindi page in Hindi, with Hindi dates and purpose', async () => {
    const email = 'lang.hi.visitor@example.com';
    const from = addDays(today, 40);
    const ref = await refOf(
      await post(ADVANCE, advance({ email, fromDate: from, language: 'hi' })),
    );
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(`पैकेज बुकिंग अनुरोध प्राप्त हुआ: ${ref}`);
    expect(mail?.text).toContain('नमस्कार,');
    expect(mail?.text).toContain('प्रयोजन: विवाह');
    expect(mail?.text).toContain(`से: ${formatDate(from, 'hi')}`);
    expect(mail?.text).not.toMatch(/Dear|Purpose|We have received/);
  });

  it('acknowledges a visitor who sent no language in English', async () => {
    const email = 'lang.en.visitor@example.com';
    const ref = await refOf(await post(ADVANCE, advance({ email })));
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(`Package booking request received: ${ref}`);
    expect(mail?.text).toContain(
      `Hello,\n\nWe have received your Bulk/Shaadi package booking request (Ref: ${ref}).`,
    );
  });

  it('texts the Hindi acknowledgement when a Hindi visitor gave no email', async () => {
    const mobile = '9000000077';
    const ref = await refOf(await post(ADVANCE, advance({ email: '', mobile, language: 'hi' })));
    const [sms] = await mailsTo(mobile);
    expect(sms?.text).toMatch(new RegExp(`^JTDC: पैकेज बुकिंग अनुरोध ${ref} प्राप्त हुआ`));
  });

  it("follows a logged-in customer's account language, not the page's", async () => {
    const hindi = await createCustomerSession(ctx);
    await ctx.deps.db
      .update(customers)
      .set({ language: 'hi' })
      .where(eq(customers.id, hindi.customerId));
    const email = 'lang.account.hi@example.com';
    const res = await ctx.app.inject({
      method: 'POST',
      url: ADVANCE,
      headers: { cookie: hindi.cookie },
      payload: advance({ email, language: 'en' }),
    });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(`पैकेज बुकिंग अनुरोध प्राप्त हुआ: ${await refOf(res)}`);
  });

  it("frames staff's reply in the requester's language: Hindi for a Hindi reply to a visitor, English for an English one", async () => {
    const decide = async (email: string, reply: string) => {
      const ref = await refOf(await post(ADVANCE, advance({ email })));
      const [row] = await ctx.deps.db
        .select()
        .from(advanceBookingRequests)
        .where(eq(advanceBookingRequests.ref, ref));
      const request = (await service.staffRequest(ctx.deps.db, 'advance', row!.id))!;
      await ctx.deps.db.transaction((tx) =>
        service.decideRequest(tx, {
          request,
          to: 'accepted',
          reply,
          staffId: 1,
          at: new Date(),
          ctx: { corpName: 'JTDC', corpPhone: '0651-2331828' },
        }),
      );
      return { ref, mails: await mailsTo(email) };
    };
    const hi = await decide('reply.hi@example.com', 'आपके लिए 12 कमरे रखे गए हैं।');
    const hiReply = hi.mails.at(-1);
    expect(hiReply?.subject).toBe(`आपका अनुरोध ${hi.ref}: स्वीकार`);
    expect(hiReply?.text).toContain(`आपका अनुरोध (संदर्भ: ${hi.ref}) अब "स्वीकार" है।`);
    const en = await decide('reply.en@example.com', 'Twelve rooms are held for you.');
    expect(en.mails.at(-1)?.subject).toBe(`Your request ${en.ref}: accepted`);
  });
});

describe('a tour package enquiry (the advance-booking endpoint with tourId)', () => {
  const tourRow = async () => (await ctx.deps.db.select().from(tours).limit(1))[0]!;
  const enquiry = (tourId: number, over: Record<string, unknown> = {}) => ({
    tourId,
    name: 'Meera Soren',
    mobile: '9876543210',
    email: 'tour.enquiry@example.com',
    fromDate: '',
    toDate: '',
    ...over,
  });

  it('is stored with the tour named, no hotel, no purpose and open dates, and acknowledged', async () => {
    const tour = await tourRow();
    const res = await post(ADVANCE, enquiry(tour.id));
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.deps.db
      .select()
      .from(advanceBookingRequests)
      .where(eq(advanceBookingRequests.ref, res.json().data.Ref));
    expect(row).toMatchObject({
      tourName: tour.title,
      hotelName: null,
      purpose: 'Tour package',
      fromDate: null,
      toDate: null,
    });
    const [mail] = await mailsTo('tour.enquiry@example.com');
    expect(mail?.subject).toBe(`Tour package enquiry received: ${res.json().data.Ref}`);
    expect(mail?.text).toContain(`Tour package: ${tour.title}`);
    expect(mail?.text).toContain('Dates: open');
  });

  it('keeps dates when they are given', async () => {
    const tour = await tourRow();
    const res = await post(
      ADVANCE,
      enquiry(tour.id, { fromDate: addDays(today, 10), toDate: addDays(today, 12) }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('keeps the number of travellers of a custom group (issue 29)', async () => {
    const tour = await tourRow();
    const res = await post(ADVANCE, enquiry(tour.id, { travellers: 14 }));
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.deps.db
      .select()
      .from(advanceBookingRequests)
      .where(eq(advanceBookingRequests.ref, res.json().data.Ref));
    expect(row?.travellers).toBe(14);
  });

  it.each([
    ['no travellers', { travellers: 0 }, 'travellers'],
    ['a fraction of a traveller', { travellers: 2.5 }, 'travellers'],
    ['an unknown tour', { tourId: 999_999 }, 'tourId'],
    ['a tour id that is not a number', { tourId: 'abc' }, 'tourId'],
    ['only a from date', { fromDate: addDays(today, 10) }, 'toDate'],
    ['a past from date', { fromDate: addDays(today, -1), toDate: today }, 'fromDate'],
  ])('refuses %s with 400 naming the field', async (_n, over, path) => {
    const tour = await tourRow();
    const res = await post(ADVANCE, { ...enquiry(tour.id), ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('still requires a hotel and a purpose of a package request without a tour', async () => {
    const res = await post(ADVANCE, advance({ hotelName: undefined, purpose: undefined }));
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['hotelName', 'purpose']));
  });
});

describe('POST /api/dashboard/admin/hotel-reschedule', () => {
  it('stores the request, replies with a message and a reference, and mails an acknowledgement', async () => {
    const email = 'resched.ack@example.com';
    const res = await postAs(owner.cookie, reschedule({ email }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.Ref).toMatch(/^RSR-\d{6}-[A-Z2-9]{5}$/);
    expect(body.message).toBe(`Your reschedule request has been received. Ref: ${body.data.Ref}`);
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain(ownRef);
  });

  it('accepts the reference in any letter case and stores the booking’s own spelling', async () => {
    const res = await postAs(
      owner.cookie,
      reschedule({ bookingrefno: ownRef.toLowerCase(), hotelName: 'patratu lake resort' }),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.deps.db
      .select()
      .from(rescheduleRequests)
      .where(eq(rescheduleRequests.ref, res.json().data.Ref));
    expect(row).toMatchObject({ bookingRefNo: ownRef, hotelName: 'Patratu Lake Resort' });
  });

  it('refuses a visitor who is not logged in with 401 and says to log in', async () => {
    const res = await post(RESCHEDULE, reschedule());
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please log in to request a reschedule of your booking.');
  });

  it('refuses a made-up reference with 404 naming the field', async () => {
    const res = await postAs(owner.cookie, reschedule({ bookingrefno: 'JTDC99010100001' }));
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toContainEqual({
      path: 'bookingrefno',
      message:
        'We found no booking with this reference number in your account. Please check the number on your booking receipt.',
    });
  });

  it('refuses someone else’s booking with the same 404 as a missing one', async () => {
    const other = await createCustomerSession(ctx);
    const res = await postAs(other.cookie, reschedule());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/^We found no booking with this reference number/);
    const missing = await postAs(other.cookie, reschedule({ bookingrefno: 'JTDC99010100001' }));
    expect(res.json()).toEqual(missing.json());
  });

  it('refuses a cancelled booking with 409', async () => {
    const me = await createCustomerSession(ctx);
    const { BookingRefNo } = await bookOne(me.cookie);
    await ctx.deps.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.bookingRefNo, BookingRefNo));
    const res = await postAs(me.cookie, reschedule({ bookingrefno: BookingRefNo }));
    expect(res.statusCode).toBe(409);
    const message = `Only a confirmed booking can be rescheduled. Booking ${BookingRefNo} is cancelled.`;
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toEqual([{ path: 'bookingrefno', message }]);
  });

  it('refuses a booking that was never paid with 409', async () => {
    const me = await createCustomerSession(ctx);
    const { BookingRefNo } = await bookOne(me.cookie, false);
    const res = await postAs(me.cookie, reschedule({ bookingrefno: BookingRefNo }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Only a confirmed booking can be rescheduled/);
  });

  it('refuses a booking whose check-in day has come with 409', async () => {
    const me = await createCustomerSession(ctx);
    const { BookingRefNo } = await bookOne(me.cookie);
    await ctx.deps.db
      .update(bookings)
      .set({ checkIn: today, checkOut: addDays(today, 2) })
      .where(eq(bookings.bookingRefNo, BookingRefNo));
    const res = await postAs(me.cookie, reschedule({ bookingrefno: BookingRefNo }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('can be requested only before the check-in day');
  });

  it('refuses a hotel other than the booking’s with 400 naming the field', async () => {
    const res = await postAs(owner.cookie, reschedule({ hotelName: 'Prabhat Vihar, Netarhat' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: 'hotelName',
      message: `Booking ${ownRef} is at Patratu Lake Resort.`,
    });
  });

  it.each([
    ['no booking reference', { bookingrefno: '' }, 'bookingrefno'],
    ['a booking reference with markup', { bookingrefno: '<b>1</b>' }, 'bookingrefno'],
    ['no name', { name: '' }, 'name'],
    ['no email', { email: '' }, 'email'],
    ['a bad email', { email: 'rohit@@example.com' }, 'email'],
    ['a short phone', { phone: '12345' }, 'phone'],
    ['no hotel', { hotelName: '' }, 'hotelName'],
    ['a past check-in', { newCheckIn: addDays(today, -2) }, 'newCheckIn'],
    ['check-out on the check-in day', { newCheckOut: addDays(today, 20) }, 'newCheckOut'],
    ['no reason', { reason: ' ' }, 'reason'],
  ])('refuses %s with 400', async (_n, over, path) => {
    const res = await postAs(owner.cookie, reschedule(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('refuses a body that is not an object with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: RESCHEDULE,
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      payload: '"hello"',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("a customer's own requests", () => {
  const postAs = (url: string, payload: object, cookie: string) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  const list = (url: string, cookie: string) => ctx.app.inject({ url, headers: { cookie } });

  it('lists the advance requests the customer filed while logged in, not anonymous ones naming their mobile or email', async () => {
    const me = await createCustomerSession(ctx, {
      email: 'own.requests@example.com',
      mobile: '9555500001',
    });
    await postAs(
      ADVANCE,
      advance({ email: 'own.requests@example.com', mobile: '9555500099' }),
      me.cookie,
    );
    await postAs(
      ADVANCE,
      advance({ email: '', mobile: '9555500001', hotelName: 'Rajrappa Vihar' }),
      me.cookie,
    );
    // a stranger, not logged in, files requests in the customer's name: stored, not listed
    await post(ADVANCE, advance({ email: 'OWN.requests@example.com', mobile: '9555500001' }));
    await post(ADVANCE, advance({ email: '', mobile: '9555500001', remarks: 'spam' }));
    const res = await list('/api/dashboard/admin/advance-bookings', me.cookie);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(2);
    expect(data.every((r: { remarks: string | null }) => r.remarks !== 'spam')).toBe(true);
    const filtered = await list(
      '/api/dashboard/admin/advance-bookings?hotelName=Rajrappa%20Vihar',
      me.cookie,
    );
    expect(filtered.json().data).toHaveLength(1);
    const byOtherMobile = await list(
      '/api/dashboard/admin/advance-bookings?mobile=9555500002',
      me.cookie,
    );
    expect(byOtherMobile.json().data).toEqual([]);
    // another customer sees none of them, even one filed with their own email
    const other = await createCustomerSession(ctx, { email: 'someone.else@example.com' });
    await postAs(ADVANCE, advance({ email: 'someone.else@example.com' }), me.cookie);
    expect((await list('/api/dashboard/admin/advance-bookings', other.cookie)).json().data).toEqual(
      [],
    );
  });

  it('lists the reschedule requests the customer filed while logged in, not anonymous ones naming their email or phone', async () => {
    const me = await createCustomerSession(ctx, {
      email: 'own.resched@example.com',
      mobile: '9555500011',
    });
    const mine = (await bookOne(me.cookie)).BookingRefNo;
    await postAs(
      RESCHEDULE,
      reschedule({ bookingrefno: mine, email: 'own.resched@example.com', phone: '9555500077' }),
      me.cookie,
    );
    await postAs(
      RESCHEDULE,
      reschedule({ email: 'not.me@example.com', phone: '9555500078' }),
      owner.cookie,
    );
    // a stranger, not logged in, cannot file one in the customer's name at all
    const anonymous = await post(
      RESCHEDULE,
      reschedule({ bookingrefno: mine, email: 'own.resched@example.com', phone: '9555500011' }),
    );
    expect(anonymous.statusCode).toBe(401);
    const res = await list('/api/dashboard/admin/history/hotel-reschedule', me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0]).toMatchObject({
      bookingrefno: mine,
      email: 'own.resched@example.com',
      phone: '9555500077',
    });
  });

  it('answers 401 without a session', async () => {
    for (const url of [
      '/api/dashboard/admin/advance-bookings',
      '/api/dashboard/admin/history/hotel-reschedule',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('acknowledgements cannot carry a visitor’s message to someone else (ADR 244)', () => {
  const spam = 'Win a prize at spam.example';
  const refOf = (res: Awaited<ReturnType<typeof post>>) => res.json().data.Ref as string;

  it.each(['en', 'hi'] as const)(
    'mails the address typed only fixed texts and checked values, never the name, remarks or a typed purpose (%s)',
    async (language) => {
      const email = `third.party.${language}@example.com`;
      const res = await post(
        ADVANCE,
        advance({
          email,
          language,
          name: spam,
          remarks: `${spam} now`,
          purpose: 'Other',
          otherPurpose: `${spam} today`,
        }),
      );
      expect(res.statusCode).toBe(200);
      const [mail] = await mailsTo(email);
      expect(mail?.subject).toContain(refOf(res));
      expect(mail?.text).toContain('Patratu Lake Resort');
      expect(mail?.text).toContain(language === 'hi' ? 'प्रयोजन: अन्य' : 'Purpose: Other');
      expect(`${mail?.subject} ${mail?.text}`).not.toContain('spam.example');
    },
  );

  it('texts the mobile typed no free text either', async () => {
    const mobile = '9000000123';
    const res = await post(
      ADVANCE,
      advance({ email: '', mobile, name: spam, purpose: 'Other', otherPurpose: spam }),
    );
    const [sms] = await mailsTo(mobile);
    expect(sms?.text).toContain(refOf(res));
    expect(sms?.text).not.toContain('spam.example');
  });

  it('names a listed purpose as it is', async () => {
    const email = 'listed.purpose@example.com';
    await post(ADVANCE, advance({ email, purpose: 'Corporate Function' }));
    expect((await mailsTo(email))[0]?.text).toContain('Purpose: Corporate Function');
  });

  it('acknowledges a reschedule request without the name or reason typed', async () => {
    const email = 'resched.third.party@example.com';
    const res = await postAs(owner.cookie, reschedule({ email, name: spam, reason: spam }));
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain(ownRef);
    expect(`${mail?.subject} ${mail?.text}`).not.toContain('spam.example');
  });
});

describe('the hourly budget of acknowledgements, all senders together (ADR 244)', () => {
  it('stores every request and answers 200, but acknowledges only REQUEST_ACK_PER_HOUR an hour', async () => {
    let clock = Date.now();
    const capped = await createTestApp({
      config: { REQUEST_ACK_PER_HOUR: '2', FORM_RATE_LIMIT: '1000' },
      now: () => new Date(clock),
    });
    try {
      const file = (i: number) =>
        capped.app.inject({
          method: 'POST',
          url: ADVANCE,
          // each from its own address: the budget is one for everyone, not per sender
          remoteAddress: `198.51.100.${i}`,
          payload: advance({ email: `cap.${i}@example.com`, mobile: `90000002${i}0` }),
        });
      const acks = async (i: number) =>
        (
          await capped.deps.db
            .select()
            .from(outbox)
            .where(eq(outbox.recipient, `cap.${i}@example.com`))
        ).length;
      for (const i of [1, 2, 3]) expect((await file(i)).statusCode).toBe(200);
      const stored = await capped.deps.db
        .select({ email: advanceBookingRequests.email })
        .from(advanceBookingRequests);
      expect(stored.map((r) => r.email)).toEqual(
        expect.arrayContaining(['cap.1@example.com', 'cap.2@example.com', 'cap.3@example.com']),
      );
      expect([await acks(1), await acks(2), await acks(3)]).toEqual([1, 1, 0]);
      // an SMS acknowledgement counts against the same budget
      const noEmail = await capped.app.inject({
        method: 'POST',
        url: ADVANCE,
        payload: advance({ email: '', mobile: '9000000399' }),
      });
      expect(noEmail.statusCode).toBe(200);
      expect(
        await capped.deps.db.select().from(outbox).where(eq(outbox.recipient, '9000000399')),
      ).toEqual([]);
      clock += 3_600_000 + 1;
      expect((await file(4)).statusCode).toBe(200);
      expect(await acks(4)).toBe(1);
    } finally {
      await capped.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 once one address has filed the allowed number of requests', async () => {
    const small = await createTestApp({ config: { FORM_RATE_LIMIT: '2' } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (await small.app.inject({ method: 'POST', url: ADVANCE, payload: advance() })).statusCode,
        );
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await small.close();
    }
  });

  it('is one limit for every server process on the database, and starts again after 10 minutes', async () => {
    let clock = Date.now();
    const first = await createTestApp({
      config: { FORM_RATE_LIMIT: '2' },
      now: () => new Date(clock),
    });
    // a second process: its own app (and memory) on the same database
    const second = await buildApp({ ...first.deps });
    await second.ready();
    try {
      const post = (app: typeof second) =>
        app.inject({ method: 'POST', url: ADVANCE, payload: advance() });
      expect((await post(first.app)).statusCode).toBe(200);
      expect((await post(second)).statusCode).toBe(200);
      const refused = await post(first.app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().success).toBe(false);
      expect((await post(second)).statusCode).toBe(429);
      clock += 10 * 60_000 + 1;
      expect((await post(second)).statusCode).toBe(200);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
