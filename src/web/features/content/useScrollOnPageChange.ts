import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moving to another page of a list changes only the query string, which the app's scroll-to-top
 * does not see: bring the list's top into view (not on the first render).
 */
export function useScrollOnPageChange<T extends HTMLElement>(page: number): RefObject<T | null> {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);
  return ref;
}
