import { addDays } from '../../../shared/dates';

/** "2026-11" -> its first and last IST dates. */
export function monthDates(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = `${month}-01`;
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { first, last: addDays(next, -1) };
}
