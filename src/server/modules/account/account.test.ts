import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { addDays, todayIst } from '../../../shared/dates';
import { ACCOUNT_MSG } from '../../../shared/contracts/account';
import {
  bookings,
  consents,
  customers,
  newsletterSubscribers,
  outbox,
  refunds,
  sessions,
} from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/app';
import { applyRefundEvent } from '../refunds/refunds.service';
import { deliverDue } from '../../notify/worker';
import { staffCookie } from '../../test/staff';
import { bookAndPay, bookingBody, roomTypesOf, rows, stay } from '../bookings/bookings.fixture';

/**
 * The account API (ADR 120–123): language preference, the data export, account deletion, and the
 * consents recorded on the way; signed up through the real sign-up API.
 */
let ctx: TestContext;
/** The app's clock; a test moves it past the 60-second wait between codes. */
let clock = Date.now();

beforeAll(async () => {
  ctx = await createTestApp({
    now: () => new Date(clock),
    config: {
      OTP_SEND_PER_IP: '100000',
      OTP_SEND_PER_PREFIX: '100000',
      OTP_VERIFY_PER_IP: '100000',
    },
  });
});
afterAll(() => ctx.close());

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;
const post = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

let seq = 0;
function contact() {
  seq += 1;
  const n = `${process.pid % 1000}${seq}`.padStart(5, '0');
  return {
    email: `data.${n}@example.com`,
    mobile: `97${n.slice(-5)}${String(seq).padStart(3, '0')}`,
  };
}

/** The latest message queued to `to`. */
async function lastTo(to: string) {
  const [row] = await ctx.deps.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

async function codeFor(to: string): Promise<string> {
  const m = /(?:Your OTP is|आपका OTP) (\d{6})\b/.exec((await lastTo(to))?.text ?? '');
  if (!m) throw new Error(`no code sent to ${to}`);
  return m[1]!;
}

function cookieOf(res: Reply, name: string): string {
  const c = res.cookies.find((x) => x.name === name);
  if (!c) throw new Error(`no ${name} cookie set`);
  return `${name}=${c.value}`;
}

/** Signs up through the API (codes, register); returns the session cookie and the ids. */
async function signUp(opts: { language?: 'en' | 'hi'; newsletter?: boolean; name?: string } = {}) {
  const c = contact();
  const lang = opts.language ? { language: opts.language } : {};
  const s = await post('/api/auth/send-otp', { EmailId: c.email, mobileNumber: c.mobile, ...lang });
  expect(s.statusCode).toBe(200);
  const e = await post('/api/auth/verifyEmail-otp', {
    EmailId: c.email,
    otp: await codeFor(c.email),
  });
  const sv = cookieOf(e, 'sv');
  await post('/api/auth/verify-otp', { mobileNumber: c.mobile, otp: await codeFor(c.mobile) }, sv);
  const r = await post(
    '/api/auth/register',
    {
      EmailId: c.email,
      Customer_Name: opts.name ?? 'प्रियंका द्विवेदी',
      User_Password: 'secret12',
      Mobile_Number: c.mobile,
      ...lang,
      ...(opts.newsletter ? { newsletter: true } : {}),
    },
    sv,
  );
  expect(r.statusCode).toBe(201);
  const [row] = await ctx.deps.db.select().from(customers).where(eq(customers.email, c.email));
  return {
    ...c,
    id: row!.id,
    userId: row!.userId,
    cookie: cookieOf(r, 'sid'),
    password: 'secret12',
  };
}

const login = (identifier: string, password: string) =>
  post('/api/auth/login', { identifier, password });

const exportOf = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });

/** A paid booking for the customer, its stay moved into the past when `past`. */
async function paidBooking(cookie: string, name: string, past: boolean) {
  const d = stay(30 + seq, 1);
  const [type] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  const paid = await bookAndPay(
    ctx,
    cookie,
    bookingBody(1, d, [{ RoomTypeID: type!.RoomTypeID }], {
      CustomerName: name,
      EmailID: 'guest.of.booking@example.com',
      MobileNo: '9123456780',
      IdentityNo: '5678',
      CustomerAddress: 'Kanke Road, Ranchi',
    }),
  );
  if (past) {
    const ci = addDays(todayIst(), -10);
    await ctx.deps.db
      .update(bookings)
      .set({ checkIn: ci, checkOut: addDays(ci, 1) })
      .where(eq(bookings.id, paid.created.bookingId));
  }
  return paid.created;
}

