import type { ReactNode } from 'react';
import type { CsvValue } from '../../../shared/csv';
import { Button } from '../../components/Button';
import { downloadCsv } from '../csv';
import styles from './reports.module.css';

export type Column<T> = {
  label: string;
  value: (row: T) => CsvValue;
  /** right-aligned figures */
  numeric?: boolean;
  /** how the cell shows (default: the value) */
  show?: (row: T) => ReactNode;
  /** keep on one line (dates, numbers of documents) */
  nowrap?: boolean;
  /** only in the CSV export (shown within another column on screen) */
  csvOnly?: boolean;
};

/**
 * A table with a caption and an "Export CSV" button that downloads exactly its rows (the same
 * CSV rules as the server: formula-safe cells). It is also the charts' text alternative.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  fileName,
  footer,
  exportable = true,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  fileName: string;
  footer?: CsvValue[];
  /** false: no "Export CSV" of the rows shown (a page of a longer list has its own download) */
  exportable?: boolean;
}) {
  const shown = columns.filter((c) => !c.csvOnly);
  const exportCsv = () =>
    downloadCsv(
      fileName,
      columns.map((c) => c.label),
      [...rows.map((r) => columns.map((c) => c.value(r))), ...(footer ? [footer] : [])],
    );
  return (
    <div className={styles.section}>
      <div className={styles.sectionHead}>
        <span className={styles.muted}>
          {rows.length} row{rows.length === 1 ? '' : 's'}
        </span>
        {exportable ? (
          <Button variant="secondary" size="sm" iconStart="download" onClick={exportCsv}>
            Export CSV<span className="visually-hidden">: {caption}</span>
          </Button>
        ) : null}
      </div>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
        <table className={styles.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {shown.map((c) => (
                <th key={c.label} scope="col" className={c.numeric ? styles.num : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={shown.length}>Nothing in this period.</td>
              </tr>
            ) : (
              rows.map((r, i) => (
                <tr key={i}>
                  {shown.map((c) => (
                    <td
                      key={c.label}
                      className={c.numeric ? styles.num : c.nowrap ? styles.nowrap : undefined}
                    >
                      {c.show ? c.show(r) : String(c.value(r) ?? '')}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
          {footer ? (
            <tfoot>
              <tr>
                {footer
                  .filter((_, i) => !columns[i]?.csvOnly)
                  .map((v, i) => (
                    <td key={i} className={shown[i]?.numeric ? styles.num : undefined}>
                      {String(v ?? '')}
                    </td>
                  ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </div>
  );
}
