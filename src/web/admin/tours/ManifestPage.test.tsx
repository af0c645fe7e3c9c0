import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DepartureManifest } from '../../../shared/contracts/tours';
import { fakeApi, renderPage } from '../../test/render';
import { ManifestPage } from './ManifestPage';

const manifest: DepartureManifest = {
  departureId: 11,
  tourId: 3,
  tourTitle: 'Netarhat Sunrise',
  date: '2026-12-05',
  time: '06:00',
  status: 'open',
  guidePhone: '9431100100',
  seats: 20,
  seatsSold: 2,
  seatsFree: 18,
  travellers: [
    {
      BookingRefNo: 'TB-2612-0001',
      name: 'Ravi Kumar',
      age: 40,
      child: false,
      idType: 'Aadhaar Card',
      pickupPoint: 'Ranchi Railway Station',
      pickupTime: '06:00',
      contactName: 'Ravi Kumar',
      mobile: '9876543210',
      email: 'ravi@example.com',
    },
    {
      BookingRefNo: 'TB-2612-0001',
      name: '=Anu Kumari',
      age: 8,
      child: true,
      idType: 'Aadhaar Card',
      pickupPoint: 'Ranchi Railway Station',
      pickupTime: '06:00',
      contactName: 'Ravi Kumar',
      mobile: '9876543210',
      email: 'ravi@example.com',
    },
  ],
};

function renderAt(path: string) {
  fakeApi({
    'GET /api/staff/departures/11/manifest': () => ({
      status: 200,
      body: { success: true, data: manifest },
    }),
  });
  const { hook } = memoryLocation({ path });
  renderPage(
    <Router hook={hook}>
      <Route path="/tour-departures/:id/manifest">
        <ManifestPage />
      </Route>
    </Router>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the manifest page', () => {
  it('shows each traveller with age, ID type, pickup point and time, booking and contact', async () => {
    renderAt('/tour-departures/11/manifest');
    expect(
      await screen.findByRole('heading', { name: 'Manifest: Netarhat Sunrise', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 sold, 18 free of 20')).toBeInTheDocument();
    expect(screen.getByText('9431100100')).toBeInTheDocument();
    const child = screen.getByRole('rowheader', { name: '=Anu Kumari' }).closest('tr')!;
    const cells = within(child as HTMLElement);
    expect(cells.getByText('8 (child)')).toBeInTheDocument();
    expect(child).toHaveTextContent('06:00 Ranchi Railway Station');
    expect(child).toHaveTextContent('TB-2612-0001');
    expect(cells.getByRole('link', { name: '9876543210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(
      screen.getByRole('link', { name: 'All departures of Netarhat Sunrise' }),
    ).toHaveAttribute('href', '/admin/tour-departures?tourId=3');
  });

  it('downloads the CSV with the server’s columns, a formula-looking name defused', async () => {
    renderAt('/tour-departures/11/manifest');
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:manifest';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(names).toEqual(['manifest-departure-11-2026-12-05.csv']);
    const text = await blobs[0]!.text();
    const lines = text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Booking,Traveller,Age,Child,ID type,Pickup point,Pickup time,Contact,Mobile,Email',
    );
    expect(lines[2]).toBe(
      "TB-2612-0001,'=Anu Kumari,8,yes,Aadhaar Card,Ranchi Railway Station,06:00,Ravi Kumar,9876543210,ravi@example.com",
    );
  });

  it('prints the page with the browser’s print', async () => {
    renderAt('/tour-departures/11/manifest');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
