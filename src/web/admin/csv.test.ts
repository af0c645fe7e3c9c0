import { describe, expect, it } from 'vitest';
import { spreadsheetCsv } from './csv';

describe('spreadsheetCsv', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    const csv = spreadsheetCsv(
      ['Name', 'Note', 'Amount'],
      [
        ['Asha, Kumari', 'said "hi"\nthen left', 1250.5],
        ['=HYPERLINK("x")', null, -3],
      ],
    );
    expect(csv).toBe(
      '\uFEFFName,Note,Amount\r\n"Asha, Kumari","said ""hi""\nthen left",1250.5\r\n"\'=HYPERLINK(""x"")",,-3\r\n',
    );
  });
});
