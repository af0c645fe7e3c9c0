import { useSearch } from 'wouter';

/** A positive whole number from the query string (?page=2), or the fallback. */
export function useQueryNumber(name: string, fallback: number): number {
  const value = new URLSearchParams(useSearch()).get(name);
  const n = value === null ? NaN : Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : fallback;
}

/** The current page of a paginated list (?page=N), 1 when absent or invalid. */
export const usePageParam = () => useQueryNumber('page', 1);
