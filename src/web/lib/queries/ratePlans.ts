import { useQuery } from '@tanstack/react-query';
import { hotelPlansReply } from '../../../shared/contracts/rates';
import { api } from '../api';

/** The rate plans of each room type of a hotel for a stay, and why a room type is not sold (ADR 360). */
export function useHotelPlans(hotelId: string, stay: { checkIn: string; checkOut: string } | null) {
  return useQuery({
    queryKey: ['public', 'rate-plans', hotelId, stay?.checkIn, stay?.checkOut],
    queryFn: async () =>
      (
        await api(
          `/api/hotel/${encodeURIComponent(hotelId)}/rate-plans?checkIn=${stay!.checkIn}&checkOut=${stay!.checkOut}`,
          hotelPlansReply,
        )
      ).data,
    enabled: stay !== null && stay.checkOut > stay.checkIn,
    staleTime: 15_000,
  });
}
