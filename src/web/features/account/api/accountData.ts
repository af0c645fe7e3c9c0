import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAccountReply, languageReply } from '../../../../shared/contracts/account';
import type { Language } from '../../../../shared/language';
import { api } from '../../../lib/api';
import { PROFILE_KEY } from '../../../lib/auth';

/** GET /api/account/export answers with Content-Disposition: attachment: a plain link downloads it. */
export const EXPORT_URL = '/api/account/export';

/** PUT /api/account/language: the language of the customer's mail, SMS and invoices. */
export function useSaveLanguage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) =>
      api('/api/account/language', languageReply, { method: 'PUT', body: { language } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

/** POST /api/account/delete {password}: erases the account (the password asked again). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      api('/api/account/delete', deleteAccountReply, { method: 'POST', body: { password } }),
  });
}
