import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../src/shared/dates';
import { gstinCheckChar } from '../src/shared/gstin';
import { expectNoErrors, launchBrowser, newPage, waitForMessage } from './support/browser';
import { AT_5_PERCENT, bookDeluxe } from './support/book-deluxe';
import { logIn, newCustomer, registerCustomer } from './support/customer';
import { expectSeen } from './support/seen';

/*
 * Issue 24 "Done when", the browser journeys: a guest books the ₹3,200 Lake View Deluxe Room of
 * Patratu Lake Resort today, and the booking page, the success page, the invoice page, the
 * confirmation mail and the invoice PDF all say 5% (CGST 2.5% + SGST 2.5%) and never 12% (ADR 220);
 * a guest who gives a GSTIN gets an invoice page with the IRN, the acknowledgement and a QR code
 * that decodes to the signed e-invoice payload of that invoice (ADR 251).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A business guest's GSTIN in Jharkhand (not the corporation's own). */
const BUYER_GSTIN = '20AAPFU0939F1Z' + gstinCheckChar('20AAPFU0939F1Z');

/** The text of every page of a PDF, as pdf.js reads it, with white space removed. */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  let out = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    out += content.items.map((it) => ('str' in it ? it.str : '')).join('');
  }
  return out.replace(/\s+/g, '');
}

describe('GST on a ₹3,200 room booked today (issue 24)', () => {
  it('the booking page, success page, invoice page, confirmation mail and invoice PDF say 5% (CGST 2.5% + SGST 2.5%), never 12%', async () => {
    const guest = newCustomer('tax', '7', 'Sunita Oraon');
    await registerCustomer(guest);
    const t = await newPage(browser, { width: 1280, height: 900 });
    const { page } = t;
    await logIn(page, guest);
    const { id, successText, bookingPageText } = await bookDeluxe(t, addDays(todayIst(), 20));
    expect(bookingPageText).not.toContain('12%');
    // the success page names no rate: the total paid, including GST
    expect(successText).toContain('Total paid (including GST)');
    expect(successText).not.toContain('12%');

    // the invoice page: the line at 5%, CGST and SGST at 2.5% each, ₹80.00 each
    await page.goto(`/booking-Invoice/${id}`);
    const main = page.locator('main');
    await expectSeen(main.getByText('(GST 5%)'));
    await expectSeen(main.getByRole('rowheader', { name: 'CGST @ 2.5%' }));
    await expectSeen(main.getByRole('rowheader', { name: 'SGST @ 2.5%' }));
    await expectSeen(main.getByRole('row', { name: /CGST @ 2\.5%.*₹80\.00/ }));
    expect(await main.textContent()).not.toContain('12%');
    // no e-invoice for a guest without a GSTIN
    expect(await page.getByTestId('einvoice-qr').count()).toBe(0);

    // the confirmation mail in the dev outbox
    const mail = await waitForMessage(guest.email, /CGST 2\.5%/);
    expect(mail.text).toMatch(/GST 5%/);
    expect(mail.text).toMatch(/CGST 2\.5% ₹80\.00 \+ SGST 2\.5% ₹80\.00/);
    expect(mail.text).not.toContain('12%');

    // the invoice PDF, downloaded with the guest's session
    const pdf = await page.request.get(`/api/bookings/${id}/invoice.pdf`);
    expect(pdf.status()).toBe(200);
    const text = await pdfText(await pdf.body());
    expect(text).toContain('GST5%');
    expect(text).toContain('CGST@2.5%');
    expect(text).toContain('SGST@2.5%');
    expect(text).not.toContain('12%');
    expectNoErrors(t);
    await t.context.close();
  }, 180_000);
});

describe('e-invoice for a guest with a GSTIN (issue 24)', () => {
  it('the invoice page shows the IRN, the Ack No and Date and a visible QR code that decodes to the signed payload of this invoice', async () => {
    const guest = newCustomer('einv', '7', 'Ravi Mahto');
    await registerCustomer(guest);
    // three device pixels a CSS pixel: the 160 px QR of a long JWT has modules under 2 px wide
    const t = await newPage(browser, { width: 1280, height: 900, deviceScaleFactor: 3 });
    const { page } = t;
    await logIn(page, guest);
    const { id } = await bookDeluxe(t, addDays(todayIst(), 22), AT_5_PERCENT, {
      gstin: BUYER_GSTIN,
      address: 'Ravi Traders, Main Road, Ranchi, Jharkhand 834001',
    });

    const api = await page.request.get(`/api/bookings/${id}/invoice`);
    expect(api.status()).toBe(200);
    const inv = ((await api.json()) as { data: { InvoiceNo: string; irn: string | null } }).data;
    expect(inv.irn).toMatch(/^[0-9a-f]{64}$/);

    await page.goto(`/booking-Invoice/${id}`);
    const einvoice = page.getByRole('region', { name: /e-invoice/i });
    await expectSeen(einvoice.getByText(`IRN: ${inv.irn}`));
    await expectSeen(einvoice.getByText(/Ack No\.?: \d{15} · Ack Date: \d{4}-\d{2}-\d{2}/));
    const qr = page.getByTestId('einvoice-qr');
    await expectSeen(qr);

    const shot = PNG.sync.read(await qr.screenshot());
    const decoded = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
    expect(decoded, 'the QR code decodes').not.toBeNull();
    const parts = decoded!.data.split('.');
    expect(parts).toHaveLength(3); // a signed JWT: header.payload.signature
    const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as {
      data: string;
    };
    const payload = JSON.parse(claims.data) as Record<string, unknown>;
    expect(payload).toMatchObject({
      DocNo: inv.InvoiceNo,
      BuyerGstin: BUYER_GSTIN,
      Irn: inv.irn,
      MainHsnCode: '996311',
    });
    expectNoErrors(t);
    await t.context.close();
  }, 180_000);
});
