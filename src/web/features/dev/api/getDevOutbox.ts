import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { devOutboxMessage } from '../../../../shared/contracts/auth';
import { okReply } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api';

const reply = okReply(z.array(devOutboxMessage));

/** What the development transports delivered, newest first (404 when they are off). */
export const getDevOutbox = () => api('/api/dev/outbox', reply).then((r) => r.data);

export function useDevOutbox() {
  return useQuery({
    queryKey: ['public', 'dev-outbox'],
    queryFn: getDevOutbox,
    staleTime: 0,
    refetchInterval: (q) => (q.state.status === 'error' ? false : 2000),
  });
}
