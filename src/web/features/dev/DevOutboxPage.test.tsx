import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authText } from '../../i18n/en/auth';
import { DevOutboxPage } from './DevOutboxPage';

const t = authText.dev;

function serve(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

function renderPage() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <DevOutboxPage />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DevOutboxPage', () => {
  it('lists the messages newest first with their codes readable', async () => {
    serve(200, {
      success: true,
      data: [
        {
          id: 2,
          channel: 'sms',
          to: '9876543210',
          subject: null,
          text: 'Your OTP is 2468 to verify your mobile',
          createdAt: '2030-01-01T10:00:05.000Z',
        },
        {
          id: 1,
          channel: 'email',
          to: 'asha@example.com',
          subject: 'JTDC: verify your email address',
          text: 'Your OTP is 1357. Enter it.',
          createdAt: '2030-01-01T10:00:04.000Z',
        },
      ],
    });
    renderPage();
    const items = await screen.findAllByTestId('dev-message');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('2468')).toBeInTheDocument();
    expect(within(items[0]!).getByText('9876543210')).toBeInTheDocument();
    expect(
      within(items[1]!).getByRole('heading', { name: 'JTDC: verify your email address' }),
    ).toBeInTheDocument();
    expect(within(items[1]!).getByText('1357')).toBeInTheDocument();
  });

  it('says the outbox is off when the server has real transports (404)', async () => {
    serve(404, { success: false, message: 'Not found.' });
    renderPage();
    expect(await screen.findByText(t.off)).toBeInTheDocument();
  });
});
