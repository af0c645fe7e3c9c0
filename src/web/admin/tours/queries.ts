import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { okReply } from '../../../shared/contracts/common';
import {
  departureCancelResult,
  departureManifest,
  staffDeparture,
  staffTourItem,
} from '../../../shared/contracts/tours';
import { ADMIN_KEY, adminApi } from '../api';

/** Query keys of the tour departures pages: the tour list, a tour's departures, a manifest. */
const TOURS_KEY = [ADMIN_KEY, 'staff-tours'] as const;
export const departuresKey = (tourId: string) => [ADMIN_KEY, 'tour-departures', tourId] as const;
const manifestKey = (departureId: string) => [ADMIN_KEY, 'tour-manifest', departureId] as const;

const departuresReply = okReply(z.array(staffDeparture));
export const createdReply = okReply(
  z.object({ created: z.array(staffDeparture), skipped: z.array(z.string()) }),
);
export const departureReply = okReply(staffDeparture);
export const cancelReply = okReply(departureCancelResult);
const toursReply = okReply(z.array(staffTourItem));
const manifestReply = okReply(departureManifest);

/** The tours the signed-in staff member manages departures of (a tour operator: their own). */
export function useStaffTours() {
  return useQuery({
    queryKey: TOURS_KEY,
    queryFn: async () => (await adminApi('/api/staff/tours', toursReply)).data,
    staleTime: 5 * 60_000,
  });
}

/** A tour's departures from `from` to `to` (the server's window when left empty). */
export function useDepartures(tourId: string, from: string, to: string) {
  const q = new URLSearchParams();
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  const search = q.toString();
  return useQuery({
    queryKey: [...departuresKey(tourId), search],
    enabled: tourId !== '',
    queryFn: async () =>
      (
        await adminApi(
          `/api/staff/tours/${tourId}/departures${search ? `?${search}` : ''}`,
          departuresReply,
        )
      ).data,
  });
}

/** The manifest of one departure: who travels, for the guide and the bus. */
export function useManifest(departureId: string) {
  return useQuery({
    queryKey: manifestKey(departureId),
    enabled: /^\d+$/.test(departureId),
    queryFn: async () =>
      (await adminApi(`/api/staff/departures/${departureId}/manifest`, manifestReply)).data,
  });
}
