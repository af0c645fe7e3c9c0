import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refReply, type RescheduleRequest } from '../../../../shared/contracts/requests';
import { MSG } from '../../../../shared/messages';
import { api } from '../../../lib/api';
import { RESCHEDULE_HISTORY_KEY } from './getRescheduleHistory';

/** POST /api/dashboard/admin/hotel-reschedule; the reply's message is shown. */
export const submitReschedule = (body: RescheduleRequest) =>
  api('/api/dashboard/admin/hotel-reschedule', refReply, { body }, MSG.reschedulingFailed);

export function useSubmitReschedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitReschedule,
    onSuccess: () => qc.invalidateQueries({ queryKey: RESCHEDULE_HISTORY_KEY }),
  });
}
