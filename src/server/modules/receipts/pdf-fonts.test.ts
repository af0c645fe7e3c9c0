import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfFonts, woffToSfnt } from './pdf-fonts';

const require = createRequire(import.meta.url);
const woff = readFileSync(
  require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
);

describe('PDF fonts', () => {
  it('are given to the PDF as plain OpenType files, not WOFF (whose tables are inflated per glyph)', () => {
    for (const data of Object.values(pdfFonts())) {
      expect(data.readUInt32BE(0)).not.toBe(0x774f4646); // 'wOFF'
      expect([0x00010000, 0x4f54544f]).toContain(data.readUInt32BE(0)); // TrueType or 'OTTO'
    }
  });

  it('measure and shape Hindi text exactly as the WOFF file does', () => {
    const doc = new PDFDocument();
    doc.registerFont('woff', woff);
    doc.registerFont('plain', woffToSfnt(woff));
    const text = 'क्षत्रिय श्रीवास्तव ₹ १,२०० प्रियंका';
    const width = (name: string) => doc.font(name).fontSize(12).widthOfString(text);
    expect(width('plain')).toBeGreaterThan(50);
    expect(width('plain')).toBe(width('woff'));
  });

  it('leaves a file that is already a plain font as it is', () => {
    const plain = woffToSfnt(woff);
    expect(woffToSfnt(plain)).toBe(plain);
  });
});
