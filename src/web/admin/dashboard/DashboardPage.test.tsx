import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OverbookedBooking } from '../../../shared/contracts/channels';
import type { NightAudit } from '../../../shared/contracts/rooms';
import type { Dashboard } from '../../../shared/contracts/staff';
import { fakeApi, renderPage } from '../../test/render';
import { DashboardPage } from './DashboardPage';

/** The page draws the figures the server sent for the role (ADR 245), and nothing else. */
function renderWith(data: Dashboard, overbooked: OverbookedBooking[] = []) {
  const calls = fakeApi({
    'GET /api/staff/dashboard': () => ({ status: 200, body: { success: true, data } }),
    'GET /api/staff/channels/overbooked': () => ({
      status: 200,
      body: { success: true, data: overbooked },
    }),
  });
  renderPage(<DashboardPage />);
  return calls;
}

/** A closed day's figures, all zero, without those kept only later (null). */
const closed = (date: string): NightAudit => ({
  hotelId: 1,
  date,
  roomsAvailable: 12,
  roomsSold: 0,
  occupancyBp: 0,
  adrPaise: 0,
  revparPaise: 0,
  roomRevenuePaise: 0,
  taxPaise: 0,
  noShows: 0,
  roomsInHouse: null,
  arrivals: null,
  departures: null,
  byMethodPaise: null,
  closedBy: null,
  closedAt: `${date}T20:30:00.000Z`,
});

/** A card's figures: each term with its definition's text. */
const figuresOf = (card: HTMLElement) =>
  Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

const labels = () => screen.queryAllByText(/./, { selector: 'p' }).map((p) => p.textContent ?? '');

