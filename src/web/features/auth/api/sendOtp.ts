import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { MSG } from '../../../../shared/messages';
import { api } from '../../../lib/api';

/** send-otp may in principle answer `success: false`; then its message (or the spec's) is the error. */
const reply = z.object({ success: z.boolean(), message: z.string().optional() });

export class SendOtpRefused extends Error {}

export async function sendOtp(body: {
  EmailId: string;
  mobileNumber: string;
  /** the page's language: the codes come in it (ADR 121) */
  language?: 'en' | 'hi';
}): Promise<string> {
  const r = await api('/api/auth/send-otp', reply, { body });
  if (!r.success) throw new SendOtpRefused(r.message || MSG.failedToSendOtps);
  return r.message ?? MSG.otpsSent;
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
