import { useQuery } from '@tanstack/react-query';
import { okReply } from '../../../shared/contracts/common';
import { hotelDetail } from '../../../shared/contracts/hotels';
import { api } from '../api';

const reply = okReply(hotelDetail);

export const getHotel = (id: string) =>
  api(`/api/hotel/${encodeURIComponent(id)}`, reply).then((r) => r.data);

export function useHotel(id: string) {
  return useQuery({ queryKey: ['public', 'hotel', id], queryFn: () => getHotel(id) });
}