describe('language preference', () => {
  it('sends the sign-up codes in the language of the page that asked (Hindi mail and SMS)', async () => {
    const c = await signUp({ language: 'hi' });
    const codes = await ctx.deps.db
      .select()
      .from(outbox)
      .where(sql`${outbox.recipient} IN (${c.email}, ${c.mobile}) AND ${outbox.text} LIKE '%OTP%'`);
    const mail = codes.find((m) => m.channel === 'email' && m.subject?.includes('सत्यापित'));
    const sms = codes.find((m) => m.channel === 'sms');
    expect(mail?.text).toMatch(/आपका OTP \d{6} है।/);
    expect(mail?.html).toContain('<html lang="hi">');
    expect(sms?.text).toMatch(/^आपका OTP \d{6} है/);
  });

  it('stores the language chosen at sign-up, shows it in the profile, and welcomes in it', async () => {
    const c = await signUp({ language: 'hi' });
    const profile = await ctx.app.inject({
      url: '/api/auth/profile',
      headers: { cookie: c.cookie },
    });
    expect(profile.json().user.language).toBe('hi');
    const welcome = await lastTo(c.email);
    expect(welcome?.subject).toContain('में आपका स्वागत है');
    expect(welcome?.text).toContain('प्रिय प्रियंका द्विवेदी,');
    // a transactional mail links to the customer's mail preferences (in their language)
    expect(welcome?.text).toMatch(/मेल की पसंद और आपका डेटा: \S+\/hi\/booking-history#your-data/);
  });

  it('keeps English (the exact texts) when no language is sent', async () => {
    const c = await signUp();
    const welcome = await lastTo(c.email);
    expect(welcome?.text).toContain('Dear प्रियंका द्विवेदी,');
    expect(welcome?.text).toContain('account is ready. You can log in with your email');
    expect(welcome?.text).toMatch(/Your mail preferences and data: \S+\/booking-history#your-data/);
    expect(welcome?.html).toContain('/booking-history#your-data');
  });

  it('changes the language from the account page; later mail follows it', async () => {
    const c = await signUp();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'hi' },
      headers: { cookie: c.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, language: 'hi' });
    // a password-reset code now comes in Hindi
    await post('/api/auth/sendResetPassword-otp', { EmailId: c.email });
    expect((await lastTo(c.email))?.text).toMatch(/आपका OTP \d{6} है।/);
  });

  it('refuses a language it does not know, and a visitor', async () => {
    const c = await signUp();
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'fr' },
      headers: { cookie: c.cookie },
    });
    expect(bad.statusCode).toBe(400);
    const anon = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'hi' },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('sends the booking confirmation mail and SMS in Hindi to a Hindi customer', async () => {
    const c = await signUp({ language: 'hi' });
    await paidBooking(c.cookie, 'क्षत्रिय श्रीवास्तव', false);
    // the confirmation is rendered when it is sent (ADR 300)
    while ((await deliverDue(ctx.deps, { limit: 500 })).sent > 0);
    const mail = await lastTo('guest.of.booking@example.com');
    expect(mail?.subject).toMatch(/^बुकिंग की पुष्टि: /);
    expect(mail?.text).toContain('प्रिय क्षत्रिय श्रीवास्तव,');
    expect(mail?.html).toContain('<html lang="hi">');
    const sms = await lastTo('9123456780');
    expect(sms?.text).toContain('की पुष्टि हो गई है');
  });
});

describe('cancellation in the customer language', () => {
  it('sends the cancellation mail and SMS in Hindi to a Hindi customer', async () => {
    const c = await signUp({ language: 'hi' });
    const b = await paidBooking(c.cookie, 'प्रियंका द्विवेदी', false);
    const res = await post(`/api/hotel/cancel-all/${b.bookingId}`, {}, c.cookie);
    expect(res.statusCode).toBe(200);
    const mail = await lastTo('guest.of.booking@example.com');
    expect(mail?.subject).toBe(`रद्दीकरण की पुष्टि: बुकिंग ${b.BookingRefNo}`);
    expect(mail?.text).toContain(`आपकी बुकिंग ${b.BookingRefNo} अब पूरी तरह रद्द हो गई है।`);
    expect((await lastTo('9123456780'))?.text).toMatch(
      new RegExp(`^JTDC: बुकिंग ${b.BookingRefNo} रद्द हो गई।`),
    );
  });
});

