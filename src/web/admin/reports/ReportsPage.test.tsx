import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPage } from '../../test/render';
import { ReportsPage } from './ReportsPage';

const reports = (departures: unknown[]) => ({
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
