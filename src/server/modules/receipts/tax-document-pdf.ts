import PDFDocument from 'pdfkit';
import type { Language } from '../../../shared/language';
import { formatIndianAmount } from '../../../shared/money';
import { fontName, parsedPdfFonts, scriptRuns } from './pdf-fonts';
import { drawLogo } from './pdf-logo';

// The one layout of the corporation's tax documents as PDF, the invoice and the credit note
// (issue 25): the letterhead, the document's facts beside the party it is issued to, the lines,
// the totals, the amount in words, notes and the footer. Each document gives its words and values.

/** Rupees for the PDF, with the ₹ sign (the embedded Noto font has it). */
export function rs(rupees: number): string {
  return `₹${formatIndianAmount(rupees)}`;
}

/** The supplier of a tax document (the corporation), as the letterhead prints it. */
export type Supplier = {
  Name: string;
  Address: string;
  GSTIN: string;
  Phone: string;
  Email: string;
};

export type TextOpts = { width: number; align?: 'left' | 'right' | 'center'; bold?: boolean };

/**
 * Writes text in the embedded fonts, one font per script run (Latin, Latin Extended, Devanagari
 * and ₹), so a Hindi name or an amount in rupees prints as typed. Text of one script wraps as
 * pdfkit wraps it; mixed text is written left-aligned as continued runs, or (right/centre
 * aligned, one line: amounts) measured and placed run by run.
 */
export function write(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  o: TextOpts,
): void {
  const bold = o.bold ?? false;
  const runs = scriptRuns(text);
  if (runs.length <= 1) {
    const script = runs[0]?.script ?? 'latin';
    doc.font(fontName(script, bold)).text(text, x, y, { width: o.width, align: o.align });
    return;
  }
  if (o.align && o.align !== 'left') {
    const widths = runs.map((r) => doc.font(fontName(r.script, bold)).widthOfString(r.text));
    const total = widths.reduce((a, b) => a + b, 0);
    let cx = o.align === 'right' ? x + o.width - total : x + (o.width - total) / 2;
    const height = doc.currentLineHeight(true);
    runs.forEach((r, i) => {
      doc.font(fontName(r.script, bold)).text(r.text, cx, y, { lineBreak: false });
      cx += widths[i]!;
    });
    doc.x = x;
    doc.y = y + height;
    return;
  }
  runs.forEach((r, i) => {
    const continued = i < runs.length - 1;
    doc.font(fontName(r.script, bold));
    if (i === 0) doc.text(r.text, x, y, { width: o.width, continued });
    else doc.text(r.text, { continued });
  });
}

export const PDF_GREEN = '#0b5d3b';
export const PDF_INK = '#1f2a24';

/** An A4 document with the embedded fonts; `draw` fills it, the promise gives the bytes. */
export function renderA4(
  info: PDFKit.DocumentInfo,
  draw: (doc: PDFKit.PDFDocument) => void,
  lang: Language = 'en',
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 40,
      lang: lang === 'hi' ? 'hi-IN' : 'en-IN',
      info,
    });
    // a parsed font in place of its bytes: pdfkit accepts either (its types name only the bytes)
    for (const [name, font] of Object.entries(parsedPdfFonts()))
      doc.registerFont(name, font as unknown as Buffer);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

export type TableColumn = { w: number; a: 'left' | 'right' | 'center' };

/** One row of a document's table (invoice, credit note): cells in their columns, a rule below. */
export function tableRow(
  doc: PDFKit.PDFDocument,
  cols: readonly TableColumn[],
  cells: string[],
  bold = false,
): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const top = doc.y;
  let x = left;
  let bottom = top;
  doc.fontSize(8.5);
  cells.forEach((c, i) => {
    const col = cols[i]!;
    write(doc, c, x + 2, top, { width: col.w - 4, align: col.a, bold });
    bottom = Math.max(bottom, doc.y);
    x += col.w;
  });
  doc.y = bottom + 4;
  doc
    .moveTo(left, doc.y - 2)
    .lineTo(left + width, doc.y - 2)
    .strokeColor('#d9d2c5')
    .lineWidth(0.5)
    .stroke();
}

