import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { okReply } from '../../../../shared/contracts/common';
import { hotelSummary } from '../../../../shared/contracts/hotels';
import { api } from '../../../lib/api';

const reply = okReply(z.array(hotelSummary));

export const getHotels = () => api('/api/hotels', reply).then((r) => r.data);

export function useHotels() {
  return useQuery({ queryKey: ['public', 'hotels'], queryFn: getHotels });
}
