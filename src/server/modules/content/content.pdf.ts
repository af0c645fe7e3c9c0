import PDFDocument from 'pdfkit';
import { formatDate } from '../../../shared/dates';
import type { NoticeRow, TenderRow } from './content.repo';

/** The corporation's letterhead details (from configuration). */
export type Letterhead = { name: string; address: string; phone: string; email: string };

const MARGIN = 56;
const INK = '#1f2933';
const ACCENT = '#0b5d3b';

function render(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: { Title: title, Author: 'JTDC' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

function letterhead(doc: PDFKit.PDFDocument, lh: Letterhead): void {
  const width = doc.page.width - MARGIN * 2;
  doc
    .fillColor(ACCENT)
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(lh.name, { align: 'center', width });
  doc
    .moveDown(0.2)
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(9)
    .text(`${lh.address}  |  Phone ${lh.phone}  |  ${lh.email}`, { align: 'center', width });
  const y = doc.y + 8;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(1.5)
    .strokeColor(ACCENT)
    .stroke();
  doc.y = y + 16;
  doc.x = MARGIN;
}

function signature(doc: PDFKit.PDFDocument, lh: Letterhead, role: string): void {
  doc.moveDown(3);
  doc.font('Helvetica').fontSize(10.5).fillColor(INK);
  doc.text('Sd/-', { align: 'right' });
  doc.text(role, { align: 'right' });
  doc.text(lh.name, { align: 'right' });
}

/** A notice or circular on the corporation's letterhead. */
export function noticePdf(n: NoticeRow, lh: Letterhead): Promise<Buffer> {
  return render(n.headline, (doc) => {
    letterhead(doc, lh);
    doc.font('Helvetica').fontSize(10.5).fillColor(INK);
    const y = doc.y;
    const width = doc.page.width - MARGIN * 2;
    doc.text(`Letter No.: ${n.letterNo}`, MARGIN, y, { width });
    doc.text(`Date: ${formatDate(n.date)}`, MARGIN, y, { width, align: 'right' });
    doc.x = MARGIN;
    doc.moveDown(1.5);
    doc.font('Helvetica-Bold').fontSize(13).text('NOTICE', { align: 'center' });
    doc.moveDown(1);
    doc.font('Helvetica-Bold').fontSize(11).text(`Subject: ${n.headline}`);
    doc.moveDown(1);
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .text(
        `This is for the information of all concerned that the Corporation has issued the above notice. ` +
          `It comes into force from ${formatDate(n.date)} and stays in force until further orders.`,
        { align: 'justify', lineGap: 3 },
      );
    doc.moveDown(0.8);
    doc.text(
      `For any clarification, please contact the office of the Corporation at ${lh.address} on working days ` +
        `between 10:00 AM and 6:00 PM, call ${lh.phone} or write to ${lh.email}.`,
      { align: 'justify', lineGap: 3 },
    );
    signature(doc, lh, 'Managing Director');
  });
}

/** The Notice Inviting Tender (NIT) of one tender. */
export function tenderPdf(t: TenderRow, lh: Letterhead): Promise<Buffer> {
  return render(`${t.tenderNo}: ${t.title}`, (doc) => {
    letterhead(doc, lh);
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(INK)
      .text('NOTICE INVITING TENDER', { align: 'center' });
    doc
      .moveDown(0.4)
      .font('Helvetica')
      .fontSize(10.5)
      .text(`Tender No.: ${t.tenderNo}`, { align: 'center' });
    doc.moveDown(1.2);
    doc
      .font('Helvetica')
      .text(
        `Sealed bids are invited from eligible and experienced agencies for the following work on behalf of the ` +
          `${lh.name}:`,
        { align: 'justify', lineGap: 3 },
      );
    doc.moveDown(0.6).font('Helvetica-Bold').text(t.title, { lineGap: 3 });
    doc.moveDown(1);

    const rows: [string, string][] = [
      ['Tender number', t.tenderNo],
      ['Last date and time of submission', `${formatDate(t.closingDate)}, 3:00 PM`],
      ['Date and time of opening of technical bids', `${formatDate(t.openingDate)}, 4:00 PM`],
      ['Place of submission and opening', lh.address],
    ];
    const left = MARGIN;
    const col = 220;
    const width = doc.page.width - MARGIN * 2;
    for (const [k, v] of rows) {
      const y = doc.y;
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(k, left + 6, y + 6, { width: col - 12 });
      const h1 = doc.y - y;
      doc.font('Helvetica').text(v, left + col + 6, y + 6, { width: width - col - 12 });
      const h = Math.max(h1, doc.y - y) + 6;
      doc
        .rect(left, y, col, h)
        .rect(left + col, y, width - col, h)
        .lineWidth(0.6)
        .strokeColor('#9aa5b1')
        .stroke();
      doc.y = y + h;
    }
    doc.x = MARGIN;
    doc.moveDown(1.2);
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .text(
        'Bidders may attend the opening of the technical bids in person or through an authorised representative. ' +
          'The Corporation reserves the right to accept or reject any or all bids without assigning any reason.',
        { width, align: 'justify', lineGap: 3 },
      );
    signature(doc, lh, 'General Manager');
  });
}
