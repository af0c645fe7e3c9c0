import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notice, pagedReply } from '../../../../shared/contracts/content';
import { api } from '../../../lib/api';

const reply = pagedReply(notice);
export const NOTICES_PAGE_SIZE = 10;

export const getNotices = (page: number) =>
  api(`/api/notices?page=${page}&pageSize=${NOTICES_PAGE_SIZE}`, reply);

export function useNotices(page: number) {
  return useQuery({
    queryKey: ['public', 'notices', page],
    queryFn: () => getNotices(page),
    placeholderData: keepPreviousData,
  });
}
