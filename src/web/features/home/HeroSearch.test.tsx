import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { HeroSearch } from './HeroSearch';
import { fakeApi, ok, renderWithQuery } from './testing';

const hotel = {
  PropertyID: 3,
  UnitName: 'Prabhat Vihar, Netarhat',
  LocationName: 'Netarhat, Latehar',
  Photo: '/media/hotels/3/1.svg',
  PhotoAlt: 'Prabhat Vihar',
  TotalRooms: 20,
  MobileNo: '9000000000',
  PriceRange: null,
  FromPrice: 1800,
  Amenities: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('HeroSearch (the home page search box)', () => {
  it('opens the availability page with where, dates, guests and rooms', async () => {
    fakeApi({ 'GET /api/hotels': () => ok([hotel]) });
    renderWithQuery(<HeroSearch />);
    const checkIn = addDays(todayIst(), 5);
    fireEvent.change(screen.getByLabelText('Where'), { target: { value: 'Netarhat' } });
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText('Rooms'), { target: { value: '2' } });
    // the destinations and hotels are offered as suggestions
    await waitFor(() =>
      expect(
        document.querySelector('#hero-places option[value="Netarhat, Latehar"]'),
      ).not.toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const url = new URL(window.location.href);
    expect(url.pathname).toBe('/availibilty');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      where: 'Netarhat',
      checkIn,
      checkOut: addDays(checkIn, 1),
      guests: '2',
      rooms: '2',
    });
  });

  it('refuses a check-out that is not after the check-in, and stays put', () => {
    fakeApi({ 'GET /api/hotels': () => ok([]) });
    renderWithQuery(<HeroSearch />);
    const checkIn = addDays(todayIst(), 5);
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: checkIn } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toMatch('Check-out must be after check-in.');
    expect(window.location.pathname).toBe('/');
  });
});
