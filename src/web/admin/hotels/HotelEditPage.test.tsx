import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderStaffPage } from '../../test/render';
import { HotelEditPage } from './HotelEditPage';
import { readCoordinates } from './CoordinatesFields';

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
  latitude: null,
  longitude: null,
  photos: [],
  roomTypes: [],
};

function renderEdit() {
  const calls = fakeApi({
    'GET /api/staff/me': () => ({
      status: 200,
      body: {
        success: true,
        data: {
          email: 'admin@example.com',
          role: 'admin',
          hotelIds: [],
          totpEnabled: true,
          totpRequired: false,
          idleMinutes: 30,
        },
      },
    }),
    'GET /api/staff/hotels/1': () => ({ status: 200, body: { success: true, data: hotel } }),
    'PUT /api/staff/hotels/1': (body) => ({
      status: 200,
      body: { success: true, data: { ...hotel, ...(body as object) } },
    }),
  });
  const { hook } = memoryLocation({ path: '/hotels/1' });
  renderStaffPage(
    <Router hook={hook}>
      <Route path="/hotels/:hotelId">
        <HotelEditPage />
      </Route>
    </Router>,
  );
  return calls;
}

const puts = (calls: ReturnType<typeof fakeApi>) => calls.filter((c) => c.method === 'PUT');

describe('the hotel edit page: map position', () => {
  it('sends the latitude and longitude typed as numbers of degrees', async () => {
    const calls = renderEdit();
    const box = await screen.findByRole('group', { name: 'Map position (optional)' });
    fireEvent.change(within(box).getByLabelText(/^Latitude/), { target: { value: '23.6408' } });
    fireEvent.change(within(box).getByLabelText(/^Longitude/), { target: { value: '85.2906' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hotel' }));
    expect(await screen.findByText('Hotel saved.')).toBeInTheDocument();
    expect(puts(calls)[0]?.body).toMatchObject({ latitude: 23.6408, longitude: 85.2906 });
  });

  it('a latitude without a longitude is not sent, and the longitude box says what is missing', async () => {
    const calls = renderEdit();
    const box = await screen.findByRole('group', { name: 'Map position (optional)' });
    fireEvent.change(within(box).getByLabelText(/^Latitude/), { target: { value: '23.6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hotel' }));
    expect(await screen.findByText('Not saved: check the map position.')).toBeInTheDocument();
    const lng = within(box).getByLabelText(/^Longitude/);
    expect(lng).toHaveAccessibleDescription(/Give the longitude too, or clear both\./);
    expect(lng).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toEqual([]);
  });

  it('a latitude beyond 90 degrees is refused with its range', async () => {
    const calls = renderEdit();
    const box = await screen.findByRole('group', { name: 'Map position (optional)' });
    fireEvent.change(within(box).getByLabelText(/^Latitude/), { target: { value: '123' } });
    fireEvent.change(within(box).getByLabelText(/^Longitude/), { target: { value: '85' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hotel' }));
    expect(await within(box).findByText('The latitude is between -90 and 90.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
  });
});

describe('readCoordinates', () => {
  it('both empty is "not known" (null), sent so the map is taken off', () => {
    expect(readCoordinates({ latitude: ' ', longitude: '' })).toEqual({
      ok: true,
      latitude: null,
      longitude: null,
    });
  });

  it('a longitude beyond 180 degrees names its range', () => {
    expect(readCoordinates({ latitude: '23', longitude: '-181' })).toEqual({
      ok: false,
      errors: { longitude: 'The longitude is between -180 and 180.' },
    });
  });
});
