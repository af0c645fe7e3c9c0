import { createPublicKey, createVerify } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar } from '../../../shared/gstin';
import { debitNotes, einvoices } from '../../db/schema/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { dearerDateChange } from '../bookings/bookings.fixture';
import { buildEinvoiceJson, schemaErrors } from './einvoice-json';
import { processDue } from './einvoices.service';

/** A debit note to a guest with a GSTIN is registered with the IRP as a DBN (ADR 381). */
const first14 = '27AAPFU0939F1Z';
const BUYER = {
  GSTIN: first14 + gstinCheckChar(first14),
  CustomerType: 'Corporate',
  CustomerAddress: 'Unit 4, Andheri East, Mumbai, Maharashtra 400069',
};

/** The claims of the signed QR code (RS256), after checking its signature. */
function claims(jwt: string, publicKeyPem: string): Record<string, unknown> {
  const [head, body, sig] = jwt.split('.');
  const ok = createVerify('RSA-SHA256')
    .update(`${head}.${body}`)
    .verify(createPublicKey(publicKeyPem), Buffer.from(sig!, 'base64url'));
  expect(ok).toBe(true);
  return JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const dbnOf = async (bookingId: number) =>
  (
    await ctx.deps.db
      .select()
      .from(einvoices)
      .where(and(eq(einvoices.bookingId, bookingId), eq(einvoices.docType, 'DBN')))
  )[0];

describe('e-invoices of debit notes', () => {
  it('a dearer date change of a registered guest is registered as a DBN against the invoice', async () => {
    const guest = await createCustomerSession(ctx);
    const c = await dearerDateChange(ctx, guest.cookie, 30, BUYER);
    const [note] = await ctx.deps.db
      .select()
      .from(debitNotes)
      .where(eq(debitNotes.bookingId, c.bookingId));
    // the job queues it, then registers it
    expect(await dbnOf(c.bookingId)).toBeUndefined();
    await processDue(ctx.deps);
    const row = (await dbnOf(c.bookingId))!;
    expect(row).toMatchObject({
      status: 'registered',
      debitNoteId: note!.id,
      docNo: note!.debitNoteNo,
    });
    const qr = JSON.parse(
      claims(row.signedQr!, ctx.deps.einvoice!.publicKeyPem!).data as string,
    ) as Record<string, unknown>;
    expect(qr).toMatchObject({
      DocTyp: 'DBN',
      DocNo: note!.debitNoteNo,
      BuyerGstin: BUYER.GSTIN,
      TotInvVal: c.differencePaise / 100,
    });
    // queued once: another run adds nothing
    await processDue(ctx.deps);
    const all = await ctx.deps.db
      .select()
      .from(einvoices)
      .where(eq(einvoices.bookingId, c.bookingId));
    expect(all.map((r) => r.docType).sort()).toEqual(['DBN', 'INV']);

    const res = await ctx.app.inject({
      url: '/api/staff/einvoices?status=registered',
      headers: { cookie: await staffCookie(ctx, 'accounts') },
    });
    expect(res.json().data.find((e: { id: number }) => e.id === row.id)).toMatchObject({
      docType: 'DBN',
      docNo: note!.debitNoteNo,
      debitNoteId: note!.id,
    });
  });

  it('a guest without a GSTIN gets no e-invoice of a debit note', async () => {
    const guest = await createCustomerSession(ctx);
    const c = await dearerDateChange(ctx, guest.cookie, 34);
    await processDue(ctx.deps);
    expect(await dbnOf(c.bookingId)).toBeUndefined();
  });

  it('the DBN JSON names the invoice it adds to and passes the INV-01 schema', () => {
    const json = buildEinvoiceJson({
      docType: 'DBN',
      docNo: 'DN/2627/000001',
      docDate: '2026-11-28',
      seller: { gstin: '20AAACJ1234K1Z5', name: 'JTDC', address: 'Ranchi, Jharkhand 834001' },
      buyer: { gstin: BUYER.GSTIN, name: 'Acme', address: BUYER.CustomerAddress },
      placeOfSupply: '20',
      precedingInvoice: { no: 'JTDC/2627/000010', date: '2026-11-20' },
      lines: [
        {
          description: 'Deluxe Room',
          rateBp: 500,
          quantity: 1,
          taxablePaise: 100_000,
          cgstPaise: 2_500,
          sgstPaise: 2_500,
          igstPaise: 0,
        },
      ],
    });
    expect(json.DocDtls).toEqual({ Typ: 'DBN', No: 'DN/2627/000001', Dt: '28/11/2026' });
    expect(json.RefDtls).toEqual({
      PrecDocDtls: [{ InvNo: 'JTDC/2627/000010', InvDt: '20/11/2026' }],
    });
    expect(schemaErrors(json)).toEqual([]);
  });
});
