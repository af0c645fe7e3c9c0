import { useMutation } from '@tanstack/react-query';
import { authMessageReply } from '../../../../shared/contracts/auth';
import { api } from '../../../lib/api';

export type RegisterPayload = {
  EmailId: string;
  Customer_Name: string;
  User_Password: string;
  Mobile_Number: string;
  /** the newsletter box, ticked by the person (never by default) */
  newsletter?: boolean;
  /** the language of the customer's mail, SMS and invoices (ADR 120) */
  language?: 'en' | 'hi';
};

export const register = (body: RegisterPayload) =>
  api('/api/auth/register', authMessageReply, { body });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
