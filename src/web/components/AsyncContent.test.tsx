import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AsyncContent, type QueryLike } from './AsyncContent';

const q = (over: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  isPending: false,
  isError: false,
  data: undefined,
  refetch: vi.fn(),
  ...over,
});
const show = (query: QueryLike<string[]>) =>
  render(
    <AsyncContent
      query={query}
      errorTitle="Could not load"
      retryLabel="Try again"
      emptyTitle="Nothing yet"
      isEmpty={(d) => d.length === 0}
    >
      {(d) => <p>{d.join(', ')}</p>}
    </AsyncContent>,
  );

describe('AsyncContent', () => {
  it('shows a spinner while loading', () => {
    show(q({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
  it('shows the error with a retry that refetches', () => {
    const query = q({ isError: true });
    show(query);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });
  it('shows the empty state for an empty list and the content otherwise', () => {
    show(q({ data: [] }));
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    show(q({ data: ['Ranchi', 'Netarhat'] }));
    expect(screen.getByText('Ranchi, Netarhat')).toBeInTheDocument();
  });
});
