import { useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { okReply } from '../../../shared/contracts/common';
import { roomTypeAvailability } from '../../../shared/contracts/hotels';
import { api } from '../api';

const reply = okReply(z.array(roomTypeAvailability));

export const checkAvailability = (hotelId: string, checkIn: string, checkOut: string) =>
  api(`/api/checkAvailibilty/${encodeURIComponent(hotelId)}`, reply, {
    body: { check_in_date: checkIn, check_out_date: checkOut },
  }).then((r) => r.data);

type Stay = { checkIn: string; checkOut: string };

const availabilityKey = (hotelId: string, stay?: Stay | null) =>
  stay
    ? ['public', 'availability', hotelId, stay.checkIn, stay.checkOut]
    : ['public', 'availability', hotelId];

/**
 * The stay whose rooms the server drew on the hotel page (ADR 391), from the data the app was
 * hydrated with; null when the cache holds none. As the app takes the page over it starts from
 * these dates, not from the device's clock: across midnight, or on a device whose clock is wrong,
 * the two differ, and the page drawn would not be the server's.
 */
export function renderedStay(qc: QueryClient, hotelId: string): Stay | null {
  for (const [key, data] of qc.getQueriesData({ queryKey: availabilityKey(hotelId) })) {
    const [, , , checkIn, checkOut] = key;
    if (data && typeof checkIn === 'string' && typeof checkOut === 'string')
      return { checkIn, checkOut };
  }
  return null;
}

/** The hotel's room types with free rooms and nightly prices (spec: read as hotel configuration). */
export function useHotelConfiguration(hotelId: string, stay: Stay | null) {
  return useQuery({
    queryKey: availabilityKey(hotelId, stay),
    queryFn: () => checkAvailability(hotelId, stay!.checkIn, stay!.checkOut),
    enabled: stay !== null,
    staleTime: 15_000,
  });
}
