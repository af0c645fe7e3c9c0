import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import { StaffProvider, useStaffSession } from '../admin/useStaff';
import { AuthProvider } from '../lib/auth';

export type Call = {
  method: string;
  path: string;
  /** the query string ('?status=failed'; '' without one) */
  search: string;
  body: unknown;
  headers: Record<string, string>;
};
type Handler = (
  body: unknown,
  call: Call,
) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/**
 * Replaces fetch with answers per "METHOD /path" (for component tests only; API behaviour is
 * tested against the real server). Unlisted calls answer 404. Returns the calls made.
 */
export function fakeApi(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      const call = { method, path: url.pathname, search: url.search, body, headers };
      calls.push(call);
      const handler = routes[`${method} ${url.pathname}`];
      const r = handler
        ? await handler(body, call)
        : { status: 404, body: { success: false, message: 'Not found.' } };
      return new Response(JSON.stringify(r.body), {
        status: r.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const ok = (message: string) => ({ status: 200, body: { success: true, message } });
export const fail = (status: number, message?: string) => ({
  status,
  body: message ? { success: false, message } : { success: false },
});

/** Renders a page with the app's providers and a toast container. */
export function renderPage(ui: ReactNode) {
  const qc = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={qc}>
      <AuthProvider>
        {ui}
        <ToastContainer autoClose={false} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

/** The back office renders its pages once the staff member is known (`GET /api/staff/me`). */
function SignedIn({ children }: { children: ReactNode }) {
  return useStaffSession().me ? children : null;
}

/** A back-office page as the signed-in staff member the fake API's `/api/staff/me` names. */
export const renderStaffPage = (ui: ReactNode) =>
  renderPage(
    <StaffProvider>
      <SignedIn>{ui}</SignedIn>
    </StaffProvider>,
  );
