import { describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../dates';
import { availabilitySearchRequest } from './availability';

describe('availabilitySearchRequest', () => {
  const checkIn = addDays(todayIst(), 5);

  it('keeps the search within 1 to 4 rooms', () => {
    const q = { checkIn, checkOut: addDays(checkIn, 1) };
    expect(availabilitySearchRequest.safeParse({ ...q, rooms: 0 }).success).toBe(false);
    expect(availabilitySearchRequest.safeParse({ ...q, rooms: 5 }).success).toBe(false);
    expect(availabilitySearchRequest.parse(q)).toMatchObject({
      rooms: 1,
      guests: 1,
      roomType: 'All',
      amenities: [],
    });
  });
});
