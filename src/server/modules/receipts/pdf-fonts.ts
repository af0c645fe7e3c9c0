import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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
  readFileSync(
    require.resolve(
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`,
    ),
  );

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
