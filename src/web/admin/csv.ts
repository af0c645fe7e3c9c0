import { toCsv, type CsvValue } from '../../shared/csv';

/** A cell of a CSV export: text, a number, a yes/no, or nothing (one writer: src/shared/csv.ts). */
export type CsvCell = CsvValue;

/**
 * The CSV a spreadsheet opens: the shared writer's text (numbers stay numbers, formulas defused in
 * text only) behind a byte-order mark, so spreadsheets read UTF-8 (₹, Devanagari).
 */
export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  return `\uFEFF${toCsv(header, rows)}`;
}

/** Saves a file in the browser (a temporary object URL, revoked after the click). */
export function downloadFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves rows as a CSV file. */
export function downloadCsv(
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): void {
  downloadFile(
    fileName,
    new Blob([spreadsheetCsv(header, rows)], { type: 'text/csv;charset=utf-8' }),
  );
}
