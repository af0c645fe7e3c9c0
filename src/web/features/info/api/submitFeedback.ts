import { useMutation } from '@tanstack/react-query';
import { feedbackReply, type FeedbackInput } from '../../../../shared/contracts/feedback';
import { api } from '../../../lib/api';

/** POST /api/feedback: the Feedback page's message; the reply carries its reference number. */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackInput) =>
      api('/api/feedback', feedbackReply, { method: 'POST', body }),
  });
}
