import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { okReply } from '../../../shared/contracts/common';
import { roomTypeAvailability } from '../../../shared/contracts/hotels';
import { api } from '../api';

const reply = okReply(z.array(roomTypeAvailability));

export const checkAvailability = (hotelId: string, checkIn: string, checkOut: string) =>
  api(`/api/checkAvailibilty/${encodeURIComponent(hotelId)}`, reply, {
    body: { check_in_date: checkIn, check_out_date: checkOut },
  }).then((r) => r.data);

/** The hotel's room types with free rooms and nightly prices (spec: read as hotel configuration). */
export function useHotelConfiguration(
  hotelId: string,
  stay: { checkIn: string; checkOut: string } | null,
) {
  return useQuery({
    queryKey: ['public', 'availability', hotelId, stay?.checkIn, stay?.checkOut],
    queryFn: () => checkAvailability(hotelId, stay!.checkIn, stay!.checkOut),
    enabled: stay !== null,
    staleTime: 15_000,
  });
}
