import { useQuery } from '@tanstack/react-query';
import type { Official } from '../../../../shared/contracts/content';
import { api } from '../../../lib/api';
import { dataList, num, str } from './parse';

const reply = dataList<Official>((o) => ({
  id: num(o, 'id'),
  name: str(o, 'name'),
  title: str(o, 'title'),
  department: str(o, 'department'),
  photo: str(o, 'photo'),
}));

export const getOfficials = ({ signal }: { signal?: AbortSignal } = {}) =>
  api('/api/officials', reply, { signal });

/** GET /api/officials: the Head of Department section. */
export function useOfficials() {
  return useQuery({
    queryKey: ['public', 'officials'],
    queryFn: getOfficials,
    staleTime: 10 * 60_000,
  });
}
