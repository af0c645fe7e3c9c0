// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { HistoryRow } from '../../../shared/contracts/receipts';
import { AuthProvider } from '../../lib/auth';
import { BookingHistoryPage } from './BookingHistoryPage';

const row = (id: number, Status: string, paid: boolean): HistoryRow => ({
  BookingID: id,
  BookingRefNo: `JTDC26112300${id}`,
  HotelID: 1,
  PropertyName: 'Hotel Patratu Lake Resort',
  CheckinDate: '2026-12-20',
  CheckOutDate: '2026-12-22',
  NoOfDay: 2,
  TotalRoom: 1,
  BookingDate: '2026-11-23T10:00:00.000Z',
  Status,
  RoomTotal: 4000,
  GST: 480,
  TotalAmount: 4480,
  RefundAmount: 0,
  CanCancel: paid,
  HasReceipt: paid,
  CreditNotes: [],
  DebitNotes: [],
  Rooms: [
    {
      RoomBookingID: id * 10,
      RoomTypeName: 'Deluxe Room',
      Status: 'booked',
      Amount: 4480,
      RefundAmount: null,
    },
  ],
});

beforeEach(() => {
  const rows = [
    {
      ...row(1, 'confirmed', true),
      DebitNotes: [{ DebitNoteID: 9, DebitNoteNo: 'DN/2627/000009' }],
    },
    row(2, 'failed', false),
    row(3, 'expired', false),
    row(4, 'pending_payment', false),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.startsWith('/api/dashboard/admin/booking-history')
        ? { success: true, data: rows }
        : url === '/api/auth/profile'
          ? { success: true, user: { customerId: 42, Customer_Name: 'Asha' } }
          : { success: false, message: 'Not found.' };
      return new Response(JSON.stringify(body), {
        status: 'success' in body && body.success ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function setup() {
  const memory = memoryLocation({ path: '/booking-history' });
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <AuthProvider>
        <Router hook={memory.hook}>
          <BookingHistoryPage />
        </Router>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('booking history (issue 10 item 9)', () => {
  it('labels failed, expired and open holds plainly, shows no amount as paid and offers no cancel for them', async () => {
    setup();
    const items = await screen.findAllByTestId('history-row');
    expect(items).toHaveLength(4);
    const [confirmed, failed, expired, pending] = items as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(confirmed).getByText('Confirmed')).toBeInTheDocument();
    expect(within(confirmed).getByText('₹4,480.00')).toBeInTheDocument();
    expect(within(confirmed).getByRole('link', { name: /^Cancel/ })).toBeInTheDocument();
    for (const [item, label] of [
      [failed, 'Payment failed'],
      [expired, 'Hold expired'],
      [pending, 'Awaiting payment'],
    ] as const) {
      expect(within(item).getByText(label)).toBeInTheDocument();
      expect(within(item).getByText('₹4,480.00, not paid')).toBeInTheDocument();
      expect(within(item).queryByRole('link', { name: /^Cancel/ })).not.toBeInTheDocument();
    }
  });

  it('links the GST debit note of a dearer date change from its booking (ADR 381)', async () => {
    setup();
    const [confirmed] = await screen.findAllByTestId('history-row');
    const link = within(confirmed!).getByRole('link', { name: /Debit note DN\/2627\/000009/ });
    expect(link.getAttribute('href')).toBe('/debit-note/1/9');
  });
});