/** The supplier beside the logo, then the document's title centred ('TAX INVOICE'). */
export function drawLetterhead(
  doc: PDFKit.PDFDocument,
  supplier: Supplier,
  title: string,
  supplierLine = `GSTIN: ${supplier.GSTIN}    Phone: ${supplier.Phone}    Email: ${supplier.Email}`,
) {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const logo = 56;
  drawLogo(doc, left, 36, logo, fontName('latin', true));
  const sx = left + logo + 12;
  const sw = width - logo - 12;
  doc.fillColor(PDF_GREEN).fontSize(15);
  write(doc, supplier.Name, sx, 40, { width: sw, bold: true });
  doc.fillColor(PDF_INK).fontSize(9);
  write(doc, supplier.Address, sx, doc.y, { width: sw });
  write(doc, supplierLine, sx, doc.y, { width: sw });
  doc.y = Math.max(doc.y, 36 + logo) + 8;
  doc.fillColor(PDF_GREEN).fontSize(13);
  write(doc, title, left, doc.y, { width, align: 'center', bold: true });
  doc.moveDown(0.4);
}

/** What a tax document prints, in its language; `drawTaxDocument` lays it out. */
export type TaxDocumentPdf = {
  supplier: Supplier;
  title: string;
  supplierLine: string;
  /** label and value, left column: number, dates, booking, hotel... */
  facts: [string, string][];
  /** the heading of the right column ('Billed to', 'Issued to') and its lines */
  partyLabel: string;
  party: string[];
  columns: TableColumn[];
  header: string[];
  rows: string[][];
  /** label and amount; the last one (the document's total) in bold */
  totals: [string, string][];
  /** 'Amount in words: ...' */
  inWords: string;
  notes: string[];
  /** drawn after the notes (the invoice's e-invoice block) */
  after?: (doc: PDFKit.PDFDocument, left: number, width: number) => void;
  footer: string;
};

/** Lays a tax document out on an A4 page (`renderA4`'s `draw`). */
export function drawTaxDocument(doc: PDFKit.PDFDocument, d: TaxDocumentPdf): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  drawLetterhead(doc, d.supplier, d.title, d.supplierLine);

  // the document's facts, and the party it is issued to beside them
  const y0 = doc.y;
  doc.fillColor(PDF_INK).fontSize(9);
  let y = y0;
  for (const [k, v] of d.facts) {
    write(doc, `${k}:`, left, y, { width: 88, bold: true });
    write(doc, v, left + 90, y, { width: width / 2 - 98 });
    y = doc.y + 2;
  }
  const gx = left + width / 2 + 10;
  let gy = y0;
  write(doc, d.partyLabel, gx, gy, { width: width / 2 - 10, bold: true });
  gy = doc.y + 1;
  for (const line of d.party) {
    write(doc, line, gx, gy, { width: width / 2 - 10 });
    gy = doc.y + 1;
  }
  doc.y = Math.max(y, gy) + 10;

  // lines
  tableRow(doc, d.columns, d.header, true);
  for (const cells of d.rows) tableRow(doc, d.columns, cells);
  doc.moveDown(0.5);

  // totals
  d.totals.forEach(([k, v], i) => {
    const ty = doc.y;
    const bold = i === d.totals.length - 1;
    doc.fontSize(bold ? 10 : 9);
    write(doc, k, left + width - 270, ty, { width: 160, align: 'right', bold });
    write(doc, v, left + width - 105, ty, { width: 105, align: 'right', bold });
    doc.moveDown(0.2);
  });
  doc.moveDown(0.6);
  doc.fontSize(9);
  write(doc, d.inWords, left, doc.y, { width });
  doc.moveDown(0.4);
  for (const note of d.notes) write(doc, note, left, doc.y, { width });
  d.after?.(doc, left, width);
  doc.moveDown(1.5);
  doc.fontSize(8).fillColor('#55615a');
  write(doc, d.footer, left, doc.y, { width, align: 'center' });
}