describe('refund and credit note mail in the customer language (ADR 121)', () => {
  /** Cancels a paid booking, then has the gateway report its refund processed. */
  async function cancelAndRefund(language: 'en' | 'hi', name: string) {
    const c = await signUp({ language });
    const b = await paidBooking(c.cookie, name, false);
    expect((await post(`/api/hotel/cancel-all/${b.bookingId}`, {}, c.cookie)).statusCode).toBe(200);
    const [refund] = await ctx.deps.db
      .update(refunds)
      .set({ status: 'pending' })
      .where(eq(refunds.bookingId, b.bookingId))
      .returning();
    await applyRefundEvent(ctx.deps.db, {
      refundId: refund!.gatewayRefundId ?? `rfnd_lang_${b.bookingId}`,
      ourRefundId: refund!.id,
      status: 'processed',
    });
    const mails = await ctx.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'guest.of.booking@example.com'))
      .orderBy(desc(outbox.id))
      .limit(4);
    const find = (start: string) => mails.find((m) => m.subject?.startsWith(start));
    return { b, find };
  }

  it('sends a Hindi customer the credit note and the processed refund in Hindi', async () => {
    const { b, find } = await cancelAndRefund('hi', 'प्रियंका द्विवेदी');
    const note = find('जीएसटी क्रेडिट नोट');
    expect(note?.subject).toMatch(new RegExp(`^जीएसटी क्रेडिट नोट CN/.+: बुकिंग ${b.BookingRefNo}$`));
    expect(note?.text).toContain('क्रेडिट नोट PDF के रूप में संलग्न है।');
    const refund = find('रिफ़ंड हो गया');
    expect(refund?.subject).toBe(`रिफ़ंड हो गया: बुकिंग ${b.BookingRefNo}`);
    expect(refund?.text).toContain('प्रिय प्रियंका द्विवेदी,');
    expect((await lastTo('9123456780'))?.text).toMatch(
      new RegExp(`^JTDC: बुकिंग ${b.BookingRefNo} के ₹[\\d,.]+ का रिफ़ंड हो गया।$`),
    );
  });

  it('sends an English customer the same mails in English, word for word as before', async () => {
    const { b, find } = await cancelAndRefund('en', 'Asha Kumari');
    expect(find('GST credit note')?.text).toContain(
      'The credit note is attached as a PDF. You can also open it from your booking history on our website.',
    );
    expect(find('Refund processed')?.subject).toBe(`Refund processed: booking ${b.BookingRefNo}`);
    expect(find('Refund processed')?.text).toMatch(/^Dear Asha Kumari,\n\nYour refund of ₹/);
  });
});

describe('consents', () => {
  it('records the terms at sign-up and at booking, and the newsletter box, with time and text version', async () => {
    const c = await signUp({ newsletter: true });
    await paidBooking(c.cookie, 'Asha Kumari', false);
    const rows = await ctx.deps.db.select().from(consents).where(eq(consents.customerId, c.id));
    expect(rows.map((r) => `${r.kind}/${r.source}`).sort()).toEqual([
      'newsletter/signup',
      'terms/booking',
      'terms/signup',
    ]);
    for (const r of rows) {
      expect(r.textVersion).toMatch(/^(terms|newsletter)-\d{4}-\d{2}$/);
      expect(r.givenAt).toBeInstanceOf(Date);
      expect(r.withdrawnAt).toBeNull();
    }
  });
});

