import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('prefixes cells a spreadsheet would run as a formula', () => {
    for (const s of ['=1+1', '+91 98', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(s).replace(/^"/, '').startsWith("'")).toBe(true);
    }
  });
  it('keeps numbers and negative amounts as numbers', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-1234.50')).toBe('-1234.50');
    expect(csvCell('1234.50')).toBe('1234.50');
  });
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(toCsv(['a', 'b'], [['x\ny', null]])).toBe('a,b\r\n"x\ny",\r\n');
  });
});
