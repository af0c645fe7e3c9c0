import { useQuery } from '@tanstack/react-query';
import { api, lazyParser } from '../../../lib/api';

const reply = lazyParser(() => import('./replies').then((m) => m.hotelsReply));

export const getHotels = ({ signal }: { signal?: AbortSignal } = {}) =>
  api('/api/hotels', reply, { signal }).then((r) => r.data);

/** GET /api/hotels (the same cache entry as the hotel list page). */
export function useHotels() {
  return useQuery({ queryKey: ['public', 'hotels'], queryFn: getHotels });
}
