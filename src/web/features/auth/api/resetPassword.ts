import { useMutation } from '@tanstack/react-query';
import { authMessageReply } from '../../../../shared/contracts/auth';
import { api } from '../../../lib/api';

/** Needs the reset grant cookie that verifyEmail-otp set in this browser. */
export const resetPassword = (body: { EmailId: string; New_Password: string }) =>
  api('/api/auth/reset-password', authMessageReply, { body });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
