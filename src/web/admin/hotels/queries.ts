import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageReply } from '../../../shared/contracts/common';
import {
  calendarReply,
  ratesReply,
  staffHotelReply,
  staffHotelsReply,
  staffRoomTypeReply,
  type ClosuresBody,
  type HotelBody,
  type RatesBody,
  type RoomTypeBody,
} from '../../../shared/contracts/staff-hotels';
import {
  gridReply,
  ratePlanReply,
  type RatePlanBody,
  type RestrictionsBody,
} from '../../../shared/contracts/rates';
import { ADMIN_KEY, adminApi } from '../api';

const base = (hotelId: number) => `/api/staff/hotels/${hotelId}`;
const rtBase = (hotelId: number, roomTypeId: number) => `${base(hotelId)}/room-types/${roomTypeId}`;

const keys = {
  list: [ADMIN_KEY, 'hotels'] as const,
  hotel: (id: number) => [ADMIN_KEY, 'hotels', id] as const,
  calendar: (h: number, rt: number, month: string) =>
    [ADMIN_KEY, 'hotels', h, 'rates', rt, month] as const,
};

export function useStaffHotels() {
  return useQuery({
    queryKey: keys.list,
    queryFn: async () => (await adminApi('/api/staff/hotels', staffHotelsReply)).data,
  });
}

export function useStaffHotel(id: number) {
  return useQuery({
    queryKey: keys.hotel(id),
    queryFn: async () => (await adminApi(base(id), staffHotelReply)).data,
  });
}

export function useRatesCalendar(hotelId: number, roomTypeId: number, month: string) {
  return useQuery({
    queryKey: keys.calendar(hotelId, roomTypeId, month),
    queryFn: async () =>
      (await adminApi(`${rtBase(hotelId, roomTypeId)}/rates?month=${month}`, calendarReply)).data,
  });
}

/** Every change refreshes the hotel's pages (details, room types, calendars). */
function useHotelChange<V, R>(hotelId: number, run: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.hotel(hotelId) }),
        qc.invalidateQueries({ queryKey: keys.list }),
      ]),
  });
}

export const useSaveHotel = (hotelId: number) =>
  useHotelChange(hotelId, (body: HotelBody) =>
    adminApi(base(hotelId), staffHotelReply, { method: 'PUT', body }),
  );

export const useSaveRoomType = (hotelId: number, roomTypeId: number | null) =>
  useHotelChange(hotelId, (body: RoomTypeBody) =>
    roomTypeId === null
      ? adminApi(`${base(hotelId)}/room-types`, staffRoomTypeReply, { method: 'POST', body })
      : adminApi(rtBase(hotelId, roomTypeId), staffRoomTypeReply, { method: 'PUT', body }),
  );

export const useSetRates = (hotelId: number, roomTypeId: number) =>
  useHotelChange(hotelId, (body: RatesBody) =>
    adminApi(`${rtBase(hotelId, roomTypeId)}/rates`, ratesReply, { method: 'PUT', body }),
  );

export const useSetClosures = (hotelId: number, roomTypeId: number) =>
  useHotelChange(hotelId, (body: ClosuresBody) =>
    adminApi(`${rtBase(hotelId, roomTypeId)}/closures`, messageReply, { method: 'PUT', body }),
  );

/** Photos of the hotel (roomTypeId null) or of one room type. */
export function photosPath(hotelId: number, roomTypeId: number | null) {
  return roomTypeId === null ? `${base(hotelId)}/photos` : `${rtBase(hotelId, roomTypeId)}/photos`;
}

export const useDeletePhoto = (hotelId: number, roomTypeId: number | null) =>
  useHotelChange(hotelId, (photoId: number) =>
    adminApi(`${photosPath(hotelId, roomTypeId)}/${photoId}`, messageReply, { method: 'DELETE' }),
  );

export const useReorderPhotos = (hotelId: number, roomTypeId: number | null) =>
  useHotelChange(hotelId, (ids: number[]) =>
    adminApi(`${photosPath(hotelId, roomTypeId)}/order`, messageReply, {
      method: 'PUT',
      body: { ids },
    }),
  );

export function useRefreshHotel(hotelId: number) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: keys.hotel(hotelId) });
}

// ---- the rate grid: plans and restrictions (ADR 362) ------------------------------------------

export function useRateGrid(hotelId: number, from: string, days: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'hotels', hotelId, 'rate-grid', from, days] as const,
    queryFn: async () =>
      (await adminApi(`${base(hotelId)}/rate-grid?from=${from}&days=${days}`, gridReply)).data,
  });
}

export const useSetRestrictions = (hotelId: number) =>
  useHotelChange(hotelId, ({ roomTypeId, body }: { roomTypeId: number; body: RestrictionsBody }) =>
    adminApi(`${rtBase(hotelId, roomTypeId)}/restrictions`, messageReply, { method: 'PUT', body }),
  );

export const useSetGridRates = (hotelId: number) =>
  useHotelChange(hotelId, ({ roomTypeId, body }: { roomTypeId: number; body: RatesBody }) =>
    adminApi(`${rtBase(hotelId, roomTypeId)}/rates`, ratesReply, { method: 'PUT', body }),
  );

export const useSaveRatePlan = (hotelId: number) =>
  useHotelChange(
    hotelId,
    ({ roomTypeId, planId, body }: { roomTypeId: number; planId?: number; body: RatePlanBody }) =>
      adminApi(
        `${rtBase(hotelId, roomTypeId)}/rate-plans${planId ? `/${planId}` : ''}`,
        ratePlanReply,
        { method: planId ? 'PUT' : 'POST', body },
      ),
  );
