import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { Destination } from '../../../shared/contracts/content';
import { DestinationPage } from './DestinationPage';

const ECO: Destination = {
  id: 2,
  title: 'Eco Tourism',
  image: '/media/destinations/2.svg',
  imageAlt: 'A waterfall in the forest',
  desc1: 'Forests and falls.',
  desc2: 'A long description of the forests.',
  data: [
    {
      title: 'Netarhat, Latehar',
      items: ['Sunrise point', 'Pine forests'],
      images: [{ url: '/media/destinations/2-1.svg', alt: 'Sunrise at Netarhat' }],
    },
  ],
  titleHi: null,
  imageAltHi: null,
  desc1Hi: null,
  desc2Hi: null,
};

/** fetch answering /api/destinations/2 with ECO and anything else with a 404; returns the paths asked. */
function fakeApi(): string[] {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      paths.push(path);
      const found = path === '/api/destinations/2';
      return new Response(
        JSON.stringify(
          found
            ? { success: true, data: ECO }
            : { success: false, message: 'Destination not found.' },
        ),
        { status: found ? 200 : 404, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return paths;
}

function open(path: string, state: unknown = null) {
  window.history.replaceState(state, '', path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Route path="/destination/:id">
        <DestinationPage />
      </Route>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('DestinationPage', () => {
  it('shows the destination handed over by navigation state without asking the server', async () => {
    const paths = fakeApi();
    open('/destination/2', { destination: ECO });
    expect(screen.getByRole('heading', { level: 1, name: 'Eco Tourism' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Netarhat, Latehar' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pine forests')).toBeInTheDocument();
    expect(screen.getByAltText('Sunrise at Netarhat')).toHaveAttribute('loading', 'lazy');
    expect(paths).toEqual([]);
  });

  it('fetches the destination by id when no state came with the link', async () => {
    const paths = fakeApi();
    open('/destination/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eco Tourism' }),
    ).toBeInTheDocument();
    expect(paths).toEqual(['/api/destinations/2']);
  });

  it('ignores state that belongs to another destination', async () => {
    const paths = fakeApi();
    open('/destination/2', { destination: { ...ECO, id: 1, title: 'Heritage Jharkhand' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eco Tourism' }),
    ).toBeInTheDocument();
    expect(paths).toEqual(['/api/destinations/2']);
  });

  it("shows 'Destination Not Found' for an unknown id", async () => {
    fakeApi();
    open('/destination/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Destination Not Found' }),
    ).toBeInTheDocument();
  });

  it("shows 'Destination Not Found' for an id that is not a number, without a call", () => {
    const paths = fakeApi();
    open('/destination/abc');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Destination Not Found' }),
    ).toBeInTheDocument();
    expect(paths).toEqual([]);
  });

  it('offers a retry, not Not Found, when the server fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, message: 'Oops' }), { status: 500 }),
      ),
    );
    open('/destination/2');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Destination Not Found')).not.toBeInTheDocument();
  });
});
