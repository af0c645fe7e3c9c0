import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pagedReply, tender } from '../../../../shared/contracts/content';
import { api } from '../../../lib/api';

const reply = pagedReply(tender);
export const TENDERS_PAGE_SIZE = 10;

export const getTenders = (page: number) =>
  api(`/api/tenders?page=${page}&pageSize=${TENDERS_PAGE_SIZE}`, reply);

export function useTenders(page: number) {
  return useQuery({
    queryKey: ['public', 'tenders', page],
    queryFn: () => getTenders(page),
    placeholderData: keepPreviousData,
  });
}
