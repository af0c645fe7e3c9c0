/** A cell of a CSV export: text, a number, or nothing. */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * RFC 4180 CSV: every field that holds a comma, quote or line break is quoted (quotes doubled);
 * a field a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 * Lines end with CRLF; a byte-order mark lets spreadsheets read UTF-8 (₹, Devanagari).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const cell = (v: CsvCell): string => {
    if (v === null || v === undefined) return '';
    let s = String(v);
    if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves a CSV file in the browser (a temporary object URL, revoked after the click). */
export function downloadCsv(
  filename: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): void {
  const blob = new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
