// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CancellationBooking, CancellationRoom } from '../../../shared/contracts/cancellation';
import { AuthProvider } from '../../lib/auth';
import { CancelBookingPage } from './CancelBookingPage';

const room = (id: number, over: Partial<CancellationRoom> = {}): CancellationRoom => ({
  RoomBookingID: id,
  RoomType: 1,
  RoomTypeName: id % 2 ? 'Deluxe Room' : 'Lake View Suite',
  NoOfAdult: 2,
  NoOfChild: 0,
  ExtraPerson: 0,
  AllowedExtraPerson: 1,
  PricePerDay: 2000,
  ExtraPersonRate: 500,
  Price: 4000.5,
  TaxAmount: 200.03,
  TotalPaid: 4200.53,
  Status: 'booked',
  CancellationCharge: null,
  RefundAmount: null,
  ...over,
});

const booking = (
  rooms: CancellationRoom[],
  over: Partial<CancellationBooking> = {},
): CancellationBooking => ({
  BookingID: 7,
  BookingRefNo: 'JTDC-2026-0007',
  HotelID: 1,
  UnitName: 'Hotel Patratu Lake Resort',
  CheckIn: '2026-12-20',
  CheckOut: '2026-12-22',
  NoOfDay: 2,
  Status: 'confirmed',
  TotalRoom: rooms.length,
  applicable: { DaysBeforeCheckIn: 20, DeductionPercent: 20 },
  rooms,
  refunds: [],
  ...over,
});

const POLICY = {
  success: true,
  data: [
    { MinDays: 15, MaxDays: null, DeductionPercent: 20 },
    { MinDays: 7, MaxDays: 14, DeductionPercent: 30 },
    { MinDays: 2, MaxDays: 6, DeductionPercent: 50 },
    { MinDays: 0, MaxDays: 1, DeductionPercent: null },
  ],
  applicable: { DaysBeforeCheckIn: 20, DeductionPercent: 20 },
};

type Reply = { status?: number; body: unknown };
let routes: Record<string, (body: unknown) => Reply>;
let calls: { key: string; body: unknown }[];

