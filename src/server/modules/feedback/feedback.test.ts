import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages, outbox } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { FEEDBACK_EMAIL: 'feedback@corp.example.in' } });
});
afterAll(() => ctx.close());

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Sunita Oraon',
  email: 'Sunita.Oraon@Example.com',
  mobile: '+91 98765 43210',
  category: 'suggestion',
  subject: 'Bus timings',
  message: 'Please add the bus timings from Ranchi to Netarhat on the hotel page.',
  page: '/hi/hotel/3',
  ...over,
});
const post = (payload: object, app = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/feedback', payload });

describe('POST /api/feedback', () => {
  it('stores the message, answers 201 with a reference and mails the corporation', async () => {
    const res = await post(valid());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.ref).toMatch(/^FB-\d{6}-[A-Z2-9]{5}$/);
    expect(body.message).toBe(`Thank you for your feedback. Ref: ${body.data.ref}`);

    const [row] = await ctx.deps.db
      .select()
      .from(feedbackMessages)
      .where(eq(feedbackMessages.ref, body.data.ref));
    expect(row).toMatchObject({
      name: 'Sunita Oraon',
      email: 'sunita.oraon@example.com',
      mobile: '9876543210',
      category: 'suggestion',
      subject: 'Bus timings',
      page: '/hi/hotel/3',
      lang: 'hi',
    });

    const mails = await ctx.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'feedback@corp.example.in'));
    const mail = mails.find((m) => m.subject?.includes(body.data.ref));
    expect(mail?.subject).toBe(`JTDC website feedback ${body.data.ref}: Suggestion: Bus timings`);
    expect(mail?.text).toContain('Please add the bus timings');
    // the sender gets no mail: the form cannot be used to send mail to any address
    const toSender = await ctx.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'sunita.oraon@example.com'));
    expect(toSender).toEqual([]);
  });

  it('takes the optional fields left out or empty', async () => {
    const res = await post({
      name: 'R. Munda',
      email: 'munda@example.com',
      mobile: '',
      subject: '',
      message: 'The site works well on my phone.',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.deps.db
      .select()
      .from(feedbackMessages)
      .where(eq(feedbackMessages.ref, res.json().data.ref));
    expect(row).toMatchObject({ mobile: null, subject: null, category: 'suggestion', lang: 'en' });
  });

  it('refuses bad fields with 400, naming each, and stores nothing', async () => {
    const before = (await ctx.deps.db.select().from(feedbackMessages)).length;
    const res = await post(
      valid({
        name: '  ',
        email: 'not-an-email',
        mobile: '12345',
        message: 'short',
        category: 'spam',
      }),
    );
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries(
      (res.json().errors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
    );
    expect(errors).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address.',
      mobile: 'Please enter a valid 10-digit mobile number.',
      category: 'Please choose a type of feedback from the list.',
      message: 'Please write at least 10 characters.',
    });
    expect((await ctx.deps.db.select().from(feedbackMessages)).length).toBe(before);
  });

  it('refuses a message over 3000 characters and a page that is not a path here', async () => {
    expect((await post(valid({ message: 'x'.repeat(3001) }))).statusCode).toBe(400);
    expect((await post(valid({ page: 'https://evil.example/' }))).statusCode).toBe(400);
  });

  it('refuses a cross-site post (403)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { origin: 'https://evil.example' },
      payload: valid(),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('feedback rate limit', () => {
  it('answers 429 once one client IP has sent FEEDBACK_RATE_LIMIT messages in an hour', async () => {
    const small = await createTestApp({ config: { FEEDBACK_RATE_LIMIT: '2' } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await post(valid(), small.app)).statusCode);
      expect(codes).toEqual([201, 201, 429]);
      const third = await post(valid(), small.app);
      expect(third.json()).toMatchObject({ success: false });
      expect(third.headers['retry-after']).toBeDefined();
      expect((await small.deps.db.select().from(feedbackMessages)).length).toBe(2);
    } finally {
      await small.close();
    }
  });
});
