import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

export { fakeApi } from '../../test/render';
export type Reply = { status: number; body: unknown };

/** A successful reply carrying data (the content calls' shape). */
export const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });

/** Renders with a query client only (the home sections need no auth). */
export function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
