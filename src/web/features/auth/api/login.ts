import { useMutation } from '@tanstack/react-query';
import { loginReply } from '../../../../shared/contracts/auth';
import { api } from '../../../lib/api';

export const login = (body: { identifier: string; password: string }) =>
  api('/api/auth/login', loginReply, { body });

export function useLogin() {
  return useMutation({ mutationFn: login });
}
