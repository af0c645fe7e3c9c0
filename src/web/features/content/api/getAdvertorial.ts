import { useQuery } from '@tanstack/react-query';
import { okReply } from '../../../../shared/contracts/common';
import { advertorial } from '../../../../shared/contracts/content';
import { api } from '../../../lib/api';

const reply = okReply(advertorial);

export const getAdvertorial = (id: string) =>
  api(`/api/advertorials/${encodeURIComponent(id)}`, reply).then((r) => r.data);

export function useAdvertorial(id: string) {
  return useQuery({ queryKey: ['public', 'advertorial', id], queryFn: () => getAdvertorial(id) });
}