beforeEach(() => {
  calls = [];
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key, body });
      const handler = routes[key];
      const reply = handler
        ? handler(body)
        : { status: 404, body: { success: false, message: 'Not found.' } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function setup(
  data: CancellationBooking,
  cancelledIds = '',
  extra: Record<string, (body: unknown) => Reply> = {},
) {
  routes = {
    'GET /api/auth/profile': () => ({
      body: {
        success: true,
        user: {
          customerId: 42,
          EmailId: 'asha@example.com',
          Customer_Name: 'Asha',
          Mobile_Number: '9876543210',
        },
      },
    }),
    'GET /api/hotel/cancel-booking/7': () => ({ body: { success: true, data } }),
    'GET /api/hotel/get-cancellation-details/7': () => ({
      body: { success: true, data: [{ vchRoomIds: cancelledIds }] },
    }),
    'POST /api/hotel/cancel/partial/7': (body) =>
      body === undefined
        ? { body: POLICY }
        : {
            body: {
              success: true,
              cancellationData: [
                {
                  RoomBookingID: (body as { ROOMID: number }).ROOMID,
                  Amount: 896.11,
                  TotalPaid: 4480.56,
                  RefundAmount: 3584.45,
                  DeductionPercent: 20,
                  DaysBeforeCheckIn: 20,
                },
              ],
            },
          },
    ...extra,
  };
  const memory = memoryLocation({ path: '/cancel-booking/7', record: true });
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <AuthProvider>
        <Router hook={memory.hook}>
          <Route path="/cancel-booking/:bookingId">
            <CancelBookingPage />
          </Route>
        </Router>
        <ToastContainer />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return memory;
}

const typeSelect = () => screen.findByLabelText(/Cancellation Type/);
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
const policyCalls = () =>
  calls.filter((c) => c.key === 'POST /api/hotel/cancel/partial/7' && c.body === undefined);

describe('Cancellation Type dropdown', () => {
  it('offers Full and Partial for a booking of several rooms, chooses neither, and loads the policy on a choice', async () => {
    setup(booking([room(1), room(2)]));
    const select = await typeSelect();
    expect(optionTexts(select)).toEqual([
      'Select a cancellation type',
      'Full Cancellation',
      'Partial Cancellation',
    ]);
    expect(select).toHaveValue('');
    expect(policyCalls()).toHaveLength(0);

    await userEvent.selectOptions(select, 'partial');
    expect(await screen.findByRole('table', { name: /Deduction by days/ })).toBeInTheDocument();
    expect(policyCalls()).toHaveLength(1);
    expect(screen.getByText('15 days or more')).toBeInTheDocument();
    expect(screen.getByText('Cancellation not allowed')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Cancel room/ })).toHaveLength(2);

    await userEvent.selectOptions(select, 'full');
    await waitFor(() => expect(policyCalls()).toHaveLength(2));
    expect(screen.queryAllByRole('button', { name: /^Cancel room/ })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
  });

  it('chooses Full by itself for a one-room booking and offers no Partial', async () => {
    setup(booking([room(1)]));
    const select = await typeSelect();
    expect(select).toHaveValue('full');
    expect(optionTexts(select)).toEqual(['Select a cancellation type', 'Full Cancellation']);
    await waitFor(() => expect(policyCalls()).toHaveLength(1));
  });

  it('chooses Partial by itself once a partial cancellation of this booking has started, and drops Full', async () => {
    localStorage.setItem('jtdc.cancellation.partialStarted.7', '1');
    setup(booking([room(1), room(2)]));
    const select = await typeSelect();
    expect(select).toHaveValue('partial');
    expect(optionTexts(select)).toEqual(['Select a cancellation type', 'Partial Cancellation']);
  });

  it('remembers partial per booking: another booking is not affected', async () => {
    localStorage.setItem('jtdc.cancellation.partialStarted.8', '1');
    setup(booking([room(1), room(2)]));
    expect(await typeSelect()).toHaveValue('');
  });

  it('keeps Partial for the last room of a partially cancelled booking, even without the local flag', async () => {
    setup(
      booking([room(1, { Status: 'cancelled', RefundAmount: 3584.45 }), room(2)], {
        Status: 'partially_cancelled',
      }),
      '1',
    );
    const select = await typeSelect();
    expect(select).toHaveValue('partial');
    expect(optionTexts(select)).not.toContain('Full Cancellation');
    const cancelled = await screen.findByRole('button', { name: 'Cancelled' });
    expect(cancelled).toBeDisabled();
    expect(screen.getAllByRole('button', { name: /^Cancel room/ })).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('partial: shows the loaded charge and the price with the GST charged on it, confirms, remembers partial and re-fetches the cancelled list', async () => {
    const data = booking([room(1), room(2)]);
    setup(data);
    routes['POST /api/hotel/cancel-room/confirm/7'] = () => ({
      body: {
        success: true,
        message: 'Room cancelled successfully.',
        data: {
          BookingID: 7,
          Status: 'partially_cancelled',
          CancelledRoomIds: [1],
          cancellationCharge: 896.11,
          refundAmount: 3584.45,
          refund: null,
        },
      },
    });
    await userEvent.selectOptions(await typeSelect(), 'partial');
    await userEvent.click((await screen.findAllByRole('button', { name: /^Cancel room 1/ }))[0]!);

    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this room?' });
    // 4000.50 + the 5% GST the invoice charged (200.03), not an assumed 12%
    expect(within(dialog).getByText('₹4,200.53')).toBeInTheDocument();
    expect(within(dialog).getByText('₹896.11')).toBeInTheDocument();
    const chargeCall = calls.find(
      (c) => c.key === 'POST /api/hotel/cancel/partial/7' && c.body !== undefined,
    );
    expect(chargeCall?.body).toEqual({
      Price: 4000.5,
      RoomConfig: 'Deluxe Room',
      UserID: 42,
      ROOMID: 1,
    });

    const detailsBefore = calls.filter((c) => c.key.includes('get-cancellation-details')).length;
    routes['GET /api/hotel/get-cancellation-details/7'] = () => ({
      body: { success: true, data: [{ vchRoomIds: '1' }] },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel room' }));
    expect(await screen.findByText('Room cancelled successfully.')).toBeInTheDocument();
    expect(localStorage.getItem('jtdc.cancellation.partialStarted.7')).toBe('1');
    await waitFor(() =>
      expect(
        calls.filter((c) => c.key.includes('get-cancellation-details')).length,
      ).toBeGreaterThan(detailsBefore),
    );
    expect(await screen.findByRole('button', { name: 'Cancelled' })).toBeDisabled();
    expect(optionTexts(await typeSelect())).not.toContain('Full Cancellation');
  });

  it('full: shows the preview figures, cancels, marks every room cancelled and says it returns to history', async () => {
    setup(booking([room(1), room(2)]));
    routes['GET /api/hotel/cancel-preview/7'] = () => ({
      body: {
        success: true,
        cancellationData: {
          totalAmount: 8961.12,
          taxAmount: 960.12,
          cancellationCharge: 1792.22,
          refundAmount: 7168.9,
          DeductionPercent: 20,
          DaysBeforeCheckIn: 20,
          rooms: 2,
        },
      },
    });
    routes['POST /api/hotel/cancel-all/7'] = () => ({
      body: {
        success: true,
        message: 'All rooms cancelled successfully',
        data: {
          BookingID: 7,
          Status: 'cancelled',
          CancelledRoomIds: [1, 2],
          cancellationCharge: 1792.22,
          refundAmount: 7168.9,
          refund: null,
        },
      },
    });
    await userEvent.selectOptions(await typeSelect(), 'full');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the whole booking?' });
    for (const figure of ['₹8,961.12', '₹960.12', '₹1,792.22', '₹7,168.90']) {
      expect(within(dialog).getByText(figure)).toBeInTheDocument();
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText('All rooms cancelled successfully')).toBeInTheDocument();
    expect(screen.getByText(/Returning to your booking history in 5 seconds/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cancelled' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  });
});

describe('errors show the spec texts', () => {
  it("'Error while calculating cancellation charges.' when the charge cannot be loaded", async () => {
    setup(booking([room(1), room(2)]));
    routes['POST /api/hotel/cancel/partial/7'] = (body) =>
      body === undefined
        ? { body: POLICY }
        : { status: 500, body: { success: false, message: 'x' } };
    await userEvent.selectOptions(await typeSelect(), 'partial');
    await userEvent.click((await screen.findAllByRole('button', { name: /^Cancel room 1/ }))[0]!);
    expect(
      await screen.findByText('Error while calculating cancellation charges.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("'Error while fetching cancellation policy.' when the policy cannot be loaded", async () => {
    setup(booking([room(1)]), '', {
      'POST /api/hotel/cancel/partial/7': () => ({
        status: 500,
        body: { success: false, message: 'x' },
      }),
    });
    expect(
      await screen.findByText('Error while fetching cancellation policy.'),
    ).toBeInTheDocument();
  });

  it("'Error loading cancellation info' when the preview is missing", async () => {
    setup(booking([room(1)]));
    routes['GET /api/hotel/cancel-preview/7'] = () => ({
      status: 500,
      body: { success: false, message: 'x' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText('Error loading cancellation info')).toBeInTheDocument();
  });

  it("'Error while confirming cancellation.' with the server's reason when a room cancel is refused", async () => {
    setup(booking([room(1), room(2)]));
    routes['POST /api/hotel/cancel-room/confirm/7'] = () => ({
      status: 409,
      body: { success: false, message: 'This room is already cancelled.' },
    });
    await userEvent.selectOptions(await typeSelect(), 'partial');
    await userEvent.click((await screen.findAllByRole('button', { name: /^Cancel room 1/ }))[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel room' }));
    expect(await screen.findByText('Error while confirming cancellation.')).toBeInTheDocument();
    expect(screen.getByText('This room is already cancelled.')).toBeInTheDocument();
  });

  it('says a booking inside 2 days cannot be cancelled, and offers no cancel action', async () => {
    setup(
      booking([room(1), room(2)], { applicable: { DaysBeforeCheckIn: 1, DeductionPercent: null } }),
    );
    expect(
      await screen.findByText(/Cancellation is not allowed within 2 days of check-in\./),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Cancellation Type/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  });
});

describe('a hold that was never paid (issue 10 item 9)', () => {
  it.each([
    ['failed', 'Payment failed'],
    ['expired', 'Hold expired'],
    ['pending_payment', 'Awaiting payment'],
  ] as const)(
    'a %s booking shows its status plainly: rooms not "Booked", no amount as paid, no cancel',
    async (status, label) => {
      setup(booking([room(1), room(2)], { Status: status }));
      const table = await screen.findByRole('table', { name: /rooms/i });
      expect(within(table).queryByText('Booked')).not.toBeInTheDocument();
      expect(within(table).getAllByText(label)).toHaveLength(2);
      expect(within(table).getAllByText('Not paid')).toHaveLength(2);
      expect(within(table).queryByText(/4,200\.53/)).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/Cancellation Type/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    },
  );

  it('labels a confirmed booking with the shared label and its rooms Booked', async () => {
    setup(booking([room(1), room(2)]));
    const table = await screen.findByRole('table', { name: /rooms/i });
    expect(within(table).getAllByText('Booked')).toHaveLength(2);
    expect(screen.getAllByText('Confirmed').length).toBeGreaterThan(0);
  });
});

describe('the page', () => {
  it('has one h1 and shows not-found for a booking that is not the customer’s', async () => {
    setup(booking([room(1)]), '', {
      'GET /api/hotel/cancel-booking/7': () => ({
        status: 404,
        body: { success: false, message: 'Booking not found.' },
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking not found' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('returns to booking history 5 seconds after the last room', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const memory = setup(booking([room(1)]));
    routes['GET /api/hotel/cancel-preview/7'] = () => ({
      body: {
        success: true,
        cancellationData: {
          totalAmount: 4480.56,
          taxAmount: 480.06,
          cancellationCharge: 896.11,
          refundAmount: 3584.45,
          DeductionPercent: 20,
          DaysBeforeCheckIn: 20,
          rooms: 1,
        },
      },
    });
    routes['POST /api/hotel/cancel-all/7'] = () => ({
      body: {
        success: true,
        message: 'All rooms cancelled successfully',
        data: {
          BookingID: 7,
          Status: 'cancelled',
          CancelledRoomIds: [1],
          cancellationCharge: 896.11,
          refundAmount: 3584.45,
          refund: null,
        },
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel booking' }));
    await screen.findByText('All rooms cancelled successfully');
    expect(memory.history?.at(-1)).toBe('/cancel-booking/7');
    await act(async () => {
      vi.advanceTimersByTime(4_900);
    });
    expect(memory.history?.at(-1)).toBe('/cancel-booking/7');
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(memory.history?.at(-1)).toBe('/booking-history');
  });
});
