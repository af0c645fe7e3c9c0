import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { devMailbox, outbox } from '../db/schema/index';
import { createTestApp, type TestContext } from '../test/app';
import { registerAttachmentResolver } from './attachments';
import { enqueueMail, enqueueSms } from './outbox';
import { composeMail, finalizeMail, redactCodes } from './templates';
import { httpSmsTransport, type Transports } from './transports';
import { claimNext, markSent } from './outbox.repo';
import { backoffMs, deliverDue, LEASE_MS, RETRY_FOR_MS } from './worker';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Quoted-printable soft line breaks undone, so long text lines can be searched. */
const unwrap = (raw: string) => raw.replace(/=\r\n/g, '');

/** A real SMTP peer that keeps every raw message it receives. */
async function startSmtp(
  port: number,
): Promise<{ received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('development transports', () => {
  let ctx: TestContext;
  let clock = Date.now();
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, now: () => new Date(clock) });
  });
  afterAll(() => ctx.close());

  it('deliver queued mail and SMS into the dev outbox, listed newest first by GET /api/dev/outbox', async () => {
    const db = ctx.deps.db;
    await db.transaction(async (tx) => {
      await enqueueMail(tx, {
        to: 'asha@example.com',
        ...composeMail(ctx.deps.config, {
          subject: 'Hello',
          paragraphs: ['Your OTP is 4821.'],
          code: '4821',
        }),
      });
      await enqueueSms(tx, { to: '9876543210', text: 'Your OTP is 1357 to verify your mobile.' });
    });
    expect(await deliverDue(ctx.deps)).toEqual({ sent: 2, retrying: 0, dead: 0 });
    const res = await ctx.app.inject({ url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      channel: string;
      to: string;
      subject: string | null;
      text: string;
      createdAt: string;
    }[];
    expect(data.map((m) => [m.channel, m.to])).toEqual([
      ['sms', '9876543210'],
      ['email', 'asha@example.com'],
    ]);
    expect(data[0]!.text).toContain('1357');
    expect(data[1]!.subject).toBe('Hello');
    expect(data[1]!.text).toContain('4821');
    expect(data[1]!.text).toContain('Jharkhand Tourism Development Corporation');
    expect(Object.keys(data[0]!).sort()).toEqual([
      'channel',
      'createdAt',
      'id',
      'subject',
      'text',
      'to',
    ]);
    expect(data[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('keeps no readable code in the outbox once the message is delivered', async () => {
    const rows = await ctx.deps.db.select().from(outbox);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    for (const r of rows) {
      expect(r.text).not.toMatch(/4821|1357/);
      expect(r.html ?? '').not.toMatch(/4821/);
    }
  });

  it('delivers nothing twice', async () => {
    expect(await deliverDue(ctx.deps)).toEqual({ sent: 0, retrying: 0, dead: 0 });
    expect(await ctx.deps.db.select().from(devMailbox)).toHaveLength(2);
  });

  it('claims each message once when two workers run at the same time', async () => {
    for (let i = 0; i < 12; i++)
      await enqueueSms(ctx.deps.db, { to: `90000000${String(i).padStart(2, '0')}`, text: `m${i}` });
    const sent: string[] = [];
    const slow: Transports = {
      mail: { name: 'dev', send: async () => undefined, close: () => undefined },
      sms: {
        name: 'dev',
        send: async (to) => {
          await new Promise((r) => setTimeout(r, 5));
          sent.push(to);
        },
      },
    };
    const [a, b] = await Promise.all([
      deliverDue(ctx.deps, { transports: slow }),
      deliverDue(ctx.deps, { transports: slow }),
    ]);
    expect(a.sent + b.sent).toBe(12);
    expect(new Set(sent).size).toBe(12);
    expect(sent).toHaveLength(12);
  });

  it('retries a failed message with backoff for three days, then marks it dead and counts it on /readyz', async () => {
    await enqueueSms(ctx.deps.db, { to: '9111111111', text: 'will fail' });
    const failing: Transports = {
      mail: { name: 'dev', send: async () => undefined, close: () => undefined },
      sms: {
        name: 'dev',
        send: async () => {
          throw new Error('gateway down');
        },
      },
    };
    const start = clock;
    expect(await deliverDue(ctx.deps, { transports: failing })).toEqual({
      sent: 0,
      retrying: 1,
      dead: 0,
    });
    // not due again before the backoff has passed
    expect(await deliverDue(ctx.deps, { transports: failing })).toEqual({
      sent: 0,
      retrying: 0,
      dead: 0,
    });
    let tries = 1;
    for (;;) {
      clock += backoffMs(tries) + 1000;
      const r = await deliverDue(ctx.deps, { transports: failing });
      tries += 1;
      if (r.dead === 1) break;
      expect(r).toEqual({ sent: 0, retrying: 1, dead: 0 });
      expect(tries).toBeLessThan(200);
    }
    // given up only after three days of tries (not after 10 tries, about 5 hours)
    expect(clock - start).toBeGreaterThanOrEqual(RETRY_FOR_MS);
    expect(clock - start).toBeLessThan(RETRY_FOR_MS + 2 * 3_600_000);
    const [row] = await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, '9111111111'));
    expect(row!.status).toBe('dead');
    expect(row!.attempts).toBe(tries);
    expect(row!.lastError).toBe('gateway down');
    const ready = await ctx.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', deadMessages: 1 });
  });

  it('never sends a message whose lease another worker holds, and marks nothing with an expired lease', async () => {
    await enqueueSms(ctx.deps.db, { to: '9222222222', text: 'leased elsewhere' });
    const now = new Date(clock);
    const other = await claimNext(ctx.deps.db, 'other-process', now, new Date(clock + LEASE_MS));
    expect(other!.recipient).toBe('9222222222');
    const sent: string[] = [];
    const recording: Transports = {
      mail: { name: 'dev', send: async () => undefined, close: () => undefined },
      sms: { name: 'dev', send: async (to) => void sent.push(to) },
    };
    // while the other worker's lease lasts, nobody else sends it
    clock += LEASE_MS - 1000;
    expect(await deliverDue(ctx.deps, { transports: recording })).toEqual({
      sent: 0,
      retrying: 0,
      dead: 0,
    });
    expect(sent).toEqual([]);
    // its lease ran out (the process died): the message is delivered once, by another worker
    clock += 2000;
    expect(await deliverDue(ctx.deps, { transports: recording })).toEqual({
      sent: 1,
      retrying: 0,
      dead: 0,
    });
    expect(sent).toEqual(['9222222222']);
    // the first worker, back after its lease ended, cannot mark it
    expect(await markSent(ctx.deps.db, other!.id, 'other-process', new Date(clock))).toBe(false);
  });

  it('sends a message once when recording it as sent fails for a moment (a cut connection)', async () => {
    await enqueueSms(ctx.deps.db, { to: '9333333333', text: 'record me' });
    let failNextUpdate = false;
    const realDb = ctx.deps.db;
    // the database handle, except that the first UPDATE after the send fails as a cut connection does
    const flaky = new Proxy(realDb, {
      get(target, prop, receiver) {
        if (prop === 'update' && failNextUpdate) {
          failNextUpdate = false;
          return () => {
            throw new Error('Connection terminated unexpectedly');
          };
        }
        const v = Reflect.get(target, prop, receiver) as unknown;
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
    const sent: string[] = [];
    const recording: Transports = {
      mail: { name: 'dev', send: async () => undefined, close: () => undefined },
      sms: {
        name: 'dev',
        send: async (to) => {
          sent.push(to);
          failNextUpdate = true;
        },
      },
    };
    const deps = { ...ctx.deps, db: flaky };
    expect(await deliverDue(deps, { transports: recording })).toEqual({
      sent: 1,
      retrying: 0,
      dead: 0,
    });
    clock += backoffMs(5) + LEASE_MS;
    expect(await deliverDue(deps, { transports: recording })).toEqual({
      sent: 0,
      retrying: 0,
      dead: 0,
    });
    expect(sent).toEqual(['9333333333']);
    const [row] = await realDb.select().from(outbox).where(eq(outbox.recipient, '9333333333'));
    expect(row!.status).toBe('sent');
  });

  it('backs off 30 s, 1 min, 2 min ... up to an hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});

describe('SMTP delivery', () => {
  let ctx: TestContext;
  let clock = Date.now();
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    ctx = await createTestApp({
      seed: false,
      now: () => new Date(clock),
      config: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
  });
  afterAll(() => ctx.close());

  it('has no dev outbox when SMTP is configured', async () => {
    expect((await ctx.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
  });

  it('delivers mail queued while the SMTP server was down once it is back, with text, HTML and the corporation', async () => {
    await enqueueMail(ctx.deps.db, {
      to: 'ravi@example.com',
      subject: 'Booking confirmed',
      text: 'Your room is booked.',
    });
    const down = await deliverDue(ctx.deps);
    expect(down).toEqual({ sent: 0, retrying: 1, dead: 0 });
    const [queued] = await ctx.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'ravi@example.com'));
    expect(queued!.status).toBe('pending');
    expect(queued!.lastError).toBeTruthy();

    const smtp = await startSmtp(port);
    try {
      clock += backoffMs(1) + 1000;
      expect(await deliverDue(ctx.deps)).toEqual({ sent: 1, retrying: 0, dead: 0 });
      expect(smtp.received).toHaveLength(1);
      const raw = unwrap(smtp.received[0]!);
      expect(raw).toMatch(/^Subject: Booking confirmed/m);
      expect(raw).toMatch(/^To: ravi@example\.com/m);
      expect(raw).toContain('text/plain');
      expect(raw).toContain('text/html');
      expect(raw).toContain('Your room is booked.');
      expect(raw).toContain('Jharkhand Tourism Development Corporation');
      expect(raw).toContain(ctx.deps.config.CORP_PHONE);
      const [row] = await ctx.deps.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, 'ravi@example.com'));
      expect(row!.status).toBe('sent');
      expect(row!.sentAt).not.toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it('attaches files through the registered resolver, retrying until one is registered', async () => {
    await enqueueMail(ctx.deps.db, {
      to: 'meera@example.com',
      subject: 'Your invoice',
      text: 'The invoice is attached.',
      attachments: [
        {
          kind: 'invoice',
          bookingId: 77,
          filename: 'invoice-77.pdf',
          contentType: 'application/pdf',
        },
      ],
    });
    const smtp = await startSmtp(port);
    try {
      registerAttachmentResolver('invoice', async () => {
        throw new Error('not ready');
      });
      clock += 1000;
      expect(await deliverDue(ctx.deps)).toEqual({ sent: 0, retrying: 1, dead: 0 });
      registerAttachmentResolver('invoice', async (_db, att) =>
        Buffer.from(`%PDF-1.4 invoice ${att.bookingId}`),
      );
      clock += backoffMs(1) + 1000;
      expect(await deliverDue(ctx.deps)).toEqual({ sent: 1, retrying: 0, dead: 0 });
      const raw = smtp.received.at(-1)!;
      expect(raw).toContain('filename=invoice-77.pdf');
      expect(raw).toContain('application/pdf');
      expect(raw).toContain(Buffer.from('%PDF-1.4 invoice 77').toString('base64'));
    } finally {
      await smtp.close();
    }
  });
});

describe('two workers and a slow SMTP server', () => {
  let ctx: TestContext;
  let clock = Date.now();
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    ctx = await createTestApp({
      seed: false,
      now: () => new Date(clock),
      config: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
  });
  afterAll(() => ctx.close());

  it('delivers each of 20 mails exactly once when every mail takes 7 s', async () => {
    // Each mail takes 7 s of the app's clock (and a little real time), so 20 mails in a row take
    // longer than any single lease: a batch leased at once would run out and be sent again.
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          setTimeout(() => {
            clock += 7_000;
            received.push(Buffer.concat(chunks).toString('utf8'));
            callback();
          }, 20);
        });
      },
    });
    const received: string[] = [];
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', () => resolve()));
    try {
      for (let i = 0; i < 20; i++) {
        await enqueueMail(ctx.deps.db, {
          to: `guest${i}@example.com`,
          subject: `Mail ${i}`,
          text: `Mail number ${i}.`,
        });
      }
      const pending = async () =>
        (await ctx.deps.db.select().from(outbox).where(eq(outbox.status, 'pending'))).length;
      const worker = async () => {
        while ((await pending()) > 0) {
          await deliverDue(ctx.deps, { limit: 20 });
          await new Promise((r) => setTimeout(r, 10));
        }
      };
      await Promise.all([worker(), worker()]);
      const subjects = received.map((raw) => /^Subject: (.*)$/m.exec(raw)?.[1]);
      expect(subjects).toHaveLength(20);
      expect(new Set(subjects).size).toBe(20);
      const rows = await ctx.deps.db.select().from(outbox);
      expect(rows.filter((r) => r.status === 'sent')).toHaveLength(20);
      // every try of one message carries the same Message-ID
      expect(new Set(received.map((raw) => /^Message-ID: (.*)$/im.exec(raw)?.[1])).size).toBe(20);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  }, 30_000);
});

describe('HTTP SMS gateway adapter', () => {
  it('posts the number with country code, the DLT sender and template ids and the text, with the key', async () => {
    const seen: { headers: IncomingMessage['headers']; body: unknown }[] = [];
    let status = 200;
    const server = createHttpServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString()) });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(status === 200 ? { status: 'success' } : { status: 'error' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const addr = server.address();
    const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/send`;
    try {
      const sms = httpSmsTransport(
        {
          SMS_API_KEY: 'key-123',
          SMS_SENDER_ID: 'JTDCIN',
          SMS_DLT_TEMPLATE_ID: '1107160000000000001',
          SMS_TIMEOUT_MS: 5000,
        },
        url,
      );
      await sms.send('9876543210', 'Your OTP is 1234', new Date());
      expect(seen[0]!.body).toEqual({
        sender: 'JTDCIN',
        to: '919876543210',
        message: 'Your OTP is 1234',
        dlt_template_id: '1107160000000000001',
        route: 'transactional',
      });
      expect(seen[0]!.headers.authorization).toBe('Bearer key-123');
      status = 503;
      await expect(sms.send('9876543210', 'x', new Date())).rejects.toThrow(/503/);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe('mail templates', () => {
  const corp = {
    CORP_NAME: 'Jharkhand Tourism Development Corporation Ltd.',
    CORP_ADDRESS: 'Tourism Bhawan, Ranchi',
    CORP_PHONE: '+91 651 233 1828',
    CORP_EMAIL: 'info@jtdc.example.in',
  };

  it('escapes what goes into the HTML', () => {
    const m = composeMail(corp, {
      subject: 'Hi',
      greeting: 'Dear <b>Asha</b>,',
      paragraphs: ['a & b'],
    });
    expect(m.html).toContain('Dear &lt;b&gt;Asha&lt;/b&gt;,');
    expect(m.html).toContain('a &amp; b');
    expect(m.text).toContain('Dear <b>Asha</b>,');
  });

  it('gives a mail queued as text only the layout and the footer', () => {
    const m = finalizeMail(corp, { subject: 'Note', text: 'Line one.\n\nLine two.', html: null });
    expect(m.text).toContain(corp.CORP_NAME);
    expect(m.text).toContain(corp.CORP_PHONE);
    expect(m.html).toContain('<p style="margin:0 0 16px;">Line one.</p>');
    expect(m.html).toContain(corp.CORP_EMAIL);
    const signed = composeMail(corp, { subject: 'S', paragraphs: ['x'] });
    expect(finalizeMail(corp, signed).text).toBe(signed.text);
  });

  it('gives a Hindi mail queued as text the Hindi layout and footer', () => {
    const m = finalizeMail(corp, { subject: 'रिफ़ंड हो गया: बुकिंग X', text: 'प्रिय आशा,', html: null });
    expect(m.html).toContain('<html lang="hi">');
    expect(m.text).toContain(`फ़ोन: ${corp.CORP_PHONE}`);
    expect(m.text).not.toContain('Phone:');
    expect(finalizeMail(corp, { subject: 'Note', text: 'x', html: null }).html).toContain(
      '<html lang="en">',
    );
  });

  it('redacts one-time codes', () => {
    expect(redactCodes('Your OTP is 1234. Thanks')).toBe('Your OTP is ****. Thanks');
  });
});
