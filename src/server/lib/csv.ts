/**
 * CSV as spreadsheets read it (RFC 4180): comma separated, CRLF line ends, a field quoted when it
 * holds a comma, quote or line break. A field that starts with = + - @ (or a tab/CR) is prefixed
 * with ' so a spreadsheet never runs it as a formula (CSV injection).
 */
export function csvField(value: unknown): string {
  let s =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
