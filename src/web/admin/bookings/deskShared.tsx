import { isHotelScoped } from '../../../shared/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { okReply } from '../../../shared/contracts/common';
import { hotelSummary } from '../../../shared/contracts/hotels';
import { formatRupees } from '../../../shared/money';
import { ADMIN_KEY, adminApi } from '../api';
import { useStaff } from '../useStaff';
import styles from './desk.module.css';
import { Spinner } from '../../components/Spinner';

const hotelsReply = okReply(z.array(hotelSummary));

/** The hotels the signed-in staff member reaches (a hotel manager: their own). */
export function useReachableHotels() {
  const me = useStaff();
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'hotels'],
    queryFn: async () => (await adminApi('/api/hotels', hotelsReply)).data,
    staleTime: 5 * 60_000,
  });
  const all = q.data ?? [];
  return isHotelScoped(me.role) ? all.filter((h) => me.hotelIds.includes(h.PropertyID)) : all;
}

export const rupees = (paise: number | null | undefined) =>
  paise === null || paise === undefined ? '' : formatRupees(paise, { decimals: true });

/** A short status pill; `tone` colours it (the text always says the status). */
export function StatusPill({ label, tone }: { label: string; tone?: 'good' | 'bad' }) {
  const cls = [styles.status, tone === 'good' ? styles.good : tone === 'bad' ? styles.bad : '']
    .filter(Boolean)
    .join(' ');
  return <span className={cls}>{label}</span>;
}

export function bookingTone(status: string): 'good' | 'bad' | undefined {
  if (status === 'confirmed' || status === 'checked_in' || status === 'checked_out') return 'good';
  if (status === 'cancelled' || status === 'no_show' || status === 'failed') return 'bad';
  return undefined;
}

/** A date as 23 Nov 2026 (IST calendar dates are plain dates). */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return d.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** An instant as date and time in IST. */
export function istDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
}

/** The message of a failed call (the server's own words). */
export const errorText = (err: unknown) =>
  err instanceof Error ? err.message : 'Something went wrong. Please try again.';

/**
 * An absolute link to a back-office path ('/bookings' -> '/admin/bookings'); the same as the route
 * table's adminHref, which pages cannot import (the table imports the pages).
 */
export const deskHref = (path: string) => `/admin${path}`;

/**
 * The lines above a desk list: the live notice, each failed call's message as an alert, and the
 * spinner while the list loads.
 */
export function ListStatus(props: {
  notice: string;
  errors: readonly unknown[];
  pending: boolean;
}) {
  return (
    <>
      <p role="status" aria-live="polite" className={styles.note}>
        {props.notice}
      </p>
      {props.errors.map((e, i) =>
        e ? (
          <p key={i} className={styles.error} role="alert">
            {errorText(e)}
          </p>
        ) : null,
      )}
      {props.pending ? <Spinner block /> : null}
    </>
  );
}

/** A column head of a DeskTable: its label, right-aligned when it holds figures. */
export type DeskColumn = string | { label: string; numeric: true };

/**
 * A back-office list's table: a labelled, keyboard-scrollable region, its caption, the column
 * heads, the `empty` line when there are no rows, else a row per item.
 */
export function DeskTable<T>(props: {
  /** names the scroll region for screen readers, e.g. "Refunds" */
  label: string;
  /** the table's caption (default: the label), e.g. "Refunds (12)" */
  caption?: ReactNode;
  columns: readonly DeskColumn[];
  rows: readonly T[];
  /** the line shown when the list is empty, e.g. "No refunds." */
  empty: string;
  row: (item: T) => ReactNode;
}) {
  const { label, columns, rows } = props;
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table}>
        <caption>{props.caption ?? label}</caption>
        <thead>
          <tr>
            {columns.map((c) =>
              typeof c === 'string' ? (
                <th key={c} scope="col">
                  {c}
                </th>
              ) : (
                <th key={c.label} scope="col" className={styles.num}>
                  {c.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{props.empty}</td>
            </tr>
          ) : (
            rows.map(props.row)
          )}
        </tbody>
      </table>
    </div>
  );
}
