/**
 * CSV (RFC 4180) for the report downloads, built the same way on the server and in the browser.
 * A cell that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) is written with a leading apostrophe; numbers, negative amounts too, stay numbers.
 */
export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  let s = value;
  if (/^[=+\-@\t\r]/.test(s) && !/^-\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows of cells to CSV text, CRLF line ends, a header row first. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** One row of cells as a CSV line (CRLF end), for output written a row at a time. */
export function csvLine(cells: readonly CsvValue[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}
