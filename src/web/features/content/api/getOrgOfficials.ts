import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { okReply } from '../../../../shared/contracts/common';
import { official } from '../../../../shared/contracts/content';
import { api } from '../../../lib/api';

const reply = okReply(z.array(official));

export const getOrgOfficials = ({ signal }: { signal?: AbortSignal } = {}) =>
  api('/api/officials', reply, { signal }).then((r) => r.data);

/** GET /api/officials, for the names in the organisational chart (same cache as the home page). */
export function useOrgOfficials() {
  return useQuery({
    queryKey: ['public', 'officials'],
    queryFn: getOrgOfficials,
    staleTime: 10 * 60_000,
  });
}
