import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { okReply } from '../../../../shared/contracts/common';
import { tour } from '../../../../shared/contracts/content';
import { api } from '../../../lib/api';

const reply = okReply(z.array(tour));

/** GET /api/tours, optionally one category (a destination category id, as the footer links send). */
export const getTours = (category?: string) =>
  api(`/api/tours${category ? `?category=${encodeURIComponent(category)}` : ''}`, reply).then(
    (r) => r.data,
  );

export function useTours(category?: string) {
  return useQuery({
    queryKey: ['public', 'tours', category ?? ''],
    queryFn: () => getTours(category),
  });
}
