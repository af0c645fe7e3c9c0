import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { advertorialSummary, pagedReply } from '../../../../shared/contracts/content';
import { api } from '../../../lib/api';

const reply = pagedReply(advertorialSummary);
export const ADVERTORIALS_PAGE_SIZE = 6;

export const getAdvertorials = (page: number) =>
  api(`/api/advertorials?page=${page}&pageSize=${ADVERTORIALS_PAGE_SIZE}`, reply);

export function useAdvertorials(page: number) {
  return useQuery({
    queryKey: ['public', 'advertorials', page],
    queryFn: () => getAdvertorials(page),
    placeholderData: keepPreviousData,
  });
}
