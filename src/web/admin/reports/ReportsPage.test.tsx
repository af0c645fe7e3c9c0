import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPage } from '../../test/render';
import { ReportsPage } from './ReportsPage';

const reports = (departures: unknown[], bySource: unknown[] = []) => ({
  status: 200,
  body: {
    success: true,
    data: {
      from: '2026-11-13',
      to: '2026-12-11',
      hotels: [{ id: 1, name: 'Hotel Birsa Vihar' }],
      occupancy: [],
      revenue: [],
      cancellations: [],
      departures,
      bySource,
    },
  },
});

describe('reports page: tour departures', () => {
  it('lists each departure with its seats sold and free', async () => {
    fakeApi({
      'GET /api/staff/reports': () =>
        reports([
          {
            date: '2026-12-05',
            time: '06:00',
            departureId: 7,
            tourId: 1,
            tourTitle: 'Netarhat Sunrise Tour',
            status: 'open',
            seatsTotal: 20,
            seatsSold: 2,
            seatsFree: 18,
          },
        ]),
    });
    renderPage(<ReportsPage />);
    const table = await screen.findByRole('table', {
      name: 'Seats sold and free per tour departure',
    });
    const row = within(table).getByText('Netarhat Sunrise Tour').closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '2026-12-05',
      '06:00',
      'Netarhat Sunrise Tour',
      'open',
      '20',
      '2',
      '18',
    ]);
  });

  it('shows no departures section when none leave in the range (a hotel manager’s reports)', async () => {
    fakeApi({ 'GET /api/staff/reports': () => reports([]) });
    renderPage(<ReportsPage />);
    expect(await screen.findByRole('heading', { name: 'Cancellations' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tour departures' })).toBeNull();
  });
});

describe('reports page: bookings by source', () => {
  it('shows each source with its bookings, value and commission', async () => {
    const row = (source: string, kind: string, extra: object) => ({
      source,
      kind,
      bookings: 2,
      rooms: 3,
      taxableValue: 10000,
      gst: 1200,
      total: 11200,
      commissionBp: null,
      commission: null,
      ...extra,
    });
    fakeApi({
      'GET /api/staff/reports': () =>
        reports(
          [],
          [
            row('Website', 'website', {}),
            row('Booking.com', 'ota', { commissionBp: 1550, commission: 1550 }),
            row('Agoda', 'ota', { bookings: 1 }),
          ],
        ),
    });
    renderPage(<ReportsPage />);
    const table = await screen.findByRole('table', { name: 'Bookings by source' });
    const cells = (name: string) =>
      within(within(table).getByText(name).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Booking.com')).toEqual([
      'Booking.com',
      '2',
      '3',
      '10,000.00',
      '1,200.00',
      '11,200.00',
      '15.5',
      '1,550.00',
    ]);
    expect(cells('Agoda').slice(-2)).toEqual(['Not known', '–']);
    expect(cells('Website').slice(-2)).toEqual(['None', '–']);
  });
});
