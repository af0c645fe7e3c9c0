import { useQuery } from '@tanstack/react-query';
import type { HotelSummary } from '../../../../shared/contracts/hotels';
import { api } from '../../../lib/api';
import { arr, dataList, num, numOrNull, str, strOrNull } from './parse';

const reply = dataList<HotelSummary>((o) => ({
  PropertyID: num(o, 'PropertyID'),
  UnitName: str(o, 'UnitName'),
  LocationName: str(o, 'LocationName'),
  Photo: str(o, 'Photo'),
  PhotoAlt: str(o, 'PhotoAlt'),
  TotalRooms: num(o, 'TotalRooms'),
  MobileNo: str(o, 'MobileNo'),
  PriceRange: strOrNull(o, 'PriceRange'),
  FromPrice: numOrNull(o, 'FromPrice'),
  Amenities: arr(o.Amenities ?? [], String),
}));

export const getHotels = ({ signal }: { signal?: AbortSignal } = {}) =>
  api('/api/hotels', reply, { signal });

/** GET /api/hotels (the same cache entry as the hotel list page). */
export function useHotels() {
  return useQuery({ queryKey: ['public', 'hotels'], queryFn: getHotels });
}
