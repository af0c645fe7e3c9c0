import { fireEvent, screen } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { addDays, formatDate, todayIst } from '../../../shared/dates';
import { fakeApi, renderPage } from '../../test/render';
import { RatesPage } from './RatesPage';

const today = todayIst();
const month = today.slice(0, 7);
const [y, m] = month.split('-').map(Number) as [number, number];
const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
const nights = Array.from({ length: days }, (_, i) => {
  const date = `${month}-${String(i + 1).padStart(2, '0')}`;
  return {
    date,
    price: 2200,
    extraPersonRate: 0,
    custom: false,
    total: 6,
    booked: 0,
    closed: 0,
    free: 6,
  };
});
const roomType = {
  id: 3,
  hotelId: 1,
  name: 'Standard Single Room',
  category: 'Single',
  maxAdults: 1,
  maxChildren: 1,
  allowedExtraPerson: 0,
  extraPersonRate: 0,
  basePrice: 2200,
  totalRooms: 6,
  photos: [],
};
const hotel = {
  id: 1,
  unitName: 'Patratu Lake Resort',
  locationName: 'Patratu',
  mobileNo: '9431100101',
  email: 'patratu@example.com',
  priceRange: null,
  description: 'd',
  address: 'a',
  location: 'l',
  checkInTime: '12:00 PM',
  checkOutTime: '11:00 AM',
  noShowCutoffHours: 6,
  totalRooms: 6,
  facilities: [],
  photos: [],
  roomTypes: [roomType],
};

function renderRates() {
  const calls = fakeApi({
    'GET /api/staff/hotels/1': () => ({ status: 200, body: { success: true, data: hotel } }),
    'GET /api/staff/hotels/1/room-types/3/rates': () => ({
      status: 200,
      body: { success: true, data: { month, roomType, nights } },
    }),
    'PUT /api/staff/hotels/1/room-types/3/rates': () => ({
      status: 200,
      body: { success: true, message: 'Price set for 2 nights.', data: { nights: 2 } },
    }),
    'PUT /api/staff/hotels/1/room-types/3/closures': () => ({
      status: 409,
      body: {
        success: false,
        message: 'Cannot close 9 rooms of Standard Single Room: only 6 are free.',
      },
    }),
  });
  const { hook } = memoryLocation({ path: '/hotels/1/room-types/3/rates' });
  renderPage(
    <Router hook={hook}>
      <Route path="/hotels/:hotelId/room-types/:roomTypeId/rates">
        <RatesPage />
      </Route>
    </Router>,
  );
  return calls;
}

/** A night of the month that is not past and has a next night in the same month. */
const first = Number(today.slice(8)) < days ? today : null;

describe('rates calendar', () => {
  it.runIf(first)(
    'clicking a first and a last night sets the price up to the night after the last (to is exclusive)',
    async () => {
      const calls = renderRates();
      const from = first!;
      const last = addDays(from, 1);
      fireEvent.click(
        await screen.findByRole('button', { name: new RegExp(`, ${formatDate(from)}`) }),
      );
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`, ${formatDate(last)}`) }));
      expect(
        screen.getByRole('button', { name: new RegExp(`, ${formatDate(last)}`) }),
      ).toHaveAttribute('aria-pressed', 'true');
      fireEvent.change(screen.getByLabelText('Price per night (₹)'), { target: { value: '4800' } });
      fireEvent.click(screen.getByRole('button', { name: 'Set price' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Price set for 2 nights.');
      const put = calls.find((c) => c.method === 'PUT');
      expect(put?.body).toEqual({ from, to: addDays(last, 1), pricePerDay: 4800 });
    },
  );

  it("shows the server's refusal of a closure", async () => {
    renderRates();
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Rates: Standard Single Room' },
      { timeout: 5000 },
    );
    fireEvent.change(screen.getByLabelText('First night'), { target: { value: today } });
    fireEvent.change(screen.getByLabelText('Rooms closed each night'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set closures' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/only 6 are free/);
  });
});
