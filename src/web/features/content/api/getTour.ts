import { useQuery } from '@tanstack/react-query';
import { okReply } from '../../../../shared/contracts/common';
import { tour } from '../../../../shared/contracts/content';
import { api } from '../../../lib/api';

const reply = okReply(tour);

export const getTour = (id: string) =>
  api(`/api/tours/${encodeURIComponent(id)}`, reply).then((r) => r.data);

export function useTour(id: string) {
  return useQuery({ queryKey: ['public', 'tour', id], queryFn: () => getTour(id) });
}
