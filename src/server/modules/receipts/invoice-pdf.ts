import PDFDocument from 'pdfkit';
import { formatDate } from '../../../shared/dates';
import type { Invoice } from './receipts.service';

/** Rupees for the PDF: the standard PDF fonts have no ₹ glyph, so "Rs." is written. */
function rs(rupees: number): string {
  return `Rs. ${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The GST tax invoice as an A4 PDF (pdfkit, standard fonts, no network). */
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
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = doc.page.margins.left;
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const green = '#0b5d3b';

    // supplier
    doc
      .fillColor(green)
      .font('Helvetica-Bold')
      .fontSize(15)
      .text(inv.Supplier.Name, left, 40, { width });
    doc.fillColor('#1f2a24').font('Helvetica').fontSize(9);
    doc.text(inv.Supplier.Address, { width });
    doc.text(
      `GSTIN: ${inv.Supplier.GSTIN}    Phone: ${inv.Supplier.Phone}    Email: ${inv.Supplier.Email}`,
      { width },
    );
    doc.moveDown(0.6);
    doc
      .fillColor(green)
      .font('Helvetica-Bold')
      .fontSize(13)
      .text('TAX INVOICE', { width, align: 'center' });
    doc.moveDown(0.4);

    // invoice facts and guest
    const y0 = doc.y;
    doc.fillColor('#1f2a24').font('Helvetica').fontSize(9);
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
      doc.font('Helvetica-Bold').text(`${k}:`, left, y, { width: 80 });
      doc.font('Helvetica').text(v, left + 82, y, { width: width / 2 - 90 });
      y = doc.y + 2;
    }
    const gx = left + width / 2 + 10;
    let gy = y0;
    doc.font('Helvetica-Bold').text('Billed to', gx, gy);
    gy = doc.y + 1;
    const guest = [
      inv.Guest.Name,
      inv.Guest.Address,
      `Mobile: ${inv.Guest.MobileNo}`,
      `Email: ${inv.Guest.EmailID}`,
      ...(inv.Guest.GSTIN ? [`GSTIN: ${inv.Guest.GSTIN}`] : []),
    ];
    doc.font('Helvetica');
    for (const line of guest) {
      doc.text(line, gx, gy, { width: width / 2 - 10 });
      gy = doc.y + 1;
    }
    doc.y = Math.max(y, gy) + 10;

    // lines
    const cols = [
      { h: 'Description', w: 150, a: 'left' as const },
      { h: 'SAC', w: 42, a: 'left' as const },
      { h: 'Nights', w: 36, a: 'right' as const },
      { h: 'Rate', w: 62, a: 'right' as const },
      { h: 'Extra', w: 50, a: 'right' as const },
      { h: 'Taxable', w: 66, a: 'right' as const },
      { h: 'CGST', w: 52, a: 'right' as const },
      { h: 'SGST', w: 52, a: 'right' as const },
    ];
    const row = (cells: string[], bold = false) => {
      const top = doc.y;
      let x = left;
      let bottom = top;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
      cells.forEach((c, i) => {
        const col = cols[i]!;
        doc.text(c, x + 2, top, { width: col.w - 4, align: col.a });
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
    const amt = (n: number) =>
      n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
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
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 9);
      doc.text(k, left + width - 250, ty, { width: 140, align: 'right' });
      doc.text(v, left + width - 105, ty, { width: 105, align: 'right' });
      doc.moveDown(0.2);
    }
    doc.moveDown(0.6);
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text('Amount in words: ', left, doc.y, { continued: true, width });
    doc.font('Helvetica').text(inv.AmountInWords);
    doc.moveDown(0.4);
    doc.text(
      `Payment: ${inv.PaymentMode}${inv.TransactionNo ? `, transaction ${inv.TransactionNo}` : ''}. Paid in full.`,
      {
        width,
      },
    );
    doc.text('Tax is not payable on reverse charge basis.', { width });
    doc.moveDown(1.5);
    doc
      .fontSize(8)
      .fillColor('#55615a')
      .text('This is a computer-generated invoice and needs no signature.', left, doc.y, {
        width,
        align: 'center',
      });
    doc.end();
  });
}
