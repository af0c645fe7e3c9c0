import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, outbox } from '../../db/schema/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { enqueueIssue, WITHDRAWN_MESSAGE, withdrawToken } from './newsletter.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    config: { PUBLIC_URL: 'https://tourism.example.in', FORM_RATE_LIMIT: '1000' },
  });
});
afterAll(() => ctx.close());

let n = 0;
const fresh = () => `reader${++n}.${process.pid}@example.com`;
const subscribe = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: payload as object });
const mailsTo = (to: string) => ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, to));
const subscriber = async (email: string) =>
  (
    await ctx.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
  )[0];

describe('POST /api/newsletter/subscribe', () => {
  it('answers 201 Subscribed successfully! and stores the address trimmed and lowercased', async () => {
    const email = fresh();
    const res = await subscribe({ email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Subscribed successfully!' });
    expect(await subscriber(email)).toBeDefined();
  });

  it('queues a welcome mail with a working one-click unsubscribe link (GET asks, POST withdraws)', async () => {
    const email = fresh();
    await subscribe({ email });
    const [mail] = await mailsTo(email);
    expect(mail?.channel).toBe('email');
    const link = /https:\/\/tourism\.example\.in(\/api\/newsletter\/withdraw\?token=[\w%.-]+)/.exec(
      mail!.text,
    );
    expect(link).not.toBeNull();
    const asked = await ctx.app.inject({ method: 'GET', url: link![1]! });
    expect(asked.statusCode).toBe(200);
    expect((await subscriber(email))?.unsubscribedAt).toBeNull();
    const res = await ctx.app.inject({ method: 'POST', url: link![1]! });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: WITHDRAWN_MESSAGE });
    expect((await subscriber(email))?.unsubscribedAt).not.toBeNull();
  });

  it('welcomes a reader who subscribed on a Hindi page in Hindi, with the Hindi site and a working unsubscribe link', async () => {
    const email = fresh();
    expect((await subscribe({ email, language: 'hi' })).statusCode).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('JTDC न्यूज़लेटर में आपका स्वागत है');
    expect(mail?.text).toMatch(/^नमस्ते,\n\nसदस्यता लेने के लिए धन्यवाद।/);
    expect(mail?.text).toContain('https://tourism.example.in/hi/');
    expect(mail?.text).toMatch(
      /सदस्यता छोड़ें: https:\/\/tourism\.example\.in\/api\/newsletter\/withdraw\?token=/,
    );
    // without a language (an older page), the English welcome as before
    const other = fresh();
    await subscribe({ email: other });
    expect((await mailsTo(other))[0]?.subject).toBe('Welcome to the JTDC newsletter');
  });

  it('refuses a language it does not know with 400', async () => {
    expect((await subscribe({ email: fresh(), language: 'fr' })).statusCode).toBe(400);
  });

  it('tells a duplicate it is already subscribed and sends no second mail', async () => {
    const email = fresh();
    await subscribe({ email });
    const res = await subscribe({ email: email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toContain('already subscribed');
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('takes back an address that had unsubscribed', async () => {
    const email = fresh();
    await subscribe({ email });
    const token = (await subscriber(email))!.unsubscribeToken;
    await ctx.app.inject({ url: `/api/newsletter/unsubscribe?token=${token}` });
    const res = await subscribe({ email });
    expect(res.statusCode).toBe(201);
    const row = await subscriber(email);
    expect(row?.unsubscribedAt).toBeNull();
    expect(row?.unsubscribeToken).not.toBe(token);
  });

  it.each([
    ['no @', 'not-an-email', 'Please enter a valid email address.'],
    ['no domain dot', 'a@b', 'Please enter a valid email address.'],
    ['spaces inside', 'a b@example.com', 'Please enter a valid email address.'],
    ['markup', '<script>@x.io', 'Please enter a valid email address.'],
    ['quotes', "o'neil@example.com", 'Please enter a valid email address.'],
    ['101 characters', `${'a'.repeat(89)}@example.com`, 'Email is too long.'],
    ['empty', '   ', 'Please enter a valid email address.'],
  ])('refuses %s with 400 and the spec message', async (_name, email, message) => {
    const res = await subscribe({ email });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('accepts exactly 100 characters', async () => {
    const email = `${'b'.repeat(88)}${n++}@example.com`.slice(-100);
    expect(email).toHaveLength(100);
    expect((await subscribe({ email })).statusCode).toBe(201);
  });

  it('refuses a missing or non-string email with 400, never a 500', async () => {
    for (const payload of [{}, { email: 42 }, { email: null }, { email: ['a@b.co'] }]) {
      const res = await subscribe(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('GET /api/newsletter/unsubscribe', () => {
  it('answers 404 for an unknown or malformed token', async () => {
    for (const token of ['', 'abc', 'x'.repeat(43), "<script>alert('x')</script>"]) {
      const res = await ctx.app.inject({
        url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: 'This unsubscribe link is not valid.',
      });
    }
  });

  it('shows a person who clicked the mail link a page, and a second click is fine', async () => {
    const email = fresh();
    await subscribe({ email });
    const token = (await subscriber(email))!.unsubscribeToken;
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({
        url: `/api/newsletter/unsubscribe?token=${token}`,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<h1>You have been unsubscribed from the newsletter.</h1>');
    }
  });
});

describe('newsletter issues', () => {
  it('puts a personal unsubscribe link in every mail and skips unsubscribed addresses', async () => {
    const stay = fresh();
    const leave = fresh();
    await subscribe({ email: stay });
    await subscribe({ email: leave });
    await ctx.app.inject({
      url: `/api/newsletter/unsubscribe?token=${(await subscriber(leave))!.unsubscribeToken}`,
    });
    await ctx.deps.db.transaction((tx) =>
      enqueueIssue(
        tx,
        { subject: 'Monsoon offers', text: 'Waterfalls are full.' },
        {
          publicUrl: 'https://tourism.example.in',
          corpName: 'JTDC',
          now: new Date(),
          secret: 'test-secret-of-at-least-32-characters!!',
        },
      ),
    );
    const toStay = (await mailsTo(stay)).find((m) => m.subject === 'Monsoon offers');
    expect(toStay?.text).toContain(
      `https://tourism.example.in/api/newsletter/withdraw?token=${encodeURIComponent(withdrawToken('test-secret-of-at-least-32-characters!!', stay))}`,
    );
    expect((await mailsTo(leave)).some((m) => m.subject === 'Monsoon offers')).toBe(false);
  });
});

describe('subscription rate limit', () => {
  it('answers 429 once one address has asked FORM_RATE_LIMIT times in 10 minutes', async () => {
    const small = await createTestApp({ config: { FORM_RATE_LIMIT: '2' } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (
            await small.app.inject({
              method: 'POST',
              url: '/api/newsletter/subscribe',
              payload: { email: fresh() },
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await small.close();
    }
  });
});

describe('GET /api/newsletter/status', () => {
  const status = (cookie?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/newsletter/status',
      headers: cookie ? { cookie } : {},
    });

  it('needs a login (401)', async () => {
    expect((await status()).statusCode).toBe(401);
  });

  it("says whether the account's email is on the list now", async () => {
    const email = fresh();
    const { cookie } = await createCustomerSession(ctx, { email });
    expect((await status(cookie)).json()).toEqual({ success: true, data: { subscribed: false } });
    await subscribe({ email });
    expect((await status(cookie)).json()).toEqual({ success: true, data: { subscribed: true } });
    await ctx.deps.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.email, email));
    expect((await status(cookie)).json().data.subscribed).toBe(false);
  });
});