describe('one-click withdrawal from a mail (RFC 8058)', () => {
  /** The newsletter welcome mail to `email`, with its withdrawal link. */
  async function welcome(email: string) {
    const [row] = await ctx.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), sql`${outbox.subject} LIKE '%newsletter%'`));
    const url = /Unsubscribe: (\S+)/.exec(row?.text ?? '')?.[1] ?? '';
    return { row, path: url.replace(/^https?:\/\/[^/]+/, '') };
  }
  const liveNewsletter = async (customerId: number) =>
    ctx.deps.db
      .select()
      .from(consents)
      .where(
        and(
          eq(consents.customerId, customerId),
          eq(consents.kind, 'newsletter'),
          sql`${consents.withdrawnAt} IS NULL`,
        ),
      );

  it('puts List-Unsubscribe and List-Unsubscribe-Post on the newsletter mail; GET only asks, POST withdraws without login', async () => {
    const c = await signUp({ newsletter: true });
    const { row, path } = await welcome(c.email);
    expect(row?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<https?:\/\/.+\/api\/newsletter\/withdraw\?token=.+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const page = await ctx.app.inject({ url: path, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(await liveNewsletter(c.id)).toHaveLength(1);

    // the mail client's one-click POST: form body, no cookie, no Origin
    const res = await ctx.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(await liveNewsletter(c.id)).toEqual([]);
    const [sub] = await ctx.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, c.email));
    expect(sub?.unsubscribedAt).toBeInstanceOf(Date);
    // the terms consent is not touched
    const terms = await ctx.deps.db
      .select()
      .from(consents)
      .where(and(eq(consents.customerId, c.id), eq(consents.kind, 'terms')));
    expect(terms[0]?.withdrawnAt).toBeNull();
  });

  it('refuses a link whose signature is not ours, and withdraws nothing', async () => {
    const c = await signUp({ newsletter: true });
    const { path } = await welcome(c.email);
    const forged = path.replace(
      /\.([A-Za-z0-9_-]+)$/,
      (_m, sig: string) => `.${sig.slice(0, -2)}AA`,
    );
    const other = path.replace(
      /token=([A-Za-z0-9_-]+)\./,
      `token=${Buffer.from('someone@example.com').toString('base64url')}.`,
    );
    for (const p of [forged, other]) {
      expect((await ctx.app.inject({ url: p })).statusCode).toBe(400);
      const post = await ctx.app.inject({
        method: 'POST',
        url: p,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(post.statusCode).toBe(400);
    }
    expect(await liveNewsletter(c.id)).toHaveLength(1);
  });
});

describe('GET /api/account/export', () => {
  it('needs a login', async () => {
    const res = await ctx.app.inject({ url: '/api/account/export' });
    expect(res.statusCode).toBe(401);
  });

  it('gives the customer their own profile, bookings with rooms and payments, consents and newsletter, as a download', async () => {
    const me = await signUp({ newsletter: true });
    const other = await signUp();
    const mine = await paidBooking(me.cookie, 'Asha Kumari', false);
    const theirs = await paidBooking(other.cookie, 'Someone Else', false);
    const res = await exportOf(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-.*\.json"$/);
    expect(res.headers['cache-control']).toContain('no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({ customerId: me.id, email: me.email, mobile: me.mobile });
    expect(data.bookings.map((b: { bookingRefNo: string }) => b.bookingRefNo)).toEqual([
      mine.BookingRefNo,
    ]);
    const b = data.bookings[0];
    expect(b.rooms).toHaveLength(1);
    expect(b.payments[0]).toMatchObject({ status: 'captured', amount: mine.totalPayable });
    expect(b.guest.identityNo).toBe('XXXX-XXXX-5678');
    expect(data.consents.map((x: { kind: string }) => x.kind)).toContain('terms');
    expect(data.newsletter.subscribed).toBe(true);
    // another customer's data never appears
    const body = res.body;
    expect(body).not.toContain(theirs.BookingRefNo);
    expect(body).not.toContain(other.email);
    expect(body).not.toContain('Someone Else');
  });
});

describe('POST /api/account/delete', () => {
  it('needs a login and the password again', async () => {
    const c = await signUp();
    expect((await post('/api/account/delete', { password: 'secret12' })).statusCode).toBe(401);
    const wrong = await post('/api/account/delete', { password: 'not-it-at-all' }, c.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(ACCOUNT_MSG.wrongPassword);
    expect((await login(c.email, c.password)).statusCode).toBe(200);
  });

  it('refuses while a paid stay is still to come, with a clear message', async () => {
    const c = await signUp();
    await paidBooking(c.cookie, 'Asha Kumari', false);
    const res = await post('/api/account/delete', { password: c.password }, c.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ACCOUNT_MSG.upcomingStay);
    expect((await login(c.email, c.password)).statusCode).toBe(200);
  });

  it('erases the person: no login, bookings kept with amounts and GST only, sessions ended, mail queued', async () => {
    const c = await signUp({ newsletter: true });
    const booked = await paidBooking(c.cookie, 'क्षत्रिय श्रीवास्तव', true);
    // a second session of the same account (another device)
    const other = cookieOf(await login(c.mobile, c.password), 'sid');
    const [before] = await ctx.deps.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booked.bookingId));

    const res = await post('/api/account/delete', { password: c.password }, c.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MSG.deleted);

    // cannot log in by email, mobile or user id; every session ended
    for (const id of [c.email, c.mobile, c.userId])
      expect((await login(id, c.password)).statusCode).toBe(401);
    expect(await ctx.deps.db.select().from(sessions).where(eq(sessions.customerId, c.id))).toEqual(
      [],
    );
    for (const cookie of [c.cookie, other]) expect((await exportOf(cookie)).statusCode).toBe(401);

    // the booking row: amounts, GST, invoice and the buyer's name as invoiced kept (ADR 238);
    // no mobile, email, address (an individual below Rs 50,000) or ID
    const [after] = await ctx.deps.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booked.bookingId));
    expect(after).toMatchObject({
      roomTotalPaise: before!.roomTotalPaise,
      gstPaise: before!.gstPaise,
      totalPaise: before!.totalPaise,
      invoiceNo: before!.invoiceNo,
      customerName: 'क्षत्रिय श्रीवास्तव',
      email: '',
      mobile: '',
      address: '',
      identityNo: '',
    });
    expect(before!.invoiceNo).toBeTruthy();
    const [acct] = await ctx.deps.db.select().from(customers).where(eq(customers.id, c.id));
    expect(JSON.stringify(acct)).not.toMatch(new RegExp(`${c.email}|${c.mobile}|प्रियंका`));
    expect(acct!.deletedAt).toBeInstanceOf(Date);

    // the confirmation went to the old address; the newsletter forgot it; consents withdrawn
    const mail = await lastTo(c.email);
    expect(mail?.subject).toMatch(/your account was deleted$/);
    expect(
      await ctx.deps.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, c.email)),
    ).toEqual([]);
    const live = await ctx.deps.db
      .select()
      .from(consents)
      .where(and(eq(consents.customerId, c.id), sql`${consents.withdrawnAt} IS NULL`));
    expect(live).toEqual([]);
  });

  it('lets the same email and mobile sign up again as a new account', async () => {
    const c = await signUp();
    expect((await post('/api/account/delete', { password: c.password }, c.cookie)).statusCode).toBe(
      200,
    );
    clock += 2 * 60_000;
    const s = await post('/api/auth/send-otp', { EmailId: c.email, mobileNumber: c.mobile });
    expect(s.statusCode).toBe(200);
  });

  /**
   * The tables and columns the law keeps a deleted person in (ADR 238): the buyer's name on the
   * tax invoice (the booking row the invoice is drawn from) and on the credit note, as issued
   * (CGST Rules, rules 46 and 56: 72 months). Their email and mobile are kept nowhere.
   */
  const NAME_KEPT_BY_LAW = ['bookings.customer_name', 'credit_notes.guest_name'];
  const CONTACT_KEPT_BY_LAW: string[] = [];

  /** Every text, JSON and array column of the public schema that holds `value` (any case). */
  async function columnsHolding(value: string): Promise<string[]> {
    const columns = await rows<{ table_name: string; column_name: string }>(
      ctx,
      sql`SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = 'public'
            AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
          ORDER BY table_name, column_name`,
    );
    expect(columns.length).toBeGreaterThan(50);
    const pattern = `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const found: string[] = [];
    for (const c of columns) {
      const [hit] = await rows<{ n: number }>(
        ctx,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(c.table_name)}
            WHERE ${sql.identifier(c.column_name)}::text ILIKE ${pattern}`,
      );
      if (Number(hit!.n) > 0) found.push(`${c.table_name}.${c.column_name}`);
    }
    return found;
  }

  /** Delivers every queued message through the development transports. */
  async function deliverAll() {
    while ((await deliverDue(ctx.deps, { limit: 500 })).sent > 0);
  }

  it('leaves the email and mobile in no table and the name only on tax documents: mails, codes, feedback, requests, newsletter', async () => {
    const name = `Erasable Person ${process.pid}${seq}`;
    const c = await signUp({ newsletter: true, name });
    // the same email and mobile on every record the person leaves
    const asGuest = {
      CustomerName: name,
      EmailID: c.email,
      MobileNo: c.mobile,
      IdentityNo: '4321',
      CustomerAddress: 'Harmu Housing Colony, Ranchi',
    };
    const [type] = await roomTypesOf(ctx, 1, stay(60, 1).checkIn, stay(60, 1).checkOut);
    // a past paid stay (invoiced), and a future one cancelled with a refund and a credit note
    const past = await bookAndPay(
      ctx,
      c.cookie,
      bookingBody(1, stay(61, 1), [{ RoomTypeID: type!.RoomTypeID }], asGuest),
    );
    const ci = addDays(todayIst(), -20);
    await ctx.deps.db
      .update(bookings)
      .set({ checkIn: ci, checkOut: addDays(ci, 1) })
      .where(eq(bookings.id, past.created.bookingId));
    const cancelled = await bookAndPay(
      ctx,
      c.cookie,
      bookingBody(1, stay(62, 1), [{ RoomTypeID: type!.RoomTypeID }], asGuest),
    );
    expect(
      (await post(`/api/hotel/cancel-all/${cancelled.created.bookingId}`, {}, c.cookie)).statusCode,
    ).toBe(200);
    // feedback and an advance request sent without a login, with the same email and mobile
    const fb = await post('/api/feedback', {
      name,
      email: c.email.toUpperCase(),
      mobile: c.mobile,
      category: 'query',
      subject: `Call me on ${c.mobile}`,
      message: `Write to ${c.email} please.`,
    });
    expect(fb.statusCode).toBe(201);
    const adv = await post('/api/dashboard/admin/submit-advance-booking-request', {
      name,
      mobile: c.mobile,
      email: c.email,
      purpose: 'Marriage',
      fromDate: addDays(todayIst(), 90),
      toDate: addDays(todayIst(), 91),
      hotelName: 'Patratu Lake Resort',
      remarks: `Reach me at ${c.mobile}.`,
    });
    expect(adv.statusCode).toBe(200);
    // a reset code (one-time code rows for the email), then everything delivered (dev mailbox)
    clock += 2 * 60_000;
    expect((await post('/api/auth/sendResetPassword-otp', { EmailId: c.email })).statusCode).toBe(
      200,
    );
    await deliverAll();
    for (const v of [c.email, c.mobile])
      expect(await columnsHolding(v)).toContain('outbox.recipient');
    expect(await columnsHolding(c.email)).toEqual(
      expect.arrayContaining([
        'otp_codes.target',
        'dev_mailbox.recipient',
        'feedback_messages.email',
        'advance_booking_requests.email',
        'newsletter_subscribers.email',
        'bookings.email',
      ]),
    );

    const res = await post('/api/account/delete', { password: c.password }, c.cookie);
    expect(res.statusCode).toBe(200);
    // the reply says what is kept and why
    expect(res.json().message).toContain('72 months');
    expect(res.json().message).toContain('CGST Rules (rule 56)');

    // until it is delivered, the deletion notice is the one message that holds the address
    expect(await columnsHolding(c.email)).toEqual(['outbox.recipient']);
    const notice = await lastTo(c.email);
    expect(notice?.eraseAfterDelivery).toBe(true);
    expect(`${notice?.subject} ${notice?.text} ${notice?.html}`).not.toContain(name);
    await deliverAll();

    expect(await columnsHolding(c.email)).toEqual(CONTACT_KEPT_BY_LAW);
    expect(await columnsHolding(c.mobile)).toEqual(CONTACT_KEPT_BY_LAW);
    expect(await columnsHolding(name)).toEqual(NAME_KEPT_BY_LAW);

    // the staff requests board shows the request without the person
    const admin = await staffCookie(ctx, 'admin');
    const board = await ctx.app.inject({ url: '/api/staff/requests', headers: { cookie: admin } });
    expect(board.statusCode).toBe(200);
    expect(board.body).toContain(adv.json().data.Ref);
    for (const v of [c.email, c.mobile, name]) expect(board.body).not.toContain(v);
  });
});
