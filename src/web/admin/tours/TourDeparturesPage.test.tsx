import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffDeparture } from '../../../shared/contracts/tours';
import { fakeApi, renderPage } from '../../test/render';
import { TourDeparturesPage } from './TourDeparturesPage';

const departure = (over: Partial<StaffDeparture>): StaffDeparture => ({
  id: 11,
  tourId: 3,
  date: '2026-12-05',
  time: '06:00',
  seats: 20,
  seatsSold: 6,
  seatsLeft: 14,
  adultPricePaise: 250000,
  childPricePaise: 125000,
  singleSupplementPaise: null,
  pickupPoints: [{ id: 1, name: 'Ranchi Railway Station', time: '06:00' }],
  status: 'open',
  guidePhone: '9431100100',
  cancelReason: null,
  ...over,
});

const TOURS = [
  { id: 3, title: 'Netarhat Sunrise', published: true },
  { id: 5, title: 'Betla Safari', published: false },
];

/** The page with two tours; tour 3 has two departures, tour 5 none. */
function renderWith() {
  let rows = [
    departure({}),
    departure({ id: 12, date: '2026-12-12', seatsSold: 0, seatsLeft: 20 }),
  ];
  const calls = fakeApi({
    'GET /api/staff/tours': () => ({ status: 200, body: { success: true, data: TOURS } }),
    'GET /api/staff/tours/3/departures': () => ({
      status: 200,
      body: { success: true, data: rows },
    }),
    'GET /api/staff/tours/5/departures': () => ({ status: 200, body: { success: true, data: [] } }),
    'POST /api/staff/tours/3/departures': () => ({
      status: 201,
      body: {
        success: true,
        data: {
          created: [
            departure({ id: 20, date: '2026-12-19' }),
            departure({ id: 21, date: '2027-01-02' }),
          ],
          skipped: ['2026-12-26'],
        },
      },
    }),
    'PUT /api/staff/tours/3/departures': (body) => {
      const b = body as { id: number; status?: 'open' | 'closed' };
      rows = rows.map((r) => (r.id === b.id ? { ...r, ...b } : r));
      return { status: 200, body: { success: true, data: rows.find((r) => r.id === b.id) } };
    },
    'POST /api/staff/departures/11/cancel': () => {
      rows = rows.map((r) =>
        r.id === 11 ? { ...r, status: 'cancelled', cancelReason: 'Road closed by landslide' } : r,
      );
      return {
        status: 200,
        body: {
          success: true,
          data: {
            departureId: 11,
            refunded: [
              { tourBookingId: 1, refundPaise: 525000, refundId: 4 },
              { tourBookingId: 2, refundPaise: 262500, refundId: 5 },
            ],
            holdsEnded: 1,
          },
        },
      };
    },
  });
  renderPage(<TourDeparturesPage />);
  return calls;
}

const rowOf = async (name: RegExp) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

// the page keeps the chosen tour in its address (?tourId=): each test starts at none
beforeEach(() => window.history.replaceState(null, '', '/'));

describe('the tour departures page', () => {
  it('lists the first tour’s departures with seats sold and free, prices, pickup and status', async () => {
    renderWith();
    const row = await rowOf(/05 Dec 2026/);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Sat 05 Dec 2026');
    expect(row).toHaveTextContent('6 sold, 14 free');
    expect(row).toHaveTextContent('Adult ₹2,500.00');
    expect(row).toHaveTextContent('Child ₹1,250.00');
    expect(row).toHaveTextContent('06:00 Ranchi Railway Station');
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: 'Manifest of 05 Dec 2026 06:00' }),
    ).toHaveAttribute('href', '/admin/tour-departures/11/manifest');
    expect(screen.getByRole('option', { name: 'Betla Safari (draft)' })).toBeInTheDocument();
  });

  it('asks for another tour’s departures when the tour is changed', async () => {
    const calls = renderWith();
    await rowOf(/05 Dec 2026/);
    fireEvent.change(screen.getByLabelText('Tour'), { target: { value: '5' } });
    expect(
      await screen.findByText('No departures in these dates. Add one, or a weekly schedule.'),
    ).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('/api/staff/tours/5/departures');
  });

  it('adds a weekly schedule: the chosen weekdays, dates, prices and pickup points go to the server', async () => {
    const calls = renderWith();
    await rowOf(/05 Dec 2026/);
    fireEvent.click(screen.getByRole('button', { name: 'Add departures' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add departures' });
    fireEvent.click(within(dialog).getByLabelText('Every week (a schedule)'));
    fireEvent.change(within(dialog).getByLabelText(/^From/), { target: { value: '2026-12-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^To/), { target: { value: '2027-03-31' } });
    fireEvent.change(within(dialog).getByLabelText(/^Adult price/), { target: { value: '2500' } });
    fireEvent.change(within(dialog).getByLabelText(/^Child price/), { target: { value: '1250' } });
    fireEvent.change(within(dialog).getByLabelText(/^Pickup point 1: place/), {
      target: { value: 'Ranchi Railway Station' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Pickup point 1: time/), {
      target: { value: '05:45' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 departures added. Skipped, the tour already leaves then: 26 Dec 2026.',
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      schedule: { from: '2026-12-01', to: '2027-03-31', weekdays: [6] },
      time: '06:00',
      seats: 20,
      adultPrice: 2500,
      childPrice: 1250,
      singleSupplement: null,
      guidePhone: null,
      pickupPoints: [{ name: 'Ranchi Railway Station', time: '05:45' }],
    });
  });

  it('checks the form with the contract before calling: a missing price and no weekday are named', async () => {
    const calls = renderWith();
    await rowOf(/05 Dec 2026/);
    fireEvent.click(screen.getByRole('button', { name: 'Add departures' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add departures' });
    fireEvent.click(within(dialog).getByLabelText('Every week (a schedule)'));
    fireEvent.click(within(dialog).getByLabelText('Saturday'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Choose at least one day of the week.')).toBeVisible();
    expect(within(dialog).getByLabelText(/^Adult price/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('closes a departure to sales with one click and says so', async () => {
    const calls = renderWith();
    const row = await rowOf(/12 Dec 2026/);
    fireEvent.click(within(row).getByRole('button', { name: 'Close 12 Dec 2026 06:00' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The departure of 12 Dec 2026 is closed: no more seats are sold.',
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ id: 12, status: 'closed' });
    await waitFor(async () =>
      expect(within(await rowOf(/12 Dec 2026/)).getByText('Closed')).toBeInTheDocument(),
    );
  });

  it('cancels a departure only with a reason, after a confirmation that says everyone is refunded', async () => {
    const calls = renderWith();
    const row = await rowOf(/05 Dec 2026/);
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel 05 Dec 2026 06:00' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Cancel the departure of 05 Dec 2026 at 06:00?',
    });
    expect(dialog).toHaveAccessibleDescription(/refunded in full/);
    const confirm = within(dialog).getByRole('button', {
      name: 'Cancel departure and refund everyone',
    });
    fireEvent.click(confirm);
    expect(
      await within(dialog).findByText('Give the reason the departure is cancelled.'),
    ).toBeVisible();
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: 'Road closed by landslide' },
    });
    fireEvent.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The departure of 05 Dec 2026 is cancelled: 2 bookings refunded in full, 1 unpaid hold ended.',
    );
    expect(calls.find((c) => c.path === '/api/staff/departures/11/cancel')?.body).toEqual({
      reason: 'Road closed by landslide',
    });
    const cancelled = await rowOf(/05 Dec 2026/);
    await waitFor(() => expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument());
    expect(within(cancelled).queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });
});
