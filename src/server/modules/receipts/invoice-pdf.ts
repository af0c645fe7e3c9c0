import PDFDocument from 'pdfkit';
import { formatDate } from '../../../shared/dates';
import { formatIndianAmount } from '../../../shared/money';
import { fontName, pdfFonts, scriptRuns } from './pdf-fonts';
import { drawLogo } from './pdf-logo';
import type { Invoice } from './receipts.service';

/** Rupees for the PDF, with the ₹ sign (the embedded Noto font has it). */
function rs(rupees: number): string {
  return `₹${formatIndianAmount(rupees)}`;
}

type TextOpts = { width: number; align?: 'left' | 'right' | 'center'; bold?: boolean };

/**
 * Writes text in the embedded fonts, one font per script run (Latin, Latin Extended, Devanagari
 * and ₹), so a Hindi name or an amount in rupees prints as typed. Text of one script wraps as
 * pdfkit wraps it; mixed text is written left-aligned as continued runs, or (right/centre
 * aligned, one line: amounts) measured and placed run by run.
 */
function write(doc: PDFKit.PDFDocument, text: string, x: number, y: number, o: TextOpts): void {
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

/**
 * The GST tax invoice as an A4 PDF (pdfkit, no network): the corporation's logo, Noto Sans
 * (Latin and Devanagari) embedded, so Hindi names and the ₹ sign print (ADR 087).
 */
export function renderInvoicePdf(inv: Invoice): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 40,
      info: {
        Title: `Tax Invoice ${inv.InvoiceNo}`,
        Author: inv.Supplier.Name,
        Subject: `Booking ${inv.BookingRefNo}`,
      },
    });
    for (const [name, data] of Object.entries(pdfFonts())) doc.registerFont(name, data);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = doc.page.margins.left;
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const green = '#0b5d3b';
    const ink = '#1f2a24';

    // supplier, beside the logo
    const logo = 56;
    drawLogo(doc, left, 36, logo, fontName('latin', true));
    const sx = left + logo + 12;
    const sw = width - logo - 12;
    doc.fillColor(green).fontSize(15);
    write(doc, inv.Supplier.Name, sx, 40, { width: sw, bold: true });
    doc.fillColor(ink).fontSize(9);
    write(doc, inv.Supplier.Address, sx, doc.y, { width: sw });
    write(
      doc,
      `GSTIN: ${inv.Supplier.GSTIN}    Phone: ${inv.Supplier.Phone}    Email: ${inv.Supplier.Email}`,
      sx,
      doc.y,
      { width: sw },
    );
    doc.y = Math.max(doc.y, 36 + logo) + 8;
    doc.fillColor(green).fontSize(13);
    write(doc, 'TAX INVOICE', left, doc.y, { width, align: 'center', bold: true });
    doc.moveDown(0.4);

    // invoice facts and guest
    const y0 = doc.y;
    doc.fillColor(ink).fontSize(9);
    const facts: [string, string][] = [
      ['Invoice No', inv.InvoiceNo],
      ['Invoice Date', formatDate(inv.InvoiceDate)],
      ['Booking Ref', inv.BookingRefNo],
      ['Place of Supply', inv.PlaceOfSupply],
      ['Hotel', inv.Hotel.Name],
      [
        'Stay',
        `${formatDate(inv.CheckIn)} to ${formatDate(inv.CheckOut)} (${inv.Nights} night${inv.Nights > 1 ? 's' : ''})`,
      ],
    ];
    let y = y0;
    for (const [k, v] of facts) {
      write(doc, `${k}:`, left, y, { width: 80, bold: true });
      write(doc, v, left + 82, y, { width: width / 2 - 90 });
      y = doc.y + 2;
    }
    const gx = left + width / 2 + 10;
    let gy = y0;
    write(doc, 'Billed to', gx, gy, { width: width / 2 - 10, bold: true });
    gy = doc.y + 1;
    const guest = [
      inv.Guest.Name,
      inv.Guest.Address,
      `Mobile: ${inv.Guest.MobileNo}`,
      `Email: ${inv.Guest.EmailID}`,
      ...(inv.Guest.GSTIN ? [`GSTIN: ${inv.Guest.GSTIN}`] : []),
    ];
    for (const line of guest) {
      write(doc, line, gx, gy, { width: width / 2 - 10 });
      gy = doc.y + 1;
    }
    doc.y = Math.max(y, gy) + 10;

    // lines
    const cols = [
      { h: 'Description', w: 150, a: 'left' as const },
      { h: 'SAC', w: 42, a: 'left' as const },
      { h: 'Nights', w: 36, a: 'right' as const },
      { h: 'Rate (₹)', w: 62, a: 'right' as const },
      { h: 'Extra (₹)', w: 50, a: 'right' as const },
      { h: 'Taxable (₹)', w: 66, a: 'right' as const },
      { h: 'CGST (₹)', w: 52, a: 'right' as const },
      { h: 'SGST (₹)', w: 52, a: 'right' as const },
    ];
    const row = (cells: string[], bold = false) => {
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
    };
    row(
      cols.map((c) => c.h),
      true,
    );
    const amt = formatIndianAmount;
    for (const l of inv.Lines) {
      row([
        `${l.Description} (GST ${l.GSTRate}%)`,
        l.SAC,
        String(l.Nights),
        amt(l.Rate),
        l.ExtraPersons ? `${l.ExtraPersons} / ${amt(l.ExtraAmount)}` : '-',
        amt(l.TaxableValue),
        amt(l.CGST),
        amt(l.SGST),
      ]);
    }
    doc.moveDown(0.5);

    // totals
    const totals: [string, string][] = [
      ['Taxable value', rs(inv.TaxableValue)],
      ...inv.Taxes.map((t): [string, string] => [
        `${t.TaxType} @ ${t.TaxPercentage}%`,
        rs(t.TaxAmount),
      ]),
      ['Total tax', rs(inv.TotalTax)],
      ['Total (incl. GST)', rs(inv.Total)],
    ];
    for (const [k, v] of totals) {
      const ty = doc.y;
      const bold = k.startsWith('Total (');
      doc.fontSize(bold ? 10 : 9);
      write(doc, k, left + width - 250, ty, { width: 140, align: 'right', bold });
      write(doc, v, left + width - 105, ty, { width: 105, align: 'right', bold });
      doc.moveDown(0.2);
    }
    doc.moveDown(0.6);
    doc.fontSize(9);
    write(doc, `Amount in words: ${inv.AmountInWords}`, left, doc.y, { width });
    doc.moveDown(0.4);
    write(
      doc,
      `Payment: ${inv.PaymentMode}${inv.TransactionNo ? `, transaction ${inv.TransactionNo}` : ''}. Paid in full.`,
      left,
      doc.y,
      { width },
    );
    write(doc, 'Tax is not payable on reverse charge basis.', left, doc.y, { width });
    doc.moveDown(1.5);
    doc.fontSize(8).fillColor('#55615a');
    write(doc, 'This is a computer-generated invoice and needs no signature.', left, doc.y, {
      width,
      align: 'center',
    });
    doc.end();
  });
}
