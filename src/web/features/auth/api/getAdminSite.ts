import { useQuery } from '@tanstack/react-query';
import { adminSiteReply } from '../../../../shared/contracts/auth';
import { api } from '../../../lib/api';

/** The external admin site's URL ('Login as Admin/HM'), from the server's configuration. */
export const getAdminSite = () =>
  api('/api/auth/admin-site', adminSiteReply).then((r) => r.data.url);

export function useAdminSite() {
  return useQuery({
    queryKey: ['public', 'auth', 'admin-site'],
    queryFn: getAdminSite,
    staleTime: Infinity,
  });
}
