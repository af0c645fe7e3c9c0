import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar } from '../../../shared/gstin';
import { einvoices } from '../../db/schema/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { bookAndPay, bookingBody, roomTypesOf, stay } from '../bookings/bookings.fixture';
import { processDue } from './einvoices.service';

/** A stand-in GSP speaking the NIC e-invoice API: what it answers next is set by each test. */
let answer: 'ok' | '5xx' | 'refuse' = 'ok';
const calls: { path: string; headers: IncomingMessage['headers']; body: string }[] = [];
let server: Server;
let ctx: TestContext;
let now = new Date();

const IRN = 'ab'.repeat(32);
function reply(path: string): { status: number; body: unknown } {
  if (path === '/eivital/v1.04/auth')
    return {
      status: 200,
      body: { Status: 1, Data: { AuthToken: 'tok-1', TokenExpiry: '2099-01-01 00:00:00' } },
    };
  if (path === '/eicore/v1.03/Invoice') {
    if (answer === '5xx') return { status: 503, body: { message: 'upstream down' } };
    if (answer === 'refuse')
      return {
        status: 200,
        body: {
          Status: 0,
          ErrorDetails: [
            { ErrorCode: '2172', ErrorMessage: 'Invalid buyer PIN code for the state' },
          ],
        },
      };
    return {
      status: 200,
      body: {
        Status: 1,
        Data: {
          AckNo: 112010036563310,
          AckDt: '2026-11-22 14:05:09',
          Irn: IRN,
          SignedInvoice: 'x.y.z',
          SignedQRCode: 'header.payload.signature',
          Status: 'ACT',
        },
      },
    };
  }
  return {
    status: 404,
    body: { Status: 0, ErrorDetails: [{ ErrorCode: '404', ErrorMessage: 'no such path' }] },
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls.push({ path: req.url ?? '', headers: req.headers, body });
      const r = reply(req.url ?? '');
      res.writeHead(r.status, { 'content-type': 'application/json' }).end(JSON.stringify(r.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  ctx = await createTestApp({
    now: () => now,
    config: {
      EINVOICE: 'gsp',
      EINVOICE_GSP_URL: `http://127.0.0.1:${port}`,
      EINVOICE_GSP_CLIENT_ID: 'client-id',
      EINVOICE_GSP_CLIENT_SECRET: 'client-secret',
      EINVOICE_GSP_USERNAME: 'jtdc-api',
      EINVOICE_GSP_PASSWORD: 'api-password',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((r) => server.close(r));
});

const BUYER = {
  GSTIN: `27AAPFU0939F1Z${gstinCheckChar('27AAPFU0939F1Z')}`,
  CustomerType: 'Corporate',
  CustomerAddress: 'Unit 4, Andheri East, Mumbai, Maharashtra 400069',
};

async function book() {
  const guest = await createCustomerSession(ctx);
  const dates = stay(30, 1);
  const [type] = await roomTypesOf(ctx, 1, dates.checkIn, dates.checkOut);
  const { created } = await bookAndPay(
    ctx,
    guest.cookie,
    bookingBody(1, dates, [{ RoomTypeID: type!.RoomTypeID }], BUYER),
  );
  return created.bookingId;
}
const rowOf = async (bookingId: number) =>
  (await ctx.deps.db.select().from(einvoices).where(eq(einvoices.bookingId, bookingId)))[0]!;

describe('the GSP adapter against a stand-in GSP', () => {
  it('authenticates, posts the INV-01 JSON with the session headers and stores the IRN, ack and signed QR', async () => {
    answer = 'ok';
    const id = await book();
    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'registered',
      provider: 'gsp',
      irn: IRN,
      ackNo: '112010036563310',
      signedQr: 'header.payload.signature',
    });
    expect(row.ackDate!.toISOString()).toBe('2026-11-22T08:35:09.000Z');
    const auth = calls.find((c) => c.path === '/eivital/v1.04/auth')!;
    expect(auth.headers.client_id).toBe('client-id');
    expect(auth.headers.gstin).toBe(ctx.deps.config.CORP_GSTIN);
    const gen = calls.filter((c) => c.path === '/eicore/v1.03/Invoice').at(-1)!;
    expect(gen.headers.authtoken).toBe('tok-1');
    expect(gen.headers.user_name).toBe('jtdc-api');
    const json = JSON.parse(gen.body) as {
      Version: string;
      TranDtls: { SupTyp: string };
      DocDtls: { Typ: string; No: string };
      BuyerDtls: { Gstin: string; Pos: string; Pin: number; Stcd: string };
      ItemList: { HsnCd: string; IsServc: string }[];
    };
    expect(json.Version).toBe('1.1');
    expect(json.TranDtls.SupTyp).toBe('B2B');
    expect(json.DocDtls.Typ).toBe('INV');
    expect(json.DocDtls.No.length).toBeLessThanOrEqual(16);
    expect(json.BuyerDtls).toMatchObject({
      Gstin: BUYER.GSTIN,
      Pos: '20',
      Pin: 400069,
      Stcd: '27',
    });
    expect(json.ItemList[0]).toMatchObject({ HsnCd: '996311', IsServc: 'Y' });
  });

  it('a 5xx leaves the e-invoice queued with the error, and the job registers it on a later try', async () => {
    answer = '5xx';
    const id = await book();
    expect(await rowOf(id)).toMatchObject({
      status: 'queued',
      lastError: expect.stringContaining('HTTP 503'),
    });
    answer = 'ok';
    now = new Date(now.getTime() + 2 * 60_000);
    await processDue(ctx.deps);
    expect(await rowOf(id)).toMatchObject({ status: 'registered', irn: IRN, lastError: null });
  });

  it("a refusal is not retried: it fails with the portal's words, shown to accounts staff", async () => {
    answer = 'refuse';
    const id = await book();
    const row = await rowOf(id);
    expect(row.status).toBe('failed');
    now = new Date(now.getTime() + 3_600_000);
    expect(await processDue(ctx.deps)).toBe(0);

    const accounts = await staffCookie(ctx, 'accounts');
    const res = await ctx.app.inject({
      url: '/api/staff/einvoices?status=failed',
      headers: { cookie: accounts },
    });
    expect(res.statusCode).toBe(200);
    const listed = (
      res.json().data as { bookingId: number; lastError: string; docType: string }[]
    ).find((r) => r.bookingId === id);
    expect(listed).toMatchObject({
      docType: 'INV',
      lastError: '2172: Invalid buyer PIN code for the state',
    });
    const manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
    expect(
      (
        await ctx.app.inject({
          url: '/api/staff/einvoices?status=failed',
          headers: { cookie: manager },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          url: '/api/staff/einvoices?status=lost',
          headers: { cookie: accounts },
        })
      ).statusCode,
    ).toBe(400);
  });
});
