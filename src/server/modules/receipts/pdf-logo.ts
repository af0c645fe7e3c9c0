/**
 * The corporation's logo (public/media/logo.svg: a sun rising over green hills, "JTDC") drawn
 * with pdfkit's vector paths, so the PDF needs no image file. `size` is the logo's width in points.
 */
export function drawLogo(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  size: number,
  boldFont: string,
): void {
  const k = size / 96;
  doc.save();
  doc.translate(x, y).scale(k);
  doc.save();
  doc.circle(48, 48, 46).clip();
  const sky = doc.linearGradient(0, 2, 0, 94);
  sky.stop(0, '#fff6dc').stop(1, '#ffd98a');
  doc.rect(2, 2, 92, 92).fill(sky);
  doc
    .path('M27 45L19 42M32 38L26 32M39 33L36 25M48 31L48 23M57 33L60 25M64 38L70 32M69 45L77 42')
    .lineWidth(3.3)
    .lineCap('round')
    .stroke('#f2a900');
  doc.circle(48, 54, 17).fill('#f2a900');
  doc.path('M-2.2 63Q21 40 44 56T98 50V98H-2.2z').fill('#2e8b62');
  doc.path('M-2.2 71Q29 54 58 67T98 63V98H-2.2z').fill('#0b5d3b');
  doc
    .font(boldFont)
    .fontSize(17)
    .fillColor('#ffffff')
    .text('JTDC', 0, 69, { width: 96, align: 'center', lineBreak: false, characterSpacing: 1 });
  doc.restore();
  doc.circle(48, 48, 44).lineWidth(3.1).stroke('#0b5d3b');
  doc.restore();
}
