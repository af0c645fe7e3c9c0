import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../components/Spinner';
import ui from './ui.module.css';

/**
 * A back-office list: the last action's message, the loading and error states of its query, and
 * the table (a labelled, keyboard-scrollable region) with one row per item once it has loaded.
 */
export function ListedTable<T>({
  query,
  label,
  columns,
  message,
  row,
}: {
  query: UseQueryResult<T[]>;
  /** names the scroll region for screen readers, e.g. "Staff accounts" */
  label: string;
  columns: readonly string[];
  /** what the last action on this page said (a saved row, a withdrawn rate) */
  message: string | null;
  row: (item: T) => ReactNode;
}) {
  return (
    <>
      {message ? (
        <p className={ui.success} role="status">
          {message}
        </p>
      ) : null}
      {query.isPending ? <Spinner block /> : null}
      {query.isError ? (
        <p className={ui.error} role="alert">
          {query.error.message}
        </p>
      ) : null}
      {query.data ? (
        <div className={ui.tableWrap} tabIndex={0} role="region" aria-label={label}>
          <table className={ui.table}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{query.data.map(row)}</tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
