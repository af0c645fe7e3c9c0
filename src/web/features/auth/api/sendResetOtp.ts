import { useMutation } from '@tanstack/react-query';
import { authMessageReply } from '../../../../shared/contracts/auth';
import { api } from '../../../lib/api';

export const sendResetOtp = (body: { EmailId: string }) =>
  api('/api/auth/sendResetPassword-otp', authMessageReply, { body });

export function useSendResetOtp() {
  return useMutation({ mutationFn: sendResetOtp });
}
