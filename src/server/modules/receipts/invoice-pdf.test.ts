import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { renderInvoicePdf } from './invoice-pdf';
import type { Invoice } from './receipts.service';
import { bookAndPay, bookingBody, roomTypesOf, stay } from '../bookings/bookings.fixture';

/**
 * The invoice PDF read back with pdf.js (the text a reader or screen reader gets, and the glyphs
 * drawn): a Hindi name prints shaped, the ₹ sign prints, the logo is drawn (ADR 087).
 */
const HINDI_NAME = 'राजेश कुमार श्रीवास्तव';

let ctx: TestContext;
let pdf: Buffer;
let invoice: Invoice;

beforeAll(async () => {
  ctx = await createTestApp();
  const a = await createCustomerSession(ctx);
  const d = stay(25, 2);
  const [type] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  const paid = await bookAndPay(
    ctx,
    a.cookie,
    bookingBody(1, d, [{ RoomTypeID: type!.RoomTypeID }], { CustomerName: HINDI_NAME }),
  );
  const res = await ctx.app.inject({
    url: `/api/bookings/${paid.created.bookingId}/invoice.pdf`,
    headers: { cookie: a.cookie },
  });
  expect(res.statusCode).toBe(200);
  pdf = res.rawPayload;
  invoice = (
    await ctx.app.inject({
      url: `/api/bookings/${paid.created.bookingId}/invoice`,
      headers: { cookie: a.cookie },
    })
  ).json().data;
});
afterAll(() => ctx.close());

async function firstPage(bytes: Buffer = pdf) {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  return doc.getPage(1);
}

/** The page's text, its runs joined as pdf.js lays them out. */
async function pageText(): Promise<string> {
  const content = await (await firstPage()).getTextContent();
  return content.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : '') : '')).join('');
}

/** Every glyph drawn on the page, as the Unicode text each one stands for. */
async function drawnGlyphs(bytes: Buffer = pdf): Promise<string[]> {
  const ops = await (await firstPage(bytes)).getOperatorList();
  const glyphs: string[] = [];
  ops.fnArray.forEach((fn, i) => {
    if (fn !== OPS.showText) return;
    const [run] = ops.argsArray[i] as [({ unicode: string } | number | null)[]];
    for (const g of run) if (g && typeof g === 'object') glyphs.push(g.unicode);
  });
  return glyphs;
}

describe('invoice PDF', () => {
  it('prints a Hindi guest name so that its text reads back as typed', async () => {
    // the glyphs' own text (the PDF's ToUnicode map), in drawing order
    expect((await drawnGlyphs()).join('')).toContain(HINDI_NAME);
    // and pdf.js's text layout (which may put a space inside a word where a matra overhangs)
    expect((await pageText()).replace(/\s+/g, '')).toContain(HINDI_NAME.replace(/\s+/g, ''));
  });

  it('shapes the conjuncts: श्र is one glyph, स् a half form, and no virama is drawn alone', async () => {
    const glyphs = await drawnGlyphs();
    expect(glyphs).toContain('श्र');
    expect(glyphs).toContain('स्');
    expect(glyphs).not.toContain('्');
  });

  it('writes amounts with the ₹ sign', async () => {
    const text = await pageText();
    expect(text).toMatch(/Total \(incl\. GST\)[\s\S]*₹\s?[\d,]+\.\d{2}/);
    expect(text).not.toContain('Rs.');
    expect(await drawnGlyphs()).toContain('₹');
  });

  it('draws the corporation’s logo (clipped round, a gradient sky, JTDC) before its name', async () => {
    const ops = await (await firstPage()).getOperatorList();
    expect(ops.fnArray).toContain(OPS.clip);
    expect(ops.fnArray).toContain(OPS.setFillColorN); // the gradient pattern of the sky
    const text = (await drawnGlyphs()).join('');
    expect(text.indexOf('JTDC')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('JTDC')).toBeLessThan(text.indexOf('Jharkhand Tourism'));
  });

  it('prints a name and an address that mix Latin and Devanagari, in order', async () => {
    const mixed = await renderInvoicePdf({
      ...invoice,
      Guest: {
        ...invoice.Guest,
        Name: 'Asha (आशा) Oraon',
        Address: 'मकान 12, Lalpur, रांची 834001',
      },
    });
    const text = (await drawnGlyphs(mixed)).join('');
    expect(text).toContain('Asha (आशा) Oraon');
    expect(text).toContain('मकान 12, Lalpur, रांची 834001');
  });

  it('draws the i-matra before its consonant cluster, as Devanagari is written (प्रिया)', async () => {
    const priya = await renderInvoicePdf({
      ...invoice,
      Guest: { ...invoice.Guest, Name: 'प्रिया' },
    });
    const glyphs = await drawnGlyphs(priya);
    const at = glyphs.indexOf('प्र');
    expect(at).toBeGreaterThan(0);
    expect(glyphs.slice(at - 1, at + 3)).toEqual(['ि', 'प्र', 'य', 'ा']);
  });
});

