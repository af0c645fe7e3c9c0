import { useQuery } from '@tanstack/react-query';
import { okReply } from '../../../../shared/contracts/common';
import { tour } from '../../../../shared/contracts/content';
import { api } from '../../../lib/api';

const reply = okReply(tour);

/** GET /api/tours/{id}: the tour package a tour enquiry is about. */
export const getTour = (id: number) =>
  api(`/api/tours/${encodeURIComponent(String(id))}`, reply).then((r) => r.data);

export function useTour(id: number) {
  return useQuery({ queryKey: ['public', 'tour', String(id)], queryFn: () => getTour(id) });
}
