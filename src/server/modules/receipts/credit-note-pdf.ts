import type { CreditNoteDto } from '../../../shared/contracts/receipts';
import { formatDate } from '../../../shared/dates';
import { formatIndianAmount } from '../../../shared/money';
import { drawLetterhead, PDF_INK, renderA4, rs, tableRow, write } from './invoice-pdf';

const amt = formatIndianAmount;

/** The GST credit note as an A4 PDF, with the invoice's letterhead, fonts and table (ADR 160). */
export function renderCreditNotePdf(cn: CreditNoteDto): Promise<Buffer> {
  const info = {
    Title: `Credit Note ${cn.CreditNoteNo}`,
    Author: cn.Supplier.Name,
    Subject: `Booking ${cn.BookingRefNo}, invoice ${cn.InvoiceNo}`,
  };
  return renderA4(info, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    drawLetterhead(doc, cn.Supplier, 'CREDIT NOTE (GST)');

    const y0 = doc.y;
    doc.fillColor(PDF_INK).fontSize(9);
    const facts: [string, string][] = [
      ['Credit Note No', cn.CreditNoteNo],
      ['Date', formatDate(cn.CreditNoteDate)],
      ['Against Invoice', cn.InvoiceNo || '-'],
      ['Invoice Date', formatDate(cn.InvoiceDate)],
      ['Booking Ref', cn.BookingRefNo],
      ['Place of Supply', cn.PlaceOfSupply],
      ['Hotel', cn.Hotel.Name],
      ['Reason', cn.Reason],
    ];
    let y = y0;
    for (const [k, v] of facts) {
      write(doc, `${k}:`, left, y, { width: 88, bold: true });
      write(doc, v, left + 90, y, { width: width / 2 - 98 });
      y = doc.y + 2;
    }
    const gx = left + width / 2 + 10;
    let gy = y0;
    write(doc, 'Issued to', gx, gy, { width: width / 2 - 10, bold: true });
    gy = doc.y + 1;
    const guest = [
      cn.Guest.Name,
      cn.Guest.Address,
      `Mobile: ${cn.Guest.MobileNo}`,
      `Email: ${cn.Guest.EmailID}`,
      ...(cn.Guest.GSTIN ? [`GSTIN: ${cn.Guest.GSTIN}`] : []),
    ];
    for (const line of guest) {
      write(doc, line, gx, gy, { width: width / 2 - 10 });
      gy = doc.y + 1;
    }
    doc.y = Math.max(y, gy) + 10;

    const cols = [
      { h: 'Description', w: 170, a: 'left' as const },
      { h: 'SAC', w: 44, a: 'left' as const },
      { h: 'GST %', w: 40, a: 'right' as const },
      { h: 'Taxable (₹)', w: 70, a: 'right' as const },
      { h: 'CGST (₹)', w: 56, a: 'right' as const },
      { h: 'SGST (₹)', w: 56, a: 'right' as const },
      { h: 'IGST (₹)', w: 50, a: 'right' as const },
    ];
    const row = (cells: string[], bold = false) => tableRow(doc, cols, cells, bold);
    row(
      cols.map((c) => c.h),
      true,
    );
    for (const l of cn.Lines) {
      row([
        l.Description,
        l.SAC,
        String(l.GSTRate),
        amt(l.TaxableValue),
        amt(l.CGST),
        amt(l.SGST),
        amt(l.IGST),
      ]);
    }
    doc.moveDown(0.5);

    const totals: [string, string][] = [
      ['Taxable value', rs(cn.TaxableValue)],
      ...cn.Taxes.map((t): [string, string] => [
        `${t.TaxType} @ ${t.TaxPercentage}%`,
        rs(t.TaxAmount),
      ]),
      ['Total tax', rs(cn.TotalTax)],
      ['Total credited (incl. GST)', rs(cn.Total)],
    ];
    for (const [k, v] of totals) {
      const ty = doc.y;
      const bold = k.startsWith('Total credited');
      doc.fontSize(bold ? 10 : 9);
      write(doc, k, left + width - 270, ty, { width: 160, align: 'right', bold });
      write(doc, v, left + width - 105, ty, { width: 105, align: 'right', bold });
      doc.moveDown(0.2);
    }
    doc.moveDown(0.6);
    doc.fontSize(9);
    write(doc, `Amount in words: ${cn.AmountInWords}`, left, doc.y, { width });
    doc.moveDown(0.4);
    write(
      doc,
      `This credit note reduces the taxable value and tax of invoice ${cn.InvoiceNo || cn.BookingRefNo} by the amounts above, refunded to the guest.`,
      left,
      doc.y,
      { width },
    );
    doc.moveDown(1.5);
    doc.fontSize(8).fillColor('#55615a');
    write(doc, 'This is a computer-generated credit note and needs no signature.', left, doc.y, {
      width,
      align: 'center',
    });
  });
}
