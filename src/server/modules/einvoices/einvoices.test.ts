import { createHash, createPublicKey, createVerify } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { financialYear } from '../../../shared/dates';
import { gstinCheckChar } from '../../../shared/gstin';
import { einvoices } from '../../db/schema/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { bookAndPay, bookingBody, roomTypesOf, stay } from '../bookings/bookings.fixture';
import { newSandboxKey, sandboxProvider, type EinvoiceProvider } from './einvoice-provider';

const gstin = (first14: string) => first14 + gstinCheckChar(first14);
const BUYER_GSTIN = gstin('27AAPFU0939F1Z');
const BUYER = {
  GSTIN: BUYER_GSTIN,
  CustomerType: 'Corporate',
  CustomerAddress: 'Unit 4, Andheri East, Mumbai, Maharashtra 400069',
};

/** The claims of a compact RS256 JWT, after checking its signature with the public key. */
function verifiedClaims(jwt: string, publicKeyPem: string): Record<string, unknown> {
  const [head, body, sig] = jwt.split('.');
  const ok = createVerify('RSA-SHA256')
    .update(`${head}.${body}`)
    .verify(createPublicKey(publicKeyPem), Buffer.from(sig!, 'base64url'));
  if (!ok) throw new Error('signature does not verify');
  expect(JSON.parse(Buffer.from(head!, 'base64url').toString()).alg).toBe('RS256');
  return JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
}

async function book(ctx: TestContext, extra: Record<string, unknown> = {}, nights = 2) {
  const guest = await createCustomerSession(ctx);
  const dates = stay(25, nights);
  const [type] = await roomTypesOf(ctx, 1, dates.checkIn, dates.checkOut);
  const { created, verified } = await bookAndPay(
    ctx,
    guest.cookie,
    bookingBody(
      1,
      dates,
      [{ RoomTypeID: type!.RoomTypeID }, { RoomTypeID: type!.RoomTypeID }],
      extra,
    ),
  );
  return { guest, bookingId: created.bookingId, token: verified.token };
}

