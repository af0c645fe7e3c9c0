import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/contracts/staff';
import { fakeApi, renderPage } from '../../test/render';
import { DashboardPage } from './DashboardPage';

/** The page draws the figures the server sent for the role (ADR 245), and nothing else. */
function renderWith(data: Dashboard) {
  fakeApi({
    'GET /api/staff/dashboard': () => ({ status: 200, body: { success: true, data } }),
  });
  renderPage(<DashboardPage />);
}

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
      hotels: [{ hotelId: 1, name: 'Patratu Lake Resort', arrivals: 2, departures: 1 }],
      openRequests: 5,
    });
    expect(await screen.findByText('Arrivals today')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Patratu Lake Resort' })).toBeInTheDocument();
    expect(screen.getByText('Open requests')).toBeInTheDocument();
    for (const absent of ['Failed refunds', 'Received today', 'Drafts'])
      expect(labels()).not.toContain(absent);
  });
});
