import { useMutation } from '@tanstack/react-query';
import { authMessageReply } from '../../../../shared/contracts/auth';
import { api } from '../../../lib/api';

/** Checks the latest code sent to an email (signup, or password reset: then a reset grant cookie is set). */
export const verifyEmailOtp = (body: { EmailId: string; otp: string }) =>
  api('/api/auth/verifyEmail-otp', authMessageReply, { body });

export function useVerifyEmailOtp() {
  return useMutation({ mutationFn: verifyEmailOtp });
}
