// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffGstSlabSet } from '../../../shared/contracts/bookings';
import { fail, fakeApi, renderPage } from '../../test/render';
import { GstSlabsPage } from './GstSlabsPage';

const IN_FORCE: StaffGstSlabSet = {
  effectiveFrom: '2025-09-22',
  until: '2027-03-31',
  status: 'in_force',
  slabs: [
    { minTariff: 0, ratePercent: 5 },
    { minTariff: 7500.01, ratePercent: 18 },
  ],
};
const FUTURE: StaffGstSlabSet = {
  ...IN_FORCE,
  effectiveFrom: '2027-04-01',
  until: null,
  status: 'future',
};

describe('GstSlabsPage (one ListedTable with the accounts and folio-rate pages)', () => {
  it('lists each slab set in a labelled table, one row per set, with its status in words', async () => {
    fakeApi({
      'GET /api/staff/gst-slabs': () => ({
        status: 200,
        body: { success: true, data: [IN_FORCE, FUTURE] },
      }),
    });
    renderPage(<GstSlabsPage />);
    const table = await screen.findByRole('region', { name: 'GST slab sets' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Effective from', 'Until', 'Status', 'Slabs', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('In force')).toBeVisible();
    expect(within(rows[0]!).getByText('Cannot change')).toBeVisible();
    expect(within(rows[1]!).getByRole('button', { name: /Withdraw the slab set/ })).toBeVisible();
  });

  it("says the server's refusal when the list cannot load, and shows no table", async () => {
    fakeApi({ 'GET /api/staff/gst-slabs': () => fail(503, 'The database is busy.') });
    renderPage(<GstSlabsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy.');
    expect(screen.queryByRole('region', { name: 'GST slab sets' })).toBeNull();
  });

  it('announces what the last action said (a withdrawn set) above the list', async () => {
    let withdrawn = false;
    fakeApi({
      'GET /api/staff/gst-slabs': () => ({
        status: 200,
        body: { success: true, data: withdrawn ? [IN_FORCE] : [IN_FORCE, FUTURE] },
      }),
      'DELETE /api/staff/gst-slabs/2027-04-01': () => {
        withdrawn = true;
        return { status: 200, body: { success: true, message: 'Slab set withdrawn.' } };
      },
    });
    renderPage(<GstSlabsPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Withdraw the slab set/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Slab set withdrawn.');
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'GST slab sets' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
  });
});
