import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { okReply } from '../../../../shared/contracts/common';
import { rescheduleItem } from '../../../../shared/contracts/requests';
import { api } from '../../../lib/api';

const reply = okReply(z.array(rescheduleItem));
export const RESCHEDULE_HISTORY_KEY = ['requests', 'reschedule-history'] as const;

/** GET /api/dashboard/admin/history/hotel-reschedule (login): the customer's own requests. */
export const getRescheduleHistory = () =>
  api('/api/dashboard/admin/history/hotel-reschedule', reply).then((r) => r.data);

export function useRescheduleHistory(enabled: boolean) {
  return useQuery({ queryKey: RESCHEDULE_HISTORY_KEY, queryFn: getRescheduleHistory, enabled });
}
