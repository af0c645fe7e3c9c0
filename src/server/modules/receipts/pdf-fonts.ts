import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

/**
 * The invoice PDF's fonts (ADR 087): Noto Sans Devanagari from the @fontsource package, read from
 * node_modules (never from the network). Its files come in Unicode subsets; the PDF uses three:
 * Latin (ASCII and Western European letters), Latin Extended, and Devanagari (which also holds
 * the rupee sign ₹). pdfkit embeds each as a subset and fontkit shapes Devanagari (conjuncts,
 * half forms, reph, the reordered i-matra).
 */
export type Script = 'latin' | 'latinExt' | 'deva';

const require = createRequire(import.meta.url);
const file = (subset: string, weight: 400 | 700): Buffer =>
  woffToSfnt(
    readFileSync(
      require.resolve(
        `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`,
      ),
    ),
  );

/**
 * A WOFF 1.0 file as the plain TrueType/OpenType file it wraps (ADR 205). The font library reads
 * a WOFF table by inflating it on every access, so each glyph of an invoice inflated the whole
 * glyph table again (a third of the server's CPU while customers booked); the tables are
 * inflated once here instead.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not 'wOFF': already a plain font
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : Buffer.from(raw);
    if (data.length !== origLength) throw new Error('malformed WOFF table');
    tables.push({ tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data });
  }
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector += 1;
  }
  const pad4 = (n: number) => (n + 3) & ~3;
  const headerLength = 12 + numTables * 16;
  const out = Buffer.alloc(headerLength + tables.reduce((sum, t) => sum + pad4(t.data.length), 0));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange * 16, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange * 16, 10);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += pad4(t.data.length);
  });
  return out;
}

let cache: Record<string, Buffer> | null = null;

/** The font files by the name the PDF registers them under, e.g. 'deva-700'. Read once. */
export function pdfFonts(): Record<string, Buffer> {
  cache ??= {
    'latin-400': file('latin', 400),
    'latin-700': file('latin', 700),
    'latinExt-400': file('latin-ext', 400),
    'latinExt-700': file('latin-ext', 700),
    'deva-400': file('devanagari', 400),
    'deva-700': file('devanagari', 700),
  };
  return cache;
}

let parsed: Record<string, Font> | null = null;

/**
 * The same fonts parsed once and shared by every document (ADR 205): pdfkit takes a parsed font
 * in place of the bytes, and each document still embeds its own subset. Parsing per document
 * decoded the shaping tables again for every invoice.
 */
export function parsedPdfFonts(): Record<string, Font> {
  parsed ??= Object.fromEntries(
    Object.entries(pdfFonts()).map(([name, data]) => [name, create(data)]),
  );
  return parsed;
}

export const fontName = (script: Script, bold: boolean) => `${script}-${bold ? 700 : 400}`;

/** Which subset draws a character. Joiners and the dotted circle go with the Devanagari run. */
function scriptOf(cp: number): Script | null {
  if (
    (cp >= 0x0900 && cp <= 0x097f) ||
    (cp >= 0x1cd0 && cp <= 0x1cff) ||
    (cp >= 0xa830 && cp <= 0xa83f) ||
    (cp >= 0xa8e0 && cp <= 0xa8ff) ||
    cp === 0x20b9 ||
    cp === 0x25cc
  )
    return 'deva';
  if (cp === 0x200c || cp === 0x200d || cp === 0x20 || cp === 0xa0) return null; // either side
  if ((cp >= 0x0100 && cp <= 0x02af) || (cp >= 0x1e00 && cp <= 0x1eff)) return 'latinExt';
  return 'latin';
}

/**
 * Splits text into runs each drawn with one font. Spaces and joiners join the run they are in,
 * so a Hindi name stays one run (one shaping pass) and "₹ 1,200" is two: ₹ and the digits.
 */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const ch of text) {
    const s = scriptOf(ch.codePointAt(0)!);
    const last = runs[runs.length - 1];
    if (last && (s === null || s === last.script)) last.text += ch;
    else runs.push({ script: s ?? 'latin', text: ch });
  }
  return runs;
}