describe('the dashboard page', () => {
  it('shows accounts staff the money cards only, without the hotels table', async () => {
    renderWith({ today: '2026-11-28', failedRefunds: 2, pendingRefunds: 1, receivedToday: 8960 });
    expect(await screen.findByText('Received today')).toBeInTheDocument();
    expect(screen.getByText('₹8,960')).toBeInTheDocument();
    expect(screen.getByText('Refunds pending')).toBeInTheDocument();
    expect(screen.getByText('Failed refunds')).toBeInTheDocument();
    for (const absent of ['Arrivals today', 'Departures today', 'Open requests', 'Drafts'])
      expect(labels()).not.toContain(absent);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a content editor the content cards only', async () => {
    renderWith({ today: '2026-11-28', contentDrafts: 3, openTenders: 4 });
    expect(await screen.findByText('Drafts')).toBeInTheDocument();
    expect(screen.getByText('Open tenders')).toBeInTheDocument();
    for (const absent of ['Arrivals today', 'Failed refunds', 'Received today', 'Open requests'])
      expect(labels()).not.toContain(absent);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows a hotel manager their hotels' day and requests, no money", async () => {
    renderWith({
      today: '2026-11-28',
      hotels: [
        {
          hotelId: 1,
          name: 'Patratu Lake Resort',
          arrivals: 2,
          departures: 1,
          lastClosedDay: '2026-11-27',
          yesterdayClosed: true,
          lastClose: {
            ...closed('2026-11-27'),
            roomsSold: 3,
            occupancyBp: 2500,
            adrPaise: 320_000,
            revparPaise: 80_000,
            roomsInHouse: 2,
            arrivals: 1,
            departures: 2,
            noShows: 1,
            byMethodPaise: { online: 672_000, cash: 50_000, card: 0, upi: 0, company: 120_000 },
          },
        },
        {
          hotelId: 2,
          name: 'Hotel Birsa Vihar',
          arrivals: 0,
          departures: 0,
          lastClosedDay: '2026-11-25',
          yesterdayClosed: false,
          // closed before the in-house, arrival, departure and money figures were kept
          lastClose: closed('2026-11-25'),
        },
      ],
      openRequests: 5,
    });
    expect(await screen.findByText('Arrivals today')).toBeInTheDocument();
    const today = screen.getByRole('table', { name: 'Today per hotel' });
    expect(
      within(today).getByRole('rowheader', { name: 'Patratu Lake Resort' }),
    ).toBeInTheDocument();
    // each hotel's night audit: closed to yesterday, or the day still open
    expect(screen.getByRole('columnheader', { name: 'Night audit' })).toBeInTheDocument();
    expect(screen.getByText('Closed to 27 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Yesterday not closed (last closed 25 Nov 2026)')).toBeInTheDocument();
    expect(screen.getByText('Open requests')).toBeInTheDocument();
    // each hotel's last closed night, frozen: occupancy, ADR, RevPAR, in house, arrivals,
    // departures, no-shows and the money by method
    const patratu = screen.getByRole('article', { name: 'Patratu Lake Resort' });
    expect(patratu).toHaveTextContent('Night of 27 Nov 2026, closed by the daily close');
    expect(figuresOf(patratu)).toEqual({
      Occupancy: '25.00%',
      ADR: '₹3,200.00',
      RevPAR: '₹800.00',
      'In house': '2',
      Arrivals: '1',
      Departures: '2',
      'No-shows': '1',
      Received: 'Online ₹6,720.00Cash ₹500.00Bill to company ₹1,200.00',
    });
    const birsa = screen.getByRole('article', { name: 'Hotel Birsa Vihar' });
    expect(within(birsa).getAllByText('Not recorded')).toHaveLength(4);
    for (const absent of ['Failed refunds', 'Received today', 'Drafts'])
      expect(labels()).not.toContain(absent);
  });

  it("heads a hotel manager's dashboard with the overbooked OTA bookings: hotel, dates, OTA, code", async () => {
    renderWith(
      {
        today: '2026-11-28',
        hotels: [
          {
            hotelId: 1,
            name: 'Patratu Lake Resort',
            arrivals: 0,
            departures: 0,
            lastClosedDay: null,
            yesterdayClosed: false,
            lastClose: null,
          },
        ],
        openRequests: 0,
      },
      [
        {
          bookingId: 9,
          bookingRefNo: 'JTDC-9',
          hotelId: 1,
          hotelName: 'Patratu Lake Resort',
          otaName: 'MakeMyTrip',
          otaReservationCode: 'MMT-777',
          guestName: 'Asha Oraon',
          checkIn: '2026-12-24',
          checkOut: '2026-12-26',
          soldOutNight: '2026-12-24',
          paymentCollect: 'ota',
          receivedAt: '2026-11-28T04:00:00.000Z',
        },
      ],
    );
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('article', { name: 'Patratu Lake Resort' })).toHaveTextContent(
      'No day closed yet.',
    );
    expect(alert).toHaveTextContent('1 OTA booking is overbooked');
    expect(alert).toHaveTextContent('Patratu Lake Resort');
    expect(alert).toHaveTextContent('MakeMyTrip');
    expect(alert).toHaveTextContent('MMT-777');
    expect(alert).toHaveTextContent(/24.*Dec.*2026/);
  });

  it('flags a departure not reported 24 hours after check-out, linking the Form C list of that day', async () => {
    renderWith({
      today: '2026-11-28',
      hotels: [],
      openRequests: 0,
      formCOverdue: [],
      formCDepartureOverdue: [
        {
          bookingId: 7,
          ref: 'JTDC7',
          hotelId: 1,
          hotelName: 'Patratu Lake Resort',
          checkedOutAt: '2026-11-27T04:30:00.000Z',
        },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 departure report is overdue');
    expect(alert).toHaveTextContent(/checked out 27 Nov/);
    expect(
      screen.getByRole('link', { name: 'Patratu Lake Resort: booking JTDC7' }),
    ).toHaveAttribute('href', '/admin/form-c?hotelId=1&date=2026-11-27');
  });

  it('does not ask for overbookings for a role without hotels', async () => {
    const calls = renderWith({ today: '2026-11-28', failedRefunds: 0 });
    expect(await screen.findByText('Failed refunds')).toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls.map((c) => c.path)).not.toContain('/api/staff/channels/overbooked');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
