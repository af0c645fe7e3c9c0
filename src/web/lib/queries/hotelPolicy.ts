import { useQuery } from '@tanstack/react-query';
import { policyReply, type PolicyBandRow } from '../../../shared/contracts/cancellation';
import { policyBands } from '../../../shared/cancellation-policy';
import { api } from '../api';

/** The standard policy (shown while the hotel's own loads, or if it cannot be loaded). */
export const DEFAULT_POLICY: PolicyBandRow[] = policyBands().map((b) => ({
  MinDays: b.minDays,
  MaxDays: b.maxDays,
  DeductionPercent: b.deductionPercent,
}));

export const getHotelPolicy = (hotelId: string) =>
  api(`/api/hotel/${encodeURIComponent(hotelId)}/cancellation-policy`, policyReply).then(
    (r) => r.data,
  );

/** GET /api/hotel/{id}/cancellation-policy: the hotel's own bands, else the standard ones. */
export function useHotelPolicy(hotelId: string): { bands: PolicyBandRow[]; failed: boolean } {
  const q = useQuery({
    queryKey: ['public', 'hotel-policy', hotelId],
    queryFn: () => getHotelPolicy(hotelId),
    staleTime: 5 * 60_000,
    enabled: hotelId !== '',
  });
  return { bands: q.data ?? DEFAULT_POLICY, failed: q.isError };
}