const invoice = async (ctx: TestContext, id: number, token: string) => {
  const res = await ctx.app.inject({
    url: `/api/bookings/${id}/invoice?token=${encodeURIComponent(token)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, unknown> & {
    InvoiceNo: string;
    InvoiceDate: string;
    Total: number;
    Lines: unknown[];
    irn: string | null;
    ackNo: string | null;
    ackDate: string | null;
    signedQr: string | null;
  };
};

/** Every text item of a PDF, joined without spaces. */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  let out = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    out += content.items.map((it) => ('str' in it ? it.str : '')).join('');
  }
  return out.replace(/\s+/g, '');
}

const rowOf = async (ctx: TestContext, bookingId: number) =>
  (await ctx.deps.db.select().from(einvoices).where(eq(einvoices.bookingId, bookingId)))[0];

describe('e-invoices in the sandbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('a booking with a GSTIN gets an IRN, an acknowledgement and a signed QR code whose payload is the invoice', async () => {
    const { bookingId, token } = await book(ctx, BUYER);
    const inv = await invoice(ctx, bookingId, token);
    const [y, m, d] = inv.InvoiceDate.split('-');
    const docDt = `${d}/${m}/${y}`;
    // the IRN as the portal computes it
    expect(inv.irn).toBe(
      createHash('sha256')
        .update(`${ctx.deps.config.CORP_GSTIN}${financialYear(inv.InvoiceDate)}INV${inv.InvoiceNo}`)
        .digest('hex'),
    );
    expect(inv.ackNo).toMatch(/^\d{15}$/);
    expect(inv.ackDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const claims = verifiedClaims(inv.signedQr!, ctx.deps.einvoice!.publicKeyPem!);
    const qr = JSON.parse(claims.data as string) as Record<string, unknown>;
    expect(qr).toEqual({
      SellerGstin: ctx.deps.config.CORP_GSTIN,
      BuyerGstin: BUYER_GSTIN,
      DocNo: inv.InvoiceNo,
      DocTyp: 'INV',
      DocDt: docDt,
      TotInvVal: inv.Total,
      ItemCnt: inv.Lines.length,
      MainHsnCode: '996311',
      Irn: inv.irn,
      IrnDt: inv.ackDate,
    });
    // the PDF prints them too
    const pdf = await ctx.app.inject({
      url: `/api/bookings/${bookingId}/invoice.pdf?token=${encodeURIComponent(token)}`,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`IRN:${inv.irn}`);
    expect(text).toContain(`AckNo.:${inv.ackNo}`);
  });

  it('a booking without a GSTIN gets no e-invoice: the invoice says null', async () => {
    const { bookingId, token } = await book(ctx);
    const inv = await invoice(ctx, bookingId, token);
    expect([inv.irn, inv.ackNo, inv.ackDate, inv.signedQr]).toEqual([null, null, null, null]);
    expect(await rowOf(ctx, bookingId)).toBeUndefined();
  });

  it('a cancellation with a refund registers a credit note (CRN) against the invoice', async () => {
    const { guest, bookingId } = await book(ctx, BUYER);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/hotel/cancel-all/${bookingId}`,
      headers: { cookie: guest.cookie },
    });
    expect(res.statusCode).toBe(200);
    const rows = await ctx.deps.db
      .select()
      .from(einvoices)
      .where(eq(einvoices.bookingId, bookingId));
    const crn = rows.find((r) => r.docType === 'CRN')!;
    expect(crn.status).toBe('queued');
    expect(await import('./einvoices.service').then((s) => s.processDue(ctx.deps))).toBe(1);
    const done = (await ctx.deps.db.select().from(einvoices).where(eq(einvoices.id, crn.id)))[0]!;
    expect(done.status).toBe('registered');
    const qr = JSON.parse(
      verifiedClaims(done.signedQr!, ctx.deps.einvoice!.publicKeyPem!).data as string,
    ) as { DocTyp: string; DocNo: string };
    expect(qr.DocTyp).toBe('CRN');
    expect(qr.DocNo).toMatch(/^CN\/\d{4}\/\d{6}$/);
    // the invoice's IRN stands: the credit note carries the refund
    expect(rows.find((r) => r.docType === 'INV')!.cancelWanted).toBe(false);
  });

  it('a cancellation with nothing refunded, within 24 hours, cancels the IRN instead', async () => {
    const { bookingId, token } = await book(ctx, BUYER);
    const admin = await staffCookie(ctx, 'admin');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${bookingId}/cancel`,
      headers: { cookie: admin },
      payload: { mode: 'override', refundPaise: 0, reason: 'Guest did not want a refund' },
    });
    expect(res.statusCode).toBe(200);
    const { processDue } = await import('./einvoices.service');
    await processDue(ctx.deps);
    const row = await rowOf(ctx, bookingId);
    expect(row!.status).toBe('cancelled');
    expect(row!.cancelledAt).not.toBeNull();
    // a cancelled IRN is not printed
    expect((await invoice(ctx, bookingId, token)).irn).toBeNull();
  });
});

describe('a registration that fails', () => {
  let ctx: TestContext;
  let mode: 'down' | 'up' = 'down';
  let now = new Date();
  const sandbox = sandboxProvider(newSandboxKey(), () => now);
  const flaky: EinvoiceProvider = {
    name: 'sandbox',
    register: (json) =>
      mode === 'down' ? Promise.reject(new Error('connect ECONNREFUSED')) : sandbox.register(json),
    cancel: (irn, remark) => sandbox.cancel(irn, remark),
  };
  beforeAll(async () => {
    ctx = await createTestApp({ now: () => now, einvoice: flaky });
  });
  afterAll(() => ctx.close());

  it('never blocks the confirmation: the booking is confirmed, the e-invoice queued and retried by the job', async () => {
    const { bookingId, token } = await book(ctx, BUYER);
    const inv = await invoice(ctx, bookingId, token);
    expect(inv.InvoiceNo).toMatch(/^JTDC\//);
    expect(inv.irn).toBeNull();
    const queued = await rowOf(ctx, bookingId);
    expect(queued).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'connect ECONNREFUSED',
    });
    const { processDue } = await import('./einvoices.service');
    // not due yet
    mode = 'up';
    expect(await processDue(ctx.deps)).toBe(0);
    now = new Date(now.getTime() + 2 * 60_000);
    expect(await processDue(ctx.deps)).toBe(1);
    expect((await invoice(ctx, bookingId, token)).irn).toMatch(/^[0-9a-f]{64}$/);
  });
});
