import { useMutation } from '@tanstack/react-query';
import { authMessageReply } from '../../../../shared/contracts/auth';
import { api } from '../../../lib/api';

export const verifyMobileOtp = (body: { mobileNumber: string; otp: string }) =>
  api('/api/auth/verify-otp', authMessageReply, { body });

export function useVerifyMobileOtp() {
  return useMutation({ mutationFn: verifyMobileOtp });
}
