import type { ReactNode } from 'react';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { Spinner } from './Spinner';

/** The part of a TanStack Query result this component reads. */
export type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
};

export interface AsyncContentProps<T> {
  query: QueryLike<T>;
  /** Shown when loading failed, with a retry button. */
  errorTitle: ReactNode;
  retryLabel: string;
  /** Shown when `isEmpty(data)` holds. */
  emptyTitle?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** A list or page that loads: a spinner, then the content, an empty state, or an error with retry. */
export function AsyncContent<T>({
  query,
  errorTitle,
  retryLabel,
  emptyTitle,
  isEmpty,
  children,
}: AsyncContentProps<T>) {
  if (query.isPending) return <Spinner block />;
  if (query.isError || query.data === undefined) {
    return (
      <EmptyState
        tone="error"
        title={errorTitle}
        action={<Button onClick={() => void query.refetch()}>{retryLabel}</Button>}
      />
    );
  }
  if (emptyTitle !== undefined && isEmpty?.(query.data)) return <EmptyState title={emptyTitle} />;
  return <>{children(query.data)}</>;
}
