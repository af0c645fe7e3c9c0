import { useQuery } from '@tanstack/react-query';
import { api, lazyParser } from '../../../lib/api';

const reply = lazyParser(() => import('./replies').then((m) => m.officialsReply));

export const getOfficials = ({ signal }: { signal?: AbortSignal } = {}) =>
  api('/api/officials', reply, { signal }).then((r) => r.data);

/** GET /api/officials: the Head of Department section. */
export function useOfficials() {
  return useQuery({
    queryKey: ['public', 'officials'],
    queryFn: getOfficials,
    staleTime: 10 * 60_000,
  });
}
