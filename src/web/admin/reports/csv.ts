import { toCsv, type CsvValue } from '../../../shared/csv';

/** Offers CSV text as a file download (a Blob link, no network). */
export function downloadCsv(fileName: string, header: readonly string[], rows: CsvValue[][]): void {
  const blob = new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