/**
 * The Devanagari shaping proof (ADR 124): names with conjuncts and matras, on the invoice in
 * Hindi, come out of the PDF as the glyphs a Hindi reader expects, in drawing order: the
 * conjuncts क्ष, त्र, श्र, प्र and द्व as single glyphs, the half form स्, the i-matra (ि) drawn
 * before its cluster, ी and े after, the anusvara (ं) on its own mark; no virama drawn alone.
 * The same PDF rasterised to PNG was looked at by eye when this was written.
 */
describe('invoice PDF in Hindi', () => {
  const KSHATRIYA = 'क्षत्रिय श्रीवास्तव';
  const PRIYANKA = 'प्रियंका द्विवेदी';
  let hindi: Buffer;
  beforeAll(async () => {
    hindi = await renderInvoicePdf(
      { ...invoice, Guest: { ...invoice.Guest, Name: KSHATRIYA, Address: `${PRIYANKA}, रांची` } },
      'hi',
    );
  });

  /** The glyphs of each text run drawn, as the Unicode text each stands for. */
  async function runs(bytes: Buffer): Promise<string[][]> {
    const ops = await (await firstPage(bytes)).getOperatorList();
    const out: string[][] = [];
    ops.fnArray.forEach((fn, i) => {
      if (fn !== OPS.showText) return;
      const [run] = ops.argsArray[i] as [({ unicode: string } | number | null)[]];
      out.push(run.flatMap((g) => (g && typeof g === 'object' ? [g.unicode] : [])));
    });
    return out;
  }

  it('shapes क्षत्रिय श्रीवास्तव: क्ष, ि before त्र, श्र, the half स्', async () => {
    expect(await runs(hindi)).toContainEqual([
      'क्ष',
      'ि',
      'त्र',
      'य',
      ' ',
      'श्र',
      'ी',
      'व',
      'ा',
      'स्',
      'त',
      'व',
    ]);
  });

  it('shapes प्रियंका द्विवेदी: ि before प्र and before द्व, the anusvara, े and ी after', async () => {
    const run = (await runs(hindi)).find((r) => r.includes('द्व'));
    expect(run?.slice(0, 13)).toEqual([
      'ि',
      'प्र',
      'य',
      'ं',
      'क',
      'ा',
      ' ',
      'ि',
      'द्व',
      'व',
      'े',
      'द',
      'ी',
    ]);
    expect((await runs(hindi)).flat()).not.toContain('्');
  });

  it('prints the labels in Hindi and the amount in Hindi words; English by default', async () => {
    const glyphs = (await runs(hindi)).flat().join('');
    expect(glyphs).toContain('बीजक');
    expect(glyphs).toContain('रुपये');
    expect(glyphs).not.toContain('Billed to');
    const english = (await runs(await renderInvoicePdf(invoice))).flat().join('');
    expect(english).toContain('Billed to');
    expect(english).toContain('TAX INVOICE');
  });

  it('names the hotel in Hindi where it has a Hindi name, in English on the English PDF', async () => {
    expect(invoice.Hotel.NameHi).toBeTruthy();
    const glyphs = (await runs(hindi)).flat().join('');
    expect(glyphs).toContain('पतरातू');
    expect(glyphs).not.toContain('Patratu Lake Resort');
    const english = (await runs(await renderInvoicePdf(invoice))).flat().join('');
    expect(english).toContain('Patratu Lake Resort');
  });

  it('serves the PDF in the language asked for (?lang=hi)', async () => {
    const a = await createCustomerSession(ctx);
    const d = stay(40, 1);
    const [type] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
    const paid = await bookAndPay(
      ctx,
      a.cookie,
      bookingBody(1, d, [{ RoomTypeID: type!.RoomTypeID }], { CustomerName: PRIYANKA }),
    );
    const res = await ctx.app.inject({
      url: `/api/bookings/${paid.created.bookingId}/invoice.pdf?lang=hi`,
      headers: { cookie: a.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((await runs(res.rawPayload)).flat().join('')).toContain('बीजक');
  });
});
